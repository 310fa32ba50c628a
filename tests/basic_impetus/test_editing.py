"""Basic Impetus described as field specs, like the points systems (issue 11, design 1).

The editor renders these generically, so what is tested here is the description: what each
field offers, the edits a change makes (one undoable step), and that every offer validates.
"""

from __future__ import annotations

import pytest

from listbuilder.core.edit_specs import FieldSpec
from listbuilder.core.path_edits import get_at, set_at
from listbuilder.core.view import Leading
from listbuilder.storage.list_catalog import bundled_catalog
from listbuilder.systems import get_system, registry
from tests.editing_checks import apply_everything, loaded_sample

SYSTEM = get_system("basic-impetus")


def fields(army_list, army, unit_id=None) -> dict[str, FieldSpec]:
    return {spec.member or spec.label: spec
            for spec in SYSTEM.editable(army_list, army, unit_id)}


def apply(army, edits):
    for edit in edits:
        army = set_at(army, *edit)
    return army


@pytest.mark.parametrize("name", ["bi-scots", "bi-french", "bi-illegal"])
def test_every_offered_value_gives_a_valid_army(name):
    assert apply_everything(name) > 20


def test_the_layout_says_what_the_table_shows():
    layout = SYSTEM.editor_layout
    assert "points" not in layout.columns and {"leader", "weapon"} <= set(layout.columns)
    assert layout.table_edits == ("name", "weapon")
    # Every unit field is edited in its cell but the player's notes, left for the panel.
    _, army_list, army = loaded_sample("bi-french")
    specs = [s for unit in SYSTEM.build(army_list, army).units
             for s in SYSTEM.editable(army_list, army, unit.id)]
    in_panel = [s for s in specs if not layout.in_cell(s)]
    assert {s.column for s in specs} == {"name", "weapon", ""}
    assert {s.path[-1] for s in in_panel} == {"notes"}
    for other in (system for system in registry().values() if system is not SYSTEM):
        theirs = other.editor_layout
        assert not theirs.table_edits  # their units' fields: in the panel
        assert "points" in theirs.columns and "weapon" not in theirs.columns


def test_the_general_offers_the_units_that_may_carry_it():
    _, army_list, army = loaded_sample("bi-scots")
    general = fields(army_list, army)["Genera&l"]
    assert general.path == ("general",) and general.current == "schiltron-1"
    view = SYSTEM.build(army_list, army)
    carriers = [u.id for u in view.units if u.leading in (Leading.MAY, Leading.LEADS)]
    assert [value for value, _ in general.choices] == carriers


def test_a_general_on_a_missing_unit_is_shown_marked():
    _, army_list, army = loaded_sample("bi-scots")
    gone = set_at(army, ("general",), "nobody-1")
    choices = dict(fields(army_list, gone)["Genera&l"].choices)
    assert choices["nobody-1"] == "⚠ a unit the army no longer has"
    nobody = fields(army_list, set_at(army, ("general",), None))["Genera&l"]
    assert nobody.current is None and dict(nobody.choices)[None] == "— none —"


def test_taking_an_option_moves_the_general_with_its_unit_and_dropping_it_moves_back():
    army_list = bundled_catalog().get("bi/wallace-bruce-scots")
    army = SYSTEM.new_army(army_list, "Test")
    assert army.general == "nobles-1"
    tick = fields(army_list, army)["dismounted-nobles"]
    assert tick.kind == "bool" and tick.current is False and tick.section == "Options"
    view = SYSTEM.build(army_list, army)
    taken = apply(army, SYSTEM.field_edits(army_list, army, view, tick, True))
    assert taken.options == ["dismounted-nobles"] and taken.general == "dismounted-nobles-1"
    tick = fields(army_list, taken)["dismounted-nobles"]
    view = SYSTEM.build(army_list, taken)
    dropped = apply(taken, SYSTEM.field_edits(army_list, taken, view, tick, False))
    assert dropped.options == [] and dropped.general == "nobles-1"


def test_dropping_an_option_drops_its_choices():
    _, army_list, army = loaded_sample("bi-illegal")
    army = set_at(army, ("choices",), {"genoese": {"units": ["foot-1"]}})
    view = SYSTEM.build(army_list, army)
    tick = FieldSpec(("options",), "Genoese", "bool", True, member="genoese")
    edits = SYSTEM.field_edits(army_list, army, view, tick, False)
    assert (("choices",), None) in edits and (("options",), None) in edits


def test_a_unit_is_renamed_and_back_to_its_list_name_the_file_keeps_nothing():
    _, army_list, army = loaded_sample("bi-scots")
    army = set_at(army, ("units",), None)
    name = fields(army_list, army, "nobles-1")["Name"]
    assert name.column == "name" and name.default == name.current
    view = SYSTEM.build(army_list, army)
    edits = SYSTEM.field_edits(army_list, army, view, name, "Bruce's own")
    # The outermost key the file lacks is the one set: undo puts back nothing, not `{}`.
    assert edits == [(("units",), {"nobles-1": {"name": "Bruce's own"}})]
    renamed = apply(army, edits)
    back = SYSTEM.field_edits(army_list, renamed, view,
                              fields(army_list, renamed, "nobles-1")["Name"], name.default)
    assert back == [(("units",), None)]
    assert get_at(apply(renamed, back), ("units",)) is None


def test_a_weapon_is_offered_only_where_the_list_offers_a_choice():
    _, army_list, army = loaded_sample("bi-illegal")
    view = SYSTEM.build(army_list, army)
    choosers = {u.id: fields(army_list, army, u.id).get("Weapon") for u in view.units}
    offered = {uid: spec for uid, spec in choosers.items() if spec is not None}
    assert offered and all(spec.column == "weapon" and spec.choices
                           for spec in offered.values())
    assert all(u.extra["weapon_choice"] for u in view.units if u.id in offered)
    assert all(not u.extra["weapon_choice"] for u in view.units if u.id not in offered)
