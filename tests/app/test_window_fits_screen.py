"""The window opens within the screen's available area, at the size and place it was left
(issue 24): at 1280×800 on a 1024×600 screen, 'New army from list', the findings and the
status bar were off-screen until the player maximized it."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import QPoint, QRect

from listbuilder.app.files import config
from listbuilder.app.window import geometry
from listbuilder.app.window.main_window import MainWindow
from tests.app.conftest import ROOT

NETBOOK = QRect(0, 0, 1024, 600)
SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))


def main_flow(window) -> list:
    """What a player needs to start, build, check and save an army."""
    editor = window.editor
    found = [window.menuBar(), window.browser.search, window.browser.table,
             window.browser.new_button, window.statusBar(), window.counts]
    if window.doc is not None:  # (with no army the findings pane gives its room to the lists)
        found += [window.findings.title_box, editor.name_edit, editor.table,
                  editor.totals_box, editor.notes]
        if not editor.fields_panel.isHidden():
            found.append(editor.fields_panel)
        if window.findings.model.rowCount():
            found.append(window.findings.table)
    return found


def off_screen(window, area: QRect) -> list[str]:
    out = []
    frame = window.frameGeometry()
    if not area.contains(QRect(frame.topLeft(), window.size())):
        out.append(f"window {frame} outside {area}")
    inside = window.rect()
    for widget in main_flow(window):
        rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
        if not widget.isVisible() or not inside.contains(rect) or rect.height() < 8:
            out.append(f"{type(widget).__name__} {widget.objectName()} at {rect}")
    return out


def test_a_window_left_big_on_a_large_screen_opens_within_a_netbook(qtbot, catalog, tmp_path):
    first = MainWindow(catalog)
    qtbot.addWidget(first)
    first.resize(1900, 1040)
    first.move(10, 10)
    geometry.save_settings(first, first.splitter, first.editor)
    window = MainWindow(catalog)
    qtbot.addWidget(window)
    assert window.width() >= 1900 - 16 or window.width() <= 800  # restored (or the screen's)
    geometry.fit_within(window, NETBOOK)
    window.show()
    assert off_screen(window, NETBOOK) == []


def test_the_first_start_fits_the_screen_it_opens_on(qtbot, catalog):
    window = MainWindow(catalog)
    qtbot.addWidget(window)
    area = geometry.available_area(window)
    assert area is not None
    window.show()
    assert window.width() <= area.width() and window.height() <= area.height()


def test_the_last_size_and_place_are_kept_when_they_fit(qtbot, catalog):
    first = MainWindow(catalog)
    qtbot.addWidget(first)
    first.resize(700, 500)
    first.move(40, 30)
    geometry.save_settings(first, first.splitter, first.editor)
    assert config.settings().value("window/geometry") is not None
    window = MainWindow(catalog)
    qtbot.addWidget(window)
    geometry.fit_within(window, NETBOOK)
    assert (window.width(), window.height()) == (700, 500)
    assert window.pos() == QPoint(40, 30)


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name.split(".")[0])
def test_every_control_of_the_main_flow_is_on_a_netbook_screen(qtbot, catalog, tmp_path,
                                                               sample):
    window = MainWindow(catalog)
    qtbot.addWidget(window)
    window.resize(1280, 800)  # the old fixed size
    geometry.fit_within(window, NETBOOK)
    window.show()
    assert off_screen(window, NETBOOK) == []
    target = tmp_path / sample.name
    shutil.copyfile(sample, target)
    assert window.open_path(str(target))
    qtbot.wait(10)
    assert off_screen(window, NETBOOK) == []
