"""`main()`: read the arguments, run one command with the process's streams, and turn what
goes wrong into one line and an exit code. Runs without importing Qt (only `gui` does)."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path

# We are an application, not a library: pydantic's scan of every installed package's entry
# points for validation plugins costs ~30 ms of each start and we use none.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

from listbuilder import i18n  # noqa: E402
from listbuilder.cli.definition import parser  # noqa: E402
from listbuilder.cli.language import apply_language_option  # noqa: E402
from listbuilder.cli.streams import Streams  # noqa: E402
from listbuilder.cli.terminal import OutputFailed  # noqa: E402
from listbuilder.core.exit_status import ExitStatus  # noqa: E402
from listbuilder.i18n import _  # noqa: E402
from listbuilder.storage.crashes import Crash  # noqa: E402


def main(argv: Sequence[str] | None = None, streams: Streams | None = None) -> int:
    """Run one command (`argv`: the arguments, by default the process's) with `streams` (by
    default the process's, as they are now); its exit code."""
    streams = streams or Streams.of_process()
    # --lang is for this command only: a caller in the same process (the tests, a script)
    # keeps speaking its own language afterwards.
    language = i18n.current_choice()
    try:
        return _main(sys.argv[1:] if argv is None else argv, streams)
    finally:
        i18n.use(language)


def _main(argv: Sequence[str], streams: Streams) -> ExitStatus:
    # --lang and LISTBUILDER_LANG are read before the parser is built, so its help is translated.
    argv, failed = apply_language_option(argv, streams.err)
    if failed is not None:
        return failed
    top = parser(streams, argv[0] if argv else None)
    try:
        args = top.parse_args(argv)
    except SystemExit as exc:  # argparse exits 2 on usage errors, 0 on --help/--version
        return ExitStatus(int(exc.code or 0))
    if args.command is None:
        args = top.parse_args(["gui", *argv])
    problem = _paths_problem(args)
    if problem:
        streams.say(f"listbuilder: {problem}")
        return ExitStatus.USAGE
    try:
        # deferred: only the command that runs is imported; `--help` and `validate` load no other
        command = importlib.import_module(f"listbuilder.cli.commands.{args.module}")
        code = command.run(args, streams)
        streams.out.flush()  # now, so a full disk is reported here and not lost at exit
        return code
    except BrokenPipeError:
        return _reader_left(streams)
    except OutputFailed as exc:
        streams.say("listbuilder: " + _("cannot write the output: {reason}", reason=exc.reason))
        return ExitStatus.USAGE
    except Exception as exc:  # noqa: BLE001 - a bug: one line and exit 3, not a traceback
        where = getattr(args, "army", None) or getattr(args, "file", None) or "listbuilder"
        streams.say(Crash.of(str(where), exc).render())
        return ExitStatus.INTERNAL


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
_EXAMPLE_OUTPUT = {"text": "army.md", "import": "army.yaml", "gui": "window.png",
                   "event": "pack.pdf"}


def _reader_left(streams: Streams) -> ExitStatus:
    """`listbuilder show ... | head`: the reader left, not an error."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), streams.stdout.fileno())
    return ExitStatus.OK
