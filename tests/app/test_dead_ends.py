"""No dead ends (issue 32, item 9): every key and click either does what it says or says why
not; the focus is always somewhere a key reaches, never on a field the next key replaces."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox

from listbuilder.app.startup import main as app_main
from tests.app.test_changed_list_shown import built_on_older_list
from tests.app.test_fields_panel_editing import field
from tests.app.test_fixes import open_copy


def _active(qtbot, window) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def test_new_army_with_no_list_chosen_offers_the_lists_and_says_so(qtbot, window):
    _active(qtbot, window)
    window.browser.table.clearSelection()
    window.editor.setFocus()
    window.menus.new_action.trigger()
    assert window.doc is None
    assert "list" in window.statusBar().currentMessage().lower()
    assert QApplication.focusWidget() is window.browser.table
    assert window.browser.table.currentIndex().isValid()  # Enter now starts an army
    qtbot.keyClick(window.browser.table, Qt.Key.Key_Down)
    qtbot.keyClick(window.browser.table, Qt.Key.Key_Return)
    assert window.doc is not None


def test_the_last_detachment_says_why_it_cannot_be_removed(qtbot, window, tmp_path):
    open_copy(window, tmp_path, "skirmish-small")
    assert len(window.doc.model.detachments) == 1
    window.editor.select_units([window.doc.model.detachments[0].id])
    remove = window.editor.unit_actions.remove_unit_action
    assert remove.isEnabled()  # a click or Del is answered, not ignored
    assert "detachment" in remove.toolTip().lower()
    remove.trigger()
    assert len(window.doc.model.detachments) == 1
    assert "detachment" in window.statusBar().currentMessage().lower()


def test_basic_impetus_remove_unit_says_the_list_sets_the_units(qtbot, window, tmp_path):
    open_copy(window, tmp_path, "bi-french")
    window.editor.select_units(["knights-2"])
    units = len(window.doc.view.units)
    remove = window.editor.unit_actions.remove_unit_action
    remove.trigger()
    assert "option" in window.statusBar().currentMessage().lower()
    assert len(window.doc.view.units) == units


def test_a_tick_in_the_panel_reacts_to_a_click_on_its_words(qtbot, window, tmp_path):
    open_copy(window, tmp_path, "usb-240")
    window.editor.select_units(["rifles"])
    QApplication.processEvents()
    tick = field(window, "Leaders").editor
    assert isinstance(tick, QCheckBox) and tick.text().replace("&", "").startswith("Leaders")
    before = tick.isChecked()
    # On its last letter, away from the square.
    qtbot.mouseClick(tick, Qt.MouseButton.LeftButton, pos=QPoint(tick.sizeHint().width() - 6,
                                                                  tick.height() // 2))
    assert tick.isChecked() != before
    assert window.doc.modified


def test_update_on_the_banner_leaves_the_armys_name_alone(qtbot, window, sample):
    built_on_older_list(window, sample)
    _active(qtbot, window)
    button = window.editor.banner.update_button
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)
    assert window.editor.banner.isHidden()
    focus = QApplication.focusWidget()
    assert focus is not None and focus is not window.editor.name_edit
    assert not window.editor.name_edit.hasSelectedText()


def test_at_start_up_the_focus_is_on_the_lists(qtbot):
    done = []
    window = app_main.start_window(None, paint_first=True, then=lambda w, c: done.append(w))
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: bool(done))
    _active(qtbot, window)
    QApplication.processEvents()
    assert QApplication.focusWidget() in (window.browser.table, window.browser.search)
