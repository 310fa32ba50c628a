"""`listbuilder explain CODE`: what a finding code means and how to fix it, in the reader's
language; `--list` names every code, `--markdown` writes docs/codes.md."""

from __future__ import annotations

import argparse

from listbuilder.cli.definition import Parser
from listbuilder.cli.streams import Streams
from listbuilder.cli.terminal import display_width, ljust_display
from listbuilder.core.exit_status import ExitStatus
from listbuilder.i18n import _
from listbuilder.storage import codes


def arguments(p: Parser) -> None:
    p.add_argument("code", nargs="?", metavar="CODE",
                   help=_("the code in brackets in a finding, e.g. BI-GROUP-MIXED"))
    p.add_argument("--list", action="store_true", help=_("list every code"))
    p.add_argument("--markdown", action="store_true",
                   help=_("print the reference of every code (docs/codes.md, in English)"))


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    if args.markdown:
        streams.out.write(codes.markdown())
        return ExitStatus.OK
    if args.list:
        streams.print(listing())
        return ExitStatus.OK
    if not args.code:
        streams.say(_("listbuilder: explain needs a CODE, or --list."))
        return ExitStatus.USAGE
    message = codes.lookup(args.code)
    if message is None:
        streams.say(_unknown(args.code, codes.suggestions(args.code)))
        return ExitStatus.USAGE
    streams.print(codes.explanation(message))
    return ExitStatus.OK


def listing() -> str:
    """One line per code: code, severity, message (`explain --list`), in columns as wide as
    their widest translated text shows in a terminal."""
    messages = sorted(codes.all_messages().values(), key=lambda m: m.code)
    rows = [(m.code, codes.severity_word(m.severity), codes.first_template(m))
            for m in messages]
    widths = [max(display_width(row[i]) for row in rows) for i in (0, 1)]
    return "\n".join(f"{ljust_display(code, widths[0])} {ljust_display(word, widths[1])} {text}"
                     for code, word, text in rows)


def _unknown(code: str, near: list[str]) -> str:
    text = _("listbuilder: no finding has the code '{code}'.", code=code)
    if near:
        text += " " + _("Did you mean {codes}?", codes=", ".join(f"'{c}'" for c in near))
    return text + " " + _("'listbuilder explain --list' lists every code.")
