"""The one way to print: `write_pdf(kind, view, system, out, options)`.

The command line and the editor's export dialog both call it, so which documents exist, which
options each takes and what is an error is decided here once. Heavy imports (reportlab) wait
until a document is written.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING

from listbuilder import i18n
from listbuilder.core.list_view import UnitNames, in_words
from listbuilder.core.phrases import naming
from listbuilder.i18n import _
from listbuilder.storage.atomic import write_atomic

if TYPE_CHECKING:
    from listbuilder.core.view import ArmyView
    from listbuilder.export.print_source import PrintSource

PDF_KINDS = ("cards", "roster", "bases")
PAPERS = ("a4", "letter")
CARD_SIZES = ("standard", "poker", "large")
#: The documents a figure scale changes (bases are sized by it, cards print M in cm by it).
SCALED = ("cards", "bases")


@dataclass(frozen=True)
class ExportOptions:
    paper: str = "a4"
    scale: str | None = None  # None: the army's own scale
    card_size: str | tuple[float, float] = "standard"
    # The stamp of the list data printed (the list as loaded now), in the roster's footer.
    list_stamp: str | None = None
    share_code: str | None = None  # printed (with its QR code) on the roster
    notes: str | None = None  # the army's own notes, printed on the roster
    language: str | None = None  # the words printed; None: the current language


def write_pdf(kind: str, view: ArmyView, system: PrintSource, out: str | Path,
              options: ExportOptions | None = None) -> int:
    """Write one document in `options.language`; returns its page count. Raises `ExportError`
    for a request that cannot be printed (said plainly) and `OSError` when the file cannot be
    written."""
    options = options or ExportOptions()
    # Drawn in memory, then written at once: a full disk or a kill leaves the old file or
    # none, never a truncated PDF (nor an empty one that blocks the retry).
    document = io.BytesIO()
    # Findings name the army's units as its cards and roster do ("Knights 2").
    with i18n.speaking(options.language or i18n.current()), naming(UnitNames.of(view)):
        pages = _write_pdf(kind, view, system, document, options)
    write_atomic(out, document.getvalue())
    return pages


def _write_pdf(kind: str, view: ArmyView, system: PrintSource, out: IO[bytes],
               options: ExportOptions) -> int:
    from listbuilder.export.geometry import ExportError  # reportlab: only when printing

    # The list's names in the document's language, each unit labelled as its findings name it
    # ("Knights 2"); the base chart counts bases by size under the plain names.
    view = in_words(view, numbered=kind != "bases")

    if kind not in PDF_KINDS:
        raise ExportError(_("Unknown PDF kind '{kind}'; use one of: {kinds}.", kind=kind,
                            kinds=", ".join(PDF_KINDS)))
    if options.scale and kind not in SCALED:
        raise ExportError(_("The {kind} does not depend on the figure scale; leave out the "
                            "scale (it is used by: {kinds}).", kind=kind,
                            kinds=", ".join(SCALED)))
    # Each document's modules only: the roster's platypus would cost a first export of cards
    # or bases 14 % or more of its CPU time (bench/bench_export.py).
    if kind == "cards":
        from listbuilder.export.cards_sheet import write_cards

        return write_cards(view, system, out, paper=options.paper,
                           card_size=options.card_size, scale=options.scale)
    if kind == "bases":
        from listbuilder.export.bases_chart import write_bases

        return write_bases(view, system, out, paper=options.paper, scale=options.scale)
    from listbuilder.export.roster import write_roster

    return write_roster(view, system, out, paper=options.paper, list_stamp=options.list_stamp,
                        share_code=options.share_code, notes=options.notes)
