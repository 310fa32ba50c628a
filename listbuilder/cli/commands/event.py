"""`listbuilder event check|pack|versions EVENT.yaml …`: an organiser's commands under one
name. The arguments of all three are declared here; each one's work is in its own module
(`event_check`, `event_pack`, `event_versions`), imported only when it runs."""

from __future__ import annotations

import argparse
import importlib

from listbuilder.cli.definition import Parser, add_lists_option
from listbuilder.cli.streams import Streams
from listbuilder.core.exit_status import ExitStatus
from listbuilder.export.pdf import PAPERS
from listbuilder.i18n import N_, _

EVENT_CODES = N_("""exit codes:
  0  every army submitted is legal
  1  one or more is not legal (`pack` still prints it, marked)
  2  usage error, or a path, file or folder that cannot be read or written (the event
     file, or a submission: the others are still checked)
  3  internal error in listbuilder (a bug)""")

#: Each sub-command: its module in this package and its one-line help.
SUBCOMMANDS = {
    "check": ("event_check", N_("one row per army submitted: legal or not, its findings and "
                                "its seal")),
    "pack": ("event_pack", N_("one PDF: a cover with the table, then every roster")),
    "versions": ("event_versions", N_("print the stamp of each list the event takes, as the "
                                      "event file's list_versions")),
}


def arguments(p: Parser) -> None:
    p.description = _("An event file (kind: event) says what a tournament takes. A submission "
                      "is an army file, a folder of them, or a text file of share codes, one a "
                      "line, optionally after the player's name ('Anna Kowalska: LB1.…').")
    p.epilog = _(EVENT_CODES)
    commands = p.add_subparsers(dest="event_command", metavar="COMMAND", required=True,
                                parser_class=type(p), help=_("check, pack or versions"))
    made = {name: commands.add_parser(name, help=_(help_text), epilog=_(EVENT_CODES),
                                      formatter_class=argparse.RawDescriptionHelpFormatter)
            for name, (_module, help_text) in SUBCOMMANDS.items()}
    for name, c in made.items():
        c.add_argument("event", metavar="EVENT.yaml", help=_("the event file (kind: event)"))
        if name != "versions":
            c.add_argument("submissions", nargs="+", metavar="SUBMISSION",
                           help=_("army files, folders of them, or text files of share codes"))
        add_lists_option(c)
    made["check"].add_argument(
        "--format", choices=("text", "json", "csv", "markdown", "github"), default="text",
        help=_("text or markdown for people; json, csv or github (workflow annotations) for "
               "tools"))
    made["pack"].add_argument("-o", "--output", required=True, metavar="PACK.pdf",
                              help=_("the PDF to write"))
    made["pack"].add_argument("--paper", choices=PAPERS, help=_("paper size (default: a4)"))
    made["pack"].add_argument("--force", action="store_true",
                              help=_("replace PACK.pdf even when it exists and is not a PDF"))


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    module, _help = SUBCOMMANDS[args.event_command]
    command = importlib.import_module(f"{__package__}.{module}")
    status: ExitStatus = command.run(args, streams)
    return status
