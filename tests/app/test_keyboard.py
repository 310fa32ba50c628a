"""The main flow by keyboard alone (issue 11, defect 5): key events only, no clicks.

Pick a list, create an army, toggle an option, choose the General, group units, undo and
redo, save and export; Tab leaves every table and reaches every part of the editor.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMenu

from listbuilder.app.dialogs import export_dialog
from tests.app import intents

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def focused():
    return QApplication.focusWidget()


def key(qtbot, k, modifier=Qt.KeyboardModifier.NoModifier):
    qtbot.keyClick(focused(), k, modifier)


def tab_until(qtbot, wanted, limit: int = 60) -> int:
    """Presses of Tab until `wanted(focus)` holds; fails after `limit`."""
    for presses in range(1, limit + 1):
        key(qtbot, Qt.Key.Key_Tab)
        if wanted(focused()):
            return presses
    pytest.fail(f"not reached in {limit} Tab presses; focus on {focused()!r}")


def tab_stops(qtbot, presses: int) -> list:
    """The widgets focus lands on, one per press of Tab."""
    stops = []
    for _ in range(presses):
        key(qtbot, Qt.Key.Key_Tab)
        stops.append(focused())
    return stops


def tab_to(qtbot, widget, limit: int) -> None:
    """Tab until `widget` has focus (no press when it has it already); fails after `limit`."""
    for _ in range(limit):
        if focused() is widget:
            return
        key(qtbot, Qt.Key.Key_Tab)
    assert focused() is widget


@pytest.fixture
def keyboard_army(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow())
    qtbot.keyClick(window, Qt.Key.Key_F, CTRL)
    assert focused() is window.browser.search
    qtbot.keyClicks(focused(), "Wallace")
    key(qtbot, Qt.Key.Key_Return)
    assert window.doc is not None and window.doc.army_list.id == "bi/wallace-bruce-scots"
    return window


def test_enter_in_the_list_table_starts_an_army(qtbot, window):
    window.activateWindow()
    window.browser.table.setFocus()
    window.browser.table.selectRow(0)
    key(qtbot, Qt.Key.Key_Return)
    assert window.doc is not None


def test_main_flow_by_keyboard(qtbot, keyboard_army, dialogs, tmp_path, monkeypatch):
    window = keyboard_army
    editor = window.editor
    option = editor.army_fields.ticks["dismounted-nobles"]
    tab_until(qtbot, lambda w: w is option)
    key(qtbot, Qt.Key.Key_Space)
    assert window.doc.model.options == ["dismounted-nobles"]
    assert window.doc.model.general == "dismounted-nobles-1"  # moved with its unit
    intents.general_box(editor).setFocus()
    key(qtbot, Qt.Key.Key_Up)
    assert window.doc.model.general == intents.general_box(editor).currentData() \
        != "dismounted-nobles-1"
    tab_until(qtbot, lambda w: w is editor.table)
    key(qtbot, Qt.Key.Key_Down)
    for _ in range(2):
        key(qtbot, Qt.Key.Key_Down, SHIFT)
    assert len(editor.selected_unit_ids()) == 3
    key(qtbot, Qt.Key.Key_G, CTRL)
    assert len(window.doc.model.groups) == 1
    key(qtbot, Qt.Key.Key_Z, CTRL)
    assert window.doc.model.groups == []
    key(qtbot, Qt.Key.Key_Y, CTRL)
    assert len(window.doc.model.groups) == 1
    dialogs.save_path = str(tmp_path / "keys.army.yaml")
    key(qtbot, Qt.Key.Key_S, CTRL)
    assert (tmp_path / "keys.army.yaml").is_file() and not window.doc.modified
    exported = []
    monkeypatch.setattr(export_dialog, "run_export_dialog", lambda w, d: exported.append(d))
    key(qtbot, Qt.Key.Key_E, CTRL)
    assert exported == [window.doc]


def test_tab_leaves_the_units_table_at_once(qtbot, keyboard_army):
    editor = keyboard_army.editor
    editor.table.setFocus()
    key(qtbot, Qt.Key.Key_Tab)
    assert focused() is not editor.table
    assert not editor.table.isAncestorOf(focused())


def test_tab_reaches_options_notes_and_findings_forwards(qtbot, keyboard_army):
    editor = keyboard_army.editor
    editor.name_edit.setFocus()
    assert tab_until(qtbot, lambda w: w in editor.army_fields.ticks.values()) <= 4
    assert tab_until(qtbot, lambda w: w is editor.notes) <= 12
    key(qtbot, Qt.Key.Key_Tab)  # notes hand Tab on instead of typing it
    assert focused() is not editor.notes and "\t" not in editor.notes.toPlainText()


def test_tab_reaches_the_fields_panel_forwards(qtbot, window, tmp_path):
    from tests.app.test_fields_panel_editing import open_sample

    open_sample(window, tmp_path, "usb-240")
    window.activateWindow()
    window.editor.select_units(["rifles"])
    window.editor.table.setFocus()
    panel = window.editor.fields_panel
    assert tab_until(qtbot, lambda w: panel.isAncestorOf(w), limit=3) == 1
    assert tab_until(qtbot, lambda w: w is window.editor.notes, limit=40)


def mnemonic(text: str) -> str | None:
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def test_alt_mnemonics_are_unique(keyboard_army):
    window = keyboard_army
    letters = [mnemonic(a.text()) for a in window.menuBar().actions()]
    visible = [w for w in window.findChildren(QAbstractButton) + window.findChildren(QLabel)
               if w.isVisible() and not isinstance(w.window(), QMenu)]
    letters += [mnemonic(w.text()) for w in visible if not isinstance(w, QLabel) or w.buddy()]
    letters = [letter for letter in letters if letter]
    assert len(letters) == len(set(letters)), sorted(letters)
    assert "a" in letters  # the Army menu keeps Alt+A, the name field has Alt+N
    assert mnemonic(window.editor.form.labelForField(window.editor.name_edit).text()) == "n"


def _pane_of(window, widget) -> str:
    panes = {"lists": window.browser, "army": window.editor, "findings": window.findings}
    return next((name for name, pane in panes.items() if pane.isAncestorOf(widget)), "other")


@pytest.mark.parametrize(("size", "panes"), [
    ((1024, 600), ["lists", "findings", "army"]),  # findings under the lists, army right
    ((1920, 1080), ["lists", "army", "findings"]),  # side by side
])
def test_tab_follows_the_panes_as_they_are_placed(qtbot, window, tmp_path, size, panes):
    from tests.app.test_fields_panel_editing import open_sample

    open_sample(window, tmp_path, "bi-illegal")  # findings, so their table takes focus
    window.resize(*size)
    qtbot.waitUntil(lambda: window.splitter.narrow == (size[0] < 1400))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.browser.system_box.setFocus()
    stops = [focused(), *tab_stops(qtbot, 30)]
    visited = [_pane_of(window, w) for w in stops]
    order = [p for i, p in enumerate(visited) if i == 0 or p != visited[i - 1]]
    assert order[:4] == [*panes, "lists"], visited
    tab_to(qtbot, window.findings.table, 30)
    left_column = window.findings.mapTo(window, window.findings.rect().topLeft()).x() < 100
    assert left_column == (size[0] < 1400)  # the arrangement the order follows
