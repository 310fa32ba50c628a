"""A 1920×1080 screen (issue 32, item 12): the first start opened at 1280×800, and a USB
unit's fields scrolled in their panel under a table with five rows and room to spare."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from listbuilder.app.window.geometry import FRAME_ROOM, first_size
from tests.app.test_layout import SAMPLES, open_at


def test_the_first_start_uses_a_big_screens_room():
    size = first_size(QRect(0, 0, 1920, 1080))
    assert size.width() >= 1600 and size.height() >= 900
    assert size.width() <= 1920 - FRAME_ROOM.width()
    assert size.height() <= 1080 - FRAME_ROOM.height()
    small = first_size(QRect(0, 0, 1024, 600))  # within a netbook's room
    assert small.width() <= 1024 - FRAME_ROOM.width()
    assert small.height() <= 600 - FRAME_ROOM.height()


@pytest.mark.parametrize("sample", [s for s in SAMPLES if s.name.startswith("usb-")],
                         ids=lambda p: p.name.split(".")[0])
def test_a_units_fields_show_whole_under_a_short_table(qtbot, window, tmp_path, sample):
    size = first_size(QRect(0, 0, 1920, 1080))
    open_at(window, tmp_path, sample, (size.width(), size.height()))
    panel = window.editor.fields_panel
    window.editor.select_units([window.doc.view.units[1].id])
    # The panel takes its room after a double-click's time (a click is not yet a selection);
    # on a loaded machine that can be later than the interval: wait for it, then hold it.
    qtbot.wait(QApplication.doubleClickInterval())
    qtbot.waitUntil(lambda: not panel.verticalScrollBar().isVisible(), timeout=5000)
    assert panel.unit_box.isVisible()
