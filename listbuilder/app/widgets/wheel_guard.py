"""The mouse wheel scrolls the page; it changes a value only in the control that has the focus.

Qt's combo boxes and spin boxes take a wheel turned over them as a change of value, focused
or not: scrolling the fields panel past a unit's Quality box turned it Inexperienced →
Regular → Veteran and saved that (issue 24). One event filter on the application keeps every
combo box and spin box of the editor and its dialogs from it: they take the focus by a click
or Tab (the wheel no longer gives it), and a turn over one without the focus goes to the
scroll area it sits in, so the page scrolls.

The filter sees every event of the application, a Python call each: measured with
bench/bench_gui.py, about 5 % of an edit's repaint and 6 % of the start to the army shown
(CPU), against subclasses that saw the wheel alone; too little for a type of our own per
control.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QComboBox, QWidget

#: The controls the wheel would turn.
TURNED = (QComboBox, QAbstractSpinBox)


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


class WheelGuard(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        kind = event.type()
        if kind == QEvent.Type.Wheel:
            if isinstance(watched, TURNED) and not watched.hasFocus():
                _to_the_page(watched, cast(QWheelEvent, event))
                return True
        elif kind == QEvent.Type.Polish and isinstance(watched, TURNED):
            watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the wheel gives no focus
        return False


def guard_the_wheel() -> None:
    """Install the guard on the application, once (every window asks)."""
    app = QCoreApplication.instance()
    if app is not None and not any(isinstance(c, WheelGuard) for c in app.children()):
        app.installEventFilter(WheelGuard(app))
