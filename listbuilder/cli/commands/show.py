"""`listbuilder show FILE`: an army as a player reads it, or a list with its own totals."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from listbuilder.cli.definition import Parser, add_format_option, add_lists_option
from listbuilder.cli.findings import shown_path
from listbuilder.cli.show_army import render_summary
from listbuilder.cli.show_list import is_list, render_list
from listbuilder.cli.streams import Streams
from listbuilder.core.diagnostics import has_errors
from listbuilder.core.exit_status import CommandError, ExitStatus
from listbuilder.i18n import _
from listbuilder.storage.crashes import Crash
from listbuilder.storage.open_army import open_army


def arguments(p: Parser) -> None:
    p.add_argument("army", metavar="FILE", help=_("an army file, or a list file (its own "
                                                  "totals and findings)"))
    add_format_option(p)
    add_lists_option(p)
    p.add_argument("--ids", action="store_true",
                   help=_("also show each unit's id, as the army file and share codes name it"))


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    crashes: list[Crash] = []
    view, diagnostics, loaded = open_army(Path(args.army), [Path(p) for p in args.lists],
                                          crashes)
    for crash in crashes:  # a bug in another file of --lists: the army is still shown
        streams.say(crash.render(shown_path(crash.path), trace=streams.traceback))
    if loaded is None:
        raise CommandError(f"{args.army}: {diagnostics[0].text()}")
    if is_list(loaded):  # `show LIST`: the list's own totals and findings
        text, findings = render_list(loaded, args.format, shown_path(args.army))
        streams.print(text)
        return ExitStatus.FINDINGS if has_errors(findings) else ExitStatus.OK
    if view is None:
        for d in diagnostics:
            streams.say(d.render(shown_path(args.army), for_people=True))
        return ExitStatus.INTERNAL if crashes else ExitStatus.FINDINGS
    if args.format == "json":
        streams.print(json.dumps(view.to_json(), indent=2, ensure_ascii=False))
    else:
        streams.print(render_summary(view, diagnostics, shown_path(args.army),
                                     ids=getattr(args, "ids", False)))
    if crashes:
        return ExitStatus.INTERNAL
    return ExitStatus.FINDINGS if has_errors(diagnostics) else ExitStatus.OK
