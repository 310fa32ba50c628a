"""Recovered work goes back into the army's own file, and never brings back what was undone.

A start from one folder with a relative path (`listbuilder gui usb-240.army.yaml`), killed,
then a start from another folder: Recover and Ctrl+S wrote a new file in the second folder
and the army never got the changes. An army undone back to its saved state, killed, was
offered back with the undone change.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox, QFileDialog, QMessageBox, QSpinBox

from listbuilder.app.army import document
from listbuilder.app.files import recovery
from listbuilder.app.files.config import autosave_dir
from listbuilder.app.startup import main as app_main
from tests.app.conftest import ROOT

SAMPLES = ROOT / "resources" / "samples"
ARMIES = ["bi-french", "usb-240", "skirmish-small", "szwadron-brigade"]


@pytest.fixture(autouse=True)
def quick_autosave(monkeypatch):
    monkeypatch.setattr(document, "AUTOSAVE_DELAY_MS", 50)


@pytest.fixture
def folders(tmp_path):
    """Folder A holds the army; the second start is made from folder B."""
    a, b = tmp_path / "A", tmp_path / "B"
    a.mkdir()
    b.mkdir()
    return a, b


def _autosaved(doc) -> str:
    path = autosave_dir() / f"{doc.autosave.id}.yaml"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def _started(qtbot, file: str | None = None):
    """`listbuilder gui [FILE]` from the current folder, once every list is loaded and
    recovery offered."""
    offered = []
    window = app_main.start_window(
        file, then=lambda *args: offered.append(app_main.offer_recovery(*args)))
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: offered != [])
    return window


def change_army_field(window) -> None:
    """The army's own field in the window's header (the General, the points limit, the game
    format) set to another value, as the player does."""
    widget = window.editor.army_fields.widgets()[0]
    box = widget.editor
    if isinstance(box, QComboBox):
        index = (box.currentIndex() + 1) % box.count()
        box.setCurrentIndex(index)
        box.activated.emit(index)
    else:
        assert isinstance(box, QSpinBox)
        box.setValue(box.value() + 10)
        box.editingFinished.emit()
    assert window.isWindowModified()


def _edited_and_autosaved(qtbot, window) -> str:
    """An edit the autosave has written; the army's text as it would be saved."""
    before = window.doc.model
    change_army_field(window)
    assert window.doc.model != before
    expected = window.doc.text_to_save()
    qtbot.waitUntil(lambda: _autosaved(window.doc) == expected, timeout=3000)
    return expected


def _killed(window) -> None:
    """As kill -9 leaves it: the autosave as last written and its lock gone with the
    process; no question, no close, nothing more written by that window."""
    window.doc.autosave.release()
    window.hide()


@pytest.mark.parametrize("army", ARMIES)
def test_recovered_work_is_saved_into_the_armys_own_file(qtbot, monkeypatch, folders, dialogs,
                                                          army):
    a, b = folders
    name = f"{army}.army.yaml"
    shutil.copyfile(SAMPLES / name, a / name)
    monkeypatch.chdir(a)
    first = _started(qtbot, name)  # the relative path, as typed
    assert first.doc.path == str(a / name)
    edited = _edited_and_autosaved(qtbot, first)
    _killed(first)

    monkeypatch.chdir(b)
    dialogs.answer = QMessageBox.StandardButton.Yes
    second = _started(qtbot)
    question = [text for kind, text in dialogs.shown if kind == "question"]
    assert len(question) == 1 and str(a / name) in question[0].replace("\u200b", "")
    assert second.doc.path == str(a / name) and second.isWindowModified()
    second.menus.save_action.trigger()  # Ctrl+S
    assert not second.isWindowModified()
    assert (a / name).read_text(encoding="utf-8") == edited
    assert list(b.iterdir()) == []
    assert recovery.pending() == []


def test_a_recovered_army_whose_file_is_gone_asks_where_to_save(qtbot, monkeypatch, folders,
                                                                 dialogs):
    a, b = folders
    name = "usb-240.army.yaml"
    shutil.copyfile(SAMPLES / name, a / name)
    monkeypatch.chdir(a)
    first = _started(qtbot, name)
    edited = _edited_and_autosaved(qtbot, first)
    _killed(first)
    (a / name).rename(a / "elsewhere.army.yaml")  # moved while listbuilder was not running

    monkeypatch.chdir(b)
    dialogs.answer = QMessageBox.StandardButton.Yes
    second = _started(qtbot)
    question = dialogs.shown[-1][1].replace("\u200b", "")
    assert str(a / name) in question and "no longer there" in question
    assert second.doc.path is None  # not silently written back where it was
    suggested = []

    def ask(_parent, _title, where, _filter):
        suggested.append(where)
        return "", ""  # the player cancels
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    second.menus.save_action.trigger()
    assert suggested == [str(a / name)]  # where it was, for the player to confirm or change
    assert second.isWindowModified() and sorted(p.name for p in a.iterdir()) == [
        "elsewhere.army.yaml"] and list(b.iterdir()) == []
    chosen = a / "elsewhere.army.yaml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *_args: (str(chosen), "")))
    second.menus.save_action.trigger()
    assert chosen.read_text(encoding="utf-8") == edited


def test_an_old_note_without_a_folder_never_takes_a_namesake_here(qtbot, monkeypatch, folders,
                                                                   dialogs):
    """A note written before paths were kept whole: the file of that name in the folder of
    this start is another army, neither opened nor overwritten."""
    a, b = folders
    name = "usb-240.army.yaml"
    namesake = (SAMPLES / "usb-legend-on-dragon.army.yaml").read_text(encoding="utf-8")
    (b / name).write_text(namesake, encoding="utf-8")
    text = (SAMPLES / name).read_text(encoding="utf-8").replace("Border patrol", "Recovered")
    slot = recovery.AutosaveSlot("0ld")
    (autosave_dir() / "0ld.json").write_text(f'{{"path": "{name}"}}', encoding="utf-8")
    (autosave_dir() / "0ld.yaml").write_text(text, encoding="utf-8")
    slot.release()

    monkeypatch.chdir(b)
    dialogs.answer = QMessageBox.StandardButton.Yes
    window = _started(qtbot)
    question = dialogs.shown[-1][1]
    assert name in question and "without its folder" in question
    assert window.doc.path is None and window.doc.model.name == "Recovered"
    window.menus.save_action.trigger()  # asks where (the recorder answers: nowhere)
    assert (b / name).read_text(encoding="utf-8") == namesake
    assert window.isWindowModified()


def test_the_autosave_note_keeps_the_whole_path(monkeypatch, folders):
    a, _b = folders
    monkeypatch.chdir(a)
    slot = recovery.AutosaveSlot()
    slot.write("kind: army\n", "army.yaml")
    slot.release()
    found = recovery.pending()
    assert [f.original_path for f in found] == [str(a / "army.yaml")]
    found[0].slot.discard()


# --- undone work ----------------------------------------------------------------------------
@pytest.mark.parametrize("army", ARMIES)
def test_work_undone_back_to_the_saved_army_is_not_offered(qtbot, monkeypatch, tmp_path,
                                                            dialogs, army):
    name = f"{army}.army.yaml"
    shutil.copyfile(SAMPLES / name, tmp_path / name)
    saved = (tmp_path / name).read_text(encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    first = _started(qtbot, name)
    _edited_and_autosaved(qtbot, first)
    first.menus.undo_action.trigger()  # Ctrl+Z: the `*` goes
    assert not first.isWindowModified()
    assert _autosaved(first.doc) == ""  # nothing left to recover, at once
    _killed(first)

    dialogs.answer = QMessageBox.StandardButton.Yes
    second = _started(qtbot)
    assert dialogs.shown == [] and second.doc is None
    assert (tmp_path / name).read_text(encoding="utf-8") == saved
    assert list(autosave_dir().glob("*.yaml")) == []


def test_undone_while_typing_keeps_what_is_typed(qtbot, window, sample):
    """Back at the saved army with a name still being typed: the autosave holds the typed
    name, not the undone edit."""
    assert window.open_path(str(sample))
    doc = window.doc
    doc.set_army_name("Undone")
    doc.autosave_now()
    doc.typed_edits = lambda: doc.typed_name("Being typed")
    doc.undo_stack.undo()
    qtbot.waitUntil(lambda: "name: Being typed" in _autosaved(doc), timeout=3000)
    assert "Undone" not in _autosaved(doc)


@pytest.mark.parametrize("extra", ["", "# a comment the autosave lost\n"],
                         ids=["same-text", "same-army"])
def test_an_autosave_holding_what_the_file_holds_is_not_offered(window, catalog, dialogs,
                                                                sample, extra):
    """Left by an earlier version, or written just before the file was saved by another
    copy: nothing in it is unsaved."""
    slot = recovery.AutosaveSlot()
    slot.write(sample.read_text(encoding="utf-8"), str(sample))
    slot.release()
    with sample.open("a", encoding="utf-8") as file:
        file.write(extra)
    dialogs.answer = QMessageBox.StandardButton.Yes
    app_main.offer_recovery(window, catalog)
    assert dialogs.shown == [] and window.doc is None
    assert list(autosave_dir().glob("*.yaml")) == []


def test_an_autosave_differing_from_its_file_is_still_offered(window, catalog, dialogs, sample):
    slot = recovery.AutosaveSlot()
    text = sample.read_text(encoding="utf-8").replace("Philip Augustus", "Louis")
    slot.write(text, str(sample))
    slot.release()
    dialogs.answer = QMessageBox.StandardButton.Yes
    app_main.offer_recovery(window, catalog)
    assert len(dialogs.shown) == 1 and window.doc.model.name.startswith("Louis")
    assert window.doc.path == str(sample)


def test_a_path_given_as_relative_is_stored_whole(qtbot, monkeypatch, folders):
    a, b = folders
    name = "bi-french.army.yaml"
    shutil.copyfile(SAMPLES / name, a / name)
    monkeypatch.chdir(b)
    window = _started(qtbot, str(Path("..") / "A" / name))
    assert window.doc.path == str(a / name)
    window.doc.set_army_name("Saved from B")
    window.doc.save("copy.army.yaml")  # a relative name given to a save: in this folder
    assert window.doc.path == str(b / "copy.army.yaml")
