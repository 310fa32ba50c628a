"""The troop-menu file: the bundled one is clean; broken references and duplicates are found."""

from __future__ import annotations

from typing import Any

from listbuilder.storage.checking import check_list as check_file
from listbuilder.storage.loading import load_file
from listbuilder.systems.usb.list_checks import check_list
from listbuilder.systems.usb.list_model import UsbList
from tests.usb.helpers import LIST_PATH, core_list


def edited(change) -> UsbList:
    data: dict[str, Any] = core_list().model_dump()
    change(data)
    return UsbList.model_validate(data)


def found(army_list: UsbList) -> list[tuple[str, tuple]]:
    return [(d.code, d.path) for d in check_list(army_list)]


def test_bundled_list_has_no_findings():
    assert check_file(load_file(LIST_PATH)) == []


def test_the_menu_holds_the_texts_costs():
    menu = core_list()
    assert [(q.id, q.cost) for q in menu.qualities] == [
        ("inexperienced", 7), ("regular", 14), ("veteran", 21)]
    assert [(r.id, r.cost, r.power_points) for r in menu.heroes.ranks] == [
        ("aspiring", 30, 2), ("daredevil", 65, 4), ("hero", 90, 6), ("legend", 115, 8)]
    assert menu.leaders is not None and menu.leaders.cost == 30
    monster = next(t for t in menu.unit_types if t.id == "monster")
    assert monster.growth is not None
    assert (monster.growth.step_cost, monster.growth.max_steps) == (15, 6)


def test_duplicate_ids_in_a_section():
    def dup(data):
        data["qualities"].append(dict(data["qualities"][0]))
        data["heroes"]["ranks"].append(dict(data["heroes"]["ranks"][0]))

    assert found(edited(dup)) == [
        ("USB-LIST-DUPLICATE-ID", ("qualities", 3, "id")),
        ("USB-LIST-DUPLICATE-ID", ("heroes", "ranks", 4, "id")),
    ]


def test_costs_for_unknown_types():
    def typo(data):
        data["equipment"][0]["costs"]["infantri"] = 5
        data["specialisations"][0]["costs"]["heros"] = 10
        data["leaders"]["types"].append("calvary")

    result = found(edited(typo))
    assert ("USB-LIST-UNKNOWN-TYPE", ("equipment", 0, "costs", "infantri")) in result
    assert ("USB-LIST-UNKNOWN-COST-KEY", ("specialisations", 0, "costs", "heros")) in result
    assert ("USB-LIST-UNKNOWN-TYPE", ("leaders", "types", 3)) in result
    message = next(d.message for d in check_list(edited(typo)) if "infantri" in d.message)
    assert "Did you mean 'infantry'" in message


def test_class_changes_and_included_specialisations_must_resolve():
    def broken(data):
        data["heroes"]["class_changes"][2]["becomes"] = "cavalry"
        data["heroes"]["class_changes"][0]["becomes"] = "heavy"
        data["unit_types"][4]["included_specialisations"] = ["robot"]

    result = found(edited(broken))
    assert ("USB-LIST-MOUNT-NOT-MONSTER", ("heroes", "class_changes", 2, "becomes")) in result
    assert ("USB-LIST-UNKNOWN-TYPE", ("heroes", "class_changes", 0, "becomes")) in result
    assert ("USB-LIST-UNKNOWN-SPECIALISATION",
            ("unit_types", 4, "included_specialisations", 0)) in result


def test_model_range_and_growth_consistency():
    def broken(data):
        data["unit_types"][0]["models"] = {"min": 5, "max": 2}
        data["unit_types"][3]["growth"] = None
        data["unit_types"][4]["growth"]["unlocks"][0]["step"] = 9

    result = found(edited(broken))
    assert ("USB-LIST-MODEL-RANGE", ("unit_types", 0, "models")) in result
    assert ("USB-LIST-GROWTH-MISSING", ("unit_types", 3)) in result
    assert ("USB-LIST-UNLOCK-UNREACHABLE",
            ("unit_types", 4, "growth", "unlocks", 0, "step")) in result
