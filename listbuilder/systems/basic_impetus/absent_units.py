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
    reasons = _Reasons(army_list, army)

    def hint(unit_id: str) -> str:
        return reasons.why(unit_id) or did_you_mean(unit_id, units)
    return hint


class _Reasons:
    """The army's units after each option it takes, and those each option it does not take
    would bring: worked out once, on the first missing unit, whatever the number asked."""

    def __init__(self, army_list: BasicImpetusList, army: BasicImpetusArmy) -> None:
        self.army_list, self.army = army_list, army
        self._steps: list[tuple[str, dict[str, Unit]]] | None = None

    def _units(self, options: list[str]) -> dict[str, Unit]:
        found, _ = resolve(self.army_list, options, self.army.choices, self.army.general)
        return {u.id: u for u in found}

    def steps(self) -> list[tuple[str, dict[str, Unit]]]:
        """(option name, the units then): the base list, each option taken in the list's
        order, then each option not taken added to them all ('' marks the base list)."""
        if self._steps is None:
            taken = [o for o in self.army_list.options if o.id in self.army.options]
            applied: list[str] = []
            steps = [("", self._units(applied))]
            for option in taken:
                applied.append(option.id)
                steps.append((option.name, self._units(applied)))
            steps += [(option.name, self._units([*applied, option.id]))
                      for option in self.army_list.options if option.id not in self.army.options]
            self._steps = steps
        return self._steps

    def why(self, unit_id: str) -> str:
        steps = self.steps()
        taken = 1 + sum(o.id in self.army.options for o in self.army_list.options)
        for (_, before), (option, after) in zip(steps[:taken], steps[1:taken], strict=False):
            if unit_id in before and unit_id not in after:
                return Phrase(_REMOVED, option=option, name=self._name(before[unit_id]))
        for option, offered in steps[taken:]:
            if unit_id in offered and unit_id not in steps[taken - 1][1]:
                return Phrase(_NOT_TAKEN, option=option, name=self._name(offered[unit_id]))
        return ""

    def _name(self, unit: Unit) -> str:
        chosen = self.army.units.get(unit.id)
        return chosen.name if chosen is not None and chosen.name else unit.name
