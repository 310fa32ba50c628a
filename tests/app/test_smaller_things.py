"""The smaller things of issue 24, item 10, each as a player meets it."""

from __future__ import annotations

import re
import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog

from listbuilder.app.dialogs.preferences import PreferencesDialog
from listbuilder.app.files import recovery
from listbuilder.app.startup import main as app_main
from listbuilder.app.tables.catalog_model import CatalogModel
from tests.app.conftest import ROOT
from tests.app.test_language_screens import english_afterwards  # noqa: F401 - fixture
from tests.app.test_new_user_menus import LANGUAGES, _window_in, press, when_shown

SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))


def test_enter_in_preferences_after_adding_a_folder_is_ok(qtbot, monkeypatch, tmp_path):
    asked = []
    monkeypatch.setattr(QFileDialog, "getExistingDirectory",
                        staticmethod(lambda *a, **k: asked.append(1) or str(tmp_path)))
    dialog = PreferencesDialog([])
    qtbot.addWidget(dialog)
    dialog.show()
    add = next(b for b in dialog.findChildren(type(dialog.remove_button))
               if b.text() == "&Add folder…")
    qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
    assert dialog.folders() == [str(tmp_path)]
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
    assert asked == [1]  # not asked again


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_paste_dialog_shows_its_whole_title(qapp, qtbot, catalog, language,
                                                english_afterwards):  # noqa: F811
    window = _window_in(qapp, qtbot, catalog, language)
    widths = []

    def measure(dialog):
        assert isinstance(dialog, QInputDialog)
        title = QFontMetrics(QApplication.font("QMdiSubWindowTitleBar")).horizontalAdvance(
            dialog.windowTitle())
        widths.append((dialog.width(), title))
        press(qtbot, dialog, Qt.Key.Key_Escape)

    seen = when_shown(qtbot, measure)
    window.menus.paste_code_action.trigger()
    assert seen
    width, title = widths[0]
    assert width >= 400 and width >= title + 150, widths  # title bar buttons and icon beside


def test_a_deleted_file_offers_no_keep_mine(opened, qtbot):
    banner = opened.on_disk.banner
    opened.on_disk.deleted()
    assert banner.isVisible()
    shown = [b.text() for b in (banner.reload_button, banner.save_button, banner.keep_button)
             if b.isVisible()]
    assert "Keep mine" not in shown and "Save again" in shown
    banner.keep_button.click()
    assert not banner.isVisible()
    banner.show_changed("x.army.yaml")
    assert banner.keep_button.text() == "Keep mine"


def test_the_recovery_question_wraps_a_path_between_folders(opened, dialogs):
    path = "/home/player/Documents/Wargames/Basic-Impetus-armies-for-the-club-campaign/" \
           "philip-augustus-at-bouvines-1214-second-attempt.army.yaml"
    found = recovery.Recovered(recovery.AutosaveSlot(), "name: x\n", path)
    app_main._ask_recover(opened, found)
    text = dialogs.shown[-1][1]
    # Every place the text may break: spaces and the break chances after separators; no
    # folder or file name is cut (each piece whole between them).
    pieces = re.split(r"[\s\u200b]+", text)
    assert any(p.endswith("/") for p in pieces)
    assert any(p.startswith("philip-augustus-at-bouvines-1214-second-attempt.army.yaml")
               for p in pieces)
    assert text.replace("\u200b", "").count(path) == 1


def test_the_list_browser_says_which_game_a_list_is_for(window, qtbot):
    browser = window.browser
    delegate = browser.table.itemDelegateForColumn(CatalogModel.NAME)
    from PySide6.QtWidgets import QStyleOptionViewItem

    shown = []
    for row in range(browser.proxy.rowCount()):
        option = QStyleOptionViewItem()
        index = browser.proxy.index(row, CatalogModel.NAME)
        delegate.initStyleOption(option, index)
        shown.append((index.data(), option.text))
    systems = {"Basic Impetus", "Szwadron"}
    assert all(any(s in text for s in systems) or "USB" in text or "Skirmish" in text
               for _name, text in shown), shown
    # One system chosen: the box says it, each row is its name alone.
    browser.system_box.setCurrentIndex(browser.system_box.findData("Basic Impetus"))
    option = QStyleOptionViewItem()
    index = browser.proxy.index(0, CatalogModel.NAME)
    delegate.initStyleOption(option, index)
    assert option.text == index.data()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name.split(".")[0])
def test_totals_wrap_only_between_totals(qapp, qtbot, catalog, tmp_path, language, sample,
                                        english_afterwards):  # noqa: F811
    from listbuilder.export.totals import LINE_SEPARATOR

    window = _window_in(qapp, qtbot, catalog, language)
    target = tmp_path / sample.name
    shutil.copyfile(sample, target)
    assert window.open_path(str(target))
    text = window.editor.totals.text()
    for total in text.split(LINE_SEPARATOR):
        # No break chance inside one total: no space, no plain hyphen ("VD-je").
        assert not re.search(r"[ \-\u2010]", total), (language, total)


def test_an_impossible_edit_is_a_finding_not_a_traceback(window, tmp_path):
    for sample in SAMPLES:
        target = tmp_path / sample.name
        shutil.copyfile(sample, target)
        assert window.open_path(str(target))
        doc = window.doc
        before, steps = doc.model, doc.undo_stack.count()
        assert not doc.apply("Rename army", [(("name",), ["not", "a", "name"])])
        assert doc.model is before and doc.undo_stack.count() == steps
        refused = [d for d in doc.view.findings if d.code == "APP-EDIT-REFUSED"]
        assert refused and "Rename army" in refused[0].message, sample.name
        assert any("Rename army" in window.findings.model.message(r)
                   for r in range(window.findings.model.rowCount()))
        doc.set_army_name("Fine again")  # the next change of the army: the finding goes
        assert not [d for d in doc.view.findings if d.code == "APP-EDIT-REFUSED"]
        doc.undo_stack.setClean()
