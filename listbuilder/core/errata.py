"""Known mistakes in published sources, acknowledged by the list file that copies them."""

from __future__ import annotations

from listbuilder.core.diagnostics import Diagnostic, Severity
from listbuilder.core.earlier_codes import answers_to
from listbuilder.core.messages import Message, declared
from listbuilder.core.model import Erratum
from listbuilder.i18n import N_

ERRATUM_UNUSED = Message(
    "LIST-ERRATUM-UNUSED", Severity.WARNING,
    N_("This erratum acknowledges {code}, but the list has no such finding any more. Remove "
       "the erratum."),
    N_("An erratum under 'errata' acknowledges a finding the list copies from its book on "
       "purpose. The finding is gone (the list was corrected, or the code renamed): remove "
       "the erratum, or fix its code."))
#: The core's own findings (the rest are the systems' and storage's).
MESSAGES = declared(globals())


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
                if answers_to(d.code, e.code) and same_set:
                    hit = i
                    break
        if hit is None:
            out.append(d)
        else:
            used[hit] = True
            out.append(d.demoted(errata[hit].reason))
    for i, e in enumerate(errata):
        if not used[i]:
            out.append(ERRATUM_UNUSED(("errata", i), code=e.code))
    return out
