"""The list-changed flow, crash recovery, the screenshot command and export."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtWidgets import QMessageBox

from listbuilder.app.files import recovery
from listbuilder.app.files.config import autosave_dir
from listbuilder.app.startup.crash import make_excepthook
from listbuilder.app.startup.main import offer_recovery
from listbuilder.app.window.main_window import MainWindow, open_documents
from tests.app import intents
from tests.app.conftest import ROOT, SAMPLE


@pytest.fixture
def stale_sample(sample):
    text = sample.read_text().replace("sha256:4f131c4d804b45dd", "sha256:0000000000000000")
    sample.write_text(text)
    return sample


def test_changed_list_opens_with_a_banner_and_update_is_undoable(window, stale_sample):
    assert window.open_path(str(stale_sample))
    editor = window.editor
    assert not editor.banner.isHidden()
    assert "ARMY-LIST-CHANGED" in {d.code for d in window.doc.view.findings}
    editor.banner.update_button.click()
    assert editor.banner.isHidden()
    assert window.doc.model.list_stamp == window.doc.current_stamp
    assert "ARMY-LIST-CHANGED" not in {d.code for d in window.doc.view.findings}
    assert window.menus.undo_action.text() == "&Undo Update to the changed list"
    window.menus.undo_action.trigger()
    assert not editor.banner.isHidden()


def test_crash_hook_autosaves_and_the_work_is_offered_back(qtbot, opened, catalog, dialogs):
    intents.rename_unit(opened.doc, "spearmen-1", "Town militia")
    shown = []
    hook = make_excepthook(open_documents, lambda details, unsaved: shown.append(
        (details, unsaved)))
    try:
        raise RuntimeError("boom")
    except RuntimeError as exc:
        hook(type(exc), exc, exc.__traceback__)
    assert shown and "RuntimeError: boom" in shown[0][0] and shown[0][1] == []
    assert recovery.pending() == []  # this instance still lives: its autosave is not offered
    opened.doc.autosave.release()  # the program dies: the system lets go of its lock
    saved = recovery.pending()
    assert len(saved) == 1 and saved[0].original_path == opened.doc.path
    saved[0].slot.release()  # only looked: the next start claims it again
    # The program dies (no close, no prompt); on the next start the work is offered back.
    fresh = MainWindow(catalog)
    qtbot.addWidget(fresh)
    dialogs.answer = QMessageBox.StandardButton.Yes
    offer_recovery(fresh, catalog)
    assert fresh.doc.model.units["spearmen-1"].name == "Town militia"
    assert fresh.isWindowModified() and fresh.doc.path == saved[0].original_path
    assert fresh.menus.undo_action.text() == "&Undo Recover unsaved work"
    folder = autosave_dir()
    assert (folder / f"{fresh.doc.autosave.id}.yaml").exists()
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        f"{fresh.doc.autosave.id}{suffix}" for suffix in (".yaml", ".json", ".lock"))


def test_declined_recovery_is_discarded(qtbot, opened, catalog, dialogs):
    opened.doc.set_army_name("Changed")
    opened.doc.autosave_now()
    opened.doc.autosave.release()  # the program dies with the change unsaved
    fresh = MainWindow(catalog)
    qtbot.addWidget(fresh)
    dialogs.answer = QMessageBox.StandardButton.No
    offer_recovery(fresh, catalog)
    assert [kind for kind, _text in dialogs.shown] == ["question"]
    assert fresh.doc is None and recovery.pending() == []


def test_saving_removes_the_autosave(opened):
    opened.doc.set_army_name("Changed")
    opened.doc.autosave_now()
    folder = autosave_dir()
    assert (folder / f"{opened.doc.autosave.id}.yaml").exists()
    opened.save()
    assert list(folder.iterdir()) == []


def test_screenshot_command_writes_a_png(tmp_path, isolated_config):
    out = tmp_path / "shot.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LISTBUILDER_CONFIG_DIR": str(
        isolated_config)}
    result = subprocess.run([sys.executable, "-m", "listbuilder", "gui", str(SAMPLE),
                             "--screenshot", str(out)], cwd=ROOT, env=env, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    from PySide6.QtGui import QImage

    assert QImage(str(out)).size().toTuple() == (1280, 800)


def test_export_writes_a_pdf(opened, tmp_path):
    pytest.importorskip("listbuilder.export")
    from listbuilder.export import write_pdf

    out = tmp_path / "roster.pdf"
    pages = write_pdf("roster", opened.doc.view, opened.doc.system, str(out))
    assert pages >= 1 and out.read_bytes().startswith(b"%PDF")


def test_start_window_loads_the_army_s_list_and_shows_every_list(qtbot, sample):
    from listbuilder.app.startup.main import start_window
    from listbuilder.storage.list_catalog import bundled_catalog

    window = start_window(str(sample))
    qtbot.addWidget(window)
    assert window.doc is not None and window.doc.model.name == "Philip Augustus at Bouvines"
    assert list(window.catalog.entries) == ["bi/french-1150-1330"]
    full = set(bundled_catalog().entries)
    qtbot.waitUntil(lambda: window.browser.model.rowCount() == len(full))
    assert set(window.catalog.rows) == full
    assert window.browser.model.rowCount() == len(full)
    systems = [window.browser.system_box.itemText(i)
               for i in range(window.browser.system_box.count())]
    assert systems[0] == "All systems" and len(systems) == 5
    assert not window.isWindowModified()


def test_start_window_with_an_unknown_list_knows_every_list(qtbot, tmp_path):
    from listbuilder.app.startup.main import start_window

    army = tmp_path / "orphan.army.yaml"
    army.write_text("kind: army\nformat: 1\nsystem: basic-impetus\nlist: bi/nowhere\n"
                    "name: Orphan\n", encoding="utf-8")
    window = start_window(str(army))
    qtbot.addWidget(window)
    assert len(window.catalog.rows) > 10


def test_banner_says_what_changed_when_the_earlier_list_was_seen(window, sample):
    from tests.app.test_changed_list_shown import built_on_older_list

    built_on_older_list(window, sample)  # opens it
    banner = window.editor.banner.text.text()
    assert "units › Knights: VBU 6 → 7" in banner
    assert window.doc.list_changes() == ["units › Knights: VBU 6 → 7"]
    window.editor.banner.update_button.click()
    assert window.editor.banner.isHidden()


def test_banner_without_the_earlier_version_falls_back_to_findings(window, stale_sample):
    assert window.open_path(str(stale_sample))
    assert window.doc.list_changes() is None
    assert "not seen on this computer" in window.editor.banner.text.text()


def test_opening_a_matching_army_remembers_its_list(opened):
    from pathlib import Path

    from listbuilder.app.files.config import config_dir

    kept = list((Path(config_dir()) / "list-history").glob("*.json"))
    assert [p.name for p in kept] == ["sha256-4f131c4d804b45dd.json"]
