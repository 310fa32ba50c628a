"""Every command's arguments and help, in one parser (as httpie's `cli/definition.py`).

Building it imports no command: the command that runs is imported by `run.py` once the
arguments are read, so `--help` and a quick `validate` pay for none of the others.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any, NoReturn

from listbuilder import __version__
from listbuilder.cli.language import (
    add_language_option,
    argparse_text,
    localise_argparse,
    localise_parser,
)
from listbuilder.cli.streams import Streams
from listbuilder.core.exit_status import ExitStatus
from listbuilder.export.pdf import CARD_SIZES, PAPERS, PDF_KINDS
from listbuilder.i18n import N_, _

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

EXIT_CODES = N_("""exit codes:
  0  no errors (with --strict: no warnings either)
  1  findings: a file has errors (or warnings with --strict), or the army cannot be built
  2  usage error, or a path, file or folder that cannot be read or written
  3  internal error in listbuilder (a bug; the other files are still checked)""")

# Help texts several commands' arguments share, so each is written (and translated) once.
ARMY_HELP = N_("an army file (kind: army)")
ARMY_FILES_HELP = N_("army files (kind: army)")
LISTS_HELP = N_("extra folder of army lists")
FORMAT_HELP = N_("text for people, json for tools")


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
        self.exit(ExitStatus.USAGE, argparse_text("%(prog)s: error: %(message)s\n")
                  % {"prog": self.prog, "message": message})

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if message:
            self.streams.err.write(message)
        raise SystemExit(status)


class _VersionAction(argparse.Action):
    """`--version`, printed to the command's streams."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS,
                         help="show program's version number and exit")

    def __call__(self, parser: Any, namespace: Any, values: Any, option_string: Any = None
                 ) -> None:
        parser.streams.out.write(f"listbuilder {__version__}\n")
        parser.exit()


def parser(streams: Streams, command: str | None = None) -> Parser:
    """The command line's parser; for `export` (`command`), with only that command's: an
    export is what players time, and the other commands' parsers are never read."""
    localise_argparse()

    class Bound(Parser):
        pass

    Bound.streams = streams
    top = Bound(prog="listbuilder",
                description=_("Build and check tabletop wargame armies (Basic Impetus and "
                              "more)."),
                epilog=_(EXIT_CODES), formatter_class=argparse.RawDescriptionHelpFormatter)
    top.add_argument("--version", action=_VersionAction)
    add_language_option(top)
    sub = top.add_subparsers(dest="command", metavar="COMMAND", parser_class=Bound)
    for add in [_export] if command == "export" else _COMMANDS:
        add(sub)
    for command_parser in sub.choices.values():  # every command's help ends with the codes
        command_parser.epilog = command_parser.epilog or _(EXIT_CODES)
    localise_parser(top, width=streams.width - 2)  # as argparse's own default
    return top


def _command(sub: Any, name: str, module: str | None = None, **kwargs: Any) -> Parser:
    """A command's parser; `module`: its module in `listbuilder.cli.commands` (by default
    its name)."""
    p = sub.add_parser(name, **kwargs)
    p.set_defaults(module=module or name.replace("-", "_"))
    return p


def _validate(sub: Any) -> None:
    p = _command(sub, "validate", help=N_("check list and army files or whole folders"),
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


def _show(sub: Any) -> None:
    p = _command(sub, "show", help=N_("show an army as a player reads it, or a list with its "
                                      "own totals"))
    p.add_argument("army", metavar="FILE", help=N_("an army file, or a list file (its own "
                                                   "totals and findings)"))
    p.add_argument("--format", choices=("text", "json"), default="text", help=FORMAT_HELP)
    p.add_argument("--lists", action="append", default=[], metavar="DIR", help=LISTS_HELP)
    p.add_argument("--ids", action="store_true",
                   help=N_("also show each unit's id, as the army file and share codes name it"))


def _schema(sub: Any) -> None:
    p = _command(sub, "schema", help=N_("print the JSON Schema of a file kind"))
    p.add_argument("kind", nargs="?", choices=("army-list", "army", "event"), default="army-list",
                   help=N_("the file format (default: army-list)"))


def _gui(sub: Any) -> None:
    p = _command(sub, "gui", help=N_("open the editor (the default with no command)"))
    p.add_argument("file", nargs="?", metavar="ARMY", help=N_("an army file to open"))
    p.add_argument("--screenshot", metavar="OUT.png",
                   help=N_("render the window to a file, exit"))


def _lists(sub: Any) -> None:
    p = _command(sub, "lists",
                 help=N_("name every army list the program sees: id, name, game, file"))
    p.add_argument("--lists", action="append", default=[], metavar="DIR",
                   help=N_("extra folder of army lists (the editor's list folders are read "
                           "too)"))
    p.add_argument("--format", choices=("text", "json"), default="text", help=FORMAT_HELP)
    p = _command(sub, "samples",
                 help=N_("name the sample armies that come with listbuilder, or copy them"))
    p.add_argument("--copy", metavar="DIR",
                   help=N_("copy every sample army into DIR (never replaces a file)"))


def _rewrite(sub: Any) -> None:
    p = _command(sub, "upgrade", help=N_("rewrite list or army files to the current format, "
                                         "keeping comments"))
    p.add_argument("files", nargs="+", metavar="FILE", help=N_("list or army files"))
    p.add_argument("--check", action="store_true", help=N_("only say what would change"))
    p = _command(sub, "stamp", help=N_("write the army's list's current stamp into it"))
    p.add_argument("files", nargs="+", metavar="ARMY", help=ARMY_FILES_HELP)
    p.add_argument("--lists", action="append", default=[], metavar="DIR", help=LISTS_HELP)
    p.add_argument("--check", action="store_true", help=N_("only say what would change"))


def _export(sub: Any) -> None:
    p = _command(sub, "export", help=N_("print an army: PDF cards, roster or bases, or text"))
    p.add_argument("kind", choices=(*PDF_KINDS, "text"),
                   help=N_("what to print; `text` prints Markdown to paste in a forum"))
    p.add_argument("army", metavar="ARMY", help=ARMY_HELP)
    p.add_argument("-o", "--output", metavar="OUT.pdf", help=N_("required for PDFs; text: stdout"))
    p.add_argument("--paper", choices=PAPERS, help=N_("paper size (default: a4)"))
    p.add_argument("--scale", help=N_("figure scale for bases and cards (default: the army's)"))
    p.add_argument("--card-size", choices=CARD_SIZES, help=N_("card size (default: standard)"))
    p.add_argument("--lists", action="append", default=[], metavar="DIR", help=LISTS_HELP)
    p.add_argument("--force", action="store_true",
                   help=N_("replace OUT even when it exists and is not a PDF"))
    # The roster's header facts (the text's too), for this printout; the file is not changed.
    for fact, help_text in (("player", N_("the player's name the roster's header prints")),
                            ("event", N_("the event the roster's header prints")),
                            ("date", N_("the date the roster's header prints"))):
        p.add_argument(f"--{fact}", metavar=fact.upper(), help=help_text)


def _share(sub: Any) -> None:
    p = _command(sub, "share", help=N_("print a short code that rebuilds the army"))
    p.add_argument("army", metavar="ARMY", help=ARMY_HELP)
    p.add_argument("--lists", action="append", default=[], metavar="DIR", help=LISTS_HELP)
    p = _command(sub, "import", module="import_code",
                 help=N_("rebuild an army file from a share code"))
    p.add_argument("code", metavar="CODE", help=N_("a share code (LB1.…)"))
    p.add_argument("-o", "--output", required=True, metavar="ARMY.yaml",
                   help=N_("the army file to write"))
    p.add_argument("--force", action="store_true", help=N_("replace an existing file"))
    p.add_argument("--lists", action="append", default=[], metavar="DIR", help=LISTS_HELP)


def _import_list(sub: Any) -> None:
    p = _command(
        sub, "import-list", help=N_("turn a published list page's text into list files"),
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
    p.add_argument("--name", action="append", default=[], metavar="N=NAME", dest="names",
                   help=N_("name the page's army number N (its heading is a picture on the "
                           "web page, or you prefer another name); may be repeated"))
    p.add_argument("--strict", action="store_true", help=N_("warnings fail too"))
    p.add_argument("--show-lines", action="store_true",
                   help=N_("print what each line of the page was read as"))


def _explain(sub: Any) -> None:
    p = _command(sub, "explain", help=N_("explain a finding code (e.g. BI-GROUP-MIXED)"))
    p.add_argument("code", nargs="?", metavar="CODE",
                   help=N_("the code in brackets in a finding, e.g. BI-GROUP-MIXED"))
    p.add_argument("--list", action="store_true", help=N_("list every code"))
    p.add_argument("--markdown", action="store_true",
                   help=N_("print the reference of every code (docs/codes.md, in English)"))


def _verify(sub: Any) -> None:
    p = _command(sub, "verify", help=N_("say whether an army file is the one a printed "
                                        "roster's seal was made from"))
    p.add_argument("seal", metavar="SEAL", help=N_("the seal printed on the roster, e.g. "
                                                   "K7QX-M3TP-9HRC"))
    p.add_argument("army", metavar="ARMY", help=ARMY_HELP)
    p.add_argument("--lists", action="append", default=[], metavar="DIR", help=LISTS_HELP)


EVENT_CODES = N_("""exit codes:
  0  every army submitted is legal
  1  one or more is not legal (`pack` still prints it, marked)
  2  usage error, or a path, file or folder that cannot be read or written (the event
     file, or a submission: the others are still checked)
  3  internal error in listbuilder (a bug)""")


def _event(sub: Any) -> None:
    """`event check` and `event pack`: an organiser's commands, under one name."""
    p = _command(sub, "event", help=N_("check or print every army submitted to an event"),
                 epilog=_(EVENT_CODES), formatter_class=argparse.RawDescriptionHelpFormatter,
                 description=_("An event file (kind: event) says what a tournament takes. "
                               "A submission is an army file, a folder of them, or a text "
                               "file of share codes, one a line, optionally after the "
                               "player's name ('Anna Kowalska: LB1.…')."))
    commands = p.add_subparsers(dest="event_command", metavar="COMMAND", required=True,
                                parser_class=type(p), help=N_("check or pack"))
    for name, module, help_text in (
            ("check", "event_check", N_("one row per army submitted: legal or not, its "
                                        "findings and its seal")),
            ("pack", "event_pack", N_("one PDF: a cover with the table, then every "
                                      "roster"))):
        c = _command(commands, name, module, help=help_text, epilog=_(EVENT_CODES),
                     formatter_class=argparse.RawDescriptionHelpFormatter)
        c.add_argument("event", metavar="EVENT.yaml", help=N_("the event file (kind: event)"))
        c.add_argument("submissions", nargs="+", metavar="SUBMISSION",
                       help=N_("army files, folders of them, or text files of share codes"))
        c.add_argument("--lists", action="append", default=[], metavar="DIR", help=LISTS_HELP)
    versions = _command(commands, "versions", "event_versions",
                        help=N_("print the stamp of each list the event takes, as the event "
                                "file's list_versions"), epilog=_(EVENT_CODES),
                        formatter_class=argparse.RawDescriptionHelpFormatter)
    versions.add_argument("event", metavar="EVENT.yaml", help=N_("the event file (kind: event)"))
    versions.add_argument("--lists", action="append", default=[], metavar="DIR", help=LISTS_HELP)
    check, pack = commands.choices["check"], commands.choices["pack"]
    check.add_argument("--format", choices=("text", "json", "csv", "markdown", "github"),
                       default="text", help=N_("text or markdown for people; json, csv or "
                                               "github (workflow annotations) for tools"))
    pack.add_argument("-o", "--output", required=True, metavar="PACK.pdf",
                      help=N_("the PDF to write"))
    pack.add_argument("--paper", choices=PAPERS, help=N_("paper size (default: a4)"))
    pack.add_argument("--force", action="store_true",
                      help=N_("replace PACK.pdf even when it exists and is not a PDF"))


#: What adds each command's parser, in the order `--help` lists them.
_COMMANDS = (_validate, _show, _schema, _gui, _lists, _rewrite, _export, _share, _import_list,
             _explain, _event, _verify)
