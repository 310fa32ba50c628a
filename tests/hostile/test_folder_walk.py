"""A lists folder given on the command line or in Preferences is searched only so far.

`--lists /` used to walk the whole disk. Now the walk stops after ENTRIES_MAX names, does not
go deeper than DEPTH_MAX folders, gives up after SECONDS_MAX, and says so (FOLDER-CUT-SHORT);
the lists found by then are used. Real folders, the real CLI entry point.
"""

from __future__ import annotations

import os
import shutil
import time

from listbuilder.storage import folder_walk
from listbuilder.storage.folder_walk import DEPTH_MAX, ENTRIES_MAX, walk_yaml
from listbuilder.storage.list_catalog import Catalog
from tests.hostile.conftest import ROOT, SAMPLES

A_LIST = ROOT / "army_lists" / "basic_impetus" / "french-1150-1330.yaml"
ARMY = SAMPLES / "bi-french.army.yaml"


def _deep(root, levels: int):
    folder = root
    for level in range(levels):
        folder = folder / f"level-{level}"
    folder.mkdir(parents=True)
    return folder


def test_a_deep_tree_is_searched_only_so_deep(tmp_path, run_cli):
    shallow = _deep(tmp_path / "lists", 2)
    shutil.copyfile(A_LIST, shallow / "french.yaml")
    too_deep = _deep(tmp_path / "lists", DEPTH_MAX + 3)
    (too_deep / "hidden.yaml").write_text("kind: army-list\n", "utf-8")
    walk = walk_yaml(tmp_path / "lists")
    assert walk.files == [shallow / "french.yaml"]
    assert walk.cut_short is not None and walk.cut_short.code == "FOLDER-CUT-SHORT"
    assert "8 levels of folders" in walk.cut_short.message
    code, out, err = run_cli("validate", "--lists", str(tmp_path / "lists"), str(ARMY))
    assert (f"{tmp_path / 'lists'}:1:1: warning [FOLDER-CUT-SHORT] Stopped looking for list and "
            f"army files in {tmp_path / 'lists'} after 8 levels of folders") in out
    assert "Traceback" not in err


def test_a_wide_folder_stops_after_the_entry_limit(tmp_path, run_cli):
    wide = tmp_path / "wide"
    wide.mkdir()
    for n in range(ENTRIES_MAX + 50):
        (wide / f"note-{n:05}.txt").touch()
    shutil.copyfile(A_LIST, wide / "french.yaml")
    walk = walk_yaml(wide)
    assert walk.cut_short is not None
    assert f"in {wide} after 10000 files and folders" in walk.cut_short.message
    code, out, _ = run_cli("show", str(ARMY), "--lists", str(wide))
    assert code == 0  # the army's own list is bundled: the warning does not stop it
    assert "[FOLDER-CUT-SHORT]" in out + _


def test_a_symbolic_link_loop_is_one_name(tmp_path):
    lists = tmp_path / "lists"
    lists.mkdir()
    shutil.copyfile(A_LIST, lists / "french.yaml")
    os.symlink(lists, lists / "back-to-lists")  # a folder holding itself
    os.symlink(tmp_path / "b", lists / "a")
    os.symlink(lists / "a", tmp_path / "b")  # a -> b -> a
    walk = walk_yaml(lists)
    assert walk.files == [lists / "french.yaml"] and walk.cut_short is None
    assert Catalog.from_paths([lists]).get("bi/french-1150-1330") is not None


def test_a_slow_disk_gives_up_after_the_time_limit(tmp_path, monkeypatch):
    _deep(tmp_path, 3)
    monkeypatch.setattr(folder_walk, "SECONDS_MAX", -1)  # already past: the first name stops
    walk = walk_yaml(tmp_path)
    assert walk.cut_short is not None and "-1 seconds" in walk.cut_short.message


def test_the_whole_disk_as_a_lists_folder_does_not_hang(run_cli):
    started = time.monotonic()
    code, out, err = run_cli("show", str(ARMY), "--lists", "/")
    assert time.monotonic() - started < 60
    assert code == 0, err
    assert "warning [FOLDER-CUT-SHORT] Stopped looking for list and army files in / after" in out
