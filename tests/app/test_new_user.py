"""A new user drives the window as `listbuilder gui` builds it: keys and clicks only.

Each test starts the real window (`start_window`), finds a list by typing, and works the
army with key presses on whatever has the focus, checking where the focus goes, what the
title and findings say and what the undo stack holds. Basic Impetus here; the points
systems in test_new_user_points.py, menus and dialogs in test_new_user_menus.py.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit

from listbuilder.app.startup import main as app_main
from listbuilder.app.tables.units_model import UnitsModel
from tests.app import intents
from tests.app.test_keyboard import CTRL, SHIFT, focused, key, tab_to

__all__ = ["CTRL", "SHIFT", "focused", "key", "new_army", "started"]


def _drop_changes(window) -> None:
    if window.doc is not None:
        window.doc.undo_stack.setClean()  # closed at the end without asking


def started(qtbot):
    """The window as `listbuilder gui` opens it with no file, active."""
    window = app_main.start_window(None)
    qtbot.addWidget(window, before_close_func=_drop_changes)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def new_army(qtbot, window, words: str):
    """Ctrl+F, type, Enter: the army from the first list found."""
    qtbot.keyClick(window, Qt.Key.Key_F, CTRL)
    assert focused() is window.browser.search
    qtbot.keyClicks(focused(), words)
    key(qtbot, Qt.Key.Key_Return)
    assert window.doc is not None
    return window.doc


def found_names(window) -> list[str]:
    proxy = window.browser.proxy
    return [proxy.index(row, 0).data() for row in range(proxy.rowCount())]


def test_arrows_in_the_search_box_choose_among_the_lists_found(qtbot):
    window = started(qtbot)
    qtbot.keyClick(window, Qt.Key.Key_F, CTRL)
    qtbot.keyClicks(focused(), "french")
    names = found_names(window)
    assert len(names) >= 2
    key(qtbot, Qt.Key.Key_Down)
    key(qtbot, Qt.Key.Key_Down)
    assert focused() is window.browser.search  # still typing-ready
    assert window.browser.table.currentIndex().row() == 1
    key(qtbot, Qt.Key.Key_Up)
    key(qtbot, Qt.Key.Key_Down)
    key(qtbot, Qt.Key.Key_Return)
    assert window.doc.army_list.name == names[1]


def test_a_new_army_takes_the_focus_to_its_name(qtbot):
    window = started(qtbot)
    new_army(qtbot, window, "french 1150")
    assert focused() is window.editor.name_edit
    qtbot.keyClicks(focused(), "Bouvines")  # the list's name was selected: replaced
    key(qtbot, Qt.Key.Key_Return)
    assert window.doc.model.name == "Bouvines"
    assert "Bouvines" in window.windowTitle()
    assert window.isWindowModified() and "[*]" in window.windowTitle()


def test_undo_and_redo_keys_work_from_the_name_field(qtbot):
    window = started(qtbot)
    doc = new_army(qtbot, window, "french 1150")
    listed = doc.model.name
    qtbot.keyClicks(focused(), "Bouvines")
    key(qtbot, Qt.Key.Key_Return)
    assert focused() is window.editor.name_edit
    key(qtbot, Qt.Key.Key_Z, CTRL)
    assert doc.model.name == listed and window.editor.name_edit.text() == listed
    assert listed in window.windowTitle() and not window.isWindowModified()
    key(qtbot, Qt.Key.Key_Y, CTRL)
    assert doc.model.name == "Bouvines"
    key(qtbot, Qt.Key.Key_Z, CTRL)
    key(qtbot, Qt.Key.Key_Z, CTRL | SHIFT)
    assert doc.model.name == "Bouvines"


def test_typing_not_yet_confirmed_is_undone_in_the_field_first(qtbot):
    window = started(qtbot)
    doc = new_army(qtbot, window, "french 1150")
    qtbot.keyClicks(focused(), "Bouv")
    key(qtbot, Qt.Key.Key_Z, CTRL)  # the field's own typing, not an army edit
    assert window.editor.name_edit.text() != "Bouv" and not doc.modified


def move_to(qtbot, window, unit_id: str, column: int) -> None:
    """Into the units table by Tab, then arrows to the cell."""
    table, model = window.editor.table, window.editor.model
    tab_to(qtbot, table, 20)
    key(qtbot, Qt.Key.Key_Home, CTRL)
    for _ in range(model.row_of(unit_id)):
        key(qtbot, Qt.Key.Key_Down)
    while table.currentIndex().column() < column:
        key(qtbot, Qt.Key.Key_Right)
    assert (table.currentIndex().row(), table.currentIndex().column()) == (
        model.row_of(unit_id), column)


def test_f2_on_a_weapon_cell_opens_its_drop_down_and_arrows_choose(qtbot):
    window = started(qtbot)
    doc = new_army(qtbot, window, "french 1150")
    assert "BI-WEAPON-UNCHOSEN" in {d.code for d in doc.view.findings}
    move_to(qtbot, window, "skirmishers-1", UnitsModel.WEAPON)
    cell = window.editor.table.currentIndex()
    assert "F2" in cell.data(Qt.ItemDataRole.ToolTipRole)  # the tooltip says how
    key(qtbot, Qt.Key.Key_F2)
    assert isinstance(focused(), QComboBox)
    key(qtbot, Qt.Key.Key_Down)
    assert doc.view.unit("skirmishers-1").weapon is None  # browsed, not chosen yet
    key(qtbot, Qt.Key.Key_Return)  # chooses and closes (queued by Qt's delegate)
    qtbot.waitUntil(lambda: focused() is window.editor.table)
    assert doc.view.unit("skirmishers-1").weapon is not None
    assert window.menus.undo_action.text() == "&Undo Choose weapon"
    key(qtbot, Qt.Key.Key_Z, CTRL)
    assert doc.view.unit("skirmishers-1").weapon is None and not doc.modified


def test_f2_on_the_name_cell_still_renames(qtbot):
    window = started(qtbot)
    doc = new_army(qtbot, window, "french 1150")
    move_to(qtbot, window, "knights-2", UnitsModel.NAME)
    key(qtbot, Qt.Key.Key_F2)
    assert isinstance(focused(), QLineEdit) and focused() is not window.editor.name_edit
    qtbot.keyClicks(focused(), "Templars")
    key(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: focused() is window.editor.table)
    assert doc.view.unit("knights-2").name == "Templars"


def test_a_fix_chosen_by_keyboard_keeps_the_focus_in_the_findings(qtbot):
    window = started(qtbot)
    doc = new_army(qtbot, window, "wallace")
    move_to(qtbot, window, "nobles-1", UnitsModel.NAME)
    key(qtbot, Qt.Key.Key_Down, SHIFT)
    key(qtbot, Qt.Key.Key_B, CTRL)  # knights and highlanders: not a legal big unit
    assert doc.model.big_units and doc.view.findings
    assert "0 errors" not in window.counts.text()  # the status bar counts it
    qtbot.wait(10)  # the fix buttons are shown from the event loop
    findings = window.findings
    findings.table.setFocus()
    key(qtbot, Qt.Key.Key_Tab)
    assert focused() in findings.fix_buttons()
    while doc.view.findings:
        before = len(doc.view.findings)
        key(qtbot, Qt.Key.Key_Space)
        assert len(doc.view.findings) < before
        if doc.view.findings:
            assert focused() is findings.table
            qtbot.wait(10)
            key(qtbot, Qt.Key.Key_Tab)
    assert focused() is window.editor.table  # nothing left in the findings
    assert doc.model.big_units == [] and findings.model.rowCount() == 0
    assert window.counts.text().startswith("0 errors")
    assert findings.all_clear.isVisible()


def test_general_group_and_big_unit_by_keyboard_then_undo_keeps_focus(qtbot):
    window = started(qtbot)
    doc = new_army(qtbot, window, "wallace")
    general = intents.general_box(window.editor)
    tab_to(qtbot, general, 10)
    before = doc.model.general
    key(qtbot, Qt.Key.Key_Down)
    assert doc.model.general != before and focused() is general
    key(qtbot, Qt.Key.Key_Z, CTRL)
    assert doc.model.general == before and focused() is general
    move_to(qtbot, window, "schiltron-1", UnitsModel.NAME)
    key(qtbot, Qt.Key.Key_Down, SHIFT)
    key(qtbot, Qt.Key.Key_G, CTRL)
    assert len(doc.model.groups) == 1 and focused() is window.editor.table
    key(qtbot, Qt.Key.Key_B, CTRL)
    assert len(doc.model.big_units) == 1
    key(qtbot, Qt.Key.Key_Z, CTRL)
    key(qtbot, Qt.Key.Key_Z, CTRL)
    assert doc.model.groups == [] and doc.model.big_units == []
    assert focused() is window.editor.table
    key(qtbot, Qt.Key.Key_Z, CTRL | SHIFT)
    assert len(doc.model.groups) == 1


def test_closing_the_army_leaves_the_focus_on_the_lists(qtbot):
    window = started(qtbot)
    doc = new_army(qtbot, window, "wallace")
    close = window.menus.close_action.shortcut()[0]  # Ctrl+W or Ctrl+F4, as the platform has it
    key(qtbot, close.key(), close.keyboardModifiers())
    assert window.doc is None
    assert focused() is window.browser.table  # was in the hidden editor: nowhere
    assert window.browser.selected_list_id() == doc.army_list.id
    key(qtbot, Qt.Key.Key_Return)  # the same list again
    assert window.doc is not None and window.doc.army_list.id == doc.army_list.id


def test_an_option_ticked_with_space_and_undone_keeps_the_focus_on_its_tick(qtbot):
    window = started(qtbot)
    doc = new_army(qtbot, window, "french 1150")
    tick = window.editor.army_fields.ticks["genoese"]
    tab_to(qtbot, tick, 10)
    units = len(doc.view.units)
    key(qtbot, Qt.Key.Key_Space)
    assert doc.model.options == ["genoese"] and len(doc.view.units) != units
    assert window.menus.undo_action.text().startswith("&Undo ")
    key(qtbot, Qt.Key.Key_Z, CTRL)
    assert doc.model.options == [] and len(doc.view.units) == units
    assert focused() is tick and not tick.isChecked()
    key(qtbot, Qt.Key.Key_Y, CTRL)
    assert tick.isChecked() and focused() is tick


@pytest.mark.parametrize("column", [UnitsModel.NAME, UnitsModel.WEAPON])
def test_f2_while_a_cell_is_being_edited_renames_the_unit(qtbot, column):
    """Rename unit (F2) while a cell editor of the table is open: Qt refused with 'edit:
    editing failed' (the table was busy); the name is edited, whatever cell was open."""
    window = started(qtbot)
    doc = new_army(qtbot, window, "french 1150")
    move_to(qtbot, window, "skirmishers-1", column)
    window.editor.table.edit(window.editor.table.currentIndex())  # a double click
    qtbot.waitUntil(lambda: isinstance(focused(), QComboBox | QLineEdit))
    window.editor.unit_actions.rename_action.trigger()  # the tool button or Army ▸ Rename unit
    qtbot.waitUntil(lambda: isinstance(focused(), QLineEdit))
    assert focused() is not window.editor.name_edit
    focused().selectAll()
    qtbot.keyClicks(focused(), "Ettrick archers")
    key(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: focused() is window.editor.table)
    assert doc.view.unit("skirmishers-1").name == "Ettrick archers"
    assert doc.view.unit("skirmishers-1").weapon is None  # the drop-down chose nothing
