"""Base templates at true size: one outlined rectangle per kind of base, packed on pages.

Each page carries a 100 mm calibration ruler and the reminder to print at actual size, so a
player can check the printout with a ruler before cutting.
"""

from __future__ import annotations

from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from listbuilder import __version__
from listbuilder.core.printables import BaseNeed
from listbuilder.core.system import GameSystem
from listbuilder.core.view import ArmyView
from listbuilder.export.canvas import new_canvas
from listbuilder.export.fonts import BOLD, REGULAR
from listbuilder.export.geometry import paper_mm, pt
from listbuilder.export.packing import Placed, Slot, shelf_pack
from listbuilder.export.scale import pick_scale
from listbuilder.export.text import shorten, wrap

MARGIN_MM = 10.0
HEADER_MM = 30.0
FOOTER_MM = 6.0
GAP_MM = 4.0
LABEL_MIN_W_MM = 34.0
LABEL_SIZE = 6.5
LABEL_LEADING_MM = 2.9


def write_bases(view: ArmyView, system: GameSystem, out: str | Path, *, paper: str = "a4",
                scale: str | None = None) -> int:
    """Write the base chart; returns the number of pages."""
    paper_w, paper_h = paper_mm(paper)
    chosen = pick_scale(view, system, scale)
    needs = system.bases(view, chosen)
    area_w = paper_w - 2 * MARGIN_MM
    area_h = paper_h - 2 * MARGIN_MM - HEADER_MM - FOOTER_MM
    placed = shelf_pack([_slot(n) for n in needs], area_w, area_h, GAP_MM)
    pages = max([p.page for p in placed], default=0) + 1
    canvas = new_canvas(out, paper_w, paper_h, f"{view.army_name} — bases at {chosen}")
    area_top = paper_h - MARGIN_MM - HEADER_MM
    for page in range(pages):
        _draw_header(canvas, view, chosen, paper_h, page, pages)
        for p in (p for p in placed if p.page == page):
            _draw_base(canvas, p, MARGIN_MM, area_top)
        canvas.showPage()
    canvas.save()
    return pages


def _label_lines(need: BaseNeed) -> list[str]:
    count = "1 base" if need.count == 1 else f"{need.count} bases"
    lines = [f"{need.front_mm:g} × {need.depth_mm:g} mm · {count}"]
    if need.alt_depth_mm:
        lines.append(f"dashed: alternative depth {need.alt_depth_mm:g} mm")
    return lines


def _slot(need: BaseNeed) -> Slot[BaseNeed]:
    w = max(need.front_mm, LABEL_MIN_W_MM)
    label_h = (1 + len(_label_lines(need))) * LABEL_LEADING_MM + 1
    return Slot(need, w, max(need.depth_mm, need.alt_depth_mm or 0) + label_h)


def _draw_base(canvas: Canvas, placed: Placed[BaseNeed], left: float, area_top: float) -> None:
    need = placed.item
    x, top = left + placed.x, area_top - placed.top
    canvas.setLineWidth(0.5)
    canvas.setDash()
    canvas.rect(pt(x), pt(top - need.depth_mm), pt(need.front_mm), pt(need.depth_mm))
    if need.alt_depth_mm:
        _draw_alt_depth(canvas, x, top, need)
    deepest = max(need.depth_mm, need.alt_depth_mm or 0)
    label_w = max(need.front_mm, LABEL_MIN_W_MM)
    y = top - deepest - LABEL_LEADING_MM
    canvas.setFont(BOLD, LABEL_SIZE + 0.5)
    canvas.drawString(pt(x), pt(y), shorten(need.label, BOLD, LABEL_SIZE + 0.5, pt(label_w)))
    canvas.setFont(REGULAR, LABEL_SIZE)
    for line in _label_lines(need):
        y -= LABEL_LEADING_MM
        canvas.drawString(pt(x), pt(y), shorten(line, REGULAR, LABEL_SIZE, pt(label_w)))


def _draw_alt_depth(canvas: Canvas, x: float, top: float, need: BaseNeed) -> None:
    """A dashed outline of the other accepted depth, drawn as lines so the solid rectangle
    stays the one true-size shape on the page."""
    alt, depth, right = need.alt_depth_mm or 0, need.depth_mm, x + need.front_mm
    canvas.setDash(pt(1.5), pt(1))
    if alt > depth:
        canvas.line(pt(x), pt(top - depth), pt(x), pt(top - alt))
        canvas.line(pt(right), pt(top - depth), pt(right), pt(top - alt))
    canvas.line(pt(x), pt(top - alt), pt(right), pt(top - alt))
    canvas.setDash()


def _draw_header(canvas: Canvas, view: ArmyView, scale: str, paper_h: float,
                 page: int, pages: int) -> None:
    top = paper_h - MARGIN_MM
    canvas.setFont(BOLD, 12)
    title = f"Bases for {view.army_name} ({scale})"
    canvas.drawString(pt(MARGIN_MM), pt(top - 5), shorten(title, BOLD, 12, pt(150)))
    canvas.setFont(REGULAR, 7.5)
    note = ("Print at 100 % (\"Actual size\"), never \"Fit to page\". The ruler below must "
            "measure exactly 100 mm.")
    for n, line in enumerate(wrap(note, REGULAR, 7.5, pt(190))):
        canvas.drawString(pt(MARGIN_MM), pt(top - 10 - n * 3.2), line)
    _draw_ruler(canvas, MARGIN_MM, top - 24)
    canvas.setFont(REGULAR, 6.5)
    footer = f"listbuilder {__version__} · {view.list_name} · page {page + 1} of {pages}"
    canvas.drawString(pt(MARGIN_MM), pt(MARGIN_MM - 4), footer)


def _draw_ruler(canvas: Canvas, x: float, y: float) -> None:
    """A 100 mm calibration ruler: a tick every millimetre, longer every 5 and 10."""
    canvas.setLineWidth(0.3)
    canvas.line(pt(x), pt(y), pt(x + 100), pt(y))
    canvas.setFont(REGULAR, 5.5)
    for mm_ in range(101):
        tick = 4.0 if mm_ % 10 == 0 else 2.5 if mm_ % 5 == 0 else 1.5
        canvas.line(pt(x + mm_), pt(y), pt(x + mm_), pt(y + tick))
        if mm_ % 10 == 0:
            canvas.drawCentredString(pt(x + mm_), pt(y + 5), str(mm_ // 10))
    canvas.drawString(pt(x + 103), pt(y), "100 mm (numbers in cm)")
