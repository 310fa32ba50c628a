"""`main()`: read the arguments, run one command with the process's streams, and turn what
goes wrong into one line and an exit code. Runs without importing Qt (only `gui` does).

This is the one place errors become exit statuses: a `CommandError` (raised where a user's
mistake is found, carrying its status) is said as `listbuilder: MESSAGE`; output that cannot
be written is a `CommandError` too; a reader that left (`| head`) is no error; anything else
is a bug, said as `PATH: internal error …` (with the traceback under `--traceback`), exit 3.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path

# We are an application, not a library: pydantic's scan of every installed package's entry
# points for validation plugins costs ~30 ms of each start and we use none.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

from listbuilder import i18n
from listbuilder.cli.definition import parser
from listbuilder.cli.language import apply_language_option, argparse_speaks
from listbuilder.cli.streams import Streams
from listbuilder.core.exit_status import CommandError, ExitStatus
from listbuilder.i18n import _
from listbuilder.storage.crashes import Crash
from listbuilder.storage.regular_files import NotRegularFile
from listbuilder.storage.write_failure import cannot_write


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
    parsed = _parse(argv, streams)
    if isinstance(parsed, ExitStatus):
        return parsed
    streams.traceback = parsed.traceback
    try:
        _check_paths(parsed)
        # deferred: only the command that runs is imported (`definition.parser`)
        code = importlib.import_module(parsed.module).run(parsed, streams)
        streams.out.flush()  # now, so a full disk is reported here and not lost at exit
        return code
    except BrokenPipeError:
        return _reader_left(streams)
    except CommandError as exc:
        return _said(streams, "listbuilder: " + exc.message, exc.exit_status)
    except Exception as exc:  # a bug: one line and exit 3, not a traceback
        where = getattr(parsed, "army", None) or getattr(parsed, "file", None) or "listbuilder"
        crash = Crash.of(str(where), exc)
        return _said(streams, crash.render(trace=streams.traceback), ExitStatus.INTERNAL)


def _parse(argv: Sequence[str], streams: Streams) -> argparse.Namespace | ExitStatus:
    """The arguments read, or the exit status once argparse has said why not (2) or printed
    the help or version asked for (0). No command means `gui`."""
    try:
        args = _parsed(argv, streams)
        return args if args.command is not None else _parsed(["gui", *argv], streams)
    except SystemExit as exc:  # argparse exits 2 on usage errors, 0 on --help/--version
        return ExitStatus(int(exc.code or 0))


def _parsed(argv: Sequence[str], streams: Streams) -> argparse.Namespace:
    with argparse_speaks(i18n.current()):
        return parser(streams, argv).parse_args(argv)


def _said(streams: Streams, text: str, status: ExitStatus) -> ExitStatus:
    """Say `text` on standard error, if it can still take it; `status`."""
    with contextlib.suppress(CommandError, BrokenPipeError):  # standard error full or gone
        streams.say(text)
    return status


def _check_paths(args: argparse.Namespace) -> None:
    """A `--lists` that is not there, or an output that is a folder or no file at all (a
    device, a pipe): said before any work, alike for every command (a missing `--lists` folder
    was silently left out). A list file given to `--lists` is read as a folder holding only
    it."""
    for folder in getattr(args, "lists", None) or ():
        if not Path(folder).exists():
            raise CommandError(_("--lists {path}: no such folder", path=folder))
    out = getattr(args, "output", None) or getattr(args, "screenshot", None)
    if out and Path(out).is_dir():
        raise CommandError(_(
            "{path} is a folder; give the name of the file to write, such as {example}",
            path=out, example=Path(out) / _EXAMPLE_OUTPUT.get(
                getattr(args, "kind", None) or args.command, "army.pdf")))
    if out and Path(out).exists() and not Path(out).is_file():
        raise CommandError(cannot_write(out, NotRegularFile(out, folder=False)))


#: The file name a folder given as the output is suggested with, by command or document.
_EXAMPLE_OUTPUT = {"text": "army.md", "import": "army.yaml", "gui": "window.png",
                   "event": "pack.pdf"}


def _reader_left(streams: Streams) -> ExitStatus:
    """`listbuilder show ... | head`: the reader left, not an error."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), streams.stdout.fileno())
    return ExitStatus.OK
