"""A folder where a file is expected, or no file at all: a plain reason and exit 2 (README:
"2 ... a path, file or folder that cannot be read"), never "No such file" for a folder."""

from __future__ import annotations

import pytest

from tests.cli.conftest import AN_ARMY

TAKE_A_FILE = [["show"], ["show", "--format", "json"], ["export", "text"],
               ["export", "cards", "-o", "{out}"], ["export", "bases", "-o", "{out}"],
               ["share"], ["stamp"], ["upgrade"], ["upgrade", "--check"]]


@pytest.mark.parametrize("command", TAKE_A_FILE, ids=" ".join)
def test_a_folder_is_named_a_folder(run_cli, tmp_path, command):
    folder = tmp_path / "armies"
    folder.mkdir()
    code, out, err = run_cli(*[a.format(out=tmp_path / "o.pdf") for a in command], folder)
    assert code == 2, err
    assert "it is a folder, not a file" in err
    assert "validate" in err  # what takes a folder
    assert "No such file" not in err and "internal error" not in err


@pytest.mark.parametrize("command", TAKE_A_FILE, ids=" ".join)
def test_a_missing_file_says_so_and_exits_2(run_cli, tmp_path, command):
    code, out, err = run_cli(*[a.format(out=tmp_path / "o.pdf") for a in command],
                             tmp_path / "nowhere.army.yaml")
    assert code == 2, err
    assert "No such file or directory" in err and "nowhere.army.yaml" in err


def test_one_unreadable_file_among_several_still_rewrites_the_others(run_cli, tmp_path):
    army = tmp_path / "a.army.yaml"
    army.write_bytes(AN_ARMY.read_bytes())
    code, out, err = run_cli("stamp", tmp_path / "missing.yaml", army)
    assert code == 2
    assert f"{army}: list_stamp is already" in out


def test_validate_on_a_folder_without_list_files_fails(run_cli, tmp_path):
    """A CI job pointed at the wrong (or an emptied) folder passed: 0 files, exit 0."""
    (tmp_path / "README.md").write_text("lists go here", encoding="utf-8")
    code, out, err = run_cli("validate", tmp_path)
    assert code == 2
    assert "no list or army files" in err and str(tmp_path) in err
    assert "0 files checked" in out
