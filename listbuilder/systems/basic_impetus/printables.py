"""Basic Impetus cards and bases as data for the printer (RULES.md §1.5, §1.8)."""

from __future__ import annotations

from listbuilder.systems.api import (
    N_,
    ArmyView,
    BaseNeed,
    Card,
    CardStat,
    CardTable,
    Leading,
    Track,
    UnitView,
    _,
    member_name,
    named_suffix,
    said,
    scale_label,
)
from listbuilder.systems.basic_impetus.facts import facts_of, may_lead
from listbuilder.systems.basic_impetus.tables import (
    INDIRECT,
    NEVER_DISORDERED,
    U_CM,
    UNIT_TYPES,
    WEAPONS,
    Weapon,
    base_size,
)


def memberships(view: ArmyView, unit_id: str) -> list[str]:
    """Which group or big unit the unit is in, naming the others by their labels ("Spearmen
    2", `in_words`) so that six identical units can be told apart."""
    out = []
    for g in view.groups:
        if unit_id not in g.members:
            continue
        others = [member_name(view, m) for m in g.members if m != unit_id]
        if g.kind == "big-unit":
            # The big unit's first unit is its front [2.5.1]: the rear gives the depth bonus.
            text = (N_("Big unit{name}: this unit is the front; behind it: {others}")
                    if g.members[0] == unit_id else
                    N_("Big unit{name}: this unit is the rear; in front of it: {others}"))
            out.append(_(text, name=_named(g.name), others=", ".join(others) or _("none")))
        else:
            out.append(_("Group{name} with {others}", name=_named(g.name),
                         others=", ".join(others) or _("no other unit")))
    return out


def _named(name: str) -> str:
    return named_suffix(name)


def centimetres(n: int) -> str:
    """A distance as the reader's language writes it ("16 cm", Russian "16 см")."""
    return _("{n} cm", n=n)


def _signed(value: str) -> str:
    """Typographic minus for negative dice; "–" alone means "cannot shoot"."""
    return value.replace("-", "−")


def shooting_table(weapon: Weapon, u_cm: int, name: str | None = None) -> CardTable:
    """The weapon's row of the shooting table [6.1.2], ranges in U and in cm at the scale;
    `name` is a list's own weapon that shoots as this one."""
    bands = [(10, weapon.short), (20, weapon.long), (50, weapon.extreme)]
    headers = (_("dice"), *(f"≤{u}U\n{centimetres(u * u_cm)}" for u, _value in bands))
    cells = [(v.split("/") if v else ["–", "–"]) for _, v in bands]
    rows = ((_("vs foot"), *(_signed(c[0]) for c in cells)),
            (_("vs mounted"), *(_signed(c[1]) for c in cells)))
    notes = [_signed(_(n)).replace("5U", f"5U ({centimetres(5 * u_cm)})")
             for n in weapon.note.split("; ") if n]
    notes.append(_signed(_(INDIRECT[weapon.indirect])))
    title = (_("{name}, shoots as {weapon}", name=name, weapon=_(weapon.name)) if name
             else _(weapon.name))
    # The table's row and its footnotes [6.1.2]; indirect fire, with its own section.
    return CardTable(headers, rows, (f"{title} [6.1.2]: " + "; ".join(notes) + ".",))


def card(view: ArmyView, unit: UnitView, scale: str) -> Card:
    u_cm = U_CM.get(scale, 2)
    m = unit.profile["M"]
    lines: list[str] = []
    facts = facts_of(unit)
    code = facts.chosen_weapon or facts.weapon
    own = facts.list_weapon  # the list's own weapon: (name, table code or None)
    weapon = WEAPONS.get((own[1] if own else code) or "") if code else None
    if facts.chosen_weapon:
        lines.append(_("Weapon: {weapon}: see the roster's findings",
                       weapon=said(unit.equipment[0])))
    elif unit.equipment and weapon is None:
        lines.append(_("Weapon: {weapons}", weapons=", ".join(map(said, unit.equipment))))
    described = {r.name for r in unit.rules}
    lines += [r.said() for r in unit.rules]
    lines += [said(t) for t in (*unit.traits, *unit.notes) if t not in described]
    lines += memberships(view, unit.id)
    vd_hint = ""
    if may_lead(unit) and facts.vd_with_general != unit.profile["VD"]:
        vd_hint = (_("with General") if unit.leader else
                   _("{vd} w/ General", vd=facts.vd_with_general))
    return Card(
        unit_id=unit.id,
        title=unit.name,
        subtitle=f"{unit.type} — {said(unit.type_name)}",
        stats=(
            CardStat("M", str(m), centimetres(m * u_cm)),
            CardStat("VBU", str(unit.profile["VBU"])),
            CardStat("I", str(unit.profile["I"])),
            CardStat("VD", str(unit.profile["VD"]), vd_hint),
        ),
        lines=tuple(lines),
        # Scythed chariots are never disordered [2.4.2]: no box to mark it.
        tracks=(Track(_("VBU lost"), max(1, unit.profile["VBU"])),
                *(() if unit.type in NEVER_DISORDERED else (Track(_("Disorder"), 1),))),
        badge=(_("GENERAL") if unit.leader else
               _("GENERAL: NOT ALLOWED") if unit.leading is Leading.NOT_ALLOWED else ""),
        table=shooting_table(weapon, u_cm, own[0] if own else None) if weapon else None,
        # The scale as the army names it, and the one whose sizes it uses where that differs
        # (20 mm figures measure as 28 mm ones: U = 2 cm [1.4]).
        scale_note=_("{scale}: 1 U = {cm} cm", scale=scale_label(view.scale or scale, scale),
                     cm=u_cm),
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
