"""Reading widgets back out of Qt layouts, typed: a layout item may hold a spacer."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLayout, QWidget

W = TypeVar("W", bound=QWidget)


def widgets_in(layout: QLayout, kind: type[W]) -> list[W]:
    """The widgets of `kind` in the layout, in order (spacers and other widgets skipped)."""
    found = []
    for i in range(layout.count()):
        item = layout.itemAt(i)
        widget = item.widget() if item is not None else None
        if isinstance(widget, kind):
            found.append(widget)
    return found


def discard(layout: QLayout, widget: QWidget) -> None:
    """Take a widget out of its layout for good. Hidden at once: until Qt deletes it (later,
    as the click that caused this may still be running), an unmanaged child would otherwise
    be painted at its default 640×480 over the window."""
    layout.removeWidget(widget)
    widget.hide()
    widget.deleteLater()


def within_screen(widget: QWidget, size: tuple[int, int]) -> tuple[int, int]:
    """`size`, made smaller where the screen's free area is (a netbook, a large scale)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return size
    free = screen.availableGeometry()
    return min(size[0], free.width() - 40), min(size[1], free.height() - 60)
