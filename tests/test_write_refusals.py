"""One rule for every writer: a read-only file is refused with a plain sentence (exit 2), as
is any write the system refuses; nothing is said as done unless it was written."""

from __future__ import annotations

import errno
import os
import re
import stat
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


def _device(where: Path) -> Path:
    """A character device like /dev/null, made in the test's own folder: a writer that
    regressed replaces this one, never the system's (as root it would)."""
    try:
        os.mknod(where, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except PermissionError:
        pytest.skip("only root may make a device node")
    return where


def _not_a_file(kind: str, where: Path) -> Path:
    """A FIFO, a socket, a folder, a device, or a link to a device, at `where`."""
    if kind == "fifo":
        os.mkfifo(where)
    elif kind == "socket":
        import socket

        server = socket.socket(socket.AF_UNIX)
        server.bind(str(where))
        server.close()
    elif kind == "folder":
        where.mkdir()
    elif kind == "device":
        _device(where)
    else:
        where.symlink_to(_device(where.with_name("null")))
    return where


def _node(path: Path) -> tuple[int, str | None]:
    """What is at `path`: its type, and where it links to."""
    info = os.lstat(path)
    return stat.S_IFMT(info.st_mode), os.readlink(path) if os.path.islink(path) else None


def _writers(target: Path) -> dict[str, list[str]]:
    page = ROOT / "tests" / "conformance" / "importer" / "vol19-english" / "page.txt"
    return {
        "export cards": ["export", "cards", str(SAMPLE), "-o", str(target)],
        "export cards --force": ["export", "cards", str(SAMPLE), "-o", str(target), "--force"],
        "export text": ["export", "text", str(SAMPLE), "-o", str(target)],
        "export text --force": ["export", "text", str(SAMPLE), "-o", str(target), "--force"],
        "import --force": ["import", _code(), "-o", str(target), "--force"],
        "gui --screenshot": ["gui", "--screenshot", str(target), str(SAMPLE)],
        "import-list --force": ["import-list", str(page), "-o", str(target), "--force"],
        "samples --copy": ["samples", "--copy", str(target)],
        "upgrade": ["upgrade", str(target)],
        "stamp": ["stamp", str(target)],
    }


@pytest.mark.skipif(os.name == "nt", reason="FIFOs, sockets and /dev/null are POSIX")
@pytest.mark.parametrize("kind", ["fifo", "socket", "device", "link to a device", "folder"])
@pytest.mark.parametrize("command", ["export cards", "export cards --force", "export text",
                                     "export text --force", "import --force", "gui --screenshot",
                                     "import-list --force", "samples --copy", "upgrade", "stamp"])
def test_no_writer_replaces_what_is_not_a_regular_file(tmp_path, capsys, kind, command):
    """`-o /dev/null` as root (or a FIFO, even without root) was replaced by a regular file,
    by `export` even without --force."""
    if kind == "folder" and command in ("import-list --force", "samples --copy"):
        pytest.skip("a folder is what these write into")
    target = _not_a_file(kind, tmp_path / "out")
    before = {p.name: _node(p) for p in tmp_path.iterdir()}
    code = main(_writers(target)[command])
    out, err = capsys.readouterr()
    assert code == 2, err
    assert {p.name: _node(p) for p in tmp_path.iterdir()} == before  # no temp, no staging
    assert "internal error" not in err and "→" not in out


@pytest.mark.skipif(os.name == "nt", reason="device nodes are POSIX")
def test_a_device_is_refused_with_a_plain_sentence(tmp_path, capsys):
    null = _device(tmp_path / "null")
    assert main(["export", "cards", str(SAMPLE), "-o", str(null)]) == 2
    assert capsys.readouterr().err == (
        f"listbuilder: cannot write {null}: it is a device, a pipe or a socket, not a file; "
        "give the name of a file\n")
    assert stat.S_ISCHR(os.lstat(null).st_mode)


@pytest.mark.skipif(os.name == "nt", reason="FIFOs are POSIX")
def test_the_atomic_writer_itself_never_replaces_a_fifo(tmp_path):
    from listbuilder.storage.atomic import write_atomic
    from listbuilder.storage.regular_files import NotRegularFile

    fifo = _not_a_file("fifo", tmp_path / "pipe")
    with pytest.raises(NotRegularFile):
        write_atomic(fifo, "text")
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert why_not_written(NotRegularFile(fifo, folder=False)).startswith("it is a device")
