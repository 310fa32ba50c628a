"""The open army's file is watched (last session's note: "the open army file is not watched").

Another program (a separate process, as a text editor would be) changes, replaces or deletes
the file; the real `QFileSystemWatcher` notices. Unsaved edits are never dropped or
overwritten silently: the banner offers Reload from disk / Keep mine, and Save asks first.
"""

from __future__ import annotations

import re
import subprocess
import sys

from PySide6.QtWidgets import QApplication

from tests.app import intents
from tests.app.test_keyboard import tab_stops
from tests.app.test_save_conflicts import _answer_conflict

OLD_NAME = "Philip Augustus at Bouvines"
WAIT_MS = 5000


def write_elsewhere(path, text: str, by_rename: bool = False) -> None:
    """Another process writes the file in place or, as many editors do, by a rename."""
    code = ("import os, sys; p, t, r = sys.argv[1], sys.argv[2], sys.argv[3] == '1'\n"
            "tmp = p + '.tmp' if r else p\n"
            "open(tmp, 'w', encoding='utf-8').write(t)\n"
            "r and os.replace(tmp, p)\n")
    subprocess.run([sys.executable, "-c", code, str(path), text, "1" if by_rename else "0"],
                   check=True)


def renamed_on_disk(sample, name: str) -> str:
    return re.sub(r"(?m)^name: .*$", f"name: {name}", sample.read_text(encoding="utf-8"))


def settle(qtbot, ms: int = 700) -> None:
    """Longer than the watcher's settling time: anything it would say has been said."""
    qtbot.wait(ms)


def test_a_change_on_disk_reloads_an_army_without_unsaved_edits(qtbot, opened, sample):
    write_elsewhere(sample, renamed_on_disk(sample, "Edited elsewhere"))
    qtbot.waitUntil(lambda: opened.doc.model.name == "Edited elsewhere", timeout=WAIT_MS)
    assert not opened.isWindowModified() and not opened.on_disk.banner.isVisible()
    assert "reloaded" in opened.statusBar().currentMessage()
    opened.doc.undo_stack.undo()  # what was shown before is one Undo away
    assert opened.doc.model.name == OLD_NAME


def test_unsaved_edits_are_kept_and_the_banner_offers_reload_or_keep(qtbot, opened, sample):
    opened.doc.set_army_name("Mine")
    write_elsewhere(sample, renamed_on_disk(sample, "Edited elsewhere"))
    banner = opened.on_disk.banner
    qtbot.waitUntil(banner.isVisible, timeout=WAIT_MS)
    assert "bi-french.army.yaml" in banner.text.text()
    assert banner.reload_button.isVisible() and banner.keep_button.isVisible()
    assert opened.doc.model.name == "Mine" and opened.isWindowModified()
    banner.keep_button.click()
    assert not banner.isVisible() and opened.doc.model.name == "Mine"
    settle(qtbot)
    assert not banner.isVisible()  # the same change is not reported twice
    # Saving over the changed file asks first; Cancel keeps both versions.
    seen: list[str] = []
    _answer_conflict(qtbot, "Cancel", seen)
    assert not opened.save() and seen
    assert "name: Edited elsewhere" in sample.read_text(encoding="utf-8")


def test_reload_from_the_banner_is_undoable(qtbot, opened, sample):
    intents.rename_unit(opened.doc, "spearmen-1", "Town militia")
    write_elsewhere(sample, renamed_on_disk(sample, "Edited elsewhere"))
    qtbot.waitUntil(opened.on_disk.banner.isVisible, timeout=WAIT_MS)
    opened.on_disk.banner.reload_button.click()
    assert opened.doc.model.name == "Edited elsewhere" and not opened.isWindowModified()
    assert not opened.on_disk.banner.isVisible()
    opened.doc.undo_stack.undo()
    assert opened.doc.view.unit("spearmen-1").name == "Town militia"
    assert opened.doc.model.name == OLD_NAME and opened.isWindowModified()


def test_a_file_replaced_by_rename_stays_watched(qtbot, opened, sample):
    for name in ("First rename", "Second rename"):
        write_elsewhere(sample, renamed_on_disk(sample, name), by_rename=True)
        qtbot.waitUntil(lambda n=name: opened.doc.model.name == n, timeout=WAIT_MS)


def test_our_own_saves_say_nothing(qtbot, opened, sample):
    opened.doc.set_army_name("Mine")
    assert opened.save()
    opened.doc.set_army_name("Mine again")
    settle(qtbot)
    assert not opened.on_disk.banner.isVisible() and opened.doc.model.name == "Mine again"
    assert opened.save()
    settle(qtbot)
    assert not opened.on_disk.banner.isVisible() and not opened.isWindowModified()


def test_a_deleted_file_is_said_and_closing_asks(qtbot, opened, sample, dialogs):
    sample.unlink()
    banner = opened.on_disk.banner
    qtbot.waitUntil(banner.isVisible, timeout=WAIT_MS)
    assert "deleted" in banner.text.text() and banner.save_button.isVisible()
    assert not banner.reload_button.isVisible()
    opened.close_army()  # the army exists only here now: closing asks (answer: Cancel)
    assert dialogs.shown and dialogs.shown[-1][0] == "warning" and opened.doc is not None
    # What it asks says why: nothing was edited, the file is gone.
    assert "deleted" in dialogs.shown[-1][1] and "changes" not in dialogs.shown[-1][1]
    banner.save_button.click()
    assert sample.is_file() and f"name: {OLD_NAME}" in sample.read_text(encoding="utf-8")
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=WAIT_MS)
    settle(qtbot)
    assert not banner.isVisible()


def test_a_deleted_file_that_comes_back_changed_is_reported(qtbot, opened, sample):
    opened.doc.set_army_name("Mine")
    text = renamed_on_disk(sample, "Restored elsewhere")
    sample.unlink()
    qtbot.waitUntil(opened.on_disk.banner.save_button.isVisible, timeout=WAIT_MS)
    write_elsewhere(sample, text)
    qtbot.waitUntil(opened.on_disk.banner.reload_button.isVisible, timeout=WAIT_MS)
    assert opened.doc.model.name == "Mine"


def test_an_unreadable_change_keeps_the_army_and_says_why(qtbot, opened, sample):
    write_elsewhere(sample, "kind: army\nunits: [\n")
    qtbot.waitUntil(opened.on_disk.banner.isVisible, timeout=WAIT_MS)
    assert "cannot be opened" in opened.on_disk.banner.text.text()
    assert opened.doc.model.name == OLD_NAME


def test_another_army_opened_is_watched_instead(qtbot, opened, sample, tmp_path):
    other = tmp_path / "other.army.yaml"
    other.write_text(sample.read_text(encoding="utf-8"), encoding="utf-8")
    assert opened.open_path(str(other))
    write_elsewhere(sample, renamed_on_disk(sample, "Not the open one"))
    settle(qtbot)
    QApplication.processEvents()
    assert opened.doc.model.name == OLD_NAME and not opened.on_disk.banner.isVisible()
    write_elsewhere(other, renamed_on_disk(other, "The open one"))
    qtbot.waitUntil(lambda: opened.doc.model.name == "The open one", timeout=WAIT_MS)


def test_tab_reaches_the_banners_buttons_before_the_army(qtbot, opened, sample):
    opened.doc.set_army_name("Mine")
    write_elsewhere(sample, renamed_on_disk(sample, "Edited elsewhere"))
    banner = opened.on_disk.banner
    qtbot.waitUntil(banner.isVisible, timeout=WAIT_MS)
    opened.activateWindow()
    opened.browser.new_button.setFocus()
    visited = tab_stops(qtbot, 3)
    assert visited == [banner.reload_button, banner.keep_button, opened.editor.name_edit]
