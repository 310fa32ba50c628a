"""One rule for every writer: a read-only file is refused with a plain sentence (exit 2), as
is any write the system refuses; nothing is said as done unless it was written."""

from __future__ import annotations

import errno
import os
import re
from pathlib import Path

import pytest

from listbuilder.cli import main
from listbuilder.storage.atomic import ReadOnlyFile
from listbuilder.storage.write_failure import cannot_write, why_not_written
from tests.conftest import ROOT

SAMPLE = ROOT / "resources" / "samples" / "bi-french.army.yaml"
PROTECTED = b"kind: army\n# kept read-only by its owner\n"


def _code() -> str:
    from listbuilder.storage.loading import LoadedArmy, load_file
    from listbuilder.storage.share_army import share_code

    loaded = load_file(SAMPLE)
    assert isinstance(loaded, LoadedArmy)
    return share_code(loaded, [])


def _commands(target: Path) -> dict[str, list[str]]:
    return {
        "import --force": ["import", _code(), "-o", str(target), "--force"],
        "export text --force": ["export", "text", str(SAMPLE), "-o", str(target), "--force"],
        "export cards --force": ["export", "cards", str(SAMPLE), "-o", str(target), "--force"],
        "stamp": ["stamp", str(target)],
        "upgrade": ["upgrade", str(target)],
    }


def _read_only(target: Path, content: bytes) -> None:
    target.write_bytes(content)
    target.chmod(0o444)


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
@pytest.mark.parametrize("command", ["import --force", "export text --force",
                                     "export cards --force", "stamp", "upgrade"])
def test_every_writer_refuses_a_read_only_file_and_says_so(tmp_path, capsys, command):
    target = tmp_path / "army.yaml"
    content = PROTECTED
    if command in ("stamp", "upgrade"):  # a file these would change
        content = re.sub(rb"list_stamp: \S+", b"list_stamp: sha256:0000000000000000",
                         SAMPLE.read_bytes()).replace(b"format: 2", b"format: 1")
        if command == "stamp":
            content = content.replace(b"format: 1", b"format: 2")
    _read_only(target, content)
    assert main(_commands(target)[command]) == 2
    out, err = capsys.readouterr()
    assert target.read_bytes() == content
    assert f"cannot write {target}: the file is read-only; make it writable" in err
    assert "→" not in out and "rebuilt" not in out  # nothing said as done
    assert sorted(p.name for p in tmp_path.iterdir()) == ["army.yaml"]


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
def test_a_stamp_said_only_once_written(tmp_path, capsys):
    target = tmp_path / "army.yaml"
    target.write_bytes(re.sub(rb"list_stamp: \S+", b"list_stamp: sha256:0000000000000000",
                              SAMPLE.read_bytes()))
    assert main(["stamp", str(target)]) == 0
    assert "list_stamp sha256:0000000000000000 → sha256:" in capsys.readouterr().out
    assert b"sha256:0000000000000000" not in target.read_bytes()


@pytest.mark.parametrize(("number", "words"), [
    (errno.ENOSPC, "the disk is full; free some space and try again (No space left on device)"),
    (errno.EACCES, "may not create files in that folder"),
    (errno.EROFS, "the disk is read-only (Read-only file system)"),
    (errno.EFBIG, "larger than the size limit set for this program or disk (File too large)"),
    (errno.ENOENT, "its folder does not exist (No such file or directory)"),
    (errno.EXDEV, "the system refused to write it (Invalid cross-device link)"),
])
def test_a_system_error_is_said_in_our_words_with_the_systems_after(number, words):
    exc = OSError(number, os.strerror(number), "army.yaml")
    assert words in why_not_written(exc)
    assert cannot_write("army.yaml", exc).startswith("cannot write army.yaml: ")


def test_a_read_only_file_is_said_without_the_english_of_the_exception():
    exc = ReadOnlyFile(errno.EACCES, "the file is read-only (make it writable, …)", "a.yaml")
    assert why_not_written(exc) == ("the file is read-only; make it writable, or save under "
                                    "another name")


def test_the_reason_is_translated(monkeypatch):
    from listbuilder import i18n

    with i18n.speaking("pl"):
        said = why_not_written(OSError(errno.ENOSPC, "No space left on device"))
    assert "disk is full" not in said and said.endswith("(No space left on device)")
