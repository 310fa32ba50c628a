"""The `upgrade` and `stamp` commands: rewrite files in place, keeping their comments."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

# The rewriting machinery (ruamel, the models) is imported by the commands that run, not
# here: every command builds the parser that `add_rewrite_parsers` fills.
from listbuilder.i18n import N_

if TYPE_CHECKING:
    from listbuilder.storage.upgrade import Rewrite


def add_rewrite_parsers(subparsers: Any) -> None:
    p = subparsers.add_parser("upgrade", help=N_("rewrite list or army files to the current "
                                              "format, keeping comments"))
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--check", action="store_true", help=N_("only say what would change"))
    p.set_defaults(handler=run_upgrade)
    p = subparsers.add_parser("stamp", help=N_("write the army's list's current stamp into it"))
    p.add_argument("files", nargs="+", metavar="ARMY")
    p.add_argument("--lists", action="append", default=[], metavar="DIR")
    p.add_argument("--check", action="store_true", help=N_("only say what would change"))
    p.set_defaults(handler=run_stamp)


def _report(path: str, result: Rewrite, check: bool) -> Rewrite:
    from listbuilder.core.diagnostics import Diagnostic
    from listbuilder.storage.atomic import write_atomic

    for problem in result.problems:
        text = (problem.render(path, for_people=True) if isinstance(problem, Diagnostic)
                else f"{path}: {problem}")
        print(text, file=sys.stderr)
    if result.problems:
        return result
    for change in result.changes:
        print(f"{path}: {change}")
    if result.text is not None and not check:
        write_atomic(path, result.text)
    return result


def run_upgrade(args: argparse.Namespace) -> int:
    from listbuilder.storage.loading import read_bounded
    from listbuilder.storage.upgrade import Rewrite, upgrade_text
    from listbuilder.storage.yaml_source import decode

    results = []
    for name in args.files:
        raw, problems = read_bounded(name)  # never a FIFO, a device or 2 GB read whole
        text, problems = decode(raw, name) if raw is not None else (None, problems)
        result = upgrade_text(text, name) if text is not None else Rewrite(problems=[*problems])
        results.append(_report(name, result, args.check))
    return _exit_code(results)


def run_stamp(args: argparse.Namespace) -> int:
    from listbuilder.storage.upgrade import stamp_army

    results = [_report(name, stamp_army(Path(name), [Path(d) for d in args.lists]), args.check)
               for name in args.files]
    return _exit_code(results)


def _exit_code(results: list[Rewrite]) -> int:
    """As `validate`: 2 when a file cannot be read at all, else 1 when one has problems."""
    from listbuilder.storage.messages import FILE_UNREADABLE

    codes = {getattr(p, "code", None) for result in results for p in result.problems}
    if FILE_UNREADABLE.code in codes:
        return 2
    return 1 if any(result.problems for result in results) else 0
