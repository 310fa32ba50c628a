"""The command line's parser: the top-level options, the list of commands, and the arguments
of the one command that runs (declared in its module, `commands/NAME.py`: `arguments()`).

Only that command's module is imported, so `listbuilder --help` imports none and `validate`
none but its own. What several commands' arguments share is here: the help texts written once
and the helpers that add `--lists`, `--format` and `--strict`.
"""

from __future__ import annotations

import argparse
import functools
import importlib
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from listbuilder import __version__
from listbuilder.cli.commands import BY_NAME, COMMANDS, Command
from listbuilder.cli.language import add_language_option
from listbuilder.cli.streams import Streams
from listbuilder.core.exit_status import ExitStatus
from listbuilder.i18n import N_, _

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

#: The exit codes, as `--help` and the commands that take --strict print them.
EXIT_CODES = N_("""exit codes:
  0  no errors (with --strict: no warnings either)
  1  findings: a file has errors (or warnings with --strict), or the army cannot be built
  2  usage error, or a path, file or folder that cannot be read or written
  3  internal error in listbuilder (a bug; the other files are still checked)""")
#: The same for a command without --strict.
PLAIN_EXIT_CODES = N_("""exit codes:
  0  done, no errors
  1  findings: a file has errors, or the army cannot be built
  2  usage error, or a path, file or folder that cannot be read or written
  3  internal error in listbuilder (a bug; --traceback shows where)""")

# Help texts several commands' arguments share, so each is written (and translated) once.
ARMY_HELP = N_("an army file (kind: army)")
ARMY_FILES_HELP = N_("army files (kind: army)")
LISTS_HELP = N_("extra folder of army lists")
FORMAT_HELP = N_("text for people, json for tools")
CHECK_HELP = N_("only say what would change")
FORCE_HELP = N_("replace an existing file")
TRACEBACK_HELP = N_("on an internal error, print the traceback too (for a bug report)")


class Parser(argparse.ArgumentParser):
    """argparse's parser writing its help, usage and errors to the command's streams (those
    of a subclass `parser()` makes for one run: argparse makes the commands' parsers)."""

    streams: Streams

    def print_help(self, file: SupportsWrite[str] | None = None) -> None:
        super().print_help(file or self.streams.out)

    def print_usage(self, file: SupportsWrite[str] | None = None) -> None:
        super().print_usage(file or self.streams.out)

    def error(self, message: str) -> NoReturn:
        self.print_usage(self.streams.err)
        self.exit(ExitStatus.USAGE, _("%(prog)s: error: %(message)s\n")
                  % {"prog": self.prog, "message": message})

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if message:
            self.streams.err.write(message)
        raise SystemExit(status)


class _VersionAction(argparse.Action):
    """`--version`, printed to the command's streams."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS,
                         help=_("show program's version number and exit"))

    def __call__(self, parser: Any, namespace: Any, values: Any, option_string: Any = None
                 ) -> None:
        parser.streams.out.write(f"listbuilder {__version__}\n")
        parser.exit()


def parser(streams: Streams, argv: Sequence[str] = ()) -> Parser:
    """The command line's parser, with the arguments of the command `argv` names (none
    when it names none: `listbuilder --help`, and `listbuilder` alone, which runs `gui`)."""

    class Bound(Parser):
        pass

    Bound.streams = streams
    formatter = functools.partial(argparse.RawDescriptionHelpFormatter,
                                  width=streams.width - 2)  # as argparse's own default
    top = Bound(prog="listbuilder", formatter_class=formatter, epilog=_(EXIT_CODES),
                description=_("Build and check tabletop wargame armies (Basic Impetus and "
                              "more)."))
    top.add_argument("--version", action=_VersionAction)
    add_language_option(top)
    top.add_argument("--traceback", action="store_true", help=_(TRACEBACK_HELP))
    sub = top.add_subparsers(dest="command", metavar="COMMAND", parser_class=Bound)
    named = command_named(argv)
    for command in COMMANDS:
        p = sub.add_parser(command.name, help=_(command.help), formatter_class=formatter,
                           epilog=_(PLAIN_EXIT_CODES))
        if command is named:
            _declare(p, command)
    return top


def command_named(argv: Sequence[str]) -> Command | None:
    """The command `argv` runs: its first word that is not an option (the top level's take no
    value), if that is a command; a word that is none is argparse's to refuse."""
    first = next((arg for arg in argv if not arg.startswith("-")), None)
    return BY_NAME.get(first) if first is not None else None


def _declare(p: Parser, command: Command) -> None:
    """The command's own arguments, from its module (imported only for the command that
    runs), and the options every command takes."""
    p.set_defaults(module=command.module_name)
    importlib.import_module(command.module_name).arguments(p)
    p.add_argument("--traceback", action="store_true", default=argparse.SUPPRESS,
                   help=_(TRACEBACK_HELP))


def add_lists_option(p: Parser, help_text: str | None = None) -> None:
    """`--lists DIR` (repeatable); `help_text` translated, by default `LISTS_HELP`'s."""
    p.add_argument("--lists", action="append", default=[], metavar="DIR",
                   help=help_text or _(LISTS_HELP))


def add_format_option(p: Parser, choices: tuple[str, ...] = ("text", "json"),
                      help_text: str | None = None) -> None:
    """`--format`, text by default; `help_text` translated, by default `FORMAT_HELP`'s."""
    p.add_argument("--format", choices=choices, default="text", help=help_text or _(FORMAT_HELP))


def add_strict_option(p: Parser) -> None:
    """`--strict`, and the exit codes that say what it changes."""
    p.add_argument("--strict", action="store_true", help=_("warnings fail too"))
    p.epilog = _(EXIT_CODES)
