"""Editing an army: every action is undoable, named in the menu, and checked at once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from listbuilder.app.tables.units_model import ChoicesRole, UnitsModel
from tests.app import intents


def codes(window) -> set[str]:
    return {d.code for d in window.doc.view.findings}


def test_undo_menu_names_the_action(opened):
    model = opened.editor.model
    index = model.index(model.row_of("spearmen-1"), UnitsModel.NAME)
    assert model.setData(index, "Town militia", Qt.ItemDataRole.EditRole)
    assert opened.menus.undo_action.text() == "&Undo Rename unit"
    assert index.data() == "Town militia"
    opened.menus.undo_action.trigger()
    assert index.data() == "Spearmen 1"  # numbered again beside its namesake
    assert index.data(Qt.ItemDataRole.EditRole) == "Spearmen"
    assert opened.menus.redo_action.text() == "&Redo Rename unit"


def test_shortcuts_are_the_usual_ones(opened):
    assert opened.menus.undo_action.shortcut().toString() == "Ctrl+Z"
    assert opened.menus.redo_action.shortcut().toString() == "Ctrl+Shift+Z"
    assert opened.editor.unit_actions.selection_actions["group"].shortcut().toString() == "Ctrl+G"


def test_rename_back_to_the_list_name_drops_the_custom_name(opened):
    intents.rename_unit(opened.doc, "knights-1", "Knights")
    assert "knights-1" not in opened.doc.model.units


def test_grouping_legality_is_shown_live(opened):
    editor = opened.editor
    editor.select_units(["knights-2", "spearmen-1"])
    assert editor.unit_actions.selection_actions["group"].isEnabled()
    editor.unit_actions.selection_actions["group"].trigger()
    assert "BI-GROUP-MIXED" in codes(opened)
    assert opened.findings.model.rowCount() == 1
    assert "1 error" in opened.counts.text()
    opened.menus.undo_action.trigger()
    assert "BI-GROUP-MIXED" not in codes(opened)
    assert opened.doc.model.groups[0].units == ["knights-1", "knights-2", "knights-3"]


def test_ungroup_and_big_unit(opened):
    editor = opened.editor
    editor.select_units(["knights-3"])
    assert editor.unit_actions.selection_actions["ungroup"].isEnabled()
    editor.unit_actions.selection_actions["ungroup"].trigger()
    assert opened.doc.model.groups[0].units == ["knights-1", "knights-2"]
    editor.select_units(["spearmen-1", "spearmen-2"])
    editor.unit_actions.selection_actions["big-unit"].trigger()
    assert "BI-BIG-UNIT-ILLEGAL" in codes(opened)  # plain heavy foot: allowed, but flagged
    assert opened.editor.model.index(3, UnitsModel.GROUP).data() == "Big unit 1"
    assert opened.menus.undo_action.text() == "&Undo Form big unit"


def test_general_offers_only_allowed_units(opened):
    box = intents.general_box(opened.editor)
    offered = [box.itemData(i) for i in range(box.count())]
    assert offered == ["knights-1", "knights-2", "knights-3"]
    box.setCurrentIndex(1)
    box.activated.emit(1)
    assert opened.doc.model.general == "knights-2"
    assert opened.menus.undo_action.text() == "&Undo Move the General"


def test_take_and_drop_options(opened):
    levies = opened.editor.army_fields.ticks["levies"]
    levies.click()
    assert opened.doc.model.options == ["genoese", "levies"]
    assert opened.doc.view.total("unit_count").value == 8
    opened.editor.army_fields.ticks["genoese"].click()
    assert opened.doc.model.options == ["levies"]
    opened.menus.undo_action.trigger()
    assert opened.editor.army_fields.ticks["genoese"].isChecked()


def test_choose_a_weapon_where_offered(opened):
    intents.set_option(opened.doc, "genoese", False)
    model = opened.editor.model
    row = model.row_of("skirmishers-2")
    index = model.index(row, UnitsModel.WEAPON)
    assert model.flags(index) & Qt.ItemFlag.ItemIsEditable
    assert [code for code, _ in index.data(ChoicesRole)] == ["crossbow-b", "short-bow-b"]
    assert "BI-WEAPON-UNCHOSEN" in codes(opened)
    model.setData(index, "crossbow-b")
    assert opened.doc.model.units["skirmishers-2"].weapon == "crossbow-b"
    assert index.data() == "Crossbow B"
    knights = model.index(model.row_of("knights-1"), UnitsModel.WEAPON)
    assert not model.flags(knights) & Qt.ItemFlag.ItemIsEditable


def test_scale_name_and_notes_are_undoable(opened):
    editor = opened.editor
    editor.scale_box.setCurrentIndex(editor.scale_box.findData("15mm"))
    editor.scale_box.activated.emit(editor.scale_box.currentIndex())
    assert opened.doc.model.scale == "15mm"
    assert editor.model.index(0, UnitsModel.BASE).data() == "80 × 60"  # 28mm: 120 × 80
    editor.name_edit.setText("Bouvines")
    editor.name_edit.editingFinished.emit()
    editor.notes.setPlainText("Hold the bridge.")
    editor.commit_pending()
    assert opened.doc.model.notes == "Hold the bridge."
    opened.menus.undo_action.trigger()
    opened.menus.undo_action.trigger()
    opened.menus.undo_action.trigger()
    assert opened.doc.model.scale == "28mm" and opened.doc.model.name.startswith("Philip")
    assert editor.notes.toPlainText().startswith("Deploy")


def test_clicking_a_finding_selects_its_units(opened):
    intents.group_units(opened.doc, ["knights-2", "spearmen-1"])
    panel = opened.findings
    panel.table.clicked.emit(panel.model.index(0, 0))
    assert opened.editor.selected_unit_ids() == ["knights-2", "spearmen-1"]


def test_findings_explain_their_rule_code(opened):
    intents.group_units(opened.doc, ["knights-2", "spearmen-1"])
    tip = opened.findings.model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert "BI-GROUP-MIXED" in tip and "all infantry or all cavalry" in tip


def test_totals_always_visible(opened):
    assert opened.editor.totals.text().replace("\u00a0", " ").startswith("Units 7 (of 7–10)")
    assert "VDT 15" in opened.editor.totals.text().replace("\u00a0", " ")


def test_list_browser_filters_by_words_and_system(window):
    browser = window.browser
    browser.search.setText("french 1150")
    assert browser.proxy.rowCount() == 1
    browser.search.setText("")
    browser.system_box.setCurrentIndex(browser.system_box.findData("Basic Impetus"))
    bi_rows = browser.proxy.rowCount()
    assert 0 < bi_rows <= browser.model.rowCount()


def test_list_browser_searches_unit_names(window):
    window.browser.search.setText("gallowglass")
    proxy = window.browser.proxy
    names = {proxy.index(r, 0).data() for r in range(proxy.rowCount())}
    assert names and all("Gallowglass" in n or "Irish" in n for n in names)


def test_other_systems_get_the_generic_editor(window, catalog):
    other = next((lid for lid, e in catalog.entries.items()
                  if e.system and e.system.id != "basic-impetus"), None)
    if other is None:
        pytest.skip("no other rule system's list is bundled yet")
    window.new_army(other)
    editor = window.editor
    assert intents.general_box(editor) is None and editor.options_box.isHidden()
    assert editor.table.isColumnHidden(UnitsModel.WEAPON)
    assert editor.totals.text().replace("\u00a0", " ")
    editor.name_edit.setText("My warband")
    editor.name_edit.editingFinished.emit()
    assert window.doc.model.name == "My warband"
    window.menus.undo_action.trigger()
    assert window.doc.model.name != "My warband"
