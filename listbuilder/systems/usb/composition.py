"""Army composition [RULES.md §2.1]: points limit, heroes, activations, the per-unit share."""

from __future__ import annotations

import math
from collections.abc import Iterator

from listbuilder.core.articles import a
from listbuilder.core.diagnostics import Diagnostic, error
from listbuilder.core.view import Total
from listbuilder.i18n import N_
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
        yield error("USB-GAME-TOO-SMALL", f"The points limit is {limit}; the smallest USB game "
                    f"is {rules.min_game} points.", ("points_limit",))
    spent = sum(p.points for p in priced)
    if spent > limit:
        yield error("USB-POINTS-OVER", f"The army costs {spent} points, {spent - limit} over "
                    f"its {limit}-point limit. Drop or trim units, or raise the limit.",
                    ("points_limit",))
    yield from _heroes(rules, army)
    yield from _activations(rules, army, len(priced))
    yield from _shares(rules, limit, priced)


def _heroes(rules: UsbComposition, army: UsbArmy) -> Iterator[Diagnostic]:
    count, most = len(army.heroes), heroes_max(rules, army.points_limit)
    if count < rules.min_heroes:
        yield error("USB-HEROES-MISSING", f"The army has {count} heroes; it needs at least "
                    f"{rules.min_heroes}. Add one under 'heroes'.", ("heroes",))
    if count > most:
        yield error("USB-HEROES-TOO-MANY", f"The army has {count} heroes; "
                    f"{a(str(army.points_limit))}-point game allows {most} (one per started "
                    f"{rules.points_per_hero} points). Remove {count - most}.",
                    ("heroes", most), tuple(h.id for h in army.heroes[most:]))


def _activations(rules: UsbComposition, army: UsbArmy, count: int) -> Iterator[Diagnostic]:
    most = activations_max(rules, army.points_limit)
    if count <= most:
        return
    first_extra = most - len(army.heroes)
    path = ("units", first_extra) if 0 <= first_extra < len(army.units) else ("units",)
    yield error("USB-ACTIVATIONS-TOO-MANY", f"The army has {count} activations (heroes "
                f"included); {a(str(army.points_limit))}-point game allows {most} (one per started "
                f"{rules.points_per_activation} points). Remove {count - most} unit(s).", path)


def _shares(rules: UsbComposition, limit: int, priced: list[Priced]) -> Iterator[Diagnostic]:
    cap = unit_cap(rules, limit)
    for p in priced:
        if p.points > cap:
            yield error("USB-UNIT-OVER-SHARE", f"{p.name} costs {p.points} points, over 1/"
                        f"{rules.unit_share} of the {limit}-point limit ({math.floor(cap)}). "
                        f"It needs a game of at least {min_game(rules, p.points)} points; make "
                        "it cheaper or raise the limit. (The source says 33%; this tool reads "
                        "it as one third, so that the source's own example, an 80-point unit "
                        "at 240 points, is legal.)", p.path, (p.id,))
