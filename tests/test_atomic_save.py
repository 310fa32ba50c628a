"""Atomic saves: symbolic links, read-only files, permissions and left-over temp files."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from listbuilder.storage import atomic
from listbuilder.storage.atomic import ReadOnlyFile, remove_stale_temps, temp_files, write_atomic

pytestmark = pytest.mark.skipif(os.name == "nt", reason="POSIX links and permissions")


def test_saving_through_a_link_writes_the_target_and_keeps_the_link(tmp_path):
    real = tmp_path / "real" / "army.yaml"
    real.parent.mkdir()
    real.write_text("old\n")
    link = tmp_path / "army.yaml"
    chain = tmp_path / "chain.yaml"
    link.symlink_to(real)
    chain.symlink_to(link)
    write_atomic(chain, "new\n")
    assert link.is_symlink() and chain.is_symlink()
    assert real.read_text() == "new\n" and chain.read_text() == "new\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["army.yaml", "chain.yaml", "real"]
    assert [p.name for p in real.parent.iterdir()] == ["army.yaml"]


def test_a_read_only_file_is_refused_and_kept(tmp_path):
    target = tmp_path / "army.yaml"
    target.write_text("protected\n")
    target.chmod(0o444)
    with pytest.raises(ReadOnlyFile) as caught:
        write_atomic(target, "new\n")
    assert "read-only" in caught.value.strerror
    assert target.read_text() == "protected\n"
    assert (target.stat().st_mode & 0o777) == 0o444
    assert [p.name for p in tmp_path.iterdir()] == ["army.yaml"]


@pytest.mark.parametrize("umask", [0o022, 0o002, 0o077])
def test_a_new_file_gets_the_umask_permissions(tmp_path, umask):
    old = os.umask(umask)
    try:
        write_atomic(tmp_path / "new.army.yaml", "x\n")
    finally:
        os.umask(old)
    assert ((tmp_path / "new.army.yaml").stat().st_mode & 0o777) == 0o666 & ~umask


def test_temp_files_have_a_recognisable_name(tmp_path, monkeypatch):
    seen = []
    real_replace = os.replace

    def spy(src, dst):
        seen.append(os.path.basename(src))
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", spy)
    write_atomic(tmp_path / "army.yaml", "x")
    assert seen and seen[0].startswith(".army.yaml.~lbsave-")
    assert atomic.TEMP_PATTERN.match(seen[0])["name"] == "army.yaml"


def _dead_pid() -> int:
    child = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                           capture_output=True, text=True, check=True)
    return int(child.stdout)


def test_the_next_save_removes_stale_temps_but_not_a_live_ones(tmp_path):
    target = tmp_path / "army.yaml"
    target.write_text("old")
    stale = tmp_path / f".army.yaml.~lbsave-{_dead_pid()}-0badc0de.tmp"
    live = tmp_path / f".army.yaml.~lbsave-{os.getppid()}-0000beef.tmp"
    other_file = tmp_path / f".notes.yaml.~lbsave-{_dead_pid()}-00000001.tmp"
    foreign = tmp_path / ".army.yaml.abcdef.tmp"  # someone else's naming: never ours to remove
    for path in (stale, live, other_file, foreign):
        path.write_text("half")
    write_atomic(target, "new")
    names = {p.name for p in tmp_path.iterdir()}
    assert stale.name not in names
    assert {live.name, other_file.name, foreign.name, "army.yaml"} == names
    assert remove_stale_temps(tmp_path / "notes.yaml") == [other_file]
    assert temp_files(tmp_path) == [live]


def test_a_very_old_temp_is_stale_even_if_its_pid_was_reused(tmp_path):
    old = tmp_path / f".army.yaml.~lbsave-{os.getppid()}-00000002.tmp"
    old.write_text("half")
    long_ago = old.stat().st_mtime - atomic.STALE_AFTER_S - 10
    os.utime(old, (long_ago, long_ago))
    assert remove_stale_temps(tmp_path / "army.yaml") == [old]


def test_old_style_temps_go_once_they_are_old(tmp_path):
    target = tmp_path / "army.yaml"
    old, recent = tmp_path / ".army.yaml.k2j_9xq1.tmp", tmp_path / ".army.yaml.ab12cd34.tmp"
    for path in (old, recent):
        path.write_text("half")
    long_ago = old.stat().st_mtime - atomic.STALE_AFTER_S - 10
    os.utime(old, (long_ago, long_ago))
    write_atomic(target, "new")
    assert sorted(p.name for p in tmp_path.iterdir()) == [recent.name, "army.yaml"]
