"""What-changed lines between two versions of a list, and the store of earlier versions."""

from __future__ import annotations

import copy

from listbuilder.core.list_diff import list_changes
from listbuilder.core.stamp import data_stamp
from listbuilder.storage.list_history import ListHistory
from listbuilder.storage.loading import load_file


def _french(repo_root):
    return load_file(repo_root / "army_lists" / "basic_impetus" / "french-1150-1330.yaml").model


def test_changes_are_matched_by_id_and_said_in_words(repo_root):
    old = _french(repo_root).model_dump(mode="json")
    new = copy.deepcopy(old)
    new["units"][0]["VBU"] = 6
    new["units"][2]["weapon_choice"] = ["crossbow-b", "javelin"]
    new["units"].insert(0, {**new["units"][1], "id": "bowmen", "name": "Bowmen"})
    del new["options"][1]
    new["options"][0]["remove"][0]["count"] = 1
    new["errata"] = [{"code": "X", "reason": "ignored: not list data"}]
    assert list_changes(old, new) == [
        "units: Bowmen added",
        "units › Knights: VBU 7 → 6",
        "units › Skirmishers: weapon_choice crossbow-b, short-bow-b → "
        "crossbow-b, javelin",
        "options: Peasant levies removed",
        "options › Genoese mercenaries › remove #1: count 2 → 1",
    ]


def test_no_change_gives_no_lines(repo_root):
    data = _french(repo_root).model_dump(mode="json")
    assert list_changes(data, copy.deepcopy(data)) == []


def test_history_keeps_versions_by_stamp(tmp_path, repo_root):
    model = _french(repo_root)
    history = ListHistory(tmp_path / "history")
    assert history.recall(data_stamp(model)) is None
    history.remember(model)
    history.remember(model)  # idempotent
    assert history.recall(data_stamp(model)) == model.model_dump(mode="json")
    assert len(list((tmp_path / "history").iterdir())) == 1


def test_history_in_an_unusable_folder_is_quietly_unavailable(tmp_path, repo_root):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    history = ListHistory(blocker / "history")
    history.remember(_french(repo_root))
    assert history.recall(data_stamp(_french(repo_root))) is None
