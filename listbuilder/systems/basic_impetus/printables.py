"""Basic Impetus cards and bases as data for the printer (RULES.md §1.5, §1.8)."""

from __future__ import annotations

from listbuilder.core.printables import BaseNeed, Card, CardStat, CardTable, Track
from listbuilder.core.view import ArmyView, UnitView
from listbuilder.systems.basic_impetus.tables import U_CM, UNIT_TYPES, WEAPONS, Weapon, base_size


def memberships(view: ArmyView, unit_id: str) -> list[str]:
    """Which group or big unit the unit is in, naming the others by number so that six
    identical units can be told apart."""
    out = []
    for g in view.groups:
        if unit_id not in g.members:
            continue
        others = [_numbered(view, m) for m in g.members if m != unit_id]
        if g.kind == "big-unit":
            # The big unit's first unit is its front [2.5.1]: the rear gives the depth bonus.
            place = "front" if g.members[0] == unit_id else "rear"
            partner = "behind it" if place == "front" else "in front of it"
            line = f"Big unit{_named(g.name)}: this unit is the {place}; {partner}: "
            out.append(line + (", ".join(others) or "none"))
        else:
            out.append(f"Group{_named(g.name)} with " + (", ".join(others) or "no other unit"))
    return out


def _named(name: str) -> str:
    return f" “{name}”" if name else ""


def _numbered(view: ArmyView, unit_id: str) -> str:
    for n, u in enumerate(view.units, 1):
        if u.id == unit_id:
            return f"#{n} {u.name}"
    return unit_id


def _signed(value: str) -> str:
    """Typographic minus for negative dice; "–" alone means "cannot shoot"."""
    return value.replace("-", "−")


def shooting_table(weapon: Weapon, u_cm: int, name: str | None = None) -> CardTable:
    """The weapon's row of the shooting table [6.1.2], ranges in U and in cm at the scale;
    `name` is a list's own weapon that shoots as this one."""
    bands = [(10, weapon.short), (20, weapon.long), (50, weapon.extreme)]
    headers = ("dice", *(f"≤{u}U\n{u * u_cm} cm" for u, _ in bands))
    cells = [(v.split("/") if v else ["–", "–"]) for _, v in bands]
    rows = (("vs foot", *(_signed(c[0]) for c in cells)),
            ("vs mounted", *(_signed(c[1]) for c in cells)))
    notes = [_signed(n).replace("5U", f"5U ({5 * u_cm} cm)") for n in weapon.note.split("; ")
             if n]
    notes.append("may shoot indirectly" if weapon.indirect else "no indirect fire")
    title = f"{name}, shoots as {weapon.name}" if name else weapon.name
    return CardTable(headers, rows, (f"{title}: " + "; ".join(notes) + ".",))


def card(view: ArmyView, unit: UnitView, scale: str) -> Card:
    u_cm = U_CM.get(scale, 2)
    m = unit.profile["M"]
    lines: list[str] = []
    code = unit.extra.get("chosen_weapon") or unit.extra.get("weapon")
    own = unit.extra.get("list_weapon")  # the list's own weapon: (name, table code or None)
    weapon = WEAPONS.get(own[1] if own else code) if code else None
    if unit.extra.get("chosen_weapon"):
        lines.append(f"Weapon: {unit.equipment[0]}: see the roster's findings")
    elif unit.equipment and weapon is None:
        lines.append("Weapon: " + ", ".join(unit.equipment))
    lines += list(unit.extra.get("rules", []))
    described = {r.split(":")[0] for r in lines}
    lines += [t for t in (*unit.traits, *unit.notes) if t not in described]
    lines += memberships(view, unit.id)
    vd_hint = ""
    if unit.may_lead and unit.extra.get("vd_with_general") != unit.profile["VD"]:
        vd_hint = "with General" if unit.leader else f"{unit.extra['vd_with_general']} w/ General"
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
        badge=("GENERAL" if unit.leader else "GENERAL: NOT ALLOWED" if unit.leader_not_allowed
               else ""),
        table=shooting_table(weapon, u_cm, own[0] if own else None) if weapon else None,
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
