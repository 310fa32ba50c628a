"""Szwadron armies: the legal brigade, totals, and every army check firing."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from listbuilder.core.diagnostics import Severity
from listbuilder.storage.loading import load_file
from listbuilder.systems import get_system
from listbuilder.systems.szwadron.army_model import SzwadronArmy

ROOT = Path(__file__).resolve().parents[2]
LIST = ROOT / "army_lists" / "szwadron" / "example-napoleonic.yaml"
SAMPLE = ROOT / "resources" / "samples" / "szwadron-brigade.army.yaml"
SYSTEM = get_system("szwadron")


@pytest.fixture(scope="module")
def army_list():
    return load_file(LIST).model


def sample_data() -> dict:
    return copy.deepcopy(load_file(SAMPLE).parsed.data)


def build(army_list, data: dict):
    return SYSTEM.build(army_list, SzwadronArmy.model_validate(data))


def codes(view) -> list[str]:
    return sorted(d.code for d in view.findings if d.severity is not Severity.INFO)


def test_brigade_is_legal_and_totals_add_up(army_list):
    view = build(army_list, sample_data())
    assert view.findings == ()
    assert view.total("bases").value == {"20x20": 48, "20x40": 12, "40x40": 3}
    assert view.total("figures").value == 62
    # 10 fusiliers at 10 + grenadiers 13 + voltigeurs 12, two plain battalions, a light one,
    # two hussar regiments, a foot battery with its limber and a horse battery.
    assert view.total("points").value == (100 + 13 + 12) + 240 + 132 + 180 + (30 + 5) + 40


def test_differing_figures_are_recorded_with_what_differs(army_list):
    line = build(army_list, sample_data()).unit("line-1")
    assert line.extra["base_figures"] == 10
    assert line.extra["differing"][0] == {"variant": "grenadiers", "name": "Grenadier company",
                                          "count": 1, "cost": 13,
                                          "changes": {"UW": 4, "M": 6}, "abilities": []}
    assert line.extra["differing"][1]["abilities"] == ["Skirmish order"]


def _unit(d: dict, unit_id: str) -> dict:
    return next(u for u in d["units"] if u["id"] == unit_id)


CASES = {
    "SZ-UNIT-SIZE": lambda d: _unit(d, "line-2").update(figures=13),
    "SZ-POINTS-OVER": lambda d: d.update(points_limit=700),
    "SZ-DIFFERING-TOO-MANY": lambda d: _unit(d, "foot-battery").update(
        type="line-infantry", limbers=0, differing=[{"variant": "grenadiers"},
                                                     {"variant": "voltigeurs"}]),
    "SZ-UNKNOWN-VARIANT": lambda d: _unit(d, "line-2").update(differing=[{"variant": "grenadier"}]),
    "SZ-VARIANT-MAX": lambda d: _unit(d, "line-1")["differing"][0].update(count=2),
    "SZ-DIFFERING-TWICE": lambda d: _unit(d, "line-1")["differing"].append(
        {"variant": "voltigeurs"}),
    "SZ-UNKNOWN-TYPE": lambda d: _unit(d, "line-2").update(type="line-infantery"),
    "SZ-DUPLICATE-UNIT": lambda d: _unit(d, "line-3").update(id="line-2"),
    "SZ-LIMBER-NOT-ALLOWED": lambda d: _unit(d, "horse-battery").update(limbers=1),
}


def test_rules_the_source_does_not_have_are_not_checked(army_list):
    # No "one limber per gun" and no scale rule in the source: one set of bases for all.
    data = sample_data()
    _unit(data, "foot-battery").update(limbers=2)
    data["scale"] = "15mm"
    assert codes(build(army_list, data)) == []


@pytest.mark.parametrize("code", sorted(CASES))
def test_each_army_check_fires(army_list, code):
    data = sample_data()
    CASES[code](data)
    assert code in codes(build(army_list, data))


def test_required_limber(army_list):
    required = army_list.model_copy(update={"unit_types": [
        t.model_copy(update={"limber": t.limber.model_copy(update={"required": True})})
        if t.limber else t for t in army_list.unit_types]})
    assert codes(build(required, sample_data())) == []
    data = sample_data()
    _unit(data, "foot-battery").update(figures=2)
    assert codes(build(required, data)) == ["SZ-LIMBER-MISSING"]


def test_no_points_limit_means_no_points_check(army_list):
    data = sample_data()
    del data["points_limit"]
    data["units"].append({"id": "more", "type": "hussars", "figures": 8})
    assert codes(build(army_list, data)) == []


def test_unknown_type_suggests_and_points_at_the_type(army_list):
    data = sample_data()
    CASES["SZ-UNKNOWN-TYPE"](data)
    (finding,) = build(army_list, data).findings
    # The typed key quoted; the list's types by the names it prints, never by their ids.
    assert "no unit type 'line-infantery'. Did you mean Line infantry battalion" \
        in finding.message
    assert "line-infantry" not in finding.message.replace("'line-infantery'", "")
    assert finding.path == ("units", 1, "type")
