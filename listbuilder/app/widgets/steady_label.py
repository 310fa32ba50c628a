"""A label whose new text re-lays out the window only when it needs another size.

A QLabel asks its parent's layout to run again on every new text, and each layout that runs
asks its own parent's: every edit that changed the totals or the findings' count laid out the
whole window again. Measured with bench/bench_gui.py (CPU): an option ticked or undone took
1–1.4 ms longer from the edit to the repainted window with plain labels, 11–19 % of it.

`SteadyLabel` holds its QLabel in a widget with no layout, which lets that request fall, and
asks for a new layout itself only when the text needs another height at the width it has, or
another minimum width.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

_DIGIT = re.compile(r"\d")
MEASURES_KEPT = 64  # texts measured (at a width each), forgotten all at once past this


def _words(text: str) -> str:
    """The text with any digit as any other: new figures of as many digits make no word
    longer (figures are all as wide in the fonts we draw with)."""
    return _DIGIT.sub("0", text)


class SteadyLabel(QWidget):
    def __init__(self, parent: QWidget | None = None, wrap: bool = True) -> None:
        super().__init__(parent)
        self.label = QLabel(self)  # styles, tooltips and tests read the label itself
        self.label.setWordWrap(wrap)
        self.setSizePolicy(self.label.sizePolicy())
        self._measured: dict[tuple[str, int, bool], tuple[int, int]] = {}  # see `_measure`

    def set_text(self, text: str) -> None:
        old = self.label.text()
        if text == old:
            return
        words = self._words_matter(text, old)
        before = self._measure(old, words)
        self.label.setText(text)
        if not self.isVisible() or self._measure(text, words) != before:
            self.updateGeometry()

    def _measure(self, text: str, words: bool) -> tuple[int, int]:
        """What the layout reads of the label showing `text` (which it shows now): on one
        line, its size; wrapped, its height at the width it has and, where its words matter,
        the narrowest it wraps to (else -1). Each text is measured once per width: a label
        shows the same few texts again and again (counts going up and down, undo), and each
        measure lays the rich text out (about 0.1 ms)."""
        wrapped = self.label.wordWrap()
        key = (text, self.width() if wrapped else -1, words)
        known = self._measured.get(key)
        if known is None:
            if len(self._measured) >= MEASURES_KEPT:
                self._measured.clear()
            if wrapped:
                known = (self.label.heightForWidth(key[1]),
                         self.label.minimumSizeHint().width() if words else -1)
            else:
                size = self.label.minimumSizeHint()
                known = (size.width(), size.height())
            self._measured[key] = known
        return known

    def _words_matter(self, text: str, old: str) -> bool:
        """Whether the new text may need another minimum width: its longest word (the
        narrowest it wraps to) may have changed, and the layout gives the label no less.
        A label on one line is as narrow as its whole text: other figures may widen it."""
        if self.sizePolicy().horizontalPolicy() == QSizePolicy.Policy.Ignored:
            return False
        return not self.label.wordWrap() or _words(text) != _words(old)

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
            self._measured.clear()
            self.updateGeometry()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)  # a new font or style lays this widget out again
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._measured.clear()

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
