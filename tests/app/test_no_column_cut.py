"""No column's text cut ("Gro…/Big …") while another column of the same table has room
(issue 32, item 5): the four systems' sample armies at a netbook's 1024×600 and at
1920×1080, in the units table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QStyle

from tests.app.test_layout import SAMPLES, open_at

FOUR = [s for s in SAMPLES if s.name.split(".")[0] in
        ("bi-french", "usb-240", "skirmish-small", "szwadron-brigade")]


def cut_and_spare(table) -> tuple[list[str], dict[int, int]]:
    """The visible cells whose text does not fit their column, and each column's width
    beyond its widest text and its header (the room it could give)."""
    model, header = table.model(), table.horizontalHeader()
    margin = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
    icon = table.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize) + margin // 2
    cut, spare = [], {}
    shown = [c for c in range(model.columnCount()) if not table.isColumnHidden(c)]
    for column in shown:
        width = table.columnWidth(column)
        widest = header.sectionSizeHint(column)
        for row in range(model.rowCount()):
            index = model.index(row, column)
            text = str(index.data() or "")
            font = index.data(Qt.ItemDataRole.FontRole)
            metrics = QFontMetrics(font if isinstance(font, QFont) else table.font())
            extra = margin + (icon if index.data(Qt.ItemDataRole.DecorationRole) else 0)
            room = width - extra
            flags = (Qt.TextFlag.TextWordWrap if table.wordWrap()
                     else Qt.TextFlag.TextSingleLine)
            need = metrics.boundingRect(QRect(0, 0, max(room, 1), 10_000), flags, text)
            one_line = metrics.horizontalAdvance(text) + extra
            widest = max(widest, table.sizeHintForIndex(index).width(),
                         one_line if not table.wordWrap() else 0)
            if need.width() > room or need.height() > table.rowHeight(row):
                cut.append(f"{model.headerData(column, Qt.Orientation.Horizontal)!r} row "
                           f"{row}: {text!r}")
        if width < header.sectionSizeHint(column):
            cut.append(f"header {model.headerData(column, Qt.Orientation.Horizontal)!r}")
        spare[column] = width - widest
    return cut, spare


@pytest.mark.parametrize("size", [(667, 320), (1024, 600), (1920, 1080)],
                         ids=["200%-laptop", "1024x600", "1920x1080"])
@pytest.mark.parametrize("sample", FOUR, ids=lambda p: p.name.split(".")[0])
def test_no_column_is_cut_while_another_has_room(window, tmp_path, sample, size):
    open_at(window, tmp_path, sample, size)
    QApplication.processEvents()
    table = window.editor.table
    cut, spare = cut_and_spare(table)
    roomy = {c: s for c, s in spare.items() if s > 8}
    assert not (cut and roomy), (cut, roomy)


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)],
                         ids=["1024x600", "1366x768", "1920x1080"])
def test_the_general_given_by_a_fix_keeps_its_profile_whole(window, tmp_path, size):
    """The new General's row is bold: its profile was cut ("M 8 VBU 6 I 2 …") while the
    Base column kept room."""
    from tests.app.test_fixes import click_fix, focus_finding

    illegal = next(s for s in SAMPLES if s.name.startswith("bi-illegal"))
    open_at(window, tmp_path, illegal, size)
    panel = focus_finding(window, "BI-GENERAL-NOT-ALLOWED")
    click_fix(panel, "Give the General to Knights 1")
    QApplication.processEvents()
    cut, spare = cut_and_spare(window.editor.table)
    roomy = {c: s for c, s in spare.items() if s > 8}
    assert not (cut and roomy), (cut, roomy)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=["1024x600", "1920x1080"])
def test_the_import_trees_lines_take_the_empty_vdt_column(qtbot, tmp_path, size):
    """File ▸ Import published list…: a unit's, option's or rule's line (no VDT of its own)
    wrapped inside the first column beside the VDT column's empty 107 px."""
    from tests.app.test_import_dialog import _dialog

    dialog = _dialog(qtbot, tmp_path)
    dialog.resize(*size)
    QApplication.processEvents()
    tree = dialog.preview
    margin = 2 * (tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
    wrapped = []
    for army in range(tree.topLevelItemCount()):
        stack = [(tree.topLevelItem(army), 1)]
        while stack:
            item, depth = stack.pop()
            stack += [(item.child(i), depth + 1) for i in range(item.childCount())]
            if item.text(1):
                continue
            metrics = QFontMetrics(item.font(0))
            one_line = metrics.horizontalAdvance(item.text(0)) + margin
            room = tree.viewport().width() - depth * tree.indentation()
            if one_line <= room and tree.visualItemRect(item).height() > metrics.height() + 6:
                wrapped.append(item.text(0))
    assert tree.columnWidth(1) > 0
    assert not wrapped, wrapped
