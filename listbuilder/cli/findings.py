"""How `validate` presents its findings: text for people, JSON for tools, GitHub annotations.

`json` is one object, `{"findings": [...], "summary": {...}}`, so a tool reads the counts
without recounting; `github` prints workflow commands (`::error file=…,line=…,col=…::…`)
that GitHub Actions shows on the pull request's lines.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping, Sequence
from pathlib import Path

from listbuilder.core.diagnostics import Diagnostic, Severity, count_by_severity
from listbuilder.core.list_totals import ListTotal
from listbuilder.core.phrases import Naming, naming
from listbuilder.export.totals import list_total_text
from listbuilder.i18n import SOURCE_LANGUAGE, _, speaking
from listbuilder.i18n.summary_line import files_checked as files_checked_line

FORMATS = ("text", "json", "github")
Finding = tuple[str, Diagnostic]  # (the path as shown to the user, the diagnostic)
ListTotals = tuple[str, Sequence[ListTotal]]  # (the path as shown, the list's own totals)

# GitHub's annotation levels; info findings become notices.
_GITHUB_LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "notice"}


@functools.lru_cache(maxsize=4096)  # a file with thousands of findings resolves once
def shown_path(path: str) -> str:
    """A path as findings show it: relative to the current folder when it is inside it."""
    try:
        return str(Path(path).resolve().relative_to(Path.cwd()))
    except (ValueError, RuntimeError, OSError):  # elsewhere, a symlink loop, cwd gone
        return path


def summary(findings: Sequence[Finding], files_checked: int) -> dict[str, int]:
    counts = count_by_severity(d for _, d in findings)
    return {"files_checked": files_checked, "errors": counts[Severity.ERROR],
            "warnings": counts[Severity.WARNING], "info": counts[Severity.INFO]}


def summary_line(findings: Sequence[Finding], files_checked: int) -> str:
    """The counts in the current language, with real plural forms ("2 errors", "5 błędów")."""
    s = summary(findings, files_checked)
    return files_checked_line(s["files_checked"], s["errors"], s["warnings"], s["info"])


def render(fmt: str, findings: Sequence[Finding], files_checked: int,
           list_totals: Sequence[ListTotals] = (),
           unit_names: Mapping[str, Naming] | None = None) -> str:
    """`list_totals`: each list checked with its own totals (`lists` in JSON, always there:
    empty when no list was checked; in text, a block before the counts); `unit_names`: how
    each army's findings name its units, by path (text only: JSON and GitHub's annotations
    keep the English message)."""
    if fmt == "json":
        lists = [{"path": path, "totals": [t.to_json() for t in totals]}
                 for path, totals in list_totals if totals]
        return json.dumps({"findings": [d.to_json(path) for path, d in findings],
                           "summary": summary(findings, files_checked), "lists": lists},
                          indent=2, ensure_ascii=False)
    if fmt == "github":  # read by the workflow's log parser: English, like the annotations
        lines = [github_line(path, d) for path, d in findings]
        with speaking(SOURCE_LANGUAGE):
            return "\n".join([*lines, summary_line(findings, files_checked)])
    lines = [_text_line(path, d, (unit_names or {}).get(path)) for path, d in findings]
    return "\n".join([*lines, *_totals_block(list_totals),
                      summary_line(findings, files_checked)])


def _totals_block(list_totals: Sequence[ListTotals]) -> list[str]:
    """Each list's own totals: 'PATH: the list's own totals', then a line per option set."""
    lines = []
    for path, totals in list_totals:
        if totals:
            lines.append(_("{path}: the list's own totals", path=path))
            lines += [f"  {list_total_text(total)}" for total in totals]
    return lines


def _text_line(path: str, d: Diagnostic, unit_names: Naming | None) -> str:
    if unit_names is None:
        return d.render(path, for_people=True)
    with naming(unit_names):
        return d.render(path, for_people=True)


def github_line(path: str, d: Diagnostic) -> str:
    line = d.span.line if d.span else 1
    col = d.span.column if d.span else 1
    title = _escape_property(f"listbuilder {d.code}")
    return (f"::{_GITHUB_LEVEL[d.severity]} file={_escape_property(path)},line={line},"
            f"col={col},title={title}::{_escape_data(d.message)}")


def _escape_data(text: str) -> str:
    # The escapes GitHub's workflow-command parser undoes (actions/toolkit, command.ts).
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")
