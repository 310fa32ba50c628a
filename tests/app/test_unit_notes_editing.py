"""A unit's notes are edited in the window, in every system: a field in the fields panel,
typed into the real line edit, one undoable step through the document, saved to the file
and no longer than the file may hold."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from listbuilder.core.path_edits import get_at
from listbuilder.core.ranges import UNIT_NOTE_MAX
from listbuilder.storage.loading import load_file
from tests.app.test_fields_panel_editing import field, open_sample, panel

#: sample: (the unit selected, where its notes are in the file)
UNITS = {
    "bi-scots": ("nobles-1", ("units", "nobles-1", "notes")),
    "skirmish-small": ("picket", ("detachments", 0, "notes")),
    "szwadron-brigade": ("line-1", ("units", 0, "notes")),
    "usb-240": ("rifles", ("units", 0, "notes")),
}


@pytest.mark.parametrize("sample", list(UNITS))
def test_notes_typed_in_the_panel_are_one_undoable_edit_and_saved(window, qtbot, tmp_path,
                                                                  sample):
    path = open_sample(window, tmp_path, sample)
    unit_id, where = UNITS[sample]
    window.editor.select_units([unit_id])
    assert panel(window).isVisible()  # Basic Impetus too: a unit's notes are edited here
    notes = field(window, "Notes")
    line = notes.editor
    assert isinstance(line, QLineEdit) and line.maxLength() == UNIT_NOTE_MAX
    line.setFocus()
    qtbot.keyClicks(line, "Flank guard")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert get_at(window.doc.model, where) == "Flank guard"
    assert window.doc.view.unit(unit_id).player_note == "Flank guard"
    assert window.menus.undo_action.text().startswith("&Undo Change notes")
    window.doc.undo_stack.undo()
    assert get_at(window.doc.model, where) is None
    window.doc.undo_stack.redo()
    window.doc.save()
    assert get_at(load_file(path).model, where) == "Flank guard"
