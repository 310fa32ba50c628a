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
