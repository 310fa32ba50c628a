"""Typing or pasting a control or text-direction character never makes an army invalid.

The editor leaves such characters out of what is typed (a line break in a name becomes a
space) and says so in the status bar: the army stays one that saves and loads back clean.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from listbuilder.app.tables.units_model import UnitsModel
from listbuilder.storage.loading import LoadedArmy, load_file


def _rename(window, text: str) -> None:
    window.editor.name_edit.setText(text)
    window.editor.name_edit.editingFinished.emit()


def test_a_pasted_name_loses_its_controls_and_the_player_is_told(opened, sample):
    _rename(opened, "Bouvines \u202eeviL\x1b[2J\tby\u2028night")
    assert opened.doc.model.name == "Bouvines eviL[2J by night"
    assert opened.editor.name_edit.text() == "Bouvines eviL[2J by night"
    notice = opened.statusBar().currentMessage()
    assert "U+202E" in notice and "U+001B" in notice and "U+0009" in notice
    opened.save()
    loaded = load_file(str(sample))
    assert isinstance(loaded, LoadedArmy) and not loaded.diagnostics
    assert loaded.model.name == "Bouvines eviL[2J by night"


def test_a_name_that_is_only_controls_keeps_the_old_name_and_shows_it(opened):
    before = opened.doc.model.name
    _rename(opened, before + "\u2066")
    assert opened.doc.model.name == before
    assert opened.editor.name_edit.text() == before  # not left showing what was pasted
    assert "U+2066" in opened.statusBar().currentMessage()
    assert not opened.doc.undo_stack.canUndo()


def test_notes_keep_line_breaks_and_tabs(opened):
    opened.editor.notes.setPlainText("Hold\n\tthe bridge\a\u202d.")
    opened.editor.commit_pending()
    assert opened.doc.model.notes == "Hold\n\tthe bridge."
    assert "U+0007" in opened.statusBar().currentMessage()


def test_a_unit_name_typed_in_the_table(opened):
    model = opened.editor.model
    index = model.index(model.row_of("knights-1"), UnitsModel.NAME)
    model.setData(index, "Royal\u202e household", Qt.ItemDataRole.EditRole)
    assert opened.doc.model.units["knights-1"].name == "Royal household"
    assert "U+202E" in opened.statusBar().currentMessage()
