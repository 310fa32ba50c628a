"""`listbuilder event versions EVENT.yaml`: the stamp of each list the event takes, as read
here, written as the event file's `list_versions` for the organiser to paste: from then on
only armies built against that data count as current.

Exit codes: 0 printed; 2 the event file cannot be used.
"""

from __future__ import annotations

import argparse
import textwrap
from pathlib import Path

from listbuilder.cli.commands.event_check import event_unusable
from listbuilder.cli.streams import Streams
from listbuilder.core.exit_status import ExitStatus
from listbuilder.core.stamp import data_stamp
from listbuilder.i18n import _
from listbuilder.storage.event_file import load_event
from listbuilder.storage.list_catalog import Catalog, bundled_lists_dir


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    loaded = load_event(Path(args.event))
    event = loaded.event
    if event is None:
        return event_unusable(args.event, loaded, streams)
    catalog = Catalog.from_paths([Path(p) for p in args.lists], bundled=bundled_lists_dir())
    taken = sorted((entry for entry in catalog.lists()
                    if entry.system == event.system and event.allows_list(entry.id)),
                   key=lambda entry: entry.id)
    said = _("The data of each list {event} takes, as read here: under the event's "
             "'list_versions', only armies built against it count as current.",
             event=event.name)
    for line in textwrap.wrap(said, 78):
        streams.print(f"# {line}")
    streams.print("list_versions:")
    for army_list in taken:
        streams.print(f"  {army_list.id}: [{data_stamp(army_list)}]")
    return ExitStatus.OK
