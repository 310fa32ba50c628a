"""Whatever a player picks, building the army reports findings and never raises."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from listbuilder.systems.usb import Usb
from tests.usb.helpers import build, core_list

MENU = core_list()
IDS = sorted({q.id for q in MENU.qualities} | {t.id for t in MENU.unit_types}
             | {e.id for e in MENU.equipment} | {s.id for s in MENU.specialisations}
             | {i.id for t in MENU.unit_types if t.growth for i in t.growth.equipment}
             | {r.id for r in MENU.heroes.ranks} | {c.id for c in MENU.heroes.class_changes}
             | {"nonsense"})
some_id = st.sampled_from(IDS)

units = st.fixed_dictionaries({
    "id": st.sampled_from(["a", "b", "c"]), "name": st.just("U"), "type": some_id,
    "quality": some_id, "models": st.integers(1, 25), "equipment": st.none() | some_id,
    "leaders": st.booleans(), "special_weapons": st.integers(0, 3),
    "specialisations": st.lists(some_id, max_size=3), "growth": st.integers(0, 8),
    "items": st.lists(some_id, max_size=4),
})
mounts = st.none() | st.fixed_dictionaries({
    "quality": some_id, "growth": st.integers(0, 8), "items": st.lists(some_id, max_size=4),
    "specialisations": st.lists(some_id, max_size=3)})
heroes = st.fixed_dictionaries({
    "id": st.sampled_from(["h", "a"]), "name": st.just("H"), "rank": some_id,
    "equipment": st.lists(some_id, max_size=3), "class_change": st.none() | some_id,
    "mount": mounts, "specialisations": st.lists(some_id, max_size=2),
    "magic": st.integers(0, 200),
})


@settings(max_examples=150, deadline=None)
@given(limit=st.integers(1, 3000), hero_list=st.lists(heroes, max_size=3),
       unit_list=st.lists(units, max_size=5))
def test_build_never_raises_and_points_add_up(limit, hero_list, unit_list):
    view = build(limit, heroes=[{k: v for k, v in h.items() if v is not None}
                                for h in hero_list], units=unit_list)
    assert view.total("points").value == sum(u.points for u in view.units)
    for u in view.units:
        assert u.points == sum(row["points"] for row in u.extra["cost_breakdown"])
        assert list(u.profile) == ["Accuracy", "Initiative", "Defence", "Resolve",
                                   "Power Points"]
    assert len(Usb().cards(view, "28mm")) == len(view.units)
    Usb().bases(view, "28mm")
