"""The Import dialog's page text: where the player pastes a list page, each line marked in a
margin with its number and what the reading made of it ("unit", "option", "rule", "kept"…).

The mark is a word, with a severity sign where a finding is about the line, and a colour
beside it only to help the eye (never alone: a colour-blind player or a high-contrast screen
reads the word). Each line is also said in words (`line_said`): in the margin's tooltip, and
for the line the cursor is on as the text's accessible description, for a screen reader.

The reading counts lines as Python's `splitlines` does; a line of the editor (a block) can
hold more than one such line (a form feed copied from a PDF), so lines are mapped to blocks.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
    QTextBlock,
    QTextCursor,
)
from PySide6.QtWidgets import QPlainTextEdit, QToolTip, QWidget

from listbuilder.core.diagnostics import Diagnostic, Severity
from listbuilder.i18n import N_, _, pgettext, pN_

WORD = "page line"  # the margin words' context in the catalogue: short words of their own
SKIPPED = pN_("page line", "skipped")
WARNED = "#b26a00"


class LineKind(NamedTuple):
    """What a line became: its margin word, what the word means, its colour's hue."""

    word: str
    meaning: str
    hue: str | None = None


#: By the reading's line kind (`PageImport.line_kinds`).
KINDS: dict[str, LineKind] = {
    "heading": LineKind(pN_("page line", "army"), N_("The army's heading: its name and VDT"),
                        "#00796b"),
    "row": LineKind(pN_("page line", "unit"), N_("A unit row of the army"), "#2e7d32"),
    "option": LineKind(pN_("page line", "option"), N_("An option of the army"), "#1565c0"),
    "option-row": LineKind(pN_("page line", "option"), N_("A unit an option gives"),
                           "#1565c0"),
    "rule": LineKind(pN_("page line", "rule"), N_("A special rule of the army"), "#6a1b9a"),
    "note": LineKind(pN_("page line", "note"), N_("A note: kept in the list's notes"),
                     "#6a1b9a"),
    "title": LineKind(pN_("page line", "title"),
                      N_("The page's title: written as the lists' source")),
    "columns": LineKind(SKIPPED, N_("Column headings: skipped")),
    "legend": LineKind(SKIPPED, N_("The legend of unit types and marks: skipped")),
    "caption": LineKind(SKIPPED, N_("A picture's caption: skipped")),
    "page-number": LineKind(SKIPPED, N_("A page number: skipped")),
    "coming-soon": LineKind(SKIPPED, N_("A note that more lists are coming: skipped")),
    "kept-as-note": LineKind(pN_("page line", "kept"),
                             N_("Not understood: kept in the list's notes as it is"), WARNED),
    "outside": LineKind(pN_("page line", "left out"),
                        N_("Before the first army, so part of no list: left out"), WARNED),
    "no-file": LineKind(pN_("page line", "no file"),
                        N_("Under a heading with no unit rows: no list is written"), WARNED),
}
OTHER = LineKind(pN_("page line", "other"), N_("Read as something else"))
SIGN = {Severity.ERROR: "✖", Severity.WARNING: "⚠", Severity.INFO: "ℹ"}
_GAP = 6  # pixels between the margin's columns, and around them
_BAR = 3  # the colour bar at the margin's right edge


class Margin(QWidget):
    """The numbers and words beside the text (painted by the text, which knows its lines)."""

    def __init__(self, text: PageText) -> None:
        super().__init__(text)
        self.text = text

    def sizeHint(self) -> QSize:
        return QSize(self.text.margin_width(), 0)

    def paintEvent(self, event: QPaintEvent) -> None:
        self.text.paint_margin(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            line = self.text.line_at(event.pos().y())
            said = self.text.line_said(line) if line else ""
            if said:
                QToolTip.showText(event.globalPos(), said, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)


class PageText(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kinds: Sequence[str] = ()
        self.found: dict[int, list[Diagnostic]] = {}
        self._firsts: list[int] = []  # each block's first line
        self.margin = Margin(self)
        self.setTabChangesFocus(True)
        self.blockCountChanged.connect(self._fit_margin)
        self.updateRequest.connect(self._scrolled)
        self.cursorPositionChanged.connect(self._cursor_moved)
        self._fit_margin()

    # --- what each line became ---------------------------------------------------------
    def set_marks(self, kinds: Sequence[str], findings: Iterable[Diagnostic]) -> None:
        """The reading's kind of each line and its findings that stand at a line of the
        text (those of the list checks are placed by the dialog: `findings` holds them at
        their page lines)."""
        self.kinds = kinds
        self.found = {}
        for d in findings:
            if d.span is not None and d.span.line >= 1:
                self.found.setdefault(d.span.line, []).append(d)
        self._map_lines()
        self._fit_margin()
        self.margin.update()
        self._cursor_moved()

    def mark(self, line: int) -> str:
        """The margin's word for a line, with the sign of its worst finding ('⚠ kept')."""
        kind = self.kinds[line - 1] if 0 < line <= len(self.kinds) else "blank"
        word = pgettext(WORD, KINDS.get(kind, OTHER).word) if kind != "blank" else ""
        found = self.found.get(line)
        if not found:
            return word
        worst = min(found, key=lambda d: d.severity.rank).severity
        return f"{SIGN[worst]} {word}".strip()

    def line_said(self, line: int) -> str:
        """The line in words: its number, what it became, what was found about it."""
        kind = self.kinds[line - 1] if 0 < line <= len(self.kinds) else "blank"
        if kind == "blank" and line not in self.found:
            return ""
        meaning = _(KINDS.get(kind, OTHER).meaning) if kind != "blank" else ""
        parts = [_("Line {line}: {meaning}", line=line, meaning=meaning).rstrip(": ")]
        parts += [f"{SIGN[d.severity]} {d.text()}" for d in self.found.get(line, [])]
        return "\n".join(parts)

    # --- lines and blocks --------------------------------------------------------------
    def _map_lines(self) -> None:
        """Each block's first line as the reading counts them."""
        self._firsts, line = [], 1
        block = self.document().firstBlock()
        while block.isValid():
            self._firsts.append(line)
            line += max(1, len((block.text() + "\n").splitlines()))
            block = block.next()

    def _block_of(self, line: int) -> QTextBlock:
        if len(self._firsts) != self.blockCount():
            self._map_lines()
        index = max(0, sum(1 for first in self._firsts if first <= line) - 1)
        return self.document().findBlockByNumber(index)

    def _line_of(self, block: QTextBlock) -> int:
        if len(self._firsts) != self.blockCount():
            self._map_lines()
        number = block.blockNumber()
        return self._firsts[number] if 0 <= number < len(self._firsts) else number + 1

    def select_lines(self, first: int, last: int) -> None:
        """Select the lines, the first in view: what a finding or a preview entry is about."""
        if first < 1:
            return
        start, end = self._block_of(first), self._block_of(max(first, last))
        cursor = QTextCursor(end)
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
        cursor.setPosition(start.position(), QTextCursor.MoveMode.KeepAnchor)
        self.setTextCursor(cursor)
        self.centerCursor()

    def line_at(self, y: int) -> int:
        """The line whose block is at height `y` of the margin (0: none)."""
        block = self.cursorForPosition(QPoint(0, y)).block()
        place = self.blockBoundingGeometry(block).translated(self.contentOffset())
        if not block.isValid() or not place.top() <= y <= place.bottom():
            return 0
        return self._line_of(block)

    def current_line(self) -> int:
        return self._line_of(self.textCursor().block())

    def _cursor_moved(self) -> None:
        self.setAccessibleDescription(self.line_said(self.current_line()))

    # --- the margin ----------------------------------------------------------------------
    def _digits(self) -> int:
        """The width of the longest line number (at least two digits')."""
        last = max(len(self.kinds), self._firsts[-1] if self._firsts else 1, 99)
        return self.fontMetrics().horizontalAdvance("9" * len(str(last)))

    def margin_width(self) -> int:
        metrics = self.fontMetrics()
        digits = self._digits()
        words = [pgettext(WORD, kind.word) for kind in (*KINDS.values(), OTHER)]
        widest = max(metrics.horizontalAdvance(f"{SIGN[Severity.WARNING]} {w}") for w in words)
        return digits + widest + 3 * _GAP + _BAR

    def _fit_margin(self, *_args: object) -> None:
        self.setViewportMargins(self.margin_width(), 0, 0, 0)

    def _scrolled(self, rect: QRect, dy: int) -> None:
        if dy:
            self.margin.scroll(0, dy)
        else:
            self.margin.update(0, rect.y(), self.margin.width(), rect.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        area = self.contentsRect()
        self.margin.setGeometry(QRect(area.left(), area.top(), self.margin_width(),
                                      area.height()))

    def paint_margin(self, event: QPaintEvent) -> None:
        painter = QPainter(self.margin)
        palette = self.palette()
        painter.fillRect(event.rect(), palette.color(QPalette.ColorRole.Window))
        digits = self._digits()
        width = self.margin.width()
        block = self.firstVisibleBlock()
        top = round(self.blockBoundingGeometry(block).translated(self.contentOffset()).top())
        while block.isValid() and top <= event.rect().bottom():
            height = round(self.blockBoundingRect(block).height())
            if block.isVisible() and top + height >= event.rect().top():
                line = self._line_of(block)
                self._paint_line(painter, line, QRect(0, top, width, height), digits)
            block = block.next()
            top += height
        painter.end()

    def _paint_line(self, painter: QPainter, line: int, area: QRect, digits: int) -> None:
        kind = self.kinds[line - 1] if 0 < line <= len(self.kinds) else "blank"
        hue = KINDS.get(kind, OTHER).hue
        if line in self.found and min(d.severity.rank for d in self.found[line]) == 0:
            hue = "#c62828"
        elif line in self.found and hue is None:
            hue = WARNED
        palette = self.palette()
        if hue is not None:
            tint = QColor(hue)
            tint.setAlpha(48)
            painter.fillRect(area.adjusted(0, 0, -_BAR, 0), tint)
            painter.fillRect(QRect(area.right() - _BAR + 1, area.top(), _BAR, area.height()),
                             QColor(hue))
        painter.setPen(palette.color(QPalette.ColorRole.Text))
        high = self.fontMetrics().height()
        middle = Qt.AlignmentFlag.AlignVCenter
        painter.drawText(QRect(area.left() + _GAP, area.top(), digits, high),
                         Qt.AlignmentFlag.AlignRight | middle, str(line))
        left = area.left() + 2 * _GAP + digits
        painter.drawText(QRect(left, area.top(), area.right() - _BAR - left, high),
                         Qt.AlignmentFlag.AlignLeft | middle, self.mark(line))
