"""A part of a window that is shown whole while there is room and scrolls when there is not.

The army's header (its name, list, scale and options) stands above the units table. At 200 %
on a 1366×768 laptop the window has 683×384 pixels to lay out: the header whole left the
table less than one row. In a `FoldArea` the header keeps its whole height whenever the
window has it, and on a short screen gives way down to its first row, with a scroll bar,
before the table goes below `rows` rows (`least_rows_height`). The findings' "No problems
found" and its hint, which a short screen cut off, scroll the same way.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)


class FoldArea(QScrollArea):
    def __init__(self, first_row: QWidget | None = None, content: QWidget | None = None,
                 parent: QWidget | None = None) -> None:
        """`content`: what the area shows; without it, a column to fill (`column`).
        `first_row`: the widget that stays in view however short the area gets; without
        one, two lines of the content's text."""
        super().__init__(parent)
        self.first_row = first_row
        if content is None:
            content = QWidget()
            self.column: QVBoxLayout = _Column(self, content)
            self.column.setContentsMargins(0, 0, 0, 0)
        else:
            content.installEventFilter(self)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the fields inside
        self.setWidget(content)
        self.viewport().setAutoFillBackground(False)  # the window's own colour shows
        content.setAutoFillBackground(False)
        # (Not height-for-width: a vertical box layout never shrinks such an item below its
        # height for the width, which is what this area is for.)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        # A field reached by its shortcut (Alt+S) or a click on a finding scrolls into view,
        # as one reached by Tab does.
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._follow_focus)

    def _follow_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        content = self.widget()
        if new is not None and content is not None and content.isAncestorOf(new):
            # The whole field (`ensureWidgetVisible` shows a line edit's cursor only).
            half = new.height() // 2
            top = new.mapTo(content, QPoint(0, 0)).y()
            self.ensureVisible(0, top + half, 0, new.height() - half)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The content wants another size (its text changed): the window's layout asks this
        # area again.
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def _bar(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)

    def whole_height(self, width: int) -> int:
        content = self.widget()
        if content is None:
            return 0
        if content.hasHeightForWidth():
            return content.heightForWidth(width)
        return content.sizeHint().height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the content's whole height at the new width

    def sizeHint(self) -> QSize:
        content = self.widget()
        if content is None:
            return QSize(0, 0)
        width = content.sizeHint().width()
        return QSize(width, self.whole_height(max(width, self.width())))

    def minimumSizeHint(self) -> QSize:
        """As narrow as the content goes (with room for the scroll bar), as low as its
        first row."""
        content = self.widget()
        if content is None:
            return QSize(0, 0)
        width = content.minimumSizeHint().width() + self._bar()
        if self.first_row is None:
            low = 2 * content.fontMetrics().lineSpacing()
        else:
            layout = content.layout()
            top = layout.contentsMargins().top() if layout is not None else 0
            low = top + self.first_row.sizeHint().height()
        return QSize(width, min(low, self.whole_height(max(self.width(), width))))


def least_rows_height(table: QTableView, rows: int) -> int:
    """A table's height for its header and `rows` rows of one line, with its frame: what
    it keeps on the shortest screen."""
    header = table.horizontalHeader()
    head = header.sizeHint().height() if not header.isHidden() else 0
    return head + rows * table.verticalHeader().defaultSectionSize() + 2 * table.frameWidth()


class _Column(QVBoxLayout):
    """The area's own column: a change in it (the options came or went, a field's text
    grew) reaches the window's layout at once, as it would without the scroll area, not
    one pass later."""

    def __init__(self, area: FoldArea, content: QWidget) -> None:
        super().__init__(content)
        self.area = area

    def invalidate(self) -> None:
        super().invalidate()
        area = getattr(self, "area", None)  # (None while Qt builds the layout)
        if area is not None:
            area.updateGeometry()
