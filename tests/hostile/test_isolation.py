"""One bad file never stops the others: a bug in one file is `PATH: internal error …` and
exit 3; unreadable files and folders are reported, exit 2."""

from __future__ import annotations

import os
import shutil

import pytest

from listbuilder.core.exit_status import ExitStatus
from listbuilder.storage import loading, yaml_source
from tests.hostile.conftest import ROOT, SAMPLES

FRENCH_LIST = ROOT / "army_lists" / "basic_impetus" / "french-1150-1330.yaml"


@pytest.fixture
def folder(tmp_path):
    """A folder of two good files and one that makes the loader hit a (simulated) bug."""
    shutil.copy(SAMPLES / "bi-french.army.yaml", tmp_path / "a-army.yaml")
    # Flow style: its header is read by parsing it (plain `key: value` lines are read without).
    (tmp_path / "b-crash.yaml").write_text("{kind: army}\n", "utf-8")
    shutil.copy(FRENCH_LIST, tmp_path / "c-list.yaml")
    return tmp_path


@pytest.fixture
def crash_on(monkeypatch):
    """Make parsing b-crash.yaml raise, as a bug would, wherever it is parsed."""
    real = yaml_source.parse_text

    def buggy(text, name=None):
        if str(name).endswith("b-crash.yaml"):
            raise ZeroDivisionError("simulated bug")
        return real(text, name)

    monkeypatch.setattr(yaml_source, "parse_text", buggy)
    monkeypatch.setattr(loading, "parse_text", buggy)


def test_a_crash_in_one_file_is_reported_and_the_others_are_checked(folder, crash_on, run_cli):
    code, out, err = run_cli("validate", str(folder))
    assert code == ExitStatus.INTERNAL == 3
    assert err.strip().splitlines() == [
        f"{folder / 'b-crash.yaml'}: internal error ZeroDivisionError: simulated bug (this is "
        "a bug in listbuilder, not a mistake in the file; please report it with the file "
        "attached and what --traceback prints)"]
    assert "Traceback" not in out + err
    assert "3 files checked" in out


def test_a_crash_in_the_lists_folder_does_not_stop_show(folder, crash_on, run_cli):
    code, out, err = run_cli("show", str(folder / "a-army.yaml"), "--lists", str(folder))
    assert code == 3
    assert "Philip Augustus at Bouvines" in out  # the army is still shown
    assert "b-crash.yaml: internal error ZeroDivisionError" in err


def test_a_crash_anywhere_in_a_command_is_one_line_and_exit_3(monkeypatch, run_cli):
    from listbuilder.cli.commands import show

    monkeypatch.setattr(show, "render_summary", lambda *a, **k: 1 / 0)
    code, out, err = run_cli("show", str(SAMPLES / "bi-french.army.yaml"))
    assert code == 3
    assert "bi-french.army.yaml: internal error ZeroDivisionError" in err
    assert "Traceback" not in err
    for where in (["--traceback", "show"], ["show", "--traceback"]):  # before or after
        code, _out, err = run_cli(*where, str(SAMPLES / "bi-french.army.yaml"))
        assert code == 3 and err.count("Traceback") == 1
        assert err.startswith(f"{SAMPLES / 'bi-french.army.yaml'}: internal error "
                              "ZeroDivisionError"), err
        assert "render_summary" not in err.splitlines()[0]  # the line stays one line


def _deny(monkeypatch, denied):
    real_open, real_scandir = os.open, os.scandir

    def fake_open(path, *args, **kwargs):
        if str(path) == str(denied):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, *args, **kwargs)

    def fake_scandir(path="."):
        if str(path) == str(denied):
            raise PermissionError(13, "Permission denied", str(path))
        return real_scandir(path)

    # Tests may run as root, which no file mode stops: refuse at the system call instead.
    monkeypatch.setattr(os, "open", fake_open)
    monkeypatch.setattr(os, "scandir", fake_scandir)


def test_a_permission_denied_file_is_exit_2_and_the_others_are_checked(folder, monkeypatch,
                                                                       run_cli):
    _deny(monkeypatch, folder / "c-list.yaml")
    code, out, _ = run_cli("validate", str(folder))
    assert code == 2
    assert ("c-list.yaml:1:1: error [FILE-UNREADABLE] Cannot read the file: you lack the "
            "permission for it (the system says: Permission denied).") in out
    assert "b-crash.yaml:1:1: error [FILE-UNKNOWN-SYSTEM]" in out  # the others still checked
    code, _, err = run_cli("show", str(folder / "c-list.yaml"))
    assert code == 2 and "Permission denied" in err


def test_an_unreadable_subfolder_is_reported_not_skipped(folder, monkeypatch, run_cli):
    (folder / "sub").mkdir()
    shutil.copy(FRENCH_LIST, folder / "sub" / "d.yaml")
    _deny(monkeypatch, folder / "sub")
    code, out, err = run_cli("validate", str(folder))
    assert code == 2
    assert (f"listbuilder: {folder / 'sub'}: cannot read the folder: you lack the permission "
            "for it (the system says: Permission denied)") in err
    assert "3 files checked" in out


def test_a_fifo_is_refused_without_waiting(tmp_path, run_cli):
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    code, out, _ = run_cli("validate", str(fifo))
    assert code == 2 and "not a regular file" in out


def test_exit_codes_are_documented(run_cli, capsys):
    for args in (["--help"], ["validate", "--help"]):
        code, out, _ = run_cli(*args)
        assert code == 0
        for line in ("0  no errors", "1  findings", "2  usage error", "3  internal error"):
            assert line in out
    readme = (ROOT / "README.md").read_text("utf-8")
    assert "and 3 for an\ninternal error" in readme
