"""The command line. Runs without importing Qt (the GUI is imported only by `gui`)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from listbuilder import __version__
from listbuilder.core.diagnostics import Severity, count_by_severity, has_errors
from listbuilder.i18n.cli_option import (
    add_language_option,
    apply_language_option,
    localise_parser,
)

EXIT_OK, EXIT_FINDINGS, EXIT_USAGE = 0, 1, 2


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="listbuilder",
        description="Build and check tabletop wargame armies (Basic Impetus and more).",
    )
    parser.add_argument("--version", action="version", version=f"listbuilder {__version__}")
    add_language_option(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("validate", help="check list and army files or whole folders")
    p.add_argument("paths", nargs="+", metavar="PATH", help="files or folders (recursive)")
    p.add_argument("--format", choices=("text", "json", "github"), default="text",
                   help="text (PATH:LINE:COL lines), json (findings and summary) or github "
                   "(workflow annotations)")
    p.add_argument("--strict", action="store_true", help="warnings fail too")
    p.add_argument("--lists", action="append", default=[], metavar="DIR",
                   help="extra folder of army lists for the armies checked")

    p = sub.add_parser("show", help="show an army as a player reads it")
    p.add_argument("army", metavar="ARMY")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--lists", action="append", default=[], metavar="DIR")

    p = sub.add_parser("schema", help="print the JSON Schema of a file kind")
    p.add_argument("kind", nargs="?", choices=("army-list", "army"), default="army-list")

    p = sub.add_parser("gui", help="open the editor (the default with no command)")
    p.add_argument("file", nargs="?")
    p.add_argument("--screenshot", metavar="OUT.png", help="render the window to a file, exit")

    try:
        from listbuilder.export.cli import add_export_parser
    except ModuleNotFoundError:  # the export layer arrives with the printing issue
        pass
    else:
        add_export_parser(sub)
    localise_parser(parser)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    # --lang and LISTBUILDER_LANG are read before the parser is built, so its help is translated.
    argv, failed = apply_language_option(sys.argv[1:] if argv is None else argv)
    if failed is not None:
        return failed
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse exits 2 on usage errors, 0 on --help/--version
        return int(exc.code or 0)
    if args.command is None:
        args = parser.parse_args(["gui", *(argv or [])])
    handler = {"validate": _validate, "show": _show, "schema": _schema, "gui": _gui}.get(
        args.command) or args.handler
    try:
        return handler(args)
    except BrokenPipeError:  # `listbuilder show ... | head`: the reader left, not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK


def _display(path: str) -> str:
    try:
        return str(Path(path).resolve().relative_to(Path.cwd()))
    except ValueError:
        return path


def _validate(args: argparse.Namespace) -> int:
    from listbuilder.findings_output import render
    from listbuilder.storage.validate_paths import validate_paths

    report = validate_paths([Path(p) for p in args.paths], [Path(p) for p in args.lists])
    for missing in report.unreadable:
        print(f"listbuilder: {missing}: no such file or folder", file=sys.stderr)
    findings = [(_display(f), d) for f, d in report.findings]
    print(render(args.format, findings, report.files_checked))
    if report.unreadable:
        return EXIT_USAGE
    return EXIT_FINDINGS if has_errors([d for _, d in findings], strict=args.strict) else EXIT_OK


def _show(args: argparse.Namespace) -> int:
    from listbuilder.storage.validate_paths import open_army

    view, diagnostics, loaded = open_army(Path(args.army), [Path(p) for p in args.lists])
    if loaded is None:
        print(f"listbuilder: {args.army}: cannot read the file", file=sys.stderr)
        return EXIT_USAGE
    if view is None:
        for d in diagnostics:
            print(d.render(_display(args.army)), file=sys.stderr)
        return EXIT_FINDINGS
    if args.format == "json":
        print(json.dumps(view.to_json(), indent=2, ensure_ascii=False))
    else:
        from listbuilder.summary import render_summary

        print(render_summary(view, diagnostics, _display(args.army)))
    return EXIT_FINDINGS if has_errors(diagnostics) else EXIT_OK


def _schema(args: argparse.Namespace) -> int:
    from listbuilder.storage.json_schema import schema_text

    sys.stdout.write(schema_text(args.kind))
    return EXIT_OK


def _gui(args: argparse.Namespace) -> int:
    from listbuilder.qt_check import has_display, qt_problem

    if args.screenshot and not has_display():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # a screenshot needs no screen
    problem = qt_problem() or (None if has_display() else (
        "no display found (DISPLAY and WAYLAND_DISPLAY are unset), so the editor cannot open. "
        "The command line works without one: see `listbuilder --help`"))
    if problem:
        print(f"listbuilder: {problem}", file=sys.stderr)
        return EXIT_USAGE
    try:
        from listbuilder.app.main import run_app
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.startswith("listbuilder.app"):
            # Until the editor lands, `gui` shows the army on the command line.
            if args.file:
                return main(["show", args.file])
            print("listbuilder: the editor is not available in this build", file=sys.stderr)
            return EXIT_USAGE
        raise
    return run_app(args.file, screenshot=args.screenshot)


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
