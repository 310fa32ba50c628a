"""Unit cards laid out N-up on a sheet, with thin cut marks in the margins."""

from __future__ import annotations

from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from listbuilder.core.printables import Card
from listbuilder.core.system import GameSystem
from listbuilder.core.view import ArmyView
from listbuilder.export.canvas import new_canvas
from listbuilder.export.card_flowable import CardFlowable
from listbuilder.export.geometry import CardSheet, card_sheet, pt
from listbuilder.export.scale import pick_scale

CUT_GAP_MM, CUT_LEN_MM = 1.0, 4.0


def write_cards(view: ArmyView, system: GameSystem, out: str | Path, *, paper: str = "a4",
                card_size: str | tuple[float, float] = "standard", scale: str | None = None) -> int:
    """Write the army's unit cards; returns the number of pages."""
    sheet = card_sheet(paper, card_size)
    cards = system.cards(view, pick_scale(view, system, scale))
    canvas = new_canvas(out, sheet.paper_w, sheet.paper_h, f"{view.army_name} — unit cards")
    pages = draw_cards(canvas, sheet, cards)
    canvas.save()
    return pages


def draw_cards(canvas: Canvas, sheet: CardSheet, cards: list[Card]) -> int:
    pages = sheet.pages_for(len(cards))
    for page in range(pages):
        on_page = cards[page * sheet.per_page:(page + 1) * sheet.per_page]
        for index, card in enumerate(on_page):
            x, y = sheet.card_origin(index)
            CardFlowable(card, sheet.card_w, sheet.card_h).drawOn(canvas, pt(x), pt(y))
        draw_cut_marks(canvas, sheet)
        canvas.showPage()
    return pages


def draw_cut_marks(canvas: Canvas, sheet: CardSheet) -> None:
    """Short hairlines in the margin on every cut line, clear of the cards themselves."""
    x0, y0 = sheet.origin
    x1, y1 = x0 + sheet.cols * sheet.card_w, y0 + sheet.rows * sheet.card_h
    length = min(CUT_LEN_MM, x0 - CUT_GAP_MM, y0 - CUT_GAP_MM)
    if length <= 0:
        return
    canvas.setLineWidth(0.25)
    for col in range(sheet.cols + 1):
        x = x0 + col * sheet.card_w
        _line(canvas, x, y0 - CUT_GAP_MM, x, y0 - CUT_GAP_MM - length)
        _line(canvas, x, y1 + CUT_GAP_MM, x, y1 + CUT_GAP_MM + length)
    for row in range(sheet.rows + 1):
        y = y0 + row * sheet.card_h
        _line(canvas, x0 - CUT_GAP_MM, y, x0 - CUT_GAP_MM - length, y)
        _line(canvas, x1 + CUT_GAP_MM, y, x1 + CUT_GAP_MM + length, y)


def _line(canvas: Canvas, x1: float, y1: float, x2: float, y2: float) -> None:
    canvas.line(pt(x1), pt(y1), pt(x2), pt(y2))
