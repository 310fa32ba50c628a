"""`listbuilder explain CODE`: what a finding code means and how to fix it, in the reader's
language; `--list` names every code, `--markdown` writes docs/codes.md."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from listbuilder.i18n import N_, _

EXIT_OK, EXIT_USAGE = 0, 2


def add_explain_parser(subparsers: Any) -> None:
    p = subparsers.add_parser("explain", help=N_("explain a finding code (e.g. BI-GROUP-MIXED)"))
    p.add_argument("code", nargs="?", metavar="CODE",
                   help=N_("the code in brackets in a finding, e.g. BI-GROUP-MIXED"))
    p.add_argument("--list", action="store_true", help=N_("list every code"))
    p.add_argument("--markdown", action="store_true",
                   help=N_("print the reference of every code (docs/codes.md, in English)"))
    p.set_defaults(handler=run_explain)


def run_explain(args: argparse.Namespace) -> int:
    from listbuilder import codes  # every system's messages: only when explaining

    if args.markdown:
        sys.stdout.write(codes.markdown())
        return EXIT_OK
    if args.list:
        print(codes.listing())
        return EXIT_OK
    if not args.code:
        print(_("listbuilder: explain needs a CODE, or --list."), file=sys.stderr)
        return EXIT_USAGE
    message = codes.lookup(args.code)
    if message is None:
        print(_unknown(args.code, codes.suggestions(args.code)), file=sys.stderr)
        return EXIT_USAGE
    print(codes.explanation(message))
    return EXIT_OK


def _unknown(code: str, near: list[str]) -> str:
    text = _("listbuilder: no finding has the code '{code}'.", code=code)
    if near:
        text += " " + _("Did you mean {codes}?", codes=", ".join(f"'{c}'" for c in near))
    return text + " " + _("'listbuilder explain --list' lists every code.")
