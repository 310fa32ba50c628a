"""`listbuilder stamp ARMY...`: write each army's list's current stamp into it, keeping its
comments (`--check`: only say what would change)."""

from __future__ import annotations

import argparse
from pathlib import Path

from listbuilder.cli.rewrite import report
from listbuilder.cli.streams import Streams
from listbuilder.core.exit_status import ExitStatus
from listbuilder.storage.upgrade import stamp_army


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    worst = ExitStatus.OK
    for name in args.files:
        result = stamp_army(Path(name), [Path(d) for d in args.lists])
        worst = max(worst, report(name, result, args.check, streams))
    return worst
