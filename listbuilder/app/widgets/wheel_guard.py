"""The mouse wheel scrolls the page; it changes a value only in the control that has the focus.

Qt's combo boxes and spin boxes take a wheel turned over them as a change of value, focused
or not: scrolling the fields panel past a unit's Quality box turned it Inexperienced →
Regular → Veteran and saved that (issue 24). These controls keep the wheel only while they
have the focus (a click or Tab gives it; the wheel no longer does); otherwise the turn goes
to the scroll area they sit in, so the page scrolls.

Subclasses, not an event filter: a Python filter saw every event of every field (paints,
layouts), a few milliseconds of each edit; `wheelEvent` is called for the wheel alone.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractScrollArea, QComboBox, QSpinBox, QWidget


def _focus_by_click_or_tab(control: QWidget) -> None:
    control.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the wheel gives no focus


def scroll_area_around(widget: QWidget) -> QAbstractScrollArea | None:
    """The nearest scroll area the widget is inside (its page)."""
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    return parent


def _to_the_page(control: QWidget, event: QWheelEvent) -> None:
    """The turn scrolls the page the control is on, if it is on one. Sent on, not ignored:
    Qt passes an ignored wheel event to the parent only when it came from the device."""
    area = scroll_area_around(control)
    if area is not None:
        QCoreApplication.sendEvent(area.viewport(), event)
    event.accept()


def _wheel(control: QWidget, event: QWheelEvent, turn: Callable[[QWheelEvent], None]) -> None:
    if control.hasFocus():
        turn(event)  # the player is working this control: the wheel turns it
    else:
        _to_the_page(control, event)


class SteadyComboBox(QComboBox):
    """A combo box the wheel turns only while it has the focus."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        _focus_by_click_or_tab(self)

    def wheelEvent(self, event: QWheelEvent) -> None:
        _wheel(self, event, super().wheelEvent)


class SteadySpinBox(QSpinBox):
    """A spin box the wheel turns only while it has the focus."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        _focus_by_click_or_tab(self)

    def wheelEvent(self, event: QWheelEvent) -> None:
        _wheel(self, event, super().wheelEvent)
