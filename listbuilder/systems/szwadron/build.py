"""Resolve a Szwadron army into the generic army view: one `UnitView` per unit."""

from __future__ import annotations

from collections import Counter

from listbuilder.systems.api import (
    N_,
    ArmyView,
    Diagnostic,
    RuleText,
    Total,
    UnitCount,
    UnitView,
    one_line,
)
from listbuilder.systems.szwadron import messages
from listbuilder.systems.szwadron.army_model import SzwadronArmy
from listbuilder.systems.szwadron.facts import Differing, SzwadronFacts
from listbuilder.systems.szwadron.list_model import SzwadronList
from listbuilder.systems.szwadron.tables import BASES, CHARACTERISTICS
from listbuilder.systems.szwadron.units import Priced, price


def build_view(army_list: SzwadronList, army: SzwadronArmy) -> ArmyView:
    types = {t.id: t for t in army_list.unit_types}
    priced: list[Priced] = []
    # One set of base sizes whatever the scale [1.2]: any scale is the player's business.
    findings: list[Diagnostic] = _duplicate_ids(army)
    for i, unit in enumerate(army.units):
        item, problems = price(i, unit, types)
        findings += problems
        if item is not None:
            priced.append(item)
    totals = _totals(army, priced)
    findings += _points_limit(army, sum(p.points for p in priced))
    abilities = {a.id: a.name for a in army_list.abilities}
    texts = {a.id: a.text for a in army_list.abilities if a.text}
    return ArmyView.for_army(
        army_list,
        army,
        units=tuple(_unit_view(p, abilities, texts) for p in priced),
        totals=totals,
        findings=tuple(findings),
    )


def _duplicate_ids(army: SzwadronArmy) -> list[Diagnostic]:
    seen: set[str] = set()
    out = []
    for i, unit in enumerate(army.units):
        if unit.id in seen:
            out.append(messages.DUPLICATE_UNIT(("units", i, "id"), (unit.id,), unit=unit.id))
        seen.add(unit.id)
    return out


def _points_limit(army: SzwadronArmy, points: int) -> list[Diagnostic]:
    if army.points_limit is None or points <= army.points_limit:
        return []
    return [messages.POINTS_OVER(("points_limit",), points=points, limit=army.points_limit,
                                 over=points - army.points_limit)]


def base_counts(priced: list[Priced]) -> dict[str, int]:
    counts: Counter[str] = Counter()
    for p in priced:
        counts[BASES[p.unit_type.kind].label] += p.unit.figures
        counts[BASES["limber"].label] += p.limbers
    return {label: n for label, n in sorted(counts.items()) if n}


def _totals(army: SzwadronArmy, priced: list[Priced]) -> tuple[Total, ...]:
    return (
        Total("points", N_("Points"), sum(p.points for p in priced), limit=army.points_limit,
              limit_key="points_limit"),
        Total("units", N_("Units"), len(priced)),
        Total("figures", N_("Figures"), sum(p.unit.figures for p in priced)),
        Total("limbers", N_("Limbers"), sum(p.limbers for p in priced)),
        Total("bases", N_("Bases"), base_counts(priced)),
    )


def _unit_view(p: Priced, abilities: dict[str, str], texts: dict[str, str]) -> UnitView:
    t = p.unit_type
    # The rule text goes on the card beside the name (a variant's abilities too: one figure
    # of the unit has them), so a player need not look up what "Skirmish order" does.
    used = dict.fromkeys([*t.abilities, *(a for d in p.differing for a in d.variant.abilities)])
    base = BASES[t.kind]
    profile = t.profile.model_dump()
    rules = tuple(RuleText(abilities.get(a, a), texts[a]) for a in used if a in texts)
    return UnitView(
        id=p.unit.id,
        name=p.unit.name or t.name,
        type=t.kind,
        type_name=t.name,
        profile={k: profile[k] for k in CHARACTERISTICS},
        traits=tuple(abilities.get(a, a) for a in t.abilities),
        notes=(t.note,) if t.note else (),
        points=p.points,
        rules=rules,
        counts=(UnitCount("figures", N_("Figures"), p.unit.figures),
                UnitCount("base", N_("Base mm"), base.label)),
        player_note=one_line(p.unit.notes),
        facts=SzwadronFacts(
            unit_type=t.id,
            rules=tuple(r.line for r in rules),
            figures=p.unit.figures,
            base_figures=p.base_figures,
            limbers=p.limbers,
            base=base.label,
            figure_cost=t.cost,
            limber_cost=t.limber.cost if t.limber else 0,
            differing=tuple(
                Differing(variant=d.variant.id, name=d.variant.name, count=d.count,
                          cost=d.variant.cost, changes=d.variant.changes.changed(),
                          abilities=tuple(abilities.get(a, a) for a in d.variant.abilities))
                for d in p.differing),
        ),
    )
