"""A player's starting point: a small game with the cheapest hero and one troop unit."""

from __future__ import annotations

from listbuilder.systems.usb.army_model import UsbArmy, UsbHeroChoice, UsbUnitChoice
from listbuilder.systems.usb.list_model import UsbList

STARTING_MODELS = 5


def starting_army(army_list: UsbList, name: str, stamp: str, scale: str) -> UsbArmy:
    rules = army_list.composition
    # The size that allows exactly one hero: the text's "small game".
    limit = max(rules.min_game, rules.points_per_hero)
    rank = min(army_list.heroes.ranks, key=lambda r: r.cost)
    heroes = [UsbHeroChoice(id="hero-1", name=rank.name, rank=rank.id)]
    units = []
    troop = next((t for t in army_list.unit_types if t.kind == "troop"), None)
    if troop is not None:
        quality = min(army_list.qualities, key=lambda q: q.cost)
        models = max(troop.models.min, min(troop.models.max, STARTING_MODELS))
        units.append(UsbUnitChoice(id=f"{troop.id}-1", name=f"{quality.name} {troop.name}",
                                   type=troop.id, quality=quality.id, models=models))
    return UsbArmy(kind="army", format=1, system="usb", list=army_list.id, list_stamp=stamp,
                   name=name, scale=scale, points_limit=limit, heroes=heroes, units=units)
