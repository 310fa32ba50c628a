"""The roster sheet: the whole army on one page where it fits.

Header (army and list), options, a units table whose columns come from the profile keys, the
General, groups and big units, totals, findings, and a footer with the app version and the
stamp of the list data printed (`list_stamp`: the list as it is now, which the army's own
recorded stamp may not be). Laid out by reportlab's platypus; user text is escaped before it
becomes a Paragraph, so `<` and `&` print literally.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    KeepTogether,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
)

from listbuilder import __version__
from listbuilder.core.list_view import member_name
from listbuilder.core.phrases import said
from listbuilder.core.view import ArmyView, UnitView
from listbuilder.export.banner import BANNER_H_MM, banner_text, draw_banner
from listbuilder.export.canvas import DOCUMENT, PdfTarget, document_info
from listbuilder.export.fonts import BOLD, REGULAR, SMALLEST, register_fonts
from listbuilder.export.geometry import paper_mm, pt
from listbuilder.export.qr import qr_code
from listbuilder.export.roster_table import details_apart, table_columns, units_table
from listbuilder.export.tally import Tally
from listbuilder.export.text import fit
from listbuilder.export.text import width as text_width
from listbuilder.export.totals import (
    break_tallies,
    header_facts,
    rules_once,
    total_lines,
    unit_notes,
)
from listbuilder.export.typeset import typeset
from listbuilder.i18n import _
from listbuilder.i18n.words import group_kind_name, named_suffix, scale_name, term
from listbuilder.storage.atomic import write_atomic
from listbuilder.storage.codes import severity_word
from listbuilder.storage.share import without_notes

if TYPE_CHECKING:
    from listbuilder.export.print_source import PrintSource

MARGIN_MM = 12.0
FRAME_PAD = 6.0  # points inside the margins
TITLE = ParagraphStyle("title", fontName=BOLD, fontSize=15, leading=18)
SUB = ParagraphStyle("sub", fontName=REGULAR, fontSize=9, leading=11.5)
#: A section's heading: on the page of the section's first lines, the space above it dropped
#: at a page's top.
HEAD = ParagraphStyle("head", fontName=BOLD, fontSize=10, leading=13, spaceBefore=6,
                      keepWithNext=1)
BODY = ParagraphStyle("body", fontName=REGULAR, fontSize=8.5, leading=10.5)
BOLD_BODY = ParagraphStyle("bold-body", BODY, fontName=BOLD, spaceBefore=2, spaceAfter=2)
CODE = ParagraphStyle("code", fontName=REGULAR, fontSize=7, leading=8.5)
FOOTER_SIZE = SMALLEST


def write_roster(view: ArmyView, system: PrintSource, out: PdfTarget, *, paper: str = "a4",
                 list_stamp: str | None = None, share_code: str | None = None,
                 notes: str | None = None) -> int:
    """Write the roster sheet; returns the number of pages.

    Poured in memory first, its footers saying "page 1 of 1"; a sheet that turns out longer
    is poured again, so that every footer can say "page 1 of 2". The footers lie outside
    the frame and never change its pages."""
    sheet = RosterSheet(view, system.name, system.composition, paper,
                        list_stamp, share_code, notes)
    first = io.BytesIO()
    pages = sheet.pour(first, 1)
    if pages == 1:
        if isinstance(out, str | Path):  # called on its own (tests): still never in place
            write_atomic(Path(out), first.getvalue())
        else:
            out.write(first.getvalue())
    else:
        sheet.pour(out, pages)
    return pages


@dataclass(frozen=True)
class RosterSheet:
    view: ArmyView
    system_name: str
    composition: Callable[[UnitView], list[str]]
    paper: str
    list_stamp: str | None
    share_code: str | None
    notes: str | None

    def pour(self, out: PdfTarget, pages: int) -> int:
        """The sheet written to `out`, its footers saying it has `pages` pages."""
        width, height = paper_mm(self.paper)
        register_fonts()
        doc = BaseDocTemplate(str(out) if isinstance(out, str | Path) else out,
                              pagesize=(pt(width), pt(height)),
                              pageTemplates=[self.template("roster", pages)],
                              **DOCUMENT, **document_info(
                                  _("{army} — roster", army=self.view.army_name)))
        doc.build(self.story())
        return doc.page

    @cached_property
    def inside(self) -> tuple[float, float]:
        """The frame's width and height in points: under the army's banner, above the
        footer."""
        width, height = paper_mm(self.paper)
        top = MARGIN_MM + (BANNER_H_MM + 2 if banner_text(self.view) else 0)
        return (pt(width - 2 * MARGIN_MM) - 2 * FRAME_PAD,
                pt(height - top - MARGIN_MM - 4) - 2 * FRAME_PAD)

    def template(self, name: str, pages: int) -> PageTemplate:
        """The sheet's page: the banner, the frame and the footer, whose page number is the
        document's and says it has `pages` pages (an event's pack numbers its pages across
        every roster)."""
        width, height = paper_mm(self.paper)
        banner = banner_text(self.view)

        def decorate(canvas: Canvas, doc: BaseDocTemplate) -> None:
            draw_banner(canvas, banner, MARGIN_MM, height - MARGIN_MM + 1,
                        width - 2 * MARGIN_MM)
            self.footer(canvas, width, doc.page, pages)

        frame = Frame(pt(MARGIN_MM) + FRAME_PAD, pt(MARGIN_MM + 4) + FRAME_PAD, *self.inside,
                      leftPadding=0, bottomPadding=0, rightPadding=0, topPadding=0)
        return PageTemplate(name, frames=[frame], onPage=decorate,
                            pagesize=(pt(width), pt(height)))

    def story(self) -> list[Flowable]:
        """The sheet's sections as flowables, for one build (platypus uses them up)."""
        return Roster(self.view, *self.inside).story(
            self.system_name, self.notes, self.share_code, self.composition)

    def footer(self, canvas: Canvas, width: float, page: int, pages: int) -> None:
        """The version and the list's stamp, and the page number: on one line where they
        fit, else the list on a line of its own above (never cut short)."""
        stamp, list_name = self.list_stamp, self.view.list_name
        named = (_("List {list}, version {stamp}", list=list_name, stamp=stamp)
                 if stamp else _("List: {list}", list=list_name))
        page_label = _("page {page} of {pages}", page=page, pages=pages)
        line = f"listbuilder {__version__} · {named}"
        room = pt(width - 2 * MARGIN_MM - 3) - text_width(page_label, REGULAR, FOOTER_SIZE)
        canvas.setFont(REGULAR, FOOTER_SIZE)
        if text_width(line, REGULAR, FOOTER_SIZE) > room:
            # Up to three lines fit between the footer and the frame; only a list name
            # longer than any real one is cut there.
            above = fit([named], REGULAR, pt(width - 2 * MARGIN_MM), 3 * FOOTER_SIZE * 1.2,
                        FOOTER_SIZE, FOOTER_SIZE).lines
            for n, text in enumerate(reversed(above), 1):
                canvas.drawString(pt(MARGIN_MM), pt(MARGIN_MM) + n * FOOTER_SIZE * 1.2, text)
            line = f"listbuilder {__version__}"
        canvas.drawString(pt(MARGIN_MM), pt(MARGIN_MM), line)
        canvas.drawRightString(pt(width - MARGIN_MM), pt(MARGIN_MM), page_label)


class Roster:
    """The sections of the sheet, in order, as platypus flowables."""

    def __init__(self, view: ArmyView, width: float, height: float) -> None:
        self.view, self.width, self.height = view, width, height  # a page's, in points
        self.flowables: list[Flowable] = []

    def add(self, *flowables: Flowable) -> None:
        self.flowables.extend(flowables)

    def heading(self, text: str) -> None:
        self.add(paragraph(text, HEAD))

    def story(self, system_name: str, notes: str | None, share_code: str | None,
              composition: Callable[[UnitView], list[str]] | None = None) -> list[Flowable]:
        view = self.view
        self.add(paragraph(view.army_name or view.list_name, TITLE),
                 paragraph(f"{view.list_name} · {term(system_name)}"
                           + (f" · {scale_name(view.scale)}" if view.scale else ""), SUB))
        if facts := header_facts(view):
            self.add(paragraph(" · ".join(facts), SUB))
        if view.options:
            self.add(paragraph(_("Options: {options}",
                                 options=", ".join(map(said, view.options))), SUB))
        self.add(Spacer(0, pt(3)), units_table(view, self.width / pt(1), self.height))
        if details_apart(view, self.width / pt(1)):
            self.details()
        if composition:
            self.made_of(composition)
        self.unit_notes()
        self.groups()
        self.rules()
        self.totals()
        if notes and notes.strip():
            self.heading(_("Notes"))
            self.add(*[paragraph(line) for line in notes.strip().splitlines()])
        self.findings()
        if share_code:
            self.share(share_code)
        return self.flowables

    def groups(self) -> None:
        view = self.view
        lines = []
        for group in view.groups:
            kind = group_kind_name(group.kind)
            if group.name:
                kind += named_suffix(group.name)
            names = [member_name(view, m) for m in group.members]
            if group.kind == "big-unit" and len(names) == 2:
                lines.append(_("{kind}: {front} in front, {rear} behind", kind=kind,
                               front=names[0], rear=names[1]))
            else:
                lines.append(f"{kind}: {', '.join(names)}")
        if lines:
            self.heading(_("Groups"))
            self.add(*map(paragraph, lines))

    def details(self) -> None:
        """Each unit's equipment and traits, when the table has no room for them."""
        column = table_columns(self.view)[-1]
        self.heading(column.header)
        self.add(*[headed(f"#{n} {unit.name}:", text)
                   for n, (unit, text) in enumerate(zip(self.view.units, column.texts,
                                                        strict=True), 1) if text])

    def made_of(self, composition: Callable[[UnitView], list[str]]) -> None:
        """What each unit is made of, where its system says (a detachment's sergeant, a
        battalion's grenadiers): the figures its points come from."""
        paragraphs = [headed(f"#{n} {unit.name}:", "; ".join(lines))
                      for n, unit in enumerate(self.view.units, 1)
                      if (lines := composition(unit))]
        if paragraphs:
            self.heading(_("Composition"))
            self.add(*paragraphs)

    def unit_notes(self) -> None:
        """The player's own notes on units, each by the unit's number and name."""
        paragraphs = [headed(f"#{n} {unit.name}:", unit.player_note)
                      for n, unit in unit_notes(self.view)]
        if paragraphs:
            self.heading(_("Unit notes"))
            self.add(*paragraphs)

    def rules(self) -> None:
        """Each rule in short once, with the units that have it: a glossary, here rather
        than in table cells many lines tall or repeated for each of six schiltrons."""
        paragraphs = [headed(f"{rule.name}:" if rule.name else "", rule.sentence)
                      for rule in rules_once(self.view)]
        if paragraphs:
            self.heading(_("Rules"))
            self.add(*paragraphs)

    def totals(self) -> None:
        lines = total_lines(self.view)
        if not lines:
            return
        self.heading(_("Totals"))
        self.add(paragraph(" · ".join(lines)))
        for tally in break_tallies(self.view):
            if isinstance(tally.value, int) and tally.breaks_at is not None:
                self.add(Tally(term(tally.label), tally.value, tally.breaks_at,
                               self.width / pt(1)))

    def findings(self) -> None:
        self.heading(_("Findings"))
        if not self.view.findings:
            self.add(paragraph(_("None: the army is legal.")))
        for d in self.view.findings:
            self.add(paragraph(f"{severity_word(d.severity)} [{d.code}] {d.text()}"))

    def share(self, code: str) -> None:
        """The army's share code, for `listbuilder import` or the editor's Paste share code,
        its QR code beside it: on one page where it fits, as a code is copied from one
        place. Where the notes make the code too long for a QR code, the code printed leaves
        them out and says so: one scan at the table rebuilds the army, and the notes are on
        the page already (`listbuilder share` gives the whole code)."""
        qr, said = qr_code(code), ""
        if qr is None and (bare := without_notes(code)) and (qr := qr_code(bare)):
            code = bare
            said = _("The notes make this army's share code too long for a QR code: this "
                     "code and its QR code leave them out (the roster prints them; "
                     "listbuilder share gives the whole code).")
        elif qr is None:
            said = _("This army's share code is too long for a QR code: copy it from here or "
                     "from listbuilder share.")
        text = Paragraph(escape(code), CODE)  # as it is: a code's characters are not typeset
        self.add(KeepTogether([
            paragraph(_("Share code"), HEAD),
            paragraph(_("Rebuild this army with: listbuilder import CODE -o army.yaml (or "
                        "Paste share code in the editor).")),
            *([headed("", said, BOLD_BODY)] if said else []),
            beside(qr, text, self.width) if qr else text]))


def paragraph(text: str, style: ParagraphStyle = BODY) -> Paragraph:
    """The text as written (nothing in it is markup), its numbers typeset."""
    return Paragraph(escape(typeset(text)), style)


def headed(head: str, text: str, style: ParagraphStyle = BODY) -> Paragraph:
    """A paragraph led by its subject in bold: "#3 Knights 2: …", "Pike: …"."""
    bold = f"<b>{escape(head)}</b> " if head else ""
    return Paragraph(bold + escape(typeset(text)), style)


def beside(qr: Flowable, text: Paragraph, width: float) -> Table:
    """The QR code with the code's text to its right, top-aligned: half the height of the
    text under the code, which pushed the section onto a page of its own."""
    qr_w = qr.wrap(width, 0)[0]
    return Table([[qr, text]], colWidths=[qr_w + pt(3), width - qr_w - pt(3)], hAlign="LEFT",
                 style=[("VALIGN", (0, 0), (-1, -1), "TOP"),
                        # The table's own font, or reportlab names Helvetica, unembedded.
                        ("FONT", (0, 0), (-1, -1), REGULAR, CODE.fontSize),
                        *((side, (0, 0), (-1, -1), 0) for side in (
                            "LEFTPADDING", "RIGHTPADDING", "TOPPADDING", "BOTTOMPADDING"))])
