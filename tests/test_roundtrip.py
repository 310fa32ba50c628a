"""Saving armies: same bytes when unchanged, comments kept through edits, atomic writes."""

from __future__ import annotations

import os

import pytest

from listbuilder.core.path_edits import get_at, set_at
from listbuilder.storage.atomic import write_atomic
from listbuilder.storage.loading import load_file, load_text
from listbuilder.storage.roundtrip import dump_model

SAMPLES = ["bi-french.army.yaml", "bi-scots.army.yaml", "bi-illegal.army.yaml"]


@pytest.mark.parametrize("name", SAMPLES)
def test_unchanged_army_saves_to_the_same_bytes(name, repo_root):
    loaded = load_file(repo_root / "resources" / "samples" / name)
    assert loaded.model is not None, loaded.diagnostics
    assert dump_model(loaded.model, loaded.text) == loaded.text


def test_edit_keeps_comments_and_changes_only_what_was_edited(repo_root):
    loaded = load_file(repo_root / "resources" / "samples" / "bi-french.army.yaml")
    edited = set_at(loaded.model, ("units", "spearmen-1", "name"), "Bourgeois of Paris")
    text = dump_model(edited, loaded.text)
    assert text.startswith("# A French army")
    assert "Bourgeois of Paris" in text
    before, after = loaded.text.splitlines(), text.splitlines()
    added = [ln for ln in after if ln not in before]
    assert added == ["  spearmen-1:", "    name: Bourgeois of Paris"]
    assert load_text(text, "x.yaml").model == edited


def test_crlf_files_stay_crlf(repo_root):
    original = (repo_root / "resources/samples/bi-french.army.yaml").read_text(encoding="utf-8")
    crlf = original.replace("\n", "\r\n")
    loaded = load_text(crlf, "crlf.yaml")
    assert dump_model(loaded.model, loaded.text) == crlf
    edited = set_at(loaded.model, ("name",), "Renamed")
    assert "\r\n" in dump_model(edited, loaded.text)
    assert "\n" not in dump_model(edited, loaded.text).replace("\r\n", "")


def test_new_file_without_original_text_loads_back(repo_root):
    loaded = load_file(repo_root / "resources" / "samples" / "bi-french.army.yaml")
    text = dump_model(loaded.model)
    assert load_text(text, "new.yaml").model == loaded.model


def test_set_at_removes_a_key_with_none_and_validates(repo_root):
    loaded = load_file(repo_root / "resources" / "samples" / "bi-french.army.yaml")
    edited = set_at(loaded.model, ("general",), None)
    assert edited.general is None
    assert get_at(loaded.model, ("groups", 0, "units")) == ["knights-1", "knights-2", "knights-3"]
    with pytest.raises(ValueError):
        set_at(loaded.model, ("general",), 42)


def test_atomic_write_replaces_whole_file_and_leaves_no_temp(tmp_path):
    target = tmp_path / "army.yaml"
    target.write_text("old", encoding="utf-8")
    os.chmod(target, 0o640)
    write_atomic(target, "new content\n")
    assert target.read_text(encoding="utf-8") == "new content\n"
    assert (target.stat().st_mode & 0o777) == 0o640
    assert [p.name for p in tmp_path.iterdir()] == ["army.yaml"]


def test_failed_atomic_write_keeps_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "army.yaml"
    target.write_text("precious", encoding="utf-8")

    def boom(*_args):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        write_atomic(target, "half")
    assert target.read_text(encoding="utf-8") == "precious"
    assert [p.name for p in tmp_path.iterdir()] == ["army.yaml"]
