"""An event's pack: one PDF with a cover (the event, what it takes, the table of every army
submitted, on the paper turned sideways) and then every army's roster, each from a page of
its own, the pages numbered across the pack.

The rosters are the roster's own drawing (export/roster.py), poured one after another onto
the pack's canvas. The pack is poured twice: once to count every part's pages, then for good,
so that each footer can say "page 12 of 40" and the cover can name each roster's page.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from listbuilder import __version__, i18n
from listbuilder.core.event import Event
from listbuilder.core.list_view import UnitNames, in_words
from listbuilder.core.phrases import naming
from listbuilder.export.canvas import new_canvas
from listbuilder.export.event_words import (
    counts_text,
    legal_word,
    notes,
    rules_lines,
    summary_line,
    system_name,
    totals_brief,
)
from listbuilder.export.flow import Flow, Frame, Gap
from listbuilder.export.fonts import BOLD, REGULAR
from listbuilder.export.geometry import paper_mm, pt
from listbuilder.export.roster import (
    BODY,
    FOOTER_SIZE,
    FRAME_PAD,
    HEAD,
    MARGIN_MM,
    SUB,
    TITLE,
    RosterSheet,
)
from listbuilder.export.table_block import Cell, TableBlock
from listbuilder.export.table_layout import CELL_SIZE, Column, column_widths
from listbuilder.export.text_block import Style, TextBlock, words_of
from listbuilder.i18n import _
from listbuilder.storage.atomic import write_atomic
from listbuilder.storage.codes import severity_word
from listbuilder.storage.event_check import Printed, Row

CELL = Style(REGULAR, CELL_SIZE, 9.5)
CELL_BOLD = Style(BOLD, CELL_SIZE, 9.5)


@dataclass(frozen=True)
class Pack:
    event: Event
    rows: Sequence[Row]
    paper: str = "a4"


def write_pack(pack: Pack, out: str | Path, language: str | None = None) -> int:
    """Write the pack in `language` (None: the current one); returns its page count."""
    with i18n.speaking(language or i18n.current()):
        parts = [_Part.of(row.number, row.printed, pack.paper) for row in pack.rows
                 if row.printed is not None]
        counts = [part.pages() for part in parts]
        cover = _cover_pages(pack)
        total = cover + sum(counts)
        starts, before = {}, cover
        for part, count in zip(parts, counts, strict=True):
            starts[part.number] = before + 1
            before += count
        width, height = paper_mm(pack.paper)
        document = io.BytesIO()
        canvas = new_canvas(document, width, height, _("{event} — rosters",
                                                       event=pack.event.name))
        _cover(canvas, pack, starts, total)
        for part in parts:
            part.pour_on(canvas, starts[part.number] - 1, total)
        canvas.save()
    write_atomic(out, document.getvalue())
    return total


@dataclass(frozen=True)
class _Part:
    """One army's roster as `export roster` draws it, in the pack's language, its findings
    naming units as its table does ("Knights 2")."""

    number: int
    sheet: RosterSheet
    names: UnitNames

    @classmethod
    def of(cls, number: int, printed: Printed, paper: str) -> _Part:
        view = printed.view
        names = UnitNames.of(view)
        with naming(names):
            words = in_words(view, numbered=True)
        system = printed.system
        sheet = RosterSheet(words, system.name, lambda unit: system.composition(words, unit),
                            paper, printed.list_stamp, printed.share_code, printed.notes)
        return cls(number, sheet, names)

    def pages(self) -> int:
        with naming(self.names):
            return self.sheet.pour(io.BytesIO(), 1)

    def pour_on(self, canvas: Canvas, before: int, total: int) -> None:
        with naming(self.names):
            self.sheet.pour_on(canvas, lambda page: (before + page, total))


def _cover_pages(pack: Pack) -> int:
    """How many pages the cover takes (its page column's numbers never change that)."""
    width, height = paper_mm(pack.paper)
    return _cover(new_canvas(io.BytesIO(), width, height, ""), pack, {}, 1)


def _cover(canvas: Canvas, pack: Pack, starts: dict[int, int], total: int) -> int:
    """The cover: the event, what it takes, the table, the armies that have no roster. On
    the paper turned sideways, where the table's ten columns have room; the rosters after it
    are upright again."""
    upright_w, upright_h = paper_mm(pack.paper)
    width, height = upright_h, upright_w
    canvas.setPageSize((pt(width), pt(height)))
    event = pack.event

    def decorate(canvas: Canvas, page: int) -> None:
        canvas.setFont(REGULAR, FOOTER_SIZE)
        canvas.drawString(pt(MARGIN_MM), pt(MARGIN_MM), f"listbuilder {__version__} · "
                          + event.name)
        canvas.drawRightString(pt(width - MARGIN_MM), pt(MARGIN_MM),
                               _("page {page} of {pages}", page=page, pages=total))

    frame = Frame(x=pt(MARGIN_MM) + FRAME_PAD, bottom=pt(MARGIN_MM + 4) + FRAME_PAD,
                  width=pt(width - 2 * MARGIN_MM) - 2 * FRAME_PAD,
                  top=pt(height - MARGIN_MM) - FRAME_PAD)
    flow = Flow(canvas, frame, decorate)
    text_w = frame.width

    def text(line: str, style: Style = BODY) -> TextBlock:
        return TextBlock.of(words_of(line, style.font), style, text_w)

    flow.add(text(event.name, TITLE))
    facts = [event.date, system_name(event), summary_line(pack.rows)]
    flow.add(text(" · ".join(filter(None, facts)), SUB))
    for line in rules_lines(event):
        flow.add(text(line, SUB))
    if event.notes.strip():
        flow.add(Gap(pt(2)))
        for line in event.notes.strip().splitlines():
            flow.add(text(line))
    flow.add(Gap(pt(4)))
    flow.add(_table(pack.rows, starts, text_w / pt(1)))
    unprinted = [row for row in pack.rows if row.printed is None]
    if unprinted:
        flow.keep_with_next(Gap(6.0))
        flow.keep_with_next(text(_("Without a roster"), HEAD))
        for row in unprinted:
            for d in row.findings:
                flow.add(text(f"#{row.number} {row.player}: {severity_word(d.severity)} "
                              f"[{d.code}] {d.text()}"))
    pages = flow.finish()
    canvas.setPageSize((pt(upright_w), pt(upright_h)))
    return pages


def _table(rows: Sequence[Row], starts: dict[int, int], avail_mm: float) -> TableBlock:
    columns = [
        Column("#", [str(r.number) for r in rows]),
        Column(_("Player"), [r.player for r in rows], 0.2),
        Column(_("Army"), [r.army for r in rows], 0.25),
        Column(_("List"), [r.list_name or r.list_id for r in rows], 0.2, REGULAR),
        Column(_("Totals"), [totals_brief(r.totals) for r in rows], 0.15, REGULAR),
        Column(_("Legal"), [legal_word(r) for r in rows], value_font=REGULAR),
        Column(_("E/W/I"), [counts_text(r) for r in rows], value_font=REGULAR),
        Column(_("Seal"), [r.seal or "—" for r in rows], value_font=REGULAR),
        Column(_("Notes"), [notes(r) for r in rows], 0.2, REGULAR),
        # As wide for a page count of four digits whatever the numbers: the cover is laid
        # out alike when its pages are counted and when it is drawn.
        Column(_("Page"), ["0000"], value_font=REGULAR),
    ]
    layout = column_widths(columns, avail_mm)
    columns[-1] = Column(_("Page"), [str(starts.get(r.number, "—")) for r in rows])
    widths = [pt(w) for w in layout.widths_mm]
    head = Style(BOLD, layout.header_size, layout.header_size * 1.2)
    header = [Cell.of(c.header, head, w) for c, w in zip(columns, widths, strict=True)]
    body = [[Cell.of(c.texts[n], CELL_BOLD if col < 3 else CELL, w)
             for col, (c, w) in enumerate(zip(columns, widths, strict=True))]
            for n in range(len(rows))]
    return TableBlock(widths, header, body)
