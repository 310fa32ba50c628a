"""A field edit still being typed belongs to the army it was typed into (issue 11, defect 1).

Before the window shows another army (Ctrl+N, Open recent, Open, close), a pending edit is
committed to its own army — which then asks to be saved — or, when the player discards,
dropped. It never lands in the next army, never leaves an undo entry there, never crashes.
"""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox, QSpinBox

from listbuilder.app.files import config
from listbuilder.app.tables.units_model import UnitsModel
from listbuilder.app.window import main_window
from listbuilder.storage.loading import load_file
from tests.app.conftest import ROOT

SAMPLES = ROOT / "resources" / "samples"
TYPED = "Ettrick archers"


def copy_sample(tmp_path, name: str):
    target = tmp_path / f"{name}.army.yaml"
    shutil.copyfile(SAMPLES / f"{name}.army.yaml", target)
    return target


def type_unit_name(qtbot, window, unit_id: str) -> QLineEdit:
    """Select the unit, then type into its Name field without pressing Enter."""
    window.activateWindow()
    window.editor.select_units([unit_id])
    name = next(w for w in window.editor.fields_panel.unit_form.widgets
                if w.spec.label == "Name").editor
    assert isinstance(name, QLineEdit)
    name.setFocus()
    qtbot.waitUntil(name.hasFocus)
    name.selectAll()
    qtbot.keyClicks(name, TYPED)
    assert name.text() == TYPED
    return name


def no_unit_named(path, typed: str = TYPED) -> bool:
    return typed not in path.read_text(encoding="utf-8")


@pytest.fixture
def usb(window, tmp_path):
    path = copy_sample(tmp_path, "usb-240")
    assert window.open_path(str(path))
    return path


def test_ctrl_n_with_a_typed_name_asks_and_discard_leaves_a_clean_new_army(
        qtbot, window, usb, dialogs):
    name = type_unit_name(qtbot, window, "militia")
    dialogs.answer = QMessageBox.StandardButton.Discard
    qtbot.keyClick(name, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert [kind for kind, _ in dialogs.shown] == ["warning"]  # "save the changes?"
    assert window.doc.path is None and window.doc.model.system == "usb"
    assert not window.doc.modified
    assert not window.doc.undo_stack.canUndo()
    assert window.menus.undo_action.text() == "&Undo"
    assert no_unit_named(usb)
    assert not window.isWindowModified()


def test_ctrl_n_cancelled_keeps_the_typed_name_in_its_own_army(qtbot, window, usb, dialogs):
    name = type_unit_name(qtbot, window, "militia")
    qtbot.keyClick(name, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.doc.path == str(usb)
    assert window.doc.model.units[1].name == TYPED
    assert window.menus.undo_action.text() == "&Undo Change name"
    window.menus.undo_action.trigger()
    assert window.doc.model.units[1].name == "Village militia"
    assert not window.doc.modified


def test_ctrl_n_saved_writes_the_typed_name_to_its_own_file(qtbot, window, usb, dialogs):
    name = type_unit_name(qtbot, window, "militia")
    dialogs.answer = QMessageBox.StandardButton.Save
    qtbot.keyClick(name, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert load_file(usb).model.units[1].name == TYPED
    assert window.doc.path is None and not window.doc.modified


def test_open_recent_never_writes_the_typed_name_into_the_other_army(
        qtbot, window, usb, dialogs, tmp_path):
    other = copy_sample(tmp_path, "usb-legend-on-dragon")
    config.remember_recent(str(other))
    type_unit_name(qtbot, window, "militia")
    dialogs.answer = QMessageBox.StandardButton.Discard
    window.menus.fill_recent()
    action = next(a for a in window.menus.recent_menu.actions()
                  if a.text().endswith(f" {other.name}"))
    action.trigger()
    QApplication.processEvents()
    assert window.doc.path == str(other)
    assert TYPED not in window.doc.text_to_save()
    assert not window.doc.modified and not window.doc.undo_stack.canUndo()
    assert no_unit_named(usb) and no_unit_named(other)


def test_open_recent_of_the_same_kind_of_army_keeps_fields_apart(
        qtbot, window, usb, dialogs, tmp_path):
    """Two armies of one list give forms of the same shape: no widget is reused across."""
    twin = tmp_path / "twin.army.yaml"
    shutil.copyfile(usb, twin)
    config.remember_recent(str(twin))
    type_unit_name(qtbot, window, "militia")
    dialogs.answer = QMessageBox.StandardButton.Discard
    window.menus.fill_recent()
    next(a for a in window.menus.recent_menu.actions()
         if a.text().endswith(f" {twin.name}")).trigger()
    window.editor.select_units(["militia"])
    QApplication.focusWidget() and QApplication.focusWidget().clearFocus()
    assert window.doc.path == str(twin)
    assert window.doc.model.units[1].name == "Village militia"
    assert not window.doc.modified


def test_close_army_with_a_typed_name_asks_first(qtbot, window, usb, dialogs):
    type_unit_name(qtbot, window, "militia")
    window.menus.close_action.trigger()
    assert dialogs.shown and window.doc is not None  # cancelled: still open, name kept
    assert window.doc.model.units[1].name == TYPED


def test_open_dialog_commits_the_typed_name_to_its_own_army(qtbot, window, usb, dialogs,
                                                            tmp_path):
    other = copy_sample(tmp_path, "skirmish-small")
    type_unit_name(qtbot, window, "militia")
    dialogs.open_path = str(other)
    dialogs.answer = QMessageBox.StandardButton.Save
    window.menus.open_action.trigger()
    assert window.doc.path == str(other) and not window.doc.modified
    assert load_file(usb).model.units[1].name == TYPED
    assert no_unit_named(other)


def test_a_name_typed_in_the_units_table_stays_in_its_army(qtbot, window, sample, dialogs,
                                                           tmp_path):
    """Basic Impetus: the table's own editor, open while another army replaces this one."""
    assert window.open_path(str(sample))
    other = copy_sample(tmp_path, "bi-scots")
    table = window.editor.table
    window.activateWindow()
    table.setFocus()
    index = window.editor.model.index(0, UnitsModel.NAME)
    table.setCurrentIndex(index)
    table.edit(index)
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QLineEdit))
    editor = QApplication.focusWidget()
    editor.selectAll()
    qtbot.keyClicks(editor, TYPED)
    assert not window.open_path(str(other))  # asked, cancelled: the name is kept here
    assert window.doc.path == str(sample)
    assert window.editor.model.index(0, UnitsModel.NAME).data() == TYPED
    dialogs.answer = QMessageBox.StandardButton.Discard
    assert window.open_path(str(other))
    QApplication.processEvents()
    assert TYPED not in window.doc.text_to_save()
    assert not window.doc.modified
    assert no_unit_named(sample) and no_unit_named(other)


def test_duplicate_takes_the_typed_name_along(qtbot, window, usb):
    type_unit_name(qtbot, window, "militia")
    window.menus.duplicate_action.trigger()
    twin = main_window.WINDOWS[-1]
    assert twin is not window
    assert twin.doc.model.units[1].name == TYPED
    assert window.doc.model.units[1].name == TYPED


def _rename_first_unit_in_the_table(qtbot, window, sample):
    """`sample` open, its first unit's Name cell open for typing (F2); the table."""
    assert window.open_path(str(sample))
    table = window.editor.table
    window.activateWindow()
    table.setFocus()
    table.setCurrentIndex(window.editor.model.index(0, UnitsModel.NAME))
    qtbot.keyClick(table, Qt.Key.Key_F2)
    return table


def test_typing_on_after_a_save_in_the_tables_editor_is_saved_or_asked_about(
        qtbot, window, sample, dialogs):
    """F2, a name, Ctrl+S, more letters in the still open cell: the second Ctrl+S saves them,
    and closing asks about them (the first commit must not lose track of the editor)."""
    _rename_first_unit_in_the_table(qtbot, window, sample)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    editor.selectAll()
    qtbot.keyClicks(editor, "Templars")
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert "Templars" in sample.read_text(encoding="utf-8")
    qtbot.wait(20)  # the table catches up with the edit
    qtbot.keyClicks(QApplication.focusWidget(), " of Acre")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_S,
                   Qt.KeyboardModifier.ControlModifier)
    assert "Templars of Acre" in sample.read_text(encoding="utf-8")
    qtbot.keyClicks(QApplication.focusWidget(), "!")
    window.menus.close_action.trigger()
    assert dialogs.shown and window.doc is not None  # asked; Cancel keeps it open


def test_a_cell_editor_closed_after_a_save_is_forgotten(qtbot, window, sample):
    """Ctrl+S in an open cell, more letters, Enter: the editor is gone, and the next save
    commits nothing stale (Qt warned 'commitData called with an editor that does not belong
    to this view', with a pointer to a deleted editor)."""
    table = _rename_first_unit_in_the_table(qtbot, window, sample)
    qtbot.keyClicks(QApplication.focusWidget(), "Templars")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(20)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is table)
    qtbot.wait(20)  # the closed editor is deleted
    assert window.editor.delegate.open_editors == []
    qtbot.keyClick(table, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)


def _added_unit_field(qtbot, window, kind):
    """A unit added through the panel, and its first field of `kind`, focused."""
    panel = window.editor.fields_panel
    assert panel.add(panel.add_unit_button.specs[0])
    field = next(w for w in panel.unit_form.focusables() if isinstance(w, kind))
    window.activateWindow()
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    return field


@pytest.mark.parametrize("sample", ["usb-240", "skirmish-small", "szwadron-brigade"])
def test_undoing_the_add_from_the_new_units_name_field_is_clean(qtbot, window, tmp_path,
                                                                sample):
    """Add unit, its Name field, Ctrl+Z: the unit goes with its fields. The field, hidden
    while focused, sent its text on to a unit that no longer existed (IndexError)."""
    assert window.open_path(str(copy_sample(tmp_path, sample)))
    name = _added_unit_field(qtbot, window, QLineEdit)
    qtbot.keyClick(name, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    window.browser.table.setFocus()
    QApplication.processEvents()
    assert not window.doc.modified and window.doc.undo_stack.index() == 0


def test_edit_undo_with_a_number_typed_in_the_new_unit_drops_the_number(qtbot, window,
                                                                       usb):
    """A number typed, not confirmed, then Edit ▸ Undo (the menu, the focus stays): the
    number belonged to the unit being undone and goes with it."""
    spin = _added_unit_field(qtbot, window, QSpinBox)
    spin.selectAll()
    qtbot.keyClicks(spin, "7")
    window.menus.undo_action.trigger()
    window.browser.table.setFocus()
    QApplication.processEvents()
    assert not window.doc.modified and window.doc.undo_stack.index() == 0


def test_save_a_copy_writes_the_name_being_typed(qtbot, window, usb, dialogs, tmp_path):
    """As Save, Export and Copy as text do: the copy holds what the player sees."""
    type_unit_name(qtbot, window, "militia")
    dialogs.save_path = str(tmp_path / "copy.army.yaml")
    window.menus.copy_action.trigger()
    assert load_file(dialogs.save_path).model.units[1].name == TYPED
    assert window.doc.path == str(usb) and window.doc.model.units[1].name == TYPED


@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing)")  # offscreen menus
def test_an_add_menu_left_open_adds_nothing_to_the_next_army(qtbot, window, tmp_path):
    """An 'Add to …' menu opened for one army, chosen from after another army is shown (found
    by a random driver: it named unit 6 of an army that has fewer, and the edit raised)."""
    window.open_path(str(copy_sample(tmp_path, "szwadron-brigade")))
    window.editor.select_units(["hussars-2"])
    panel = window.editor.fields_panel
    (button,) = panel.entry_add_buttons()
    menu = button.menu()
    menu.popup(button.mapToGlobal(button.rect().bottomLeft()))
    qtbot.waitUntil(menu.isVisible)
    stale = menu.actions()[0]
    other = copy_sample(tmp_path, "skirmish-small")
    before = other.read_bytes()
    assert window.open_path(str(other))
    assert not menu.isVisible()  # the old army's menu goes with it
    stale.trigger()
    assert window.doc.undo_stack.count() == 0 and not window.doc.modified
    window.menus.save_action.trigger()
    assert other.read_bytes() == before
