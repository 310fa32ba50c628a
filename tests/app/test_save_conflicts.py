"""Saving never silently overwrites a file someone else changed since it was opened."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from listbuilder.app.window.main_window import MainWindow
from listbuilder.storage.disk_state import ChangedOnDisk
from tests.app import intents
from tests.app.conftest import ROOT

OTHER_TEXT = "# edited in a text editor\n"


def _answer_conflict(qtbot, button_text: str, seen: list[str]) -> None:
    """Click `button_text` in the conflict dialog once it is up (it is a real modal box)."""
    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        seen.append(box.text())
        for button in box.buttons():
            if button.text().replace("&", "").startswith(button_text):
                button.click()
                return
        raise AssertionError(f"no button {button_text!r}")
    QTimer.singleShot(0, click)


def _edit_elsewhere(path) -> None:
    """Another program appends to the file (a separate process, as a text editor would)."""
    subprocess.run([sys.executable, "-c", "import sys; open(sys.argv[1], 'a').write("
                    f"{OTHER_TEXT!r})", str(path)], check=True)


def test_document_save_refuses_to_overwrite_an_external_edit(opened, sample):
    opened.doc.set_army_name("Mine")
    _edit_elsewhere(sample)
    with pytest.raises(ChangedOnDisk):
        opened.doc.save()
    assert sample.read_text().endswith(OTHER_TEXT)
    opened.doc.save(overwrite=True)
    assert "name: Mine" in sample.read_text() and OTHER_TEXT not in sample.read_text()


def test_a_touch_alone_is_not_a_change(opened, sample):
    opened.doc.set_army_name("Mine")
    os.utime(sample, (1, 1))
    opened.doc.save()
    assert "name: Mine" in sample.read_text()


def test_save_asks_and_overwrite_replaces(qtbot, opened, sample):
    intents.rename_unit(opened.doc, "spearmen-1", "Town militia")
    _edit_elsewhere(sample)
    seen: list[str] = []
    _answer_conflict(qtbot, "Overwrite", seen)
    assert opened.save()
    assert "bi-french.army.yaml" in seen[0] and "changed on disk" in seen[0]
    assert "Town militia" in sample.read_text() and not opened.isWindowModified()


def test_cancel_keeps_both_versions(qtbot, opened, sample):
    opened.doc.set_army_name("Mine")
    _edit_elsewhere(sample)
    _answer_conflict(qtbot, "Cancel", [])
    assert not opened.save()
    assert sample.read_text().endswith(OTHER_TEXT) and opened.isWindowModified()


def test_reload_takes_the_file_as_it_is_now(qtbot, opened, sample):
    opened.doc.set_army_name("Mine")
    text = sample.read_text().replace("Philip Augustus at Bouvines", "Edited elsewhere")
    sample.write_text(text)
    _answer_conflict(qtbot, "Reload", [])
    assert not opened.save()
    assert opened.doc.model.name == "Edited elsewhere" and not opened.isWindowModified()
    assert sample.read_text() == text


def test_save_elsewhere_keeps_the_other_version(qtbot, opened, sample, dialogs, tmp_path):
    opened.doc.set_army_name("Mine")
    _edit_elsewhere(sample)
    dialogs.save_path = str(tmp_path / "mine.army.yaml")
    _answer_conflict(qtbot, "Save elsewhere", [])
    assert opened.save()
    assert sample.read_text().endswith(OTHER_TEXT)
    assert "name: Mine" in (tmp_path / "mine.army.yaml").read_text()
    assert opened.doc.path == dialogs.save_path


def test_two_windows_on_one_file_never_lose_each_others_changes(qtbot, catalog, opened,
                                                                  sample):
    second = MainWindow(catalog)
    qtbot.addWidget(second)
    assert second.open_path(str(sample))
    intents.rename_unit(opened.doc, "spearmen-1", "First window's militia")
    intents.rename_unit(second.doc, "knights-1", "Second window's knights")
    assert opened.save()
    seen: list[str] = []
    _answer_conflict(qtbot, "Cancel", seen)
    assert not second.save() and seen
    assert "First window's militia" in sample.read_text()
    # After reloading, the second window saves normally again.
    _answer_conflict(qtbot, "Reload", [])
    second.save()
    intents.rename_unit(second.doc, "knights-1", "Second window's knights")
    assert second.save()
    text = sample.read_text()
    assert "First window's militia" in text and "Second window's knights" in text


def test_saving_twice_in_one_window_asks_nothing(opened, sample):
    opened.doc.set_army_name("One")
    assert opened.save()
    opened.doc.set_army_name("Two")
    assert opened.save()
    assert "name: Two" in sample.read_text()


def test_a_read_only_army_is_refused_with_a_clear_message(opened, sample, dialogs):
    opened.doc.set_army_name("Mine")
    sample.chmod(0o444)
    assert not opened.save()
    kind, message = dialogs.shown[-1]
    assert kind == "critical" and "read-only" in message
    assert "name: Mine" not in sample.read_text() and opened.isWindowModified()


SECOND_INSTANCE = textwrap.dedent("""
    import sys
    from PySide6.QtWidgets import QApplication
    from listbuilder.app.army.opening import open_document
    from listbuilder.storage.list_catalog import bundled_catalog
    from listbuilder.storage.disk_state import ChangedOnDisk
    app = QApplication([])
    doc, _ = open_document(sys.argv[1], bundled_catalog())
    doc.set_army_name("Second instance")
    print("opened", flush=True)
    sys.stdin.readline()  # the first instance saves meanwhile
    try:
        doc.save()
    except ChangedOnDisk:
        print("asked", flush=True)
    else:
        print("overwrote", flush=True)
""")


def test_a_second_app_instance_does_not_overwrite_the_first(opened, sample, isolated_config):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "LISTBUILDER_CONFIG_DIR": str(isolated_config)}
    second = subprocess.Popen([sys.executable, "-c", SECOND_INSTANCE, str(sample)], cwd=ROOT,
                              env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert second.stdout.readline().strip() == "opened"
        intents.rename_unit(opened.doc, "spearmen-1", "First instance's militia")
        assert opened.save()
        out, _ = second.communicate("go\n", timeout=120)
    finally:
        second.kill()
    assert out.strip() == "asked"
    assert "First instance's militia" in sample.read_text()
