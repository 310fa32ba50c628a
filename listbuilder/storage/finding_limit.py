"""At most `MAX_FINDINGS` findings a file: a badly broken file (thousands of bad rows) is
reported in seconds with its first problems and a count of the rest, not in minutes."""

from __future__ import annotations

from listbuilder.core.diagnostics import Diagnostic
from listbuilder.storage import messages

MAX_FINDINGS = 500


def more_findings(count: int, last: Diagnostic) -> Diagnostic:
    """The finding that says `count` more were left out, placed where the last one shown is."""
    more = messages.FILE_MORE_FINDINGS(last.path, n=count)
    return more.at(last.span) if last.span else more


def capped(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """The first findings, then one saying how many more were left out (counting those an
    earlier cut, such as the schema's, left out already)."""
    code = messages.FILE_MORE_FINDINGS.code
    earlier = sum(int(dict(d.fields).get("n", 0)) for d in diagnostics if d.code == code)
    if len(diagnostics) <= MAX_FINDINGS and not earlier:
        return diagnostics
    rest = [d for d in diagnostics if d.code != code]
    kept = rest[:MAX_FINDINGS]
    more = len(rest) - len(kept) + earlier
    return [*kept, more_findings(more, kept[-1])] if more and kept else kept
