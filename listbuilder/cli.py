"""The command line. Runs without importing Qt (the GUI is imported only by `gui`)."""

from __future__ import annotations

import argparse
import functools
import gc
import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

# We are an application, not a library: pydantic's scan of every installed package's entry
# points for validation plugins costs ~30 ms of each start and we use none.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

from listbuilder import i18n
from listbuilder.cli_help import LISTS_HELP  # noqa: E402
from listbuilder.core.diagnostics import has_errors  # noqa: E402
from listbuilder.export.cli import add_export_parser
from listbuilder.i18n import N_, _
from listbuilder.i18n.cli_option import (
    add_language_option,
    apply_language_option,
    localise_argparse,
    localise_parser,
)

EXIT_OK, EXIT_FINDINGS, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 3

EXIT_CODES = N_("""exit codes:
  0  no errors (with --strict: no warnings either)
  1  findings: a file has errors (or warnings with --strict), or the army cannot be built
  2  usage error, or a path, file or folder that cannot be read or written
  3  internal error in listbuilder (a bug; the other files are still checked)""")


class _VersionAction(argparse._VersionAction):
    """`--version`, looking the version up only when asked (see `listbuilder.__getattr__`)."""

    def __call__(self, parser, namespace, values, option_string=None):
        from listbuilder import __version__

        self.version = f"listbuilder {__version__}"
        super().__call__(parser, namespace, values, option_string)


def _parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser; for `export` (`command`), with only that command's: an
    export is what players time, and the other commands' parsers are never read."""
    localise_argparse()
    parser = argparse.ArgumentParser(
        prog="listbuilder",
        description=_("Build and check tabletop wargame armies (Basic Impetus and more)."),
        epilog=_(EXIT_CODES), formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action=_VersionAction)
    add_language_option(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for add in [add_export_parser] if command == "export" else _command_adders():
        add(sub)
    for command_parser in sub.choices.values():  # every command's help ends with the codes
        command_parser.epilog = command_parser.epilog or _(EXIT_CODES)
    localise_parser(parser)
    return parser


def _command_adders() -> list[Callable[[Any], None]]:
    """What adds each command's parser, in the order `--help` lists them."""
    from listbuilder.explain_cli import add_explain_parser
    from listbuilder.import_list_cli import add_import_list_parser
    from listbuilder.lists_cli import add_lists_parsers
    from listbuilder.share_cli import add_share_parsers
    from listbuilder.storage.rewrite_cli import add_rewrite_parsers

    return [_add_own_commands, add_lists_parsers, add_rewrite_parsers, add_export_parser,
            add_share_parsers, add_import_list_parser, add_explain_parser]


def _add_own_commands(sub: Any) -> None:
    p = sub.add_parser("validate", help=N_("check list and army files or whole folders"),
                       epilog=_(EXIT_CODES), formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("paths", nargs="+", metavar="PATH", help=N_("files or folders (recursive)"))
    p.add_argument("--format", choices=("text", "json", "github"), default="text",
                   help=N_("text (PATH:LINE:COL lines), json (findings and summary) or github "
                   "(workflow annotations)"))
    p.add_argument("--strict", action="store_true", help=N_("warnings fail too"))
    p.add_argument("--lists", action="append", default=[], metavar="DIR",
                   help=N_("extra folder of army lists for the armies checked"))
    p.add_argument("--exclude", action="append", default=[], metavar="GLOB",
                   help=N_("leave out files or folders matching GLOB (repeatable), e.g. "
                           "'.github/*' or '*.yml'"))

    p = sub.add_parser("show", help=N_("show an army as a player reads it, or a list with its "
                                       "own totals"))
    p.add_argument("army", metavar="FILE", help=N_("an army file, or a list file (its own "
                                                   "totals and findings)"))
    p.add_argument("--format", choices=("text", "json"), default="text",
                   help=N_("text for people, json for tools"))
    p.add_argument("--lists", action="append", default=[], metavar="DIR", help=LISTS_HELP)

    p = sub.add_parser("schema", help=N_("print the JSON Schema of a file kind"))
    p.add_argument("kind", nargs="?", choices=("army-list", "army"), default="army-list",
                   help=N_("the file format (default: army-list)"))

    p = sub.add_parser("gui", help=N_("open the editor (the default with no command)"))
    p.add_argument("file", nargs="?", metavar="ARMY", help=N_("an army file to open"))
    p.add_argument("--screenshot", metavar="OUT.png",
                   help=N_("render the window to a file, exit"))


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; output is made safe to print (see `terminal.py`) while it runs."""
    from listbuilder.terminal import SafeStream

    streams = sys.stdout, sys.stderr
    # --lang is for this command only: a caller in the same process (the tests, a script)
    # keeps speaking its own language afterwards.
    language = i18n.current_choice()
    sys.stdout, sys.stderr = SafeStream(sys.stdout), SafeStream(sys.stderr)
    try:
        return _main(argv)
    finally:
        sys.stdout, sys.stderr = streams
        i18n.use(language)


def _main(argv: Sequence[str] | None) -> int:
    # --lang and LISTBUILDER_LANG are read before the parser is built, so its help is translated.
    argv, failed = apply_language_option(sys.argv[1:] if argv is None else argv)
    if failed is not None:
        return failed
    parser = _parser(argv[0] if argv else None)
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse exits 2 on usage errors, 0 on --help/--version
        return int(exc.code or 0)
    if args.command is None:
        args = parser.parse_args(["gui", *(argv or [])])
    handler = {"validate": _validate, "show": _show, "schema": _schema, "gui": _gui}.get(
        args.command) or args.handler
    problem = _paths_problem(args)
    if problem:
        print(f"listbuilder: {problem}", file=sys.stderr)
        return EXIT_USAGE
    try:
        code = handler(args)
        sys.stdout.flush()  # now, so a full disk is reported here and not lost at exit
        return code
    except Exception as exc:  # noqa: BLE001 - a bug: one line and exit 3, not a traceback
        if isinstance(exc, BrokenPipeError):
            return _reader_left()
        from listbuilder.terminal import OutputFailed

        if isinstance(exc, OutputFailed):
            print("listbuilder: " + _("cannot write the output: {reason}", reason=exc.reason),
                  file=sys.stderr)
            return EXIT_USAGE
        from listbuilder.storage.crashes import Crash

        where = getattr(args, "army", None) or getattr(args, "file", None) or "listbuilder"
        print(Crash.of(str(where), exc).render(), file=sys.stderr)
        return EXIT_INTERNAL


def _paths_problem(args: argparse.Namespace) -> str | None:
    """A `--lists` that is not there, or an output that is a folder: said before any work,
    alike for every command (a missing `--lists` folder was silently left out). A list file
    given to `--lists` is read as a folder holding only it."""
    for folder in getattr(args, "lists", None) or ():
        if not Path(folder).exists():
            return _("--lists {path}: no such folder", path=folder)
    out = getattr(args, "output", None) or getattr(args, "screenshot", None)
    if out and Path(out).is_dir():
        return _("{path} is a folder; give the name of the file to write, such as {example}",
                 path=out, example=Path(out) / _EXAMPLE_OUTPUT.get(
                     getattr(args, "kind", None) or args.command, "army.pdf"))
    return None


#: The file name a folder given as the output is suggested with, by command or document.
_EXAMPLE_OUTPUT = {"text": "army.md", "import": "army.yaml", "gui": "window.png"}


def _reader_left() -> int:
    """`listbuilder show ... | head`: the reader left, not an error."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return EXIT_OK


@functools.lru_cache(maxsize=4096)  # a file with thousands of findings resolves once
def _display(path: str) -> str:
    try:
        return str(Path(path).resolve().relative_to(Path.cwd()))
    except (ValueError, RuntimeError, OSError):  # elsewhere, a symlink loop, cwd gone
        return path


def _validate(args: argparse.Namespace) -> int:
    from listbuilder.findings_output import render
    from listbuilder.storage.validate_paths import validate_paths

    report = validate_paths([Path(p) for p in args.paths], [Path(p) for p in args.lists],
                            args.exclude)
    for problem in report.unreadable:
        print(f"listbuilder: {problem}", file=sys.stderr)
    findings = [(_display(f), d) for f, d in report.findings]
    totals = [(_display(f), t) for f, t in report.list_totals]
    print(render(args.format, findings, report.files_checked, totals))
    for crash in report.crashed:
        print(crash.render(_display(crash.path)), file=sys.stderr)
    if report.crashed:
        return EXIT_INTERNAL
    if report.unreadable or report.denied:
        return EXIT_USAGE
    if not report.files_checked:  # a CI job pointed at the wrong folder must not pass
        print("listbuilder: " + _("no list or army files (*.yaml, *.yml) in {paths}",
                                  paths=", ".join(args.paths)), file=sys.stderr)
        return EXIT_USAGE
    return EXIT_FINDINGS if has_errors([d for _p, d in findings], strict=args.strict) else EXIT_OK


def _show(args: argparse.Namespace) -> int:
    from listbuilder.storage.validate_paths import open_army

    crashes: list = []
    view, diagnostics, loaded = open_army(Path(args.army), [Path(p) for p in args.lists],
                                          crashes)
    for crash in crashes:  # a bug in another file of --lists: the army is still shown
        print(crash.render(_display(crash.path)), file=sys.stderr)
    if loaded is None:
        print(f"listbuilder: {args.army}: {diagnostics[0].text()}", file=sys.stderr)
        return EXIT_USAGE
    from listbuilder.list_summary import is_list, render_list

    if is_list(loaded):  # `show LIST`: the list's own totals and findings
        text, findings = render_list(loaded, args.format, _display(args.army))
        print(text)
        return EXIT_FINDINGS if has_errors(findings) else EXIT_OK
    if view is None:
        for d in diagnostics:
            print(d.render(_display(args.army), for_people=True), file=sys.stderr)
        return EXIT_INTERNAL if crashes else EXIT_FINDINGS
    if args.format == "json":
        print(json.dumps(view.to_json(), indent=2, ensure_ascii=False))
    else:
        from listbuilder.summary import render_summary

        print(render_summary(view, diagnostics, _display(args.army)))
    if crashes:
        return EXIT_INTERNAL
    return EXIT_FINDINGS if has_errors(diagnostics) else EXIT_OK


def _schema(args: argparse.Namespace) -> int:
    from listbuilder.storage.json_schema import schema_text

    sys.stdout.write(schema_text(args.kind))
    return EXIT_OK


def _gui(args: argparse.Namespace) -> int:
    from listbuilder.qt_check import has_display, qt_problem

    if args.screenshot and not has_display():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # a screenshot needs no screen
    problem = qt_problem() or (None if has_display() else _(
        "no display found (DISPLAY and WAYLAND_DISPLAY are unset), so the editor cannot open. "
        "The command line works without one: see `listbuilder --help`"))
    if problem:
        print(f"listbuilder: {problem}", file=sys.stderr)
        return EXIT_USAGE
    # No collection while the editor starts: its imports and the army make hundreds of
    # thousands of objects that all stay; run_app turns it back on once the army is shown.
    gc.disable()
    from listbuilder.app.startup.main import run_app

    return run_app(args.file, screenshot=args.screenshot)


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
