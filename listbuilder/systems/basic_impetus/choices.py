"""The player's choices against the list: options taken, per-unit weapons and names."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from listbuilder.systems.api import Diagnostic, did_you_mean, joined
from listbuilder.systems.basic_impetus import messages
from listbuilder.systems.basic_impetus.army_model import BasicImpetusArmy
from listbuilder.systems.basic_impetus.list_model import BasicImpetusList
from listbuilder.systems.basic_impetus.naming import (
    option_names,
    unit_labels,
    weapon_names,
    weapon_word,
    weapon_words,
)
from listbuilder.systems.basic_impetus.resolve import (
    APPLY,
    BAD_CHOICE,
    TOO_MANY,
    UNCHOSEN,
    UNITS_MAX,
    Problem,
    Unit,
    resolve,
)
from listbuilder.systems.basic_impetus.tables import WEAPONS

CHOICES_FORMAT = 2  # the army file format that keeps choices made inside options
UPGRADE = (("format",), CHOICES_FORMAT)  # the edit that lets a format-1 army keep them


def check_options(army: BasicImpetusArmy, army_list: BasicImpetusList,
                  problems: list[Problem]) -> Iterator[Diagnostic]:
    known = {o.id: o for o in army_list.options}
    names = option_names(army_list)
    seen: set[str] = set()
    for i, option_id in enumerate(army.options):
        path = ("options", i)
        if option_id not in known:  # typed, not in the list: said as not in it
            yield messages.OPTION_UNKNOWN(
                path, list=army_list.name,
                hint=did_you_mean(option_id, known, names),
                options=joined(names.values()) if names else messages.NONE)
            continue
        if option_id in seen:
            yield messages.OPTION_TWICE(path, option=names[option_id])
        seen.add(option_id)
        for other in known[option_id].excludes:
            if other in army.options and army.options.index(other) < i:
                yield messages.OPTION_CONFLICT(path, other=names.get(other, other),
                                               option=names[option_id])
    if army.format < CHOICES_FORMAT and army.choices:
        yield messages.ARMY_NEEDS_FORMAT_2(("choices",))
    for option_id in army.choices:
        if option_id not in army.options:
            yield messages.CHOICE_NOT_TAKEN(("choices", option_id),
                                            option=names.get(option_id, option_id),
                                            hint=did_you_mean(option_id, known, names))
    yield from _option_problems(army, problems, names)


def _option_problems(army: BasicImpetusArmy, problems: list[Problem],
                     names: Mapping[str, str]) -> Iterator[Diagnostic]:
    for p in problems:
        if p.kind == TOO_MANY:
            yield messages.ARMY_TOO_LARGE(("options",), limit=UNITS_MAX)
            continue
        index = army.options.index(p.option) if p.option in army.options else 0
        where = ("choices", p.option) if p.option in army.choices else ("options", index)
        option = names.get(p.option, p.option)
        if p.kind == APPLY:
            yield messages.OPTION_APPLY(("options", index), option=option, problem=p.message)
        elif p.kind == BAD_CHOICE:
            yield messages.OPTION_CHOICE(where, option=option, problem=p.message)
        elif p.kind == UNCHOSEN:
            yield messages.OPTION_UNCHOSEN(where, option=option, problem=p.message)
        else:
            yield messages.OPTION_DEFAULT(where, p.units, option=option, problem=p.message)


def check_unit_choices(army: BasicImpetusArmy, units: dict[str, Unit],
                       army_list: BasicImpetusList,
                       absent: Callable[[str], str] | None = None) -> Iterator[Diagnostic]:
    labels = unit_labels(units, {uid: c.name for uid, c in army.units.items() if c.name})
    for unit_id, choice in army.units.items():
        path = ("units", unit_id)
        unit = units.get(unit_id)
        if unit is None:
            yield _absent_unit(army_list, unit_id, choice.name, units, absent)
            continue
        if choice.weapon is None:
            continue
        offered = unit.row.weapon_choice
        if offered is None:
            yield messages.WEAPON_NOT_OFFERED((*path, "weapon"), (unit_id,), name=labels[unit_id])
        elif choice.weapon not in offered:
            # The typed weapon by its name when it is one, as typed when it is none.
            known = choice.weapon in weapon_names(army_list)
            yield messages.WEAPON_NOT_ALLOWED(
                (*path, "weapon"), (unit_id,), name=labels[unit_id],
                weapons=weapon_words(offered, army_list),
                weapon=weapon_word(choice.weapon, army_list) if known else choice.weapon,
                hint=did_you_mean(choice.weapon, offered, weapon_names(army_list)))
    for unit in units.values():
        if unit.row.weapon_choice and not (army.units.get(unit.id) and army.units[unit.id].weapon):
            yield messages.WEAPON_UNCHOSEN(("units",), (unit.id,), name=labels[unit.id],
                                           weapons=weapon_words(unit.row.weapon_choice,
                                                                army_list))


def _absent_unit(army_list: BasicImpetusList, unit_id: str, name: str | None,
                 units: dict[str, Unit], absent: Callable[[str], str] | None) -> Diagnostic:
    """Settings of a unit an option took out are kept, so taking the option back brings
    them back: said, not an error. Any other id is a mistake in the file."""
    listed = next((u for u in resolve(army_list, [])[0] if u.id == unit_id), None)
    if listed is not None:
        return messages.UNIT_SET_ASIDE(("units", unit_id), (unit_id,), unit=name or listed.name)
    hint = absent(unit_id) if absent else did_you_mean(unit_id, units, unit_labels(units))
    return messages.UNIT_UNKNOWN(("units", unit_id), (unit_id,), unit=unit_id, hint=hint)


def weapon_of(unit: Unit, army: BasicImpetusArmy) -> str | None:
    choice = army.units.get(unit.id)
    if unit.row.weapon_choice and choice and choice.weapon in unit.row.weapon_choice:
        return choice.weapon
    return unit.row.weapon


def weapon_name(code: str | None) -> str | None:
    if code is None:
        return None
    weapon = WEAPONS.get(code)
    return weapon.name if weapon else code
