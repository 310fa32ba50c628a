"""The list browser's columns share the room (issue 24): at 1280×800 in Russian the names
wrapped to three or four lines while a Period column, empty for most bundled lists, kept its
width beside the VDT. The period now goes on the name's second line (with the game and a
player's own folder), and no column beside the names is wider than what it shows, at a
desktop's 1280×800 and a netbook's 1024×600, with a folder of the player's own lists added
(its 'From' column squeezed the names once)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionViewItem

from listbuilder.app.tables.catalog_model import CatalogModel
from tests.app.test_language_screens import _speak, english_afterwards  # noqa: F401 - fixture
from tests.app.test_list_folders import choose_folders, own_folder  # noqa: F401 - fixture

SIZES = [(1280, 800), (1024, 600)]
NAMES_SHARE = 0.6  # of the table's width, at least, for the names
LINE_BREAK = "\u2028"


def cell_text(browser, row: int) -> str:
    index = browser.proxy.index(row, CatalogModel.NAME)
    option = QStyleOptionViewItem()
    browser.table.itemDelegateForColumn(CatalogModel.NAME).initStyleOption(option, index)
    return option.text


def crowded(browser) -> list[str]:
    """What of the browser's table does not read whole, or takes room it does not use."""
    table, header = browser.table, browser.table.horizontalHeader()
    shown = [c for c in range(browser.proxy.columnCount()) if not table.isColumnHidden(c)]
    found = []
    if table.horizontalScrollBar().isVisible():
        found.append("scrolls sideways")
    names = table.columnWidth(CatalogModel.NAME)
    if names < NAMES_SHARE * table.viewport().width():
        found.append(f"names {names} px of {table.viewport().width()}")
    for column in shown:
        if column == CatalogModel.NAME:
            continue
        wants = max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
        if table.columnWidth(column) > wants + 1:
            found.append(f"column {column} {table.columnWidth(column)} px for {wants}")
    metrics = table.fontMetrics()
    margin = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
    room = names - margin
    for row in range(browser.proxy.rowCount()):
        text = cell_text(browser, row)
        words = max(metrics.horizontalAdvance(w) for line in text.split(LINE_BREAK)
                    for w in line.split())
        need = metrics.boundingRect(QRect(0, 0, room, 10_000), Qt.TextFlag.TextWordWrap,
                                    text.replace(LINE_BREAK, "\n"))
        if words > room or need.height() > table.rowHeight(row):
            found.append(f"row {row} {text!r}: needs {need.width()}×{need.height()}, has "
                         f"{room}×{table.rowHeight(row)}")
    return found


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_list_names_get_the_browser_s_width(qapp, qtbot, catalog, monkeypatch,
                                                own_folder, english_afterwards,  # noqa: F811
                                                language, size):
    from listbuilder.app.window.main_window import MainWindow

    _speak(qapp, language)
    window = MainWindow(catalog)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    QApplication.processEvents()
    assert crowded(window.browser) == []
    choose_folders(window, monkeypatch, [str(own_folder)])
    QApplication.processEvents()
    assert crowded(window.browser) == []
    browser = window.browser
    for row in range(browser.proxy.rowCount()):  # the period below the name, once
        text = cell_text(browser, row)
        if browser.proxy.index(row, 0).data().startswith("Example Napoleonic"):
            assert text.split(LINE_BREAK)[1].startswith("1805–1815 · "), text
        assert text.count("1150–1330") <= 1, text
