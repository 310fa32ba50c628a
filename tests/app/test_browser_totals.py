"""The list browser shows the selected list's own totals, as published and per option
(issue 21): VDT and break point without building an army."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from listbuilder.app import main_window
from tests.app.test_language_screens import _speak, english_afterwards  # noqa: F401


def test_the_selected_lists_totals_are_shown(window, tmp_path):
    window.resize(1024, 600)
    browser = window.browser
    browser.select_list("bi/wallace-bruce-scots")
    QApplication.processEvents()
    assert browser.totals_label.isVisible()
    lines = browser.totals_label.text().splitlines()
    assert lines[0].startswith("As published: Units 9")
    assert "VDT 18" in lines[0] and "Breaks at 9" in lines[0]
    assert lines[1].startswith("With Dismounted Nobles:")
    window.grab().save(str(tmp_path / "browser-totals.png"))
    browser.table.clearSelection()
    QApplication.processEvents()
    assert not browser.totals_label.isVisible()


@pytest.mark.usefixtures("english_afterwards")
@pytest.mark.parametrize("language", ["pl", "hu", "ru"])
def test_the_totals_are_in_the_players_language(qapp, qtbot, catalog, tmp_path, language):
    _speak(qapp, language)
    window = main_window.MainWindow(catalog)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    window.browser.select_list("bi/wallace-bruce-scots")
    QApplication.processEvents()
    text = window.browser.totals_label.text()
    table = window.browser.table
    chosen = table.visualRect(table.selectionModel().selectedRows()[0])
    assert table.viewport().rect().contains(chosen)  # in sight, not cut by the label
    assert "As published" not in text and "Breaks at" not in text
    assert "18" in text and "Dismounted Nobles" in text
    window.grab().save(str(tmp_path / f"browser-totals-{language}.png"))
