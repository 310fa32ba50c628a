"""Crash recovery keeps what was being typed: input not yet confirmed (no Enter, the focus
still in the field) goes into the autosave, so kill -9 mid-field loses none of it (issue 24).
It stays no edit until confirmed: the undo history and the field are left as they are.
"""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QSpinBox

from listbuilder.app.army import document
from listbuilder.app.files.config import autosave_dir
from listbuilder.core.edit_specs import plain_label
from tests.app.conftest import ROOT

SAMPLES = ROOT / "resources" / "samples"


@pytest.fixture(autouse=True)
def quick_autosave(monkeypatch):
    monkeypatch.setattr(document, "AUTOSAVE_DELAY_MS", 50)


def open_sample(window, tmp_path, name: str):
    target = tmp_path / f"{name}.army.yaml"
    shutil.copyfile(SAMPLES / f"{name}.army.yaml", target)
    assert window.open_path(str(target))


def autosaved(doc) -> str:
    path = autosave_dir() / f"{doc.autosave.id}.yaml"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def type_into(qtbot, widget, text: str) -> None:
    """Typed as a player types: keys into a focused field, no Enter."""
    widget.setFocus()
    line = widget.lineEdit() if isinstance(widget, QSpinBox) else widget
    line.selectAll()
    qtbot.keyClicks(line, text)


def panel_field(window, label: str):
    panel = window.editor.fields_panel
    return next(w for w in (*window.editor.army_fields.widgets(), *panel.unit_form.widgets)
                if plain_label(w.spec.label).startswith(label))


def check_autosaved_unconfirmed(qtbot, window, widget, text: str, expected: str) -> None:
    steps = window.doc.undo_stack.count()
    type_into(qtbot, widget, text)
    qtbot.waitUntil(lambda: expected in autosaved(window.doc), timeout=3000)
    assert window.doc.undo_stack.count() == steps  # no edit until the player confirms


def test_the_army_name_typed_without_enter_is_autosaved(qtbot, opened):
    check_autosaved_unconfirmed(qtbot, opened, opened.editor.name_edit, "Half typed",
                                "name: Half typed")
    assert opened.editor.name_edit.text() == "Half typed"


def test_notes_typed_without_leaving_are_autosaved(qtbot, opened):
    check_autosaved_unconfirmed(qtbot, opened, opened.editor.notes, "Deploy left",
                                "Deploy left")


def test_a_cell_being_renamed_is_autosaved(qtbot, opened):
    editor = opened.editor
    editor.table.selectRow(0)
    editor.unit_actions.rename_selected()
    line = editor.table.viewport().findChild(QLineEdit)
    assert line is not None
    check_autosaved_unconfirmed(qtbot, opened, line, "Gendarmes du roi", "Gendarmes du roi")
    # (PySide hands back a new handle for the editor: it is looked up, not kept.)
    assert [e.text() for e in editor.delegate.open_editors] == ["Gendarmes du roi"]


@pytest.mark.parametrize(("name", "unit", "label", "text", "expected"), [
    ("usb-240", "militia", "Name", "Village levy", "name: Village levy"),
    ("usb-240", "militia", "Models", "7", "models: 7"),
    ("usb-240", None, "Points limit", "300", "points_limit: 300"),
    ("skirmish-small", "picket", "Name", "A Company", "name: A Company"),
    ("szwadron-brigade", "line-2", "Figures", "10", "figures: 10"),
    ("szwadron-brigade", None, "Points limit", "900", "points_limit: 900"),
])
def test_panel_fields_typed_without_enter_are_autosaved(qtbot, window, tmp_path, name, unit,
                                                         label, text, expected):
    open_sample(window, tmp_path, name)
    if unit is not None:
        window.editor.select_units([unit])
        qtbot.wait(10)
    widget = panel_field(window, label).editor
    check_autosaved_unconfirmed(qtbot, window, widget, text, expected)
    assert widget.hasFocus()
    # Confirmed later, it is one edit as before.
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert expected in window.doc.text_to_save()
