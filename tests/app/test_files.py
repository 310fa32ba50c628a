"""New, open, save, save as, recent files, close, drag-and-drop and the unsaved-changes guard."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QMessageBox

from listbuilder.app.files import config
from listbuilder.storage.checking import build_army
from listbuilder.storage.loading import load_file
from tests.app import intents

Button = QMessageBox.StandardButton


def test_save_unchanged_army_gives_the_same_bytes(opened, sample):
    before = sample.read_bytes()
    assert opened.save()
    assert sample.read_bytes() == before


def test_edit_then_undo_saves_the_original_bytes(opened, sample):
    before = sample.read_bytes()
    intents.rename_unit(opened.doc, "spearmen-1", "Town militia")
    intents.group_units(opened.doc, ["spearmen-1", "spearmen-2"])
    assert opened.isWindowModified()
    opened.menus.undo_action.trigger()
    opened.menus.undo_action.trigger()
    assert not opened.isWindowModified()
    assert opened.save()
    assert sample.read_bytes() == before


def test_redo_and_save_writes_the_edit_keeping_comments(opened, sample):
    intents.rename_unit(opened.doc, "spearmen-1", "Town militia")
    opened.menus.undo_action.trigger()
    opened.menus.redo_action.trigger()
    assert opened.save()
    text = sample.read_text()
    assert "Town militia" in text
    assert text.startswith("# A French army")
    assert load_file(sample).model.units["spearmen-1"].name == "Town militia"


def test_new_army_from_list_then_save_as(window, dialogs, tmp_path, catalog):
    window.browser.select_list("bi/french-1150-1330")
    window.menus.new_action.trigger()
    assert window.doc is not None and window.doc.path is None
    dialogs.save_path = str(tmp_path / "mine.army.yaml")
    assert window.save()
    loaded = load_file(dialogs.save_path)
    view, findings = build_army(loaded, catalog)
    assert view is not None and len(view.units) == 8
    assert not [d for d in findings if d.severity == "error"]
    assert "mine.army.yaml" in window.windowTitle()
    assert config.recent_files() == [str(tmp_path / "mine.army.yaml")]


def test_open_dialog_and_recent_files(window, dialogs, sample, isolated_config):
    dialogs.open_path = str(sample)
    window.menus.open_action.trigger()
    assert window.doc.path == str(sample)
    assert config.recent_files() == [str(sample.resolve())]
    assert (isolated_config / "listbuilder.ini").is_file()
    window.menus.fill_recent()
    assert [a.text() for a in window.menus.recent_menu.actions()] == [f"&1 {sample.name}"]


def test_open_a_broken_file_reports_it(window, dialogs, tmp_path):
    bad = tmp_path / "bad.army.yaml"
    bad.write_text("kind: army\nformat: 1\nsystem: basic-impetus\nlist: nope\nname: x\n")
    assert not window.open_path(str(bad))
    assert window.doc is None
    assert dialogs.shown and "nope" in dialogs.shown[0][1]


def test_title_shows_file_name_and_modified_marker(opened, sample):
    assert opened.windowTitle().startswith(f"{sample.name}[*]")
    assert not opened.isWindowModified()
    opened.doc.set_army_name("Bouvines 1214")
    assert opened.isWindowModified()


def test_unsaved_changes_guard_cancel_keeps_the_army(opened, dialogs):
    opened.doc.set_army_name("Changed")
    dialogs.answer = Button.Cancel
    assert not opened.close()
    assert opened.isVisible() and opened.doc.model.name == "Changed"
    assert dialogs.shown[-1][0] == "warning"


def test_unsaved_changes_guard_discard_closes(opened, dialogs, sample):
    before = sample.read_bytes()
    opened.doc.set_army_name("Changed")
    dialogs.answer = Button.Discard
    assert opened.close()
    assert sample.read_bytes() == before


def test_unsaved_changes_guard_save_writes(opened, dialogs, sample):
    opened.doc.set_army_name("Changed")
    dialogs.answer = Button.Save
    opened.menus.close_action.trigger()
    assert opened.doc is None
    assert "name: Changed" in sample.read_text()


def test_opening_another_army_asks_first(opened, dialogs, sample):
    opened.doc.set_army_name("Changed")
    dialogs.answer = Button.Cancel
    assert not opened.open_path(str(sample))
    assert opened.doc.model.name == "Changed"


def test_drop_a_file_opens_it(window, sample):
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(sample))])
    event = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime,
                       Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    window.dropEvent(event)
    assert window.doc is not None and window.doc.path == str(sample)


def test_duplicate_opens_a_modified_copy_in_a_new_window(opened, sample):
    copy = opened.duplicate()
    assert copy is not opened and copy.doc.path is None
    assert copy.doc.model.name.endswith("(copy)")
    assert copy.isWindowModified()
    assert opened.doc.model.name == "Philip Augustus at Bouvines"


def test_save_a_copy_keeps_editing_the_original(opened, dialogs, tmp_path, sample):
    dialogs.save_path = str(tmp_path / "copy.army.yaml")
    assert opened.files.save_copy()
    assert (tmp_path / "copy.army.yaml").read_bytes() == sample.read_bytes()
    assert opened.doc.path == str(sample)


def test_splitters_are_remembered(qtbot, catalog, opened):
    from listbuilder.app.window.main_window import MainWindow

    opened.editor.parts.setSizes([500, 150])
    wanted = opened.editor.parts.sizes()
    opened.close()
    again = MainWindow(catalog)
    qtbot.addWidget(again)
    again.show()
    assert again.editor.parts.sizes()[1] == wanted[1] == 150  # the notes keep their height
