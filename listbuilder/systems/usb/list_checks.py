"""Consistency of a USB troop-menu file beyond its schema (paths point into the list file)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from listbuilder.systems.api import Diagnostic, DocPath, did_you_mean
from listbuilder.systems.usb import messages
from listbuilder.systems.usb.list_model import HERO_KEY, UsbList


def check_list(army_list: UsbList) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    out += _duplicates(army_list)
    out += _type_references(army_list)
    out += _specialisation_references(army_list)
    out += _unit_types(army_list)
    return out


def _sections(army_list: UsbList) -> Iterator[tuple[DocPath, Iterable[Any]]]:
    yield ("qualities",), army_list.qualities
    yield ("unit_types",), army_list.unit_types
    yield ("equipment",), army_list.equipment
    yield ("specialisations",), army_list.specialisations
    yield ("heroes", "ranks"), army_list.heroes.ranks
    yield ("heroes", "equipment"), army_list.heroes.equipment
    yield ("heroes", "class_changes"), army_list.heroes.class_changes
    for i, utype in enumerate(army_list.unit_types):
        if utype.growth is not None:
            yield ("unit_types", i, "growth", "equipment"), utype.growth.equipment


def _duplicates(army_list: UsbList) -> Iterator[Diagnostic]:
    for path, items in _sections(army_list):
        seen: set[str] = set()
        for i, item in enumerate(items):
            if item.id in seen:
                yield messages.LIST_DUPLICATE_ID((*path, i, "id"), id=item.id,
                                                 section=".".join(str(p) for p in path))
            seen.add(item.id)


def _unknown_type(name: str, known: Iterable[str], path: DocPath) -> Diagnostic:
    pool = list(known)
    return messages.LIST_UNKNOWN_TYPE(path, type=name, hint=did_you_mean(name, pool),
                                      types=", ".join(pool))


def _type_references(army_list: UsbList) -> Iterator[Diagnostic]:
    types = [t.id for t in army_list.unit_types]
    for i, item in enumerate(army_list.equipment):
        for key in item.costs:
            if key not in types:
                yield _unknown_type(key, types, ("equipment", i, "costs", key))
    if army_list.leaders is not None:
        for i, key in enumerate(army_list.leaders.types):
            if key not in types:
                yield _unknown_type(key, types, ("leaders", "types", i))
    if army_list.special_weapons is not None:
        for i, option in enumerate(army_list.special_weapons.options):
            if option.type not in types:
                yield _unknown_type(option.type, types, ("special_weapons", "options", i, "type"))
    if army_list.heroes.type not in types:
        yield _unknown_type(army_list.heroes.type, types, ("heroes", "type"))
    growing = {t.id for t in army_list.unit_types if t.growth is not None}
    for i, change in enumerate(army_list.heroes.class_changes):
        path = ("heroes", "class_changes", i, "becomes")
        if change.becomes not in types:
            yield _unknown_type(change.becomes, types, path)
        elif change.mount and change.becomes not in growing:
            yield messages.LIST_MOUNT_NOT_MONSTER(path, change=change.id, type=change.becomes)


def _specialisation_references(army_list: UsbList) -> Iterator[Diagnostic]:
    keys = [t.id for t in army_list.unit_types] + [HERO_KEY]
    for i, spec in enumerate(army_list.specialisations):
        for key in spec.costs:
            if key not in keys:
                yield messages.LIST_UNKNOWN_COST_KEY(("specialisations", i, "costs", key),
                                                     spec=spec.id, key=key, hero=HERO_KEY,
                                                     hint=did_you_mean(key, keys))
    spec_ids = [s.id for s in army_list.specialisations]
    for ti, utype in enumerate(army_list.unit_types):
        for si, spec_id in enumerate(utype.included_specialisations):
            if spec_id not in spec_ids:
                yield messages.LIST_UNKNOWN_SPECIALISATION(
                    ("unit_types", ti, "included_specialisations", si), type=utype.id,
                    spec=spec_id, hint=did_you_mean(spec_id, spec_ids))


def _unit_types(army_list: UsbList) -> Iterator[Diagnostic]:
    for i, utype in enumerate(army_list.unit_types):
        path = ("unit_types", i)
        if utype.models.min > utype.models.max:
            yield messages.LIST_MODEL_RANGE((*path, "models"), type=utype.id,
                                            low=utype.models.min, high=utype.models.max)
        if utype.kind != "troop" and utype.growth is None:
            yield messages.LIST_GROWTH_MISSING(path, type=utype.id, kind=utype.kind)
        if utype.kind == "troop" and utype.growth is not None:
            yield messages.LIST_GROWTH_TROOP((*path, "growth"), type=utype.id)
        if utype.growth is None:
            continue
        for ui, unlock in enumerate(utype.growth.unlocks):
            if unlock.step > utype.growth.max_steps:
                yield messages.LIST_UNLOCK_UNREACHABLE((*path, "growth", "unlocks", ui, "step"),
                                                       type=utype.id, step=unlock.step,
                                                       most=utype.growth.max_steps)
