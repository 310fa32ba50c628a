"""The victory tally: one box per point of a total, the break point's box marked.

Drawn for each of the army's break tallies (`Total.is_break_tally`): Basic Impetus's VDT, the
skirmish army's morale points.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable

from listbuilder.export.fonts import BOLD, REGULAR
from listbuilder.export.geometry import pt
from listbuilder.i18n import _

BOX = pt(5)
GAP = pt(1)
LABEL_W = pt(34)


class TallyFlowable(Flowable):
    def __init__(self, label: str, total: int, break_at: int, avail_mm: float = 180) -> None:
        super().__init__()
        self.label, self.total, self.break_at = label, total, break_at
        self.per_row = max(1, int((pt(avail_mm) - LABEL_W + GAP) // (BOX + GAP)))
        self.rows = max(1, -(-total // self.per_row))
        self.width = LABEL_W + self.per_row * (BOX + GAP)
        self.height = self.rows * (BOX + GAP) + pt(4)

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        c = self.canv
        title = f"{self.label} {self.total}"
        # A long label (or its translation) shrinks to stay clear of the first box.
        room = LABEL_W - GAP * 2
        c.setFont(BOLD, min(8.0, 8.0 * room / max(stringWidth(title, BOLD, 8), 1)))
        c.drawString(0, self.height - pt(4), title)
        c.setFont(REGULAR, 6.5)
        c.drawString(0, self.height - pt(7.5), _("breaks at {n} lost", n=self.break_at))
        for i in range(self.total):
            self._box(i)

    def _box(self, i: int) -> None:
        c = self.canv
        row, col = divmod(i, self.per_row)
        x = LABEL_W + col * (BOX + GAP)
        y = self.height - pt(4) - (row + 1) * (BOX + GAP) + GAP + pt(2.5)
        number = i + 1
        breaking = number == self.break_at
        c.setLineWidth(1.6 if breaking else 0.5)
        c.setFillColor(colors.Color(0.85, 0.85, 0.85) if breaking else colors.white)
        c.rect(x, y, BOX, BOX, fill=1)
        c.setFillColor(colors.black)
        c.setFont(BOLD if breaking else REGULAR, 5.5)
        c.drawCentredString(x + BOX / 2, y + pt(1.6), str(number))
