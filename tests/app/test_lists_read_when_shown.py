"""The editor shows every list by its header and reads a list only when it is used or its
row shows what only the list itself says (its totals, the words a search matches, that it
does not load): a start on a Basic Impetus army reads no other game's list."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from listbuilder.app.files.list_folders import set_list_folders
from listbuilder.app.startup import main as app_main
from listbuilder.app.tables.catalog_model import CatalogModel, ListIdRole, ProblemRole
from listbuilder.storage import loading

ROOT = Path(__file__).resolve().parents[2]
LISTS = ROOT / "army_lists"
OTHER_GAMES = [LISTS / "usb", LISTS / "skirmish", LISTS / "szwadron"]


@pytest.fixture
def read(monkeypatch) -> list[Path]:
    """Every file the real loader parses and checks, as it does it."""
    seen: list[Path] = []
    load_text = loading.load_text

    def counted(text: str, name: str) -> loading.Loaded:
        seen.append(Path(name).resolve())
        return load_text(text, name)

    monkeypatch.setattr(loading, "load_text", counted)
    return seen


def _started(qtbot, army: Path | None):
    done = []
    window = app_main.start_window(str(army) if army else None, paint_first=True,
                                   then=lambda w, catalog: done.append(w))
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: bool(done))
    window.resize(1280, 800)
    window.grab()  # the browser's rows painted, as on screen
    QApplication.processEvents()
    return window


def _names(window) -> dict[str, str]:
    model = window.browser.model
    return {model.index(row, 0).data(ListIdRole): model.index(row, 0).data()
            for row in range(model.rowCount())}


def _row(window, list_id: str, column: int = CatalogModel.NAME):
    model = window.browser.model
    for row in range(model.rowCount()):
        if model.index(row, 0).data(ListIdRole) == list_id:
            return model.index(row, column)
    raise AssertionError(list_id)


def test_a_basic_impetus_army_reads_no_other_game_s_list(qtbot, sample, read, catalog):
    window = _started(qtbot, sample)
    assert window.doc is not None and window.doc.army_list.id == "bi/french-1150-1330"
    other = [path for path in read if any(path.is_relative_to(g) for g in OTHER_GAMES)]
    assert other == []
    # Every list is in the browser all the same, by its name and game.
    assert _names(window) == {list_id: entry.model.name
                              for list_id, entry in catalog.entries.items()}
    assert _row(window, "usb/core").data(Qt.ItemDataRole.ToolTipRole).startswith(
        "USB core troop menu — USB (Uniwersalny System Bitewny)")
    assert _row(window, "bi/wallace-bruce-scots", CatalogModel.VDT).data() == "18/9"


def test_an_army_of_another_game_loads_its_list(qtbot, tmp_path, read):
    army = tmp_path / "usb-240.army.yaml"
    shutil.copyfile(ROOT / "resources" / "samples" / army.name, army)
    window = _started(qtbot, army)
    assert window.doc is not None and window.doc.system.id == "usb"
    assert (LISTS / "usb" / "usb-core.yaml").resolve() in read
    assert "usb/core" in window.catalog.entries  # kept while the army uses it


def test_a_search_reads_the_lists_it_searches(qtbot, read):
    window = _started(qtbot, None)
    usb = (LISTS / "usb" / "usb-core.yaml").resolve()
    assert usb not in read  # shown, not read: its game gives no totals to show
    window.browser.search.setText("flying")  # a USB troop quality, in the list only
    QApplication.processEvents()
    assert usb in read
    assert window.browser.proxy.rowCount() == 1
    assert window.browser.proxy.index(0, 0).data(ListIdRole) == "usb/core"
    assert window.catalog.entries == {}  # read for its row, not kept


def test_a_broken_list_says_so_once_it_is_read(qtbot, tmp_path, read):
    folder = tmp_path / "mine"
    folder.mkdir()
    text = (LISTS / "basic_impetus" / "normans.yaml").read_text(encoding="utf-8")
    broken = text.replace("id: bi/normans", "id: mine/normans").replace("VBU: 4", "VBU: four")
    assert broken.count("VBU: four") > 1
    (folder / "normans.yaml").write_text(broken, encoding="utf-8")
    set_list_folders([str(folder)])
    window = _started(qtbot, None)
    row = _row(window, "mine/normans")
    assert row.data() == "Normans"  # shown by its header
    assert (folder / "normans.yaml").resolve() in read  # its totals' cell was painted
    qtbot.waitUntil(lambda: row.data(ProblemRole) is not None)
    errors = broken.count("VBU: four")
    assert row.data(ProblemRole) == f"⚠ cannot be loaded: {errors} errors"
    assert "VBU" in row.data(Qt.ItemDataRole.ToolTipRole)
    label = window.browser.failed_label
    assert label.isVisibleTo(window) and "1 list file could not be loaded" in label.text()
    window.new_army("mine/normans")
    assert window.doc is None and "cannot be loaded" in window.statusBar().currentMessage()
    window.grab().save(str(tmp_path / "broken-list-row.png"))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX FIFOs")
def test_names_that_are_not_files_are_reported_not_waited_on(qtbot, tmp_path):
    folder = tmp_path / "mine"
    folder.mkdir()
    os.mkfifo(folder / "pipe.yaml")
    os.symlink(folder / "loop.yaml", folder / "loop.yaml")
    set_list_folders([str(folder)])
    window = _started(qtbot, None)
    label = window.browser.failed_label
    assert label.isVisibleTo(window) and "2 list files could not be loaded" in label.text()
    tip = label.toolTip()
    assert f"{folder / 'pipe.yaml'}:1:1: error [FILE-UNREADABLE]" in tip
    assert "not a regular file" in tip and "symbolic links" in tip
