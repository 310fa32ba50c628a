"""`listbuilder event check EVENT.yaml SUBMISSION...`: every army submitted to an event,
checked against its own rules and the event's, one row each, with its seal.

Exit codes: 0 every submission is legal; 1 one or more is not; 2 the event file cannot be
used, or a submission cannot be read (the others are still checked) or looked for.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from listbuilder.cli.event_report import Report, render
from listbuilder.cli.findings import shown_path
from listbuilder.cli.streams import Streams
from listbuilder.core.exit_status import ExitStatus
from listbuilder.i18n import _
from listbuilder.storage.event_check import EventCheck, Row, mark_duplicates
from listbuilder.storage.event_file import LoadedEvent, load_event, unmatched_lists
from listbuilder.storage.submissions import submissions


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    loaded = load_event(Path(args.event))
    if loaded.event is None:
        return event_unusable(args.event, loaded, streams)
    problems: list[str] = []
    checked = checked_rows(loaded, args, problems, keep_views=False)
    report = Report(loaded.event, args.event, event_warnings(loaded, checked), checked.rows,
                    problems)
    streams.print(render(args.format, report))
    return status(report.rows, problems)


class Checked:
    """The event's checks and every row, in the order the submissions were given."""

    def __init__(self, check: EventCheck, rows: list[Row]) -> None:
        self.check, self.rows = check, rows


def checked_rows(loaded: LoadedEvent, args: argparse.Namespace, problems: list[str],
                 keep_views: bool) -> Checked:
    assert loaded.event is not None  # the caller said why not
    check = EventCheck(loaded.event, [Path(p) for p in args.lists])
    rows = list(check.rows(submissions([Path(p) for p in args.submissions], problems),
                           keep_views))
    if not rows and not problems:  # a folder of no armies: the wrong folder, not a pass
        problems.append(_("no army found in {paths}", paths=", ".join(args.submissions)))
    mark_duplicates(rows)
    return Checked(check, rows)


def event_warnings(loaded: LoadedEvent, checked: Checked) -> list:
    """The event file's own warnings, and list patterns that name no list read here."""
    return [*loaded.diagnostics, *unmatched_lists(loaded, checked.check.catalog.known_ids())]


def event_unusable(path: str, loaded: LoadedEvent, streams: Streams) -> ExitStatus:
    """Why no army is checked: the event file cannot be read or has errors (exit 2)."""
    for d in loaded.diagnostics:
        streams.say(d.render(shown_path(path), for_people=True))
    return ExitStatus.USAGE


def status(rows: list[Row], problems: list[str]) -> ExitStatus:
    if problems or any(not r.readable for r in rows):
        return ExitStatus.USAGE
    return ExitStatus.FINDINGS if any(not r.legal for r in rows) else ExitStatus.OK
