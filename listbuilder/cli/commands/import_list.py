"""`listbuilder import-list PAGE.txt|- -o DIR [--force]`: a published list page's text, as a
player copies it, into one list file per army.

The page is read by the rule system that reads published pages (`GameSystem.import_page`, as
the editor's Import dialog asks it). The files are written all at once or not at all
(`storage/file_set.py`); a list that would not load is not written, and each file written is
read back and checked before the command says it is done.

Exit codes as elsewhere: 0 written, no errors; 1 written, but a list has errors (or warnings
with --strict) — e.g. a stated VDT its rows do not add up to — or a list would not load and
was not written; 2 nothing written: the page cannot be read, holds no army, a file exists and
--force was not given, or the files cannot be written.
"""

from __future__ import annotations

import argparse
import codecs
from pathlib import Path

from listbuilder.cli.definition import Parser, add_strict_option
from listbuilder.cli.findings import Finding, render
from listbuilder.cli.streams import Streams
from listbuilder.core.diagnostics import Diagnostic, has_errors
from listbuilder.core.exit_status import CommandError, ExitStatus
from listbuilder.core.page_import import ImportedList, PageImport
from listbuilder.i18n import _, ngettext
from listbuilder.storage.page_import import (
    existing,
    import_page,
    read_back,
    read_page,
    unloadable,
    write_lists,
)
from listbuilder.storage.write_failure import NotWritten


def arguments(p: Parser) -> None:
    p.description = _("Read the text copied from a published Basic Impetus list page (web "
                      "page or PDF) and write one list file per army into DIR. Lines not "
                      "understood are kept in the file as notes and reported.")
    p.add_argument("page", metavar="PAGE.txt", help=_("the page's text; - reads it from "
                                                     "standard input"))
    p.add_argument("-o", "--output", dest="folder", required=True, metavar="DIR",
                   help=_("the folder to write the list files into (made if missing)"))
    p.add_argument("--force", action="store_true", help=_("replace existing files"))
    p.add_argument("--page-name", metavar="NAME",
                   help=_("the page named in the lists' source (default: the file's name)"))
    p.add_argument("--name", action="append", default=[], metavar="N=NAME", dest="names",
                   help=_("name the page's army number N (its heading is a picture on the "
                          "web page, or you prefer another name); may be repeated"))
    add_strict_option(p)
    p.add_argument("--show-lines", action="store_true",
                   help=_("print what each line of the page was read as"))


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    names = _names(args.names)
    data = read_page(args.page, streams.stdin)
    if isinstance(data, Diagnostic):
        raise CommandError(f"{args.page}: {data.text()}")
    page_name = args.page_name or ("pasted text" if args.page == "-" else Path(args.page).name)
    result = import_page(data, page_name, names)
    if result is None:  # pragma: no cover - Basic Impetus reads pages
        raise CommandError(_("no rule system reads published list pages"))
    numbers = sorted({imported.number for imported in result.lists})
    unknown = sorted(set(names) - set(numbers))
    if unknown and result.lists:
        raise CommandError(_(
            "--name {number}: the page has no army {number} with unit rows (its armies are "
            "numbered {numbers}); nothing written", number=unknown[0],
            numbers=", ".join(map(str, numbers))))
    shown = "<stdin>" if args.page == "-" else args.page
    page_findings = [(shown, d) for d in result.findings]
    if args.show_lines:
        _show_lines(data, result.line_kinds, streams)
    if not result.lists:
        for path, d in page_findings:
            streams.say(d.render(path, for_people=True))
        return ExitStatus.USAGE
    return _write(args, result, page_findings, streams)


def _write(args: argparse.Namespace, result: PageImport, page_findings: list[Finding],
           streams: Streams) -> ExitStatus:
    folder = Path(args.folder)
    if folder.exists() and not folder.is_dir():
        raise CommandError(_("{path} is a file; give the folder to write the lists into",
                             path=folder))
    findings, writable = list(page_findings), []
    for imported in result.lists:
        refused = unloadable(imported, str(folder / imported.file_name))
        if refused is None:
            writable.append(imported)
        else:  # the importer's mistake: said, and the file never written
            findings += [(str(folder / imported.file_name), d) for d in refused]
            streams.say("listbuilder: " + _("{path} not written: it would not load as a list "
                                            "(a mistake in listbuilder's reading of the page; "
                                            "please report it with the page)",
                                            path=folder / imported.file_name))
    written = _write_files(tuple(writable), folder, args.force)
    for imported, path in zip(writable, written, strict=True):
        findings += [(str(path), d) for d in read_back(path)]
        streams.print(_summary(imported, path))
    streams.print(render("text", findings, len(written)))
    unnamed = [imported.number for imported in result.lists if imported.placeholder]
    if unnamed:
        streams.print(ngettext(
            "Army {numbers} of the page has no name on it: give it one with --name "
            "{number}=NAME.",
            "Armies {numbers} of the page have no name on it: give each one with --name "
            "N=NAME (--name {number}=NAME …).", len(unnamed),
            numbers=", ".join(map(str, unnamed)), number=unnamed[0]))
    failing = has_errors([d for _p, d in findings], strict=args.strict)
    return ExitStatus.FINDINGS if failing else ExitStatus.OK


def _names(given: list[str]) -> dict[int, str]:
    """`--name 2=Normans` as {2: 'Normans'}; a CommandError when one is not N=NAME."""
    names: dict[int, str] = {}
    for item in given:
        number, _sep, name = item.partition("=")
        if not number.strip().isdigit() or not name.strip():
            raise CommandError(_(
                "--name {given}: write the army's number on the page, '=' and its name, "
                "e.g. --name 2='Normans (VDT=15/8)'", given=item))
        names[int(number)] = name.strip()
    return names


def _write_files(lists: tuple[ImportedList, ...], folder: Path, force: bool) -> list[Path]:
    """Every list written, or none (a CommandError says why)."""
    there = [] if force else existing(lists, folder)
    if there:
        raise CommandError(_("{paths} exist; nothing written. Choose another folder or add "
                             "--force", paths=", ".join(map(str, there))))
    try:
        return write_lists(lists, folder, replace=force) if lists else []
    except FileExistsError as exc:  # made by another program since `existing` looked
        raise CommandError(_("{paths} exist; nothing written. Choose another folder or add "
                             "--force", paths=exc.filename)) from exc
    except OSError as exc:
        raise NotWritten(exc.filename or folder, exc) from exc


def _summary(imported: ImportedList, path: Path) -> str:
    return _("{path}: {name} — {rows} rows, VDT {vdt}{stated}", path=path, name=imported.name,
             rows=len(imported.rows), vdt=imported.vdt,
             stated=_(" (stated {stated})", stated=imported.stated) if imported.stated else "")


def _show_lines(data: bytes, kinds: tuple[str, ...], streams: Streams) -> None:
    wide = data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE))
    lines = data.decode("utf-16" if wide else "utf-8-sig", "replace").splitlines()
    for number, (kind, text) in enumerate(zip(kinds, lines, strict=False), start=1):
        streams.print(f"{number:4d} {kind:<13} {text[:100]}")
