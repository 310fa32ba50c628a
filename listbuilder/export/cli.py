"""`listbuilder export cards|roster|bases ARMY -o OUT.pdf`.

Exit codes follow the rest of the CLI: 0 written, 1 the army cannot be loaded (its
diagnostics are printed), 2 a usage error (bad paper, scale or card size; unreadable file).
"""

from __future__ import annotations

import argparse
import gc
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from listbuilder import i18n
from listbuilder.cli_help import ARMY_HELP, LISTS_HELP
from listbuilder.core.diagnostics import has_errors
from listbuilder.export.pdf import CARD_SIZES, PAPERS, PDF_KINDS, ExportOptions, write_pdf
from listbuilder.i18n import N_, _, ngettext

#: The documents as the player reads their names on the command line.
DOCUMENT_NAMES = {"cards": N_("cards"), "roster": N_("roster"), "bases": N_("bases")}

if TYPE_CHECKING:  # imported when used, so `--help` stays fast
    from listbuilder.core.diagnostics import Diagnostic
    from listbuilder.core.view import ArmyView
    from listbuilder.export.print_source import PrintSource
    from listbuilder.storage.loading import LoadedArmy

EXIT_OK, EXIT_ARMY, EXIT_USAGE = 0, 1, 2


def add_export_parser(subparsers: Any) -> None:
    p = subparsers.add_parser("export",
                              help=N_("print an army: PDF cards, roster or bases, or text"))
    p.add_argument("kind", choices=(*PDF_KINDS, "text"),
                   help=N_("what to print; `text` prints Markdown to paste in a forum"))
    p.add_argument("army", metavar="ARMY", help=ARMY_HELP)
    p.add_argument("-o", "--output", metavar="OUT.pdf", help=N_("required for PDFs; text: stdout"))
    p.add_argument("--paper", choices=PAPERS, help=N_("paper size (default: a4)"))
    p.add_argument("--scale", help=N_("figure scale for bases and cards (default: the army's)"))
    p.add_argument("--card-size", choices=CARD_SIZES, help=N_("card size (default: standard)"))
    p.add_argument("--lists", action="append", default=[], metavar="DIR", help=LISTS_HELP)
    p.add_argument("--force", action="store_true",
                   help=N_("replace OUT even when it exists and is not a PDF"))
    p.set_defaults(handler=run_export)


def refuse_to_overwrite(output: str | None, document: str) -> str | None:
    """Why writing `output` could destroy a player's work (an army, a list), or None.

    A PDF may only replace a PDF; the text export may replace anything but a list or army.
    """
    from listbuilder.storage.regular_files import open_regular

    try:
        existing, _info = open_regular(output or "")  # a FIFO there must not block the peek
        with existing:
            head = existing.read(5)
    except OSError:
        return None  # nothing there, a folder, a pipe or an unreadable file: writing will say
    if head == b"%PDF-" or (document == "text" and not _is_list_or_army(str(output))):
        return None
    return (_("{path} exists and is a list or army file; not replacing it. Choose another "
              "name, or add --force to replace it.", path=output) if document == "text" else
            _("{path} exists and is not a PDF (an army or list?); not replacing it. Choose "
              "another name, or add --force to replace it.", path=output))


def _is_list_or_army(path: str) -> bool:
    from listbuilder.storage.loading import YAML_SUFFIXES, FailedLoad, load_file

    if Path(path).suffix.lower() in YAML_SUFFIXES:
        return True
    loaded = load_file(path)
    return not isinstance(loaded, FailedLoad) or loaded.header is not None


def run_export(args: argparse.Namespace) -> int:
    # No collection while one army is loaded and printed: the libraries' imports, the models
    # and the pages make objects that all live until the command ends (~10% of an export).
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _run_export(args)
    finally:
        if collecting:
            gc.enable()


def _run_export(args: argparse.Namespace) -> int:
    unused = unused_options(args)
    if unused:
        print("listbuilder: " + _("export {kind} does not use {options}; leave them out.",
                                  kind=args.kind, options=", ".join(unused)), file=sys.stderr)
        return EXIT_USAGE
    refusal = None if args.force else refuse_to_overwrite(args.output, args.kind)
    if refusal:
        print(f"listbuilder: {refusal}", file=sys.stderr)
        return EXIT_USAGE
    loaded = _load(args)  # the army's own problems are said before a missing -o
    if isinstance(loaded, int):
        return loaded
    view, army, diagnostics = loaded
    if args.kind == "text":
        return _write_text(args, view, army)
    if not args.output:
        print("listbuilder: " + _("export {kind} needs -o OUT.pdf", kind=args.kind),
              file=sys.stderr)
        return EXIT_USAGE
    # Only the roster prints the share code and the list's stamp.
    roster = args.kind == "roster"
    options = _options(args, _current_stamp(army, args.lists) if roster else None,
                       army.model.notes, _share_code(army, args.lists) if roster else None)
    return _print(args, view, army.system, has_errors(diagnostics), options)


def _load(args: argparse.Namespace) -> int | tuple[ArmyView, LoadedArmy, list[Diagnostic]]:
    """The army's view, its file and findings; or the exit code, its reason printed."""
    from listbuilder.storage.loading import LoadedArmy
    from listbuilder.storage.validate_paths import open_army

    view, diagnostics, loaded = open_army(Path(args.army), [Path(p) for p in args.lists])
    if loaded is None:
        print(f"listbuilder: {args.army}: {diagnostics[0].text()}", file=sys.stderr)
        return EXIT_USAGE
    if view is None or not isinstance(loaded, LoadedArmy):
        for d in diagnostics:
            print(d.render(args.army, for_people=True), file=sys.stderr)
        return EXIT_ARMY
    return view, loaded, diagnostics


def unused_options(args: argparse.Namespace) -> list[str]:
    """The options given that this document would silently ignore (the roster's --scale is
    refused by `write_pdf` itself, for the dialog too)."""
    used = {"--paper": PDF_KINDS, "--scale": PDF_KINDS, "--card-size": ("cards",)}
    given = {"--paper": args.paper, "--scale": args.scale, "--card-size": args.card_size}
    return [flag for flag, value in given.items() if value and args.kind not in used[flag]]


def _options(args: argparse.Namespace, list_stamp: str | None, notes: str | None,
             share_code: str | None) -> ExportOptions:
    return ExportOptions(paper=args.paper or "a4", scale=args.scale,
                         card_size=args.card_size or "standard", list_stamp=list_stamp,
                         share_code=share_code, notes=notes,
                         language=i18n.current())  # --lang, LISTBUILDER_LANG or the system


def _print(args: argparse.Namespace, view: ArmyView, source: PrintSource, breaks_rules: bool,
           options: ExportOptions) -> int:
    """Write the PDF, saying what was written and what could not be printed."""
    from listbuilder.export.geometry import ExportError

    if breaks_rules:  # warn, don't block: an illegal army still prints
        print(f"listbuilder: {args.army}: " + _("the army breaks rules; printing it anyway "
                                                 "(see the roster's findings)"), file=sys.stderr)
    try:
        pages = write_pdf(args.kind, view, source, args.output, options)
    except ExportError as exc:
        print(f"listbuilder: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except OSError as exc:
        return _write_failed(args.output, exc)
    print(f"{args.output}: " + _("{document}, {pages}", document=_(DOCUMENT_NAMES[args.kind]),
                                 pages=ngettext("{n} page", "{n} pages", pages)))
    from listbuilder.export.fonts import missing_characters, unprintable_warning, view_texts

    if missing := missing_characters(view_texts(view, options.notes)):
        print("listbuilder: " + unprintable_warning(missing), file=sys.stderr)
    return EXIT_OK


def _write_text(args: argparse.Namespace, view: ArmyView, loaded: LoadedArmy) -> int:
    from listbuilder.export.army_text import army_text
    from listbuilder.storage.share_army import army_list_of

    army_list = army_list_of(loaded, [Path(p) for p in args.lists])
    text = army_text(view, loaded.system.name, army_list,
                     lambda unit: loaded.system.composition(view, unit), loaded.model.notes)
    if not args.output:
        sys.stdout.write(text)
        return EXIT_OK
    try:
        from listbuilder.storage.atomic import write_atomic

        write_atomic(args.output, text)  # a failed write leaves the old file, or none
    except OSError as exc:
        return _write_failed(args.output, exc)
    return EXIT_OK


def _write_failed(output: str, exc: OSError) -> int:
    """Say why `output` was not written (the old file, if any, is untouched); exit 2."""
    from listbuilder.storage.write_failure import cannot_write

    print("listbuilder: " + cannot_write(output, exc), file=sys.stderr)
    return EXIT_USAGE


def _current_stamp(loaded: LoadedArmy, lists: list[str]) -> str | None:
    from listbuilder.storage.share_army import current_stamp

    return current_stamp(loaded, [Path(p) for p in lists])


def _share_code(loaded: LoadedArmy, lists: list[str]) -> str:
    from listbuilder.storage.share_army import share_code

    return share_code(loaded, [Path(p) for p in lists])
