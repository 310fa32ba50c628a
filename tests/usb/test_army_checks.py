"""Each army check fires, with its code and a path into the army file, and only then."""

from __future__ import annotations

import pytest

from listbuilder.storage.open_army import open_army
from tests.conftest import ROOT
from tests.usb.helpers import SAMPLES, build, codes, finding, unit


def menu_name(key: str) -> str:
    """The name the bundled troop menu prints for the entry with this id."""
    import yaml

    def walk(data: object) -> str | None:
        if isinstance(data, dict):
            if data.get("id") == key and isinstance(data.get("name"), str):
                return data["name"]
            return next((n for v in data.values() if (n := walk(v))), None)
        if isinstance(data, list):
            return next((n for v in data if (n := walk(v))), None)
        return None

    menu = yaml.safe_load((ROOT / "army_lists" / "usb" / "usb-core.yaml").read_text("utf-8"))
    name = walk(menu)
    assert name, key
    return name


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_samples_are_legal(path):
    view, diagnostics, _ = open_army(path)
    assert view is not None
    assert diagnostics == []


def test_points_over_the_limit():
    hero = {"id": "h", "name": "H", "rank": "aspiring", "magic": 30}
    view = build(90, heroes=[hero], units=[unit("a", quality="inexperienced", models=5)])
    d = finding(view, "USB-POINTS-OVER")
    assert d.path == ("points_limit",)
    assert "costs 95 points, 5 over its 90-point limit" in d.message
    assert "USB-POINTS-OVER" not in codes(build(90, units=[unit(quality="inexperienced")]))


def test_game_below_the_minimum():
    d = finding(build(80), "USB-GAME-TOO-SMALL")
    assert d.path == ("points_limit",)
    assert "90" in d.message
    assert "USB-GAME-TOO-SMALL" not in codes(build(90))


def test_at_least_one_hero():
    d = finding(build(240, heroes=[], units=[unit()]), "USB-HEROES-MISSING")
    assert d.path == ("heroes",)


def test_too_many_heroes():
    heroes = [{"id": f"h{i}", "name": f"H{i}", "rank": "aspiring"} for i in range(3)]
    d = finding(build(300, heroes=heroes), "USB-HEROES-TOO-MANY")
    assert d.path == ("heroes", 2)
    assert d.subjects == ("h2",)


def test_too_many_activations():
    units = [unit(f"u{i}", quality="inexperienced") for i in range(5)]
    d = finding(build(240, units=units), "USB-ACTIVATIONS-TOO-MANY")
    assert d.path == ("units", 4)
    assert "6 activations" in d.message


def test_unit_over_a_third_names_the_game_it_needs():
    view = build(240, units=[unit("big", models=6, equipment="ranged")])  # 6 × 24 = 144
    d = finding(view, "USB-UNIT-OVER-SHARE")
    assert d.path == ("units", 0)
    assert "at least 432 points" in d.message


def test_models_out_of_range():
    view = build(1000, units=[unit("mob", quality="inexperienced", models=21),
                              unit("hi", type="heavy-infantry", models=13)])
    found = [d for d in view.findings if d.code == "USB-MODELS-RANGE"]
    assert [d.path for d in found] == [("units", 0, "models"), ("units", 1, "models")]
    assert "1–20" in found[0].message
    assert "USB-MODELS-RANGE" not in codes(build(1000, units=[unit(models=20)]))


def test_equipment_items_limited_by_growth():
    view = build(1000, units=[unit("m", type="monster", growth=1, items=["shields", "ranged"])])
    d = finding(view, "USB-ITEMS-TOO-MANY")
    assert d.path == ("units", 0, "items", 1)
    assert "from growth step 2" in d.message
    grown = build(1000, units=[unit("m", type="monster", growth=5,
                                    items=["shields", "ranged", "ranged"])])
    assert "USB-ITEMS-TOO-MANY" not in codes(grown)
    vehicle = build(1000, units=[unit("v", type="vehicle", growth=3,
                                      items=["side-guns", "side-guns", "transport"])])
    assert "from growth step 4" in finding(vehicle, "USB-ITEMS-TOO-MANY").message


def test_growth_over_the_maximum_and_on_troops():
    view = build(1000, units=[unit("m", type="monster", growth=7), unit("i", growth=1)])
    assert finding(view, "USB-GROWTH-TOO-MANY").path == ("units", 0, "growth")
    assert finding(view, "USB-GROWTH-NOT-OFFERED").path == ("units", 1, "growth")


def test_hero_one_ranged_and_one_melee():
    hero = {"id": "h", "name": "H", "rank": "hero",
            "equipment": ["ranged", "light-ranged", "shields", "heavy-weapon"]}
    found = [d for d in build(500, heroes=[hero]).findings if d.code == "USB-HERO-EQUIPMENT-SLOTS"]
    assert [d.path for d in found] == [("heroes", 0, "equipment", 1),
                                       ("heroes", 0, "equipment", 3)]
    legal = {**hero, "equipment": ["ranged", "heavy-weapon"]}
    assert build(500, heroes=[legal]).findings == ()


def test_special_weapons_only_with_a_ranged_option():
    view = build(1000, units=[unit("p", models=5, equipment="polearm", special_weapons=2),
                              unit("n", models=5, special_weapons=1)])
    found = [d for d in view.findings if d.code == "USB-SPECIAL-WEAPONS-NO-RANGED"]
    assert [d.path for d in found] == [("units", 0, "special_weapons"),
                                       ("units", 1, "special_weapons")]
    ok = build(1000, units=[unit("r", models=5, equipment="ranged", special_weapons=2)])
    assert ok.findings == ()
    assert ok.unit("r").points == 5 * 24 + 2 * 20


def test_special_weapons_at_most_two_and_not_for_cavalry():
    view = build(1000, units=[unit("r", models=5, equipment="ranged", special_weapons=3),
                              unit("c", type="cavalry", models=3, equipment="light-ranged",
                                   special_weapons=1)])
    assert finding(view, "USB-SPECIAL-WEAPONS-TOO-MANY").path == ("units", 0, "special_weapons")
    assert finding(view, "USB-SPECIAL-WEAPONS-NOT-OFFERED").path == ("units", 1,
                                                                     "special_weapons")


@pytest.mark.parametrize(("choice", "code", "path", "suggestion"), [
    (unit(quality="regualr"), "USB-UNKNOWN-QUALITY", ("units", 0, "quality"), "regular"),
    (unit(type="cavalery"), "USB-UNKNOWN-TYPE", ("units", 0, "type"), "cavalry"),
    (unit(equipment="polarm"), "USB-UNKNOWN-EQUIPMENT", ("units", 0, "equipment"), "polearm"),
    (unit(specialisations=["flyng"]), "USB-UNKNOWN-SPECIALISATION",
     ("units", 0, "specialisations", 0), "flying"),
    (unit(type="vehicle", items=["grat-gun"]), "USB-UNKNOWN-ITEM", ("units", 0, "items", 0),
     "great-gun"),
])
def test_unknown_unit_menu_ids_suggest_close_matches(choice, code, path, suggestion):
    d = finding(build(1000, units=[choice]), code)
    assert d.path == path
    # The typed key quoted as typed; the menu's entry by the name it prints.
    assert f"Did you mean {menu_name(suggestion)}?" in d.message
    assert f"'{suggestion}'" not in d.message


@pytest.mark.parametrize(("hero", "code", "path", "suggestion"), [
    ({"rank": "legnd"}, "USB-UNKNOWN-RANK", ("heroes", 0, "rank"), "legend"),
    ({"equipment": ["sheilds"]}, "USB-UNKNOWN-HERO-EQUIPMENT", ("heroes", 0, "equipment", 0),
     "Shield"),
    ({"class_change": "hors"}, "USB-UNKNOWN-CLASS-CHANGE", ("heroes", 0, "class_change"),
     "horse"),
])
def test_unknown_hero_menu_ids_suggest_close_matches(hero, code, path, suggestion):
    d = finding(build(1000, heroes=[{"id": "h", "name": "H", "rank": "hero", **hero}]), code)
    assert d.path == path
    name = suggestion if suggestion[0].isupper() else menu_name(suggestion)  # a hero's shield
    assert f"Did you mean {name}?" in d.message


def test_options_not_offered_to_the_type():
    view = build(1000, units=[
        unit("a", type="heavy-infantry", equipment="ranged"),
        unit("b", type="cavalry", specialisations=["deep-strike"]),
        unit("c", type="monster", leaders=True),
        unit("d", items=["shields"]),
    ])
    assert finding(view, "USB-EQUIPMENT-NOT-OFFERED").path == ("units", 0, "equipment")
    assert menu_name("heavy-ranged") in finding(view, "USB-EQUIPMENT-NOT-OFFERED").message
    assert finding(view, "USB-SPECIALISATION-NOT-OFFERED").path == ("units", 1,
                                                                    "specialisations", 0)
    assert finding(view, "USB-LEADERS-NOT-OFFERED").path == ("units", 2, "leaders")
    assert finding(view, "USB-ITEMS-NOT-OFFERED").path == ("units", 3, "items")


def test_specialisations_twice_or_already_included():
    view = build(1000, units=[unit("a", specialisations=["flying", "flying"]),
                              unit("v", type="vehicle", specialisations=["robotic"])])
    assert finding(view, "USB-SPECIALISATION-TWICE").path == ("units", 0, "specialisations", 1)
    assert finding(view, "USB-SPECIALISATION-INCLUDED").path == ("units", 1,
                                                                 "specialisations", 0)
    assert view.unit("a").points == 14 + 10
    assert view.unit("v").points == 14 + 15


def test_magic_up_to_the_base_cost():
    d = finding(build(1000, heroes=[{"id": "h", "name": "H", "rank": "aspiring", "magic": 31}]),
                "USB-MAGIC-OVER-BUDGET")
    assert d.path == ("heroes", 0, "magic")
    ok = build(1000, heroes=[{"id": "h", "name": "H", "rank": "aspiring", "magic": 30}])
    assert ok.findings == ()


def test_mount_and_class_change_go_together():
    view = build(1000, heroes=[
        {"id": "a", "name": "A", "rank": "hero", "class_change": "monster-mount"},
        {"id": "b", "name": "B", "rank": "hero", "mount": {"quality": "regular"}},
    ])
    assert finding(view, "USB-MOUNT-MISSING").path == ("heroes", 0, "class_change")
    assert finding(view, "USB-MOUNT-WITHOUT-CLASS-CHANGE").path == ("heroes", 1, "mount")


def test_mount_choices_are_checked_at_the_mount():
    hero = {"id": "h", "name": "H", "rank": "hero", "class_change": "monster-mount",
            "specialisations": ["flying"],
            "mount": {"quality": "regular", "growth": 1, "items": ["ranged", "ranged"]}}
    view = build(1000, heroes=[hero])
    assert finding(view, "USB-ITEMS-TOO-MANY").path == ("heroes", 0, "mount", "items", 1)
    assert finding(view, "USB-HERO-SPECIALISATION-MOUNTED").path == ("heroes", 0,
                                                                     "specialisations")


def test_mounted_heros_own_specialisations_are_neither_charged_nor_applied():
    hero = {"id": "h", "name": "H", "rank": "hero", "class_change": "monster-mount",
            "mount": {"quality": "regular", "growth": 1}}
    plain = build(1000, heroes=[hero]).unit("h")
    flying = build(1000, heroes=[{**hero, "specialisations": ["flying"]}]).unit("h")
    assert flying.points == plain.points
    assert flying.extra["move_bonus"] == plain.extra["move_bonus"]
    assert flying.profile == plain.profile and flying.traits == plain.traits


def test_duplicate_ids_across_heroes_and_units():
    view = build(240, heroes=[{"id": "x", "name": "X", "rank": "aspiring"}], units=[unit("x")])
    assert finding(view, "USB-DUPLICATE-ID").path == ("units", 0, "id")


def test_any_scale_is_accepted_as_the_source_says():
    from listbuilder.systems.usb.army_model import UsbArmy
    from listbuilder.systems.usb.build import build_view
    from tests.usb.helpers import army, core_list

    for scale in ("15mm", "6mm", "28 mm"):
        data = army().model_dump()
        data["scale"] = scale
        view = build_view(core_list(), UsbArmy.model_validate(data))
        assert not [d for d in view.findings if "SCALE" in d.code], scale
