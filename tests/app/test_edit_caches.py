"""What the editor remembers between edits never goes stale (issue 11, edit-to-repaint speed).

The units table works out its cells once per change of the army, the findings remember their
player words, the rule system reuses the last army's view, and rows come and go without a
reset: after every edit, undo and change of army each shows what the army is now.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from listbuilder.app.tables.findings_model import FindingsModel
from listbuilder.app.tables.units_model import ChoicesRole, UnitIdRole, UnitsModel
from listbuilder.i18n import speaking
from tests.app import intents
from tests.app.test_player_words import open_copy, shown

EDIT = Qt.ItemDataRole.EditRole


def cell(window, unit_id: str, column: int, role=Qt.ItemDataRole.DisplayRole):
    model = window.editor.model
    return model.index(model.row_of(unit_id), column).data(role)


def unit_ids(model: UnitsModel) -> list[str]:
    return [model.index(r, 0).data(UnitIdRole) for r in range(model.rowCount())]


def test_a_rename_shows_at_once_and_undo_brings_the_old_name_back(opened):
    intents.rename_unit(opened.doc, "spearmen-2", "Communal militia")
    assert cell(opened, "spearmen-2", UnitsModel.NAME) == "Communal militia"
    assert cell(opened, "spearmen-2", UnitsModel.NAME, EDIT) == "Communal militia"
    assert cell(opened, "spearmen-1", UnitsModel.NAME) == "Spearmen"  # no namesake left
    opened.doc.undo_stack.undo()
    # Namesakes again: shown numbered as the findings name them, edited as the name alone.
    assert cell(opened, "spearmen-2", UnitsModel.NAME) == "Spearmen 2"
    assert cell(opened, "spearmen-2", UnitsModel.NAME, EDIT) == "Spearmen"


def test_a_chosen_weapon_shows_in_its_cell_and_its_picker_and_undo_restores_it(opened):
    assert cell(opened, "skirmishers-1", UnitsModel.WEAPON) == "Short bow B"
    intents.set_value(opened.doc, "skirmishers-1", ("units", "skirmishers-1", "weapon"),
                      "crossbow-b")
    assert cell(opened, "skirmishers-1", UnitsModel.WEAPON) == "Crossbow B"
    assert cell(opened, "skirmishers-1", UnitsModel.WEAPON, EDIT) == "crossbow-b"
    choices = cell(opened, "skirmishers-1", UnitsModel.WEAPON, ChoicesRole)
    assert [value for value, _label in choices] == ["crossbow-b", "short-bow-b"]
    opened.doc.undo_stack.undo()
    assert cell(opened, "skirmishers-1", UnitsModel.WEAPON) == "Short bow B"
    assert cell(opened, "skirmishers-1", UnitsModel.WEAPON, EDIT) == "short-bow-b"


def test_grouping_shows_the_group_the_finding_and_the_icon_and_undo_clears_them(opened):
    assert cell(opened, "spearmen-1", UnitsModel.GROUP) == ""
    assert shown(opened) == []
    intents.group_units(opened.doc, ["knights-1", "spearmen-1"])  # cavalry with infantry
    assert cell(opened, "spearmen-1", UnitsModel.GROUP) == "Group 2"
    assert cell(opened, "knights-1", UnitsModel.GROUP) == "Group 2"
    assert any(text.startswith("Illegal group") for text in shown(opened))
    assert cell(opened, "spearmen-1", UnitsModel.NAME, Qt.ItemDataRole.DecorationRole)
    opened.doc.undo_stack.undo()
    assert cell(opened, "spearmen-1", UnitsModel.GROUP) == ""
    assert cell(opened, "knights-1", UnitsModel.GROUP) == "Group 1"
    assert shown(opened) == []
    assert cell(opened, "spearmen-1", UnitsModel.NAME, Qt.ItemDataRole.DecorationRole) is None


def test_the_general_moves_with_his_bold_row_and_star(opened):
    assert cell(opened, "knights-1", UnitsModel.GENERAL) == "★ General"
    assert cell(opened, "knights-1", UnitsModel.NAME, Qt.ItemDataRole.FontRole).bold()
    intents.set_value(opened.doc, None, ("general",), "knights-2")
    assert cell(opened, "knights-2", UnitsModel.GENERAL) == "★ General"
    assert cell(opened, "knights-1", UnitsModel.GENERAL) == "may carry"
    assert cell(opened, "knights-1", UnitsModel.NAME, Qt.ItemDataRole.FontRole) is None


def test_a_finding_follows_the_new_name_of_the_unit_it_is_about(window, tmp_path):
    open_copy(window, tmp_path, "bi-illegal")

    def weapon_finding() -> str:
        return next(text for text in shown(window) if "Longbow B" in text)

    assert weapon_finding().startswith("Skirmishers may take one of")
    intents.rename_unit(window.doc, "skirmishers-1", "Ettrick archers")
    assert weapon_finding().startswith("Ettrick archers may take one of")
    intents.rename_unit(window.doc, "skirmishers-1", "Selkirk bowmen")
    assert weapon_finding().startswith("Selkirk bowmen may take one of")
    window.doc.undo_stack.undo()
    assert weapon_finding().startswith("Ettrick archers may take one of")
    window.doc.undo_stack.undo()
    assert weapon_finding().startswith("Skirmishers may take one of")


def test_remembered_words_follow_the_language(window, tmp_path):
    open_copy(window, tmp_path, "bi-illegal")
    finding = next(f for f in window.doc.view.findings if "skirmishers-1" in f.subjects)
    english = window.doc.in_player_words(finding)
    with speaking("pl"):
        polish = window.doc.in_player_words(finding)
    assert polish != english
    assert window.doc.in_player_words(finding) == english


def test_an_option_that_changes_the_units_moves_only_those_rows(opened):
    model = opened.editor.model
    resets: list[bool] = []
    model.modelReset.connect(lambda: resets.append(True))
    opened.editor.select_units(["spearmen-1"])
    before = unit_ids(model)
    intents.set_option(opened.doc, "levies", True)  # one spearmen unit becomes two levies
    assert unit_ids(model) == [u.id for u in opened.doc.view.units] != before
    assert "levies-2" in unit_ids(model) and "spearmen-2" not in unit_ids(model)
    assert cell(opened, "levies-2", UnitsModel.NAME) == "Peasant levies 2"
    assert opened.editor.selected_unit_ids() == ["spearmen-1"]  # kept through the change
    opened.doc.undo_stack.undo()
    assert unit_ids(model) == before
    assert cell(opened, "spearmen-2", UnitsModel.NAME) == "Spearmen 2"
    assert resets == []


def test_rows_follow_every_kind_of_change_of_the_unit_list(opened, qtmodeltester):
    """Options that remove units in the middle, add them at the end, or both at once."""
    model = opened.editor.model
    for option, taken in (("genoese", False), ("levies", True), ("genoese", True),
                          ("levies", False)):
        intents.set_option(opened.doc, option, taken)
        assert unit_ids(model) == [u.id for u in opened.doc.view.units]
        for row, unit in enumerate(opened.doc.view.units):
            assert model.index(row, UnitsModel.NAME).data() == opened.doc.view.label(unit.id)
    qtmodeltester.check(model)


def test_another_army_shows_its_own_rows_and_findings(window, tmp_path, sample):
    open_copy(window, tmp_path, "bi-illegal")
    illegal = shown(window)
    assert illegal
    assert window.open_path(str(sample))
    model = window.editor.model
    assert unit_ids(model) == [u.id for u in window.doc.view.units]
    assert cell(window, "knights-1", UnitsModel.NAME) == "Royal household"
    assert shown(window) == []
    assert window.findings.model.rowCount() == 0


def test_the_findings_panel_changes_rows_in_place_and_keeps_the_current_one(window, tmp_path):
    open_copy(window, tmp_path, "bi-illegal")
    panel = window.findings
    first = shown(window)
    row = next(r for r, text in enumerate(first) if "Longbow B" in text)
    assert len(first) >= 3 and row > 0
    panel.table.setCurrentIndex(panel.model.index(row, FindingsModel.MESSAGE))
    resets: list[bool] = []
    panel.model.modelReset.connect(lambda: resets.append(True))
    intents.rename_unit(window.doc, "skirmishers-1", "Ettrick archers")
    assert shown(window)[row].startswith("Ettrick archers may take one of")
    assert panel.table.currentIndex().row() == row
    window.doc.undo_stack.undo()
    assert shown(window) == first
    assert resets == []


def test_fewer_and_more_findings_add_and_remove_rows(opened):
    panel = opened.findings
    intents.group_units(opened.doc, ["knights-1", "spearmen-1"])
    assert panel.model.rowCount() == len(opened.doc.view.findings) >= 1
    opened.doc.undo_stack.undo()
    assert panel.model.rowCount() == 0 and shown(opened) == []
    opened.doc.undo_stack.redo()
    assert shown(opened) == [opened.doc.in_player_words(f) for f in opened.doc.view.findings]
