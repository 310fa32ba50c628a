"""Armies stamped by earlier versions open without ARMY-LIST-CHANGED while their list says
the same (issue 21): the stamp follows what a list says, not its format."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.core.stamp import accepted_stamps, data_stamp, first_version_stamp
from listbuilder.storage.checking import build_army
from listbuilder.storage.list_catalog import Catalog
from listbuilder.storage.loading import LoadedList, load_file, load_text
from listbuilder.storage.upgrade import upgrade_text

HERE = Path(__file__).parent / "stamps"
ARMIES = sorted(HERE.glob("*/armies/*.army.yaml"))


def codes(findings) -> list[str]:
    return [f.code for f in findings]


@pytest.mark.parametrize("army", ARMIES, ids=[f"{a.parent.parent.name}-{a.stem}" for a in ARMIES])
def test_an_army_stamped_earlier_opens_without_list_changed(army: Path) -> None:
    catalog = Catalog.from_paths([army.parent.parent / "lists"])
    _, findings = build_army(load_file(army), catalog)
    assert "ARMY-LIST-CHANGED" not in codes(findings)
    assert "ARMY-NO-STAMP" not in codes(findings)


@pytest.mark.parametrize("army", ARMIES, ids=[f"{a.parent.parent.name}-{a.stem}" for a in ARMIES])
def test_an_army_stamped_earlier_opens_against_its_upgraded_list(army: Path,
                                                                 tmp_path: Path) -> None:
    for listed in (army.parent.parent / "lists").glob("*.yaml"):
        text = listed.read_text(encoding="utf-8")
        upgraded = upgrade_text(text, listed.name).text
        (tmp_path / listed.name).write_text(upgraded or text, encoding="utf-8")
    _, findings = build_army(load_file(army), Catalog.from_paths([tmp_path]))
    assert "ARMY-LIST-CHANGED" not in codes(findings)


def test_a_changed_list_still_warns_an_army_stamped_earlier(tmp_path: Path) -> None:
    lists = HERE / "first" / "lists"
    text = (lists / "french-1150-1330.yaml").read_text(encoding="utf-8")
    changed = text.replace("VBU: 7", "VBU: 6", 1)
    assert changed != text
    (tmp_path / "french.yaml").write_text(changed, encoding="utf-8")
    _, findings = build_army(load_file(HERE / "first" / "armies" / "bi-french.army.yaml"),
                             Catalog.from_paths([tmp_path]))
    assert "ARMY-LIST-CHANGED" in codes(findings)


def test_a_list_saying_what_format_1_could_not_has_no_first_version_stamp() -> None:
    listed = Path(__file__).parent.parent / "army_lists" / "basic_impetus" / "byzantines.yaml"
    loaded = load_file(listed)
    assert isinstance(loaded, LoadedList)
    assert first_version_stamp(loaded.model) is None
    assert accepted_stamps(loaded.model) == {data_stamp(loaded.model)}


def test_stamp_rewrites_an_earlier_stamp_saying_the_list_is_the_same(tmp_path: Path,
                                                                     capsys) -> None:
    from listbuilder.cli import main

    army = tmp_path / "army.yaml"
    army.write_bytes((HERE / "first" / "armies" / "bi-french.army.yaml").read_bytes())
    assert main(["stamp", "--lists", str(HERE / "first" / "lists"), str(army)]) == 0
    assert "an earlier version's stamp of the same list content" in capsys.readouterr().out
    _, findings = build_army(load_file(army), Catalog.from_paths([HERE / "first" / "lists"]))
    assert "ARMY-LIST-CHANGED" not in codes(findings)


@pytest.mark.parametrize("listed", sorted(HERE.glob("*/lists/*.yaml")),
                         ids=lambda p: f"{p.parent.parent.name}-{p.stem}")
def test_the_stamp_is_the_same_for_a_list_and_its_upgrade(listed: Path) -> None:
    text = listed.read_text(encoding="utf-8")
    upgraded = upgrade_text(text, listed.name).text or text
    before, after = load_text(text, listed.name), load_text(upgraded, listed.name)
    assert isinstance(before, LoadedList) and isinstance(after, LoadedList)
    assert data_stamp(before.model) == data_stamp(after.model)
    commented = "# a comment the author added\n" + text.replace("\n", "\n\n", 3)
    again = load_text(commented, listed.name)
    assert isinstance(again, LoadedList) and data_stamp(again.model) == data_stamp(before.model)
