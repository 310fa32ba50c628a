"""How `event check` shows its table: text and Markdown for people (in their language), JSON,
CSV and GitHub annotations for tools (in English, with stable keys).

JSON is one object: `{"event": {...}, "submissions": [...], "summary": {...}}`, a row per
submission with at least `player`, `file`, `legal` and `seal`.
"""

from __future__ import annotations

import csv
import io
import json
from contextlib import nullcontext
from dataclasses import dataclass
from typing import Any

from listbuilder.cli.findings import github_line, shown_path
from listbuilder.cli.terminal import table
from listbuilder.core.diagnostics import Diagnostic, Severity
from listbuilder.core.event import Event
from listbuilder.export.event_words import (
    counts_text,
    legal_word,
    notes,
    summary_line,
    system_name,
    totals_brief,
)
from listbuilder.i18n import SOURCE_LANGUAGE, _, speaking
from listbuilder.storage.codes import severity_word
from listbuilder.storage.event_check import Row

FORMATS = ("text", "json", "csv", "markdown", "github")
#: How much of a name a text table shows: the table stays readable in a terminal.
SHORT = 28


@dataclass(frozen=True)
class Report:
    event: Event
    event_file: str
    #: What is wrong with the event file that does not stop it (a list pattern matching none).
    event_findings: list[Diagnostic]
    rows: list[Row]
    #: Submissions that could not be looked for (an unreadable folder, too many).
    problems: list[str]


def render(fmt: str, report: Report) -> str:
    if fmt == "json":
        return json.dumps(_json(report), indent=2, ensure_ascii=False)
    # CSV and the annotations are read by programs: English, as JSON is.
    with speaking(SOURCE_LANGUAGE) if fmt in ("csv", "github") else nullcontext():
        return {"text": _text, "csv": _csv, "markdown": _markdown, "github": _github}[fmt](
            report)


def _cut(text: str, limit: int = SHORT) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _heading(event: Event) -> str:
    return " · ".join(filter(None, [event.name, event.date, system_name(event)]))


def _finding_lines(report: Report) -> list[str]:
    lines = [d.render(shown_path(d.span.file) if d.span and d.span.file else None,
                      for_people=True) for d in report.event_findings]
    for row in report.rows:
        lines += [d.render(shown_path(d.span.file) if d.span and d.span.file else row.file,
                           for_people=True) for d in row.findings]
    return lines


def _text(report: Report) -> str:
    header = ("#", _("Player"), _("Army"), _("List"), _("Totals"), _("Legal"), _("E/W/I"),
              _("Seal"), _("Notes"))
    table_rows = [(str(r.number), _cut(r.player), _cut(r.army), _cut(r.list_name or r.list_id),
                   totals_brief(r.totals), legal_word(r), counts_text(r), r.seal or "—",
                   notes(r)) for r in report.rows]
    lines = [_heading(report.event), "", table(header, table_rows)]
    if findings := _finding_lines(report):
        lines += ["", *findings]
    lines += ["", *report.problems, summary_line(report.rows)]
    return "\n".join(line for n, line in enumerate(lines) if line or n)


def _markdown(report: Report) -> str:
    def cell(text: str) -> str:
        return text.replace("|", "\\|").replace("\n", " ")

    header = ["#", _("Player"), _("Army"), _("List"), _("Totals"), _("Legal"), _("E/W/I"),
              _("Seal"), _("Notes")]
    lines = [f"# {cell(_heading(report.event))}", "", "| " + " | ".join(header) + " |",
             "|" + "---|" * len(header)]
    for r in report.rows:
        seal = f"`{r.seal}`" if r.seal else "—"
        lines.append("| " + " | ".join([str(r.number), cell(r.player), cell(r.army),
                                         cell(r.list_name or r.list_id),
                                         cell(totals_brief(r.totals)), legal_word(r),
                                         counts_text(r), seal, cell(notes(r))]) + " |")
    for r in report.rows:
        shown = [d for d in r.findings if d.severity is not Severity.INFO]
        if shown:
            lines += ["", f"**#{r.number} {cell(r.player)}**", ""]
            lines += [f"- {severity_word(d.severity)} [{d.code}] {cell(d.text())}"
                      for d in shown]
    lines += ["", *(f"_{cell(p)}_" for p in report.problems), summary_line(report.rows)]
    return "\n".join(lines)


def _row_json(row: Row) -> dict[str, Any]:
    counts = row.counts
    return {
        "number": row.number, "player": row.player, "file": row.file, "army": row.army,
        "list": row.list_id, "list_name": row.list_name, "system": row.system,
        "units": row.units,
        "totals": {k: v for t in row.totals for k, v in t.to_json().items()},
        "legal": row.legal, "readable": row.readable,
        "errors": counts[Severity.ERROR], "warnings": counts[Severity.WARNING],
        "info": counts[Severity.INFO], "list_changed": row.list_changed,
        "duplicate_of": row.duplicates, "seal": row.seal or None,
        "findings": [d.to_json() for d in row.findings],
    }


def _json(report: Report) -> dict[str, Any]:
    event = report.event
    rows = report.rows
    return {
        "event": {"name": event.name, "date": event.date or None, "system": event.system,
                  "file": report.event_file,
                  "findings": [d.to_json() for d in report.event_findings]},
        "submissions": [_row_json(r) for r in rows],
        "problems": report.problems,
        "summary": {"submissions": len(rows), "legal": sum(r.legal for r in rows),
                    "illegal": sum(r.readable and not r.legal for r in rows),
                    "unreadable": sum(not r.readable for r in rows)},
    }


CSV_COLUMNS = ("number", "player", "file", "army", "list", "system", "units", "totals",
               "legal", "readable", "errors", "warnings", "info", "list_changed",
               "duplicate_of", "seal", "findings")


def _csv(report: Report) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for r in report.rows:
        data = _row_json(r)
        data["totals"] = totals_brief(r.totals)
        data["duplicate_of"] = " ".join(map(str, r.duplicates))
        data["findings"] = " ".join(d.code for d in r.findings)
        writer.writerow(["" if data[k] is None else _csv_value(data[k]) for k in CSV_COLUMNS])
    return out.getvalue().rstrip("\n")


def _csv_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _github(report: Report) -> str:
    lines = [github_line(d.span.file if d.span and d.span.file else report.event_file, d)
             for d in report.event_findings]
    for row in report.rows:
        lines += [github_line(d.span.file if d.span and d.span.file else row.file, d)
                  for d in row.findings]
    return "\n".join([*lines, *report.problems, summary_line(report.rows)])
