"""A row of buttons that wraps onto a second line where the window is too narrow for it.

The units table's buttons (Group, Ungroup, Form big unit, Rename unit; Add and Remove) held
the army's pane at their summed width: at 200 % on a 1366×768 laptop, in Russian, that made
the window wider than the screen. In a `FlowLayout` they keep their order and their whole
text, and go on a second line instead.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QStyle, QWidget


class FlowLayout(QLayout):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    def insert_widget(self, index: int, widget: QWidget) -> None:
        self.addWidget(widget)  # parents the widget; then moved into place
        self._items.insert(index, self._items.pop())

    # --- QLayout ---------------------------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        """Everything on one line."""
        shown = self._shown()
        width = sum(item.sizeHint().width() for item in shown) + \
            self._gap() * max(len(shown) - 1, 0)
        high = max((item.sizeHint().height() for item in shown), default=0)
        return QSize(width, high) + self._margin_size()

    def minimumSize(self) -> QSize:
        """As narrow as the widest button: one a line."""
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        return size + self._margin_size()

    # --- placing -----------------------------------------------------------------------------
    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _gap(self) -> int:
        gap = self.spacing()
        if gap >= 0:
            return gap
        parent = self.parentWidget()
        styled = parent.style().pixelMetric(QStyle.PixelMetric.PM_LayoutHorizontalSpacing) \
            if parent is not None else -1
        return styled if styled >= 0 else 6

    def _margin_size(self) -> QSize:
        m = self.contentsMargins()
        return QSize(m.left() + m.right(), m.top() + m.bottom())

    def _place(self, rect: QRect, move: bool) -> int:
        """Lay the items out in `rect`, line by line; the height they take."""
        area = rect.marginsRemoved(self.contentsMargins())
        gap = self._gap()
        lines: list[list[QLayoutItem]] = [[]]
        used = 0
        for item in self._shown():
            width = item.sizeHint().width()
            if lines[-1] and used + gap + width > area.width():
                lines.append([])
                used = 0
            used += (gap if lines[-1] else 0) + width
            lines[-1].append(item)
        y = area.y()
        for line in lines:
            if not line:
                continue
            high = max(item.sizeHint().height() for item in line)
            x = area.x()
            for item in line:
                hint = item.sizeHint()
                if move:
                    item.setGeometry(QRect(QPoint(x, y), QSize(hint.width(), high)))
                x += hint.width() + gap
            y += high + gap
        bottom = self.contentsMargins().bottom()
        return max(y - gap - rect.y(), 0) + bottom if any(lines) else 0
