"""The list browser shows each list's own totals (issue 21): the VDT and break point as
published in a column ('16/8', as the books print them), every option's in the row's
tooltip, in the player's language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from listbuilder.app.tables.catalog_model import CatalogModel, ListIdRole
from listbuilder.app.window import main_window
from tests.app.test_language_screens import _speak, english_afterwards  # noqa: F401


def _row(browser, list_id: str, column: int):
    for row in range(browser.proxy.rowCount()):
        index = browser.proxy.index(row, column)
        if browser.proxy.index(row, 0).data(ListIdRole) == list_id:
            return index
    raise AssertionError(list_id)


def test_each_lists_vdt_is_shown_and_every_options_in_the_tooltip(window, tmp_path):
    window.resize(1024, 600)
    QApplication.processEvents()
    browser = window.browser
    assert not browser.table.isColumnHidden(CatalogModel.VDT)
    assert _row(browser, "bi/wallace-bruce-scots", CatalogModel.VDT).data() == "18/9"
    assert _row(browser, "bi/french-1150-1330", CatalogModel.VDT).data() == "16/8"
    assert _row(browser, "usb/core", CatalogModel.VDT).data() == ""  # points, no VDT
    tip = _row(browser, "bi/wallace-bruce-scots", CatalogModel.NAME).data(
        Qt.ItemDataRole.ToolTipRole).splitlines()
    assert tip[2].startswith("As published: Units 9") and "VDT 18" in tip[2]
    assert tip[3].startswith("With Dismounted Nobles:") and "Breaks at 9" in tip[3]
    window.grab().save(str(tmp_path / "browser-totals.png"))


@pytest.mark.usefixtures("english_afterwards")
@pytest.mark.parametrize("language", ["pl", "hu", "ru"])
def test_the_totals_are_in_the_players_language(qapp, qtbot, catalog, tmp_path, language):
    _speak(qapp, language)
    window = main_window.MainWindow(catalog)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    browser = window.browser
    tip = _row(browser, "bi/wallace-bruce-scots", CatalogModel.NAME).data(
        Qt.ItemDataRole.ToolTipRole)
    assert "As published" not in tip and "Breaks at" not in tip
    assert "18" in tip and "Dismounted Nobles" in tip
    header = browser.model.headerData(CatalogModel.VDT, Qt.Orientation.Horizontal)
    assert header == "VDT"  # the rules' own abbreviation in every language
    window.grab().save(str(tmp_path / f"browser-totals-{language}.png"))
