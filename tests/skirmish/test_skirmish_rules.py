"""The skirmish system's rules on real armies: the worked example and every army check."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from listbuilder.core.diagnostics import Severity
from listbuilder.storage.loading import load_file
from listbuilder.systems import get_system
from listbuilder.systems.skirmish.army_model import SkirmishArmy
from listbuilder.systems.skirmish.tables import leave_threshold, morale_test_threshold

ROOT = Path(__file__).resolve().parents[2]
LIST = ROOT / "army_lists" / "skirmish" / "example-warband.yaml"
SAMPLE = ROOT / "resources" / "samples" / "skirmish-small.army.yaml"
SYSTEM = get_system("skirmish")


@pytest.fixture(scope="module")
def army_list():
    return load_file(LIST).model


def sample_data() -> dict:
    return load_file(SAMPLE).parsed.data


def build(army_list, data: dict):
    return SYSTEM.build(army_list, SkirmishArmy.model_validate(data))


def codes(view) -> list[str]:
    return sorted(d.code for d in view.findings if d.severity is Severity.ERROR)


def test_worked_example_ten_fighters_and_a_sergeant(army_list):
    view = build(army_list, sample_data())
    (picket,) = view.units
    assert picket.extra["morale_points"] == 13
    assert picket.extra["test_at"] == 5
    assert picket.extra["leaves_at"] == 7
    assert view.total("morale_points").value == 13
    assert view.total("points").value == 10 * 12 + 12 + 6
    assert view.findings == ()


def test_thresholds_round_up():
    assert [morale_test_threshold(n) for n in (1, 3, 4, 13)] == [1, 1, 2, 5]
    assert [leave_threshold(n) for n in (1, 4, 13)] == [1, 2, 7]


def _medium(data: dict) -> dict:
    """The sample grown into a legal medium army: main detachment of 250+ and an officer."""
    data = copy.deepcopy(data)
    data["game_format"] = "medium"
    main = data["detachments"][0]
    main["main"] = True
    main["models"][0]["count"] = 19
    main["models"].append({"type": "officer"})
    data["detachments"].append({"id": "horse", "models": [{"type": "mounted-trooper", "count": 4}]})
    return data


def _large(data: dict) -> dict:
    data = copy.deepcopy(data)
    data["game_format"] = "large"
    data["detachments"][0]["models"].append({"type": "field-commander", "bonus": "stubborn"})
    data["detachments"].append({"id": "impi", "models": [
        {"type": "levy", "count": 20}, {"type": "levy", "role": "sergeant"},
        {"type": "induna"}, {"type": "inyanga"}, {"type": "levy", "role": "agitator"}]})
    return data


def test_legal_medium_and_large_armies(army_list):
    medium = build(army_list, _medium(sample_data()))
    assert codes(medium) == []
    large = build(army_list, _large(sample_data()))
    assert codes(large) == []
    impi = large.unit("impi")
    # 20 levies + agitator 1 each, sergeant 3, chief 5, shaman 5.
    assert impi.extra["morale_points"] == 21 + 3 + 5 + 5
    assert large.total("morale_points").breaks_at == leave_threshold(13 + 4 + 34)
    assert large.total("points").value == 138 + 35 + 30 + 20 * 6 + 10 + 18 + 15 + 6


def test_the_senior_officers_detachment_carries_the_commander_in_chief(army_list):
    medium, large = (build(army_list, f(sample_data())) for f in (_medium, _large))
    assert medium.leader is None  # an officer, but no senior officer: no commander-in-chief
    assert large.leader_title == "Commander-in-chief"
    assert [u.id for u in large.units if u.leader] == [sample_data()["detachments"][0]["id"]]


def _edit(data: dict, change) -> dict:
    data = copy.deepcopy(data)
    change(data)
    return data


def _models(data: dict, i: int = 0) -> list:
    return data["detachments"][i]["models"]


CASES = {
    "SK-POINTS-OVER": lambda d: _models(d)[0].update(count=20),
    "SK-SERGEANT-COUNT": lambda d: _models(d).pop(),
    "SK-OFFICER-COUNT": lambda d: _models(d).extend([{"type": "officer"}, {"type": "induna"}]),
    "SK-HERO-COUNT": lambda d: _models(d).append({"type": "rifleman", "role": "hero",
                                                  "count": 2}),
    "SK-AGITATOR-COUNT": lambda d: _models(d).append({"type": "levy", "role": "agitator",
                                                      "count": 2}),
    "SK-LANCE-NOT-MOUNTED": lambda d: _models(d)[0].update(lance=True, count=1),
    "SK-OUTSTANDING-NOT-OFFICER": lambda d: _models(d)[1].update(outstanding=True),
    "SK-BONUS-NOT-SENIOR": lambda d: _models(d).append({"type": "officer", "bonus": "sensible"}),
    "SK-SENIOR-OFFICER-FORMAT": lambda d: _models(d).append({"type": "field-commander"}),
    "SK-ROLE-NOT-ALLOWED": lambda d: _models(d)[0].update(role="chief"),
    "SK-UNKNOWN-ROLE": lambda d: _models(d)[0].update(role="sargeant"),
    "SK-UNKNOWN-MODEL-TYPE": lambda d: _models(d)[0].update(type="rifelman"),
    "SK-DETACHMENT-COUNT": lambda d: d["detachments"].append(copy.deepcopy(d["detachments"][0])
                                                             | {"id": "second"}),
    "SK-DUPLICATE-DETACHMENT": lambda d: d["detachments"].append(d["detachments"][0]),
    "SK-SCALE-UNKNOWN": lambda d: d.update(scale="25mm"),
}


@pytest.mark.parametrize("code", sorted(CASES))
def test_each_army_check_fires(army_list, code):
    view = build(army_list, _edit(sample_data(), CASES[code]))
    assert code in codes(view)


def test_medium_checks(army_list):
    no_officer = _edit(_medium(sample_data()), lambda d: _models(d).pop())
    assert "SK-OFFICER-REQUIRED" in codes(build(army_list, no_officer))
    poor_main = _edit(_medium(sample_data()), lambda d: _models(d)[0].update(count=5))
    assert "SK-MAIN-POINTS" in codes(build(army_list, poor_main))
    two_mains = _edit(_medium(sample_data()), lambda d: d["detachments"][1].update(main=True))
    assert "SK-MAIN-DETACHMENT" in codes(build(army_list, two_mains))


def test_medium_reinforcements_may_take_a_sergeant_but_need_none(army_list):
    view = build(army_list, _medium(sample_data()))
    assert "SK-SERGEANT-COUNT" not in codes(view)
    with_two = _edit(_medium(sample_data()), lambda d: _models(d, 1).append(
        {"type": "mounted-trooper", "role": "sergeant", "count": 2}))
    assert "SK-SERGEANT-COUNT" in codes(build(army_list, with_two))


def test_large_checks(army_list):
    no_senior = _edit(_large(sample_data()), lambda d: _models(d).pop())
    assert "SK-SENIOR-OFFICER-REQUIRED" in codes(build(army_list, no_senior))
    two = _edit(_large(sample_data()), lambda d: _models(d, 1).append({"type": "field-commander"}))
    assert "SK-SENIOR-OFFICER-COUNT" in codes(build(army_list, two))


def test_surcharges_are_added(army_list):
    data = _large(sample_data())
    _models(data, 1).append({"type": "levy", "role": "hero"})
    data["detachments"].append({"id": "horse", "models": [
        {"type": "mounted-trooper", "role": "sergeant", "lance": True},
        {"type": "mounted-trooper", "count": 2, "lance": True},
        {"type": "officer", "outstanding": True}]})
    view = build(army_list, data)
    assert codes(view) == []
    horse = view.unit("horse")
    assert horse.points == (16 + 6 + 3) + 2 * (16 + 3) + (20 + 5)
    hero = view.unit("impi").extra["models"][-1]
    assert (hero["cost_each"], hero["morale_points"]) == (6 + 40, 4)
    commander = view.unit("picket").extra["models"][-1]
    assert commander["cost_each"] == 35 + 30


def test_messages_suggest_close_names(army_list):
    view = build(army_list, _edit(sample_data(), CASES["SK-UNKNOWN-MODEL-TYPE"]))
    (finding,) = [d for d in view.findings if d.code == "SK-UNKNOWN-MODEL-TYPE"]
    assert "Did you mean Colonial rifleman?" in finding.message  # the list's name, not its key
    assert finding.path == ("detachments", 0, "models", 0, "type")
