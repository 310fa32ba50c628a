"""The fields panel below the units table on a small screen (issue 24): with no unit selected
it kept 120 px to say "Select a row of the table to edit it here." while the table scrolled
through 6 of Szwadron's 8 rows at 1024×600. It is as high as its hint until a unit is
selected, then grows downwards only: the table's top and the row just clicked stay where
they were under the pointer. Once the player drags the splitter, that height is kept."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from listbuilder.app.editing.panel_place import PANEL_LOW
from listbuilder.app.tables.units_model import UnitIdRole
from tests.app.test_layout import SAMPLES, hint_is_whole, open_at
from tests.app.test_layout_stays_put import place

SMALL = [(1024, 600), (1280, 800)]
# Every system whose units are edited in the panel (Basic Impetus edits them in their cells).
PANEL_SAMPLES = [s for s in SAMPLES if not s.name.startswith("bi-")]


def settle() -> None:
    for _ in range(3):  # the selection, then the panel placed from the event loop
        QApplication.processEvents()


def click_row(qtbot, window, row: int):
    table = window.editor.table
    cell = table.visualRect(window.editor.model.index(row, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=cell.center())
    settle()


def row_place(window, row: int):
    table = window.editor.table
    rect = table.visualRect(window.editor.model.index(row, 0))
    return rect.translated(table.viewport().mapTo(window, QPoint(0, 0)))


@pytest.mark.parametrize("size", SMALL, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("sample", PANEL_SAMPLES, ids=lambda p: p.name.split(".")[0])
def test_with_no_unit_selected_the_panel_is_only_as_high_as_its_hint(window, tmp_path, sample,
                                                                      size):
    open_at(window, tmp_path, sample, size)
    editor, panel = window.editor, window.editor.fields_panel
    assert panel.isVisible() and not panel.unit_box.isVisible()
    if editor.body.orientation() == Qt.Orientation.Horizontal:  # beside: the table's height
        assert place(window, panel).top() == place(window, editor.table).top()
        return
    assert hint_is_whole(panel)
    # Its text and margins, no more (it kept 120 px at 1024×600, 174 px at 1280×800).
    assert panel.height() <= panel.hint.height() + 30, panel.height()


@pytest.mark.parametrize("size", SMALL, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_szwadron_row_shows_while_no_unit_is_selected(window, tmp_path, size):
    szwadron = next(s for s in SAMPLES if s.name.startswith("szwadron"))
    open_at(window, tmp_path, szwadron, size)
    table, rows = window.editor.table, window.editor.model.rowCount()
    assert rows == 8
    assert not table.verticalScrollBar().isVisible()
    assert row_place(window, rows - 1).bottom() <= place(window, table.viewport()).bottom()


@pytest.mark.parametrize("size", SMALL, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("sample", PANEL_SAMPLES, ids=lambda p: p.name.split(".")[0])
def test_a_clicked_unit_grows_the_panel_and_its_row_stays_put(qtbot, window, tmp_path, sample,
                                                              size):
    open_at(window, tmp_path, sample, size)
    editor, panel = window.editor, window.editor.fields_panel
    low, top = panel.height(), place(window, editor.table).top()
    for row in range(editor.model.rowCount()):
        editor.table.clearSelection()
        settle()
        assert panel.height() == low and place(window, editor.table).top() == top
        before = row_place(window, row)
        click_row(qtbot, window, row)
        assert panel.unit_box.isVisible()
        # (Grown at once, or after a double click's time where it scrolls the row.)
        qtbot.waitUntil(lambda: panel.height() >= PANEL_LOW, timeout=3000)
        # The table's top stays; the row clicked stays whole where it was, unless the
        # least panel covers it there (a low row of a long table): then it is scrolled
        # into view, never hidden under the panel.
        assert place(window, editor.table).top() == top
        now = row_place(window, row)
        assert now.bottom() <= place(window, editor.table.viewport()).bottom(), row
        if before.bottom() <= place(window, editor.table.viewport()).bottom():
            assert now == before, (row, before, now)
    # Another unit clicked: the panel keeps its height (nothing moves while clicking).
    if editor.model.rowCount() > 1:
        click_row(qtbot, window, 0)
        high = panel.height()
        click_row(qtbot, window, 1)
        assert panel.height() == high


def drag_handle(splitter, by: int) -> None:
    """A real drag of the splitter's handle with the left button (the only way the player
    moves it; `setSizes` is what the program does)."""
    handle = splitter.handle(1)
    start = QPointF(handle.rect().center())
    end = start + QPointF(0, by)
    global_start = QPointF(handle.mapToGlobal(start.toPoint()))
    global_end = QPointF(handle.mapToGlobal(end.toPoint()))
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    for kind, at, world, buttons in (
            (QEvent.Type.MouseButtonPress, start, global_start, left),
            (QEvent.Type.MouseMove, end, global_end, left),
            (QEvent.Type.MouseButtonRelease, end, global_end, Qt.MouseButton.NoButton)):
        QApplication.sendEvent(handle, QMouseEvent(kind, at, world, left, buttons, none))
    QApplication.processEvents()


def test_the_players_own_panel_height_is_kept(qtbot, window, tmp_path):
    usb = next(s for s in SAMPLES if s.name.startswith("usb-240"))
    open_at(window, tmp_path, usb, (1024, 600))
    editor, panel = window.editor, window.editor.fields_panel
    before = panel.height()
    drag_handle(editor.body, -80)
    dragged = panel.height()
    assert dragged >= before + 60, (before, dragged)
    click_row(qtbot, window, 1)
    assert panel.height() == dragged
    editor.table.clearSelection()
    settle()
    assert panel.height() == dragged
    window.resize(1024, 599)  # a window resized: the table takes the change, not the panel
    settle()
    assert panel.height() == dragged


def test_a_double_click_low_in_a_long_table_stays_on_the_row_clicked(qtbot, window, tmp_path):
    """Szwadron's last row at 1024×600: the grown panel would cover it, so the table scrolls
    it into view, but only after a double click's time: scrolled at once, the second click
    landed on the row scrolled under the pointer and selected another unit."""
    szwadron = next(s for s in SAMPLES if s.name.startswith("szwadron"))
    open_at(window, tmp_path, szwadron, (1024, 600))
    editor, panel = window.editor, window.editor.fields_panel
    table, last = editor.table, editor.model.rowCount() - 1
    cell = editor.model.index(last, 0)
    at = table.visualRect(cell).center()
    pointer = table.viewport().mapTo(window, at)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=at)
    settle()  # the event loop runs between the two clicks, as it does for the player
    # The second click goes to whatever is under the pointer now: still the same row.
    under = window.childAt(pointer)
    assert under is table.viewport()
    assert table.indexAt(under.mapFrom(window, pointer)).row() == last
    qtbot.mouseDClick(under, Qt.MouseButton.LeftButton, pos=under.mapFrom(window, pointer))
    assert editor.selected_unit_ids() == [cell.data(UnitIdRole)]
    # Then the panel grows, the row scrolled up just enough to stay whole above it.
    qtbot.waitUntil(lambda: panel.height() >= PANEL_LOW, timeout=3000)
    assert editor.selected_unit_ids() == [cell.data(UnitIdRole)]
    row = row_place(window, last)
    assert row.top() >= place(window, table.viewport()).top()
    assert row.bottom() <= place(window, table.viewport()).bottom()
