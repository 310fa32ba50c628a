"""Skirmish cards and bases as data for the printer: one card per detachment."""

from __future__ import annotations

from collections import Counter

from listbuilder.systems.api import (
    ArmyView,
    BaseNeed,
    Card,
    CardStat,
    Track,
    UnitView,
    _,
    list_word,
    said,
    term,
)
from listbuilder.systems.skirmish.facts import ModelEntry, facts_of
from listbuilder.systems.skirmish.tables import ROLES, UPGRADE_WORDS


def card(unit: UnitView) -> Card:
    facts = facts_of(unit)
    # Each special rule in short, as the other systems' cards print theirs; a rule the list
    # names that the rules do not know (SK-LIST-UNKNOWN-RULE) keeps its bare name.
    named = {r.name for r in unit.rules}
    lines = [*model_lines(unit), *(r.said() for r in unit.rules),
             *(said(t) for t in unit.traits if t not in named)]
    return Card(
        unit_id=unit.id,
        title=unit.name,
        subtitle=said(unit.type_name),
        stats=(
            CardStat(_("Models"), str(unit.profile["models"])),
            CardStat(_("MP"), str(facts.morale_points)),
            CardStat(_("Test"), str(facts.test_at), _("MP lost")),
            CardStat(_("Leaves"), str(facts.leaves_at), _("MP lost")),
            CardStat(_("Points"), str(unit.points)),
        ),
        lines=tuple(lines),
        tracks=(Track(_("MP lost"), max(1, facts.morale_points)),),
        badge=_("MAIN") if facts.main else "",
    )


def model_lines(unit: UnitView) -> list[str]:
    """The detachment's models, a line per entry: on its card and in the text export."""
    return [_model_line(m) for m in facts_of(unit).models]


def _model_line(model: ModelEntry) -> str:
    role = term(ROLES[model.role].name) if model.role in ROLES else model.role
    words = [term(UPGRADE_WORDS.get(u, u)) for u in model.upgrades]
    upgrades = f" ({', '.join(words)})" if words else ""
    return _("{count} × {name} — {role}{upgrades}, {mp} MP, {points} pts",
             count=model.count, name=list_word(model.name), role=role, upgrades=upgrades,
             mp=model.morale_points, points=model.points)


def bases(view: ArmyView, scale: str) -> list[BaseNeed]:
    """Per detachment, one entry per base size its models stand on at `scale`."""
    out = []
    for unit in view.units:
        sizes: Counter[tuple[float, float]] = Counter()
        for model in facts_of(unit).models:
            size = model.bases.get(scale)
            if size:
                sizes[(size[0], size[1])] += model.count
        for (front, depth), count in sizes.items():
            out.append(BaseNeed(label=unit.name, front_mm=front, depth_mm=depth, count=count,
                                unit_ids=(unit.id,)))
    return out
