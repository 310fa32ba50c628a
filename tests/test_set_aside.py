"""What a unit keeps over changes of type (`core.set_aside`), on a toy list: three types with
a size range each, and the weapon and perks each takes."""

from __future__ import annotations

from typing import Any

from listbuilder.core.set_aside import as_type

TYPES = {
    "foot": {"size": (1, 10), "weapon": {"pike", "bow"}, "perks": {"drill", "scouts"}},
    "horse": {"size": (1, 3), "weapon": {"lance", "bow"}, "perks": {"scouts"}},
    "guns": {"size": (4, 6), "weapon": set(), "perks": set()},
    "wagon": {"size": (2, 2), "weapon": set(), "perks": set()},
}
KEPT = ("size", "weapon", "perks")


def fitted(unit: dict[str, Any]) -> dict[str, Any]:
    kind = TYPES[unit["type"]]
    low, high = kind["size"]
    out = {"type": unit["type"]}
    size = max(low, min(high, unit.get("size", 1)))
    if size != 1:
        out["size"] = size
    if unit.get("weapon") in kind["weapon"]:
        out["weapon"] = unit["weapon"]
    perks = [p for p in unit.get("perks", []) if p in kind["perks"]]
    if perks:
        out["perks"] = perks
    return out


def through(unit: dict[str, Any], *types: str) -> dict[str, Any]:
    for kind in types:
        unit = as_type(unit, kind, KEPT, fitted)
    return unit


def test_what_the_new_type_takes_is_kept_and_the_rest_set_aside_by_the_type_it_had():
    unit = {"type": "foot", "size": 8, "weapon": "bow", "perks": ["drill", "scouts"]}
    assert through(unit, "horse") == {"type": "horse", "size": 3, "weapon": "bow",
                                      "perks": ["scouts"],
                                      "set_aside": {"foot": {"size": 8, "perks": ["drill"]}}}


def test_a_kept_choice_comes_back_with_any_type_that_takes_it():
    unit = {"type": "foot", "size": 2, "weapon": "bow"}
    # Guns cannot take the bow; Horse, where nothing is in its place, can.
    assert through(unit, "guns", "horse") == {"type": "horse", "size": 2, "weapon": "bow"}


def test_a_size_forced_on_the_way_comes_back_where_it_fits():
    unit = {"type": "foot", "size": 8}
    assert through(unit, "horse")["size"] == 3
    assert through(unit, "horse", "guns")["size"] == 6  # 8 does not fit: brought into range
    assert through(unit, "horse", "foot") == unit


def test_a_size_forced_where_there_was_none_goes_again_when_changed_back():
    unit = {"type": "foot", "weapon": "pike"}  # one figure: the file's default
    assert through(unit, "guns")["size"] == 4
    assert through(unit, "guns", "foot") == unit
    assert through(unit, "guns", "wagon", "foot") == unit  # still kept through a forced 2


def test_a_choice_made_since_stays_and_the_kept_one_is_forgotten():
    unit = through({"type": "foot", "weapon": "pike"}, "horse")
    unit = {**unit, "weapon": "bow"}  # chosen as horse; foot takes it too
    assert through(unit, "foot") == {"type": "foot", "weapon": "bow"}


def test_a_list_comes_back_item_by_item():
    unit = {"type": "foot", "perks": ["drill", "scouts"]}
    on_guns = through(unit, "guns")
    assert on_guns["set_aside"] == {"foot": {"size": None, "perks": ["drill", "scouts"]}}
    on_horse = through(on_guns, "horse")  # the size guns forced goes too (None: one)
    assert on_horse == {"type": "horse", "perks": ["scouts"],
                        "set_aside": {"foot": {"perks": ["drill"]}}}
    assert through(on_horse, "foot") == unit
