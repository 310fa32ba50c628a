"""`listbuilder gui [ARMY]` (and `listbuilder` alone): the editor, once Qt can start here."""

from __future__ import annotations

import argparse
import gc
import os

from listbuilder.cli.definition import Parser
from listbuilder.cli.qt_check import has_display, qt_problem
from listbuilder.cli.streams import Streams
from listbuilder.core.exit_status import CommandError, ExitStatus
from listbuilder.i18n import _


def arguments(p: Parser) -> None:
    p.add_argument("file", nargs="?", metavar="ARMY", help=_("an army file to open"))
    p.add_argument("--screenshot", metavar="OUT.png",
                   help=_("render the window to a file, exit"))


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    if args.screenshot and not has_display():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # a screenshot needs no screen
    problem = qt_problem() or (None if has_display() else _(
        "no display found (DISPLAY and WAYLAND_DISPLAY are unset), so the editor cannot open. "
        "The command line works without one: see `listbuilder --help`"))
    if problem:
        raise CommandError(problem)
    # No collection while the editor starts: its imports and the army make hundreds of
    # thousands of objects that all stay; run_app turns it back on once the army is shown.
    gc.disable()
    # deferred: Qt loads only once qt_problem() has said it can (a missing library aborts)
    from listbuilder.app.startup.main import run_app

    return run_app(args.file, streams, screenshot=args.screenshot)
