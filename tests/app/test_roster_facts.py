"""Army → Player, event and date: typed in a dialog, one undoable step, saved in the file
and printed at the top of the roster and the text export."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from listbuilder.app.dialogs.roster_facts import RosterFactsDialog
from listbuilder.app.dialogs.sharing import army_as_text
from listbuilder.storage.loading import load_file


def _fill(facts: dict[str, str], accept: bool = True) -> None:
    """Fill the dialog when it opens, then press OK (or Cancel)."""
    def act() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, RosterFactsDialog)
        for key, text in facts.items():
            dialog.edits[key].setText(text)
        dialog.accept() if accept else dialog.reject()
    QTimer.singleShot(0, act)


def test_the_facts_are_one_undoable_step_saved_and_printed(opened, sample):
    action = opened.menus.roster_facts_action
    assert action in opened.menus.army_menu.actions() and action.isEnabled()
    _fill({"player": "Anna Kowalska", "event": "Bitwa nad Bzurą 2026", "date": "2026-12-05"})
    action.trigger()
    doc = opened.doc
    assert (doc.model.player, doc.model.event, doc.model.date) == (
        "Anna Kowalska", "Bitwa nad Bzurą 2026", "2026-12-05")
    assert doc.undo_stack.undoText() == "Edit player, event and date"
    text = army_as_text(doc)
    assert "Player: Anna Kowalska · Event: Bitwa nad Bzurą 2026 · Date: 2026-12-05" in text
    opened.save()
    saved = load_file(sample).model
    assert saved.player == "Anna Kowalska" and saved.date == "2026-12-05"
    doc.undo_stack.undo()
    assert doc.model.player is None and doc.model.event is None


def test_cancel_changes_nothing_and_an_emptied_fact_leaves_the_file(opened):
    doc = opened.doc
    _fill({"player": "Someone"}, accept=False)
    opened.menus.roster_facts_action.trigger()
    assert doc.model.player is None and not doc.undo_stack.count()
    _fill({"player": "Someone"})
    opened.menus.roster_facts_action.trigger()
    _fill({"player": "  "})
    opened.menus.roster_facts_action.trigger()
    assert doc.model.player is None
    assert "player" not in doc.text_to_save()


def test_every_hint_shows_whole(opened, qtbot):
    dialog = RosterFactsDialog(opened.doc, opened)
    qtbot.addWidget(dialog)
    dialog.show()
    for edit in dialog.edits.values():
        assert edit.width() > edit.fontMetrics().horizontalAdvance(edit.placeholderText())
