"""USB cards and bases as data for the printer."""

from __future__ import annotations

import math

from listbuilder.systems.api import (
    N_,
    ArmyView,
    BaseNeed,
    Card,
    CardStat,
    Phrase,
    RuleText,
    Track,
    UnitView,
    _,
    pgettext,
    said,
)
from listbuilder.systems.usb.facts import facts_of

#: Morale tests come at these shares of the unit's starting Resolve lost (the text's rule).
MORALE_SHARES = (0.25, 0.5, 0.75)


def card(unit: UnitView) -> Card:
    p = unit.profile
    # The profile's initials in the reader's words: the book's CIOS (Celność, Inicjatywa,
    # Obrona, Stanowczość) in Polish, P K V E in Hungarian, М И З С in Russian, A I D R in
    # English (docs/glossary.yaml), so a column's letter is the first of its word.
    stats = [CardStat(pgettext("card header: Accuracy", "A"), str(p["Accuracy"])),
             CardStat(pgettext("card header: Initiative", "I"), str(p["Initiative"])),
             CardStat(pgettext("card header: Defence", "D"), str(p["Defence"])),
             CardStat(pgettext("card header: Resolve", "R"), str(p["Resolve"]))]
    facts = facts_of(unit)
    is_hero = facts.kind == "hero"
    if is_hero:
        stats.append(CardStat(pgettext("card header: Power Points", "PP"),
                              str(p["Power Points"])))
    stats.append(CardStat(pgettext("card header: points", "Pts"), str(unit.points or 0)))
    models = facts.models
    lines = effect_lines(unit)
    resolve = facts.resolve_total
    tracks = []
    if resolve is not None and resolve > 0:
        marks = "/".join(str(math.ceil(resolve * s)) for s in MORALE_SHARES)
        lines.append(_("Morale tests at {marks} Resolve lost", marks=marks))
        tracks.append(Track(_("Resolve lost"), resolve))
    lines += [said(n) for n in unit.notes]
    if is_hero and isinstance(p["Power Points"], int) and p["Power Points"]:
        tracks.append(Track(_("Power Points used"), p["Power Points"]))
    count = f" × {models}" if models > 1 else ""
    return Card(
        unit_id=unit.id,
        title=unit.name,
        subtitle=f"{said(unit.type_name)}{count}",
        stats=tuple(stats),
        lines=tuple(lines),
        tracks=tuple(tracks),
        badge=_("COMMANDER") if unit.leader else (_("HERO") if is_hero else ""),
    )


#: The builders' templates for a counted item ("Ranged weapon ×3" of a repeated item,
#: "Special weapons × 2" of a unit's special weapons) and for a hero's mount's item.
COUNTED = (N_("{name} ×{n}"), N_("{name} × {n}"))
MOUNTED = N_("{mount}: {item}")


def effect_lines(unit: UnitView) -> list[str]:
    """Each piece of equipment and trait once: with what it does ("Special weapons × 2: 30",
    −2 to enemy Defence …"), or named on one line where the rules give it no text. The card
    said "Leaders", then "Move +1\"", then "Leaders: +1\" move; …"; the move and melee
    bonuses are said by the rules that give them."""
    rules = {rule.name: rule for rule in unit.rules}
    counted: dict[str, tuple[int, str]] = {}  # a rule's name: how many, and how counted
    plain: list[str] = []
    for entry in (*unit.equipment, *unit.traits):
        name, n, template = _item(entry)
        if name not in rules:
            plain.append(said(entry))
            continue
        before = counted.get(name, (0, template))[0]
        counted[name] = (before + n, template)
    lines = [_said_with_count(rule, *counted.get(rule.name, (1, COUNTED[0])))
             for rule in unit.rules]
    return [", ".join(plain), *lines] if plain else lines


def _item(entry: str) -> tuple[str, int, str]:
    """The item an equipment or trait entry names, how many, and the template that counts
    them: the hero's dragon's "Ancient dragon: Ranged weapon ×3" is ("Ranged weapon", 3,
    "{name} ×{n}")."""
    if not isinstance(entry, Phrase):
        return str(entry), 1, COUNTED[0]
    fields = dict(entry.fields)
    if entry.template == MOUNTED and isinstance(fields["item"], str):
        return _item(fields["item"])
    if entry.template in COUNTED and isinstance(fields["name"], str):
        name, _n, _template = _item(fields["name"])
        count = fields["n"]
        return name, count if isinstance(count, int) else 1, entry.template
    return str(entry), 1, COUNTED[0]


def _said_with_count(rule: RuleText, count: int, template: str) -> str:
    if count == 1:
        return rule.said()
    return f"{Phrase(template, name=rule.name, n=count).text()}: {said(rule.text)}"


#: How each base limit of the list reads on the chart: USB gives sizes as limits.
LIMIT_NOTES = {"max": N_("the largest base the rules allow"),
               "over": N_("the smallest: the rules want a larger base")}


def bases(view: ArmyView) -> list[BaseNeed]:
    """Each unit's models on its type's base, labelled as the limit it is; a type the rules
    give no size (vehicles: any base) is listed without an outline."""
    out = []
    for unit in view.units:
        base = facts_of(unit).base
        models = facts_of(unit).models
        if not base:
            out.append(BaseNeed(label=unit.name, front_mm=0, depth_mm=0, count=models,
                                unit_ids=(unit.id,), size_note=N_("any base: the rules fix none")))
            continue
        out.append(BaseNeed(label=unit.name, front_mm=base.front_mm,
                            depth_mm=base.depth_mm, count=models, unit_ids=(unit.id,),
                            size_note=LIMIT_NOTES.get(base.limit, "")))
    return out
