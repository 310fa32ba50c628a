"""Sizing the units table's columns so every one shows whole, without sideways scrolling.

Each army gets its own widths: every column as wide as its widest cell and its header. When
that is wider than the room the table has (a netbook's 1024 px, longer words in Polish or
Russian), first the profile takes short labels ("Acc +5" for "Accuracy +5", the full profile
in its tooltip), then the columns give up width a step at a time, each step from the column
whose words wrapping there make the table the least higher (taking all from the widest
column left Szwadron's profile a word a line beside roomy names), none narrower than its
header or its longest word, and no text is cut. On a short screen (200 % on a laptop) rows
taller than a line would leave one or two units in view: the rows stay one line there, each
column given up a step at a time from the widest down to its header, the longest texts
ending in "…" (in full in the unit's fields and the profile's tooltip).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QHeaderView, QStyle, QTableView

from listbuilder.app.tables.units_model import UnitsModel

# Columns are narrowed a step at a time: an eighth of what is too much, at least 8 px.
STEP, STEPS = 8, 8


class ColumnFit:
    def __init__(self, table: QTableView, model: UnitsModel, least_rows: int) -> None:
        self.table, self.model = table, model
        self.least_rows = least_rows  # rows the table shows at its least height
        self.full_width = 0  # the table's width with every column whole and labels in full
        self._fitted: tuple[bool, int, bool] | None = None  # (compact, room, short) fitted for
        self._wrapping = False
        self._sized_for: dict[int, int] = {}  # each column's width wanted when last sized

    def shown(self) -> list[int]:
        return [c for c in range(self.model.columnCount()) if not self.table.isColumnHidden(c)]

    def wants(self, column: int) -> int:
        return max(self.table.sizeHintForColumn(column),
                   self.table.horizontalHeader().sectionSizeHint(column))

    def _extras(self) -> int:
        bar = self.table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        return 2 * self.table.frameWidth() + bar

    def table_wants(self) -> int:
        """The table's width with every column whole and room for a vertical scroll bar."""
        return sum(self.wants(c) for c in self.shown()) + self._extras()

    def table_needs(self) -> int:
        """The table's width for its columns as they are sized now (wider than it wants
        once units are gone: they are not measured again for that), the last one as it
        wants (it stretches to whatever is left)."""
        shown = self.shown()
        if not shown:
            return self._extras()
        sized = sum(self.table.columnWidth(c) for c in shown[:-1]) + self.wants(shown[-1])
        return max(self.table_wants(), sized + self._extras())

    def cut_rows(self, rows: list[int]) -> bool:
        """Whether a cell of these rows wants more than its column was sized for (the other
        rows are not asked: they were measured then). Against what the column wanted, not
        the width it has: a column narrowed to wrap its words is narrower by design."""
        for column in self.shown():
            sized_for = self._sized_for.get(column, 0)
            for row in rows:
                if row >= 0 and self.table.sizeHintForIndex(
                        self.model.index(row, column)).width() > sized_for:
                    return True
        return False

    def grow(self) -> None:
        """Rows came that their columns cut: every column sized again for all rows, the
        profile's labels left as they are (switching them makes every row anew); `fit`
        then fits the whole into the room."""
        if not self.model.compact_profile:
            self.full_width = self.table_wants()
        self._fitted = None
        self._size_columns()

    def reset(self) -> None:
        """A new army: measured afresh, labels in full, no wrapping."""
        self._fitted = None
        self.model.set_compact_profile(False)
        self._wrap(False)
        self.full_width = self.table_wants()
        self._size_columns()

    def fit(self, room: int) -> bool:
        """Fit the columns into `room` px; True when they changed."""
        compact = self.full_width > room
        short = compact and self._short()
        key = (compact, room if compact else 0, short)
        if key == self._fitted:
            return False
        self._fitted = key
        self.model.set_compact_profile(compact)
        self._size_columns()
        if short:
            self._wrap(False)
            self._narrow(room)
        else:
            self._wrap(compact and self._squeeze(room))
        return True

    def height_matters(self) -> bool:
        """Whether the table's new height changes how its rows are fitted (wrapped, or one
        line and cut with "…")."""
        return self._fitted is not None and self._fitted[0] and self._fitted[2] != self._short()

    def _short(self) -> bool:
        """Whether the table is too low for its least rows once each is a line taller (at
        200 % on a 1366×768 laptop it has room for three rows of one line: wrapped, Basic
        Impetus's rows of three or four lines left one unit in view)."""
        line = QFontMetrics(self.table.font()).lineSpacing()
        return self.table.height() < self.table.minimumHeight() + self.least_rows * line

    def _narrow(self, room: int) -> None:
        """Columns narrowed, on one line, until the table fits: a step at a time from the
        widest, none below its header; what does not fit ends in "…"."""
        header = self.table.horizontalHeader()
        widths = {c: self.wants(c) for c in self.shown()}
        extras = self._extras()
        rows = self.table.verticalHeader()
        if self.model.rowCount() * rows.defaultSectionSize() <= self.table.viewport().height():
            # All rows in view: no scroll bar, whose room the last column would take while
            # the others end in "…".
            extras -= self.table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        excess = sum(widths.values()) + extras - room
        # Down to the headers; if that is still too wide (Russian headers), the headers too
        # end in "…", a few letters kept: a sideways scroll bar would hide a row.
        least = QFontMetrics(header.font()).horizontalAdvance("MMM")
        for floors in ({c: min(header.sectionSizeHint(c), widths[c]) for c in widths},
                       {c: min(least, widths[c]) for c in widths}):
            excess = _narrowed(widths, floors, excess)
        for column, width in widths.items():
            header.resizeSection(column, width)

    def _size_columns(self) -> None:
        header = self.table.horizontalHeader()
        self._sized_for = {column: self.wants(column) for column in self.shown()}
        for column, width in self._sized_for.items():
            header.resizeSection(column, width)

    def _squeeze(self, room: int) -> bool:
        """Narrow columns, as far as their floors, until the table fits: a step at a time,
        each from the column whose narrowing makes the table the least higher (the widest
        of those), so a long name wraps rather than every row's profile, and the cut is
        shared where one column alone would go to a word a line. True if any column was
        narrowed."""
        widths = {c: self.wants(c) for c in self.shown()}
        excess = sum(widths.values()) + self._extras() - room
        if excess <= 0:
            return False
        floors = {c: min(self._floor(c), widths[c]) for c in widths}
        lines = _Lines(self, list(widths))
        step = max(STEP, -(-excess // STEPS))
        header = self.table.horizontalHeader()
        while excess > 0:
            cuts = {c: min(step, excess, widths[c] - floors[c]) for c in widths
                    if widths[c] > floors[c]}
            if not cuts:
                break
            column = min(cuts, key=lambda c: (
                lines.height({**widths, c: widths[c] - cuts[c]}), -widths[c]))
            widths[column] -= cuts[column]
            excess -= cuts[column]
        for column, width in widths.items():
            header.resizeSection(column, width)
        return True

    def _margins(self, column: int) -> int:
        """A cell's room around its text (and the name's severity icon), as drawn."""
        margin = 2 * (self.table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin)
                      + 1) + 4
        small = self.table.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        return margin + (small + 4 if column == UnitsModel.NAME else 0)

    def _metrics(self) -> QFontMetrics:
        font = QFont(self.table.font())
        font.setBold(True)  # as the leader's row is: the widest a text gets
        return QFontMetrics(font)

    def _texts(self, column: int) -> list[str]:
        return [str(self.model.index(r, column).data() or "")
                for r in range(self.model.rowCount())]

    def _floor(self, column: int) -> int:
        """As narrow as the column may go: its header, or its longest word with the cell's
        margins. Split at plain spaces only: "VBU\u00a04" stays together when it wraps."""
        metrics = self._metrics()
        longest = max((metrics.horizontalAdvance(w) for t in self._texts(column)
                       for w in t.split(" ")), default=0)
        return max(self.table.horizontalHeader().sectionSizeHint(column),
                   longest + self._margins(column))

    def _wrap(self, on: bool) -> None:
        """Rows as high as their wrapped text while squeezed; one line otherwise."""
        if on == self._wrapping:
            return
        self._wrapping = on
        rows = self.table.verticalHeader()
        self.table.setWordWrap(on)
        if on:  # never lower than a one-line row: the table reads as it did
            rows.setMinimumSectionSize(rows.defaultSectionSize())
            rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            return
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for row in range(self.model.rowCount()):
            self.table.setRowHeight(row, rows.defaultSectionSize())


def _narrowed(widths: dict[int, int], floors: dict[int, int], excess: int) -> int:
    """Take `excess` px from `widths` (in place), a step at a time from the widest down to
    the next widest (they then share), none under its floor; what is left to take."""
    while excess > 0:
        column = max((c for c in widths if widths[c] > floors[c]),
                     key=lambda c: widths[c], default=None)
        if column is None:
            break
        others = [w for c, w in widths.items() if c != column] or [0]
        cut = min(excess, widths[column] - floors[column],
                  max(widths[column] - max(others), 1))
        widths[column] -= cut
        excess -= cut
    return excess


class _Lines:
    """How many lines each row's cells wrap to at a column's width, counted once a width,
    and the table's height in lines that a set of widths gives (each row as high as its
    highest cell)."""

    def __init__(self, fit: ColumnFit, columns: list[int]) -> None:
        self.metrics = fit._metrics()
        self.texts = {c: fit._texts(c) for c in columns}
        self.margins = {c: fit._margins(c) for c in columns}
        self.known: dict[tuple[int, int], list[int]] = {}

    def of(self, column: int, width: int) -> list[int]:
        key = (column, width)
        if key not in self.known:
            room = QRect(0, 0, max(width - self.margins[column], 1), 100_000)
            line = max(self.metrics.lineSpacing(), 1)
            self.known[key] = [
                max(1, self.metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, text).height()
                    // line) for text in self.texts[column]]
        return self.known[key]

    def height(self, widths: dict[int, int]) -> int:
        per_column = [self.of(c, w) for c, w in widths.items()]
        return sum(max(row) for row in zip(*per_column, strict=True)) if per_column else 0
