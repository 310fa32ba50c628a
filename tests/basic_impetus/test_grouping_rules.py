"""Groups and big units, RULES.md §1.4, as tables of cases against the pure rule functions."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.storage.checking import build_army
from listbuilder.storage.list_catalog import bundled_catalog
from listbuilder.storage.loading import load_bytes
from listbuilder.systems.basic_impetus.grouping import big_unit_problem, group_problem
from tests.conformance.run import case_file

from .conftest import unit

ROOT = Path(__file__).resolve().parents[2]

# (members as (type, traits...), expected code or None)
GROUP_CASES = [
    ([("CP",), ("CP",)], None),
    ([("CP",), ("CM",), ("CL",)], None),
    ([("FP",), ("FL",), ("T",)], None),
    # Rule 1: all infantry or all cavalry, except that S may join cavalry.
    ([("CP",), ("S",)], None),
    ([("CL",), ("CM",), ("S",)], None),
    ([("FP",), ("S",)], None),
    ([("CP",), ("FP",)], "BI-GROUP-MIXED"),
    ([("CM",), ("T",)], "BI-GROUP-MIXED"),
    ([("CL",), ("S",), ("FL",)], "BI-GROUP-MIXED"),
    ([("EL",), ("FP",)], "BI-GROUP-MIXED"),
    # Rule 2: these never group, not even with identical units.
    ([("W",), ("W",)], "BI-GROUP-NEVER"),
    ([("ART",), ("ART",)], "BI-GROUP-NEVER"),
    ([("CGP",), ("CGP",)], "BI-GROUP-NEVER"),
    ([("CGL",), ("CGL",)], "BI-GROUP-NEVER"),
    ([("CF",), ("CF",)], "BI-GROUP-NEVER"),
    ([("ART",), ("FP",)], "BI-GROUP-NEVER"),
    ([("CGL",), ("CP",)], "BI-GROUP-NEVER"),
    # Rule 3: impetuous only with impetuous of the same type.
    ([("FL", "impetuous"), ("FL", "impetuous")], None),
    ([("FP", "impetuous"), ("FP", "impetuous"), ("FP", "impetuous")], None),
    ([("CP", "impetuous"), ("CP", "impetuous")], None),
    ([("FL", "impetuous"), ("FL",)], "BI-GROUP-IMPETUOUS"),
    ([("FP", "impetuous"), ("FL", "impetuous")], "BI-GROUP-IMPETUOUS"),
    ([("CP", "impetuous"), ("CM", "impetuous")], "BI-GROUP-IMPETUOUS"),
    ([("FP",), ("FP", "impetuous")], "BI-GROUP-IMPETUOUS"),
    # The Hungarian spelling LP reads as FL.
    ([("LP",), ("FL",)], None),
    ([("LP",), ("CL",)], "BI-GROUP-MIXED"),
]


def _members(spec):
    return [unit(t[0], *t[1:], row=f"r{i}") for i, t in enumerate(spec)]


def _label(case) -> str:
    return "+".join("/".join(t) for t in case)


@pytest.mark.parametrize(("spec", "expected"), GROUP_CASES,
                         ids=[_label(c[0]) for c in GROUP_CASES])
def test_group_membership(spec, expected) -> None:
    problem = group_problem(_members(spec))
    assert (problem[0].code if problem else None) == expected


# (members, rows the list permits, expected code or None)
BIG_UNIT_CASES = [
    ([("FP", "pike"), ("FP", "pike")], set(), None),
    ([("FP", "impetuous"), ("FP", "impetuous")], set(), None),
    ([("FL", "impetuous"), ("FL", "impetuous")], set(), None),
    ([("FP",), ("FP",)], set(), "BI-BIG-UNIT-ILLEGAL"),
    ([("FP", "pike"), ("FP",)], set(), "BI-BIG-UNIT-ILLEGAL"),
    ([("FP", "impetuous"), ("FL", "impetuous")], set(), "BI-BIG-UNIT-ILLEGAL"),
    ([("FP", "pike"), ("FL", "impetuous")], set(), "BI-BIG-UNIT-ILLEGAL"),
    ([("CP", "impetuous"), ("CP", "impetuous")], set(), "BI-BIG-UNIT-ILLEGAL"),
    ([("FL",), ("FL",)], set(), "BI-BIG-UNIT-ILLEGAL"),
    ([("FP", "pike"), ("FP", "pike"), ("FP", "pike")], set(), "BI-BIG-UNIT-SIZE"),
    ([("FP", "pike")], set(), "BI-BIG-UNIT-SIZE"),
    # A list may name rows that form big units: both members must come from those rows.
    ([("FP",), ("FP",)], {"r0", "r1"}, None),
    ([("FP",), ("FP",)], {"r0"}, "BI-BIG-UNIT-ILLEGAL"),
    ([("FP",), ("FL",)], {"r0", "r1"}, "BI-BIG-UNIT-ILLEGAL"),
]


@pytest.mark.parametrize(("spec", "permitted", "expected"), BIG_UNIT_CASES,
                         ids=[f"{_label(c[0])}-{len(c[1])}" for c in BIG_UNIT_CASES])
def test_big_unit_membership(spec, permitted, expected) -> None:
    problem = big_unit_problem(_members(spec), permitted)
    assert (problem[0].code if problem else None) == expected


def test_group_problem_explains_itself() -> None:
    code, reason = group_problem(_members([("CP",), ("FP",)]))
    assert "only skirmishers (S) may also join cavalry" in reason
    code, reason = group_problem(_members([("ART",), ("CGP",)]))
    assert reason.startswith("ART, CGP units never group")


def test_an_illegal_group_names_its_units_as_the_player_named_them():
    """A knights unit the player renamed 'Royal household' was 'Knights' in the finding."""
    text = case_file("army-rule-breaks.yaml").read_text(encoding="utf-8")
    renamed = text.replace("\nunits:\n", "\nunits:\n  knights-1: {name: Royal household}\n")
    loaded = load_bytes(renamed.encode(), "renamed.army.yaml")
    view, findings = build_army(loaded, bundled_catalog())
    mixed = [f.text() for f in findings if f.code == "BI-GROUP-MIXED"]
    assert mixed and "Members: Royal household (CP), Spearmen (FP)." in mixed[0], mixed
