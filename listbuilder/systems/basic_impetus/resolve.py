"""Apply a list's options to its rows and number the resulting units.

Unit ids are `<row id>-<n>`. Removals take the highest numbers and changes the lowest, so a
unit keeps its id (and the player's name, weapon, group) when options come and go.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from listbuilder.systems.basic_impetus.list_model import BasicImpetusList, Option, UnitRow
from listbuilder.systems.basic_impetus.tables import TYPE_ALIASES


@dataclass(frozen=True)
class Unit:
    """One unit on the table, before the player's own choices."""

    id: str
    row: UnitRow
    type: str  # canonical type code
    name: str
    M: int
    VBU: int
    I: int  # noqa: E741
    VD: int
    option: str | None = None  # the option that brought it in, if any

    @property
    def vd_with_general(self) -> int:
        return self.row.VD_general if self.row.VD_general is not None else self.VD


@dataclass(frozen=True)
class Problem:
    """Something that kept an option from applying; callers give it a code and a place."""

    option: str
    message: str


def canonical_type(code: str) -> str:
    return TYPE_ALIASES.get(code, code)


def _units_of(row: UnitRow, option: str | None) -> list[Unit]:
    return [
        Unit(f"{row.id}-{n}", row, canonical_type(row.type), row.name, row.M, row.VBU, row.I,
             row.VD, option)
        for n in range(1, row.count + 1)
    ]


def resolve(army_list: BasicImpetusList, option_ids: list[str]) -> tuple[list[Unit], list[Problem]]:
    """Units for the base list plus `option_ids` (applied in the list's order)."""
    by_row: dict[str, list[Unit]] = {}
    for row in army_list.units:
        by_row.setdefault(row.id, []).extend(_units_of(row, None))
    problems: list[Problem] = []
    chosen = set(option_ids)
    for option in army_list.options:
        if option.id in chosen:
            problems.extend(_apply(option, by_row))
    return [u for units in by_row.values() for u in units], problems


def _apply(option: Option, by_row: dict[str, list[Unit]]) -> list[Problem]:
    problems: list[Problem] = []
    for removal in option.remove:
        units = by_row.get(removal.unit)
        if not units:
            problems.append(Problem(option.id, f"removes units of row '{removal.unit}', which "
                                               "the army does not have"))
            continue
        if removal.count > len(units):
            problems.append(Problem(option.id, f"removes {removal.count} units of row "
                                               f"'{removal.unit}', but only {len(units)} remain"))
        del units[max(0, len(units) - removal.count):]
    for change in option.modify:
        units = by_row.get(change.unit)
        if not units or change.count > len(units):
            have = len(units or [])
            problems.append(Problem(option.id, f"changes {change.count} units of row "
                                               f"'{change.unit}', but the army has {have}"))
            continue
        fields = change.model_dump(exclude={"unit", "count"}, exclude_none=True)
        for i in range(change.count):
            units[i] = replace(units[i], option=option.id, **fields)
    for row in option.add:
        if row.id in by_row and by_row[row.id]:
            problems.append(Problem(option.id, f"adds row '{row.id}', but a row with that id "
                                               "is already in the army"))
            continue
        by_row[row.id] = _units_of(row, option.id)
    return problems
