"""Anything but a readable regular file, given to any command, is refused at once with the
reason and exit 2: a FIFO (opening one for reading blocked `upgrade` forever), a device
(`upgrade /dev/zero` read until memory ran out), a folder, a symbolic-link loop, a missing
path. `show`, `export` and `share` used to say "No such file." for all of them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from listbuilder.storage.disk_state import read_state
from listbuilder.storage.list_catalog import Catalog
from tests.hostile.conftest import ROOT, SAMPLES, odd_path

KINDS = ["fifo", "device", "folder", "loop", "missing"]
COMMANDS = [["validate"], ["show"], ["export", "text"], ["share"], ["stamp", "--check"],
            ["upgrade", "--check"]]
REASONS = {"fifo": "not a regular file", "device": "not a regular file",
           "folder": "it is a folder", "loop": "symbolic links", "missing": "No such file"}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0] + (c[1] if c[1:] else ""))
def test_every_command_refuses_with_the_reason(tmp_path, run_cli, command, kind):
    if command == ["validate"] and kind == "folder":
        pytest.skip("a folder is what validate walks")
    code, out, err = run_cli(*command, odd_path(tmp_path, kind))
    said = out + err  # validate reports on stdout, the others on stderr
    assert code == 2, said
    assert REASONS[kind].lower() in said.lower() and "internal error" not in said


def test_a_folder_reports_its_odd_entries_instead_of_skipping_them(tmp_path, run_cli):
    (tmp_path / "good.army.yaml").write_bytes((SAMPLES / "bi-french.army.yaml").read_bytes())
    os.mkfifo(tmp_path / "pipe.yaml")
    os.symlink(tmp_path / "b.yaml", tmp_path / "a.yaml")
    os.symlink(tmp_path / "a.yaml", tmp_path / "b.yaml")
    os.symlink(tmp_path / "gone", tmp_path / "dangling.yaml")
    code, out, err = run_cli("validate", str(tmp_path))
    assert code == 2, out + err
    for name in ("pipe.yaml", "a.yaml", "b.yaml", "dangling.yaml"):
        assert f"{name}:1:1: error [FILE-UNREADABLE]" in out
    assert "5 files checked" in out and "internal error" not in err


@pytest.mark.parametrize("kind", ["fifo", "device", "folder", "loop", "missing"])
def test_change_detection_never_reads_what_is_not_a_file(tmp_path, kind):
    assert read_state(odd_path(tmp_path, kind)) is None


def test_change_detection_hashes_at_most_its_limit(tmp_path, monkeypatch):
    from listbuilder.storage import disk_state

    path = tmp_path / "army.yaml"
    path.write_bytes(b"x" * 100)
    monkeypatch.setattr(disk_state, "HASH_LIMIT", 10)
    assert read_state(path).sha256 == ""  # not hashed: differs from any real hash


def test_export_never_blocks_peeking_at_a_fifo_output(tmp_path, run_cli):
    fifo = tmp_path / "out.txt"
    os.mkfifo(fifo)
    from listbuilder.cli.commands.export import refuse_to_overwrite

    assert refuse_to_overwrite(str(fifo), "text") is None  # returned: the peek did not block


def _odd_lists_folder(folder: Path) -> list[str]:
    """A list folder with a good list and every kind of name that is not a file."""
    folder.mkdir()
    (folder / "french.yaml").write_bytes(
        (ROOT / "army_lists" / "basic_impetus" / "french-1150-1330.yaml").read_bytes())
    os.mkfifo(folder / "pipe.yaml")
    os.symlink(folder / "b.yaml", folder / "a.yaml")
    os.symlink(folder / "a.yaml", folder / "b.yaml")
    os.symlink(folder / "gone", folder / "dangling.yaml")
    return sorted(str(folder / name) for name in ("pipe.yaml", "a.yaml", "b.yaml",
                                                  "dangling.yaml"))


def test_the_lists_a_folder_gives_report_its_odd_entries_as_validate_does(tmp_path, run_cli):
    odd = _odd_lists_folder(tmp_path / "lists")
    catalog = Catalog.scan([tmp_path / "lists"])
    assert sorted(f.path for f in catalog.failed) == odd
    assert {d.code for f in catalog.failed for d in f.diagnostics} == {"FILE-UNREADABLE"}
    assert list(catalog.rows) == ["bi/french-1150-1330"]
    _code, validated, _err = run_cli("validate", str(tmp_path / "lists"))
    for failed in catalog.failed:  # the same reason, in the same words
        assert failed.diagnostics[0].render() in validated


def test_lists_never_waits_on_a_fifo_in_a_list_folder(tmp_path):
    odd = _odd_lists_folder(tmp_path / "lists")
    done = subprocess.run([sys.executable, "-m", "listbuilder", "lists", "--format", "json",
                           "--lists", str(tmp_path / "lists")], capture_output=True, text=True,
                          timeout=120, env={**os.environ, "LISTBUILDER_CONFIG_DIR": str(tmp_path)})
    assert done.returncode == 1, done.stderr
    found = json.loads(done.stdout)
    assert sorted(f["path"] for f in found["failed"]) == odd
    assert "bi/french-1150-1330" in {s["id"] for s in found["lists"]}
