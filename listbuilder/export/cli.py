"""`listbuilder export cards|roster|bases ARMY -o OUT.pdf`.

Exit codes follow the rest of the CLI: 0 written, 1 the army cannot be loaded (its
diagnostics are printed), 2 a usage error (bad paper, scale or card size; unreadable file).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from listbuilder.core.diagnostics import has_errors
from listbuilder.export.pdf import CARD_SIZES, DOCUMENTS, PAPERS

EXIT_OK, EXIT_ARMY, EXIT_USAGE = 0, 1, 2


def add_export_parser(subparsers: Any) -> None:
    p = subparsers.add_parser("export", help="print an army to PDF: cards, roster or bases")
    p.add_argument("document", choices=DOCUMENTS, help="which document to print")
    p.add_argument("army", metavar="ARMY")
    p.add_argument("-o", "--output", required=True, metavar="OUT.pdf")
    p.add_argument("--paper", choices=PAPERS, default="a4")
    p.add_argument("--scale", help="figure scale for bases and cards (default: the army's)")
    p.add_argument("--card-size", choices=CARD_SIZES, default="standard")
    p.add_argument("--lists", action="append", default=[], metavar="DIR",
                   help="extra folder of army lists")
    p.add_argument("--force", action="store_true",
                   help="replace OUT even when it exists and is not a PDF")
    p.set_defaults(handler=run_export)


def refuse_to_overwrite(output: str) -> str | None:
    """Why writing `output` could destroy a player's work (an army, a list), or None."""
    try:
        with open(output, "rb") as existing:
            head = existing.read(5)
    except FileNotFoundError:
        return None
    except OSError:
        return None  # a folder or an unreadable file: writing will report it
    if head == b"%PDF-":
        return None
    return (f"{output} exists and is not a PDF (an army or list file?); not replacing it. "
            "Choose another name, or add --force to replace it.")


def run_export(args: argparse.Namespace) -> int:
    from listbuilder.storage.validate_paths import open_army

    refusal = None if args.force else refuse_to_overwrite(args.output)
    if refusal:
        print(f"listbuilder: {refusal}", file=sys.stderr)
        return EXIT_USAGE
    view, diagnostics, loaded = open_army(Path(args.army), [Path(p) for p in args.lists])
    if loaded is None:
        print(f"listbuilder: {args.army}: cannot read the file", file=sys.stderr)
        return EXIT_USAGE
    if view is None or loaded.system is None:
        for d in diagnostics:
            print(d.render(args.army), file=sys.stderr)
        return EXIT_ARMY
    if has_errors(diagnostics):  # warn, don't block: an illegal army still prints
        print(f"listbuilder: {args.army}: the army breaks rules; printing it anyway "
              "(see the roster's findings)", file=sys.stderr)
    return _write(args, view, loaded)


def _write(args: argparse.Namespace, view: Any, loaded: Any) -> int:
    from reportlab.platypus.doctemplate import LayoutError

    from listbuilder.export.geometry import ExportError
    from listbuilder.export.pdf import ExportOptions, write_pdf

    options = ExportOptions(paper=args.paper, scale=args.scale, card_size=args.card_size,
                            list_stamp=getattr(loaded.model, "list_stamp", None),
                            share_code=_share_code(loaded))
    try:
        pages = write_pdf(args.document, view, loaded.system, args.output, options)
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


def _share_code(loaded: Any) -> str | None:
    return None
