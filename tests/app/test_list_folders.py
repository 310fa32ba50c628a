"""The player's own list folders (issue 11, defect 9): chosen in Preferences and remembered,
watched so an edited list is checked again within a second, shown with their origin, able
to shadow a bundled list (with an info finding); the browser search finds weapons, options
and special rules."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from listbuilder.app.dialogs import preferences
from listbuilder.app.files import list_folders
from listbuilder.app.tables.catalog_model import CatalogModel, OwnFolderRole
from listbuilder.app.window import main_window
from listbuilder.storage.list_catalog import bundled_lists_dir
from tests.app.conftest import SAMPLE

FRENCH = bundled_lists_dir() / "basic_impetus" / "french-1150-1330.yaml"


def shown_names(window) -> list[str]:
    proxy = window.browser.proxy
    return [proxy.index(r, 0).data() for r in range(proxy.rowCount())]


@pytest.fixture
def own_folder(tmp_path):
    folder = tmp_path / "my-lists"
    folder.mkdir()
    text = FRENCH.read_text(encoding="utf-8").replace("name: French 1150–1330 AD",
                                                      "name: My French 1150–1330 AD", 1)
    (folder / "french.yaml").write_text(text, encoding="utf-8")
    return folder


def choose_folders(window, monkeypatch, folders):
    monkeypatch.setattr(preferences, "ask_list_folders", lambda current, parent: folders)
    window.menus.preferences_action.trigger()


def test_preferences_dialog_adds_and_removes_folders(qtbot, tmp_path, monkeypatch):
    dialog = preferences.PreferencesDialog(["/old"])
    qtbot.addWidget(dialog)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory",
                        staticmethod(lambda *a, **k: str(tmp_path)))
    dialog.add_folder()
    dialog.add_folder()  # the same folder once
    assert dialog.folders() == ["/old", str(tmp_path)]
    dialog.folder_list.setCurrentRow(0)
    dialog.remove_folder()
    assert dialog.folders() == [str(tmp_path)]


def test_a_folder_is_removed_by_keyboard_alone(qtbot):
    """Tab lands on the folders with the first one marked as current: Alt+R removes it
    (nothing was selected, so the key did nothing), then the next one, then none is left."""
    dialog = preferences.PreferencesDialog(["/first", "/second"])
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    assert QApplication.focusWidget() is dialog.folder_list
    for left in (["/second"], [], []):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
        # A button's Alt key clicks it a moment later.
        qtbot.waitUntil(lambda left=left: dialog.folders() == left)


def test_own_list_shadows_the_bundled_one_with_origin_and_info(
        window, own_folder, monkeypatch, tmp_path):
    choose_folders(window, monkeypatch, [str(own_folder)])
    assert list_folders.list_folders() == [str(own_folder)]  # remembered
    names = shown_names(window)
    assert "My French 1150–1330 AD" in names and "French 1150–1330 AD" not in names
    model = window.browser.model
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data().startswith("My"))
    # Said below the list's name (a From column squeezed the names: issue 24).
    assert model.index(row, 0).data(OwnFolderRole) == own_folder.name
    assert str(own_folder) in model.index(row, CatalogModel.ORIGIN).data()
    assert "replaces the bundled list" in model.index(row, CatalogModel.ORIGIN).data()
    target = tmp_path / "army.army.yaml"
    shutil.copyfile(SAMPLE, target)
    assert window.open_path(str(target))
    assert "APP-LIST-SHADOWS" in {d.code for d in window.doc.view.findings}
    again = main_window.MainWindow(window.catalog)
    assert again.list_watcher.folders == [str(own_folder)]
    again.close()


def open_army_on_own_list(window, monkeypatch, own_folder, tmp_path) -> None:
    choose_folders(window, monkeypatch, [str(own_folder)])
    target = tmp_path / "army.army.yaml"
    shutil.copyfile(SAMPLE, target)
    assert window.open_path(str(target))


def test_an_edited_list_is_checked_again_within_a_second(qtbot, window, own_folder,
                                                         monkeypatch, tmp_path):
    open_army_on_own_list(window, monkeypatch, own_folder, tmp_path)
    list_file = own_folder / "french.yaml"
    text = list_file.read_text(encoding="utf-8")
    list_file.write_text(text.replace("name: My French", "name: Our French", 1),
                         encoding="utf-8")
    # The promise is a second (the watcher settles SETTLE_MS, well under it, checked below);
    # the wait allows more so a loaded CI machine does not fail a working watcher.
    assert list_folders.SETTLE_MS <= 500
    qtbot.waitUntil(lambda: window.doc.army_list.name.startswith("Our French"), timeout=5000)
    assert "Our French 1150–1330 AD" in shown_names(window)
    assert window.editor.banner.isVisible()  # the list changed under the army: say so
    assert not window.doc.modified


def test_a_broken_edit_is_reported_and_the_army_keeps_its_list(qtbot, window, own_folder,
                                                               monkeypatch, tmp_path):
    open_army_on_own_list(window, monkeypatch, own_folder, tmp_path)
    (own_folder / "french.yaml").write_text("kind: army-list\nformat: 1\nunits: [", "utf-8")
    qtbot.waitUntil(lambda: window.browser.failed_label.isVisible(), timeout=5000)
    assert window.doc.army_list.name == "My French 1150–1330 AD"


@pytest.mark.parametrize(("words", "expected"), [
    ("longbow", "English 1180–1330 AD"),       # a weapon
    ("genoese", "French 1150–1330 AD"),        # an option
    ("schiltron", "Wallace and Bruce Scots"),  # a special rule
])
def test_search_finds_weapons_options_and_rules(window, words, expected):
    window.browser.search.setText(words)
    assert expected in shown_names(window)


@pytest.mark.parametrize(("words", "expected"), [
    ("flying", "USB core troop menu"),         # a specialisation
    ("polearm", "USB core troop menu"),        # equipment
    ("legend", "USB core troop menu"),         # a hero's rank
    ("bayonets", "Example warband"),           # a model type's special rule
    ("sniper", "Example warband"),             # a role
    ("voltigeur", "Example Napoleonic"),       # a figure variant
    ("skirmish order", "Example Napoleonic"),  # an ability
])
def test_search_finds_the_points_systems_options_and_rules(window, words, expected):
    """Only the points systems' unit types were searched: 'flying' found no list."""
    window.browser.search.setText(words)
    assert any(name.startswith(expected) for name in shown_names(window)), words
