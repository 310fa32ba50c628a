"""`listbuilder export cards|roster|bases ARMY -o OUT.pdf`.

Exit codes follow the rest of the CLI: 0 written, 1 the army cannot be loaded (its
diagnostics are printed), 2 a usage error (bad paper, scale or card size; unreadable file).
"""

from __future__ import annotations

import argparse
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
    from listbuilder.export.pdf import PrintSource
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
    unused = unused_options(args)
    if unused:
        print("listbuilder: " + _("export {kind} does not use {options}; leave them out.",
                                  kind=args.kind, options=", ".join(unused)), file=sys.stderr)
        return EXIT_USAGE
    refusal = None if args.force else refuse_to_overwrite(args.output, args.kind)
    if refusal:
        print(f"listbuilder: {refusal}", file=sys.stderr)
        return EXIT_USAGE
    if args.kind == "text" or not args.output:
        return _export_text(args)
    from listbuilder.storage import export_cache

    # The code's stamp once for both keys of a miss: the code cannot change under a running
    # export, and listing the package's files is a third of the key's cost.
    code = export_cache.code_stamp() if export_cache.cache_dir() is not None else None
    key = _cache_key(args, code)
    prepared = export_cache.load(key) if key else None
    if prepared is None:
        return _export_loaded(args, key, code)
    return _print(args, prepared.view, prepared, prepared.breaks_rules, _options(
        args, prepared.list_stamp, prepared.notes,
        prepared.share_code if args.kind == "roster" else None))


def _export_text(args: argparse.Namespace) -> int:
    """The text export, or a PDF without -o: the army's own problems are said first."""
    loaded = _load(args)
    if isinstance(loaded, int):
        return loaded
    if args.kind == "text":
        return _write_text(args, loaded[0], loaded[1])
    print("listbuilder: " + _("export {kind} needs -o OUT.pdf", kind=args.kind),
          file=sys.stderr)
    return EXIT_USAGE


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


def _export_loaded(args: argparse.Namespace, key: str | None, code: bytes | None) -> int:
    """Load, print, and keep what was printed for the next export of the same army."""
    loaded = _load(args)
    if isinstance(loaded, int):
        return loaded
    view, army, diagnostics = loaded
    # Only the roster prints the share code and the list's stamp: the others make them for
    # the cache, afterwards.
    roster = args.kind == "roster"
    roster_code = _share_code(army, args.lists) if roster else None
    options = _options(args, _current_stamp(army, args.lists) if roster else None,
                       army.model.notes, roster_code)
    written = _print(args, view, army.system, has_errors(diagnostics), options)
    # The key again: a file changed while it was read must not file its view under the old.
    if written == EXIT_OK and key is not None and _cache_key(args, code) == key:
        from listbuilder.storage import export_cache

        export_cache.store(key, lambda: export_cache.prepare(
            view, army.system, breaks_rules=has_errors(diagnostics), language=i18n.current(),
            list_stamp=options.list_stamp or _current_stamp(army, args.lists),
            notes=options.notes,
            share_code=roster_code or _share_code(army, args.lists)))
    return written


def _cache_key(args: argparse.Namespace, code: bytes | None) -> str | None:
    """The entry's key, with `code` the code's stamp; None without a stamp (no cache, as
    with LISTBUILDER_NO_CACHE, or a package that cannot be listed)."""
    from listbuilder.bundled import lists_dir
    from listbuilder.storage import export_cache

    if code is None:
        return None
    return export_cache.export_key(Path(args.army), [Path(p) for p in args.lists], lists_dir(),
                                   i18n.current(), code)


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
    """Write the PDF from a loaded army or a prepared one alike, saying the same either way."""
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
        from listbuilder.storage.os_reasons import os_reason

        print("listbuilder: " + _("cannot write {path}: {reason}", path=args.output,
                                  reason=os_reason(exc).text()), file=sys.stderr)
        return EXIT_USAGE
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
                     lambda unit: loaded.system.composition(view, unit))
    if not args.output:
        sys.stdout.write(text)
        return EXIT_OK
    try:
        Path(args.output).write_text(text, encoding="utf-8")
    except OSError as exc:
        from listbuilder.storage.os_reasons import os_reason

        print("listbuilder: " + _("cannot write {path}: {reason}", path=args.output,
                                  reason=os_reason(exc).text()), file=sys.stderr)
        return EXIT_USAGE
    return EXIT_OK


def _current_stamp(loaded: LoadedArmy, lists: list[str]) -> str | None:
    from listbuilder.storage.share_army import current_stamp

    return current_stamp(loaded, [Path(p) for p in lists])


def _share_code(loaded: LoadedArmy, lists: list[str]) -> str:
    from listbuilder.storage.share_army import share_code

    return share_code(loaded, [Path(p) for p in lists])
