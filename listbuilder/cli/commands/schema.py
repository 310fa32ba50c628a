"""`listbuilder schema [army-list|army]`: the JSON Schema of a file kind."""

from __future__ import annotations

import argparse

from listbuilder.cli.streams import Streams
from listbuilder.core.exit_status import ExitStatus
from listbuilder.storage.json_schema import schema_text


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    streams.out.write(schema_text(args.kind))
    return ExitStatus.OK
