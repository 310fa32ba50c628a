"""No column is cut while another has room to spare (issue 24), at 1024×600 and 1920×1080,
for every sample, after adding and removing units: an army started empty kept its empty
table's widths ('Li…' beside a 550 px Base), and a list folder's 'From' column squeezed the
list names to 25 px."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem

from listbuilder.app.tables.catalog_model import CatalogModel
from tests.app.test_layout import SAMPLES, SIZES, cut_cells, open_at
from tests.app.test_list_folders import choose_folders, own_folder  # noqa: F401 - fixture

SPARE = 24  # px a last column may have beyond its text while another is narrowed


def squeezed_beside_spare(window) -> list[str]:
    fit, table = window.editor.columns, window.editor.table
    shown = fit.shown()
    if not shown or not window.editor.model.rowCount():
        return []
    last = shown[-1]
    spare = table.columnWidth(last) - fit.wants(last)
    title = window.editor.model.headerData
    return [f"{title(c, 1)!r} {table.columnWidth(c)} px of {fit.wants(c)} while "
            f"{title(last, 1)!r} has {spare} px spare"
            for c in shown[:-1] if table.columnWidth(c) < fit.wants(c) - 1 and spare > SPARE]


def problems(window) -> list[str]:
    QApplication.processEvents()
    return cut_cells(window) + squeezed_beside_spare(window)


def add_and_remove(window) -> None:
    """Every unit the army's list offers added, then taken away again."""
    editor = window.editor
    specs = list(editor.fields_panel.add_unit_button.specs)
    for spec in specs:
        assert editor.fields_panel.add(spec)
    assert problems(window) == []
    for _ in specs:
        editor.select_units([editor.model.index(editor.model.rowCount() - 1, 0).data(
            0x0101)])
        assert editor.unit_actions.remove_selected()
    assert problems(window) == []


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name.split(".")[0])
def test_no_column_is_cut_while_another_has_room(window, tmp_path, sample, size):
    open_at(window, tmp_path, sample, size)
    assert problems(window) == []
    if window.editor.unit_actions.add_unit_action.isEnabled():
        add_and_remove(window)
    else:  # Basic Impetus: options bring units and take them away
        for tick in window.editor.army_fields.ticks.values():
            tick.click()
            assert problems(window) == [], tick.text()
            tick.click()
    window.doc.undo_stack.setClean()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("list_id", ["szwadron/example-napoleonic", "usb/core",
                                     "skirmish/example-warband"])
def test_an_army_started_empty_fits_the_units_added_to_it(window, list_id, size):
    window.resize(*size)
    window.new_army(list_id)
    QApplication.processEvents()
    add_and_remove(window)
    window.doc.undo_stack.setClean()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_list_folder_leaves_the_names_their_room(window, monkeypatch, own_folder, size):  # noqa: F811
    window.resize(*size)
    QApplication.processEvents()
    table = window.browser.table
    before = table.columnWidth(CatalogModel.NAME)
    choose_folders(window, monkeypatch, [str(own_folder)])
    QApplication.processEvents()
    assert table.columnWidth(CatalogModel.NAME) == before
    proxy, delegate = window.browser.proxy, table.itemDelegateForColumn(CatalogModel.NAME)
    row = next(r for r in range(proxy.rowCount())
               if str(proxy.index(r, 0).data()).startswith("My"))
    option = QStyleOptionViewItem()
    delegate.initStyleOption(option, proxy.index(row, 0))
    assert option.text.endswith(f"Basic Impetus · {own_folder.name}")


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name.split(".")[0])
def test_narrowed_columns_share_the_cut(window, tmp_path, sample):
    """At 150 % on a 1366×768 laptop (911×512 px for the window) Szwadron's profile was cut
    down to a word a line, each row four lines high, beside whole names and types: where
    the columns must wrap, the cut is shared and no row is over two lines high."""
    open_at(window, tmp_path, sample, (911, 512))
    table = window.editor.table
    line = table.fontMetrics().lineSpacing()
    high = {table.model().index(r, 0).data(): table.rowHeight(r)
            for r in range(table.model().rowCount()) if table.rowHeight(r) > 2 * line + 10}
    assert high == {}
    assert problems(window) == []
    window.doc.undo_stack.setClean()
