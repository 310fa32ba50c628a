"""`listbuilder validate PATH...`: check list and army files or whole folders, as CI does."""

from __future__ import annotations

import argparse
from pathlib import Path

from listbuilder.cli.definition import (
    Parser,
    add_format_option,
    add_lists_option,
    add_strict_option,
)
from listbuilder.cli.findings import render, shown_path
from listbuilder.cli.streams import Streams
from listbuilder.cli.validate_paths import validate_paths
from listbuilder.core.diagnostics import has_errors
from listbuilder.core.exit_status import CommandError, ExitStatus
from listbuilder.i18n import _


def arguments(p: Parser) -> None:
    p.add_argument("paths", nargs="+", metavar="PATH", help=_("files or folders (recursive)"))
    add_format_option(p, ("text", "json", "github"), _(
        "text (PATH:LINE:COL lines), json (findings and summary) or github (workflow "
        "annotations)"))
    add_strict_option(p)
    add_lists_option(p, _("extra folder of army lists for the armies checked"))
    p.add_argument("--exclude", action="append", default=[], metavar="GLOB",
                   help=_("leave out files or folders matching GLOB (repeatable), e.g. "
                          "'.github/*' or '*.yml'"))


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    report = validate_paths([Path(p) for p in args.paths], [Path(p) for p in args.lists],
                            args.exclude)
    for problem in report.unreadable:
        streams.say(f"listbuilder: {problem}")
    findings = [(shown_path(f), d) for f, d in report.findings]
    totals = [(shown_path(f), t) for f, t in report.list_totals]
    names = {shown_path(f): n for f, n in report.unit_names.items()}
    streams.print(render(args.format, findings, report.files_checked, totals, names))
    for crash in report.crashed:
        streams.say(crash.render(shown_path(crash.path), trace=streams.traceback))
    if report.crashed:
        return ExitStatus.INTERNAL
    if report.unreadable or report.denied:
        return ExitStatus.USAGE
    if not report.files_checked:  # a CI job pointed at the wrong folder must not pass
        raise CommandError(_("no list or army files (*.yaml, *.yml) in {paths}",
                             paths=", ".join(args.paths)))
    failing = has_errors([d for _p, d in findings], strict=args.strict)
    return ExitStatus.FINDINGS if failing else ExitStatus.OK
