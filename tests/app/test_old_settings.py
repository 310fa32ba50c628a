"""Settings from the old location are brought over once; the old file stays; damage is
skipped, never a crash (last session's note: "old settings path not migrated").

The desktop's folders are pointed at tmp folders (XDG variables), so the real paths the
editor computes are used and the user's own folders are never touched.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

from listbuilder.app.files import config, recovery
from listbuilder.app.window.main_window import MainWindow


@pytest.fixture
def desktop(tmp_path, monkeypatch, qapp) -> Path:
    """The desktop's config and data folders under tmp; no override folder."""
    monkeypatch.delenv(config.CONFIG_ENV)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    return tmp_path


def old_folder(desktop: Path) -> Path:
    folder = desktop / "xdg-config" / "listbuilder"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def write_old_settings(desktop: Path, army: Path) -> Path:
    path = old_folder(desktop) / "listbuilder.ini"
    old = QSettings(str(path), QSettings.Format.IniFormat)
    old.setValue("recent_files", [str(army)])
    old.setValue("language", "pl")
    old.setValue("window/units_header", QByteArray(b"old widths"))
    old.sync()
    return path


def test_old_settings_are_brought_over_once_and_the_old_file_kept(desktop, sample):
    old = write_old_settings(desktop, sample)
    before = old.read_bytes()
    assert config.config_dir() != old.parent  # the new place is another folder
    assert config.recent_files() == [str(sample)]
    assert config.settings().value("language") == "pl"
    assert not config.settings().contains("window/units_header")  # no longer read
    assert old.read_bytes() == before
    # Once: later changes to the old file (an older copy still running) are not taken.
    stale = QSettings(str(old), QSettings.Format.IniFormat)
    stale.setValue("language", "ru")
    stale.sync()
    assert config.settings().value("language") == "pl"


def test_settings_already_made_here_win_over_old_ones(desktop, sample):
    write_old_settings(desktop, sample)
    new = QSettings(str(config.config_dir() / "listbuilder.ini"), QSettings.Format.IniFormat)
    new.setValue("language", "hu")
    new.sync()
    assert config.settings().value("language") == "hu"
    assert config.recent_files() == [str(sample)]  # what the new file lacked is added


def test_a_window_opens_with_the_old_recent_files(desktop, sample, catalog):
    write_old_settings(desktop, sample)
    window = MainWindow(catalog)
    window.menus.recent_menu.aboutToShow.emit()
    assert [a.text() for a in window.menus.recent_menu.actions()] == [f"&1 {sample.name}"]
    window.close()


def test_old_autosaves_are_offered_after_the_move(desktop, sample):
    autosaves = old_folder(desktop) / "autosave"
    autosaves.mkdir()
    (autosaves / "abc.json").write_text('{"path": null}', encoding="utf-8")
    (autosaves / "abc.yaml").write_text(sample.read_text(encoding="utf-8"), encoding="utf-8")
    config.settings()  # as `main.application()` does before recovery looks
    found = recovery.pending()
    assert [f.autosave_id for f in found] == ["abc"] and found[0].text == sample.read_text(
        encoding="utf-8")
    found[0].slot.release()
    assert (autosaves / "abc.yaml").is_file()  # the old copy is left where it was


@pytest.mark.parametrize("damage", ["garbage", "bad types", "folder", "huge", "unreadable"])
def test_a_damaged_old_file_is_skipped_without_a_crash(desktop, sample, damage):
    path = old_folder(desktop) / "listbuilder.ini"
    if damage == "garbage":
        path.write_bytes(bytes(range(256)) * 20 + b"\n[window\nrecent_files=\xff\xfe\n")
    elif damage == "bad types":
        path.write_text("recent_files=@ByteArray(abc)\nlanguage=@ByteArray(pl)\n"
                        "[window]\ngeometry=not a state\n", encoding="utf-8")
    elif damage == "folder":
        path.mkdir()
    elif damage == "huge":
        path.write_bytes(b"language=pl\n" + b"x" * 2_000_000)
    else:
        path.write_text("language=pl\n", encoding="utf-8")
        path.chmod(0)
        if os.access(path, os.R_OK):
            pytest.skip("running as root: every file is readable")
    assert config.recent_files() == []
    assert config.settings().value("language") in (None, "")
    assert config.settings().value("window/geometry") is None
    config.settings().setValue("recent_files", [str(sample)])
    assert config.recent_files() == [str(sample)]
