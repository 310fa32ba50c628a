"""Why an army names a unit it does not have, in the player's words.

"No unit 'gauls-1'" leaves the player to guess; most often an option the army takes removed
the unit, or the unit comes with an option the army does not take. The hint names that option
by its name as the list prints it. Worked out only when a unit is missing (a mistake), by
applying the army's options one at a time.
"""

from __future__ import annotations

from collections.abc import Callable

from listbuilder.core.hints import did_you_mean
from listbuilder.core.messages import Phrase
from listbuilder.i18n import N_
from listbuilder.systems.basic_impetus.army_model import BasicImpetusArmy
from listbuilder.systems.basic_impetus.list_model import BasicImpetusList
from listbuilder.systems.basic_impetus.resolve import Unit, resolve

_REMOVED = N_(" The option '{option}' taken by the army removed it ({name}).")
_NOT_TAKEN = N_(" It comes with the option '{option}', which the army does not take ({name}).")

#: Says why a unit id is missing: a sentence to append to a message ('' for nothing known).
AbsentHint = Callable[[str], str]


def absent_hint(army_list: BasicImpetusList, army: BasicImpetusArmy,
                units: dict[str, Unit]) -> AbsentHint:
    def hint(unit_id: str) -> str:
        return _why_absent(army_list, army, unit_id) or did_you_mean(unit_id, units)
    return hint


def _units(army_list: BasicImpetusList, army: BasicImpetusArmy,
           options: list[str]) -> dict[str, Unit]:
    found, _ = resolve(army_list, options, army.choices, army.general)
    return {u.id: u for u in found}


def _name(army: BasicImpetusArmy, unit: Unit) -> str:
    chosen = army.units.get(unit.id)
    return chosen.name if chosen is not None and chosen.name else unit.name


def _why_absent(army_list: BasicImpetusList, army: BasicImpetusArmy, unit_id: str) -> str:
    taken = [o for o in army_list.options if o.id in army.options]
    applied: list[str] = []
    before = _units(army_list, army, applied)
    for option in taken:
        applied.append(option.id)
        after = _units(army_list, army, applied)
        if unit_id in before and unit_id not in after:
            return Phrase(_REMOVED, option=option.name, name=_name(army, before[unit_id]))
        before = after
    for option in army_list.options:
        if option.id in army.options:
            continue
        offered = _units(army_list, army, [*applied, option.id])
        if unit_id in offered:
            return Phrase(_NOT_TAKEN, option=option.name, name=_name(army, offered[unit_id]))
    return ""
