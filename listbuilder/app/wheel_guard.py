"""The mouse wheel scrolls the page; it changes a value only in the control that has the focus.

Qt's combo boxes, spin boxes and sliders take a wheel turned over them as a change of value,
focused or not: scrolling the fields panel past a unit's Quality box turned it Inexperienced →
Regular → Veteran and saved that (issue 24). A guarded control keeps the wheel only while it
has the focus (a click or Tab gives it; the wheel no longer does); otherwise the turn goes to
the scroll area it sits in, or nowhere.

The filter is a child of the control it watches, as in `key_filters` (a parent's filter can
run while the parent is being destroyed).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSlider, QScrollBar, QWidget

GUARDED_PROPERTY = "wheelGuarded"  # set on each guarded control (tests walk the window by it)


class _WheelGuard(QObject):
    def __init__(self, watched: QWidget) -> None:
        super().__init__(watched)
        watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget):
            return False
        if watched.hasFocus():
            return False  # the player is working this control: the wheel turns it
        area = scroll_area_around(watched)
        if area is not None:
            QCoreApplication.sendEvent(area.viewport(), event)
        return True


def scroll_area_around(widget: QWidget) -> QAbstractScrollArea | None:
    """The nearest scroll area the widget is inside (its page, not a list of its own)."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def guard_wheel(control: QWidget) -> None:
    """`control` (a combo box, spin box or slider) turns with the wheel only when focused."""
    if isinstance(control, QScrollBar) or control.property(GUARDED_PROPERTY):
        return
    if not isinstance(control, QAbstractSlider):
        # The wheel gives no focus: a page scrolled past the control leaves it alone.
        control.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    control.setProperty(GUARDED_PROPERTY, True)
    _WheelGuard(control)
