"""`listbuilder gui ARMY` paints its window first, then opens the army (issue 11).

The first frame is the real window saying what it opens; the army's list and the army are
read right after it, from the event loop, then every other list. Until the army is there,
nothing that opens, starts or saves an army can be used, so no key pressed meanwhile lands
anywhere wrong.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from listbuilder.app.startup import main as app_main
from listbuilder.storage.list_catalog import bundled_catalog

CTRL = Qt.KeyboardModifier.ControlModifier


def _loading(window) -> bool:
    return window.doc is None and window.catalog is None


@pytest.fixture
def starting(qtbot, sample):
    """The window of `listbuilder gui SAMPLE` as its first frame leaves it: nothing read."""
    window = app_main.start_window(str(sample), paint_first=True)
    qtbot.addWidget(window)
    assert _loading(window)
    return window


def test_the_window_shows_what_it_opens_before_the_army(starting, sample):
    window = starting
    assert window.isVisible()
    assert window.empty.text() == f"<h2>Opening {sample.name}…</h2>"
    assert window.statusBar().currentMessage() == f"Opening {sample.name}…"
    assert window.center.currentWidget() is window.empty
    assert not window.browser.isEnabled()
    assert window.browser.failed_label.text() == "Loading the army lists…"
    assert not window.counts.isVisible()  # no "0 errors" about an army not read yet
    menus = window.menus
    for act in (menus.new_action, menus.open_action, menus.recent_menu.menuAction(),
                menus.paste_code_action, menus.preferences_action, menus.save_action,
                menus.save_as_action, menus.export_action):
        assert not act.isEnabled(), act.text()
    assert not window.acceptDrops()


def test_the_findings_say_the_army_is_being_opened_not_that_none_is(qtbot, starting):
    title = starting.findings.title
    assert "opening the army" in title.text() and "no army" not in title.text()
    assert starting.findings.all_clear.isHidden()  # no "No problems found" either
    qtbot.waitUntil(lambda: starting.doc is not None)
    assert "opening" not in title.text() and "legal" in title.text()


def test_an_army_that_cannot_be_opened_leaves_no_army_open(qtbot, tmp_path, dialogs):
    broken = tmp_path / "broken.army.yaml"
    broken.write_text("kind: army\nformat: 1\nsystem: basic-impetus\n", encoding="utf-8")
    window = app_main.start_window(str(broken), paint_first=True)
    qtbot.addWidget(window)
    assert "opening the army" in window.findings.title.text()
    qtbot.waitUntil(lambda: window.catalog is not None and bool(dialogs.shown))
    assert window.doc is None and "no army open" in window.findings.title.text()


def test_the_army_is_open_and_shown_once_the_event_loop_runs(qtbot, starting, sample):
    window = starting
    qtbot.waitUntil(lambda: window.doc is not None)
    assert window.doc.path == str(sample)
    assert window.center.currentWidget() is window.editor
    assert window.editor.model.rowCount() == 7
    assert window.editor.model.index(0, 0).data() == "Royal household"
    assert window.windowTitle().startswith("bi-french.army.yaml[*] — Philip Augustus")
    assert not window.isWindowModified()
    assert window.statusBar().currentMessage() == ""
    assert window.menus.new_action.isEnabled() and window.menus.save_action.isEnabled()
    assert window.browser.isEnabled() and window.counts.isVisible() and window.acceptDrops()
    # Then every list, by its header, after the army's frame.
    full = set(bundled_catalog().entries)
    qtbot.waitUntil(lambda: window.browser.model.rowCount() == len(full))
    assert set(window.catalog.rows) == full
    assert window.browser.model.rowCount() == len(full)
    assert window.browser.selected_list_id() == "bi/french-1150-1330"


def test_keys_pressed_while_it_loads_neither_crash_nor_lose_the_army(
        qtbot, starting, sample, dialogs, monkeypatch):
    window = starting
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: asked.append("open") or ("", "")))
    before = sample.read_bytes()
    for key in (Qt.Key.Key_S, Qt.Key.Key_N, Qt.Key.Key_O, Qt.Key.Key_W, Qt.Key.Key_Z,
                Qt.Key.Key_E, Qt.Key.Key_D):
        qtbot.keyClick(window, key, CTRL)
    qtbot.keyClicks(window, "typed while loading")
    assert _loading(window) and asked == [] and dialogs.shown == []
    qtbot.waitUntil(lambda: window.doc is not None)
    assert window.doc.model.name == "Philip Augustus at Bouvines"
    assert not window.isWindowModified() and window.doc.undo_stack.count() == 0
    qtbot.keyClick(window, Qt.Key.Key_S, CTRL)  # now it saves the army, unchanged
    assert dialogs.shown == [] and sample.read_bytes() == before


def test_an_army_that_cannot_be_opened_is_reported_once_the_window_is_up(
        qtbot, tmp_path, dialogs):
    broken = tmp_path / "broken.army.yaml"
    broken.write_text("kind: army\nname: [unclosed\n", encoding="utf-8")
    window = app_main.start_window(str(broken), paint_first=True)
    qtbot.addWidget(window)
    assert dialogs.shown == [] and window.isVisible()
    qtbot.waitUntil(lambda: window.catalog is not None)
    kind, message = dialogs.shown[0]
    assert kind == "critical" and "broken.army.yaml cannot be opened" in message
    assert window.doc is None and "No army open" in window.empty.text()
    assert window.menus.open_action.isEnabled() and window.browser.isEnabled()
    assert window.statusBar().currentMessage() == ""


def test_without_a_file_it_loads_the_lists_after_the_first_frame(qtbot):
    window = app_main.start_window(None, paint_first=True)
    qtbot.addWidget(window)
    assert _loading(window) and window.empty.text() == "<h2>Loading the army lists…</h2>"
    qtbot.waitUntil(lambda: window.catalog is not None)
    assert window.browser.model.rowCount() == len(bundled_catalog().entries)
    assert "No army open" in window.empty.text()


def test_recovery_is_offered_once_the_army_is_shown_with_every_list(qtbot, sample):
    offered = []
    window = app_main.start_window(
        str(sample), paint_first=True,
        then=lambda w, catalog: offered.append((w, set(catalog.rows))))
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: offered != [])
    assert offered == [(window, set(bundled_catalog().entries))]
    assert window.doc is not None  # the army was open before


def test_a_window_closed_while_it_loads_reads_nothing(qtbot, sample):
    window = app_main.start_window(str(sample), paint_first=True)
    qtbot.addWidget(window)
    window.close()
    qtbot.wait(50)
    window.run_after_paint()  # as a late timer would
    assert _loading(window)


def _tab_stops(window) -> list[str]:
    stops, widget = [], window.nextInFocusChain()
    while widget is not window:
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isVisible():
            stops.append(f"{type(widget).__name__}:{widget.accessibleName()}")
        widget = widget.nextInFocusChain()
    return stops


def test_the_focus_chain_is_walked_after_the_army_is_on_screen(qtbot, sample, monkeypatch):
    """The walk wraps every widget Qt made; at a start nothing can be tabbed to before the
    army's frame, so it waits for that frame, and Tab then goes as in any other window."""
    from listbuilder.app.window import panes

    walks: list[bool] = []
    walk = panes._focus_blocks
    monkeypatch.setattr(panes, "_focus_blocks", lambda window, blocks: (
        walks.append(window.doc is not None), walk(window, blocks))[1])
    window = app_main.start_window(str(sample), paint_first=True)
    qtbot.addWidget(window)
    full = set(bundled_catalog().entries)
    qtbot.waitUntil(lambda: window.catalog is not None and set(window.catalog.rows) == full
                    and not window.chain_after_army)  # the start's last step is done
    assert walks and all(walks)  # walked, and never before the army was there
    at_once = app_main.start_window(str(sample))
    qtbot.addWidget(at_once)
    qtbot.waitUntil(lambda: set(at_once.catalog.rows) == full)
    assert len(_tab_stops(window)) > 10
    assert _tab_stops(window) == _tab_stops(at_once)
