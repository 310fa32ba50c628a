"""Layout at a netbook's 1024×600 and a desktop's 1920×1080 (issue 11, defect 6).

Every sample: the units table gets real width, no visible column is narrower than its
header, and each army gets its own column sizes (no 576 px Weapon column left over from
another army).
"""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QStyle, QWidget

from listbuilder.app.tables.units_model import UnitIdRole
from tests.app.conftest import ROOT
from tests.app.test_keyboard import tab_stops

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


def cut_cells(window) -> list[str]:
    """What of the units table the player cannot read without scrolling sideways: a
    scroll bar, a header narrower than its title, a cell whose text does not fit (on one
    line, or wrapped within its row's height when the table wraps)."""
    table = window.editor.table
    model, header = table.model(), table.horizontalHeader()
    cut = ["scrolls sideways"] if table.horizontalScrollBar().isVisible() else []
    widths = column_widths(window)
    if sum(widths.values()) > table.viewport().width():
        cut.append(f"columns {sum(widths.values())} px in {table.viewport().width()} px")
    margin = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
    icon = table.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize) + margin // 2
    for column, width in widths.items():
        title = model.headerData(column, Qt.Orientation.Horizontal)
        if width < header.sectionSizeHint(column):
            cut.append(f"header {title!r}")
        for row in range(model.rowCount()):
            index = model.index(row, column)
            text = str(index.data() or "")
            font = index.data(Qt.ItemDataRole.FontRole)
            metrics = QFontMetrics(font if isinstance(font, QFont) else table.font())
            room = width - margin - (icon if index.data(Qt.ItemDataRole.DecorationRole) else 0)
            flags = Qt.TextFlag.TextWordWrap if table.wordWrap() else Qt.TextFlag.TextSingleLine
            need = metrics.boundingRect(QRect(0, 0, room, 10_000), flags, text)
            if need.width() > room or need.height() > table.rowHeight(row):
                cut.append(f"{title!r} row {row}: {text!r} needs {need.width()}×"
                           f"{need.height()}, has {room}×{table.rowHeight(row)}")
    return cut


def hint_is_whole(panel) -> bool:
    """The fields panel's hint (shown while no unit is selected) in view whole, unscrolled."""
    hint = panel.hint
    top = hint.mapTo(panel.viewport(), QPoint(0, 0)).y()
    return (hint.isVisible() and top >= 0
            and top + hint.height() <= panel.viewport().height()
            and not panel.verticalScrollBar().isVisible())


def panel_room_ok(panel) -> bool:
    """Room for a selected unit's name and first fields; with none selected, below the
    table, only its hint's (issue 24: it kept 120 px to say 'Select a row')."""
    return panel.height() >= 120 if panel.unit_box.isVisible() else hint_is_whole(panel)


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name.split(".")[0])
def test_a_netbook_shows_every_column_whole_without_scrolling(window, tmp_path, sample):
    """At 1024×600 the Basic Impetus and USB tables scrolled sideways (long profiles; the
    lists and findings beside the army took 520 px): every column must now be readable."""
    open_at(window, tmp_path, sample, (1024, 600))
    assert cut_cells(window) == []


def test_a_profile_too_long_for_the_room_gets_short_labels_and_a_full_tooltip(
        window, tmp_path):
    usb = next(s for s in SAMPLES if s.name.startswith("usb-legend"))
    open_at(window, tmp_path, usb, (1024, 600))
    model = window.editor.model
    cell = model.index(0, model.PROFILE)
    assert "Acc\u00a0+3" in cell.data() and "Accuracy" not in cell.data()
    assert "Accuracy\u00a0+3" in cell.data(Qt.ItemDataRole.ToolTipRole)
    window.resize(1920, 1080)
    QApplication.processEvents()
    assert "Accuracy\u00a0+3" in cell.data()  # room enough: in full again


def test_lists_and_findings_share_a_column_on_a_small_screen(window, tmp_path):
    """The findings panel kept 280 px at every size; on a netbook it goes below the lists
    and the army gets the width; a wide window puts it back on the right."""
    bi = next(s for s in SAMPLES if s.name.startswith("bi-illegal"))
    open_at(window, tmp_path, bi, (1024, 600))
    browser, findings = window.browser, window.findings
    assert abs(findings.x() - browser.x()) < 2 and findings.y() > browser.y()
    assert window.center.width() >= 0.7 * window.width()
    window.resize(1920, 1080)
    QApplication.processEvents()
    assert findings.mapTo(window, findings.rect().topLeft()).x() > window.center.mapTo(
        window, window.center.rect().topLeft()).x()
    assert findings.isVisible() and findings.width() > 320  # a share of a wide window


def test_each_arrangement_keeps_its_own_splitter_positions(qtbot, catalog, window, tmp_path):
    from listbuilder.app.window.main_window import MainWindow

    bi = next(s for s in SAMPLES if s.name.startswith("bi-illegal"))
    open_at(window, tmp_path, bi, (1024, 600))
    window.splitter.side.setSizes([150, 350])
    narrow = window.splitter.side.sizes()
    window.resize(1920, 1080)
    QApplication.processEvents()
    sizes = window.splitter.sizes()
    window.splitter.setSizes([sizes[0] + 60, sizes[1] - 60, sizes[2]])
    wide = window.splitter.sizes()
    window.resize(1024, 600)
    QApplication.processEvents()
    assert window.splitter.side.sizes() == narrow
    window.doc.undo_stack.setClean()
    window.close()
    again = MainWindow(catalog)
    qtbot.addWidget(again)
    again.resize(1920, 1080)
    again.show()
    QApplication.processEvents()
    assert again.splitter.sizes()[0] == wide[0]


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
        assert panel.width() >= 300 and panel_room_ok(panel)


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
        assert panel.width() >= panel.minimumWidth() and panel_room_ok(panel)


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name.split(".")[0])
def test_a_netbook_keeps_five_units_in_view(window, tmp_path, sample):
    """At 1024×600 the fields panel below the table is only as high as the army's settings
    need: the units table keeps five rows in view (it was left one)."""
    open_at(window, tmp_path, sample, (1024, 600))
    table = window.editor.table
    rows = min(window.editor.model.rowCount(), 5)
    assert table.viewport().height() >= rows * table.rowHeight(0)


def test_fix_buttons_wrap_instead_of_widening_the_findings_column(window, tmp_path):
    """'Fix: Choose Crossbow B for Skirmishers' needed 251 px in the 240 px column on a
    netbook: the column grew and took the width from the units table."""
    bi = next(s for s in SAMPLES if s.name.startswith("bi-illegal"))
    open_at(window, tmp_path, bi, (1024, 600))
    findings, side = window.findings, window.splitter.sizes()[0]
    seen = 0
    for row in range(findings.model.rowCount()):
        findings.table.setCurrentIndex(findings.model.index(row, 0))
        for _ in range(3):  # the new buttons' layout, then their heights for their width
            QApplication.processEvents()
        assert window.splitter.sizes()[0] == side
        for button in findings.fix_buttons():
            seen += 1
            room = QRect(0, 0, button.width() - 16, 10_000)
            flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
            need = button.fontMetrics().boundingRect(room, flags, button.text())
            assert need.width() <= room.width() and need.height() < button.height(), (
                button.text(), button.heightForWidth(button.width()), button.sizeHint())
        assert cut_cells(window) == []
    assert seen >= 3


def test_a_selected_units_fields_are_scrolled_into_view_on_a_netbook(qtbot, window, tmp_path):
    """Below the table at 1024×600 the fields panel shows the army's settings; the selected
    unit's fields started below the fold, out of sight until the player scrolled."""
    usb = next(s for s in SAMPLES if s.name.startswith("usb-240"))
    open_at(window, tmp_path, usb, (1024, 600))
    panel = window.editor.fields_panel
    window.editor.select_units([window.doc.view.units[1].id])
    qtbot.waitUntil(lambda: panel.unit_box.y() - panel.verticalScrollBar().value()
                    < panel.viewport().height() // 2, timeout=2000)
    top = panel.unit_box.mapTo(panel.viewport(), panel.unit_box.rect().topLeft()).y()
    assert 0 <= top < panel.viewport().height() // 2


def test_with_no_army_the_lists_have_the_whole_column_on_a_small_screen(window, tmp_path):
    window.resize(1024, 600)
    QApplication.processEvents()
    assert not window.findings.isVisible()
    assert window.browser.height() >= 0.8 * window.splitter.height()
    bi = next(s for s in SAMPLES if s.name.startswith("bi-french"))
    open_at(window, tmp_path, bi, (1024, 600))
    assert window.findings.isVisible() and window.findings.height() >= 150
    window.close_army()
    assert not window.findings.isVisible()


def test_tab_never_stops_on_a_frame_with_nothing_to_type_in(qtbot, window, tmp_path):
    """The fields panel's scroll frame was a Tab stop of its own after its last field."""
    usb = next(s for s in SAMPLES if s.name.startswith("usb-240"))
    open_at(window, tmp_path, usb, (1024, 600))
    window.activateWindow()
    window.editor.notes.setFocus()
    stops = tab_stops(qtbot, 40)
    assert window.editor.fields_panel not in stops


def panel_cut(window) -> int:
    """Pixels of the fields panel's widest field hidden at its right edge (it never
    scrolls sideways: a field cut there has its end, arrow or spin buttons out of sight)."""
    panel = window.editor.fields_panel
    return panel.widget().minimumSizeHint().width() - panel.viewport().width()


POINTS_SAMPLES = [s for s in SAMPLES if not s.name.startswith("bi-")]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("sample", POINTS_SAMPLES, ids=lambda p: p.name.split(".")[0])
def test_every_units_fields_show_whole_in_the_panel(qtbot, window, tmp_path, sample, size):
    """A unit clicked in the table shows its fields whole: beside a wide table at 1920 px,
    the Dragon Lord's equipment and mount were cut by 33 px on the right."""
    open_at(window, tmp_path, sample, size)
    table = window.editor.table
    for row in range(window.editor.model.rowCount()):
        cell = window.editor.model.index(row, 0)
        table.scrollTo(cell)
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                         pos=table.visualRect(cell).center())
        QApplication.processEvents()
        assert window.editor.selected_unit_ids() == [cell.data(UnitIdRole)]
        assert panel_cut(window) <= 0, (row, window.editor.selected_unit_ids())
