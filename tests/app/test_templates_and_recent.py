"""Bundled samples are templates, and dead recent files go (issue 11, defect 8)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from listbuilder.app.files import config
from tests.app.conftest import SAMPLE


def test_save_on_a_bundled_sample_asks_where_and_leaves_the_sample_alone(
        window, dialogs, tmp_path, monkeypatch):
    before = SAMPLE.read_bytes()
    asked: list[str] = []

    def ask(_parent, _title, suggested, _filter):
        asked.append(suggested)
        return dialogs.save_path, ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    assert window.open_path(str(SAMPLE))
    window.doc.set_army_name("My French")
    dialogs.save_path = ""  # the player cancels the dialog: nothing is written anywhere
    window.menus.save_action.trigger()
    assert asked and Path(asked[0]).parent == Path.home()
    assert SAMPLE.read_bytes() == before and window.doc.modified
    dialogs.save_path = str(tmp_path / "mine.army.yaml")
    window.menus.save_action.trigger()
    assert SAMPLE.read_bytes() == before
    assert "My French" in (tmp_path / "mine.army.yaml").read_text(encoding="utf-8")
    assert window.doc.path == dialogs.save_path and not window.doc.modified
    window.doc.set_army_name("My French 2")
    window.menus.save_action.trigger()  # now the player's own file: saved in place, not asked again
    assert len(asked) == 2
    assert "My French 2" in (tmp_path / "mine.army.yaml").read_text(encoding="utf-8")


def test_a_copy_of_a_sample_is_saved_in_place(opened, sample, monkeypatch):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(
        lambda *a: (_ for _ in ()).throw(AssertionError("asked"))))
    opened.doc.set_army_name("Renamed")
    opened.menus.save_action.trigger()
    assert "Renamed" in sample.read_text(encoding="utf-8")


def test_recent_files_that_are_gone_are_pruned(window, sample, tmp_path):
    gone = tmp_path / "gone.army.yaml"
    gone.write_text("x", encoding="utf-8")
    config.remember_recent(str(gone))
    config.remember_recent(str(sample))
    gone.unlink()
    window.menus.fill_recent()
    assert [a.text() for a in window.menus.recent_menu.actions()] == [f"&1 {sample.name}"]
    assert config.settings().value("recent_files") in ([str(sample.resolve())],
                                                       str(sample.resolve()))
