"""Every worked example of the USB text (RULES.md §2) as the builder computes it."""

from __future__ import annotations

import pytest

from listbuilder.storage.open_army import open_army
from tests.usb.helpers import ROOT, build, cios, codes, unit


@pytest.mark.parametrize(("limit", "heroes_max", "activations_max"),
                         [(240, 1, 5), (300, 2, 6), (250, 1, 5), (251, 2, 6), (1446, 6, 29)])
def test_composition_limits(limit, heroes_max, activations_max):
    view = build(limit)
    assert view.total("heroes").limit == heroes_max
    assert view.total("activations").limit == activations_max
    assert view.total("points").limit == limit


AT_80 = unit("u", quality="inexperienced", models=8, equipment="polearm")  # 8 × (7 + 3)
AT_81 = unit("u", type="monster", quality="veteran", growth=4)  # 21 + 4 × 15
AT_100 = unit("u", quality="inexperienced", models=10, equipment="shields")  # 10 × (7 + 3)
AT_101 = unit("u", type="monster", quality="veteran", growth=3,
              items=["ranged", "big-ranged"])  # 21 + 45 + 25 + 10


@pytest.mark.parametrize(("limit", "choice", "points", "legal"), [
    (240, AT_80, 80, True), (240, AT_81, 81, False),
    (300, AT_100, 100, True), (300, AT_101, 101, False),
])
def test_no_unit_over_a_third_of_the_limit(limit, choice, points, legal):
    view = build(limit, units=[choice])
    assert view.unit("u").points == points
    assert ("USB-UNIT-OVER-SHARE" not in codes(view)) is legal
    if not legal:
        assert f"at least {3 * points} points" in next(
            d.message for d in view.findings if d.code == "USB-UNIT-OVER-SHARE")


def test_240_points_one_hero_and_four_units_none_over_80():
    view, diagnostics, _ = open_army(ROOT / "resources/samples/usb-240.army.yaml")
    assert diagnostics == []
    assert view.totals_json() == {"points": 236, "points_limit": 240, "activations": 5,
                           "activations_max": 5, "heroes": 1, "heroes_max": 1}
    assert all(u.points <= 80 for u in view.units)


def test_300_points_two_heroes_and_four_units_or_one_hero_and_five():
    cheap = [unit(f"u{i}", quality="inexperienced", models=2) for i in range(5)]
    two_heroes = [{"id": f"h{i}", "name": f"H{i}", "rank": "aspiring"} for i in range(2)]
    assert build(300, heroes=two_heroes, units=cheap[:4]).findings == ()
    assert build(300, units=cheap).findings == ()
    assert "USB-ACTIVATIONS-TOO-MANY" in codes(build(300, heroes=two_heroes, units=cheap))


@pytest.mark.parametrize(("type_", "growth", "points", "expected"), [
    ("monster", 1, 29, ("+4", 1, "+4", 3)),
    ("monster", 6, 104, ("+4", 6, "+4", 18)),
    ("vehicle", 1, 44, ("+4", 1, "+4", 3)),
    ("vehicle", 6, 119, ("+4", 6, "+4", 18)),
])
def test_regular_monsters_and_vehicles(type_, growth, points, expected):
    view = build(1000, units=[unit("big", type=type_, growth=growth)])
    assert view.unit("big").points == points
    assert cios(view, "big") == expected
    assert view.findings == ()


def test_a_vehicle_without_growth_is_a_static_gun_for_quality_plus_15():
    view = build(1000, units=[unit("gun", type="vehicle", items=["great-gun"])])
    assert view.unit("gun").points == 14 + 15 + 40
    assert cios(view, "gun") == ("+4", 1, "+4", 1)


LEGEND = {
    "id": "lord", "name": "Dragon Lord", "rank": "legend",
    "equipment": ["heavy-ranged", "heavy-weapon"], "class_change": "monster-mount", "magic": 115,
    "mount": {"quality": "veteran", "growth": 6, "items": ["ranged", "ranged", "ranged"],
              "specialisations": ["deep-strike", "flying", "robotic"]},
}


def test_legend_on_a_fully_grown_dragon():
    view = build(1446, heroes=[LEGEND])
    lord = view.unit("lord")
    assert lord.points == 482
    assert lord.extra["min_game_points"] == 1446
    assert cios(view, "lord") == ("+3", 9, "+3", 22)
    assert lord.profile["Power Points"] == 8
    breakdown = {row["item"]: row["points"] for row in lord.extra["cost_breakdown"]}
    assert breakdown["Legend"] == 115
    assert breakdown["Magic / technology"] == 115
    assert breakdown["Heavy-infantry ranged weapon"] + breakdown["Heavy weapon"] == 21
    assert breakdown["Mount: Monster"] == 231
    assert view.findings == ()


def test_the_legend_on_its_dragon_needs_a_1446_point_game():
    view = build(1445, heroes=[LEGEND])
    message = next(d.message for d in view.findings if d.code == "USB-UNIT-OVER-SHARE")
    assert "at least 1446 points" in message


def test_legend_sample_file():
    view, diagnostics, _ = open_army(ROOT / "resources/samples/usb-legend-on-dragon.army.yaml")
    assert diagnostics == []
    lord = view.unit("dragon-lord")
    assert (lord.points, lord.extra["min_game_points"]) == (482, 1446)
    assert cios(view, "dragon-lord") == ("+3", 9, "+3", 22)
    assert view.total("points").limit == 1446
    assert lord.leader  # the most expensive hero commands


def test_heavy_armour_and_horse_change_the_hero():
    armoured = {"id": "a", "name": "A", "rank": "hero", "class_change": "heavy-armour"}
    mounted = {"id": "m", "name": "M", "rank": "hero", "class_change": "horse"}
    view = build(500, heroes=[armoured, mounted])
    assert cios(view, "a") == ("+3", 3, "+3", 4)
    assert view.unit("a").points == 100
    assert view.unit("m").points == 100
    assert view.unit("m").extra["melee_initiative_bonus"] == 1
    assert view.unit("m").extra["move_bonus"] == 4
