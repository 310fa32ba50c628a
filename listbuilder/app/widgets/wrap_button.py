"""A push button whose text wraps onto more lines instead of widening its column.

The findings' fix buttons ("Fix: Choose Crossbow B for Skirmishers") sit in a narrow column
on a small screen; a plain button would force the column (and so the whole window) wider.
This one asks for at most `WIDEST_CHARS` characters of width and as much height as its
wrapped text needs; its `text()` is the whole label, as for any button.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QWidget,
)

WIDEST_CHARS = 24  # the widest it asks to be, in average characters
PAD = 8  # text to the button's edge, either side


class WrapButton(QPushButton):
    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def _flags(self) -> int:
        return int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)

    def _text_size(self, width: int) -> QSize:
        room = QRect(0, 0, max(width - 2 * PAD, 1), 10_000)
        return self.fontMetrics().boundingRect(room, self._flags(), self.text()).size()

    def sizeHint(self) -> QSize:
        single = super().sizeHint()
        widest = self.fontMetrics().averageCharWidth() * WIDEST_CHARS + 2 * PAD
        width = min(single.width(), widest)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        longest = max((self.fontMetrics().horizontalAdvance(w) for w in self.text().split()),
                      default=0)
        width = longest + 2 * PAD
        return QSize(width, self.heightForWidth(width))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        one_line = super().sizeHint().height()
        lines = self._text_size(width).height() - self.fontMetrics().height()
        return one_line + max(lines, 0)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""  # the frame and focus as any button; the text wrapped, below
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)
        inner = self.rect().adjusted(PAD, 0, -PAD, 0)
        self.style().drawItemText(painter, inner, self._flags(), self.palette(),
                                  self.isEnabled(), self.text(), QPalette.ColorRole.ButtonText)
