"""Focus is always visible (issue 24, "for everyone"): every control Tab reaches looks
different with the focus, the item views we paint ourselves included (a ring round the
viewport and an outline on the current row)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage, QPalette
from PySide6.QtWidgets import QAbstractItemView, QApplication, QWidget

from listbuilder.app.look.focus_ring import FocusRing
from tests.app.accessibility_walk import describe
from tests.app.test_fixes import open_copy


def _tab_looks(qtbot, start: QWidget, limit: int = 60) -> list[tuple[QWidget, QImage]]:
    """Each control Tab reaches from `start`, and how it looks as it has the focus."""
    start.setFocus(Qt.FocusReason.TabFocusReason)
    looks: list[tuple[QWidget, QImage]] = []
    for _ in range(limit):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        QApplication.processEvents()  # the ring follows the focus from the event loop
        widget = QApplication.focusWidget()
        if widget is None or any(widget is seen for seen, _ in looks):
            break
        looks.append((widget, widget.grab().toImage()))
    return looks


@pytest.mark.parametrize("sample", ["bi-illegal", "usb-240", "szwadron-brigade"])
def test_every_control_tab_reaches_shows_its_focus(qtbot, window, tmp_path, sample):
    open_copy(window, tmp_path, sample)
    window.activateWindow()
    QApplication.processEvents()  # the panes laid out
    window.editor.table.selectRow(0)
    parking = window.browser.search
    looks = _tab_looks(qtbot, parking)
    assert len(looks) > 8
    unseen = []
    for widget, focused in looks:
        other = parking if widget is not parking else window.editor.name_edit
        other.setFocus(Qt.FocusReason.TabFocusReason)
        QApplication.processEvents()
        if focused == widget.grab().toImage():
            unseen.append(describe(widget))
    assert unseen == []


def test_the_item_views_have_a_ring_in_the_highlight_colour(qtbot, window, tmp_path):
    open_copy(window, tmp_path, "bi-illegal")
    window.activateWindow()
    QApplication.processEvents()  # the panes laid out
    views = [window.browser.table, window.editor.table, window.findings.table]
    for view in views:
        assert isinstance(view, QAbstractItemView)
        ring = view.findChild(FocusRing)
        assert ring is not None, describe(view)
        view.setCurrentIndex(view.model().index(0, 0))
        view.setFocus(Qt.FocusReason.TabFocusReason)
        QApplication.processEvents()
        assert ring.isVisible() and ring.geometry() == view.viewport().geometry()
        image = view.grab(view.viewport().geometry()).toImage()
        assert not image.isNull(), describe(view)
        edge = image.pixelColor(QPoint(0, image.height() // 2))
        assert edge == view.palette().color(QPalette.ColorRole.Highlight), describe(view)
        window.browser.search.setFocus()
        QApplication.processEvents()
        assert not ring.isVisible()
