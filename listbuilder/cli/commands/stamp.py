"""`listbuilder stamp ARMY...`: write each army's list's current stamp into it, keeping its
comments (`--check`: only say what would change)."""

from __future__ import annotations

import argparse
from pathlib import Path

from listbuilder.cli.definition import ARMY_FILES_HELP, CHECK_HELP, Parser, add_lists_option
from listbuilder.cli.rewrite import report
from listbuilder.cli.streams import Streams
from listbuilder.core.exit_status import ExitStatus
from listbuilder.i18n import _
from listbuilder.storage.upgrade import stamp_army


def arguments(p: Parser) -> None:
    p.add_argument("files", nargs="+", metavar="ARMY", help=_(ARMY_FILES_HELP))
    add_lists_option(p)
    p.add_argument("--check", action="store_true", help=_(CHECK_HELP))


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    worst = ExitStatus.OK
    for name in args.files:
        result = stamp_army(Path(name), [Path(d) for d in args.lists])
        worst = max(worst, report(name, result, args.check, streams))
    return worst
