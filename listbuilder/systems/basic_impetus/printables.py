"""Basic Impetus cards and bases as data for the printer (RULES.md §1.5, §1.8)."""

from __future__ import annotations

from listbuilder.core.printables import BaseNeed, Card, CardStat, Track
from listbuilder.core.view import ArmyView, UnitView
from listbuilder.systems.basic_impetus.tables import U_CM, UNIT_TYPES, base_size


def memberships(view: ArmyView, unit_id: str) -> list[str]:
    out = []
    for g in view.groups:
        if unit_id in g.members:
            kind = "Big unit" if g.kind == "big-unit" else "Group"
            others = [u.name for m in g.members if m != unit_id and (u := view.unit(m))]
            out.append(f"{kind} with {', '.join(others)}" if others else kind)
    return out


def card(view: ArmyView, unit: UnitView, scale: str) -> Card:
    u_cm = U_CM.get(scale, 2)
    m = unit.profile["M"]
    lines: list[str] = []
    if unit.extra.get("shooting"):
        lines.append(unit.extra["shooting"])
    elif unit.equipment:
        lines.append(", ".join(unit.equipment))
    lines += list(unit.traits) + list(unit.notes) + memberships(view, unit.id)
    vd_hint = ""
    if unit.may_carry_general and unit.extra.get("vd_with_general") != unit.profile["VD"]:
        vd_hint = "with General" if unit.general else f"{unit.extra['vd_with_general']} w/ General"
    return Card(
        unit_id=unit.id,
        title=unit.name,
        subtitle=f"{unit.type} — {unit.type_name}",
        stats=(
            CardStat("M", str(m), f"{m * u_cm} cm"),
            CardStat("VBU", str(unit.profile["VBU"])),
            CardStat("I", str(unit.profile["I"])),
            CardStat("VD", str(unit.profile["VD"]), vd_hint),
        ),
        lines=tuple(lines),
        tracks=(Track("VBU lost", max(1, unit.profile["VBU"])), Track("Disorder", 1)),
        badge="GENERAL" if unit.general else "",
    )


def bases(view: ArmyView, scale: str) -> list[BaseNeed]:
    """One entry per unit: Basic Impetus units are one base each."""
    out = []
    for unit in view.units:
        if unit.type not in UNIT_TYPES:
            continue
        front, depth, alt = base_size(unit.type, scale)
        out.append(BaseNeed(label=unit.name, front_mm=front, depth_mm=depth, count=1,
                            alt_depth_mm=alt, unit_ids=(unit.id,)))
    return out
