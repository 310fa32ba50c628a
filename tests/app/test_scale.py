"""The main flow at 150 % and 200 % (QT_SCALE_FACTOR) on a 1366×768 laptop screen (issue 24,
"for everyone"). Each scale runs in its own process: Qt reads the factor at start. The
offscreen platform is given the laptop's screen; the window fills the screen's free area (as
it opens there), and every control of the main flow must be on it, none squeezed to nothing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from tests.app.conftest import ROOT

SCREEN = {"screens": [{"name": "Laptop", "x": 0, "y": 0, "width": 1366, "height": 768,
                       "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}

PROGRAM = textwrap.dedent("""
    import json, shutil, sys, tempfile
    from pathlib import Path
    from PySide6.QtWidgets import QApplication
    from listbuilder.app.startup.main import application
    app = application()
    from listbuilder.app.window.main_window import MainWindow
    from listbuilder.storage.list_catalog import bundled_catalog
    from tests.app.test_language_screens import clipped
    free = app.primaryScreen().availableGeometry()
    window = MainWindow(bundled_catalog())
    window.setGeometry(free)
    window.show()
    found = {"free": [free.width(), free.height()], "armies": {}}
    for sample in sys.argv[1:]:
        army = Path(tempfile.mkdtemp()) / "army.yaml"
        shutil.copyfile(sample, army)
        assert window.open_path(str(army))
        window.editor.table.selectRow(0)
        for _ in range(5):
            app.processEvents()
        shown = {}
        parts = {"list browser": window.browser.table, "new army": window.browser.new_button,
                 "findings": window.findings, "army name": window.editor.name_edit,
                 "totals": window.editor.totals_box, "units": window.editor.table,
                 "counts": window.counts, "menu": window.menuBar()}
        if window.findings.model.rowCount():
            parts["finding"] = window.findings.table
        if window.findings.fix_buttons():
            parts["fix"] = window.findings.fix_buttons()[0]
        for name, widget in parts.items():
            top_left = widget.mapTo(window, widget.rect().topLeft())
            shown[name] = [top_left.x(), top_left.y(), widget.width(), widget.height(),
                           widget.isVisible()]
        found["armies"][Path(sample).name] = {
            "window": [window.width(), window.height()],
            "minimum": [window.minimumSizeHint().width(), window.minimumSizeHint().height()],
            "row": window.editor.table.rowHeight(0), "shown": shown,
            "line": window.editor.table.verticalHeader().defaultSectionSize(),
            "clipped": clipped(window)}
        window.grab().save(str(Path(tempfile.gettempdir()) / f"scale-{Path(sample).name}.png"))
        window.doc.undo_stack.setClean()
    print(json.dumps(found))
""")
SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))


def _measure(tmp_path, factor: str, language: str = "en") -> dict:
    screen = tmp_path / "screen.json"
    screen.write_text(json.dumps(SCREEN), encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={screen}",
           "QT_SCALE_FACTOR": factor, "LISTBUILDER_CONFIG_DIR": str(tmp_path / "config"),
           "LISTBUILDER_LANG": language}
    result = subprocess.run([sys.executable, "-c", PROGRAM, *map(str, SAMPLES)], cwd=ROOT,
                            env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


def _check(found: dict, whole_rows: bool = True) -> None:
    free_w, free_h = found["free"]
    for sample, army in found["armies"].items():
        assert army["minimum"][0] <= free_w and army["minimum"][1] <= free_h, (sample, army)
        assert army["window"][0] <= free_w and army["window"][1] <= free_h, (sample, army)
        for name, (x, y, width, height, visible) in army["shown"].items():
            assert visible, (sample, name)
            assert x >= 0 and y >= 0 and x + width <= free_w and y + height <= free_h, \
                (sample, name, army)
            assert width > 0 and height > 0, (sample, name)
        # The units table shows at least three rows (of one line: where the columns wrap
        # their words, rows are higher; in English the illegal army's three whole), the
        # findings at least one; no label or button is cut short.
        whole = whole_rows and sample == "bi-illegal.army.yaml"
        rows = army["row"] if whole else army["line"]
        assert army["shown"]["units"][3] >= 3 * rows, (sample, army)
        if "finding" in army["shown"]:
            assert army["shown"]["finding"][3] >= 40, (sample, army)
        assert army["clipped"] == [], (sample, army["clipped"])


def test_the_main_flow_fits_a_1366x768_screen_at_150_percent(tmp_path):
    found = _measure(tmp_path, "1.5")
    assert found["free"] == [911, 512]
    _check(found)


def test_the_main_flow_fits_a_1366x768_screen_at_200_percent(tmp_path):
    found = _measure(tmp_path, "2")
    assert found["free"] == [683, 384]
    _check(found)


def test_the_main_flow_fits_a_1366x768_screen_at_200_percent_in_russian(tmp_path):
    """Russian runs about a third longer than English: the buttons over the units held the
    window wider than the screen."""
    found = _measure(tmp_path, "2", "ru")
    _check(found, whole_rows=False)


def test_a_field_reached_by_its_shortcut_scrolls_into_the_short_header(opened, qtbot):
    """On a short window the army's header scrolls within its first row: Alt+S (Scale) or
    a finding's click must bring the field it focuses into view, as Tab does."""
    opened.resize(683, 384)
    opened.activateWindow()  # focus is followed in the active window (another test's was)
    qtbot.waitUntil(opened.isActiveWindow)
    QApplication.processEvents()
    editor = opened.editor
    head = editor.head
    assert head.height() < head.widget().height()  # it scrolls at this size
    for field in (*editor.army_fields.ticks.values(), editor.scale_box, editor.name_edit):
        field.setFocus()
        QApplication.processEvents()
        top = field.mapTo(head.viewport(), QPoint(0, 0)).y()
        assert top >= 0 and top + field.height() <= head.viewport().height(), field
