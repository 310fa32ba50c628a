"""Resolve a USB army against its troop menu into the generic army view."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from listbuilder.systems.api import (
    N_,
    ArmyView,
    CostItem,
    Diagnostic,
    Leading,
    Lowered,
    Phrase,
    UnitCount,
    UnitView,
    one_line,
)
from listbuilder.systems.usb import composition, messages
from listbuilder.systems.usb.army_model import UsbArmy
from listbuilder.systems.usb.facts import UsbFacts
from listbuilder.systems.usb.heroes import price_hero
from listbuilder.systems.usb.list_model import UsbComposition, UsbList
from listbuilder.systems.usb.menu import Menu
from listbuilder.systems.usb.priced import Priced
from listbuilder.systems.usb.profile import POWER_POINTS, PROFILE_KEYS, as_profile
from listbuilder.systems.usb.units import price_unit

SCALES = ("28mm",)
UNKNOWN = "?"
#: A hero's type id, which the roster shows beside the rank ("Legend (hero)"): a word too.
HERO = N_("hero")


def price_army(army_list: UsbList, army: UsbArmy) -> list[Priced]:
    """Heroes first, then units, each with its own findings."""
    menu = Menu.of(army_list)
    return ([price_hero(h, ("heroes", i), menu) for i, h in enumerate(army.heroes)]
            + [price_unit(u, ("units", i), menu) for i, u in enumerate(army.units)])


def build_view(army_list: UsbList, army: UsbArmy) -> ArmyView:
    priced = price_army(army_list, army)
    rules = army_list.composition
    # The source says any figure scale works (its base sizes are maxima): no scale check.
    findings: list[Diagnostic] = []
    findings += _duplicate_ids(priced)
    for p in priced:
        findings += p.findings
    findings += composition.check(rules, army, priced)
    commander = _commander(priced)
    return ArmyView.for_army(
        army_list,
        army,
        units=tuple(_unit_view(p, rules, p is commander, _notes(army, p)) for p in priced),
        totals=composition.totals(rules, army, priced),
        findings=tuple(findings),
        leader_title=N_("Commander"),
    )


def _notes(army: UsbArmy, p: Priced) -> str | None:
    """The player's notes on the hero or unit priced as `p` (its path: "heroes" or "units",
    then its index)."""
    key, index = p.path[0], p.path[1]
    entries = army.heroes if key == "heroes" else army.units
    return entries[index].notes if isinstance(index, int) else None


def _duplicate_ids(priced: list[Priced]) -> Iterator[Diagnostic]:
    seen: set[str] = set()
    for p in priced:
        if p.id in seen:
            yield messages.DUPLICATE_ID((*p.path, "id"), (p.id,), id=p.id)
        seen.add(p.id)


def counted(names: list[str]) -> tuple[str, ...]:
    """Names in first-seen order, a repeated one once with its count: 'Ranged weapon ×3'."""
    counts = Counter(names)
    return tuple(n if counts[n] == 1 else Phrase(N_("{name} ×{n}"), name=n, n=counts[n])
                 for n in dict.fromkeys(names))


def _commander(priced: list[Priced]) -> Priced | None:
    """The most expensive hero commands the army (the first of equals)."""
    heroes = [p for p in priced if p.kind == "hero"]
    return max(heroes, key=lambda p: p.points) if heroes else None


def _type_label(p: Priced) -> tuple[str, str]:
    type_name = p.unit_type.name if p.unit_type else UNKNOWN
    if p.kind == "hero" and p.mount_name:
        return HERO, Phrase(N_("{rank} on {mount}"), rank=p.rank_name or UNKNOWN,
                            mount=p.mount_name)
    if p.kind == "hero":
        return HERO, Phrase(N_("{rank} ({kind})"), rank=p.rank_name or UNKNOWN,
                            kind=Lowered(type_name))
    return (p.unit_type.id if p.unit_type else UNKNOWN), type_name


def _profile(p: Priced) -> dict:
    if p.cios is None:
        return dict.fromkeys(PROFILE_KEYS, UNKNOWN)
    return as_profile(p.cios, p.power_points)


def _unit_view(p: Priced, rules: UsbComposition, is_commander: bool, note: str | None
               ) -> UnitView:
    type_id, type_name = _type_label(p)
    return UnitView(
        id=p.id,
        name=p.name,
        type=type_id,
        type_name=type_name,
        profile=_profile(p),
        leading=Leading.LEADS if is_commander else Leading.NONE,
        equipment=counted(p.equipment),
        traits=counted(p.traits),
        notes=tuple(p.notes),
        points=p.points,
        cost_breakdown=tuple(CostItem(what, pts) for what, pts in p.breakdown),
        rules=tuple(p.rules),
        counts=(UnitCount("models", N_("Models"), p.models),),
        not_applicable=() if p.kind == "hero" else (POWER_POINTS,),
        player_note=one_line(note),
        facts=UsbFacts(
            kind=p.kind,
            min_game_points=composition.min_game(rules, p.points),
            quality=p.quality,
            rank=p.rank_name,
            models=p.models,
            growth=p.growth,
            base_type=p.unit_type.id if p.unit_type else None,
            base=p.unit_type.base if p.unit_type else None,
            move_bonus=p.move_bonus,
            melee_initiative_bonus=p.melee_initiative,
            resolve_total=(p.cios.resolve * p.models) if p.cios else None,
            rules=tuple(r.line for r in p.rules),
            cost_breakdown=tuple(p.breakdown),
        ),
    )
