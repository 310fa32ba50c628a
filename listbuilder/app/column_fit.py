"""Sizing the units table's columns so every one shows whole, without sideways scrolling.

Each army gets its own widths: every column as wide as its widest cell and its header. When
that is wider than the room the table has (a netbook's 1024 px, longer words in Polish or
Russian), first the profile takes short labels ("Acc +5" for "Accuracy +5", the full profile
in its tooltip), then the widest column (then the next) wraps its words onto a second
line, none narrower than its header or its longest word: only the longest texts wrap, and
no text is cut.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QHeaderView, QStyle, QTableView

from listbuilder.app.units_model import UnitsModel


class ColumnFit:
    def __init__(self, table: QTableView, model: UnitsModel) -> None:
        self.table, self.model = table, model
        self.full_width = 0  # the table's width with every column whole and labels in full
        self._fitted: tuple[bool, int] | None = None  # (compact, room) last fitted for
        self._wrapping = False

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
        key = (compact, room if compact else 0)
        if key == self._fitted:
            return False
        self._fitted = key
        self.model.set_compact_profile(compact)
        self._size_columns()
        self._wrap(compact and self._squeeze(room))
        return True

    def _size_columns(self) -> None:
        header = self.table.horizontalHeader()
        for column in self.shown():
            header.resizeSection(column, self.wants(column))

    def _squeeze(self, room: int) -> bool:
        """Narrow the widest column first (then the next) as far as its floor, until the
        table fits: only the longest texts wrap. True if any column was narrowed."""
        columns = self.shown()
        widths = {c: self.wants(c) for c in columns}
        excess = sum(widths.values()) + self._extras() - room
        if excess <= 0:
            return False
        header = self.table.horizontalHeader()
        for column in sorted(columns, key=lambda c: -widths[c]):
            cut = min(excess, max(widths[column] - self._floor(column), 0))
            header.resizeSection(column, widths[column] - cut)
            excess -= cut
            if excess <= 0:
                break
        return True

    def _floor(self, column: int) -> int:
        """As narrow as the column may go: its header, or its longest word with the cell's
        margins (bold, as the leader's row is)."""
        font = QFont(self.table.font())
        font.setBold(True)
        metrics = QFontMetrics(font)
        # Split at plain spaces only: "VBU\u00a04" is kept together when it wraps.
        words = {w for r in range(self.model.rowCount())
                 for w in str(self.model.index(r, column).data() or "").split(" ")}
        longest = max((metrics.horizontalAdvance(w) for w in words), default=0)
        margin = 2 * (self.table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin)
                      + 1) + 4
        small = self.table.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        icon = small + 4 if column == UnitsModel.NAME else 0
        return max(self.table.horizontalHeader().sectionSizeHint(column),
                   longest + margin + icon)

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
