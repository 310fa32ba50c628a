"""What the GUI may edit in a Szwadron army: the limit, units and their differing figures."""

from __future__ import annotations

from listbuilder.core.edit_specs import field_edit
from listbuilder.core.path_edits import set_at
from tests.editing_checks import apply_everything, loaded_sample


def test_every_offered_edit_gives_a_valid_army():
    assert apply_everything("szwadron-brigade") > 50


def test_differing_figures_are_nested_and_bounded_by_the_list():
    system, army_list, army = loaded_sample("szwadron-brigade")
    specs = system.editable(army_list, army, "line-1")
    count = next(s for s in specs if s.section.startswith("Differing 1") and s.label == "Count")
    assert count.path == ("units", 0, "differing", 0, "count") and count.maximum == 1
    figures = next(s for s in specs if s.label == "Figures")
    smaller = set_at(army, *field_edit(figures, 8))
    view = system.build(army_list, smaller)
    assert view.unit("line-1").extra["figures"] == 8
    assert view.total("figures").value == system.build(army_list, army).total("figures").value - 4


def test_no_points_limit_is_zero_and_left_out():
    system, army_list, army = loaded_sample("szwadron-brigade")
    limit = system.editable(army_list, army, None)[0]
    assert field_edit(limit, 0) == (("points_limit",), None)
    assert set_at(army, *field_edit(limit, 0)).points_limit is None
