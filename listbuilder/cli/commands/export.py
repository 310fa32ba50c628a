"""`listbuilder export cards|roster|bases ARMY -o OUT.pdf`, and `export text ARMY`.

Exit codes follow the rest of the CLI: 0 written, 1 the army cannot be loaded (its
diagnostics are printed), 2 a usage error (bad paper, scale or card size; unreadable file).
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

from listbuilder import i18n
from listbuilder.cli.definition import ARMY_HELP, Parser, add_lists_option
from listbuilder.cli.streams import Streams
from listbuilder.core.diagnostics import Diagnostic, has_errors
from listbuilder.core.exit_status import CommandError, ExitStatus
from listbuilder.core.ranges import HEADER_TEXT_MAX
from listbuilder.core.text_safety import cleaned
from listbuilder.core.view import ArmyView
from listbuilder.export.army_text import army_text
from listbuilder.export.pdf import CARD_SIZES, PAPERS, PDF_KINDS, ExportOptions, write_pdf
from listbuilder.export.print_source import PrintSource
from listbuilder.i18n import N_, _, ngettext
from listbuilder.storage.atomic import write_atomic
from listbuilder.storage.loading import YAML_SUFFIXES, FailedLoad, LoadedArmy, load_file
from listbuilder.storage.open_army import open_army
from listbuilder.storage.regular_files import open_regular
from listbuilder.storage.share_army import army_list_of, current_stamp, share_code
from listbuilder.storage.write_failure import NotWritten

#: The roster's header facts `--player`, `--event` and `--date` set for one printout.
HEADER_FACTS = ("player", "event", "date")
#: The documents as the player reads their names on the command line.
DOCUMENT_NAMES = {"cards": N_("cards"), "roster": N_("roster"), "bases": N_("bases")}


def arguments(p: Parser) -> None:
    p.add_argument("kind", choices=(*PDF_KINDS, "text"),
                   help=_("what to print; `text` prints Markdown to paste in a forum"))
    p.add_argument("army", metavar="ARMY", help=_(ARMY_HELP))
    p.add_argument("-o", "--output", metavar="OUT.pdf", help=_("required for PDFs; text: stdout"))
    p.add_argument("--paper", choices=PAPERS, help=_("paper size (default: a4)"))
    p.add_argument("--scale", help=_("figure scale for bases and cards (default: the army's)"))
    p.add_argument("--card-size", choices=CARD_SIZES, help=_("card size (default: standard)"))
    add_lists_option(p)
    p.add_argument("--force", action="store_true",
                   help=_("replace OUT even when it exists and is not a PDF"))
    # The roster's header facts (the text's too), for this printout; the file is not changed.
    for fact, help_text in (("player", N_("the player's name the roster's header prints")),
                            ("event", N_("the event the roster's header prints")),
                            ("date", N_("the date the roster's header prints"))):
        p.add_argument(f"--{fact}", metavar=fact.upper(), help=_(help_text))


def refuse_to_overwrite(output: str | None, document: str) -> str | None:
    """Why writing `output` could destroy a player's work (an army, a list), or None.

    A PDF may only replace a PDF; the text export may replace anything but a list or army.
    """
    try:
        existing, _info = open_regular(output or "")  # a FIFO there must not block the peek
        with existing:
            head = existing.read(5)
    except OSError:
        return None  # nothing there, a folder, a pipe or an unreadable file: writing will say
    if head == b"%PDF-" or (document == "text" and not _is_list_or_army(str(output))):
        return None
    return (_("{path} exists and is a list or army file; not replacing it. Choose another "
              "name, or add --force to replace it.", path=output) if document == "text" else
            _("{path} exists and is not a PDF (an army or list?); not replacing it. Choose "
              "another name, or add --force to replace it.", path=output))


def _is_list_or_army(path: str) -> bool:
    if Path(path).suffix.lower() in YAML_SUFFIXES:
        return True
    loaded = load_file(path)
    return not isinstance(loaded, FailedLoad) or loaded.header is not None


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    unused = unused_options(args)
    if unused:
        raise CommandError(_("export {kind} does not use {options}; leave them out.",
                             kind=args.kind, options=", ".join(unused)))
    refusal = None if args.force else refuse_to_overwrite(args.output, args.kind)
    if refusal:
        raise CommandError(refusal)
    loaded = _load(args, streams)  # the army's own problems are said before a missing -o
    if isinstance(loaded, ExitStatus):
        return loaded
    view, army, diagnostics = loaded
    view = with_facts(view, args)
    if args.kind == "text":
        return _write_text(args, view, army, streams)
    if not args.output:
        raise CommandError(_("export {kind} needs -o OUT.pdf", kind=args.kind))
    # Only the roster prints the share code and the list's stamp.
    roster = args.kind == "roster"
    options = _options(args, _current_stamp(army, args.lists) if roster else None,
                       army.model.notes, _share_code(army, args.lists) if roster else None)
    return _print(args, view, army.system, has_errors(diagnostics), options, streams)


def _load(args: argparse.Namespace, streams: Streams
          ) -> ExitStatus | tuple[ArmyView, LoadedArmy, list[Diagnostic]]:
    """The army's view, its file and findings; or the exit code, its reason printed."""
    view, diagnostics, loaded = open_army(Path(args.army), [Path(p) for p in args.lists])
    if loaded is None:
        raise CommandError(f"{args.army}: {diagnostics[0].text()}")
    if view is None or not isinstance(loaded, LoadedArmy):
        for d in diagnostics:
            streams.say(d.render(args.army, for_people=True))
        return ExitStatus.FINDINGS
    return view, loaded, diagnostics


def unused_options(args: argparse.Namespace) -> list[str]:
    """The options given that this document would silently ignore (the roster's --scale is
    refused by `write_pdf` itself, for the dialog too)."""
    headed = ("roster", "text")  # the documents that print the header's facts
    used = {"--paper": PDF_KINDS, "--scale": PDF_KINDS, "--card-size": ("cards",),
            "--player": headed, "--event": headed, "--date": headed}
    given = {"--paper": args.paper, "--scale": args.scale, "--card-size": args.card_size,
             **{f"--{fact}": getattr(args, fact, None) for fact in HEADER_FACTS}}
    return [flag for flag, value in given.items() if value and args.kind not in used[flag]]


def with_facts(view: ArmyView, args: argparse.Namespace) -> ArmyView:
    """The view with the header's facts given on the command line instead of the army's
    own, each one line of printable text (as the editor keeps them)."""
    def fact(name: str) -> str:
        given = getattr(args, name, None)
        if given is None:  # not given: the army's own
            return str(getattr(view, name))
        return cleaned(given, one_line=True)[0].strip()[:HEADER_TEXT_MAX]
    return replace(view, player=fact("player"), event=fact("event"), date=fact("date"))


def _options(args: argparse.Namespace, list_stamp: str | None, notes: str | None,
             share_code: str | None) -> ExportOptions:
    return ExportOptions(paper=args.paper or "a4", scale=args.scale,
                         card_size=args.card_size or "standard", list_stamp=list_stamp,
                         share_code=share_code, notes=notes,
                         language=i18n.current())  # --lang, LISTBUILDER_LANG or the system


def _print(args: argparse.Namespace, view: ArmyView, source: PrintSource, breaks_rules: bool,
           options: ExportOptions, streams: Streams) -> ExitStatus:
    """Write the PDF, saying what was written and what could not be printed."""
    # deferred: reportlab (~70 ms of a start), which `export text` never loads
    from listbuilder.export.fonts import missing_characters, unprintable_warning, view_texts

    if breaks_rules:  # warn, don't block: an illegal army still prints
        streams.say(f"listbuilder: {args.army}: " + _("the army breaks rules; printing it "
                                                       "anyway (see the roster's findings)"))
    try:  # an ExportError (a card too wide for the paper) is a CommandError: `run.py` says it
        pages = write_pdf(args.kind, view, source, args.output, options)
    except OSError as exc:
        raise NotWritten(args.output, exc) from exc
    streams.print(f"{args.output}: " + _("{document}, {pages}",
                                         document=_(DOCUMENT_NAMES[args.kind]),
                                         pages=ngettext("{n} page", "{n} pages", pages)))
    if missing := missing_characters(view_texts(view, options.notes)):
        streams.say("listbuilder: " + unprintable_warning(missing))
    return ExitStatus.OK


def _write_text(args: argparse.Namespace, view: ArmyView, loaded: LoadedArmy,
                streams: Streams) -> ExitStatus:
    army_list = army_list_of(loaded, [Path(p) for p in args.lists])
    text = army_text(view, loaded.system.name, army_list,
                     loaded.system.composition, loaded.model.notes)
    if not args.output:
        streams.out.write(text)
        return ExitStatus.OK
    try:
        write_atomic(args.output, text)  # a failed write leaves the old file, or none
    except OSError as exc:
        raise NotWritten(args.output, exc) from exc
    return ExitStatus.OK


def _current_stamp(loaded: LoadedArmy, lists: list[str]) -> str | None:
    return current_stamp(loaded, [Path(p) for p in lists])


def _share_code(loaded: LoadedArmy, lists: list[str]) -> str:
    return share_code(loaded, [Path(p) for p in lists])
