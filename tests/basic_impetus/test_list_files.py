"""The bundled list files: each loads, checks clean, and adds up as the source prints it."""

from __future__ import annotations

import pytest

from listbuilder.core.diagnostics import Severity
from listbuilder.storage.checking import check_list
from listbuilder.storage.loading import load_file
from listbuilder.systems.basic_impetus.resolve import resolve

from .conftest import list_files, list_findings, load_list

ALL_IDS = [
    "bi/later-magyars", "bi/ottonian-german", "bi/normans", "bi/anglo-saxons", "bi/byzantines",
    "bi/french-1150-1330", "bi/anglo-normans-1072-1180", "bi/english-1180-1330",
    "bi/welsh-1100-1400", "bi/wallace-bruce-scots", "bi/irish-gallowglass",
    "bi/italian-city-states-xii", "bi/italian-city-states-xiii", "bi/emperor-frederick-redbeard",
    "bi/frederick-ii-swabians",
]


def test_every_list_of_the_data_is_bundled() -> None:
    ids = sorted(load_file(p).model.id for p in list_files())
    assert ids == sorted(ALL_IDS)


@pytest.mark.parametrize("path", list_files(), ids=lambda p: p.stem)
def test_list_loads_and_checks_without_error(path) -> None:
    loaded = load_file(path)
    assert loaded.diagnostics == []
    errors = [d for d in check_list(loaded) if d.severity is Severity.ERROR]
    assert errors == []


# (list id, options taken, units, VDT): the sum of the rows' VD, without the General.
VDT_CASES = [
    ("bi/french-1150-1330", [], 8, 16),
    ("bi/french-1150-1330", ["genoese"], 7, 15),
    ("bi/french-1150-1330", ["levies"], 9, 16),
    ("bi/french-1150-1330", ["genoese", "levies"], 8, 15),
    ("bi/later-magyars", [], 9, 18),
    ("bi/later-magyars", ["all-mounted"], 9, 20),
    ("bi/ottonian-german", [], 8, 20),
    ("bi/ottonian-german", ["more-swabians"], 7, 20),
    ("bi/normans", [], 8, 18),
    ("bi/anglo-saxons", [], 8, 15),
    ("bi/byzantines", [], 9, 20),
    ("bi/byzantines", ["varangians"], 9, 20),
    ("bi/anglo-normans-1072-1180", [], 8, 14),
    ("bi/anglo-normans-1072-1180", ["elite-knights"], 7, 13),
    ("bi/english-1180-1330", [], 9, 13),
    ("bi/english-1180-1330", ["crossbowmen"], 9, 13),
    ("bi/welsh-1100-1400", [], 11, 21),
    ("bi/wallace-bruce-scots", [], 9, 18),
    ("bi/wallace-bruce-scots", ["dismounted-nobles"], 9, 18),
    ("bi/irish-gallowglass", [], 9, 23),
    ("bi/italian-city-states-xii", [], 8, 16),
    ("bi/italian-city-states-xii", ["carroccio"], 8, 18),
    ("bi/italian-city-states-xiii", [], 8, 16),
    ("bi/italian-city-states-xiii", ["carroccio-or-berrovieri"], 8, 18),
    ("bi/emperor-frederick-redbeard", [], 8, 17),
    ("bi/frederick-ii-swabians", [], 8, 18),
    ("bi/frederick-ii-swabians", ["arab-archers"], 8, 18),
    ("bi/frederick-ii-swabians", ["sicilian-infantry"], 8, 18),
    ("bi/frederick-ii-swabians", ["mercenary-militia"], 8, 18),
]


@pytest.mark.parametrize(("list_id", "options", "count", "vdt"), VDT_CASES)
def test_computed_units_and_vdt(list_id, options, count, vdt) -> None:
    units, problems = resolve(load_list(list_id), options)
    assert [p for p in problems if p.kind == "apply"] == []
    assert (len(units), sum(u.VD for u in units)) == (count, vdt)


def test_every_option_is_covered_by_the_vdt_table() -> None:
    covered = {(list_id, o) for list_id, options, _, _ in VDT_CASES for o in options}
    every = {(i, o.id) for i in ALL_IDS for o in load_list(i).options}
    assert every == covered


@pytest.mark.parametrize(("list_id", "options", "stated", "computed"), [
    ("bi/later-magyars", [], 17, 18),
    ("bi/later-magyars", ["all-mounted"], 19, 20),
    ("bi/anglo-normans-1072-1180", [], 15, 14),
    ("bi/emperor-frederick-redbeard", [], 18, 17),
    ("bi/frederick-ii-swabians", [], 17, 18),
])
def test_source_vdt_errors_are_reported_as_info_with_both_numbers(
        list_id, options, stated, computed) -> None:
    findings = [d for d in list_findings(list_id) if d.code == "BI-LIST-VDT-MISMATCH"
                and list(d.subjects) == options]
    assert len(findings) == 1
    (finding,) = findings
    assert finding.severity is Severity.INFO
    assert f"VDT {stated}" in finding.message
    assert f"the units' VD add up to {computed}" in finding.message
    assert f"published VDT {stated}" in finding.message
    assert "acknowledged erratum" in finding.message


@pytest.mark.parametrize("list_id", ["bi/french-1150-1330", "bi/english-1180-1330",
                                     "bi/welsh-1100-1400", "bi/wallace-bruce-scots",
                                     "bi/italian-city-states-xii", "bi/italian-city-states-xiii"])
def test_lists_whose_stated_vdt_matches_have_no_vdt_finding(list_id) -> None:
    assert load_list(list_id).stated_vdt
    assert [d for d in list_findings(list_id) if "VDT" in d.code] == []


def test_welsh_unit_count_is_a_warning_not_an_error() -> None:
    findings = list_findings("bi/welsh-1100-1400")
    assert [(d.severity, d.code) for d in findings] == [(Severity.WARNING, "BI-LIST-UNIT-COUNT")]
    assert "11 units" in findings[0].message


@pytest.mark.parametrize("list_id", [i for i in ALL_IDS if i not in {
    "bi/later-magyars", "bi/anglo-normans-1072-1180", "bi/welsh-1100-1400",
    "bi/emperor-frederick-redbeard", "bi/frederick-ii-swabians"}])
def test_other_lists_have_no_errors_or_warnings(list_id) -> None:
    findings = list_findings(list_id)
    assert [d for d in findings if d.severity is not Severity.INFO] == []
    # Infos only say what the book leaves out or what an erratum acknowledges.
    assert {d.code for d in findings} <= {"BI-LIST-VDT-NOT-STATED", "BI-LIST-TRAIT-TYPE"}


@pytest.mark.parametrize(("list_id", "volume"), [(i, "15") for i in ALL_IDS[:5]]
                         + [(i, "19") for i in ALL_IDS[5:11]]
                         + [(i, "20") for i in ALL_IDS[11:]])
def test_every_list_credits_its_source(list_id, volume) -> None:
    army_list = load_list(list_id)
    assert army_list.edition == "Basic Impetus (2008)"
    assert army_list.source.publisher == "Dadi&Piombo"
    assert army_list.source.volume == volume
    assert army_list.source.page == f"vol{volume}e.html"
    assert f"volume {volume}" in army_list.source.title


def test_revised_lists_say_so() -> None:
    revised = {i for i in ALL_IDS if load_list(i).source.revised == "2009-04"}
    assert revised == {"bi/welsh-1100-1400", "bi/wallace-bruce-scots"}
    assert load_list("bi/frederick-ii-swabians").source.revised == "2008-03-11"


@pytest.mark.parametrize("list_id", ["bi/ottonian-german", "bi/normans", "bi/anglo-saxons",
                                     "bi/byzantines", "bi/irish-gallowglass"])
def test_names_lost_from_the_page_are_flagged(list_id) -> None:
    army_list = load_list(list_id)
    assert "lost from the source page" in army_list.notes
    assert [s.vdt for s in army_list.stated_vdt] == ["not stated"]


def test_scots_schiltrons_are_pikes_that_may_form_big_units() -> None:
    scots = load_list("bi/wallace-bruce-scots")
    schiltron = next(r for r in scots.units if r.id == "schiltron")
    assert (schiltron.VD, schiltron.VD_general, schiltron.general) == (2, 3, True)
    assert schiltron.traits == ["pike"] and schiltron.rules == ["schiltron"]
    assert scots.big_units == ["schiltron"]
    assert [r.id for r in scots.special_rules] == ["schiltron"]


def test_skoutatoi_carry_long_spear_and_short_bow() -> None:
    skoutatoi = next(r for r in load_list("bi/byzantines").units if r.id == "skoutatoi")
    assert (skoutatoi.traits, skoutatoi.weapon) == (["long-spear"], "short-bow-b")


@pytest.mark.parametrize(("list_id", "row", "choice"), [
    ("bi/anglo-saxons", "skirmishers", ["javelin", "short-bow-b", "sling"]),
    ("bi/byzantines", "skirmishers", ["short-bow-b", "sling"]),
    ("bi/english-1180-1330", "skirmishers", ["sling", "crossbow-b", "javelin"]),
    ("bi/french-1150-1330", "skirmishers", ["crossbow-b", "short-bow-b"]),
])
def test_weapon_choices_are_encoded(list_id, row, choice) -> None:
    found = next(r for r in load_list(list_id).units if r.id == row)
    assert (found.weapon, found.weapon_choice) == (None, choice)
