"""What the GUI may edit in a skirmish army: format, detachments and model entries."""

from __future__ import annotations

from listbuilder.core.edit_specs import add_edit, remove_edit
from listbuilder.core.path_edits import set_at
from tests.editing_checks import apply_everything, loaded_sample


def test_every_offered_edit_gives_a_valid_army():
    assert apply_everything("skirmish-small") > 20


def test_model_entries_are_nested_sections_with_their_roles():
    system, army_list, army = loaded_sample("skirmish-small")
    specs = system.editable(army_list, army, "picket")
    count = next(s for s in specs if s.section.startswith("Model 1") and s.label == "Count")
    assert count.path == ("detachments", 0, "models", 0, "count") and count.current == 10
    role = next(s for s in specs if s.section.startswith("Model 2") and s.label == "Role")
    assert role.current == "sergeant"
    assert [v for v, _ in role.choices] == ["ranker", "sergeant", "standard-bearer",
                                            "musician", "scout", "sniper", "hero"]


def test_adding_and_removing_a_model_entry_changes_morale_points():
    system, army_list, army = loaded_sample("skirmish-small")
    add = next(a for a in system.addable(army_list, army, "picket") if a.value["type"] == "officer")
    assert add.collection_path == ("detachments", 0, "models")
    bigger = set_at(army, *add_edit(army, add))
    assert system.build(army_list, bigger).total("morale_points").value == 16
    removals = system.removable(army_list, bigger, "picket")
    assert all(r.section for r in removals)  # the only detachment cannot go
    smaller = set_at(bigger, *remove_edit(bigger, removals[-1]))
    assert smaller == army
