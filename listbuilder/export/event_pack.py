"""An event's pack: one PDF with a cover (the event, what it takes, the table of every army
submitted, on the paper turned sideways) and then every army's roster, each from a page of
its own, the pages numbered across the pack.

One platypus document: the cover's page template, then each roster's own (export/roster.py:
its banner, frame and footer) with the roster's story. It is built twice: once to count the
pack's pages and find the page each roster starts on, then for good, so that each footer
can say "page 12 of 40" and the cover can name each roster's page.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    NextPageTemplate,
    PageBreak,
    PageTemplate,
    Spacer,
    Table,
)

from listbuilder import __version__, i18n
from listbuilder.core.event import Event
from listbuilder.core.list_view import UnitNames, in_words
from listbuilder.core.phrases import naming
from listbuilder.export.canvas import DOCUMENT, PdfTarget, document_info
from listbuilder.export.event_words import (
    counts_text,
    legal_word,
    notes,
    rules_lines,
    summary_line,
    system_name,
    totals_brief,
)
from listbuilder.export.fonts import REGULAR, register_fonts
from listbuilder.export.geometry import paper_mm, pt
from listbuilder.export.roster import (
    FOOTER_SIZE,
    FRAME_PAD,
    HEAD,
    MARGIN_MM,
    SUB,
    TITLE,
    RosterSheet,
    paragraph,
)
from listbuilder.export.roster_table import ruled_table
from listbuilder.export.table_layout import Column, column_widths
from listbuilder.i18n import _
from listbuilder.storage.atomic import write_atomic
from listbuilder.storage.codes import severity_word
from listbuilder.storage.event_check import Printed, Row

COVER = "cover"


@dataclass(frozen=True)
class Pack:
    event: Event
    rows: Sequence[Row]
    paper: str = "a4"


def write_pack(pack: Pack, out: str | Path, language: str | None = None) -> int:
    """Write the pack in `language` (None: the current one); returns its page count.

    Built in memory first, with no roster's page known and "page 1 of 1" in every footer:
    the page numbers lie outside the frames or in a column as wide whatever they say, so the
    second build, which says them, has the same pages."""
    with i18n.speaking(language or i18n.current()):
        parts = [_Part.of(row.number, row.printed, pack.paper) for row in pack.rows
                 if row.printed is not None]
        counted = _build(io.BytesIO(), pack, parts, {}, 1)
        starts = {part.number: counted.starts[part.name] for part in parts}
        document = io.BytesIO()
        _build(document, pack, parts, starts, counted.page)
    write_atomic(out, document.getvalue())
    return counted.page


class _PackDocument(BaseDocTemplate):
    """The pack's document, noting the page each template (the cover, a roster) starts on."""

    starts: dict[str, int]

    def afterInit(self) -> None:
        self.starts = {}

    def beforePage(self) -> None:
        self.starts.setdefault(self.pageTemplate.id, self.page)


def _build(out: PdfTarget, pack: Pack, parts: Sequence[_Part], starts: dict[int, int],
           total: int) -> _PackDocument:
    """The pack built into `out`, the cover naming each roster's first page by `starts`
    (row number → page), every footer saying the pack has `total` pages."""
    width, height = paper_mm(pack.paper)
    register_fonts()
    document = _PackDocument(
        out, pagesize=(pt(width), pt(height)),
        pageTemplates=[_cover_template(pack, total), *[part.template(total) for part in parts]],
        **DOCUMENT, **document_info(_("{event} — rosters", event=pack.event.name)))
    story = _cover(pack, starts)
    for part in parts:
        story += [NextPageTemplate(part.name), PageBreak(), *part.story()]
    document.build(story)
    return document


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
        sheet = RosterSheet(words, system.name, system.composition,
                            paper, printed.list_stamp, printed.share_code, printed.notes)
        return cls(number, sheet, names)

    @property
    def name(self) -> str:
        """Its page template's name."""
        return f"roster {self.number}"

    def template(self, pages: int) -> PageTemplate:
        return self.sheet.template(self.name, pages)

    def story(self) -> list[Flowable]:
        with naming(self.names):
            return self.sheet.story()


def _cover_size(pack: Pack) -> tuple[float, float]:
    """The paper turned sideways, where the table's ten columns have room (the rosters after
    the cover are upright again), in millimetres."""
    upright_w, upright_h = paper_mm(pack.paper)
    return upright_h, upright_w


def _cover_template(pack: Pack, total: int) -> PageTemplate:
    """The cover's page: the app and the event at its foot, and the page number."""
    width, height = _cover_size(pack)

    def decorate(canvas: Canvas, document: BaseDocTemplate) -> None:
        canvas.setFont(REGULAR, FOOTER_SIZE)
        canvas.drawString(pt(MARGIN_MM), pt(MARGIN_MM), f"listbuilder {__version__} · "
                          + pack.event.name)
        canvas.drawRightString(pt(width - MARGIN_MM), pt(MARGIN_MM),
                               _("page {page} of {pages}", page=document.page, pages=total))

    frame = Frame(pt(MARGIN_MM) + FRAME_PAD, pt(MARGIN_MM + 4) + FRAME_PAD,
                  pt(width - 2 * MARGIN_MM) - 2 * FRAME_PAD,
                  pt(height - 2 * MARGIN_MM - 4) - 2 * FRAME_PAD,
                  leftPadding=0, bottomPadding=0, rightPadding=0, topPadding=0)
    return PageTemplate(COVER, frames=[frame], onPage=decorate,
                        pagesize=(pt(width), pt(height)))


def _cover(pack: Pack, starts: dict[int, int]) -> list[Flowable]:
    """The cover: the event, what it takes, the table, the armies that have no roster."""
    event = pack.event
    width, height = _cover_size(pack)
    inside = (pt(width - 2 * MARGIN_MM) - 2 * FRAME_PAD,
              pt(height - 2 * MARGIN_MM - 4) - 2 * FRAME_PAD)
    facts = [event.date, system_name(event), summary_line(pack.rows)]
    story: list[Flowable] = [paragraph(event.name, TITLE),
                             paragraph(" · ".join(filter(None, facts)), SUB),
                             *[paragraph(line, SUB) for line in rules_lines(event)]]
    if event.notes.strip():
        story += [Spacer(0, pt(2)), *map(paragraph, event.notes.strip().splitlines())]
    story += [Spacer(0, pt(4)), _table(pack.rows, starts, *inside)]
    unprinted = [row for row in pack.rows if row.printed is None]
    if unprinted:
        story.append(paragraph(_("Without a roster"), HEAD))
        story += [paragraph(f"#{row.number} {row.player}: {severity_word(d.severity)} "
                            f"[{d.code}] {d.text()}")
                  for row in unprinted for d in row.findings]
    return story


def _table(rows: Sequence[Row], starts: dict[int, int], width: float, height: float
           ) -> Table:
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
        # out alike when its pages are counted and when it is built for good.
        Column(_("Page"), ["0000"], value_font=REGULAR),
    ]
    layout = column_widths(columns, width / pt(1))
    columns[-1] = Column(_("Page"), [str(starts.get(r.number, "—")) for r in rows])
    return ruled_table(columns, layout, 3, height)
