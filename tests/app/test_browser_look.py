"""The list browser on a netbook: every list's whole name is shown (wrapped, never cut to
'Anglo-Normans 107…')."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QStyle

from listbuilder.app.tables.catalog_model import CatalogModel


def cut_names(browser) -> list[str]:
    table = browser.table
    # The item's text margin either side, as Qt's item views lay text out.
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    cut = []
    for row in range(browser.proxy.rowCount()):
        index = browser.proxy.index(row, CatalogModel.NAME)
        rect = table.visualRect(index)
        room = QRect(0, 0, rect.width() - 2 * margin, 10_000)
        flags = Qt.TextFlag.TextWordWrap if table.wordWrap() else 0
        need = table.fontMetrics().boundingRect(room, flags, index.data())
        if need.width() > room.width() or need.height() > rect.height():
            cut.append(index.data())
    return cut


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_list_name_is_whole(window, size):
    window.resize(*size)
    window.show()
    QApplication.processEvents()
    assert window.browser.proxy.rowCount() > 5
    assert cut_names(window.browser) == []
