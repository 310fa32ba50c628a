"""A QR code of the share code, drawn as vector squares, when `segno` is installed."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.platypus import Flowable

from listbuilder.export.geometry import pt

MODULE_MM = 0.5  # a module this size scans from a phone at arm's length


class QrFlowable(Flowable):
    def __init__(self, matrix: list[list[bool]]) -> None:
        super().__init__()
        self.matrix = matrix
        self.size = pt(MODULE_MM) * len(matrix)

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.size, self.size + pt(2)

    def draw(self) -> None:
        m = pt(MODULE_MM)
        self.canv.setFillColor(colors.black)
        n = len(self.matrix)
        for row, cells in enumerate(self.matrix):
            for col, dark in enumerate(cells):
                if dark:
                    self.canv.rect(col * m, pt(2) + (n - 1 - row) * m, m, m, stroke=0, fill=1)


def qr_flowable(code: str) -> QrFlowable | None:
    try:
        import segno
    except ModuleNotFoundError:  # optional: the code is printed as text either way
        return None
    try:
        qr = segno.make_qr(code, error="m", boost_error=False)
    except segno.DataOverflowError:  # an army of many long names: the text alone is printed
        return None
    return QrFlowable([[bool(v) for v in row] for row in qr.matrix_iter(scale=1, border=4)])
