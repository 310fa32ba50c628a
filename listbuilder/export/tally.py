"""The victory tally: one box per point of a total, the break point's box marked.

Drawn for each of the army's break tallies (`Total.is_break_tally`): Basic Impetus's VDT, the
skirmish army's morale points. A tally of more rows than the page has room for continues on
the next page, its label on the first part only.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable

from listbuilder.export.fonts import BOLD, REGULAR, SMALLEST
from listbuilder.export.geometry import pt
from listbuilder.export.text import width
from listbuilder.i18n import _

BOX = pt(5)
GAP = pt(1)
LABEL_W = pt(34)


class Tally(Flowable):
    spaceBefore = pt(2)

    def __init__(self, label: str, total: int, break_at: int, avail_mm: float = 180,
                 first_row: int = 0, rows: int | None = None) -> None:
        super().__init__()
        self.label, self.total, self.break_at = label, total, break_at
        self.avail_mm = avail_mm
        self.per_row = max(1, int((pt(avail_mm) - LABEL_W + GAP) // (BOX + GAP)))
        self.first_row = first_row
        self.rows = rows if rows is not None else max(1, -(-total // self.per_row)) - first_row
        self.width = LABEL_W + self.per_row * (BOX + GAP)
        self.height = self.rows * (BOX + GAP) + pt(4)

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.width, self.height

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        fits = int((avail_height - pt(4)) // (BOX + GAP))
        if fits <= 0 or fits >= self.rows:
            return []
        return [self._rows(self.first_row, fits),
                self._rows(self.first_row + fits, self.rows - fits)]

    def _rows(self, first: int, rows: int) -> Tally:
        return Tally(self.label, self.total, self.break_at, self.avail_mm, first, rows)

    def draw(self) -> None:
        if self.first_row == 0:
            self._draw_label(self.canv)
        first = self.first_row * self.per_row
        for i in range(first, min(self.total, first + self.rows * self.per_row)):
            self._box(self.canv, i)

    def _draw_label(self, canvas: Canvas) -> None:
        title = f"{self.label} {self.total}"
        # A long label (or its translation) shrinks to stay clear of the first box.
        room = LABEL_W - GAP * 2
        canvas.setFont(BOLD, min(8.0, 8.0 * room / max(width(title, BOLD, 8), 1)))
        canvas.drawString(0, self.height - pt(4), title)
        canvas.setFont(REGULAR, SMALLEST)
        canvas.drawString(0, self.height - pt(7.5), _("breaks at {n} lost", n=self.break_at))

    def _box(self, canvas: Canvas, i: int) -> None:
        row, col = divmod(i, self.per_row)
        x = LABEL_W + col * (BOX + GAP)
        y = self.height - pt(4) - (row - self.first_row + 1) * (BOX + GAP) + GAP + pt(2.5)
        number = i + 1
        breaking = number == self.break_at
        canvas.setLineWidth(1.6 if breaking else 0.5)
        canvas.setFillColor(colors.Color(0.85, 0.85, 0.85) if breaking else colors.white)
        canvas.rect(x, y, BOX, BOX, fill=1)
        canvas.setFillColor(colors.black)
        canvas.setFont(BOLD if breaking else REGULAR, SMALLEST)
        canvas.drawCentredString(x + BOX / 2, y + pt(1.6), str(number))
