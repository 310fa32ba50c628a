"""A table and its delegate that draw text cells from kept layouts (`CellText`).

The units table and the findings panel repaint whole after an edit that adds or removes
rows; their cells are drawn from the layouts kept from earlier repaints.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QSignalBlocker,
    Qt,
)
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QTableView

from listbuilder.app.tables.catalog_model import AnyIndex
from listbuilder.app.tables.cell_text import CellText

_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_ICON = int(Qt.ItemDataRole.DecorationRole)



class CellSource(Protocol):
    def cell(self, row: int, column: int) -> dict[int, Any]:
        """What the cell shows, by role, as the model's `data` answers."""


class CellTextDelegate(QStyledItemDelegate):
    """Cells that show a text in a font, maybe with an icon, and nothing else Qt draws (the
    model's `cell` says which roles they have) from kept layouts; the rest as Qt draws them."""

    def __init__(self, parent: QObject | None, model: CellSource | None,
                 plain_roles: frozenset[int]) -> None:
        super().__init__(parent)
        self.model = model  # whose cells `cell_text` may draw
        self.cell_text = CellText()
        self._plain = plain_roles | {_DISPLAY, _FONT, _ICON}  # roles that draw nothing else

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: AnyIndex) -> None:
        if self.model is not None:
            cell = self.model.cell(index.row(), index.column())
            if _DISPLAY in cell and cell.keys() <= self._plain and self.cell_text.paint(
                    painter, option, cell[_DISPLAY], cell.get(_FONT), cell.get(_ICON)):
                return
        super().paint(painter, option, index)


class CellTextTable(QTableView):
    """Each repaint tells its delegate's `CellText` what the view draws every cell with, once."""

    _rows_moved = False  # rows came, went or changed height since `lay_out_rows_now`

    def rowsInserted(self, parent: AnyIndex, start: int, end: int) -> None:
        self._rows_moved = True
        super().rowsInserted(parent, start, end)

    def rowsAboutToBeRemoved(self, parent: AnyIndex, start: int,  # Qt's name
                             end: int) -> None:
        self._rows_moved = True
        super().rowsAboutToBeRemoved(parent, start, end)

    def resize_rows(self, heights: dict[int, int]) -> None:
        """Give rows these heights, and the table its new extent, now: Qt would do the latter
        on a timer, a pass of the event loop after the edit's repaint, and repaint again."""
        rows = self.verticalHeader()
        changed = {row: high for row, high in heights.items() if rows.sectionSize(row) != high}
        if not changed:
            return
        with QSignalBlocker(rows):  # its sectionResized starts that timer
            for row, high in changed.items():
                rows.resizeSection(row, high)
        self.updateGeometries()
        self.viewport().update()
        self._rows_moved = True

    def lay_out_rows_now(self) -> None:
        """Rows that came or went are laid out now, not on a later pass of the event loop:
        the edit's repaint then draws the table once, not once before that layout (which
        repaints it all) and again after it."""
        if not self._rows_moved:
            return
        self._rows_moved = False
        self.executeDelayedItemsLayout()
        # A scroll bar that comes or goes: shown or hidden now (the scroll area's own layout
        # request), so that the repaint draws the rows at the width they will keep.
        QCoreApplication.sendPostedEvents(self, QEvent.Type.LayoutRequest)

    def paintEvent(self, event: QPaintEvent) -> None:
        delegate = self.itemDelegate()
        if not isinstance(delegate, CellTextDelegate):
            super().paintEvent(event)
            return
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        delegate.cell_text.begin(option, self)
        try:
            super().paintEvent(event)
        finally:
            delegate.cell_text.end()
