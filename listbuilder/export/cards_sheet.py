"""Unit cards laid out N-up on a sheet, with thin cut marks where the margins leave room."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from reportlab.pdfgen.canvas import Canvas

from listbuilder.core.diagnostics import Severity
from listbuilder.core.printables import Card
from listbuilder.core.view import ArmyView
from listbuilder.export.banner import BANNER_H_MM, banner_text, draw_banner
from listbuilder.export.canvas import PdfTarget, new_canvas
from listbuilder.export.card_flowable import CardFlowable, CardPart
from listbuilder.export.card_split import split_card
from listbuilder.export.geometry import MIN_MARGIN_MM, CardSheet, card_sheet, pt
from listbuilder.export.scale import asked_scale, pick_scale
from listbuilder.export.totals import unit_notes_line
from listbuilder.export.typeset import typeset
from listbuilder.i18n import _
from listbuilder.i18n.words import scale_label
from listbuilder.storage.messages import ARMY_LIST_CHANGED

if TYPE_CHECKING:
    from listbuilder.export.print_source import PrintSource

CUT_GAP_MM, CUT_LEN_MM = 1.0, 4.0


def write_cards(view: ArmyView, system: PrintSource, out: PdfTarget, *, paper: str = "a4",
                card_size: str | tuple[float, float] = "standard", scale: str | None = None) -> int:
    """Write the army's unit cards; returns the number of pages."""
    banner = banner_text(view)
    # The banner takes its own room above the cards: on Letter, large cards reach 12.7 mm
    # from the top and it covered their first 3 mm.
    sheet = card_sheet(paper, card_size, BANNER_H_MM + 1 if banner else 0.0)
    chosen = pick_scale(view, system, scale)
    # The cards say the scale they are for ("20mm"), and whose sizes they use where that
    # is another: the system reads the first from the view it is given.
    asked = asked_scale(view, system, scale)
    cards = [_marked(card, view) for card in system.cards(replace(view, scale=asked), chosen)]
    canvas = new_canvas(out, sheet.paper_w, sheet.paper_h,
                        _("{army} — unit cards", army=view.army_name))
    pages = draw_cards(canvas, sheet, cards, view.army_name, banner,
                       CardsAbout(scale_label(asked, chosen), army_marks(view)))
    canvas.save()
    return pages


def _marked(card: Card, view: ArmyView) -> Card:
    """The card with each error about its unit first (an illegal choice prints as chosen,
    and says so where the player looks), then the player's own notes on the unit, its
    numbers typeset."""
    errors = [_("NOT LEGAL: {message}", message=d.text()) for d in view.findings
              if d.severity == Severity.ERROR and card.unit_id in d.subjects]
    unit = view.unit(card.unit_id)
    if unit is not None and unit.player_note:
        errors.append(unit_notes_line(unit.player_note))
    table = card.table and replace(
        card.table, headers=tuple(map(typeset, card.table.headers)),
        rows=tuple(tuple(map(typeset, row)) for row in card.table.rows),
        notes=tuple(map(typeset, card.table.notes)))
    return replace(card, title=typeset(card.title), subtitle=typeset(card.subtitle),
                   stats=tuple(replace(s, value=typeset(s.value), hint=typeset(s.hint))
                               for s in card.stats),
                   lines=tuple(map(typeset, (*errors, *card.lines))), table=table)


@dataclass(frozen=True)
class CardsAbout:
    """What every card of the sheet says of the army: the scale its distances assume and
    why the army is not to be trusted, if it is not."""

    scale: str = ""
    marks: tuple[str, ...] = ()


def army_marks(view: ArmyView) -> tuple[str, ...]:
    """An illegal army, and an army built from another version of its list, said on each
    card: cards are cut apart and handed round, away from the sheet's banner."""
    marks = [banner_text(view)] if banner_text(view) else []
    if any(d.code == ARMY_LIST_CHANGED.code for d in view.findings):
        marks.append(_("LIST CHANGED since this army was built: check it before playing"))
    return tuple(marks)


def card_parts(sheet: CardSheet, cards: list[Card], army_name: str = "",
               about: CardsAbout | None = None) -> list[CardPart]:
    """Every printed card in order: each unit's card followed by its continuations. The
    number is the unit's place in the army, so identical units can be told apart."""
    about = about or CardsAbout()
    parts: list[CardPart] = []
    for n, card in enumerate(cards, 1):
        parts += split_card(card, f"#{n}", sheet.card_w, sheet.card_h,
                            card.scale_note or about.scale, about.marks, army_name)
    return parts


def draw_cards(canvas: Canvas, sheet: CardSheet, cards: list[Card], army_name: str = "",
               banner: str = "", about: CardsAbout | None = None) -> int:
    parts = card_parts(sheet, cards, army_name, about)
    pages = sheet.pages_for(len(parts))
    for page in range(pages):
        on_page = parts[page * sheet.per_page:(page + 1) * sheet.per_page]
        for index, part in enumerate(on_page):
            x, y = sheet.card_origin(index)
            CardFlowable(part, sheet.card_w, sheet.card_h).draw_on(canvas, pt(x), pt(y))
        draw_cut_marks(canvas, sheet, top=not banner)
        draw_banner(canvas, banner, sheet.origin[0], sheet.paper_h - MIN_MARGIN_MM,
                    sheet.cols * sheet.card_w)
        canvas.showPage()
    return pages


def draw_cut_marks(canvas: Canvas, sheet: CardSheet, top: bool = True) -> None:
    """Short hairlines on every cut line, in the margin between the cards and the 10 mm the
    printer must keep clear; where that margin is too narrow, the card outlines are the cut
    lines. With `top` False the top edge's marks make way for the banner."""
    x0, y0 = sheet.origin
    x1, y1 = x0 + sheet.cols * sheet.card_w, y0 + sheet.rows * sheet.card_h
    side = min(CUT_LEN_MM, x0 - CUT_GAP_MM - MIN_MARGIN_MM)
    ends = min(CUT_LEN_MM, y0 - CUT_GAP_MM - MIN_MARGIN_MM)
    canvas.setLineWidth(0.25)
    for col in range(sheet.cols + 1) if ends > 0 else ():
        x = x0 + col * sheet.card_w
        _line(canvas, x, y0 - CUT_GAP_MM, x, y0 - CUT_GAP_MM - ends)
        if top:
            _line(canvas, x, y1 + CUT_GAP_MM, x, y1 + CUT_GAP_MM + ends)
    for row in range(sheet.rows + 1) if side > 0 else ():
        y = y0 + row * sheet.card_h
        _line(canvas, x0 - CUT_GAP_MM, y, x0 - CUT_GAP_MM - side, y)
        _line(canvas, x1 + CUT_GAP_MM, y, x1 + CUT_GAP_MM + side, y)


def _line(canvas: Canvas, x1: float, y1: float, x2: float, y2: float) -> None:
    canvas.line(pt(x1), pt(y1), pt(x2), pt(y2))
