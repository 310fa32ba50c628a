"""Consistency of a USB troop-menu file beyond its schema (paths point into the list file)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from listbuilder.core.articles import a
from listbuilder.core.diagnostics import Diagnostic, DocPath, error, warning
from listbuilder.core.hints import did_you_mean
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
                yield error("USB-LIST-DUPLICATE-ID", f"The id '{item.id}' is used twice in "
                            f"'{'.'.join(str(p) for p in path)}'; every entry needs its own id.",
                            (*path, i, "id"))
            seen.add(item.id)


def _unknown_type(name: str, known: Iterable[str], path: DocPath) -> Diagnostic:
    pool = list(known)
    return error("USB-LIST-UNKNOWN-TYPE", f"'{name}' is not a unit type of this list."
                 f"{did_you_mean(name, pool)} Types: {', '.join(pool)}.", path)


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
            yield error("USB-LIST-MOUNT-NOT-MONSTER", f"Class change '{change.id}' buys a "
                        f"mount, so it must become a type that grows (a monster), not "
                        f"'{change.becomes}'.", path)


def _specialisation_references(army_list: UsbList) -> Iterator[Diagnostic]:
    keys = [t.id for t in army_list.unit_types] + [HERO_KEY]
    for i, spec in enumerate(army_list.specialisations):
        for key in spec.costs:
            if key not in keys:
                yield error("USB-LIST-UNKNOWN-TYPE", f"Specialisation '{spec.id}' has a cost for "
                            f"'{key}', which is neither a unit type nor '{HERO_KEY}'."
                            f"{did_you_mean(key, keys)}", ("specialisations", i, "costs", key))
    spec_ids = [s.id for s in army_list.specialisations]
    for ti, utype in enumerate(army_list.unit_types):
        for si, spec_id in enumerate(utype.included_specialisations):
            if spec_id not in spec_ids:
                yield error("USB-LIST-UNKNOWN-SPECIALISATION", f"Type '{utype.id}' includes "
                            f"specialisation '{spec_id}', which the list does not define."
                            f"{did_you_mean(spec_id, spec_ids)}",
                            ("unit_types", ti, "included_specialisations", si))


def _unit_types(army_list: UsbList) -> Iterator[Diagnostic]:
    for i, utype in enumerate(army_list.unit_types):
        path = ("unit_types", i)
        if utype.models.min > utype.models.max:
            yield error("USB-LIST-MODEL-RANGE", f"Type '{utype.id}' allows {utype.models.min}"
                        f"–{utype.models.max} models: 'min' is above 'max'.", (*path, "models"))
        if utype.kind != "troop" and utype.growth is None:
            yield error("USB-LIST-GROWTH-MISSING", f"Type '{utype.id}' is {a(utype.kind)}: give "
                        "it 'growth' (step cost, steps, Initiative and Resolve per step).", path)
        if utype.kind == "troop" and utype.growth is not None:
            yield warning("USB-LIST-GROWTH-TROOP", f"Type '{utype.id}' is a troop type with "
                          "'growth'; only monsters and vehicles grow. Set its 'kind'.",
                          (*path, "growth"))
        if utype.growth is None:
            continue
        for ui, unlock in enumerate(utype.growth.unlocks):
            if unlock.step > utype.growth.max_steps:
                yield warning("USB-LIST-UNLOCK-UNREACHABLE", f"Type '{utype.id}' unlocks "
                              f"something at step {unlock.step}, but grows at most "
                              f"{utype.growth.max_steps} times.",
                              (*path, "growth", "unlocks", ui, "step"))
