"""Army composition [RULES.md §2.1]: points limit, heroes, activations, the per-unit share."""

from __future__ import annotations

import math
from collections.abc import Iterator

from listbuilder.systems.api import N_, Diagnostic, Total
from listbuilder.systems.usb import messages
from listbuilder.systems.usb.army_model import UsbArmy
from listbuilder.systems.usb.list_model import UsbComposition
from listbuilder.systems.usb.priced import Priced


def heroes_max(rules: UsbComposition, limit: int) -> int:
    return math.ceil(limit / rules.points_per_hero)


def activations_max(rules: UsbComposition, limit: int) -> int:
    return math.ceil(limit / rules.points_per_activation)


def unit_cap(rules: UsbComposition, limit: int) -> float:
    return limit / rules.unit_share


def min_game(rules: UsbComposition, points: int) -> int:
    """The smallest points limit at which a unit of `points` may be fielded."""
    return max(rules.min_game, points * rules.unit_share)


def totals(rules: UsbComposition, army: UsbArmy, priced: list[Priced]) -> tuple[Total, ...]:
    limit = army.points_limit
    return (
        Total("points", N_("Points"), sum(p.points for p in priced), limit=limit,
              limit_key="points_limit"),
        Total("activations", N_("Activations"), len(priced),
              limit=activations_max(rules, limit), limit_key="activations_max"),
        Total("heroes", N_("Heroes"), len(army.heroes), limit=heroes_max(rules, limit),
              limit_key="heroes_max"),
    )


def check(rules: UsbComposition, army: UsbArmy, priced: list[Priced]) -> Iterator[Diagnostic]:
    limit = army.points_limit
    if limit < rules.min_game:
        yield messages.GAME_TOO_SMALL(("points_limit",), limit=limit, smallest=rules.min_game)
    spent = sum(p.points for p in priced)
    if spent > limit:
        yield messages.POINTS_OVER(("points_limit",), points=spent, over=spent - limit,
                                   limit=limit)
    yield from _heroes(rules, army)
    yield from _activations(rules, army, len(priced))
    yield from _shares(rules, limit, priced)


def _heroes(rules: UsbComposition, army: UsbArmy) -> Iterator[Diagnostic]:
    count, most = len(army.heroes), heroes_max(rules, army.points_limit)
    if count < rules.min_heroes:
        yield messages.HEROES_MISSING(("heroes",), n=count, least=rules.min_heroes)
    if count > most:
        yield messages.HEROES_TOO_MANY(("heroes", most), tuple(h.id for h in army.heroes[most:]),
                                       n=count, limit=army.points_limit, most=most,
                                       per=rules.points_per_hero, extra=count - most)


def _activations(rules: UsbComposition, army: UsbArmy, count: int) -> Iterator[Diagnostic]:
    most = activations_max(rules, army.points_limit)
    if count <= most:
        return
    first_extra = most - len(army.heroes)
    path = ("units", first_extra) if 0 <= first_extra < len(army.units) else ("units",)
    extra = tuple(u.id for u in army.units[max(first_extra, 0):])  # the editor selects them
    yield messages.ACTIVATIONS_TOO_MANY(path, extra, count=count, limit=army.points_limit,
                                        most=most, per=rules.points_per_activation,
                                        n=count - most)


def _shares(rules: UsbComposition, limit: int, priced: list[Priced]) -> Iterator[Diagnostic]:
    cap = unit_cap(rules, limit)
    for p in priced:
        if p.points > cap:
            yield messages.UNIT_OVER_SHARE(p.path, (p.id,), unit=p.name, points=p.points,
                                           share=rules.unit_share, limit=limit,
                                           cap=math.floor(cap),
                                           needed=min_game(rules, p.points))
