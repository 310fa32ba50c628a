"""`listbuilder import-list PAGE.txt|- -o DIR [--force]`: a published list page's text, as a
player copies it, into one list file per army.

Exit codes as elsewhere: 0 written, no errors; 1 written, but a list has errors (or warnings
with --strict) — e.g. a stated VDT its rows do not add up to; 2 nothing written: the page
cannot be read, holds no army, or a file exists and --force was not given.
"""

from __future__ import annotations

import argparse
import codecs
from pathlib import Path
from typing import Any

from listbuilder.cli.findings import render
from listbuilder.cli.streams import Streams
from listbuilder.core.diagnostics import Diagnostic, has_errors
from listbuilder.core.exit_status import ExitStatus
from listbuilder.i18n import _, ngettext
from listbuilder.storage.page_import import check_imported, existing, read_page, write_lists
from listbuilder.systems import get_system

SYSTEM = "basic-impetus"  # the one system whose publisher prints list pages we read


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    names = _names(args.names, streams)
    if names is None:
        return ExitStatus.USAGE
    data = read_page(args.page, streams.stdin)
    if isinstance(data, Diagnostic):
        streams.say(f"listbuilder: {args.page}: {data.text()}")
        return ExitStatus.USAGE
    system = get_system(SYSTEM)
    assert system is not None
    page_name = args.page_name or ("pasted text" if args.page == "-" else Path(args.page).name)
    result = system.import_page(data, page_name, names)
    assert result is not None
    numbers = sorted({imported.number for imported in result.lists})
    unknown = sorted(set(names) - set(numbers))
    if unknown and result.lists:
        streams.say("listbuilder: " + _(
            "--name {number}: the page has no army {number} with unit rows (its armies are "
            "numbered {numbers}); nothing written", number=unknown[0],
            numbers=", ".join(map(str, numbers))))
        return ExitStatus.USAGE
    shown = "<stdin>" if args.page == "-" else args.page
    page_findings = [(shown, d) for d in result.findings]
    if args.show_lines:
        _show_lines(data, result.line_kinds, streams)
    if not result.lists:
        for path, d in page_findings:
            streams.say(d.render(path, for_people=True))
        return ExitStatus.USAGE
    return _write(args, result, page_findings, streams)


def _write(args: argparse.Namespace, result: Any, page_findings: list, streams: Streams
           ) -> ExitStatus:
    folder = Path(args.folder)
    if folder.exists() and not folder.is_dir():
        streams.say("listbuilder: " + _("{path} is a file; give the folder to write the lists "
                                        "into", path=folder))
        return ExitStatus.USAGE
    there = existing(result.lists, folder)
    if there and not args.force:
        streams.say("listbuilder: " + _("{paths} exist; nothing written. Choose another folder "
                                        "or add --force", paths=", ".join(map(str, there))))
        return ExitStatus.USAGE
    try:
        written = write_lists(result.lists, folder)
    except OSError as exc:
        streams.say("listbuilder: " + _("cannot write {path}: {reason}",
                                        path=exc.filename or folder, reason=exc.strerror or exc))
        return ExitStatus.USAGE
    findings = list(page_findings)
    for imported, path in zip(result.lists, written, strict=True):
        findings += [(str(path), d) for d in check_imported(imported, str(path))]
        streams.print(_("{path}: {name} — {rows} rows, VDT {vdt}{stated}", path=path,
                        name=imported.name, rows=len(imported.rows), vdt=imported.vdt,
                        stated=_(" (stated {stated})", stated=imported.stated)
                        if imported.stated else ""))
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


def _names(given: list[str], streams: Streams) -> dict[int, str] | None:
    """`--name 2=Normans` as {2: 'Normans'}; None (said) when one is not N=NAME."""
    names: dict[int, str] = {}
    for item in given:
        number, _sep, name = item.partition("=")
        if not number.strip().isdigit() or not name.strip():
            streams.say("listbuilder: " + _(
                "--name {given}: write the army's number on the page, '=' and its name, "
                "e.g. --name 2='Normans (VDT=15/8)'", given=item))
            return None
        names[int(number)] = name.strip()
    return names


def _show_lines(data: bytes, kinds: tuple[str, ...], streams: Streams) -> None:
    wide = data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE))
    lines = data.decode("utf-16" if wide else "utf-8-sig", "replace").splitlines()
    for number, (kind, text) in enumerate(zip(kinds, lines, strict=False), start=1):
        streams.print(f"{number:4d} {kind:<13} {text[:100]}")
