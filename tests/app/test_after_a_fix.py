"""After a Fix the next finding is current and its units selected; clicking the current
finding selects them again; the skirmish 'large format, one detachment' finding selects its
detachment and offers fixes (issue 24)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from listbuilder.app.tables.findings_model import PathRole, SubjectsRole
from listbuilder.app.tables.findings_panel import subjects_of
from tests.app.conftest import ROOT

SAMPLES = ROOT / "resources" / "samples"


def open_copy(window, tmp_path, name: str, edit=lambda text: text):
    target = tmp_path / f"{name}.army.yaml"
    target.write_text(edit((SAMPLES / f"{name}.army.yaml").read_text(encoding="utf-8")),
                      encoding="utf-8")
    assert window.open_path(str(target))


def current_units(panel) -> list[str]:
    row = panel.model.index(panel.table.currentIndex().row(), 0)
    return subjects_of(row.data(SubjectsRole) or [], row.data(PathRole) or [])


def click_current(qtbot, panel) -> None:
    rect = panel.table.visualRect(panel.table.currentIndex())
    qtbot.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_after_a_fix_the_next_findings_units_are_selected(window, tmp_path, qtbot):
    open_copy(window, tmp_path, "bi-illegal")
    panel, editor = window.findings, window.editor
    fixed = 0
    while panel.fix_buttons() and fixed < 8:
        panel.fix_buttons()[0].click()
        fixed += 1
        if not panel.model.rowCount():
            break
        units = current_units(panel)
        if units:
            assert sorted(editor.selected_unit_ids()) == sorted(units), panel.model.message(
                panel.table.currentIndex().row())
            editor.table.clearSelection()
            click_current(qtbot, panel)  # the highlighted finding, clicked: selects them again
            assert sorted(editor.selected_unit_ids()) == sorted(units)
    assert fixed >= 2


def test_skirmish_large_format_with_one_detachment_selects_it_and_is_fixable(window,
                                                                              tmp_path, qtbot):
    open_copy(window, tmp_path, "skirmish-small",
              lambda text: text.replace("game_format: small", "game_format: large"))
    panel = window.findings
    row = next(r for r in range(panel.model.rowCount())
               if panel.model.finding(r).code == "SK-LARGE-ONE-DETACHMENT")
    panel.table.setCurrentIndex(panel.model.index(row, 0))
    click_current(qtbot, panel)
    assert window.editor.selected_unit_ids() == ["picket"]
    labels = [b.text() for b in panel.fix_buttons()]
    assert any("Add a detachment" in label for label in labels), labels
    small = next(b for b in panel.fix_buttons() if "small format" in b.text())
    small.click()
    assert window.doc.model.game_format == "small"
    assert not window.doc.view.findings  # the sample is a legal small army
    window.doc.undo_stack.undo()
    focus = next(r for r in range(panel.model.rowCount())
                 if panel.model.finding(r).code == "SK-LARGE-ONE-DETACHMENT")
    panel.table.setCurrentIndex(panel.model.index(focus, 0))
    next(b for b in panel.fix_buttons() if "medium" in b.text()).click()
    assert window.doc.model.game_format == "medium"
    assert window.doc.model.detachments[0].main
    assert "SK-LARGE-ONE-DETACHMENT" not in {d.code for d in window.doc.view.findings}
    window.doc.undo_stack.undo()
    panel.table.setCurrentIndex(panel.model.index(focus, 0))
    next(b for b in panel.fix_buttons() if "Add a detachment" in b.text()).click()
    assert len(window.doc.model.detachments) == 2
    assert "SK-LARGE-ONE-DETACHMENT" not in {d.code for d in window.doc.view.findings}
