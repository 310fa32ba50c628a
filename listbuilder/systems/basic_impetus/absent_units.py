"""Why an army names a unit it does not have, in the player's words.

"No unit 'gauls-1'" leaves the player to guess; most often an option the army takes removed
the unit, or the unit comes with an option the army does not take. The hint names that option
by its name as the list prints it. Read from the options themselves (unit ids are
`<row id>-<n>`, see resolve.py), never by applying them again: an army naming hundreds of
missing units costs no more than one naming a few.
"""

from __future__ import annotations

from collections.abc import Callable

from listbuilder.systems.api import N_, OPTION, Phrase, Ref, did_you_mean
from listbuilder.systems.basic_impetus.army_model import BasicImpetusArmy
from listbuilder.systems.basic_impetus.list_model import BasicImpetusList, Option, removal_rows
from listbuilder.systems.basic_impetus.naming import unit_labels
from listbuilder.systems.basic_impetus.resolve import Unit

_REMOVED = N_(" The option '{option}' taken by the army removed it ({name}).")
_NOT_TAKEN = N_(" It comes with the option '{option}', which the army does not take ({name}).")

#: Says why a unit id is missing: a sentence to append to a message ('' for nothing known).
AbsentHint = Callable[[str], str]


def absent_hint(army_list: BasicImpetusList, army: BasicImpetusArmy,
                units: dict[str, Unit]) -> AbsentHint:
    reasons = _Reasons(army_list, army)
    labels = unit_labels(units, {uid: c.name for uid, c in army.units.items() if c.name})

    def hint(unit_id: str) -> str:
        return reasons.why(unit_id) or did_you_mean(unit_id, units, labels)
    return hint


def _row_and_number(unit_id: str) -> tuple[str, int] | None:
    row, _, tail = unit_id.rpartition("-")
    return (row, int(tail)) if row and tail.isdigit() and len(tail) < 4 else None


class _Reasons:
    """Which rows each option brings (with how many units) and which rows the options the
    army takes remove from, by row id."""

    def __init__(self, army_list: BasicImpetusList, army: BasicImpetusArmy) -> None:
        self.army = army
        taken = [o for o in army_list.options if o.id in army.options]
        self.base = {r.id: (r.name, r.count) for r in army_list.units}
        self.removers: dict[str, Option] = {}
        for option in taken:
            for removal in option.remove:
                for row_id in removal_rows(removal):
                    self.removers.setdefault(row_id, option)
        self.adders: dict[str, tuple[Option, str, int]] = {}
        for option in army_list.options:
            for row in [*option.add, *option.add_one_of]:
                self.adders.setdefault(row.id, (option, row.name, row.count))
            for more in option.add_more:
                name, count = self.base.get(more.unit, ("", 0))
                if name and more.unit not in self.adders:
                    self.adders[more.unit] = (option, name, count + more.count)

    def why(self, unit_id: str) -> str:
        found = _row_and_number(unit_id)
        if found is None:
            return ""
        row, number = found
        name, count = self.base.get(row, ("", 0))
        if number <= count and row in self.removers:
            return Phrase(_REMOVED, option=_named(self.removers[row]),
                          name=self._name(unit_id, name))
        option, added_name, added = self.adders.get(row, (None, "", 0))
        if option is None or number > added or number <= count:
            return ""
        if option.id not in self.army.options:
            return Phrase(_NOT_TAKEN, option=_named(option), name=self._name(unit_id, added_name))
        remover = self.removers.get(row)
        return Phrase(_REMOVED, option=_named(remover), name=self._name(unit_id, added_name)) \
            if remover else ""

    def _name(self, unit_id: str, name: str) -> str:
        chosen = self.army.units.get(unit_id)
        return chosen.name if chosen is not None and chosen.name else name


def _named(option: Option) -> Ref:
    return Ref(OPTION, option.id, option.name)
