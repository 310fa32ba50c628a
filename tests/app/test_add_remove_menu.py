"""Army ▸ Add unit… and Remove unit, with shortcuts, in every system and whatever is selected.

USB and Szwadron had no menu entry or key for them, and the fields panel's Add unit button
scrolled out of sight once a unit was selected (issue 24). Szwadron's add menu said
"(12 × 10)" without saying figures or points.
"""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu

from tests.app.conftest import ROOT

SAMPLES = ROOT / "resources" / "samples"
POINTS_SAMPLES = ["usb-240", "usb-legend-on-dragon", "skirmish-small", "szwadron-brigade"]


def open_sample(window, tmp_path, name: str):
    target = tmp_path / f"{name}.army.yaml"
    shutil.copyfile(SAMPLES / f"{name}.army.yaml", target)
    assert window.open_path(str(target))


def army_menu_texts(window) -> list[str]:
    return [a.text() for a in window.menus.army_menu.actions() if a.isVisible()]


def open_popup() -> QMenu | None:
    popup = QApplication.activePopupWidget()
    return popup if isinstance(popup, QMenu) else None


@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing)")  # offscreen menus
@pytest.mark.parametrize("name", POINTS_SAMPLES)
def test_add_and_remove_by_menu_and_keys_with_a_unit_selected(window, tmp_path, qtbot, name):
    open_sample(window, tmp_path, name)
    editor = window.editor
    assert {"&Add unit…", "Re&move unit"} <= set(army_menu_texts(window))
    assert editor.unit_actions.add_unit_action.shortcut().toString() == "Ins"
    assert editor.unit_actions.remove_unit_action.shortcut().toString() == "Del"
    units = editor.model.rowCount()
    editor.table.selectRow(units - 1)
    qtbot.wait(10)  # the fields panel scrolls to the unit's fields
    assert editor.unit_actions.add_unit_action.isEnabled()
    # Insert, from the units table: the menu of what the list offers opens.
    editor.table.setFocus()
    qtbot.keyClick(editor.table, Qt.Key.Key_Insert)
    popup = open_popup()
    assert popup is not None and popup.actions()
    popup.actions()[0].trigger()
    popup.close()
    assert editor.model.rowCount() == units + 1
    added = editor.selected_unit_ids()
    assert len(added) == 1
    assert editor.unit_actions.remove_unit_action.isEnabled()
    # Delete removes the selected unit (the one just added), undoably.
    editor.table.setFocus()
    qtbot.keyClick(editor.table, Qt.Key.Key_Delete)
    assert editor.model.rowCount() == units
    assert window.doc.view.unit(added[0]) is None
    assert len(editor.selected_unit_ids()) == 1  # the next one, ready for the next key
    window.doc.undo_stack.undo()
    assert editor.model.rowCount() == units + 1


def test_delete_in_a_text_field_deletes_text_not_the_unit(window, tmp_path, qtbot):
    open_sample(window, tmp_path, "usb-240")
    editor = window.editor
    editor.select_units(["militia"])
    qtbot.wait(10)
    units = editor.model.rowCount()
    name = next(w for w in editor.fields_panel.unit_form.widgets if w.spec.label == "Name")
    name.editor.setFocus()
    name.editor.setCursorPosition(0)
    qtbot.keyClick(name.editor, Qt.Key.Key_Delete)
    assert editor.model.rowCount() == units
    assert name.editor.text() == "illage militia"


def test_basic_impetus_shows_them_off(opened):
    editor = opened.editor
    assert {"&Add unit…", "Re&move unit"} <= set(army_menu_texts(opened))
    editor.table.selectRow(0)
    assert not editor.unit_actions.add_unit_action.isEnabled()
    # Remove answers with why not (the list sets the units), as a greyed entry did not.
    assert "options" in editor.unit_actions.remove_unit_action.toolTip()


def test_szwadron_add_menu_names_the_unit_its_figures_and_points(window, tmp_path):
    open_sample(window, tmp_path, "szwadron-brigade")
    specs = window.editor.fields_panel.add_unit_button.specs
    labels = [s.label for s in specs]
    assert "Line infantry battalion (12 figures, 10 points each)" in labels
    assert "Horse battery (1 figure, 40 points)" in labels
    window.editor.select_units(["line-1"])
    entry_adds = [s.label for b in window.editor.fields_panel.entry_add_buttons()
                  for s in b.specs]
    assert entry_adds and all("/figure)" in label for label in entry_adds)
