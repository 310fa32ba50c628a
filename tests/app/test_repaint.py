"""An edit repaints what it changed, not the whole window (issue 11, edit-to-repaint speed).

Re-creating the fix buttons on every edit re-laid out, and so repainted, the whole window;
a units table told that every cell changed repaints all of itself.
"""

from __future__ import annotations

from tests.app.test_fixes import focus_finding, open_copy


def test_fix_buttons_stay_across_an_edit_that_keeps_them_and_apply_the_current_fix(
        window, tmp_path):
    open_copy(window, tmp_path, "bi-illegal")
    panel = focus_finding(window, "BI-OPTION-UNKNOWN")
    [button] = panel.fix_buttons()
    window.doc.set_army_name("Renamed")  # the finding and its fix stay
    assert panel.fix_buttons() == [button] and not panel.fix_bar.isHidden()
    button.click()
    assert window.doc.model.options == [] and window.doc.model.name == "Renamed"
    assert window.undo_action.text() == "&Undo Remove option 'genoese'"


def test_fix_buttons_follow_the_finding(window, tmp_path):
    open_copy(window, tmp_path, "bi-illegal")
    panel = focus_finding(window, "BI-OPTION-UNKNOWN")
    before = panel.fix_buttons()
    panel = focus_finding(window, "BI-WEAPON-NOT-ALLOWED")
    assert [b.text() for b in panel.fix_buttons()][0].startswith("Fix: Choose")
    assert not set(before) & set(panel.fix_buttons())


def test_the_units_table_is_told_only_about_the_rows_an_edit_changed(opened):
    model = opened.editor.table.model()
    told: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda top, bottom, *_roles: told.append((top.row(), bottom.row())))
    row = model.row_of("knights-2")
    opened.doc.apply("Rename", [(("units", "knights-2", "name"), "Oriflamme")])
    assert told == [(row, row)]
    assert model.index(row, model.NAME).data() == "Oriflamme"
    told.clear()
    opened.doc.set_army_name("Bouvines")  # no unit shows anything new
    assert told == []
