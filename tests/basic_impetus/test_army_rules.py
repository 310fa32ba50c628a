"""Army legality against real lists: the General, options and weapon choices."""

from __future__ import annotations

import pytest

from listbuilder.core.diagnostics import Severity
from listbuilder.systems.basic_impetus.general import check_general
from listbuilder.systems.basic_impetus.resolve import resolve

from .conftest import build, codes, load_list

SCOTS = "bi/wallace-bruce-scots"
SAXONS = "bi/anglo-saxons"


def _units(list_id: str, options: list[str] = ()):
    units, problems = resolve(load_list(list_id), list(options))
    assert [p for p in problems if p.kind == "apply"] == []
    return {u.id: u for u in units}


# --- the General [2.6] ---------------------------------------------------------------------

@pytest.mark.parametrize(("general", "expected"), [
    ("schiltron-1", []),
    ("schiltron-6", []),
    ("nobles-1", []),
    (None, ["BI-GENERAL-MISSING"]),
    ("highlanders-1", ["BI-GENERAL-NOT-ALLOWED"]),
    ("skirmishers-1", ["BI-GENERAL-NOT-ALLOWED"]),
    ("schiltron-7", ["BI-GENERAL-UNKNOWN-UNIT"]),
])
def test_general_placement(general, expected) -> None:
    assert codes(list(check_general(general, _units(SCOTS), {}))) == expected


def test_missing_general_lists_the_units_that_may_carry_it() -> None:
    (finding,) = check_general(None, _units("bi/english-1180-1330"), {})
    assert finding.message.endswith("Units that may carry it: Knights 1, Knights 2.")


def test_general_raises_vd_only_where_the_list_says_so() -> None:
    on_schiltron = build(SCOTS, general="schiltron-1")
    assert on_schiltron.unit("schiltron-1").profile["VD"] == 3
    assert on_schiltron.unit("schiltron-2").profile["VD"] == 2
    assert on_schiltron.total("vdt").value == 19
    on_nobles = build(SCOTS, general="nobles-1")
    assert on_nobles.unit("nobles-1").profile["VD"] == 3
    assert on_nobles.total("vdt").value == 18


def test_general_on_a_unit_an_option_removed_is_unknown() -> None:
    view = build(SCOTS, options=["dismounted-nobles"], general="nobles-1")
    assert "BI-GENERAL-UNKNOWN-UNIT" in codes(view.findings)
    view = build(SCOTS, options=["dismounted-nobles"], general="dismounted-nobles-1")
    assert codes(view.findings) == []


# --- options ---------------------------------------------------------------------------------

def test_modify_changes_the_lowest_numbered_units() -> None:
    units = _units("bi/anglo-normans-1072-1180", ["elite-knights"])
    assert [(u.id, u.VBU) for u in units.values() if u.row.id == "knights"] == [
        ("knights-1", 7), ("knights-2", 6), ("knights-3", 6)]
    assert units["knights-1"].option == "elite-knights"


def test_remove_takes_the_highest_numbered_units() -> None:
    units = _units("bi/anglo-normans-1072-1180", ["elite-knights"])
    assert [u for u in units if u.startswith("archers")] == ["archers-1"]
    units = _units("bi/french-1150-1330", ["genoese"])
    assert [u for u in units if u.startswith("skirmishers")] == ["skirmishers-1"]
    assert units["genoese-1"].option == "genoese"


def test_option_replacing_two_rows_with_a_new_row() -> None:
    units = _units("bi/ottonian-german", ["more-swabians"])
    assert "foot-1" not in units and "skirmishers-1" not in units
    assert units["swabians-2"].type == "CP"
    assert sum(1 for u in units.values() if u.name == "Swabians or Bavarians") == 2


def test_varangians_replace_one_kavallarioi() -> None:
    units = _units("bi/byzantines", ["varangians"])
    assert [u for u in units if u.startswith("kavallarioi")] == ["kavallarioi-1",
                                                                  "kavallarioi-2"]
    varangians = units["varangians-1"]
    assert (varangians.type, varangians.VBU, varangians.I, varangians.VD) == ("FP", 6, 3, 3)
    assert not varangians.row.general


def test_army_with_option_resolves_and_totals() -> None:
    view = build("bi/later-magyars", options=["all-mounted"], general="horsemen-1")
    # The book states 19 with the option; the army says so and counts its units.
    assert codes(view.findings) == ["BI-VDT-PUBLISHED-DIFFERS"]
    assert "states VDT 19 with these options, but its rows sum to 20" in view.findings[0].message
    assert view.total("by_type").value == {"CL": 7, "CM": 2}
    assert view.total("vdt").value == 20
    assert [u.id for u in view.units if u.id.startswith("light-horse")][-2:] == [
        "light-horse-4", "light-horse-5"]


@pytest.mark.parametrize(("options", "expected"), [
    (["varangians", "varangians"], ["BI-OPTION-TWICE"]),
    (["varangian"], ["BI-OPTION-UNKNOWN"]),
])
def test_option_mistakes(options, expected) -> None:
    view = build("bi/byzantines", options=options, general="kavallarioi-1",
                 units={"skirmishers-1": {"weapon": "sling"}})
    assert codes(view.findings) == expected


def test_unknown_option_suggests_the_close_one() -> None:
    view = build("bi/byzantines", options=["varangian"], general="kavallarioi-1",
                 units={"skirmishers-1": {"weapon": "sling"}})
    (finding,) = view.findings
    assert "Did you mean Varangians?" in finding.message


# --- weapon choices --------------------------------------------------------------------------

@pytest.mark.parametrize(("choices", "expected"), [
    ({"skirmishers-1": {"weapon": "sling"}}, []),
    ({"skirmishers-1": {"weapon": "javelin"}}, []),
    ({"skirmishers-1": {"weapon": "short-bow-b"}}, []),
    ({"skirmishers-1": {"weapon": "crossbow-b"}}, ["BI-WEAPON-NOT-ALLOWED"]),
    ({"skirmishers-1": {"weapon": "sling"}, "huscarls-1": {"weapon": "javelin"}},
     ["BI-WEAPON-NOT-OFFERED"]),
    ({}, ["BI-WEAPON-UNCHOSEN"]),
    ({"skirmishers-1": {"weapon": "sling"}, "skirmishers-2": {"weapon": "sling"}},
     ["BI-UNIT-UNKNOWN"]),
])
def test_weapon_choice(choices, expected) -> None:
    view = build(SAXONS, general="huscarls-1", units=choices)
    assert codes(view.findings) == expected


def test_unchosen_weapon_is_a_warning_naming_the_choices() -> None:
    (finding,) = build(SAXONS, general="huscarls-1").findings
    assert finding.severity is Severity.WARNING
    assert "one of Javelin, Short bow B, Sling" in finding.message


def test_chosen_weapon_shows_on_the_unit() -> None:
    view = build(SAXONS, general="huscarls-1", units={"skirmishers-1": {"weapon": "sling"}})
    skirmishers = view.unit("skirmishers-1")
    assert skirmishers.equipment == ("Sling",)
    assert skirmishers.extra["weapon"] == "sling"


def test_fixed_second_weapon_and_trait_show_on_skoutatoi() -> None:
    view = build("bi/byzantines", general="kavallarioi-1",
                 units={"skirmishers-1": {"weapon": "sling"}})
    skoutatoi = view.unit("skoutatoi-1")
    assert skoutatoi.equipment == ("Short bow B",)
    assert skoutatoi.traits == ("Long spear",)


def test_special_rules_show_on_the_units_that_have_them() -> None:
    view = build(SAXONS, general="huscarls-1", units={"skirmishers-1": {"weapon": "sling"}})
    # The list prints its own shieldwall rule: it replaces the trait's built-in summary.
    assert view.unit("fyrd-1").traits == ("Shieldwall",)
    assert view.unit("fyrd-1").notes == ()
    (rule,) = view.unit("fyrd-1").extra["rules"]
    assert rule.startswith("Shieldwall: ") and "Becoming disordered" in rule
    assert view.unit("skirmishers-1").notes == ()


# --- groups and big units in real armies ---------------------------------------------------------

@pytest.mark.parametrize(("list_id", "fields", "expected"), [
    (SCOTS, {"big_units": [{"units": ["schiltron-1", "schiltron-2"]}]}, []),
    (SCOTS, {"big_units": [{"units": ["schiltron-1", "highlanders-1"]}]},
     ["BI-BIG-UNIT-ILLEGAL"]),
    (SCOTS, {"big_units": [{"units": ["schiltron-1", "schiltron-2"]},
                           {"units": ["schiltron-2", "schiltron-3"]}]},
     ["BI-BIG-UNIT-OVERLAP"]),
    (SCOTS, {"groups": [{"units": ["nobles-1", "skirmishers-1"]}]}, []),
    (SCOTS, {"groups": [{"units": ["nobles-1", "schiltron-3"]}]}, ["BI-GROUP-MIXED"]),
    (SCOTS, {"groups": [{"units": ["highlanders-1", "schiltron-3"]}]},
     ["BI-GROUP-IMPETUOUS"]),
    (SCOTS, {"groups": [{"units": ["schiltron-3"]}]}, ["BI-GROUP-TOO-SMALL"]),
    (SCOTS, {"groups": [{"units": ["schiltron-3", "schiltron-3"]}]},
     ["BI-GROUP-REPEATED"]),
    (SCOTS, {"groups": [{"units": ["schiltron-3", "schiltron-9"]}]},
     ["BI-GROUP-UNKNOWN-UNIT"]),
    ("bi/irish-gallowglass", {"big_units": [{"units": ["highlanders-1", "highlanders-2"]}]},
     []),
    ("bi/irish-gallowglass", {"big_units": [{"units": ["gallowglass-1", "gallowglass-2"]}]},
     ["BI-BIG-UNIT-ILLEGAL"]),
])
def test_groupings_in_real_armies(list_id, fields, expected) -> None:
    general = "nobles-1" if list_id == SCOTS else "gallowglass-1"
    assert codes(build(list_id, general=general, **fields).findings) == expected
