"""A new user's menus, Alt keys and dialogs, in each language and each rule system.

Every menu entry, enabled or not, has a mnemonic and no two in one menu share it; the Alt
letters of the menu bar and of the visible buttons and labels never clash. Dialogs answer
Escape and Enter, and the focus comes back to where the player was.
"""

from __future__ import annotations

import re
import shutil

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QDesktopServices, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QInputDialog,
    QLabel,
    QMenu,
    QMessageBox,
)

from listbuilder.app.files import config, list_folders
from listbuilder.app.window.main_window import MainWindow
from tests.app.conftest import SAMPLE
from tests.app.test_language_screens import _speak, english_afterwards  # noqa: F401 - fixture
from tests.app.test_new_user import CTRL, SHIFT, focused, key, new_army, started

REAL_WARNING = QMessageBox.warning  # before the conftest's recorder replaces it
SAMPLES = sorted(SAMPLE.parent.glob("*.army.yaml"))
LANGUAGES = ["en", "pl", "hu", "ru"]


def mnemonic(text: str) -> str | None:
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def menu_problems(menu: QMenu, where: str) -> list[str]:
    """Entries without a mnemonic, and letters two entries share, in `menu` and below."""
    menu.aboutToShow.emit()  # menus filled when opened (Open recent)
    problems, seen = [], {}
    for act in menu.actions():
        if act.isSeparator() or not act.isVisible():
            continue
        letter = mnemonic(act.text())
        if letter is None:  # a disabled entry too: it is read, and enabled later
            problems.append(f"{where} ▸ {act.text()!r}: no mnemonic")
        elif letter in seen:
            problems.append(f"{where}: {seen[letter]!r} and {act.text()!r} share &{letter}")
        if letter:
            seen[letter] = act.text()
        if act.menu() is not None:
            problems += menu_problems(act.menu(), f"{where} ▸ {act.text()}")
    return problems


def alt_letters(window: MainWindow) -> list[str]:
    """The Alt letters a player can press in the window as it is shown."""
    letters = [mnemonic(a.text()) for a in window.menuBar().actions()]
    visible = [w for w in window.findChildren(QAbstractButton) + window.findChildren(QLabel)
               if w.isVisible() and not isinstance(w.window(), QMenu)]
    letters += [mnemonic(w.text()) for w in visible if not isinstance(w, QLabel) or w.buddy()]
    return [letter for letter in letters if letter]


def open_copy(window, tmp_path, sample):
    target = tmp_path / sample.name
    shutil.copyfile(sample, target)
    assert window.open_path(str(target))
    return target


def _window_in(qapp, qtbot, catalog, language: str) -> MainWindow:
    """A new window, shown, speaking `language`."""
    _speak(qapp, language)
    window = MainWindow(catalog)
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.mark.parametrize("language", LANGUAGES)
def test_menus_have_mnemonics_and_alt_keys_never_clash(qapp, qtbot, catalog, tmp_path,
                                                       language, english_afterwards):  # noqa: F811
    window = _window_in(qapp, qtbot, catalog, language)
    # No army and no recent file yet: the most entries disabled, "(none yet)" shown.
    problems = [p for menu_action in window.menuBar().actions()
                for p in menu_problems(menu_action.menu(), menu_action.text())]
    assert problems == []
    assert [a.isEnabled() for a in window.menus.recent_menu.actions()] == [False]
    for sample in SAMPLES:  # each system's buttons and menus
        army = open_copy(window, tmp_path, sample)
        config.remember_recent(str(army))
        qtbot.wait(1)
        window.editor.table.selectRow(0)
        problems = [p for menu_action in window.menuBar().actions()
                    for p in menu_problems(menu_action.menu(), menu_action.text())]
        assert problems == [], sample.name
        letters = alt_letters(window)
        assert len(letters) == len(set(letters)), (sample.name, sorted(letters))


def test_recent_files_are_numbered_and_a_name_with_an_ampersand_stays_whole(window, tmp_path):
    for name in ("Tom & Jerry.army.yaml", "b.army.yaml"):
        (tmp_path / name).write_text("kind: army\n", encoding="utf-8")
        config.remember_recent(str(tmp_path / name))
    window.menus.fill_recent()
    assert [a.text() for a in window.menus.recent_menu.actions()] == [
        "&1 b.army.yaml", "&2 Tom && Jerry.army.yaml"]


def press(qtbot, dialog, k) -> None:
    qtbot.keyClick(dialog.focusWidget() or dialog, k)


def when_shown(qtbot, action) -> list:
    """Run `action(dialog)` on the next modal dialog; returns what it saw, for the test."""
    seen: list = []

    def act():
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, act)
            return
        seen.append(dialog)
        # A dialog the keys did not close is closed after a while: a failure, not a hang.
        QTimer.singleShot(3000, dialog, dialog.reject)  # gone with the dialog
        action(dialog)

    QTimer.singleShot(0, act)
    return seen


def back_in(qtbot, window) -> None:
    """The offscreen platform does not give the window back its activation after a dialog,
    as a desktop does: do it, so the window's shortcuts answer again."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


@pytest.fixture
def real_unsaved_prompt(monkeypatch):
    monkeypatch.setattr(QMessageBox, "warning", REAL_WARNING)


def test_the_unsaved_prompt_by_keyboard(qtbot, real_unsaved_prompt, dialogs, tmp_path):
    window = started(qtbot)
    doc = new_army(qtbot, window, "french 1150")
    qtbot.keyClicks(focused(), "Bouvines")
    key(qtbot, Qt.Key.Key_Return)
    # Escape is Cancel: the army stays, and so does the focus.
    seen = when_shown(qtbot, lambda box: press(qtbot, box, Qt.Key.Key_Escape))
    window.close()
    assert seen and window.isVisible() and window.doc is doc
    assert window.focusWidget() is window.editor.name_edit  # where the player was
    back_in(qtbot, window)
    # Enter is Save (the default): the save dialog, then the window closes.
    dialogs.save_path = str(tmp_path / "bouvines.army.yaml")
    seen = when_shown(qtbot, lambda box: press(qtbot, box, Qt.Key.Key_Return))
    window.close()
    assert seen and not window.isVisible()
    assert "name: Bouvines" in (tmp_path / "bouvines.army.yaml").read_text(encoding="utf-8")


def test_discard_by_keyboard_closes_without_saving(qtbot, real_unsaved_prompt, tmp_path):
    window = started(qtbot)
    new_army(qtbot, window, "wallace")
    qtbot.keyClicks(focused(), "Falkirk")
    key(qtbot, Qt.Key.Key_Return)

    def discard(box):
        button = box.button(QMessageBox.StandardButton.Discard)
        for _ in range(5):
            if box.focusWidget() is button:
                break
            qtbot.keyClick(box.focusWidget(), Qt.Key.Key_Tab)
        qtbot.keyClick(button, Qt.Key.Key_Space)

    seen = when_shown(qtbot, discard)
    window.close()
    assert seen and not window.isVisible()
    assert list(tmp_path.glob("*.army.yaml")) == []


def test_export_dialog_escape_enter_and_the_focus_after(qtbot, dialogs, tmp_path, monkeypatch):
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(opened.append))
    window = started(qtbot)
    new_army(qtbot, window, "wallace")
    window.editor.table.setFocus()
    seen = when_shown(qtbot, lambda d: press(qtbot, d, Qt.Key.Key_Escape))
    key(qtbot, Qt.Key.Key_E, CTRL)
    assert seen and isinstance(seen[0], QDialog) and not seen[0].isVisible()
    assert window.focusWidget() is window.editor.table
    back_in(qtbot, window)
    dialogs.save_path = str(tmp_path / "scots.pdf")
    seen = when_shown(qtbot, lambda d: press(qtbot, d, Qt.Key.Key_Return))
    key(qtbot, Qt.Key.Key_E, CTRL)
    assert (tmp_path / "scots.pdf").read_bytes().startswith(b"%PDF")
    assert len(opened) == 1 and window.focusWidget() is window.editor.table


def test_copy_as_text_then_paste_the_share_code_by_keyboard(qtbot, dialogs, tmp_path):
    window = started(qtbot)
    new_army(qtbot, window, "wallace")
    qtbot.keyClicks(focused(), "Falkirk")
    key(qtbot, Qt.Key.Key_Return)
    key(qtbot, Qt.Key.Key_C, CTRL | SHIFT)
    assert "Falkirk" in QGuiApplication.clipboard().text()
    assert window.statusBar().currentMessage() == "Army copied as text"
    window.menus.copy_code_action.trigger()
    code = QGuiApplication.clipboard().text()
    dialogs.save_path = str(tmp_path / "shared.army.yaml")
    window.doc.undo_stack.setClean()

    def paste(dialog):
        assert isinstance(dialog, QInputDialog)
        assert dialog.textValue() == code  # the clipboard's code, ready
        press(qtbot, dialog, Qt.Key.Key_Return)  # Enter pastes it

    seen = when_shown(qtbot, paste)
    window.menus.paste_code_action.trigger()
    assert seen and window.doc.path == dialogs.save_path
    assert window.doc.model.name == "Falkirk"


def test_escape_closes_the_paste_dialog_without_a_change(qtbot):
    window = started(qtbot)
    doc = new_army(qtbot, window, "wallace")
    seen = when_shown(qtbot, lambda d: press(qtbot, d, Qt.Key.Key_Escape))
    window.menus.paste_code_action.trigger()
    assert seen and window.doc is doc


def by_menu_keys(qtbot, letters: str) -> None:
    """Alt+first letter opens a menu of the menu bar; each next letter is pressed in the
    menu (or submenu) open at that moment."""
    rest = list(letters[1:])

    def press_next(tries: int = 0) -> None:
        menu = QApplication.activePopupWidget()
        if menu is None or not rest:
            if rest and tries < 100:
                QTimer.singleShot(10, lambda: press_next(tries + 1))
            return
        qtbot.keyClick(menu, rest.pop(0))
        QTimer.singleShot(10, press_next)

    QTimer.singleShot(0, press_next)
    qtbot.keyClick(focused(), letters[0], Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: not rest and QApplication.activePopupWidget() is None)


@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing)")  # offscreen menus
def test_open_recent_by_alt_f_r_1(qtbot, tmp_path):
    army = tmp_path / "bouvines.army.yaml"
    shutil.copyfile(SAMPLE, army)
    config.remember_recent(str(army))
    window = started(qtbot)
    by_menu_keys(qtbot, "fr1")
    assert window.doc is not None and window.doc.path == str(army)
    assert window.windowTitle().startswith("bouvines.army.yaml[*] — ")
    assert window.focusWidget() is window.editor.table  # not left in the lists


@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing)")  # offscreen menus
def test_language_by_alt_e_l_p_is_saved_for_the_next_start(qtbot):
    window = started(qtbot)
    by_menu_keys(qtbot, "elp")
    assert config.settings().value("language") == "pl"
    assert window.menuBar().actions()[0].text() == "&File"  # applies at the next start


@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing)")  # offscreen menus
def test_preferences_by_alt_e_p_escape_keeps_the_folders(qtbot, monkeypatch):
    window = started(qtbot)
    seen = when_shown(qtbot, lambda d: press(qtbot, d, Qt.Key.Key_Escape))
    by_menu_keys(qtbot, "ep")
    assert seen and not seen[0].isVisible() and list_folders.list_folders() == []
    back_in(qtbot, window)
    seen = when_shown(qtbot, lambda d: press(qtbot, d, Qt.Key.Key_Return))  # OK, the default
    by_menu_keys(qtbot, "ep")
    assert seen and seen[0].result() == QDialog.DialogCode.Accepted


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name.split(".")[0])
def test_no_two_actions_share_a_shortcut(window, tmp_path, sample):
    open_copy(window, tmp_path, sample)
    taken: dict[str, str] = {}
    for act in window.findChildren(QAction):
        for keys in act.shortcuts():
            text = keys.toString()
            assert taken.setdefault(text, act.text()) == act.text(), text
    assert {"Ctrl+Z", "Ctrl+Y", "Ctrl+Shift+Z", "Ctrl+S", "Ctrl+E"} <= set(taken)


def test_ctrl_s_saves_through_the_dialog_and_the_title_follows(qtbot, dialogs, tmp_path):
    window = started(qtbot)
    new_army(qtbot, window, "french 1150")
    qtbot.keyClicks(focused(), "Bouvines")
    key(qtbot, Qt.Key.Key_Return)
    assert window.windowTitle().startswith("Untitled army[*] — Bouvines — ")
    dialogs.save_path = str(tmp_path / "bouvines.army.yaml")
    key(qtbot, Qt.Key.Key_S, CTRL)
    assert window.windowTitle().startswith("bouvines.army.yaml[*] — Bouvines — ")
    assert not window.isWindowModified() and focused() is window.editor.name_edit
    assert window.statusBar().currentMessage().startswith("Saved ")


def test_every_key_of_the_desktops_close_closes_the_army(qtbot, dialogs, tmp_path):
    """Ctrl+W as well as Ctrl+F4: a standard action answers all of its platform's keys."""
    window = started(qtbot)
    bindings = QKeySequence.keyBindings(QKeySequence.StandardKey.Close)
    chords = [keys for keys in bindings if keys[0].keyboardModifiers()]  # not a Close key
    assert "Ctrl+W" in [keys.toString() for keys in chords]
    for keys in chords:
        open_copy(window, tmp_path, SAMPLE)
        window.editor.table.setFocus()
        qtbot.keyClick(focused(), keys[0].key(), keys[0].keyboardModifiers())
        assert window.doc is None, keys.toString()


def test_export_dialogs_closed_are_gone_not_kept_by_the_window(qtbot):
    """Each Ctrl+E built a dialog (with its preview image) that the window kept for good."""
    from PySide6.QtCore import QEvent

    from listbuilder.app.dialogs.export_dialog import ExportDialog

    window = started(qtbot)
    new_army(qtbot, window, "wallace")
    for _ in range(3):
        back_in(qtbot, window)
        seen = when_shown(qtbot, lambda d: press(qtbot, d, Qt.Key.Key_Escape))
        key(qtbot, Qt.Key.Key_E, CTRL)
        assert seen
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert window.findChildren(ExportDialog) == []


@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing)")  # offscreen menus
def test_menus_still_work_after_an_army_is_closed(qtbot, tmp_path):
    """Ctrl+W, then a Basic Impetus army (its Group and Big unit actions join the Army
    menu), then Open recent: Qt had deleted the Python handles of the Army and Open recent
    menus with the closed army's leftovers, and both raised 'already deleted'."""
    army = tmp_path / "bouvines.army.yaml"
    shutil.copyfile(SAMPLE, army)
    config.remember_recent(str(army))
    window = started(qtbot)
    new_army(qtbot, window, "USB core")
    key(qtbot, Qt.Key.Key_W, CTRL)
    assert window.doc is None
    qtbot.wait(20)  # the closed army's widgets are deleted from the event loop
    new_army(qtbot, window, "Wallace")
    assert window.menus.army_menu.actions()[0].text() == "&Group"
    key(qtbot, Qt.Key.Key_W, CTRL)
    qtbot.wait(20)
    by_menu_keys(qtbot, "fr1")
    assert window.doc is not None and window.doc.path == str(army)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_dialogs_show_whole_texts_and_distinct_alt_keys(qapp, qtbot, catalog, tmp_path,
                                                           language, english_afterwards):  # noqa: F811
    """Export and Preferences, as a new user in each language sees them."""
    from listbuilder.app.dialogs.export_dialog import ExportDialog
    from listbuilder.app.dialogs.preferences import PreferencesDialog
    from tests.app.test_language_screens import clipped

    window = _window_in(qapp, qtbot, catalog, language)
    open_copy(window, tmp_path, next(s for s in SAMPLES if s.name.startswith("usb-legend")))
    for dialog in (ExportDialog(window.doc, window), PreferencesDialog(["/lists"], window)):
        dialog.show()
        QApplication.processEvents()
        labels = [w for w in dialog.findChildren(QAbstractButton) + dialog.findChildren(QLabel)
                  if w.isVisible() and (not isinstance(w, QLabel) or w.buddy())]
        letters = [mnemonic(w.text()) for w in labels if mnemonic(w.text())]
        assert clipped(dialog) == [], dialog.windowTitle()
        assert len(letters) == len(set(letters)) >= 2, (dialog.windowTitle(), letters)
        dialog.reject()
