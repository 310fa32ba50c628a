"""USB cards and bases as data for the printer."""

from __future__ import annotations

import math

from listbuilder.core.printables import BaseNeed, Card, CardStat, Track
from listbuilder.core.view import ArmyView, UnitView

#: Morale tests come at these shares of the unit's starting Resolve lost (the text's rule).
MORALE_SHARES = (0.25, 0.5, 0.75)


def card(unit: UnitView) -> Card:
    p = unit.profile
    stats = [CardStat("A", str(p["Accuracy"])), CardStat("I", str(p["Initiative"])),
             CardStat("D", str(p["Defence"])), CardStat("R", str(p["Resolve"]))]
    is_hero = unit.extra.get("kind") == "hero"
    if is_hero:
        stats.append(CardStat("PP", str(p["Power Points"])))
    stats.append(CardStat("Pts", str(unit.points or 0)))
    models = unit.extra.get("models", 1)
    # Most useful first: the printer cuts what does not fit at the bottom of a card.
    lines = [", ".join(names) for names in (unit.equipment, unit.traits) if names]
    lines += _bonus_lines(unit)
    resolve = unit.extra.get("resolve_total")
    tracks = []
    if isinstance(resolve, int) and resolve > 0:
        marks = "/".join(str(math.ceil(resolve * s)) for s in MORALE_SHARES)
        lines.append(f"Morale tests at {marks} Resolve lost")
        tracks.append(Track("Resolve lost", resolve))
    lines += list(unit.extra.get("rules", [])) + list(unit.notes)
    if is_hero and isinstance(p["Power Points"], int) and p["Power Points"]:
        tracks.append(Track("Power Points used", p["Power Points"]))
    count = f" × {models}" if models > 1 else ""
    return Card(
        unit_id=unit.id,
        title=unit.name,
        subtitle=f"{unit.type_name}{count}",
        stats=tuple(stats),
        lines=tuple(lines),
        tracks=tuple(tracks),
        badge="COMMANDER" if unit.leader else ("HERO" if is_hero else ""),
    )


def _bonus_lines(unit: UnitView) -> list[str]:
    out = []
    if unit.extra.get("melee_initiative_bonus"):
        out.append(f"+{unit.extra['melee_initiative_bonus']} Initiative in melee")
    if unit.extra.get("move_bonus"):
        out.append(f'Move +{unit.extra["move_bonus"]}"')
    return out


#: How each base limit of the list reads on the chart: USB gives sizes as limits.
LIMIT_NOTES = {"max": "the largest base the rules allow",
               "over": "the smallest: the rules want a larger base"}


def bases(view: ArmyView) -> list[BaseNeed]:
    """Each unit's models on its type's base, labelled as the limit it is; a type the rules
    give no size (vehicles: any base) is listed without an outline."""
    out = []
    for unit in view.units:
        base = unit.extra.get("base")
        models = unit.extra.get("models", 1)
        if not base:
            out.append(BaseNeed(label=unit.name, front_mm=0, depth_mm=0, count=models,
                                unit_ids=(unit.id,), size_note="any base: the rules fix none"))
            continue
        out.append(BaseNeed(label=unit.name, front_mm=base["front_mm"],
                            depth_mm=base["depth_mm"], count=models, unit_ids=(unit.id,),
                            size_note=LIMIT_NOTES.get(base.get("limit", "max"), "")))
    return out
