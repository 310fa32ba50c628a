"""`listbuilder import CODE -o ARMY.yaml`: rebuild an army file from a share code.

Exit codes as elsewhere: 0 done; 1 the rebuilt army has errors (it is still written: warn,
don't block); 2 a usage error (a damaged or foreign code, an existing output file without
--force, an unwritable file).
"""

from __future__ import annotations

import argparse
from contextlib import nullcontext
from pathlib import Path

from listbuilder.cli.streams import Streams
from listbuilder.core.diagnostics import has_errors
from listbuilder.core.exit_status import ExitStatus
from listbuilder.core.list_view import UnitNames
from listbuilder.core.phrases import naming
from listbuilder.i18n import _
from listbuilder.storage.atomic import write_atomic
from listbuilder.storage.open_army import open_army
from listbuilder.storage.share import ShareCodeError, decode
from listbuilder.storage.share_army import army_yaml, check_army_yaml
from listbuilder.storage.write_failure import cannot_write


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    try:
        text = army_yaml(args.code)
        name = decode(args.code).data.get("name")
    except ShareCodeError as exc:
        streams.say(f"listbuilder: {exc}")
        return ExitStatus.USAGE
    out = Path(args.output)
    problems = check_army_yaml(text, str(out))
    if problems:
        streams.say("listbuilder: " + _("the share code holds an army this version cannot read:"))
        for d in problems:
            streams.say(d.render(str(out), for_people=True))
        return ExitStatus.USAGE
    if out.exists() and not args.force:
        streams.say("listbuilder: " + _("{path} exists; choose another name or add --force",
                                        path=out))
        return ExitStatus.USAGE
    try:
        write_atomic(out, text)  # a failed write leaves the old army, or no file
    except OSError as exc:
        streams.say("listbuilder: " + cannot_write(out, exc))
        return ExitStatus.USAGE
    view, diagnostics, _loaded = open_army(out, [Path(p) for p in args.lists])
    # Units named as `validate` names them ("Foot 2, Foot 3"), not by their kind.
    with naming(UnitNames.of(view)) if view else nullcontext():
        for d in diagnostics:
            streams.say(d.render(str(out), for_people=True))
    # The army's own name even when it cannot be built (its list missing, say).
    army_name = view.army_name if view else name if isinstance(name, str) else out.stem
    streams.print(f"{out}: " + _("{army} rebuilt from the share code", army=army_name))
    return ExitStatus.FINDINGS if view is None or has_errors(diagnostics) else ExitStatus.OK
