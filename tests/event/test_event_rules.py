"""Each rule an event adds, its own finding, from the pure function the organiser's command
and the editor share: one event per rule kind against real sample armies."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from listbuilder.core.event import Entrant, Event, event_findings, same_scale, years_of
from listbuilder.core.stamp import accepted_stamps, data_stamp
from listbuilder.storage.loading import LoadedArmy
from listbuilder.storage.open_army import open_army
from listbuilder.storage.share_army import army_list_of
from tests.event.conftest import FRENCH, SCOTS, USB, army_text

FRENCH_STAMP = "sha256:4f131c4d804b45dd"
LEGEND = FRENCH.parent / "usb-legend-on-dragon.army.yaml"


def entrant(path: Path) -> tuple[Entrant, dict[str, str]]:
    view, _findings, loaded = open_army(path)
    assert view is not None and isinstance(loaded, LoadedArmy)
    army_list = army_list_of(loaded)
    assert army_list is not None
    return (Entrant(view, army_list.period, data_stamp(army_list), accepted_stamps(army_list),
                    loaded.model.list_stamp), loaded.system.scale_aliases)


def codes(event: Event, path: Path) -> list[str]:
    found, aliases = entrant(path)
    return [d.code for d in event_findings(event, found, aliases)]


BI = Event(name="Spring Clash", system="basic-impetus")
USB_EVENT = Event(name="Border skirmish", system="usb")

# (the rule, the event, the army, the codes it finds)
RULES = [
    ("none", BI, FRENCH, []),
    ("system", BI, USB, ["EVENT-SYSTEM"]),
    ("lists", replace(BI, lists=("bi/normans", "bi/english-*")), FRENCH,
     ["EVENT-LIST-NOT-ALLOWED"]),
    ("lists allowed", replace(BI, lists=("bi/french-*",)), FRENCH, []),
    ("periods", replace(BI, periods=("*BC*",)), FRENCH, ["EVENT-PERIOD"]),
    ("periods allowed", replace(BI, periods=("*ad",)), FRENCH, []),
    ("years", replace(BI, years=(500, 900)), FRENCH, ["EVENT-YEARS"]),
    ("years met", replace(BI, years=(1300, 1400)), FRENCH, []),
    ("years unknown", replace(BI, years=(1300, 1400)), SCOTS, ["EVENT-YEARS-UNKNOWN"]),
    ("points over", replace(USB_EVENT, points=200), USB,
     ["EVENT-POINTS-OVER", "EVENT-POINTS-GAME-SIZE"]),
    ("points within", replace(USB_EVENT, points=240), USB, []),
    ("game size", replace(USB_EVENT, points=1400), LEGEND, ["EVENT-POINTS-GAME-SIZE"]),
    ("units", replace(BI, units=(8, None)), FRENCH, ["EVENT-SIZE"]),
    ("units at most", replace(BI, units=(None, 6)), FRENCH, ["EVENT-SIZE"]),
    ("units within", replace(BI, units=(7, 7)), FRENCH, []),
    ("scale", replace(BI, scale="15mm"), FRENCH, ["EVENT-SCALE"]),
    ("scale written apart", replace(BI, scale="28 MM"), FRENCH, []),
    ("list versions", replace(BI, list_versions=(("bi/french-1150-1330",
                                                  ("sha256:0123456789abcdef",)),)), FRENCH,
     ["EVENT-LIST-DATA", "EVENT-LIST-VERSION"]),
    ("list version current", replace(BI, list_versions=(("bi/french-1150-1330",
                                                         (FRENCH_STAMP,)),)), FRENCH, []),
    ("warnings allowed", replace(BI, warnings=False), FRENCH, []),
]


@pytest.mark.parametrize(("rule", "event", "army", "expected"), RULES,
                         ids=[r[0] for r in RULES])
def test_each_rule_kind_has_its_own_finding(rule, event, army, expected):
    assert codes(event, army) == expected


def test_warnings_not_allowed_names_the_armys_warnings(tmp_path):
    stale = tmp_path / "stale.yaml"
    stale.write_text(army_text(FRENCH, list_stamp="sha256:0123456789abcdef"), encoding="utf-8")
    found, _aliases = entrant(stale)
    findings = event_findings(replace(BI, warnings=False), found)
    assert [d.code for d in findings] == ["EVENT-WARNINGS-NOT-ALLOWED"]
    assert "ARMY-LIST-CHANGED" in findings[0].message


def test_an_unstamped_army_at_an_event_that_fixes_versions(tmp_path):
    bare = tmp_path / "bare.yaml"
    bare.write_text(FRENCH.read_text(encoding="utf-8").replace(
        f"list_stamp: {FRENCH_STAMP}\n", ""), encoding="utf-8")
    event = replace(BI, list_versions=(("bi/french-1150-1330", (FRENCH_STAMP,)),))
    assert codes(event, bare) == ["EVENT-LIST-NOT-STAMPED"]


def test_an_army_at_a_scale_its_rules_size_alike_is_at_the_events():
    assert same_scale("25mm", "28mm", {"25mm": "28mm"})
    assert not same_scale("15mm", "28mm", {"25mm": "28mm"})


def test_the_findings_point_into_the_army_file():
    found, _aliases = entrant(FRENCH)
    findings = event_findings(replace(BI, scale="15mm", lists=("bi/normans",)), found)
    assert [d.path for d in findings] == [("list",), ("scale",)]


@pytest.mark.parametrize(("text", "years"), [
    ("1150–1330 AD", (1150, 1330)), ("1805–1815", (1805, 1815)), ('1879', (1879, 1879)),
    ("500–200 BC", (-500, -200)), ("55 BC – AD 70", (-55, 70)), ("c. 1066", (1066, 1066)),
    ("11th century", None), ("Anglo-Saxons", None), ("28mm figures", None),
    ("Example warband — colonial field force, 1879 (invented costs)", (1879, 1879)),
])
def test_a_lists_years_are_read_from_its_period_or_name(text, years):
    assert years_of(text) == years
