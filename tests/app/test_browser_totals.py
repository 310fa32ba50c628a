"""The list browser shows the selected list's own totals, as published and per option
(issue 21): VDT and break point without building an army."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication


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
