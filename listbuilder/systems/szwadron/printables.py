"""Szwadron cards and bases as data for the printer (RULES.md §4.1, §4.2)."""

from __future__ import annotations

from listbuilder.core.printables import BaseNeed, Card, CardStat, Track
from listbuilder.core.view import ArmyView, UnitView
from listbuilder.systems.szwadron.tables import BASES


def card(unit: UnitView) -> Card:
    extra = unit.extra
    lines = [f"{_count(extra['figures'], 'figure')} on {extra['base']} mm bases, "
             f"{unit.points} pts"]
    if extra["limbers"]:
        lines.append(f"{_count(extra['limbers'], 'limber')} on {BASES['limber'].label} mm bases")
    lines += [_differing_line(d) for d in extra["differing"]]
    rules = list(extra.get("rules", []))
    named = {r.split(":")[0] for r in rules}
    lines += rules + [t for t in [*unit.traits, *unit.notes] if t not in named]
    return Card(
        unit_id=unit.id,
        title=unit.name,
        subtitle=f"{unit.type_name} ({unit.type})",
        stats=tuple(CardStat(k, str(v)) for k, v in unit.profile.items()),
        lines=tuple(lines),
        tracks=(Track("Figures lost", max(1, extra["figures"])),
                Track("Damage", max(1, unit.profile["W"]))),
    )


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _differing_line(d: dict) -> str:
    parts = [f"{k} {v}" for k, v in d["changes"].items()] + list(d["abilities"])
    return f"{d['count']} × {d['name']}: {', '.join(parts)}"


def bases(view: ArmyView) -> list[BaseNeed]:
    """One entry per unit (figures) and one per unit with limbers, at true size."""
    out = []
    for unit in view.units:
        base = BASES[unit.type]
        out.append(BaseNeed(label=unit.name, front_mm=base.front_mm, depth_mm=base.depth_mm,
                            count=unit.extra["figures"], unit_ids=(unit.id,)))
        if unit.extra["limbers"]:
            limber = BASES["limber"]
            out.append(BaseNeed(label=f"{unit.name} (limber)", front_mm=limber.front_mm,
                                depth_mm=limber.depth_mm, count=unit.extra["limbers"],
                                unit_ids=(unit.id,)))
    return out
