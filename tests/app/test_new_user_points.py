"""A new user builds a points-system army (USB, skirmish, Szwadron) by keyboard.

New army from a typed search, Add unit by its drop-down menu, the unit's settings in the
panel with Tab, arrows and Space, Ctrl+Z from a field of the panel, Remove unit: the focus
is on something the player can see after each step.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QSpinBox

from tests.app.test_new_user import CTRL, focused, key, new_army, started
from tests.app.test_new_user_menus import back_in

SYSTEMS = [("USB core", "usb"), ("colonial field force", "skirmish"),
           ("Napoleonic French brigade", "szwadron")]


def add_by_keyboard(qtbot, window) -> list[str]:
    """Tab to Add unit… over the table, Space opens its menu, Down and Enter take the first
    entry."""
    actions = window.editor.unit_actions
    add = next(b for b in actions.tool_buttons if b.defaultAction() is actions.add_unit_action)
    before = [u.id for u in window.doc.view.units]
    for _ in range(30):
        if focused() is add:
            break
        key(qtbot, Qt.Key.Key_Tab)
    assert focused() is add

    def choose():
        menu = QApplication.activePopupWidget()
        if menu is None:
            QTimer.singleShot(10, choose)
            return
        qtbot.keyClick(menu, Qt.Key.Key_Down)
        qtbot.keyClick(menu, Qt.Key.Key_Return)

    QTimer.singleShot(0, choose)
    key(qtbot, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(window.doc.view.units) > len(before))
    back_in(qtbot, window)
    return [u.id for u in window.doc.view.units if u.id not in before]


@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing)")  # offscreen menus
@pytest.mark.parametrize(("words", "system"), SYSTEMS)
def test_add_configure_undo_and_remove_a_unit_by_keyboard(qtbot, words, system):
    window = started(qtbot)
    doc = new_army(qtbot, window, words)
    assert doc.system.id == system
    assert focused() is window.editor.name_edit
    added = add_by_keyboard(qtbot, window)
    assert window.editor.selected_unit_ids() == added
    panel = window.editor.fields_panel
    qtbot.waitUntil(lambda: panel.remove_unit_button.isVisible())
    # A number of the new unit's, by arrow: one edit, undone from the same field.
    spins = [w for w in panel.unit_form.focusables() if isinstance(w, QSpinBox)]
    if spins:
        spin = spins[0]
        spin.setFocus()
        edits = doc.undo_stack.index()
        key(qtbot, Qt.Key.Key_Down if spin.value() == spin.maximum() else Qt.Key.Key_Up)
        assert doc.undo_stack.index() == edits + 1
        key(qtbot, Qt.Key.Key_Z, CTRL)
        assert doc.undo_stack.index() == edits
    panel.remove_unit_button.setFocus()
    key(qtbot, Qt.Key.Key_Space)
    assert not set(added) & {u.id for u in doc.view.units}
    assert focused() is window.editor.table  # not the next field down, nor nowhere
    key(qtbot, Qt.Key.Key_Z, CTRL)
    assert set(added) <= {u.id for u in doc.view.units}


@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing)")  # offscreen menus
def test_tab_never_stops_on_the_panel_itself(qtbot):
    window = started(qtbot)
    new_army(qtbot, window, "USB core")
    add_by_keyboard(qtbot, window)  # a unit selected: its fields are in the panel
    panel = window.editor.fields_panel
    stops = []
    for _ in range(25):
        key(qtbot, Qt.Key.Key_Tab)
        stops.append(focused())
    assert panel not in stops and any(panel.isAncestorOf(w) for w in stops)
