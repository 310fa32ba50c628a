"""Every finding a player can cause in the app is fixable in the app (issue 11, defects 3, 4).

An option that swaps out the General's unit takes the General along (and back); findings
with an obvious repair offer it as a button, applied as one undoable edit.
"""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import Qt

from listbuilder.app.tables.findings_model import FindingsModel
from tests.app import intents
from tests.app.conftest import ROOT

SAMPLES = ROOT / "resources" / "samples"


def codes(window) -> set[str]:
    return {d.code for d in window.doc.view.findings}


def open_copy(window, tmp_path, name: str):
    target = tmp_path / f"{name}.army.yaml"
    shutil.copyfile(SAMPLES / f"{name}.army.yaml", target)
    assert window.open_path(str(target))
    return target


def focus_finding(window, code: str):
    panel = window.findings
    row = next(r for r in range(panel.model.rowCount()) if panel.model.finding(r).code == code)
    panel.table.setCurrentIndex(panel.model.index(row, 0))
    return panel


def fix_labels(panel) -> list[str]:
    return [b.text() for b in panel.fix_buttons()]


def click_fix(panel, label_start: str) -> None:
    button = next(b for b in panel.fix_buttons() if b.text().startswith(f"Fix: {label_start}"))
    button.click()


@pytest.fixture
def scots_on_nobles(window, catalog):
    entry = catalog.entries["bi/wallace-bruce-scots"]
    window.new_army(entry.model.id)
    assert window.doc.model.general == "nobles-1"
    return window


def test_an_option_swapping_the_generals_unit_moves_the_general_and_back(scots_on_nobles):
    window = scots_on_nobles
    window.editor.army_fields.ticks["dismounted-nobles"].click()
    assert window.doc.model.general == "dismounted-nobles-1"
    assert not {c for c in codes(window) if c.startswith("BI-GENERAL")}
    assert intents.general_box(window.editor).currentText() == "Dismounted Nobles"
    window.editor.army_fields.ticks["dismounted-nobles"].click()  # unticked: as it was
    assert window.doc.model.general == "nobles-1"
    assert window.doc.model.options == []
    window.menus.undo_action.trigger()
    window.menus.undo_action.trigger()
    assert window.doc.model.general == "nobles-1" and not window.doc.modified


def test_ticking_an_option_that_removes_a_renamed_unit_keeps_the_army_legal(scots_on_nobles):
    """The name stays set aside for when the option is taken back: said, not an error."""
    window = scots_on_nobles
    assert intents.rename_unit(window.doc, "nobles-1", "Bruce's nobles")
    window.editor.army_fields.ticks["dismounted-nobles"].click()
    assert window.doc.model.units["nobles-1"].name == "Bruce's nobles"
    assert window.counts.text().startswith("0 errors")
    assert {d.severity.value for d in window.doc.view.findings} <= {"info"}
    window.editor.army_fields.ticks["dismounted-nobles"].click()
    assert window.doc.view.unit("nobles-1").name == "Bruce's nobles"
    assert not window.doc.view.findings


def test_a_general_left_on_a_vanished_unit_has_a_fix(scots_on_nobles):
    window = scots_on_nobles
    window.doc.apply("test", [(("options",), ["dismounted-nobles"])])  # as a hand edit would
    assert "BI-GENERAL-UNKNOWN-UNIT" in codes(window)
    assert intents.general_box(window.editor).currentText() == "⚠ a unit the army no longer has"
    panel = focus_finding(window, "BI-GENERAL-UNKNOWN-UNIT")
    assert "Fix: Give the General to Dismounted Nobles" in fix_labels(panel)
    click_fix(panel, "Give the General to Dismounted Nobles")
    assert window.doc.model.general == "dismounted-nobles-1"
    assert window.menus.undo_action.text() == "&Undo Give the General to Dismounted Nobles"


def test_every_finding_of_the_illegal_sample_has_a_fix_and_fixes_clear_the_army(
        window, tmp_path):
    open_copy(window, tmp_path, "bi-illegal")
    panel = window.findings
    while window.doc.view.findings:
        before = len(window.doc.view.findings)
        code = panel.model.finding(0).code
        panel.table.setCurrentIndex(panel.model.index(0, 0))
        assert panel.fix_buttons(), code
        panel.fix_buttons()[0].click()
        assert code not in codes(window) and len(window.doc.view.findings) < before, code
    assert window.doc.model.options == []
    assert window.findings.fix_bar.isHidden()


def test_the_option_fix_says_which_option_and_is_undoable(window, tmp_path):
    open_copy(window, tmp_path, "bi-illegal")
    panel = focus_finding(window, "BI-OPTION-UNKNOWN")  # 'genoese': no option of this list
    assert fix_labels(panel) == ["Fix: Remove the option this list does not have"]
    click_fix(panel, "Remove the option")
    assert window.menus.undo_action.text() == "&Undo Remove the option this list does not have"
    window.menus.undo_action.trigger()
    assert window.doc.model.options == ["genoese"] and not window.doc.modified


def test_weapon_fixes_use_weapon_names(window, tmp_path):
    open_copy(window, tmp_path, "bi-illegal")
    panel = focus_finding(window, "BI-WEAPON-NOT-ALLOWED")
    assert fix_labels(panel) == ["Fix: Choose Sling for Skirmishers",
                                 "Fix: Choose Crossbow B for Skirmishers",
                                 "Fix: Choose Javelin for Skirmishers"]


def test_a_changed_list_can_be_accepted_from_its_finding(window, tmp_path):
    target = open_copy(window, tmp_path, "bi-french")
    text = target.read_text(encoding="utf-8").replace("sha256:", "sha256:0")
    target.write_text(text, encoding="utf-8")
    assert window.open_path(str(target))
    panel = focus_finding(window, "ARMY-LIST-CHANGED")
    click_fix(panel, "Update to the changed list")
    assert "ARMY-LIST-CHANGED" not in codes(window)


def test_no_army_shows_no_fixes(window):
    assert window.findings.fix_bar.isHidden()


def test_grouping_through_the_document_still_works(opened):
    intents.group_units(opened.doc, ["spearmen-1", "spearmen-2"])
    assert any(g.units == ["spearmen-1", "spearmen-2"] for g in opened.doc.model.groups)


def test_the_fix_for_a_set_aside_unit_names_it_as_the_finding_does(scots_on_nobles):
    """Its button said "Forget the settings of 'nobles-1'" below "Settings for 'Bruce's
    nobles' are kept…"."""
    window = scots_on_nobles
    assert intents.rename_unit(window.doc, "nobles-1", "Bruce's nobles")
    window.editor.army_fields.ticks["dismounted-nobles"].click()
    panel = focus_finding(window, "BI-UNIT-SET-ASIDE")
    assert fix_labels(panel) == ["Fix: Forget the settings of 'Bruce's nobles'"]
    click_fix(panel, "Forget the settings")
    assert "nobles-1" not in window.doc.model.units
    assert window.menus.undo_action.text() == "&Undo Forget the settings of 'Bruce's nobles'"


@pytest.mark.parametrize(("sample", "limit", "code"), [
    ("usb-240", "100", "USB-POINTS-OVER"), ("szwadron-brigade", "700", "SZ-POINTS-OVER")])
def test_an_army_finding_clicked_takes_the_player_to_its_field(qtbot, window, tmp_path,
                                                               sample, limit, code):
    """'The army costs 752 points, over its limit of 700' names no unit: clicking it did
    nothing. It goes to the field that settles it, the points limit."""
    open_copy(window, tmp_path, sample)
    window.activateWindow()
    field = next(w for w in window.editor.army_fields.widgets()
                 if w.spec.path == ("points_limit",)).editor
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    field.selectAll()
    qtbot.keyClicks(field, limit)
    qtbot.keyClick(field, Qt.Key.Key_Return)
    window.editor.table.setFocus()
    panel = window.findings
    row = next(r for r in range(panel.model.rowCount()) if panel.model.finding(r).code == code)
    table = panel.table
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualRect(panel.model.index(row, FindingsModel.MESSAGE)).center())
    qtbot.waitUntil(field.hasFocus)
    qtbot.keyClicks(field, "2000")  # replaces the limit, as after a Tab to the field
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert window.doc.model.points_limit == 2000
    assert code not in {d.code for d in window.doc.view.findings}


def test_a_general_finding_without_a_unit_goes_to_the_generals_box(qtbot, window, tmp_path):
    """Basic Impetus: the General's field is in the header, not in a panel."""
    open_copy(window, tmp_path, "bi-french")
    window.activateWindow()
    window.doc.apply("test", [(("general",), None)])  # as a hand-edited file may have it
    qtbot.wait(10)  # the General's box, made again, is shown from the event loop
    panel = window.findings
    row = next(r for r in range(panel.model.rowCount())
               if panel.model.finding(r).path[:1] == ("general",))
    assert not panel.model.finding(row).subjects
    panel.table.setFocus()
    panel.table.setCurrentIndex(panel.model.index(row, FindingsModel.MESSAGE))
    qtbot.keyClick(panel.table, Qt.Key.Key_Return)
    qtbot.waitUntil(intents.general_box(window.editor).hasFocus)


def click_finding(qtbot, window, code: str) -> None:
    panel = window.findings
    row = next(r for r in range(panel.model.rowCount()) if panel.model.finding(r).code == code)
    cell = panel.model.index(row, FindingsModel.MESSAGE)
    qtbot.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton,
                     pos=panel.table.visualRect(cell).center())


def test_too_many_activations_clicked_selects_the_units_over_the_count(qtbot, window,
                                                                     tmp_path):
    open_copy(window, tmp_path, "usb-240")
    assert intents.set_value(window.doc, None, ("points_limit",), 100)
    click_finding(qtbot, window, "USB-ACTIVATIONS-TOO-MANY")
    finding = next(d for d in window.doc.view.findings if d.code == "USB-ACTIVATIONS-TOO-MANY")
    assert window.editor.selected_unit_ids() == list(finding.subjects) != []


def test_no_main_detachment_clicked_selects_the_detachments(qtbot, window, tmp_path):
    open_copy(window, tmp_path, "skirmish-small")
    assert intents.set_value(window.doc, None, ("game_format",), "medium")
    click_finding(qtbot, window, "SK-MAIN-DETACHMENT")
    assert window.editor.selected_unit_ids() == [u.id for u in window.doc.view.units]


def test_a_senior_officer_in_a_small_game_clicked_selects_his_detachment(qtbot, window,
                                                                        tmp_path):
    open_copy(window, tmp_path, "skirmish-small")
    detachment = window.doc.view.units[0].id
    window.doc.apply("test", [(("detachments", 0, "models", 0), {"type": "field-commander"})])
    click_finding(qtbot, window, "SK-SENIOR-OFFICER-FORMAT")
    assert window.editor.selected_unit_ids() == [detachment]
