"""A label whose new text re-lays out the window only when it needs another size.

A QLabel asks its parent's layout to run again on every new text, and each layout that runs
asks its own parent's: every edit that changed the totals or the findings' count laid out the
whole window again (2–3 ms each, a third of an edit). `SteadyLabel` holds its QLabel in a
widget with no layout, which lets that request fall, and asks for a new layout itself only
when the text needs another height at the width it has, or another minimum size.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class SteadyLabel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)  # styles, tooltips and tests read the label itself
        self.label.setWordWrap(True)
        self.setSizePolicy(self.label.sizePolicy())

    def set_text(self, text: str) -> None:
        if text == self.label.text():
            return
        before = self._needs()
        self.label.setText(text)
        if not self.isVisible() or self._needs() != before:
            self.updateGeometry()

    def set_size_policy(self, horizontal: QSizePolicy.Policy,
                        vertical: QSizePolicy.Policy) -> None:
        """The label's policy, which the layout reads from this widget (height for width
        included, as a word-wrapped label has it)."""
        self.label.setSizePolicy(horizontal, vertical)
        self.setSizePolicy(self.label.sizePolicy())

    def restyle(self, style: str) -> None:
        """A new style sheet, which may change the text's size (the font): laid out again."""
        if style != self.label.styleSheet():
            self.label.setStyleSheet(style)
            self.updateGeometry()

    def _needs(self) -> tuple[QSize, int]:
        """What the layout reads that a new text may change. The preferred width of wrapped
        text changes with every word but no layout here gives the label more than its column."""
        return self.label.minimumSizeHint(), self.label.heightForWidth(self.width())

    def sizeHint(self) -> QSize:
        return self.label.sizeHint()

    def minimumSizeHint(self) -> QSize:
        return self.label.minimumSizeHint()

    def hasHeightForWidth(self) -> bool:
        return self.label.hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:
        return self.label.heightForWidth(width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.label.setGeometry(self.rect())
