"""Several files written as one (`storage/file_set.py`): all of them or none, never over what
is not a regular file, never a staging name in an error; what an interrupted write left is
undone by the next one. (Kills at every step: tests/test_kill9_file_set.py; a full disk:
tests/test_every_writer.py.)"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

import pytest

from listbuilder.cli import main
from listbuilder.storage import file_set
from listbuilder.storage.file_set import SET_MARK, recover, write_files
from listbuilder.storage.regular_files import NotRegularFile
from tests.conftest import ROOT

FILES = [("a.yaml", b"first\n"), ("b.yaml", b"second\n"), ("c.yaml", b"third\n")]


def _held(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir()}


def test_into_a_new_folder_every_file_and_nothing_else(tmp_path):
    folder = tmp_path / "a" / "b"
    assert write_files(folder, FILES) == [folder / name for name, _data in FILES]
    assert _held(folder) == dict(FILES)
    assert sorted(p.name for p in (tmp_path / "a").iterdir()) == ["b"]


def test_a_file_of_other_content_stops_the_whole_set_unless_replacing(tmp_path):
    tmp_path.joinpath("b.yaml").write_bytes(b"the player's\n")
    with pytest.raises(FileExistsError) as caught:
        write_files(tmp_path, FILES)
    assert caught.value.filename == str(tmp_path / "b.yaml")
    assert _held(tmp_path) == {"b.yaml": b"the player's\n"}
    write_files(tmp_path, FILES, replace=True)
    assert _held(tmp_path) == dict(FILES)


def test_a_file_holding_the_very_content_is_left_as_it_is(tmp_path):
    write_files(tmp_path, FILES)
    inode = (tmp_path / "a.yaml").stat().st_ino
    write_files(tmp_path, FILES)  # no FileExistsError: nothing would be replaced
    assert (tmp_path / "a.yaml").stat().st_ino == inode


@pytest.mark.skipif(os.name == "nt", reason="FIFOs are POSIX")
def test_what_is_not_a_regular_file_is_never_replaced(tmp_path):
    os.mkfifo(tmp_path / "b.yaml")
    with pytest.raises(NotRegularFile):
        write_files(tmp_path, FILES, replace=True)
    assert stat.S_ISFIFO(os.lstat(tmp_path / "b.yaml").st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b.yaml"]


def test_a_failure_while_placing_puts_back_what_was_there(tmp_path, monkeypatch):
    tmp_path.joinpath("a.yaml").write_bytes(b"old a\n")
    tmp_path.joinpath("c.yaml").write_bytes(b"old c\n")
    real, calls = os.replace, []

    def failing(src, dst, *args, **kwargs):
        calls.append(dst)
        if str(dst).endswith("c.yaml"):
            raise OSError(errno.EIO, "Input/output error")
        return real(src, dst, *args, **kwargs)

    monkeypatch.setattr(file_set.os, "replace", failing)
    with pytest.raises(OSError) as caught:
        write_files(tmp_path, FILES, replace=True)
    assert caught.value.filename == str(tmp_path / "c.yaml")  # the file, not a staged copy
    assert _held(tmp_path) == {"a.yaml": b"old a\n", "c.yaml": b"old c\n"}  # b removed


def test_a_failure_while_staging_names_the_file_and_leaves_nothing(tmp_path, monkeypatch):
    real = file_set.write_atomic

    def full(path, data):
        if Path(path).name.endswith("-1") or Path(path).name == "b.yaml":
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        return real(path, data)

    monkeypatch.setattr(file_set, "write_atomic", full)
    for folder in (tmp_path / "new", tmp_path):
        with pytest.raises(OSError) as caught:
            write_files(folder, FILES)
        assert caught.value.filename == str(folder / "b.yaml")
    assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_what_a_killed_write_placed_is_undone_by_the_next(tmp_path):
    """A staging folder of a process that is gone, killed after placing its first file: the
    next write puts the old file back and removes the one it added."""
    tmp_path.joinpath("a.yaml").write_bytes(b"old a\n")
    staging = tmp_path / f"{SET_MARK}999999999-0badf00d"
    staging.mkdir()
    for i, (_name, data) in enumerate(FILES):
        (staging / f"new-{i}").write_bytes(data)
    (staging / "set.json").write_text('["a.yaml", "b.yaml", "c.yaml"]', encoding="utf-8")
    os.link(tmp_path / "a.yaml", staging / "old-0")  # placed: the new a, the old kept aside
    os.link(staging / "new-0", staging / "placing-0")
    os.replace(staging / "placing-0", tmp_path / "a.yaml")
    os.link(staging / "new-1", tmp_path / "b.yaml")  # placed: the new b
    assert recover(tmp_path) == [staging]
    assert _held(tmp_path) == {"a.yaml": b"old a\n"}


def test_no_folder_walk_reads_a_set_being_written(tmp_path, capsys):
    staging = tmp_path / f".lists{SET_MARK}12345-0badf00d"
    staging.mkdir()
    (staging / "half.yaml").write_text("kind: army-list\nbroken: [\n", encoding="utf-8")
    (tmp_path / "list.yaml").write_bytes(
        (ROOT / "army_lists" / "basic_impetus" / "french-1150-1330.yaml").read_bytes())
    assert main(["validate", str(tmp_path)]) == 0
    assert "1 file checked" in capsys.readouterr().out
    assert main(["lists", "--lists", str(tmp_path), "--format", "json"]) == 0
    assert "half.yaml" not in capsys.readouterr().out


@pytest.mark.parametrize("replace", [False, True])
def test_without_hard_links_the_set_is_placed_by_renames(tmp_path, monkeypatch, replace):
    """A FAT stick or some network shares refuse hard links; samples --copy must still work
    there, and a failure still put back what was there."""
    def no_links(*args, **kwargs):
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(file_set.os, "link", no_links)
    tmp_path.joinpath("a.yaml").write_bytes(b"old a\n")
    if not replace:
        with pytest.raises(FileExistsError):
            write_files(tmp_path, FILES)
        assert _held(tmp_path) == {"a.yaml": b"old a\n"}
        tmp_path.joinpath("a.yaml").unlink()
    write_files(tmp_path, FILES, replace=replace)
    assert _held(tmp_path) == dict(FILES)
    real = os.replace

    def failing(src, dst, *args, **kwargs):
        if str(dst).endswith("c.yaml") and "new-" in str(src):
            raise OSError(errno.EIO, "Input/output error")
        return real(src, dst, *args, **kwargs)

    monkeypatch.setattr(file_set.os, "replace", failing)
    with pytest.raises(OSError):
        write_files(tmp_path, [(n, d + b"v2\n") for n, d in FILES], replace=True)
    assert _held(tmp_path) == dict(FILES)  # the first set, whole
