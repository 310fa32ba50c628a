"""One-click repairs for findings: what a player would otherwise fix by hand in the YAML.

A rule system offers, for a finding it reported, the edits that resolve it, each with a label
that says what it does ("Remove option 'Genoese'", "Give the General to Knights"). The GUI
shows them beside the finding and applies one as a single undoable edit.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from listbuilder.core.diagnostics import DocPath

Edit = tuple[DocPath, Any]


@dataclass(frozen=True)
class Fix:
    label: str
    edits: tuple[Edit, ...]


def without_item(items: list[Any], index: int) -> list[Any] | None:
    """The list without one item; None (the key left out of the file) once it is empty."""
    rest = [item for i, item in enumerate(items) if i != index]
    return rest or None
