"""`listbuilder event pack EVENT.yaml SUBMISSION... -o PACK.pdf`: one PDF for the event, a
cover with the table `event check` prints, then every army's roster with the event's name
and date, each from a page of its own, the pages numbered across the pack.

Exit codes as `event check`'s: the pack is written whenever the event can be read (armies
that break rules are printed and marked, as `export` prints them).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from listbuilder import i18n
from listbuilder.cli.commands.event_check import (
    checked_rows,
    event_unusable,
    event_warnings,
    status,
)
from listbuilder.cli.commands.export import refuse_to_overwrite
from listbuilder.cli.findings import shown_path
from listbuilder.cli.streams import Streams
from listbuilder.core.exit_status import ExitStatus
from listbuilder.export.event_pack import Pack, write_pack
from listbuilder.i18n import _, ngettext
from listbuilder.storage.event_file import load_event
from listbuilder.storage.write_failure import cannot_write


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    refusal = None if args.force else refuse_to_overwrite(args.output, "pack")
    if refusal:
        streams.say(f"listbuilder: {refusal}")
        return ExitStatus.USAGE
    loaded = load_event(Path(args.event))
    if loaded.event is None:
        return event_unusable(args.event, loaded, streams)
    problems: list[str] = []
    checked = checked_rows(loaded, args, problems, keep_views=True)
    for d in event_warnings(loaded, checked):
        streams.say(d.render(shown_path(d.span.file) if d.span and d.span.file else None,
                             for_people=True))
    for problem in problems:
        streams.say(f"listbuilder: {problem}")
    pack = Pack(loaded.event, checked.rows, args.paper or "a4")
    try:
        pages = write_pack(pack, args.output, i18n.current())
    except OSError as exc:
        streams.say("listbuilder: " + cannot_write(args.output, exc))
        return ExitStatus.USAGE
    rosters = sum(row.printed is not None for row in checked.rows)
    streams.print(f"{args.output}: " + _("event pack, {rosters}, {pages}",
                                         rosters=ngettext("{n} roster", "{n} rosters",
                                                          rosters),
                                         pages=ngettext("{n} page", "{n} pages", pages)))
    return status(checked.rows, problems)
