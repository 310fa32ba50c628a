"""`listbuilder schema [army-list|army]`: the JSON Schema of a file kind."""

from __future__ import annotations

import argparse

from listbuilder.cli.definition import Parser
from listbuilder.cli.streams import Streams
from listbuilder.core.exit_status import ExitStatus
from listbuilder.i18n import _
from listbuilder.storage.json_schema import schema_text


def arguments(p: Parser) -> None:
    p.add_argument("kind", nargs="?", choices=("army-list", "army", "event"),
                   default="army-list",
                   help=_("the file format (default: army-list)"))


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    streams.out.write(schema_text(args.kind))
    return ExitStatus.OK
