"""The army's totals as printed words: "Points: 236 of 240", "VDT 15: broken at 8 VD lost".

Every printed document (roster, text export) reads totals through `army_totals`, the one
place that knows how a view carries them, so a change to that shape touches only it.
"""

from __future__ import annotations

from typing import Any

from listbuilder.core.view import ArmyView, UnitView

#: Pairs printed as "<label>: <value> of <limit>" (a limit named "…_max" reads "at most").
LIMITED = (("points", "points_limit", "Points", "of"),
           ("activations", "activations_max", "Activations", "of at most"),
           ("heroes", "heroes_max", "Heroes", "of at most"))
LABELS = {
    "unit_count": "Units", "units": "Units", "by_type": "By type", "game_format": "Game size",
    "detachments": "Detachments", "models": "Models", "morale_points": "Morale points",
    "army_breaks_at": "Army breaks at (MP lost)", "figures": "Figures", "limbers": "Limbers",
    "bases": "Bases",
}


#: The system's own per-unit costs and counts (UnitView.extra), as printed.
UNIT_FIGURES = {"points": "Points", "models": "Models", "morale_points": "MP",
                "figures": "Figures", "base": "Base mm"}


def unit_figures(unit: UnitView) -> list[tuple[str, str]]:
    """(label, value) of each of the unit's own figures its system reports."""
    shown = {k.lower() for k in unit.profile}
    return [(label, str(unit.extra[k])) for k, label in UNIT_FIGURES.items()
            if isinstance(unit.extra.get(k), str | int)
            and k not in shown and label.lower() not in shown]


def rule_lines(unit: UnitView) -> list[str]:
    """The unit's rules in short ("Name: text"), then any trait or note with no text."""
    rules = list(dict.fromkeys(unit.extra.get("rules", [])))
    named = {r.split(":")[0] for r in rules}
    return rules + [t for t in dict.fromkeys([*unit.traits, *unit.notes]) if t not in named]


def army_totals(view: ArmyView) -> dict[str, Any]:
    """The totals as the export reads them."""
    return dict(view.totals)


def vdt_and_break(view: ArmyView) -> tuple[int, int] | None:
    """Basic Impetus's VDT and the VD lost at which the army breaks, where the system has them."""
    totals = army_totals(view)
    vdt, break_at = totals.get("vdt"), totals.get("break_at")
    if isinstance(vdt, int) and isinstance(break_at, int):
        return vdt, break_at
    return None


def total_lines(view: ArmyView) -> list[str]:
    """Each total once, in words, the most useful first."""
    totals = army_totals(view)
    out = []
    if (vdt := vdt_and_break(view)) is not None:
        out.append(f"VDT {vdt[0]}: the army breaks at {vdt[1]} VD of routed units")
        totals.pop("vdt"), totals.pop("break_at")
    for key, limit, label, joint in LIMITED:
        if key in totals:
            value = totals.pop(key)
            bound = totals.pop(limit, None)
            out.append(f"{label}: {value}" + (f" {joint} {bound}" if bound is not None else ""))
    for key, value in totals.items():
        out.append(f"{LABELS.get(key, key.replace('_', ' ').capitalize())}: {_value(value)}")
    return out


def _value(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{_size(k)} {v}" for k, v in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(map(str, value))
    return str(value)


def _size(key: Any) -> str:
    """"20x40" → "20 × 40 mm"; anything else as it is."""
    parts = str(key).split("x")
    if len(parts) == 2 and all(p.isdigit() for p in parts):
        return f"{parts[0]} × {parts[1]} mm:"
    return str(key)
