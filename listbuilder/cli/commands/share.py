"""`listbuilder share ARMY`: a short code that rebuilds the army (`import` reads it).

Exit codes as elsewhere: 0 done; 1 the army cannot be loaded; 2 a usage error (no such file,
a folder).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from listbuilder.cli.definition import ARMY_HELP, Parser, add_lists_option
from listbuilder.cli.streams import Streams
from listbuilder.core.exit_status import CommandError, ExitStatus
from listbuilder.i18n import _
from listbuilder.storage import messages
from listbuilder.storage.loading import LoadedArmy, load_file
from listbuilder.storage.open_army import not_an_army
from listbuilder.storage.share import MAX_NOTES
from listbuilder.storage.share_army import share_code


def arguments(p: Parser) -> None:
    p.add_argument("army", metavar="ARMY", help=_(ARMY_HELP))
    add_lists_option(p)


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    loaded = load_file(Path(args.army))
    if isinstance(loaded, LoadedArmy):
        streams.print(share_code(loaded, [Path(p) for p in args.lists]))
        if loaded.model.notes and len(loaded.model.notes) > MAX_NOTES:
            streams.say("listbuilder: " + _("the army's notes are longer than a share code "
                                            "carries: the code keeps their first {n} "
                                            "characters.", n=MAX_NOTES))
        return ExitStatus.OK
    problems = not_an_army(loaded)
    if problems[0].code == messages.FILE_UNREADABLE.code:  # a folder, or no such file
        raise CommandError(f"{args.army}: {problems[0].text()}")
    for d in problems:
        streams.say(d.render(args.army, for_people=True))
    return ExitStatus.FINDINGS
