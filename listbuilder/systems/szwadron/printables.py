"""Szwadron cards and bases as data for the printer (RULES.md §4.1, §4.2)."""

from __future__ import annotations

from listbuilder.systems.api import (
    ArmyView,
    BaseNeed,
    Card,
    CardStat,
    Track,
    UnitView,
    _,
    ngettext,
    said,
    term,
)
from listbuilder.systems.szwadron.facts import Differing, facts_of
from listbuilder.systems.szwadron.tables import BASES

#: The characteristics that are distances, printed with their unit: R is centimetres a turn
#: [002 §1.1]; Z, the range, is a distance, and the book measures every distance in
#: centimetres (§1.3.4 "4 cm", §3.2.1 "6 cm ruchu").
IN_CM = ("R", "Z")


def legend() -> str:
    """The codes of the stat boxes are the book's Polish initials (they stay, as the glossary
    says): each card says what they stand for, in the reader's words [002 §1.1]."""
    return _("R movement, W toughness, SW melee strength, SO firepower, Z range, UW melee "
             "skill, C accuracy, M morale")


def card(unit: UnitView) -> Card:
    facts = facts_of(unit)
    lines = [ngettext("{n} figure on {base} mm bases, {points} pts",
                      "{n} figures on {base} mm bases, {points} pts", facts.figures,
                      base=facts.base, points=unit.points)]
    if facts.limbers:
        lines.append(ngettext("{n} limber on {base} mm bases", "{n} limbers on {base} mm bases",
                              facts.limbers, base=BASES["limber"].label))
    lines += [_differing_line(d) for d in facts.differing]
    named = {r.name for r in unit.rules}
    lines += [r.said() for r in unit.rules]
    lines += [said(t) for t in [*unit.traits, *unit.notes] if t not in named]
    lines.append(legend())
    return Card(
        unit_id=unit.id,
        title=unit.name,
        subtitle=f"{said(unit.type_name)} ({term(unit.type)})",  # "… (piechota)" in Polish
        # TRANSLATORS: centimetres, under a distance's value on a card ("10" over "cm").
        stats=tuple(CardStat(k, str(v), _("cm") if k in IN_CM else "")
                    for k, v in unit.profile.items()),
        lines=tuple(lines),
        tracks=(Track(_("Figures lost"), max(1, facts.figures)),
                Track(_("Damage"), max(1, unit.profile["W"]))),
    )


def composition(unit: UnitView) -> list[str]:
    """Where the unit's points come from: its base figures, each kind of differing figure
    and its limbers, with what each costs ("1 × Grenadier company: 13 pts"); nothing for a
    unit of base figures alone, whose price its figures and points already say."""
    facts = facts_of(unit)
    if not facts.differing and not facts.limbers:
        return []
    lines = [_("{count} × {name}: {points} pts", count=facts.base_figures,
               name=_("base figure"), points=facts.base_figures * facts.figure_cost)]
    lines += [_("{count} × {name}: {points} pts", count=d.count, name=term(d.name),
                points=d.count * d.cost) for d in facts.differing]
    if facts.limbers:
        lines.append(_("{count} × {name}: {points} pts", count=facts.limbers,
                       name=_("limber"), points=facts.limbers * facts.limber_cost))
    return lines


def _differing_line(d: Differing) -> str:
    parts = [f"{k} {v}" for k, v in d.changes.items()] + list(map(said, d.abilities))
    return f"{d.count} × {term(d.name)}: {', '.join(parts)}"


def bases(view: ArmyView) -> list[BaseNeed]:
    """One entry per unit (figures) and one per unit with limbers, at true size."""
    out = []
    for unit in view.units:
        base = BASES[unit.type]
        out.append(BaseNeed(label=unit.name, front_mm=base.front_mm, depth_mm=base.depth_mm,
                            count=facts_of(unit).figures, unit_ids=(unit.id,)))
        if facts_of(unit).limbers:
            limber = BASES["limber"]
            out.append(BaseNeed(label=_("{unit} (limber)", unit=unit.name),
                                front_mm=limber.front_mm, depth_mm=limber.depth_mm,
                                count=facts_of(unit).limbers, unit_ids=(unit.id,)))
    return out
