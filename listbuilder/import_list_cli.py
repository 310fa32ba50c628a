"""`listbuilder import-list PAGE.txt|- -o DIR [--force]`: a published list page's text, as a
player copies it, into one list file per army.

Exit codes as elsewhere: 0 written, no errors; 1 written, but a list has errors (or warnings
with --strict) — e.g. a stated VDT its rows do not add up to; 2 nothing written: the page
cannot be read, holds no army, or a file exists and --force was not given.
"""

from __future__ import annotations

import argparse
import codecs
import sys
from pathlib import Path
from typing import Any

from listbuilder.core.diagnostics import Diagnostic, has_errors
from listbuilder.i18n import N_, _

EXIT_OK, EXIT_FINDINGS, EXIT_USAGE = 0, 1, 2
SYSTEM = "basic-impetus"  # the one system whose publisher prints list pages we read


def add_import_list_parser(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "import-list", help=N_("turn a published list page's text into list files"),
        description=_("Read the text copied from a published Basic Impetus list page (web "
                      "page or PDF) and write one list file per army into DIR. Lines not "
                      "understood are kept in the file as notes and reported."))
    p.add_argument("page", metavar="PAGE.txt", help=N_("the page's text; - reads it from "
                                                      "standard input"))
    p.add_argument("-o", "--output", dest="folder", required=True, metavar="DIR",
                   help=N_("the folder to write the list files into (made if missing)"))
    p.add_argument("--force", action="store_true", help=N_("replace existing files"))
    p.add_argument("--page-name", metavar="NAME",
                   help=N_("the page named in the lists' source (default: the file's name)"))
    p.add_argument("--strict", action="store_true", help=N_("warnings fail too"))
    p.add_argument("--show-lines", action="store_true",
                   help=N_("print what each line of the page was read as"))
    p.set_defaults(handler=run_import_list)


def run_import_list(args: argparse.Namespace) -> int:
    from listbuilder.storage.page_import import read_page
    from listbuilder.systems import get_system

    data = read_page(args.page)
    if isinstance(data, Diagnostic):
        print(f"listbuilder: {args.page}: {data.text()}", file=sys.stderr)
        return EXIT_USAGE
    system = get_system(SYSTEM)
    assert system is not None
    page_name = args.page_name or ("pasted text" if args.page == "-" else Path(args.page).name)
    result = system.import_page(data, page_name)
    assert result is not None
    shown = "<stdin>" if args.page == "-" else args.page
    page_findings = [(shown, d) for d in result.findings]
    if args.show_lines:
        _show_lines(data, result.line_kinds)
    if not result.lists:
        for path, d in page_findings:
            print(d.render(path, for_people=True), file=sys.stderr)
        return EXIT_USAGE
    return _write(args, result, page_findings)


def _write(args: argparse.Namespace, result: Any, page_findings: list) -> int:
    from listbuilder.findings_output import render
    from listbuilder.storage.page_import import check_imported, existing, write_lists

    folder = Path(args.folder)
    if folder.exists() and not folder.is_dir():
        print("listbuilder: " + _("{path} is a file; give the folder to write the lists into",
                                  path=folder), file=sys.stderr)
        return EXIT_USAGE
    there = existing(result.lists, folder)
    if there and not args.force:
        print("listbuilder: " + _("{paths} exist; nothing written. Choose another folder or "
                                  "add --force", paths=", ".join(map(str, there))),
              file=sys.stderr)
        return EXIT_USAGE
    try:
        written = write_lists(result.lists, folder)
    except OSError as exc:
        print("listbuilder: " + _("cannot write {path}: {reason}", path=exc.filename or folder,
                                  reason=exc.strerror or exc), file=sys.stderr)
        return EXIT_USAGE
    findings = list(page_findings)
    for imported, path in zip(result.lists, written, strict=True):
        findings += [(str(path), d) for d in check_imported(imported, str(path))]
        print(_("{path}: {name} — {rows} rows, VDT {vdt}{stated}", path=path,
                name=imported.name, rows=len(imported.rows), vdt=imported.vdt,
                stated=_(" (stated {stated})", stated=imported.stated)
                if imported.stated else ""))
    print(render("text", findings, len(written)))
    failing = has_errors([d for _p, d in findings], strict=args.strict)
    return EXIT_FINDINGS if failing else EXIT_OK


def _show_lines(data: bytes, kinds: tuple[str, ...]) -> None:
    wide = data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE))
    lines = data.decode("utf-16" if wide else "utf-8-sig", "replace").splitlines()
    for number, (kind, text) in enumerate(zip(kinds, lines, strict=False), start=1):
        print(f"{number:4d} {kind:<13} {text[:100]}")
