"""`listbuilder lists` and `listbuilder samples`: an installed user finds the bundled lists and
sample armies (and the lists of their own folders) without knowing where pip put them."""

from __future__ import annotations

import json
import os
import shutil

import pytest
import yaml

from listbuilder.storage.bundled import lists_dir, samples_dir
from tests.cli.conftest import A_LIST, ROOT, SAMPLES
from tests.conftest import QT_PROBLEM

BUNDLED = {yaml.safe_load(p.read_text(encoding="utf-8"))["id"]: p
           for p in sorted((ROOT / "army_lists").rglob("*.yaml"))}


def test_help_names_both_commands(run_cli):
    code, out, _err = run_cli("--help")
    assert code == 0
    assert "\n    lists " in out and "\n    samples " in out


def test_lists_names_every_bundled_list_with_its_game_and_file(run_cli):
    code, out, err = run_cli("lists")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].split() == ["ID", "Game", "Name", "File"]
    for list_id, path in BUNDLED.items():
        (row,) = [line for line in lines if line.startswith(list_id + " ")]
        assert row.endswith(str(lists_dir() / path.relative_to(ROOT / "army_lists")))
    assert "French 1150–1330 AD" in out and "USB (Uniwersalny System Bitewny)" in out
    assert lines[-1] == f"{len(BUNDLED)} lists: {len(BUNDLED)} bundled, 0 from your folders"


def test_lists_as_json(run_cli):
    code, out, _err = run_cli("lists", "--format", "json")
    assert code == 0
    found = json.loads(out)
    assert found["failed"] == []
    assert {entry["id"] for entry in found["lists"]} == set(BUNDLED)
    french = next(e for e in found["lists"] if e["id"] == "bi/french-1150-1330")
    assert french == {"id": "bi/french-1150-1330", "name": "French 1150–1330 AD",
                      "system": "basic-impetus", "game": "Basic Impetus",
                      "path": str(lists_dir() / "basic_impetus" / "french-1150-1330.yaml"),
                      "bundled": True, "replaces": None}


def _own_lists(tmp_path):
    """A player's folder: their copy of the French list, one list of their own, a broken one."""
    folder = tmp_path / "mine"
    folder.mkdir()
    shutil.copyfile(A_LIST, folder / "french.yaml")
    own = A_LIST.read_text(encoding="utf-8").replace("id: bi/french-1150-1330",
                                                     "id: my/french-raiders")
    (folder / "raiders.yaml").write_text(own, encoding="utf-8")
    (folder / "broken.yaml").write_text("kind: army-list\nformat: 2\nsystem: basic-impetus\n"
                                        "id: my/broken\nname: [\n", encoding="utf-8")
    return folder


def test_a_player_s_folder_comes_first_and_a_broken_list_is_named(run_cli, tmp_path):
    folder = _own_lists(tmp_path)
    code, out, err = run_cli("lists", "--lists", folder, "--format", "json")
    assert code == 1  # a list that cannot be loaded is a finding; the others are listed
    found = json.loads(out)
    by_id = {entry["id"]: entry for entry in found["lists"]}
    assert set(by_id) == set(BUNDLED) | {"my/french-raiders"}
    assert by_id["bi/french-1150-1330"]["path"] == str(folder / "french.yaml")
    assert by_id["bi/french-1150-1330"]["bundled"] is False
    assert by_id["bi/french-1150-1330"]["replaces"] == str(
        lists_dir() / "basic_impetus" / "french-1150-1330.yaml")
    assert [f["path"] for f in found["failed"]] == [str(folder / "broken.yaml")]
    code, out, err = run_cli("lists", "--lists", folder)
    assert code == 1
    assert f"{len(BUNDLED) + 1} lists: {len(BUNDLED) - 1} bundled, 2 from your folders" in out
    assert "(replaces the bundled " in out
    assert str(folder / "broken.yaml") in err
    assert "1 list file cannot be loaded: `listbuilder validate FILE` says why" in err


@pytest.mark.skipif(QT_PROBLEM is not None, reason=f"Qt cannot start: {QT_PROBLEM}")
def test_the_editor_s_list_folders_are_listed_too(run_cli, tmp_path):
    from listbuilder.app.files.list_folders import set_list_folders

    folder = _own_lists(tmp_path)
    set_list_folders([str(folder)])  # as File ▸ List folders… keeps them (isolated config)
    code, out, _err = run_cli("lists", "--format", "json")
    assert code == 1
    ids = {entry["id"] for entry in json.loads(out)["lists"]}
    assert "my/french-raiders" in ids


def test_lists_speaks_the_chosen_language(run_cli):
    code, out, _err = run_cli("--lang", "pl", "lists")
    assert code == 0
    header, *_rows, summary = out.splitlines()
    assert header.split()[0] == "ID" and "Game" not in header and "File" not in header
    assert "bundled" not in summary and "lists" not in summary


def test_samples_names_every_sample_army(run_cli):
    code, out, err = run_cli("samples")
    assert code == 0, err
    for sample in SAMPLES:
        assert any(line.startswith(sample.name + " ") for line in out.splitlines())
    assert "Philip Augustus at Bouvines" in out
    assert str(samples_dir()) in out.splitlines()[-1]


def test_samples_copy_writes_every_sample_and_never_replaces_a_file(run_cli, tmp_path):
    target = tmp_path / "armies" / "new"  # a folder that is not there yet is made
    code, out, err = run_cli("samples", "--copy", target)
    assert code == 0, err
    assert sorted(p.name for p in target.iterdir()) == [s.name for s in SAMPLES]
    for sample in SAMPLES:
        assert (target / sample.name).read_bytes() == sample.read_bytes()
    assert out.splitlines() == [str(target / s.name) for s in SAMPLES]
    # The player edits one, then copies again by mistake: nothing is replaced or added.
    edited = target / SAMPLES[0].name
    edited.write_text("my own army\n", encoding="utf-8")
    (target / SAMPLES[1].name).unlink()
    code, out, err = run_cli("samples", "--copy", target)
    assert code == 2 and out == ""
    assert str(edited) in err and "nothing was copied" in err
    assert edited.read_text(encoding="utf-8") == "my own army\n"
    assert not (target / SAMPLES[1].name).exists()


@pytest.mark.skipif(os.name == "nt" or os.geteuid() == 0,
                    reason="permissions do not stop Windows' or root's writes")
def test_samples_copy_into_a_read_only_folder_is_a_usage_error(run_cli, tmp_path):
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        code, _out, err = run_cli("samples", "--copy", folder)
    finally:
        folder.chmod(0o755)
    assert code == 2
    assert "cannot write" in err and "Permission denied" in err
    assert list(folder.iterdir()) == []


def test_samples_copy_into_a_path_under_a_file_is_a_usage_error(run_cli, tmp_path):
    a_file = tmp_path / "army.yaml"
    a_file.write_text("mine\n", encoding="utf-8")
    code, out, err = run_cli("samples", "--copy", a_file / "samples")
    assert code == 2 and out == ""
    assert err.startswith("listbuilder: cannot write ") and "Not a directory" in err
    assert a_file.read_text(encoding="utf-8") == "mine\n"


def test_a_folder_too_deep_to_search_is_said_not_passed(run_cli, tmp_path):
    deep = tmp_path / "lists"
    folder = deep.joinpath(*["x"] * 10)
    folder.mkdir(parents=True)
    shutil.copyfile(A_LIST, folder / "french.yaml")
    code, out, err = run_cli("lists", "--lists", deep)
    assert code == 1
    assert f"{deep}: Stopped looking for list and army files in {deep}" in err
    code, out, _err = run_cli("--lang", "pl", "lists", "--lists", deep, "--format", "json")
    assert code == 1
    (cut,) = json.loads(out)["cut_short"]
    assert cut["path"] == str(deep) and cut["problem"].startswith("Stopped looking")
