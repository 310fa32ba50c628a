"""The player's choices against the list: options taken, per-unit weapons and names."""

from __future__ import annotations

from collections.abc import Iterator

from listbuilder.core.diagnostics import Diagnostic, error, info, warning
from listbuilder.core.hints import did_you_mean
from listbuilder.systems.basic_impetus.army_model import BasicImpetusArmy
from listbuilder.systems.basic_impetus.list_model import BasicImpetusList
from listbuilder.systems.basic_impetus.resolve import APPLY, BAD_CHOICE, UNCHOSEN, Problem, Unit
from listbuilder.systems.basic_impetus.tables import WEAPONS


def check_options(army: BasicImpetusArmy, army_list: BasicImpetusList,
                  problems: list[Problem]) -> Iterator[Diagnostic]:
    known = {o.id: o for o in army_list.options}
    seen: set[str] = set()
    for i, option_id in enumerate(army.options):
        path = ("options", i)
        if option_id not in known:
            yield error("BI-OPTION-UNKNOWN", f"List '{army_list.name}' has no option "
                        f"'{option_id}'.{did_you_mean(option_id, known)} Options: "
                        f"{', '.join(known) or 'none'}.", path)
            continue
        if option_id in seen:
            yield error("BI-OPTION-TWICE", f"Option '{option_id}' is taken twice; remove one.",
                        path)
        seen.add(option_id)
        for other in known[option_id].excludes:
            if other in army.options and army.options.index(other) < i:
                yield error("BI-OPTION-CONFLICT", f"Options '{other}' and '{option_id}' cannot "
                            "be taken together in this list; drop one.", path)
    if army.format < 2 and army.choices:
        yield error("BI-ARMY-NEEDS-FORMAT-2", "This army is format 1, and 'choices' needs "
                    "format 2. Run 'listbuilder upgrade FILE' (it keeps your comments).",
                    ("choices",))
    for option_id in army.choices:
        if option_id not in army.options:
            yield warning("BI-CHOICE-NOT-TAKEN", f"'choices' has an entry for option "
                          f"'{option_id}', which the army does not take; take the option or "
                          f"remove the entry.{did_you_mean(option_id, known)}",
                          ("choices", option_id))
    yield from _option_problems(army, problems)


def _option_problems(army: BasicImpetusArmy, problems: list[Problem]) -> Iterator[Diagnostic]:
    for p in problems:
        index = army.options.index(p.option) if p.option in army.options else 0
        where = ("choices", p.option) if p.option in army.choices else ("options", index)
        if p.kind == APPLY:
            yield error("BI-OPTION-APPLY", f"Option '{p.option}' cannot apply: it {p.message}. "
                        "Check the combination of options.", ("options", index))
        elif p.kind == BAD_CHOICE:
            yield error("BI-OPTION-CHOICE", f"The choice for option '{p.option}' {p.message}.",
                        where)
        elif p.kind == UNCHOSEN:
            yield warning("BI-OPTION-UNCHOSEN", f"Option '{p.option}' {p.message}.", where)
        else:
            yield info("BI-OPTION-DEFAULT", f"Option '{p.option}' {p.message}.", where, p.units)


def check_unit_choices(army: BasicImpetusArmy, units: dict[str, Unit]) -> Iterator[Diagnostic]:
    for unit_id, choice in army.units.items():
        path = ("units", unit_id)
        unit = units.get(unit_id)
        if unit is None:
            yield error("BI-UNIT-UNKNOWN", f"Settings for unit '{unit_id}', which this army "
                        f"does not have (an option removed it?).{did_you_mean(unit_id, units)} "
                        "Remove the entry or take the option back.", path, (unit_id,))
            continue
        if choice.weapon is None:
            continue
        offered = unit.row.weapon_choice
        if offered is None:
            yield error("BI-WEAPON-NOT-OFFERED", f"{unit.name} has no weapon choice in this "
                        "list; remove 'weapon'.", (*path, "weapon"), (unit_id,))
        elif choice.weapon not in offered:
            names = ", ".join(offered)
            yield error("BI-WEAPON-NOT-ALLOWED", f"{unit.name} may take one of {names}, not "
                        f"'{choice.weapon}'.{did_you_mean(choice.weapon, offered)}",
                        (*path, "weapon"), (unit_id,))
    for unit in units.values():
        if unit.row.weapon_choice and not (army.units.get(unit.id) and army.units[unit.id].weapon):
            yield warning("BI-WEAPON-UNCHOSEN", f"Choose a weapon for {unit.name} ({unit.id}): "
                          f"one of {', '.join(unit.row.weapon_choice)}.", ("units",), (unit.id,))


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
