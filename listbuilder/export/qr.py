"""A QR code of the share code, encoded by reportlab's QR encoder and drawn as vector squares
on the roster."""

from __future__ import annotations

from reportlab.graphics.barcode import qrencoder
from reportlab.lib import colors
from reportlab.platypus import Flowable

from listbuilder.export.geometry import pt

#: Nearly three pixels a module on a screen at 100 dpi, where at 0.5 mm (two pixels, not
#: quite) some rows came out one pixel tall and others three, and zbar read nothing of
#: the skirmish roster in three languages; a phone reads it from arm's length.
MODULE_MM = 0.7
QUIET_ZONE = 4  # light modules around the code, as the standard asks


class QrCode(Flowable):
    """Never split: a code must be whole."""

    def __init__(self, matrix: list[list[bool]]) -> None:
        super().__init__()
        self.matrix = matrix
        self.size = pt(MODULE_MM) * len(matrix)

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.size, self.size + pt(2)

    def draw(self) -> None:
        """Each row's runs of dark modules as one rectangle: half the rectangles of a module
        each. Each is filled on its own, as viewers then snap it to whole pixels: one path
        of them all blurs to grey on a screen at 100 dpi, and a camera may not read that."""
        m = pt(MODULE_MM)
        self.canv.setFillColor(colors.black)
        n = len(self.matrix)
        for row, cells in enumerate(self.matrix):
            for start, length in dark_runs(cells):
                self.canv.rect(start * m, pt(2) + (n - 1 - row) * m, length * m, m, stroke=0,
                               fill=1)


def dark_runs(cells: list[bool]) -> list[tuple[int, int]]:
    """(first column, length) of each run of dark modules in a row."""
    runs: list[tuple[int, int]] = []
    for col, dark in enumerate(cells):
        if not dark:
            continue
        if runs and sum(runs[-1]) == col:
            runs[-1] = (runs[-1][0], runs[-1][1] + 1)
        else:
            runs.append((col, 1))
    return runs


def qr_code(code: str) -> QrCode | None:
    """None for a code longer than a QR code holds (an army of many long names): the text
    alone is printed then."""
    matrix = qr_matrix(code)
    if matrix is None:
        return None
    light = [False] * (len(matrix) + 2 * QUIET_ZONE)
    return QrCode([light] * QUIET_ZONE + [[False] * QUIET_ZONE + row + [False] * QUIET_ZONE
                                           for row in matrix] + [light] * QUIET_ZONE)


def qr_matrix(code: str) -> list[list[bool]] | None:
    """The code's dark (True) and light modules, row by row, without a quiet zone, at error
    correction level M in the smallest version that holds it; None when no version does."""
    qr = qrencoder.QRCode(None, qrencoder.QRErrorCorrectLevel.M)
    qr.addData(code)
    try:
        qr.make()
    except Exception:  # reportlab says "code length overflow" with a bare one
        return None
    return [[bool(dark) for dark in row] for row in qr.modules]
