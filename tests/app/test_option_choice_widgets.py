"""The player's choice inside an option, made with the combo boxes beside it (issue 10).

The list is the golden case of a book's "replace one FP unit or one CP unit with mercenary
crossbowmen or with mercenary archers": one row to remove from, one row to add.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent

from listbuilder.app.tables.units_model import UnitsModel
from listbuilder.app.window import main_window
from listbuilder.storage.list_catalog import Catalog
from listbuilder.storage.loading import load_file
from tests.conformance.run import case_file

LIST = case_file("choose-one-of.yaml")


@pytest.fixture
def chooser(qtbot):
    """A window with a new army of the choose-one-of list, its 'Mercenaries' option taken."""
    catalog = Catalog.from_paths([LIST])
    win = main_window.MainWindow(catalog)
    qtbot.addWidget(win)
    win.resize(1100, 760)
    win.show()
    win.new_army("test/choose-one-of")
    win.editor.army_fields.ticks["mercenaries"].click()
    assert win.doc.model.options == ["mercenaries"]
    return win


def combos(window):
    """The option's combo boxes by label: 'Remove from', 'Replacement'."""
    return {w.spec.label: w.editor for w in window.editor.option_fields["mercenaries"]}


def ids(window) -> list[str]:
    return [u.id for u in window.doc.view.units]


def codes(window) -> set[str]:
    return {d.code for d in window.doc.view.findings}


def pick(combo, text: str) -> None:
    """Choose as a player does with the keyboard: focus, then arrows to the item."""
    combo.setFocus()
    target = combo.findText(text)
    assert target >= 0, text
    key = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
    while combo.currentIndex() != target:
        before = combo.currentIndex()
        combo.keyPressEvent(_key(key))
        assert combo.currentIndex() != before


def _key(key) -> QKeyEvent:
    return QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier)


def undo_to(window, index: int) -> None:
    """Undo until the stack is back at `index` (each arrow key on a combo is one pick)."""
    while window.doc.undo_stack.index() > index:
        window.menus.undo_action.trigger()


def test_choices_appear_beside_a_taken_option_and_go_with_it(chooser):
    editor = chooser.editor
    boxes = combos(chooser)
    assert set(boxes) == {"Remove from", "Replacement"}
    assert [boxes["Replacement"].itemText(i) for i in range(2)] == [
        "Mercenary crossbowmen", "Mercenary archers"]
    assert [boxes["Remove from"].itemText(i) for i in range(2)] == ["Foot", "Knights"]
    # Nothing chosen yet: no item shown as if picked, and the findings ask for the choice.
    assert all(box.currentIndex() == -1 for box in boxes.values())
    assert "BI-OPTION-UNCHOSEN" in codes(chooser)
    assert editor.army_fields.holders["mercenaries"].isVisible()
    assert not editor.army_fields.holders["more-archers"].isVisible()
    editor.army_fields.ticks["mercenaries"].click()  # dropped: the choices go
    assert chooser.doc.model.options == []
    assert not editor.army_fields.holders["mercenaries"].isVisible()
    assert editor.option_fields["mercenaries"] == []


def test_picking_the_replacement_is_one_undoable_edit(chooser, tmp_path):
    replacement = combos(chooser)["Replacement"]
    assert "crossbowmen-1" in ids(chooser)  # taken meanwhile, with a warning
    start, saved = chooser.doc.undo_stack.index(), chooser.doc.text_to_save()
    pick(replacement, "Mercenary archers")
    assert chooser.doc.model.choices["mercenaries"].add == "longbowmen"
    assert "longbowmen-1" in ids(chooser) and "crossbowmen-1" not in ids(chooser)
    assert chooser.editor.model.rowCount() == len(ids(chooser))
    names = [chooser.editor.model.index(r, UnitsModel.NAME).data() for r in range(
        chooser.editor.model.rowCount())]
    assert "Mercenary archers" in names and "Mercenary crossbowmen" not in names
    assert chooser.menus.undo_action.text() == "&Undo Choose in option"
    # The same combo, still focused after the edit (not rebuilt), shows the pick.
    assert combos(chooser)["Replacement"] is replacement and replacement.hasFocus()
    assert replacement.currentText() == "Mercenary archers"
    chooser.menus.undo_action.trigger()  # back to the first item the arrow key went through
    assert chooser.doc.model.choices["mercenaries"].add == "crossbowmen"
    assert replacement.currentText() == "Mercenary crossbowmen"
    undo_to(chooser, start)
    assert chooser.doc.model.choices == {} and chooser.doc.text_to_save() == saved
    assert replacement.currentIndex() == -1 and "crossbowmen-1" in ids(chooser)
    chooser.menus.redo_action.trigger()
    assert replacement.currentText() == "Mercenary crossbowmen"


def test_picking_the_row_to_remove_from(chooser):
    assert "knights-3" in ids(chooser) and "foot-3" not in ids(chooser)  # foot meanwhile
    start = chooser.doc.undo_stack.index()
    pick(combos(chooser)["Remove from"], "Knights")
    # The unit the option would take anyway: the highest number, never the General's.
    assert chooser.doc.model.choices["mercenaries"].units == ["knights-3"]
    assert "knights-3" not in ids(chooser) and "foot-3" in ids(chooser)
    assert chooser.doc.model.general == "knights-1"
    pick(combos(chooser)["Replacement"], "Mercenary crossbowmen")
    choice = chooser.doc.model.choices["mercenaries"]
    assert (choice.add, choice.units) == ("crossbowmen", ["knights-3"])
    assert "BI-OPTION-UNCHOSEN" not in codes(chooser)
    undo_to(chooser, start)
    assert chooser.doc.model.choices == {} and "knights-3" in ids(chooser)
    assert "foot-3" not in ids(chooser)


# The offscreen platform cannot raise a pop-up or grab the keyboard; it says so.
@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing)")
def test_opening_and_closing_a_combo_is_not_an_edit(chooser, qtbot):
    box = combos(chooser)["Replacement"]
    steps = chooser.doc.undo_stack.count()
    box.showPopup()
    box.hidePopup()
    assert chooser.doc.undo_stack.count() == steps and chooser.doc.model.choices == {}
    pick(box, "Mercenary archers")
    steps = chooser.doc.undo_stack.count()
    box.activated.emit(box.currentIndex())  # the same item chosen again
    assert chooser.doc.undo_stack.count() == steps


def test_tab_reaches_the_choices_after_their_option(chooser):
    chain = chooser.editor.army_fields.focusables()
    merc = chain.index(chooser.editor.army_fields.ticks["mercenaries"])
    assert set(chain[merc + 1:merc + 3]) == set(combos(chooser).values())
    for box in combos(chooser).values():
        assert box.focusPolicy() & Qt.FocusPolicy.TabFocus
        assert box.accessibleName().startswith("Mercenaries: ")


def test_the_choice_is_saved_and_read_back(chooser, tmp_path):
    pick(combos(chooser)["Remove from"], "Knights")
    pick(combos(chooser)["Replacement"], "Mercenary archers")
    target = tmp_path / "mercs.army.yaml"
    chooser.doc.save(str(target))
    text = target.read_text(encoding="utf-8")
    assert "longbowmen" in text and "knights-3" in text
    assert chooser.open_path(str(target))
    choice = chooser.doc.model.choices["mercenaries"]
    assert (choice.add, choice.units) == ("longbowmen", ["knights-3"])
    assert combos(chooser)["Replacement"].currentText() == "Mercenary archers"
    assert combos(chooser)["Remove from"].currentText() == "Knights"
    assert load_file(target).diagnostics == []


def test_dropping_the_option_drops_its_choice_and_undo_brings_both_back(chooser):
    pick(combos(chooser)["Replacement"], "Mercenary archers")
    chooser.editor.army_fields.ticks["mercenaries"].click()
    assert chooser.doc.model.options == [] and chooser.doc.model.choices == {}
    assert "BI-CHOICE-NOT-TAKEN" not in codes(chooser)
    assert "choices" not in chooser.doc.text_to_save()
    chooser.menus.undo_action.trigger()
    assert chooser.doc.model.choices["mercenaries"].add == "longbowmen"
    assert chooser.editor.army_fields.ticks["mercenaries"].isChecked()
    assert combos(chooser)["Replacement"].currentText() == "Mercenary archers"
