"""`listbuilder share ARMY` and `listbuilder import CODE -o ARMY.yaml`.

Exit codes as elsewhere: 0 done; 1 the army cannot be loaded, or the rebuilt army has errors
(it is still written: warn, don't block); 2 a usage error (a damaged or foreign code, an
existing output file without --force, an unwritable file).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from listbuilder.cli_help import ARMY_HELP, LISTS_HELP
from listbuilder.core.diagnostics import has_errors
from listbuilder.i18n import N_, _
from listbuilder.storage.share import MAX_NOTES

EXIT_OK, EXIT_ARMY, EXIT_USAGE = 0, 1, 2


def add_share_parsers(subparsers: Any) -> None:
    p = subparsers.add_parser("share", help=N_("print a short code that rebuilds the army"))
    p.add_argument("army", metavar="ARMY", help=ARMY_HELP)
    p.add_argument("--lists", action="append", default=[], metavar="DIR", help=LISTS_HELP)
    p.set_defaults(handler=run_share)
    p = subparsers.add_parser("import", help=N_("rebuild an army file from a share code"))
    p.add_argument("code", metavar="CODE", help=N_("a share code (LB1.…)"))
    p.add_argument("-o", "--output", required=True, metavar="ARMY.yaml",
                   help=N_("the army file to write"))
    p.add_argument("--force", action="store_true", help=N_("replace an existing file"))
    p.add_argument("--lists", action="append", default=[], metavar="DIR", help=LISTS_HELP)
    p.set_defaults(handler=run_import)


def run_share(args: argparse.Namespace) -> int:
    from listbuilder.storage import messages
    from listbuilder.storage.loading import LoadedArmy, load_file
    from listbuilder.storage.share_army import share_code
    from listbuilder.storage.validate_paths import not_an_army

    loaded = load_file(Path(args.army))
    if isinstance(loaded, LoadedArmy):
        print(share_code(loaded, [Path(p) for p in args.lists]))
        if loaded.model.notes and len(loaded.model.notes) > MAX_NOTES:
            print("listbuilder: " + _("the army's notes are longer than a share code carries: "
                                      "the code keeps their first {n} characters.",
                                      n=MAX_NOTES), file=sys.stderr)
        return EXIT_OK
    problems = not_an_army(loaded)
    if problems[0].code == messages.FILE_UNREADABLE.code:  # a folder, or no such file
        print(f"listbuilder: {args.army}: {problems[0].text()}", file=sys.stderr)
        return EXIT_USAGE
    for d in problems:
        print(d.render(args.army, for_people=True), file=sys.stderr)
    return EXIT_ARMY


def run_import(args: argparse.Namespace) -> int:
    from listbuilder.storage.atomic import write_atomic
    from listbuilder.storage.share import ShareCodeError, decode
    from listbuilder.storage.share_army import army_yaml, check_army_yaml
    from listbuilder.storage.validate_paths import open_army
    from listbuilder.storage.write_failure import cannot_write

    try:
        text = army_yaml(args.code)
        name = decode(args.code).data.get("name")
    except ShareCodeError as exc:
        print(f"listbuilder: {exc}", file=sys.stderr)
        return EXIT_USAGE
    out = Path(args.output)
    problems = check_army_yaml(text, str(out))
    if problems:
        print("listbuilder: " + _("the share code holds an army this version cannot read:"),
              file=sys.stderr)
        for d in problems:
            print(d.render(str(out), for_people=True), file=sys.stderr)
        return EXIT_USAGE
    if out.exists() and not args.force:
        print("listbuilder: " + _("{path} exists; choose another name or add --force",
                                  path=out),
              file=sys.stderr)
        return EXIT_USAGE
    try:
        write_atomic(out, text)  # a failed write leaves the old army, or no file
    except OSError as exc:
        print("listbuilder: " + cannot_write(out, exc), file=sys.stderr)
        return EXIT_USAGE
    view, diagnostics, _loaded = open_army(out, [Path(p) for p in args.lists])
    for d in diagnostics:
        print(d.render(str(out), for_people=True), file=sys.stderr)
    # The army's own name even when it cannot be built (its list missing, say).
    army_name = view.army_name if view else name if isinstance(name, str) else out.stem
    print(f"{out}: " + _("{army} rebuilt from the share code", army=army_name))
    return EXIT_ARMY if view is None or has_errors(diagnostics) else EXIT_OK
