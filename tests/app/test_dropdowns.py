"""Opening or closing a drop-down without choosing is not an edit (issue 11, defect 2)."""

from __future__ import annotations

import shutil

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox

from listbuilder.app.tables.units_model import UnitsModel
from tests.app.conftest import ROOT

SAMPLES = ROOT / "resources" / "samples"


def open_illegal(window, tmp_path):
    target = tmp_path / "bi-illegal.army.yaml"
    shutil.copyfile(SAMPLES / "bi-illegal.army.yaml", target)
    assert window.open_path(str(target))
    return target


def open_weapon_editor(qtbot, window, unit_id: str) -> QComboBox:
    window.activateWindow()
    table, model = window.editor.table, window.editor.model
    index = model.index(model.row_of(unit_id), UnitsModel.WEAPON)
    table.setFocus()
    table.setCurrentIndex(index)
    table.edit(index)
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QComboBox))
    return QApplication.focusWidget()


def test_opening_the_weapon_box_and_clicking_away_changes_nothing(qtbot, window, tmp_path):
    open_illegal(window, tmp_path)
    box = open_weapon_editor(qtbot, window, "skirmishers-1")
    assert box.currentIndex() == -1  # longbow-b is not offered: no choice shown, not 'Sling'
    window.editor.name_edit.setFocus()
    qtbot.waitUntil(lambda: not window.editor.delegate.open_editors)
    assert not window.doc.modified
    assert window.doc.model.units["skirmishers-1"].weapon == "longbow-b"


def test_escape_closes_the_weapon_box_without_an_edit(qtbot, window, tmp_path):
    open_illegal(window, tmp_path)
    box = open_weapon_editor(qtbot, window, "skirmishers-1")
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    assert not window.doc.modified


def test_choosing_in_the_weapon_box_is_one_edit(qtbot, window, tmp_path):
    open_illegal(window, tmp_path)
    box = open_weapon_editor(qtbot, window, "skirmishers-1")
    index = box.findData("javelin")
    box.setCurrentIndex(index)
    box.activated.emit(index)
    assert window.doc.model.units["skirmishers-1"].weapon == "javelin"
    assert window.menus.undo_action.text() == "&Undo Choose weapon"
    window.editor.name_edit.setFocus()
    window.menus.undo_action.trigger()
    assert not window.doc.modified


def test_arrow_keys_browse_the_weapons_and_enter_is_one_edit(qtbot, window, tmp_path):
    """The table's weapon picker (issue 32, item 8): each arrow key was an undo step."""
    open_illegal(window, tmp_path)
    box = open_weapon_editor(qtbot, window, "skirmishers-1")
    for _ in range(3):
        qtbot.keyClick(box, Qt.Key.Key_Down)
    qtbot.keyClick(box, Qt.Key.Key_Up)
    assert box.currentData() == "crossbow-b"  # browsed: Sling, Crossbow B, Javelin, back
    assert not window.doc.modified and window.doc.undo_stack.count() == 0
    assert window.doc.model.units["skirmishers-1"].weapon == "longbow-b"
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.editor.delegate.open_editors)
    assert window.doc.model.units["skirmishers-1"].weapon == "crossbow-b"
    assert window.doc.undo_stack.count() == 1
    assert window.menus.undo_action.text() == "&Undo Choose weapon"


def test_escape_after_browsing_keeps_the_weapon(qtbot, window, tmp_path):
    open_illegal(window, tmp_path)
    box = open_weapon_editor(qtbot, window, "skirmishers-1")
    qtbot.keyClick(box, Qt.Key.Key_Down)
    qtbot.keyClick(box, Qt.Key.Key_Down)
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.editor.delegate.open_editors)
    assert window.doc.undo_stack.count() == 0
    assert window.doc.model.units["skirmishers-1"].weapon == "longbow-b"
