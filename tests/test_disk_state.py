"""Noticing that a file changed on disk: content decides, not the modification time."""

from __future__ import annotations

import os

import pytest

from listbuilder.storage import disk_state
from listbuilder.storage.disk_state import (
    ChangedOnDisk,
    changed_on_disk,
    read_state,
    save_unless_changed,
)


def test_content_decides_not_the_time(tmp_path):
    path = tmp_path / "army.yaml"
    path.write_text("one\n")
    known = read_state(path)
    os.utime(path, (1, 1))
    assert changed_on_disk(path, known) is None
    path.write_text("two\n")
    now = changed_on_disk(path, known)
    assert now is not None and now.size == 4 and now.sha256 != known.sha256


def test_a_new_file_or_a_vanished_one_is_no_conflict(tmp_path):
    path = tmp_path / "army.yaml"
    assert read_state(path) is None
    state = save_unless_changed(path, "mine\n", None)
    path.unlink()
    assert save_unless_changed(path, "again\n", state).sha256 != state.sha256
    assert path.read_text() == "again\n"


def test_save_unless_changed_raises_and_keeps_the_other_content(tmp_path):
    path = tmp_path / "army.yaml"
    state = save_unless_changed(path, "mine\n", None)
    path.write_text("theirs\n")
    with pytest.raises(ChangedOnDisk) as caught:
        save_unless_changed(path, "mine again\n", state)
    assert caught.value.now.size == len("theirs\n") and path.read_text() == "theirs\n"
    save_unless_changed(path, "mine again\n", state, overwrite=True)
    assert path.read_text() == "mine again\n"


def test_a_file_grown_past_the_hash_limit_counts_as_changed(tmp_path, monkeypatch):
    path = tmp_path / "army.yaml"
    state = save_unless_changed(path, "mine\n", None)
    monkeypatch.setattr(disk_state, "HASH_LIMIT", 10)
    path.write_text("x" * 100)
    assert changed_on_disk(path, state) is not None
