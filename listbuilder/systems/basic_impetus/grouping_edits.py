"""Grouping units and forming big units, as actions on the units a player selected.

Illegal results (a mixed group) are allowed: the findings flag them at once.
"""

from __future__ import annotations

from typing import Any

from listbuilder.systems.api import N_, ActionSpec, ArmyView
from listbuilder.systems.basic_impetus.army_model import BasicImpetusArmy

GROUP = ActionSpec("group", N_("&Group"), shortcut="Ctrl+G",
                   help=N_("Put the selected units in one group"))
UNGROUP = ActionSpec("ungroup", N_("&Ungroup"), shortcut="Ctrl+Shift+G",
                     help=N_("Take the selected units out of their group or big unit"))
BIG_UNIT = ActionSpec("big-unit", N_("Form &big unit"), shortcut="Ctrl+B",
                      help=N_("Make the two selected units one big unit"))
KINDS = (GROUP, UNGROUP, BIG_UNIT)


def selection_actions(army: BasicImpetusArmy, view: ArmyView, unit_ids: list[str]
                      ) -> list[ActionSpec]:
    ids = list(dict.fromkeys(unit_ids))
    actions = []
    if len(ids) >= 2:
        groups = _without(_groupings(army, "groups"), set(ids), keep_min=2)
        actions.append(_with(GROUP, ((("groups",), [*groups, {"units": ids}]),)))
    if ids and any(set(ids) & set(g.members) for g in view.groups):
        groups = _without(_groupings(army, "groups"), set(ids), keep_min=2)
        # A big unit is exactly two units: taking one out dissolves it.
        big = _without(_groupings(army, "big_units"), set(ids), keep_min=3)
        actions.append(_with(UNGROUP, ((("groups",), groups or None),
                                       (("big_units",), big or None))))
    if len(ids) == 2:
        big = _without(_groupings(army, "big_units"), set(ids), keep_min=3)
        actions.append(_with(BIG_UNIT, ((("big_units",), [*big, {"units": ids}]),)))
    return actions


def _with(kind: ActionSpec, edits) -> ActionSpec:
    return ActionSpec(kind.key, kind.label, edits, kind.shortcut, kind.help)


def _groupings(army: BasicImpetusArmy, key: str) -> list[dict[str, Any]]:
    return [g.model_dump(exclude_none=True) for g in getattr(army, key)]


def _without(groupings: list[dict[str, Any]], unit_ids: set[str], keep_min: int
             ) -> list[dict[str, Any]]:
    """Groupings with these units taken out; ones left too small to mean anything go."""
    out = []
    for g in groupings:
        members = [u for u in g["units"] if u not in unit_ids]
        if len(members) == len(g["units"]):
            out.append(g)
        elif len(members) >= keep_min:
            out.append({**g, "units": members})
    return out
