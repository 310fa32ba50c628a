"""Reading widgets back out of Qt layouts, typed: a layout item may hold a spacer."""

from __future__ import annotations

from typing import TypeVar

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
