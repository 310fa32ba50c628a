"""The last armies' views and units are given again for the same army, never for another.

The editor asks about one army several times per edit, and undo gives back the army object
it replaced; `build_view` keeps the last few. Armies are frozen, so an edit is always a new
object and must get its own view.
"""

from __future__ import annotations

from listbuilder.core.path_edits import set_at
from listbuilder.core.view import ArmyView, UnitView
from listbuilder.systems.basic_impetus.build import build_view, resolved
from tests.basic_impetus.conftest import army, load_list

FRENCH = "bi/french-1150-1330"


def test_the_same_army_gets_the_same_view_and_an_edited_one_its_own():
    army_list, first = load_list(FRENCH), army(FRENCH, general="knights-1")
    view = build_view(army_list, first)
    assert build_view(army_list, first) is view
    renamed = set_at(first, ("units", "knights-2", "name"), "Oriflamme")
    assert build_view(army_list, renamed).unit("knights-2").name == "Oriflamme"
    assert view.unit("knights-2").name == "Knights"
    # Back to the first army object, as undo gives it back: its view again.
    assert build_view(army_list, first) is view


def test_an_equal_army_or_another_list_is_built_again():
    army_list = load_list(FRENCH)
    view = build_view(army_list, army(FRENCH))
    again = build_view(army_list, army(FRENCH))
    assert again is not view and again == view
    assert build_view(load_list(FRENCH), army(FRENCH)) == view


def test_resolved_units_are_the_callers_own_lists():
    army_list, taken = load_list(FRENCH), army(FRENCH, options=["genoese"])
    units, problems = resolved(army_list, taken)
    units.clear()
    problems.append("not a problem")
    again_units, again_problems = resolved(army_list, taken)
    assert [u.id for u in again_units][-1] == "genoese-1"
    assert "not a problem" not in again_problems


def _unit(unit_id: str, name: str) -> UnitView:
    return UnitView(id=unit_id, name=name, type="CP", type_name="cavalry", profile={})


def test_labels_number_namesakes_and_keep_unknown_ids():
    view = ArmyView(system="s", list_id="l", list_name="L", army_name="A", scale=None,
                    units=(_unit("k-1", "Knights"), _unit("g-1", "Guard"),
                           _unit("k-2", "Knights")))
    assert [view.label(u) for u in ("k-1", "g-1", "k-2", "x-9")] == [
        "Knights 1", "Guard", "Knights 2", "x-9"]
    assert view.unit("k-2") is view.units[2] and view.unit("x-9") is None
