"""Known mistakes in published sources, acknowledged by the list file that copies them."""

from __future__ import annotations

from listbuilder.core.diagnostics import Diagnostic, Severity, warning
from listbuilder.core.model import Erratum


def apply_errata(findings: list[Diagnostic], errata: list[Erratum]) -> list[Diagnostic]:
    """Demote acknowledged findings to info; flag errata that match nothing.

    An erratum with `options` matches only the finding about that option set (a finding
    names its option set in `subjects`).
    """
    used = [False] * len(errata)
    out: list[Diagnostic] = []
    for d in findings:
        hit = None
        if d.severity is not Severity.INFO:
            for i, e in enumerate(errata):
                same_set = e.options is None or sorted(e.options) == sorted(d.subjects)
                if e.code == d.code and same_set:
                    hit = i
                    break
        if hit is None:
            out.append(d)
        else:
            used[hit] = True
            out.append(d.demoted(errata[hit].reason))
    for i, e in enumerate(errata):
        if not used[i]:
            out.append(warning(
                "LIST-ERRATUM-UNUSED",
                f"This erratum acknowledges {e.code}, but the list has no such finding any "
                "more. Remove the erratum.", ("errata", i)))
    return out
