"""Every control of the main window and of every dialog has an accessible name, so a screen
reader can say what it is (issue 24, "for everyone"). A label's buddy is named by it."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

from tests.app.accessibility_walk import controls, unnamed
from tests.app.test_fixes import open_copy

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing)")

SAMPLES = ["bi-french", "bi-illegal", "usb-240", "skirmish-small", "szwadron-brigade"]


@pytest.mark.parametrize("sample", SAMPLES)
def test_every_control_of_the_main_window_is_named(window, tmp_path, sample):
    open_copy(window, tmp_path, sample)
    # With a unit selected, its fields panel is there too.
    window.editor.table.selectRow(0)
    QApplication.processEvents()
    assert len(controls(window)) > 10
    assert unnamed(window) == []


def test_the_window_with_no_army_is_named(window):
    assert unnamed(window) == []


def _walk_modal(qtbot, open_it: Callable[[], object],
                check: Callable[[QWidget], list[str]] = unnamed) -> list[str]:
    """Open a modal dialog, walk it while it shows (`check` lists what is wrong), then
    close it."""
    found: list[list[str]] = []

    def walk() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(50, walk)
            return
        found.append([type(dialog).__name__, *check(dialog)])
        assert len(controls(dialog)) >= 1
        if isinstance(dialog, QDialog):
            dialog.reject()
        else:
            dialog.close()

    QTimer.singleShot(50, walk)
    open_it()
    qtbot.waitUntil(lambda: bool(found), timeout=5000)
    return found[0]


def _dialogs(window):
    from listbuilder.app.startup.crash import show_crash_dialog
    from listbuilder.app.window import dialog_actions, share_actions

    return {
        "preferences": lambda: dialog_actions.edit_preferences(window),
        "export": lambda: dialog_actions.export(window),
        "share code": lambda: share_actions.paste_code(window),
        "about": lambda: dialog_actions.about(window),
        "import published list": lambda: dialog_actions.import_list(window),
        "crash": lambda: show_crash_dialog("Traceback: details", [("Army", "disk full")]),
    }


@pytest.mark.parametrize("name", ["preferences", "export", "share code", "about",
                                  "import published list", "crash"])
def test_every_control_of_every_dialog_is_named(qtbot, window, tmp_path, name):
    open_copy(window, tmp_path, "bi-french")
    result = _walk_modal(qtbot, _dialogs(window)[name])
    assert result[1:] == [], result


def test_the_guide_and_the_explanation_are_named(qtbot, window, tmp_path):
    open_copy(window, tmp_path, "bi-illegal")
    window.menus.guide_action.trigger()
    window.menus.explain_action.trigger()
    for dialog in window.findChildren(QDialog):
        assert unnamed(dialog) == [], type(dialog).__name__


def test_the_save_conflict_question_is_named(qtbot, window, tmp_path):
    from listbuilder.app.window import save_conflict
    from listbuilder.storage.disk_state import ChangedOnDisk, read_state

    path = open_copy(window, tmp_path, "bi-french")
    state = read_state(path)
    assert state is not None
    result = _walk_modal(qtbot, lambda: save_conflict.ask(window, ChangedOnDisk(str(path), state)))
    assert result[1:] == [], result


def test_a_control_without_a_name_is_caught(qtbot):
    """The walk itself: a bare line edit has no name; a buddy label or a name gives one."""
    from PySide6.QtWidgets import QLabel, QLineEdit, QVBoxLayout

    top = QWidget()
    qtbot.addWidget(top)
    layout = QVBoxLayout(top)
    bare, labelled, named = QLineEdit(), QLineEdit(), QLineEdit()
    label = QLabel("&Name:")
    label.setBuddy(labelled)
    named.setAccessibleName("Search")
    for widget in (bare, label, labelled, named):
        layout.addWidget(widget)
    assert len(unnamed(top)) == 1 and "QLineEdit" in unnamed(top)[0]
    assert QMessageBox  # the dialogs above include Qt's own message boxes


def test_a_findings_severity_never_rests_on_colour_alone(window, tmp_path):
    """Each severity has an icon of its own shape (told apart in grey, as a colour-blind
    player or a high-contrast screen shows it) and is said in words to a screen reader and
    in the tooltip."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage

    from listbuilder.app.tables.findings_model import severity_icon
    from listbuilder.core.diagnostics import Severity

    greys = []
    for severity in Severity:
        image = severity_icon(severity).pixmap(32, 32).toImage()
        grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
        greys.append(bytes(grey.constBits()))
    assert len(set(greys)) == len(greys)
    words = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "info"}
    open_copy(window, tmp_path, "bi-illegal")
    model = window.findings.model
    assert model.rowCount() > 0
    for row in range(model.rowCount()):
        word = words[model.finding(row).severity]
        index = model.index(row, model.MESSAGE)
        spoken = index.data(Qt.ItemDataRole.AccessibleTextRole)
        assert spoken == f"{word}: {model.message(row)}"
        assert f"<b>{word} [" in index.data(Qt.ItemDataRole.ToolTipRole)
