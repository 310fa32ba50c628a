"""`listbuilder export cards|roster|bases ARMY -o OUT.pdf`.

Exit codes follow the rest of the CLI: 0 written, 1 the army cannot be loaded (its
diagnostics are printed), 2 a usage error (bad paper, scale or card size; unreadable file),
3 an internal error (in another file of `--lists`, or while printing).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from listbuilder.core.diagnostics import has_errors

EXIT_OK, EXIT_ARMY, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 3
DOCUMENTS = ("cards", "roster", "bases")


def add_export_parser(subparsers: Any) -> None:
    p = subparsers.add_parser("export", help="print an army to PDF: cards, roster or bases")
    p.add_argument("document", choices=DOCUMENTS, help="which document to print")
    p.add_argument("army", metavar="ARMY")
    p.add_argument("-o", "--output", required=True, metavar="OUT.pdf")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4")
    p.add_argument("--scale", help="figure scale for bases and cards (default: the army's)")
    p.add_argument("--card-size", choices=("standard", "poker", "large"), default="standard")
    p.add_argument("--lists", action="append", default=[], metavar="DIR",
                   help="extra folder of army lists")
    p.set_defaults(handler=run_export)


def run_export(args: argparse.Namespace) -> int:
    from listbuilder.storage.validate_paths import open_army

    crashes: list = []
    view, diagnostics, loaded = open_army(Path(args.army), [Path(p) for p in args.lists],
                                          crashes)
    for crash in crashes:  # a bug in another file of --lists; printing goes on
        print(crash.render(), file=sys.stderr)
    if loaded is None:
        reason = diagnostics[0].message if diagnostics else "No such file."
        print(f"listbuilder: {args.army}: {reason}", file=sys.stderr)
        return EXIT_USAGE
    if view is None or loaded.system is None:
        for d in diagnostics:
            print(d.render(args.army), file=sys.stderr)
        return EXIT_ARMY
    if has_errors(diagnostics):  # warn, don't block: an illegal army still prints
        print(f"listbuilder: {args.army}: the army breaks rules; printing it anyway "
              "(see the roster's findings)", file=sys.stderr)
    written = _write(args, view, loaded)
    return EXIT_INTERNAL if crashes and written == EXIT_OK else written


def _write(args: argparse.Namespace, view: Any, loaded: Any) -> int:
    from reportlab.platypus.doctemplate import LayoutError

    from listbuilder.export.bases_chart import write_bases
    from listbuilder.export.cards_sheet import write_cards
    from listbuilder.export.geometry import ExportError
    from listbuilder.export.roster import write_roster

    system = loaded.system
    try:
        if args.document == "cards":
            pages = write_cards(view, system, args.output, paper=args.paper,
                                card_size=args.card_size, scale=args.scale)
        elif args.document == "bases":
            pages = write_bases(view, system, args.output, paper=args.paper, scale=args.scale)
        else:
            pages = write_roster(view, system, args.output, paper=args.paper,
                                 list_stamp=getattr(loaded.model, "list_stamp", None))
    except ExportError as exc:
        print(f"listbuilder: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except LayoutError:  # a text in the army or its list taller than a page
        print(f"listbuilder: {args.army}: a text of the army or its list is too long to fit "
              f"one page of the {args.document}; shorten its notes or names", file=sys.stderr)
        return EXIT_ARMY
    except OSError as exc:
        print(f"listbuilder: cannot write {args.output}: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_USAGE
    print(f"{args.output}: {args.document}, {pages} page(s)")
    return EXIT_OK
