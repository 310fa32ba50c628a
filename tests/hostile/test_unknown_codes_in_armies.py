"""An army built on a list whose rows carry codes the rules do not know is checked, never a crash.

The list's own check reports an unknown unit type, weapon or trait; the armies built on it (in
the same folder, or through `--lists`) still go through every army rule, which must read the
rules' tables defensively. Found by the fuzz campaign: a row typed `FP>` in a group with
cavalry raised KeyError in the grouping check.
"""

from __future__ import annotations

import shutil

import pytest
import yaml

from tests.hostile.conftest import ROOT, SAMPLES

LISTS = ROOT / "army_lists" / "basic_impetus"
ARMIES = {"bi-french.army.yaml": "french-1150-1330.yaml",
          "bi-illegal.army.yaml": "english-1180-1330.yaml",
          "bi-scots.army.yaml": "wallace-bruce-scots.yaml"}
BROKEN_CODES = [("type", "FP>"), ("weapon", "blowgun"), ("traits", ["flying-pig"]),
                ("weapon_choice", ["catapult", "sling"])]


def _rows(army_list: dict) -> list[dict]:
    rows = list(army_list["units"])
    for option in army_list.get("options", []):
        rows += option.get("add", []) + option.get("add_one_of", [])
    return rows


@pytest.mark.parametrize("army", sorted(ARMIES))
@pytest.mark.parametrize(("key", "value"), BROKEN_CODES, ids=[k for k, _ in BROKEN_CODES])
def test_every_row_with_an_unknown_code_is_reported_not_a_crash(army, key, value, tmp_path,
                                                                run_cli):
    source = yaml.safe_load((LISTS / ARMIES[army]).read_text(encoding="utf-8"))
    for index in range(len(_rows(source))):
        folder = tmp_path / f"{key}-{index}"
        folder.mkdir()
        broken = yaml.safe_load((LISTS / ARMIES[army]).read_text(encoding="utf-8"))
        _rows(broken)[index][key] = value
        (folder / "list.yaml").write_text(yaml.safe_dump(broken, allow_unicode=True),
                                          encoding="utf-8")
        shutil.copy(SAMPLES / army, folder / army)
        for args in (("validate", str(folder)),
                     ("show", str(folder / army), "--lists", str(folder))):
            status, out, err = run_cli(*args)
            assert status in (0, 1), (args, index, err)
            assert "internal error" not in err + out, (args, index, err)
