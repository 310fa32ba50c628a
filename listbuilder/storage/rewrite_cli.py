"""The `upgrade` and `stamp` commands: rewrite files in place, keeping their comments."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

# The rewriting machinery (ruamel, the models) is imported by the commands that run, not
# here: every command builds the parser that `add_rewrite_parsers` fills.
from listbuilder.cli_help import ARMY_FILES_HELP, LISTS_HELP
from listbuilder.i18n import N_

EXIT_OK, EXIT_FINDINGS, EXIT_USAGE = 0, 1, 2

if TYPE_CHECKING:
    from listbuilder.storage.upgrade import Rewrite


def add_rewrite_parsers(subparsers: Any) -> None:
    p = subparsers.add_parser("upgrade", help=N_("rewrite list or army files to the current "
                                              "format, keeping comments"))
    p.add_argument("files", nargs="+", metavar="FILE", help=N_("list or army files"))
    p.add_argument("--check", action="store_true", help=N_("only say what would change"))
    p.set_defaults(handler=run_upgrade)
    p = subparsers.add_parser("stamp", help=N_("write the army's list's current stamp into it"))
    p.add_argument("files", nargs="+", metavar="ARMY", help=ARMY_FILES_HELP)
    p.add_argument("--lists", action="append", default=[], metavar="DIR", help=LISTS_HELP)
    p.add_argument("--check", action="store_true", help=N_("only say what would change"))
    p.set_defaults(handler=run_stamp)


def _report(path: str, result: Rewrite, check: bool) -> int:
    """Write one file and print its outcome; its exit code (2: the file cannot be read or
    written)."""
    from listbuilder.core.diagnostics import Diagnostic
    from listbuilder.storage import messages
    from listbuilder.storage.atomic import write_atomic
    from listbuilder.storage.write_failure import cannot_write

    for problem in result.problems:
        text = (problem.render(path, for_people=True) if isinstance(problem, Diagnostic)
                else f"{path}: {problem}")
        print(text, file=sys.stderr)
    if result.problems:
        unreadable = any(isinstance(p, Diagnostic) and p.code == messages.FILE_UNREADABLE.code
                         for p in result.problems)
        return EXIT_USAGE if unreadable else EXIT_FINDINGS
    if result.text is not None and not check:
        try:  # said only once written: a change that failed to land was never made
            write_atomic(path, result.text)
        except OSError as exc:
            print(f"listbuilder: {cannot_write(path, exc)}", file=sys.stderr)
            return EXIT_USAGE
    for change in result.changes:
        print(f"{path}: {change}")
    return EXIT_OK


def run_upgrade(args: argparse.Namespace) -> int:
    from listbuilder.storage.loading import read_bounded
    from listbuilder.storage.upgrade import Rewrite, upgrade_text
    from listbuilder.storage.yaml_source import decode

    worst = EXIT_OK
    for name in args.files:
        raw, problems = read_bounded(name)  # a folder, or a file too large, says so
        text, decoded = decode(raw, name) if raw is not None else (None, problems)
        result = upgrade_text(text, name) if text is not None else Rewrite(problems=[*decoded])
        worst = max(worst, _report(name, result, args.check))
    return worst


def run_stamp(args: argparse.Namespace) -> int:
    from listbuilder.storage.upgrade import stamp_army

    worst = EXIT_OK
    for name in args.files:
        result = stamp_army(Path(name), [Path(d) for d in args.lists])
        worst = max(worst, _report(name, result, args.check))
    return worst
