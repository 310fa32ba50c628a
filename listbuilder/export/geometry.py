"""Sheet geometry in millimetres: paper, card sizes and how many cards fit a page.

Everything is checked up front so a bad combination fails with a plain sentence before any
page is drawn.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.units import mm

from listbuilder.core.exit_status import CommandError
from listbuilder.i18n import _

PAPERS_MM: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
CARD_SIZES_MM: dict[str, tuple[float, float]] = {
    "standard": (63.0, 88.0),
    "poker": (63.5, 88.9),  # 2.5 × 3.5 in
    "large": (89.0, 127.0),
}
# Nothing is printed closer to any edge than this: many printers cannot print nearer, and
# some shrink the whole page to fit when asked to (which would spoil true-size bases).
MIN_MARGIN_MM = 10.0
# Cards only, and only where it gains a row (three rows of 88 mm on Letter's 279.4 mm): the
# quarter inch every Letter printer keeps clear. Cards are cut out, so a printer that shrinks
# the page a little spoils nothing, and 9 cards a sheet save a third of the paper.
CARD_EDGE_MM = 6.35


class ExportError(CommandError):
    """A request the printer cannot carry out (a bad size, an unknown paper); said plainly
    (exit 2 on the command line)."""


def paper_mm(paper: str) -> tuple[float, float]:
    try:
        return PAPERS_MM[paper]
    except KeyError:
        raise ExportError(_("Unknown paper '{paper}'; use one of: {papers}.", paper=paper,
                            papers=", ".join(PAPERS_MM))) from None


def card_mm(card_size: str | tuple[float, float]) -> tuple[float, float]:
    """A named card size, or a (width, height) in mm for a custom one."""
    if isinstance(card_size, tuple):
        return card_size
    try:
        return CARD_SIZES_MM[card_size]
    except KeyError:
        raise ExportError(_("Unknown card size '{size}'; use one of: {sizes}.", size=card_size,
                            sizes=", ".join(CARD_SIZES_MM))) from None


def pt(value_mm: float) -> float:
    return value_mm * mm


@dataclass(frozen=True)
class CardSheet:
    """Cards butted edge to edge in a centred grid, so one cut separates two cards."""

    paper_w: float
    paper_h: float
    card_w: float
    card_h: float
    cols: int
    rows: int
    top_mm: float = 0.0  # kept free above the grid, inside the top margin (for a banner)

    @property
    def per_page(self) -> int:
        return self.cols * self.rows

    @property
    def origin(self) -> tuple[float, float]:
        """Bottom-left corner of the grid, in mm from the page's bottom-left."""
        return ((self.paper_w - self.cols * self.card_w) / 2,
                (self.paper_h - self.top_mm - self.rows * self.card_h) / 2)

    def card_origin(self, index: int) -> tuple[float, float]:
        """Bottom-left of the index-th card on a page, filled row by row from the top."""
        row, col = divmod(index % self.per_page, self.cols)
        x0, y0 = self.origin
        return x0 + col * self.card_w, y0 + (self.rows - 1 - row) * self.card_h

    def pages_for(self, card_count: int) -> int:
        return max(1, -(-card_count // self.per_page))


def card_sheet(paper: str, card_size: str | tuple[float, float], top_mm: float = 0.0
               ) -> CardSheet:
    """The grid of cards on the paper; `top_mm` is kept free below the top margin (the
    illegal army's banner) where a row of cards still fits beneath it."""
    paper_w, paper_h = paper_mm(paper)
    card_w, card_h = card_mm(card_size)
    if card_w <= 0 or card_h <= 0:
        raise ExportError(_("A card must have a size; got {width} × {height} mm.",
                            width=format(card_w, "g"), height=format(card_h, "g")))
    usable_w, usable_h = paper_w - 2 * MIN_MARGIN_MM, paper_h - 2 * MIN_MARGIN_MM
    if card_w > usable_w:
        raise ExportError(_("Cards too wide for the sheet: {size} mm cards on {paper} paper "
                            "leave less than {margin} mm margins.", size=format(card_w, "g"),
                            paper=paper, margin=format(MIN_MARGIN_MM, "g")))
    if card_h > usable_h:
        raise ExportError(_("Cards too tall for the sheet: {size} mm cards on {paper} paper "
                            "leave less than {margin} mm margins.", size=format(card_h, "g"),
                            paper=paper, margin=format(MIN_MARGIN_MM, "g")))
    top_mm = top_mm if card_h <= usable_h - top_mm else 0.0
    rows = int((usable_h - top_mm) // card_h)
    if not top_mm:  # more rows where the narrower edge makes room (standard cards on Letter)
        rows = max(rows, int((paper_h - 2 * CARD_EDGE_MM) // card_h))
    return CardSheet(paper_w, paper_h, card_w, card_h, cols=int(usable_w // card_w),
                     rows=rows, top_mm=top_mm)
