"""`listbuilder upgrade FILE...`: rewrite list or army files to the current format in place,
keeping their comments (`--check`: only say what would change)."""

from __future__ import annotations

import argparse

from listbuilder.cli.definition import CHECK_HELP, Parser
from listbuilder.cli.rewrite import report
from listbuilder.cli.streams import Streams
from listbuilder.core.exit_status import ExitStatus
from listbuilder.i18n import _
from listbuilder.storage.loading import read_bounded
from listbuilder.storage.upgrade import Rewrite, upgrade_text
from listbuilder.storage.yaml_source import decode


def arguments(p: Parser) -> None:
    p.add_argument("files", nargs="+", metavar="FILE", help=_("list or army files"))
    p.add_argument("--check", action="store_true", help=_(CHECK_HELP))


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    worst = ExitStatus.OK
    for name in args.files:
        raw, problems = read_bounded(name)  # a folder, or a file too large, says so
        text, decoded = decode(raw, name) if raw is not None else (None, problems)
        result = upgrade_text(text, name) if text is not None else Rewrite(problems=[*decoded])
        worst = max(worst, report(name, result, args.check, streams))
    return worst
