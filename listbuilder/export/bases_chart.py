"""Base templates at true size: one outlined rectangle per kind of base, packed on pages.

Each page carries a 100 mm calibration ruler and the reminder to print at actual size, so a
player can check the printout with a ruler before cutting. A base is cut out, so which way
round it lies on the paper does not matter: bases are turned by 90° wherever that saves
paper, and each one carries its label inside its outline when the label fits there.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from reportlab.pdfgen.canvas import Canvas

from listbuilder import __version__
from listbuilder.core.printables import BaseNeed
from listbuilder.core.view import ArmyView
from listbuilder.export.banner import BANNER_H_MM, banner_text, draw_banner
from listbuilder.export.bases_label import (
    INSIDE_PAD_MM,
    Label,
    fit_inside,
    label_lines,
    size_line,
)
from listbuilder.export.canvas import PdfTarget, new_canvas
from listbuilder.export.fonts import BOLD, REGULAR, SMALLEST, register_fonts
from listbuilder.export.geometry import paper_mm, pt
from listbuilder.export.packing import Placed, Slot, best_pack
from listbuilder.export.scale import asked_scale, pick_scale
from listbuilder.export.text import Fitted, width, wrap
from listbuilder.i18n import _
from listbuilder.i18n.words import scale_label

if TYPE_CHECKING:
    from listbuilder.export.print_source import PrintSource

MARGIN_MM = 10.0
HEADER_MM = 30.0
FOOTER_MM = 5.0
FOOTER_LINE_MM = 3.0  # each line of a footer a long list name wraps to
TITLE_MIN = 10.0  # pt: a long army name shrinks the title no further, then wraps it
TITLE_LINE_MM = 4.5
RULER_BAND_MM = 10.0  # the vertical ruler, to the right of the bases
FRONT_LINE = 1.8  # pt: the front edge's heavy line
GAP_MM = 4.0
LABEL_MIN_W_MM = 34.0
LABEL_SIZE = SMALLEST
LABEL_LEADING_MM = 2.9
NOTE_LINE_MM = 3.0
NOTE_W_MM = 190.0  # the header's lines: A4's width inside the margins


@dataclass(frozen=True)
class _Base:
    """A base as laid out on paper: its outline, and where its label goes."""

    need: BaseNeed
    x: float  # the outline's left edge on the page, mm from the left
    top: float  # the outline's top edge, mm from the bottom
    turned: bool  # turned: the front runs up the left side instead of along the top

    @property
    def w(self) -> float:
        return self.need.depth_mm if self.turned else self.need.front_mm

    @property
    def h(self) -> float:
        return self.need.front_mm if self.turned else self.need.depth_mm


def write_bases(view: ArmyView, system: PrintSource, out: PdfTarget, *, paper: str = "a4",
                scale: str | None = None) -> int:
    """Write the base chart; returns the number of pages."""
    register_fonts()  # labels are measured before the canvas exists
    paper_w, paper_h = paper_mm(paper)
    chosen = pick_scale(view, system, scale)
    label = scale_label(asked_scale(view, system, scale), chosen)  # "20mm on 28mm bases"
    all_needs = system.bases(view, chosen)
    banner = banner_text(view)
    banner_mm = BANNER_H_MM + 1.5 if banner else 0
    free = [n for n in all_needs if not n.drawn]
    title = _title(view, label)
    note = _note_lines(free)
    # Every unit without a size is named, however many, and a long army name wraps: the
    # header grows for them.
    note_mm = max(0, len(note) - 3) * NOTE_LINE_MM + (len(title.lines) - 1) * TITLE_LINE_MM
    header_mm = HEADER_MM + note_mm + banner_mm
    area_w = paper_w - 2 * MARGIN_MM - RULER_BAND_MM
    footer = _footer_lines(view, area_w)
    area_h = (paper_h - 2 * MARGIN_MM - header_mm - FOOTER_MM
              - (len(footer) - 1) * FOOTER_LINE_MM)
    placed = _layout([n for n in all_needs if n.drawn], area_w, area_h)
    pages = max([p.page for p in placed], default=0) + 1
    canvas = new_canvas(out, paper_w, paper_h, _("{army} — bases at {scale}",
                                                 army=view.army_name, scale=label))
    canvas.setViewerPreference("PrintScaling", "None")  # viewers print at actual size
    area_top = paper_h - MARGIN_MM - header_mm
    for page in range(pages):
        draw_banner(canvas, banner, MARGIN_MM, paper_h - MARGIN_MM, paper_w - 2 * MARGIN_MM)
        _draw_header(canvas, title, paper_h - MARGIN_MM - banner_mm, note, note_mm)
        _draw_footer(canvas, footer, page, pages, area_w)
        _draw_vertical_ruler(canvas, paper_w - MARGIN_MM - RULER_BAND_MM + 1.5, area_top)
        for p in (p for p in placed if p.page == page):
            _draw_base(canvas, _Base(p.item, MARGIN_MM + p.x, area_top - p.top, p.turned))
        canvas.showPage()
    canvas.save()
    return pages


def _layout(needs: list[BaseNeed], area_w: float, area_h: float) -> list[Placed[BaseNeed]]:
    """Every base on its own, or identical ones drawn once with their count where that
    takes fewer pages (a template can be traced as often as needed)."""
    each = best_pack([_slot(n) for n in needs], area_w, area_h, GAP_MM)
    merged = merge_identical(needs)
    if len(merged) == len(needs):
        return each
    once = best_pack([_slot(n) for n in merged], area_w, area_h, GAP_MM)
    pages = [max([p.page for p in layout], default=0) for layout in (each, once)]
    return once if pages[1] < pages[0] else each


def merge_identical(needs: list[BaseNeed]) -> list[BaseNeed]:
    """One need per size (and alternative depth and note), its count the sum, its label the
    units' names in order, each named once."""
    merged: dict[tuple, BaseNeed] = {}
    for n in needs:
        key = (n.front_mm, n.depth_mm, n.alt_depth_mm, n.size_note)
        if key not in merged:
            merged[key] = n
            continue
        m = merged[key]
        names = m.label.split(", ")
        label = m.label if n.label in names else f"{m.label}, {n.label}"
        merged[key] = replace(m, label=label, count=m.count + n.count,
                              unit_ids=m.unit_ids + n.unit_ids)
    return list(merged.values())


def _deepest(need: BaseNeed) -> float:
    return max(need.depth_mm, need.alt_depth_mm or 0)


def _slot(need: BaseNeed) -> Slot[BaseNeed]:
    """The room a base takes, either way round: its outline (with the dashed alternative
    depth), plus a band below for the label when the label does not fit inside."""
    front, deepest = need.front_mm, _deepest(need)
    if fit_inside(need, front, _inner_depth(need)):
        return Slot(need, front, deepest, turned=(deepest, front))
    upright_w, turned_w = max(front, LABEL_MIN_W_MM), max(deepest, LABEL_MIN_W_MM)
    return Slot(need, upright_w, deepest + _label_below_h(need, upright_w),
                turned=(turned_w, front + _label_below_h(need, turned_w)))


def label_below(need: BaseNeed, width_mm: float) -> list[tuple[str, float, str]]:
    """The label printed under a base too small to hold it: (font, size, line), the name
    and each line wrapped to the label's width, never cut."""
    measure, count = size_line(need)
    sized = f"{measure} · {count}"  # the size and the count each whole on its line
    texts = [(BOLD, LABEL_SIZE + 0.5, need.label)] + [
        (REGULAR, LABEL_SIZE, line) for line in label_lines(need)[1:]]
    if width(sized, REGULAR, LABEL_SIZE) > pt(width_mm):
        texts[1:1] = [(REGULAR, LABEL_SIZE, measure), (REGULAR, LABEL_SIZE, count)]
    else:
        texts.insert(1, (REGULAR, LABEL_SIZE, sized))
    return [(font, size, line) for font, size, text in texts
            for line in wrap(text, font, size, pt(width_mm))]


def _label_below_h(need: BaseNeed, width_mm: float) -> float:
    return len(label_below(need, width_mm)) * LABEL_LEADING_MM + 1


def _inner_depth(need: BaseNeed) -> float:
    """The depth the label may use: the part of the base inside both outlines, so the dashed
    line of a shallower alternative depth never runs through the text."""
    return min(need.depth_mm, need.alt_depth_mm or need.depth_mm)


def _draw_base(canvas: Canvas, base: _Base) -> None:
    canvas.setLineWidth(0.5)
    canvas.setDash()
    canvas.rect(pt(base.x), pt(base.top - base.h), pt(base.w), pt(base.h))
    if base.need.alt_depth_mm:
        _draw_alt_depth(canvas, base)
    _draw_front(canvas, base)
    need = base.need
    label = fit_inside(need, need.front_mm, _inner_depth(need))
    if label:
        _draw_label_inside(canvas, label, base)
    else:
        _draw_label_below(canvas, base)


def _draw_front(canvas: Canvas, base: _Base) -> None:
    """A heavy line just inside the front edge, so the outline itself stays true size: the
    top edge of an upright base, the left edge of a turned one."""
    inset = FRONT_LINE / 2 / pt(1)
    canvas.setLineWidth(FRONT_LINE)
    if base.turned:
        canvas.line(pt(base.x + inset), pt(base.top), pt(base.x + inset), pt(base.top - base.h))
    else:
        canvas.line(pt(base.x), pt(base.top - inset), pt(base.x + base.w), pt(base.top - inset))
    canvas.setLineWidth(0.5)


def _draw_label_inside(canvas: Canvas, label: Label, base: _Base) -> None:
    """Lines along the front from its left end: from the top-left corner of an upright base;
    on a turned base, whose front is its left side, reading upwards, the text's top towards
    the front."""
    left, top = base.x + INSIDE_PAD_MM, base.top - INSIDE_PAD_MM
    canvas.saveState()
    if base.turned:
        canvas.translate(pt(left), pt(top - label.line_w))
        canvas.rotate(90)
    else:
        canvas.translate(pt(left), pt(top))
    y = 0.0
    for font, text in label.lines:
        y -= label.size
        canvas.setFont(font, label.size)
        canvas.drawString(0, y, text)
        y -= label.size * 0.18
    canvas.restoreState()


def _draw_label_below(canvas: Canvas, base: _Base) -> None:
    need = base.need
    y = base.top - (need.front_mm if base.turned else _deepest(need))
    width_mm = max(_deepest(need) if base.turned else need.front_mm, LABEL_MIN_W_MM)
    for font, size, line in label_below(need, width_mm):  # the width its slot was given
        y -= LABEL_LEADING_MM
        canvas.setFont(font, size)
        canvas.drawString(pt(base.x), pt(y), line)


def _draw_alt_depth(canvas: Canvas, base: _Base) -> None:
    """A dashed outline of the other accepted depth, drawn as lines so the solid rectangle
    stays the one true-size shape on the page. It runs parallel to the front, at the
    alternative depth from it, whichever way round the base lies."""
    alt, depth, x, top = base.need.alt_depth_mm or 0, base.need.depth_mm, base.x, base.top
    canvas.setDash(pt(1.5), pt(1))
    if base.turned:
        bottom = top - base.h
        if alt > depth:
            canvas.line(pt(x + depth), pt(top), pt(x + alt), pt(top))
            canvas.line(pt(x + depth), pt(bottom), pt(x + alt), pt(bottom))
        canvas.line(pt(x + alt), pt(top), pt(x + alt), pt(bottom))
    else:
        right = x + base.w
        if alt > depth:
            canvas.line(pt(x), pt(top - depth), pt(x), pt(top - alt))
            canvas.line(pt(right), pt(top - depth), pt(right), pt(top - alt))
        canvas.line(pt(x), pt(top - alt), pt(right), pt(top - alt))
    canvas.setDash()


def _note_lines(free: list[BaseNeed]) -> list[str]:
    note = _("Print at 100 % (\"Actual size\"), never \"Fit to page\". Both rulers must "
             "measure exactly 100 mm. The heavy edge of each base is its front.")
    if free:
        note += " " + _("Any base (the rules give no size): {units}.", units=", ".join(
            f"{n.label} ×{n.count}" if n.count > 1 else n.label for n in free))
    return wrap(note, REGULAR, 7.5, pt(NOTE_W_MM))


def _title(view: ArmyView, scale: str) -> Fitted:
    """The chart's title, `scale` as printed ("28mm", "20mm on 28mm bases"): a long army
    name shrinks it to 10 pt, then wraps it, whole."""
    title = _("Bases for {army} ({scale})", army=view.army_name, scale=scale)
    size = 12.0
    while size > TITLE_MIN and width(title, BOLD, size) > pt(NOTE_W_MM):
        size -= 0.5
    return Fitted(wrap(title, BOLD, size, pt(NOTE_W_MM)), size)


def _draw_header(canvas: Canvas, title: Fitted, top: float, note: list[str],
                 note_mm: float) -> None:
    canvas.setFont(BOLD, title.size)
    for n, line in enumerate(title.lines):
        canvas.drawString(pt(MARGIN_MM), pt(top - 5 - n * TITLE_LINE_MM), line)
    below = top - (len(title.lines) - 1) * TITLE_LINE_MM
    canvas.setFont(REGULAR, 7.5)
    for n, line in enumerate(note):
        canvas.drawString(pt(MARGIN_MM), pt(below - 9 - n * NOTE_LINE_MM), line)
    # The ruler's centred "0" stays in the margin.
    _draw_ruler(canvas, MARGIN_MM + 1.5, top - 25 - note_mm)


def _footer_lines(view: ArmyView, width_mm: float) -> list[str]:
    """The version and the list's name, wrapped (never cut); the page number goes after the
    last line (`_draw_footer`), for which the last line keeps room."""
    room = pt(width_mm) - width(_("page {page} of {pages}", page=999, pages=999) + " · ",
                                REGULAR, SMALLEST)
    return wrap(f"listbuilder {__version__} · {view.list_name or ''}", REGULAR, SMALLEST, room)


def _draw_footer(canvas: Canvas, lines: list[str], page: int, pages: int, width_mm: float
                 ) -> None:
    """The footer's lines upwards from the bottom margin, the page number after the last."""
    canvas.setFont(REGULAR, SMALLEST)
    page_label = _("page {page} of {pages}", page=page + 1, pages=pages)
    for n, line in enumerate(reversed(lines)):
        text = f"{line} · {page_label}" if n == 0 else line
        canvas.drawString(pt(MARGIN_MM), pt(MARGIN_MM + 1 + n * FOOTER_LINE_MM), text)


def _draw_ruler(canvas: Canvas, x: float, y: float) -> None:
    """A 100 mm calibration ruler: a tick every millimetre, longer every 5 and 10."""
    canvas.setLineWidth(0.3)
    canvas.line(pt(x), pt(y), pt(x + 100), pt(y))
    canvas.setFont(REGULAR, SMALLEST)
    for mm_ in range(101):
        canvas.line(pt(x + mm_), pt(y), pt(x + mm_), pt(y + _tick(mm_)))
        if mm_ % 10 == 0:
            canvas.drawCentredString(pt(x + mm_), pt(y + 5), str(mm_ // 10))
    canvas.drawString(pt(x + 103), pt(y), _("100 mm (numbers in cm)"))


def _draw_vertical_ruler(canvas: Canvas, x: float, top: float) -> None:
    """The same ruler down the page: printers may scale the two axes differently."""
    canvas.setLineWidth(0.3)
    canvas.line(pt(x), pt(top), pt(x), pt(top - 100))
    canvas.setFont(REGULAR, SMALLEST)
    for mm_ in range(101):
        canvas.line(pt(x), pt(top - mm_), pt(x + _tick(mm_)), pt(top - mm_))
        if mm_ % 10 == 0:
            canvas.drawString(pt(x + 4.6), pt(top - mm_ - 0.7), str(mm_ // 10))


def _tick(mm_: int) -> float:
    return 4.0 if mm_ % 10 == 0 else 2.5 if mm_ % 5 == 0 else 1.5
