"""`listbuilder show LIST`: a list as its author checks it, with its own totals (units, VDT
and break point as published and with each option) beside its findings."""

from __future__ import annotations

import json
from typing import TypeGuard

from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.list_totals import ListTotal
from listbuilder.export.totals import list_total_text
from listbuilder.i18n import _
from listbuilder.storage.checking import check_list
from listbuilder.storage.loading import ARMY_LIST, FailedLoad, Loaded, LoadedList


def is_list(loaded: Loaded | None) -> TypeGuard[LoadedList | FailedLoad]:
    """A list file, loaded or broken (its header says so)."""
    if isinstance(loaded, LoadedList):
        return True
    return isinstance(loaded, FailedLoad) and loaded.header is not None and \
        loaded.header.kind == ARMY_LIST


def list_report(loaded: LoadedList | FailedLoad) -> tuple[list[ListTotal], list[Diagnostic]]:
    """The list's totals (none for a list that failed its schema) and every finding."""
    findings = check_list(loaded)
    if not isinstance(loaded, LoadedList):
        return [], findings
    return loaded.system.list_totals(loaded.model), findings


def render_list(loaded: LoadedList | FailedLoad, fmt: str, display_path: str
                ) -> tuple[str, list[Diagnostic]]:
    """What `show` prints for a list, and its findings (the exit code follows them)."""
    totals, findings = list_report(loaded)
    if fmt == "json":
        head: dict[str, str | None]
        if isinstance(loaded, LoadedList):
            head = {"list": loaded.model.id, "name": loaded.model.name,
                    "system": loaded.model.system}
        else:
            head = {"list": loaded.stated_id, "name": None, "system": None}
        data = {**head,
                "totals": [t.to_json() for t in totals],
                "findings": [d.to_json(display_path) for d in findings]}
        return json.dumps(data, indent=2, ensure_ascii=False), findings
    lines = []
    if isinstance(loaded, LoadedList):
        lines.append(f"{loaded.model.name} — {loaded.model.id} ({loaded.system.name})")
    if totals:
        lines += ["", _("The list's own totals:")]
        lines += [f"  {list_total_text(t)}" for t in totals]
    lines.append("")
    if findings:
        lines.append(_("Findings:"))
        lines += [f"  {d.render(display_path, for_people=True)}" for d in findings]
    else:
        lines.append(_("No findings: the list is consistent."))
    return "\n".join(lines), findings
