"""`listbuilder import CODE -o ARMY.yaml`: rebuild an army file from a share code.

Exit codes as elsewhere: 0 done; 1 the rebuilt army has errors (it is still written: warn,
don't block); 2 a usage error (a damaged or foreign code, an existing output file without
--force, an unwritable file).
"""

from __future__ import annotations

import argparse
from contextlib import nullcontext
from pathlib import Path

from listbuilder.cli.definition import FORCE_HELP, Parser, add_lists_option
from listbuilder.cli.streams import Streams
from listbuilder.core.diagnostics import has_errors
from listbuilder.core.exit_status import CommandError, ExitStatus
from listbuilder.core.list_view import UnitNames
from listbuilder.core.phrases import naming
from listbuilder.i18n import _
from listbuilder.storage.atomic import write_atomic
from listbuilder.storage.open_army import open_army
from listbuilder.storage.share import decode
from listbuilder.storage.share_army import army_yaml, check_army_yaml
from listbuilder.storage.write_failure import NotWritten


def arguments(p: Parser) -> None:
    p.add_argument("code", metavar="CODE", help=_("a share code (LB1.…)"))
    p.add_argument("-o", "--output", required=True, metavar="ARMY.yaml",
                   help=_("the army file to write"))
    p.add_argument("--force", action="store_true", help=_(FORCE_HELP))
    add_lists_option(p)


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    text = army_yaml(args.code)  # a damaged code: ShareCodeError, said by `run.py`
    shared = decode(args.code)
    name = shared.data.get("name")
    out = Path(args.output)
    problems = check_army_yaml(text, str(out))
    if problems:
        streams.say("listbuilder: " + _("the share code holds an army this version cannot read:"))
        for d in problems:
            streams.say(d.render(str(out), for_people=True))
        return ExitStatus.USAGE
    if out.exists() and not args.force:
        raise CommandError(_("{path} exists; choose another name or add --force", path=out))
    try:
        write_atomic(out, text)  # a failed write leaves the old army, or no file
    except OSError as exc:
        raise NotWritten(out, exc) from exc
    view, diagnostics, _loaded = open_army(out, [Path(p) for p in args.lists])
    # Units named as `validate` names them ("Foot 2, Foot 3"), not by their kind.
    with naming(UnitNames.of(view)) if view else nullcontext():
        for d in diagnostics:
            streams.say(d.render(str(out), for_people=True))
    # The army's own name even when it cannot be built (its list missing, say).
    army_name = view.army_name if view else name if isinstance(name, str) else out.stem
    streams.print(f"{out}: " + _("{army} rebuilt from the share code", army=army_name))
    if shared.notes_left_out:
        streams.say("listbuilder: " + _("the code holds no notes: they were left out so that "
                                        "it fits a QR code (the printed roster shows them)."))
    return ExitStatus.FINDINGS if view is None or has_errors(diagnostics) else ExitStatus.OK
