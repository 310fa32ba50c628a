"""Autosave: steady editing is saved, live autosaves are left alone, damaged ones kept aside."""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
import textwrap
import threading

import pytest
from PySide6.QtWidgets import QMessageBox

from listbuilder.app.army import document
from listbuilder.app.files import recovery
from listbuilder.app.files.config import autosave_dir
from listbuilder.app.startup.crash import crash_message, make_excepthook
from listbuilder.app.startup.main import offer_recovery
from listbuilder.app.window.main_window import MainWindow, open_documents
from tests.app.conftest import ROOT, SAMPLE


def _autosaved(doc) -> str | None:
    path = autosave_dir() / f"{doc.autosave.id}.yaml"
    return path.read_text(encoding="utf-8") if path.exists() else None


def test_steady_editing_autosaves_within_the_delay(qtbot, monkeypatch, window, sample):
    monkeypatch.setattr(document, "AUTOSAVE_DELAY_MS", 300)
    assert window.open_path(str(sample))
    doc = window.doc
    for step in range(12):  # an edit every 100 ms, faster than the delay, for 1.2 s
        doc.set_army_name(f"Name {step}")
        qtbot.wait(100)
        if step == 5:
            assert "Name " in (_autosaved(doc) or "")
    assert "name: Name" in (_autosaved(doc) or "")
    qtbot.waitUntil(lambda: "name: Name 11" in (_autosaved(doc) or ""), timeout=2000)


def test_a_single_edit_is_autosaved(qtbot, monkeypatch, window, sample):
    monkeypatch.setattr(document, "AUTOSAVE_DELAY_MS", 50)
    assert window.open_path(str(sample))
    window.doc.set_army_name("Only edit")
    qtbot.waitUntil(lambda: "name: Only edit" in (_autosaved(window.doc) or ""), timeout=2000)


LIVE_INSTANCE = textwrap.dedent("""
    import sys
    from listbuilder.app.files.recovery import AutosaveSlot
    slot = AutosaveSlot()
    slot.write(open(sys.argv[1], encoding="utf-8").read(), sys.argv[1])
    print(slot.id, flush=True)
    sys.stdin.read()  # live until killed
""")


@pytest.mark.skipif(os.name == "nt", reason="SIGKILL is POSIX")
def test_a_second_instance_leaves_a_live_autosave_alone(qtbot, catalog, dialogs,
                                                         isolated_config):
    env = {**os.environ, "LISTBUILDER_CONFIG_DIR": str(isolated_config)}
    first = subprocess.Popen([sys.executable, "-c", LIVE_INSTANCE, str(SAMPLE)], cwd=ROOT,
                             env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        autosave_id = first.stdout.readline().strip()
        assert autosave_id
        second = MainWindow(catalog)
        qtbot.addWidget(second)
        dialogs.answer = QMessageBox.StandardButton.No  # would discard it if it were offered
        offer_recovery(second, catalog)
        assert dialogs.shown == []
        assert (autosave_dir() / f"{autosave_id}.yaml").exists()
    finally:
        os.kill(first.pid, signal.SIGKILL)
        first.wait()
        first.stdin.close()
        first.stdout.close()
    # Now the first instance is dead: its work is offered.
    found = recovery.pending()
    assert [(f.autosave_id, f.original_path) for f in found] == [(autosave_id, str(SAMPLE))]


@pytest.mark.parametrize(("content", "why"), [
    (b"kind: army\nname: \xff\xfe broken\n", "not UTF-8 text (byte 17 is 0xff)"),
    (b"kind: army\nname: [unclosed\n", "not a readable army"),
    (b"- just\n- a list\n", "not a readable army"),
], ids=["utf-8", "yaml", "not-an-army"])
def test_a_damaged_autosave_is_explained_and_kept_aside(window, catalog, dialogs, content, why):
    folder = autosave_dir()
    (folder / "deadbeef.json").write_text('{"path": null}', encoding="utf-8")
    (folder / "deadbeef.yaml").write_bytes(content)
    dialogs.answer = QMessageBox.StandardButton.Yes
    offer_recovery(window, catalog)
    kind, message = dialogs.shown[-1]
    assert kind == "warning" and why in message and "damaged" in message
    assert str(folder / "damaged") in message
    assert (folder / "damaged" / "deadbeef.yaml").read_bytes() == content
    assert not (folder / "deadbeef.yaml").exists()
    assert window.doc is None
    dialogs.shown.clear()
    offer_recovery(window, catalog)  # never offered again
    assert dialogs.shown == []


def test_damaged_metadata_recovers_the_work_as_untitled(window, catalog, dialogs):
    folder = autosave_dir()
    text = SAMPLE.read_text(encoding="utf-8").replace("Philip Augustus", "Recovered Philip")
    (folder / "cafe.yaml").write_text(text, encoding="utf-8")
    (folder / "cafe.json").write_text('{"path": ', encoding="utf-8")
    dialogs.answer = QMessageBox.StandardButton.Yes
    offer_recovery(window, catalog)
    assert "damaged" in dialogs.shown[0][1] and "untitled" in dialogs.shown[0][1]
    assert window.doc.path is None and window.doc.model.name.startswith("Recovered Philip")
    assert not (folder / "cafe.yaml").exists()


def _disk_full(*_args, **_kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


def test_crash_dialog_tells_the_truth_when_autosaving_fails(opened, monkeypatch):
    opened.doc.set_army_name("Unsafe army")
    monkeypatch.setattr(recovery, "write_atomic", _disk_full)
    shown = []
    hook = make_excepthook(open_documents, lambda details, unsaved: shown.append(unsaved))
    try:
        raise RuntimeError("boom")
    except RuntimeError as exc:
        hook(type(exc), exc, exc.__traceback__)
    assert shown == [[("Unsafe army", "No space left on device")]]
    message = crash_message(shown[0])
    assert "could NOT be saved aside" in message and "Unsafe army: No space left" in message
    assert "were saved aside" not in message
    assert "were saved aside" in crash_message([])


def test_a_failing_timed_autosave_shows_in_the_status_bar(qtbot, monkeypatch, window, sample):
    monkeypatch.setattr(document, "AUTOSAVE_DELAY_MS", 50)
    assert window.open_path(str(sample))
    monkeypatch.setattr(recovery, "write_atomic", _disk_full)
    window.doc.set_army_name("Unsafe army")
    qtbot.waitUntil(lambda: window.doc.autosave_problem is not None, timeout=2000)
    assert "NOT safe" in window.statusBar().currentMessage()
    assert "No space left" in window.statusBar().currentMessage()


def test_stale_temps_in_the_autosave_folder_go_at_start(tmp_path):
    child = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                           capture_output=True, text=True, check=True)
    stale = autosave_dir() / f".abc.yaml.~lbsave-{int(child.stdout)}-00000001.tmp"
    stale.write_text("half")
    assert recovery.pending() == []
    assert not stale.exists()


def test_an_unreadable_lock_does_not_hide_an_autosave_forever(window, catalog, dialogs):
    folder = autosave_dir()
    (folder / "feed.json").write_text('{"path": null}', encoding="utf-8")
    (folder / "feed.yaml").write_text(SAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    lock = folder / "feed.lock"
    lock.write_text("cut short")
    assert recovery.pending() == []  # it may be a lock being written right now
    long_ago = lock.stat().st_mtime - recovery.UNREADABLE_LOCK_AFTER_S - 5
    os.utime(lock, (long_ago, long_ago))
    found = recovery.pending()
    assert [f.autosave_id for f in found] == ["feed"]
    found[0].slot.release()


def _slowed(monkeypatch, module, name: str):
    """`module.name` made to wait until released (5 s at most), noting the threads it ran on."""
    real, release, threads = getattr(module, name), threading.Event(), []

    def slow(*args):
        threads.append(threading.current_thread())
        release.wait(5)
        return real(*args)
    monkeypatch.setattr(module, name, slow)
    return release, threads


def _slow_disk(monkeypatch):
    """write_atomic that holds the disk for a while."""
    return _slowed(monkeypatch, recovery, "write_atomic")


def test_a_slow_disk_does_not_freeze_the_window(qtbot, monkeypatch, window, sample):
    """The autosave's file work (two fsyncs) ran on the window's thread: every two seconds
    of steady editing the editor froze for as long as the disk took."""
    monkeypatch.setattr(document, "AUTOSAVE_DELAY_MS", 50)
    assert window.open_path(str(sample))
    release, threads = _slow_disk(monkeypatch)
    window.doc.set_army_name("Written aside")
    qtbot.waitUntil(lambda: bool(threads), timeout=2000)
    # The disk is still busy, yet the window goes on editing.
    assert window.doc.set_army_name("Still editing")
    assert threads[0] is not threading.main_thread()
    release.set()
    qtbot.waitUntil(lambda: "name: Still editing" in (_autosaved(window.doc) or ""),
                    timeout=3000)


def test_saving_during_a_slow_autosave_leaves_no_autosave_behind(qtbot, monkeypatch, window,
                                                                   sample):
    monkeypatch.setattr(document, "AUTOSAVE_DELAY_MS", 50)
    assert window.open_path(str(sample))
    release, threads = _slow_disk(monkeypatch)
    window.doc.set_army_name("Saved soon")
    qtbot.waitUntil(lambda: bool(threads), timeout=2000)
    threading.Timer(0.3, release.set).start()  # the disk frees up while the save waits
    window.doc.save()
    qtbot.wait(200)  # any late write would land now
    assert _autosaved(window.doc) is None
    assert "name: Saved soon" in sample.read_text(encoding="utf-8")


def _slow_text(monkeypatch):
    """dump_model (the ruamel round trip of the whole file) that takes its time."""
    from listbuilder.storage import roundtrip

    return _slowed(monkeypatch, roundtrip, "dump_model")


def test_the_autosave_text_is_made_off_the_window_thread(qtbot, monkeypatch, window, sample):
    """The round trip of the whole file ran on the window's thread every autosave."""
    monkeypatch.setattr(document, "AUTOSAVE_DELAY_MS", 50)
    assert window.open_path(str(sample))
    release, threads = _slow_text(monkeypatch)
    window.doc.set_army_name("Made aside")
    qtbot.waitUntil(lambda: bool(threads), timeout=2000)
    assert threads[0] is not threading.main_thread()
    assert not release.is_set()  # the window got here while the text was still being made
    assert window.doc.set_army_name("Still editing")  # a new model; the one taken stays
    release.set()
    qtbot.waitUntil(lambda: "name: Still editing" in (_autosaved(window.doc) or ""),
                    timeout=3000)


def test_saving_while_the_autosave_text_is_made_leaves_no_autosave(qtbot, monkeypatch,
                                                                  window, sample):
    monkeypatch.setattr(document, "AUTOSAVE_DELAY_MS", 50)
    assert window.open_path(str(sample))
    release, threads = _slow_text(monkeypatch)
    window.doc.set_army_name("Saved soon")
    qtbot.waitUntil(lambda: bool(threads), timeout=2000)
    threading.Timer(0.3, release.set).start()  # the save's own text waits for it too
    window.doc.save()
    qtbot.wait(200)  # any late write would land now
    assert _autosaved(window.doc) is None
    assert "name: Saved soon" in sample.read_text(encoding="utf-8")


def test_a_bug_making_the_autosave_text_shows_in_the_status_bar(qtbot, monkeypatch, window,
                                                                sample):
    from listbuilder.storage import roundtrip

    monkeypatch.setattr(document, "AUTOSAVE_DELAY_MS", 50)
    assert window.open_path(str(sample))
    monkeypatch.setattr(roundtrip, "dump_model", lambda *a: 1 / 0)
    window.doc.set_army_name("Not safe")
    qtbot.waitUntil(lambda: "ZeroDivisionError" in window.statusBar().currentMessage(),
                    timeout=2000)
    assert window.doc.autosave_problem
