"""What the GUI may edit in a USB army: choices from the troop menu, each one a valid file."""

from __future__ import annotations

import pytest

from listbuilder.core.edit_specs import FieldSpec, add_edit, field_edit, stored_value
from listbuilder.core.path_edits import set_at
from tests.editing_checks import apply_everything, loaded_sample


@pytest.mark.parametrize("name", ["usb-240", "usb-legend-on-dragon"])
def test_every_offered_edit_gives_a_valid_army(name):
    assert apply_everything(name) > 50


def fields(unit_id):
    system, army_list, army = loaded_sample("usb-240")
    return {f.label.split(" (")[0]: f for f in system.editable(army_list, army, unit_id)}


def test_unit_choices_come_from_the_menu_with_their_costs():
    rifles = fields("rifles")
    assert [label for _, label in rifles["Quality"].choices] == [
        "Inexperienced (7/model)", "Regular (14/model)", "Veteran (21/model)"]
    assert rifles["Models"].maximum == 20 and rifles["Models"].current == 3
    # Cavalry weapons are offered only to cavalry.
    assert "cavalry-weapon" not in [v for v, _ in rifles["Equipment"].choices]
    beast = fields("war-beast")
    assert "Models" not in beast and beast["Items"].kind == "counts"


def test_changing_type_sets_aside_what_the_new_type_cannot_take():
    system, army_list, army = loaded_sample("usb-240")
    type_field = next(f for f in system.editable(army_list, army, "rifles") if f.label == "Type")
    monster = next(v for v, label in type_field.choices if label == "Monster")
    # Kept for when the unit is infantry again (issue 24), not dropped.
    assert monster == {"id": "rifles", "name": "Riflemen", "type": "monster",
                       "quality": "regular",
                       "set_aside": {"infantry": {"models": 3, "equipment": "ranged"}}}
    changed = set_at(army, *field_edit(type_field, monster))
    assert system.build(army_list, changed).unit("rifles").type == "monster"


def test_a_monster_mount_brings_its_monster():
    system, army_list, army = loaded_sample("usb-240")
    change = next(f for f in system.editable(army_list, army, "captain")
                  if f.label == "Class change")
    mounted = next(v for v, label in change.choices if label == "Monster mount")
    assert mounted["mount"] == {"quality": "inexperienced"}
    changed = set_at(army, *field_edit(change, mounted))
    assert "USB-MOUNT-MISSING" not in {d.code for d in system.build(army_list, changed).findings}


def test_added_units_get_fresh_ids_and_the_defaults_stay_out_of_the_file():
    system, army_list, army = loaded_sample("usb-240")
    adds = {a.value.get("type", "hero"): a for a in system.addable(army_list, army)}
    assert adds["monster"].value == {"id": "monster-1", "name": "Monster", "type": "monster",
                                     "quality": "inexperienced"}
    path, units = add_edit(army, adds["infantry"])
    assert path == ("units",) and "leaders" not in units[0]  # as the file had it
    spec = FieldSpec(("units", 0, "leaders"), "Leaders", "bool", True, default=False)
    assert stored_value(spec, False) is None


@pytest.mark.parametrize("name", ["usb-240", "usb-legend-on-dragon"])
def test_the_add_unit_menu_says_what_each_costs(name):
    """Each entry of Add unit with the points the unit costs once added (a player chose
    blind: 'Infantry', 'Monster')."""
    import re

    from listbuilder.core.path_edits import set_at

    system, army_list, army = loaded_sample(name)
    before = system.build(army_list, army)
    for spec in system.addable(army_list, army):
        found = re.search(r"(\d+) points\)$", spec.label)
        assert found, spec.label
        changed = set_at(army, *add_edit(army, spec))
        after = system.build(army_list, changed)
        new = next(u for u in after.units if u.id == spec.value["id"])
        assert new.points == int(found.group(1)), (spec.label, new.points)
    assert before.units
