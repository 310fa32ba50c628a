"""A focus outline on item views, which Fusion leaves without one (issue 24, "for everyone").

Fusion frames a focused line edit, and buttons, boxes and ticks once the keyboard moved the
focus; a table with the focus looked the same as one without (its selected row a shade of
blue either way), and so did the units and findings tables we paint ourselves. A ring, drawn
over the view's viewport while the view has the focus, outlines the viewport and the current
row (or cell) in the palette's highlight colours, so it follows the light, dark and
high-contrast palettes. Hidden without the focus, it costs nothing then.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QWidget
from shiboken6 import isValid

RING_WIDTH = 2


class FocusRing(QWidget):
    """Drawn over `view`'s viewport (in the view's coordinates, the same size), transparent
    to the mouse."""

    def __init__(self, view: QAbstractItemView) -> None:
        # Over the viewport, not inside it: the units table takes the viewport's children
        # for its open cell editors.
        super().__init__(view)
        self.view = view  # its viewport is asked each time: PySide let go of a kept handle
        self.setObjectName("focusRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()
        view.installEventFilter(self)
        view.viewport().installEventFilter(self)
        if view.selectionModel() is not None:
            view.selectionModel().currentChanged.connect(lambda *_: self.update())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.view and kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            # After the event: shown or hidden while Qt hands the focus over (a context
            # menu opening over the view), the ring crashed PySide.
            QTimer.singleShot(0, self, self.follow_focus)
        elif kind in (QEvent.Type.Resize, QEvent.Type.Move) and watched is not self.view \
                and isValid(self.view) and watched is self.view.viewport():
            self.setGeometry(self.view.viewport().geometry())
        return False

    def follow_focus(self) -> None:
        if not isValid(self.view):  # the window closed meanwhile
            return
        self.setVisible(self.view.hasFocus())
        if self.isVisible():
            self.setGeometry(self.view.viewport().geometry())
            self.raise_()

    def current_rect(self) -> QRect:
        """The current row (or cell, in a view that selects cells) in viewport pixels."""
        view = self.view
        current = view.currentIndex()
        if not current.isValid():
            return QRect()
        rect = view.visualRect(current)
        if view.selectionBehavior() == QAbstractItemView.SelectionBehavior.SelectRows:
            rect.setLeft(0)
            rect.setRight(self.width() - 1)
        return rect

    def paintEvent(self, event: QPaintEvent) -> None:
        palette = self.view.palette()
        painter = QPainter(self)
        highlight = palette.color(QPalette.ColorRole.Highlight)
        painter.setPen(QPen(highlight, RING_WIDTH))
        half = RING_WIDTH // 2
        painter.drawRect(self.rect().adjusted(half, half, -half, -half))
        row = self.current_rect()
        if row.isValid():
            # On a selected (highlight-filled) row the outline is in the text colour drawn
            # over the highlight; on an unselected one, in the highlight itself.
            selected = self.view.selectionModel().isSelected(self.view.currentIndex())
            colour = palette.color(QPalette.ColorRole.HighlightedText if selected
                                   else QPalette.ColorRole.Highlight)
            pen = QPen(colour, 1, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawRect(row.adjusted(RING_WIDTH, 1, -RING_WIDTH - 1, -2))
        painter.end()


def ring_views(top: QWidget) -> list[FocusRing]:
    """A focus ring on every item view inside `top` that has none yet: tables, trees and
    lists, not a table's header nor a combo box's drop-down (a window of its own)."""
    rings = []
    for view in top.findChildren(QAbstractItemView):
        if isinstance(view, QHeaderView) or view.window() is not top.window():
            continue
        if view.findChild(FocusRing, options=Qt.FindChildOption.FindDirectChildrenOnly) is None:
            rings.append(FocusRing(view))
    return rings
