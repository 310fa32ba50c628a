"""A ruled table drawn on the canvas: header row repeated on every page it spans, rows kept
whole where they fit, a row taller than a page split between its lines.

Cells hold wrapped lines (text_block's), centred vertically, with a grid and a grey header
as the roster's platypus Table had.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from listbuilder.export.text_block import Line, Style, draw_line, words_of, wrap_words

PAD = 3.0  # points around a cell's text
GRID = colors.grey
HEADER_FILL = colors.Color(0.88, 0.88, 0.88)


@dataclass(frozen=True)
class Cell:
    lines: list[Line]
    style: Style

    @classmethod
    def of(cls, text: str, style: Style, column_w: float) -> Cell:
        return cls(wrap_words(words_of(text, style.font), style.size, column_w - 2 * PAD),
                   style)

    @property
    def height(self) -> float:
        return len(self.lines) * self.style.leading


Row = list[Cell]


def row_height(row: Row) -> float:
    return max(cell.height for cell in row) + 2 * PAD


@dataclass
class TableBlock:
    widths: list[float]
    header: Row
    rows: list[Row]
    heights: list[float] = field(init=False)

    def __post_init__(self) -> None:
        self.heights = [row_height(row) for row in self.rows]

    @property
    def height(self) -> float:
        return row_height(self.header) + sum(self.heights)

    @property
    def least_height(self) -> float:
        return row_height(self.header) + min(self.heights[:1] or [0.0])

    def split(self, room: float, page: float) -> tuple[TableBlock | None, TableBlock]:
        """The rows that fit under the header; a first row that no page could hold is split
        between its lines (a row that a fresh page could hold waits for it)."""
        header = row_height(self.header)
        room -= header
        fits, used = 0, 0.0
        while fits < len(self.rows) and used + self.heights[fits] <= room:
            used += self.heights[fits]
            fits += 1
        if fits:
            return (TableBlock(self.widths, self.header, self.rows[:fits]),
                    TableBlock(self.widths, self.header, self.rows[fits:]))
        too_tall = self.heights[0] > page - header
        halves = split_row(self.rows[0], room - 2 * PAD) if too_tall else None
        if halves is None:
            return None, self
        return (TableBlock(self.widths, self.header, [halves[0]]),
                TableBlock(self.widths, self.header, [halves[1], *self.rows[1:]]))

    def draw(self, canvas: Canvas, x: float, top: float) -> None:
        canvas.saveState()
        canvas.setFillColor(HEADER_FILL)
        canvas.rect(x, top - row_height(self.header), sum(self.widths), row_height(self.header),
                    stroke=0, fill=1)
        canvas.setFillColor(colors.black)
        y = top
        edges = [top]
        for row, height in [(self.header, row_height(self.header)),
                            *zip(self.rows, self.heights, strict=True)]:
            self._draw_row(canvas, row, x, y, height)
            y -= height
            edges.append(y)
        self._draw_grid(canvas, x, edges)
        canvas.restoreState()

    def _draw_row(self, canvas: Canvas, row: Row, x: float, top: float, height: float) -> None:
        for cell, column_w in zip(row, self.widths, strict=True):
            baseline = top - (height - cell.height) / 2 - cell.style.size
            for line in cell.lines:
                draw_line(canvas, line, x + PAD, baseline, cell.style.size)
                baseline -= cell.style.leading
            x += column_w

    def _draw_grid(self, canvas: Canvas, x: float, edges: list[float]) -> None:
        canvas.setStrokeColor(GRID)
        canvas.setLineWidth(0.4)
        right = x + sum(self.widths)
        for y in edges:
            canvas.line(x, y, right, y)
        for column_x in [x, *(x + sum(self.widths[:n + 1]) for n in range(len(self.widths)))]:
            canvas.line(column_x, edges[0], column_x, edges[-1])


def split_row(row: Row, room: float) -> tuple[Row, Row] | None:
    """The row's cells cut after the lines that fit `room`; the rest continues as a row of
    its own (None when not one line fits)."""
    counts = [int(room // cell.style.leading) for cell in row]
    if not any(counts[n] and row[n].lines for n in range(len(row))):
        return None
    return ([Cell(cell.lines[:n], cell.style) for cell, n in zip(row, counts, strict=True)],
            [Cell(cell.lines[n:], cell.style) for cell, n in zip(row, counts, strict=True)])
