"""The choices inside an option, described as fields for the editor (issue 10, item 1)."""

from __future__ import annotations

import itertools

from listbuilder.core.edit_specs import field_edit
from listbuilder.core.path_edits import set_at
from listbuilder.storage.loading import load_file
from listbuilder.systems.basic_impetus import BasicImpetus
from listbuilder.systems.basic_impetus.option_fields import option_fields
from tests.conformance.run import case_file

from .conftest import ROOT

CASES = ROOT / "tests" / "conformance" / "cases"
SYSTEM = BasicImpetus()


def _list(name: str):
    return load_file(case_file(name)).model


def _taking(army_list, *options: str):
    army = SYSTEM.new_army(army_list, "Test")
    return set_at(army, ("options",), list(options)) if options else army


def test_no_fields_until_the_option_is_taken() -> None:
    army_list = _list("choose-one-of.yaml")
    assert option_fields(army_list, _taking(army_list)) == []
    assert option_fields(army_list, _taking(army_list, "more-archers")) == []


def test_every_pick_gives_a_valid_army_with_that_choice() -> None:
    army_list = _list("choose-one-of.yaml")
    army = _taking(army_list, "mercenaries")
    remove_from, replacement = option_fields(army_list, army)
    assert (remove_from.label, replacement.label) == ("Remove from", "Replacement")
    assert {remove_from.section, replacement.section} == {"mercenaries"}
    assert remove_from.current is None and replacement.current is None
    for (gone, row), (added, _) in itertools.product(remove_from.choices,
                                                     replacement.choices):
        picked = set_at(set_at(army, *field_edit(remove_from, gone)),
                        *field_edit(replacement, added))
        view = SYSTEM.build(army_list, picked)
        ids = {u.id for u in view.units}
        assert ids.isdisjoint(gone) and f"{added}-1" in ids, (row, added)
        assert not any(d.code.startswith("BI-OPTION") for d in view.findings)
        # The fields read back the pick they wrote.
        again = option_fields(army_list, picked)
        assert [f.current for f in again] == [gone, added]


def test_the_removal_never_names_the_generals_unit_by_default() -> None:
    army_list = _list("choose-one-of.yaml")
    army = set_at(_taking(army_list, "mercenaries"), ("general",), "knights-3")
    remove_from = option_fields(army_list, army)[0]
    assert dict((label, value) for value, label in remove_from.choices)["Knights"] == [
        "knights-2"]


def test_a_single_row_removal_offers_only_the_replacement() -> None:
    army_list = _list("one-of-alternatives.yaml")
    fields = option_fields(army_list, _taking(army_list, "allies"))
    assert [(f.label, [label for _, label in f.choices]) for f in fields] == [
        ("Replacement", ["Allied horse", "Allied archers"])]
