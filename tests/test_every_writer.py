"""Every command that writes a file, stopped part-way: the old file stays whole, or no file.

Each writer runs in a child process under one of two faults (tests/write_faults.py):
  - a size limit (as a full disk or quota): the write fails; the command must exit 2 saying
    why, leave the old file as it was (or none), and no temp file;
  - kill -9 mid-write: the old file as it was (or none); a temp of ours may be left, the next
    save removes it.
Then a static audit: no module writes a file except through `storage.atomic`.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from listbuilder.storage.atomic import TEMP_PATTERN
from tests.conftest import ROOT
from tests.write_faults import run_faulted

pytestmark = pytest.mark.skipif(os.name == "nt", reason="POSIX resource limits and signals")

SAMPLE = ROOT / "resources" / "samples" / "bi-french.army.yaml"

# The fault starts once the imports are done: it hits the write, not Python's start.
CHILD = """
import sys
from listbuilder.cli import main
from tests.write_faults import arm
arm(sys.argv[1], sys.argv[2])
sys.exit(main(sys.argv[3:]))
"""


@dataclass
class Writer:
    """A command, the file it writes, and what that file held before (None: no file)."""

    argv: list[str]
    target: Path
    old: bytes | None


def _import(tmp: Path, existing: bool) -> Writer:
    from listbuilder.storage.loading import load_file
    from listbuilder.storage.share_army import share_code

    code = share_code(load_file(SAMPLE), [])  # type: ignore[arg-type]
    target = tmp / "old.army.yaml"
    old = _old(target, b"kind: army\n# the player's army\n" if existing else None)
    return Writer(["import", code, "-o", str(target), *(["--force"] if existing else [])],
                  target, old)


def _export(kind: str, existing: bool) -> Callable[[Path], Writer]:
    def make(tmp: Path) -> Writer:
        target = tmp / ("army.md" if kind == "text" else f"army-{kind}.pdf")
        before = b"%PDF-1.4 an older printout\n" if kind != "text" else b"older text\n"
        old = _old(target, before if existing else None)
        return Writer(["export", kind, str(SAMPLE), "-o", str(target),
                       *(["--force"] if existing and kind == "text" else [])], target, old)
    return make


def _stamp(tmp: Path) -> Writer:
    target = tmp / "army.yaml"
    text = SAMPLE.read_bytes()
    old = _old(target, re.sub(rb"list_stamp: \S+", b"list_stamp: sha256:0000000000000000",
                              text))
    return Writer(["stamp", str(target)], target, old)


def _upgrade(tmp: Path) -> Writer:
    target = tmp / "army.yaml"
    old = _old(target, SAMPLE.read_bytes().replace(b"format: 2", b"format: 1"))
    return Writer(["upgrade", str(target)], target, old)


def _screenshot(tmp: Path) -> Writer:
    pytest.importorskip("PySide6.QtWidgets")
    target = tmp / "window.png"
    return Writer(["gui", "--screenshot", str(target), str(SAMPLE)], target,
                  _old(target, b"an older screenshot"))


def _old(target: Path, content: bytes | None) -> bytes | None:
    if content is not None:
        target.write_bytes(content)
    return content


WRITERS: dict[str, Callable[[Path], Writer]] = {
    "import-new": lambda tmp: _import(tmp, existing=False),
    "import-force": lambda tmp: _import(tmp, existing=True),
    "export-text-new": _export("text", existing=False),
    "export-text-force": _export("text", existing=True),
    "export-cards-new": _export("cards", existing=False),
    "export-cards-existing": _export("cards", existing=True),
    "export-roster-new": _export("roster", existing=False),
    "export-bases-existing": _export("bases", existing=True),
    "stamp": _stamp,
    "upgrade": _upgrade,
    "gui-screenshot": _screenshot,
}


def _run(mode: str, writer: Writer, folder: Path) -> subprocess.CompletedProcess[str]:
    return run_faulted(mode, folder, CHILD, *writer.argv)


def _left_behind(folder: Path, writer: Writer) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p != writer.target)


def _held(writer: Writer) -> bytes | None:
    return writer.target.read_bytes() if writer.target.exists() else None


@pytest.mark.parametrize("name", WRITERS)
def test_a_write_over_the_size_limit_leaves_the_old_file_and_says_why(tmp_path, name):
    writer = WRITERS[name](tmp_path)
    done = _run("limit", writer, tmp_path)
    assert done.returncode == 2, done.stderr
    assert _held(writer) == writer.old
    assert _left_behind(tmp_path, writer) == []  # the temp was removed
    assert "size limit" in done.stderr and "File too large" in done.stderr
    assert "Traceback" not in done.stderr and "→" not in done.stdout  # nothing said as done


@pytest.mark.parametrize("name", WRITERS)
def test_a_writer_killed_mid_write_leaves_the_old_file_or_none(tmp_path, name):
    writer = WRITERS[name](tmp_path)
    done = _run("kill", writer, tmp_path)
    assert done.returncode == -signal.SIGKILL, done.stderr  # it was writing when killed
    assert _held(writer) == writer.old
    assert all(TEMP_PATTERN.match(left) for left in _left_behind(tmp_path, writer))


PAGE = ROOT / "tests" / "conformance" / "importer" / "vol19-english" / "page.txt"
#: The commands that write several files, each with what its folder holds before.
SET_WRITERS = {
    "samples-new": (["samples", "--copy"], None),
    "samples-existing": (["samples", "--copy"], {"notes.txt": b"the player's notes\n"}),
    "import-list-new": (["import-list", str(PAGE), "-o"], None),
    "import-list-force": (["import-list", str(PAGE), "--force", "--page-name", "new", "-o"],
                          {"welsh-1100-1400-ad.yaml": b"# the player's Welsh\n",
                           "notes.txt": b"the player's notes\n"}),
}


@pytest.mark.parametrize("name", SET_WRITERS)
def test_a_full_disk_leaves_the_old_set_and_says_which_file(tmp_path, name):
    """`samples --copy` and `import-list` left the files written before the disk filled, and
    the retry then refused them; they said "cannot write p." or a temp file's name."""
    from listbuilder.cli import main

    argv, before = SET_WRITERS[name]
    folder = tmp_path / "armies"
    if before is not None:
        folder.mkdir()
        for file_name, data in before.items():
            (folder / file_name).write_bytes(data)
    done = run_faulted("limit", folder, CHILD, *argv, str(folder))
    assert done.returncode == 2, done.stderr
    (line,) = done.stderr.splitlines()
    assert line.startswith(f"listbuilder: cannot write {folder}{os.sep}"), line
    assert "larger than the size limit" in line and "(File too large)" in line
    assert "~lb" not in line and ".tmp" not in line
    held = {p.name: p.read_bytes() for p in folder.iterdir()} if folder.exists() else None
    assert held == before  # the old set exactly: no file added, none replaced, no staging
    assert sorted(p.name for p in tmp_path.iterdir()) == (["armies"] if before else [])
    assert main(argv + [str(folder)]) in (0, 1)  # the retry succeeds


# Writes that may stay outside `write_atomic`: developer commands that regenerate files under
# version control, the build's own catalogue compiler (loaded by setup.py before anything is
# installed), and the export cache, which is being removed.
NOT_PLAYERS_FILES = {"i18n/po.py", "i18n/catalogs.py", "systems/basic_impetus/reference.py",
                     "storage/export_cache.py"}
DIRECT_WRITE = re.compile(
    r"""\.write_(text|bytes)\(|\bopen\([^)]*['"][wax]b?\+?['"]|shutil\.(copy\w*|move)\(|"""
    r"""os\.open\([^)]*O_(WRONLY|RDWR)""")


def test_no_module_writes_a_file_except_through_the_atomic_writer():
    package = ROOT / "listbuilder"
    found = []
    for source in package.rglob("*.py"):
        name = source.relative_to(package).as_posix()
        if name in NOT_PLAYERS_FILES or name == "storage/atomic.py":
            continue
        for number, line in enumerate(source.read_text(encoding="utf-8").splitlines(), 1):
            if DIRECT_WRITE.search(line) and "os.devnull" not in line:
                found.append(f"{name}:{number}: {line.strip()}")
    assert found == []


def test_the_audit_pattern_sees_each_kind_of_direct_write():
    for line in ['Path(p).write_text(t)', 'open(p, "wb")', "shutil.copyfile(a, b)",
                 "os.open(p, os.O_WRONLY | os.O_CREAT)", "out.write_bytes(data)"]:
        assert DIRECT_WRITE.search(line), line
    assert not DIRECT_WRITE.search('open(p, "rb")')


def test_the_next_save_after_a_kill_removes_the_temp(tmp_path):
    writer = WRITERS["import-force"](tmp_path)
    assert _run("kill", writer, tmp_path).returncode == -signal.SIGKILL
    env = {**os.environ, "LISTBUILDER_NO_CACHE": "1"}
    again = subprocess.run([sys.executable, "-m", "listbuilder", *writer.argv], cwd=ROOT,
                           capture_output=True, text=True, env=env, timeout=120)
    assert again.returncode == 0, again.stderr
    assert _left_behind(tmp_path, writer) == []
    assert writer.target.read_bytes() != writer.old  # the new army
