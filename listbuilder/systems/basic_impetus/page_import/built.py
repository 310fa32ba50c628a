"""What building one army of a page gathers: its data, findings, notes and the ids taken
(its own module so that the VDT reading, which fills it too, imports no builder)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from listbuilder.systems.api import Diagnostic, Span


@dataclass
class Built:
    data: dict[str, Any]
    findings: list[Diagnostic] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    #: Ids taken, per kind: rows (with options' rows), options, rules, weapons.
    ids: dict[str, set[str]] = field(default_factory=dict)
    #: The id of each option understood, by the line its label is on.
    option_ids: dict[int, str] = field(default_factory=dict)

    def warn(self, line: int, finding: Diagnostic) -> None:
        self.findings.append(finding.at(Span(None, line, 1)))

    def new_id(self, wanted: str, kind: str = "row") -> str:
        taken = self.ids.setdefault(kind, set())
        found, n = wanted, 2
        while found in taken:
            found, n = f"{wanted}-{n}", n + 1
        taken.add(found)
        return found
