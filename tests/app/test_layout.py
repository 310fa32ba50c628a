"""Layout at a netbook's 1024×600 and a desktop's 1920×1080 (issue 11, defect 6).

Every sample: the units table gets real width, no visible column is narrower than its
header, and each army gets its own column sizes (no 576 px Weapon column left over from
another army).
"""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from tests.app.conftest import ROOT

SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))
SIZES = [(1024, 600), (1920, 1080)]


def open_at(window, tmp_path, sample, size):
    window.resize(*size)
    target = tmp_path / sample.name
    shutil.copyfile(sample, target)
    assert window.open_path(str(target))
    QApplication.processEvents()


def column_widths(window) -> dict[int, int]:
    table = window.editor.table
    return {c: table.columnWidth(c) for c in range(window.editor.model.columnCount())
            if not table.isColumnHidden(c)}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name.split(".")[0])
def test_units_table_has_room_and_whole_headers(window, tmp_path, sample, size):
    open_at(window, tmp_path, sample, size)
    table = window.editor.table
    header = table.horizontalHeader()
    assert table.viewport().width() >= 0.6 * window.editor.width()
    for column, width in column_widths(window).items():
        assert width >= header.sectionSizeHint(column), header.model().headerData(
            column, Qt.Orientation.Horizontal)
    panel = window.editor.fields_panel
    if panel.isVisible():
        assert panel.width() >= 300 and panel.height() >= 120


def test_fields_panel_goes_below_the_table_on_a_small_screen(window, tmp_path):
    usb = next(s for s in SAMPLES if s.name.startswith("usb-240"))
    open_at(window, tmp_path, usb, (1024, 600))
    assert window.editor.body.orientation() == Qt.Orientation.Vertical
    window.resize(1920, 1080)
    QApplication.processEvents()
    assert window.editor.body.orientation() == Qt.Orientation.Horizontal


def test_columns_are_sized_per_army(window, tmp_path):
    bi = next(s for s in SAMPLES if s.name.startswith("bi-illegal"))
    usb = next(s for s in SAMPLES if s.name.startswith("usb-240"))
    open_at(window, tmp_path, bi, (1280, 800))
    fresh = column_widths(window)
    open_at(window, tmp_path, usb, (1280, 800))
    open_at(window, tmp_path, bi, (1280, 800))
    again = column_widths(window)
    last = max(again)
    assert {c: w for c, w in again.items() if c != last} == {
        c: w for c, w in fresh.items() if c != last}


def test_no_discarded_widget_is_painted_over_the_window(window, tmp_path):
    """Widgets taken out of a layout (rebuilt buttons, options, fixes) are hidden at once:
    before Qt deletes them they would sit unmanaged at 640×480 over the header."""
    bi = next(s for s in SAMPLES if s.name.startswith("bi-illegal"))
    usb = next(s for s in SAMPLES if s.name.startswith("usb-240"))
    for sample in (bi, usb, bi):
        open_at(window, tmp_path, sample, (1920, 1080))
        window.findings.table.setCurrentIndex(window.findings.model.index(0, 0))
        QApplication.processEvents()  # deferred deletions are not run here, as before paint
        stray = [w for w in window.findChildren(QWidget)
                 if w.isVisibleTo(window) and (w.width(), w.height()) == (640, 480)]
        assert not stray, [type(w).__name__ for w in stray]


@pytest.mark.parametrize("size", [(1600, 900), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name.split(".")[0])
def test_a_desktop_shows_every_column_whole(window, tmp_path, sample, size):
    """No sideways scrolling, no Base column cut, while the fields panel sits half empty:
    on a desktop screen the panel goes below the table if it does not fit beside it."""
    open_at(window, tmp_path, sample, size)
    table = window.editor.table
    assert not table.horizontalScrollBar().isVisible()
    shown = column_widths(window)
    assert sum(shown.values()) <= table.viewport().width()
    panel = window.editor.fields_panel
    if panel.isVisible():
        assert panel.width() >= panel.minimumWidth() and panel.height() >= 120


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name.split(".")[0])
def test_a_netbook_keeps_five_units_in_view(window, tmp_path, sample):
    """At 1024×600 the fields panel below the table is only as high as the army's settings
    need: the units table keeps five rows in view (it was left one)."""
    open_at(window, tmp_path, sample, (1024, 600))
    table = window.editor.table
    rows = min(window.editor.model.rowCount(), 5)
    assert table.viewport().height() >= rows * table.rowHeight(0)
