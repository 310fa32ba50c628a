"""No column is cut while another has room after the edits that change a row's words or font
in place (issue 32, item 5): a Fix that gives the General to another unit (its row turns
bold: "M 8 VBU 6 I 2 …"), a unit grouped and formed into a big unit ("Gro…/Big …" beside a
Base column with 420 px), the weapon picker ("Short bo▾"); and no column that means nothing
in a system (the Group column in USB, Szwadron and the skirmish rules) is shown."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QComboBox

from listbuilder.app.tables.units_model import UnitsModel
from tests.app.test_columns_share_room import problems
from tests.app.test_fixes import focus_finding, open_copy

SIZES = [(1024, 600), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_new_generals_row_is_whole_after_the_fix(window, tmp_path, size):
    window.resize(*size)
    open_copy(window, tmp_path, "bi-illegal")
    QApplication.processEvents()
    assert problems(window) == []
    panel = focus_finding(window, "BI-GENERAL-NOT-ALLOWED")
    QApplication.processEvents()
    panel.fix_buttons()[0].click()
    QApplication.processEvents()
    assert any(u.leader for u in window.doc.view.units if u.id == "knights-1")
    assert problems(window) == []
    window.doc.undo_stack.setClean()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_unit_in_a_group_and_a_big_unit_keeps_its_group_cell_whole(window, tmp_path, size):
    window.resize(*size)
    open_copy(window, tmp_path, "bi-illegal")
    QApplication.processEvents()
    model = window.editor.model
    labels = [model.index(r, UnitsModel.GROUP).data() for r in range(model.rowCount())]
    assert any("," in label for label in labels), labels  # 'Group 1, Big unit 1'
    assert problems(window) == []
    window.doc.undo_stack.setClean()


def test_the_weapon_picker_shows_its_choice_whole(window, tmp_path, qtbot):
    open_copy(window, tmp_path, "bi-french")
    window.resize(1024, 600)
    QApplication.processEvents()
    editor = window.editor
    row = editor.model.row_of("skirmishers-1")
    cell = editor.model.index(row, UnitsModel.WEAPON)
    editor.table.setCurrentIndex(cell)
    editor.table.edit(cell)
    QApplication.processEvents()
    box = editor.table.indexWidget(cell)
    assert isinstance(box, QComboBox)
    assert box.width() >= box.sizeHint().width(), (box.width(), box.sizeHint().width())
    window.doc.undo_stack.setClean()


@pytest.mark.parametrize("sample", ["usb-240", "skirmish-small", "szwadron-brigade"])
def test_no_group_column_where_the_system_has_no_groups(window, tmp_path, sample):
    open_copy(window, tmp_path, sample)
    assert window.editor.table.isColumnHidden(UnitsModel.GROUP)
    window.doc.undo_stack.setClean()


def test_basic_impetus_keeps_its_group_column(window, tmp_path):
    open_copy(window, tmp_path, "bi-french")
    assert not window.editor.table.isColumnHidden(UnitsModel.GROUP)
