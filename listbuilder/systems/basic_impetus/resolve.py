"""Apply a list's options to its rows and number the resulting units.

Unit ids are `<row id>-<n>`. Removals take the highest numbers and changes the lowest, never
the General's unit while another will do, unless the army names the units (`choices`); so a
unit keeps its id (and the player's name, weapon, group) when options come and go.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from listbuilder.systems.api import ENTRIES_MAX, N_, ROW, Phrase, Ref, joined
from listbuilder.systems.basic_impetus.army_model import OptionChoice
from listbuilder.systems.basic_impetus.composition import units_phrase
from listbuilder.systems.basic_impetus.list_model import (
    ROW_CHANGES,
    BasicImpetusList,
    Change,
    Option,
    Removal,
    UnitRow,
    removal_rows,
)
from listbuilder.systems.basic_impetus.tables import TYPE_ALIASES

# Problem kinds: the option cannot apply; the player has a choice to make (the first offer is
# taken meanwhile); the tool chose units for the player; the army's choice names nothing.
APPLY, UNCHOSEN, DEFAULTED, BAD_CHOICE = "apply", "unchosen", "defaulted", "bad-choice"
#: More units than an army can have (`UNITS_MAX`): the rest are left out, so a crafted list
#: (200 rows of 20 units, options adding more) cannot make checking or printing run for hours.
TOO_MANY = "too-many"
UNITS_MAX = ENTRIES_MAX
_NO_CHOICE = OptionChoice()


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
    """Something about applying an option; callers give it a code and a place."""

    option: str
    message: str
    kind: str = APPLY
    units: tuple[str, ...] = ()  # the units the tool chose, for the player to see


def canonical_type(code: str) -> str:
    return TYPE_ALIASES.get(code, code)


def _units_of(row: UnitRow, option: str | None, start: int = 1) -> list[Unit]:
    return [
        Unit(f"{row.id}-{n}", row, canonical_type(row.type), row.name, row.M, row.VBU, row.I,
             row.VD, option)
        for n in range(start, start + row.count)
    ]


def _number(unit: Unit) -> int:
    tail = unit.id.rsplit("-", 1)[-1]
    return int(tail) if tail.isdigit() else 0


@dataclass
class _Army:
    """The units being built, by row, and what the option being applied found."""

    by_row: dict[str, list[Unit]]
    rows: dict[str, UnitRow]
    general: str | None
    problems: list[Problem] = field(default_factory=list)

    def problem(self, option: Option, message: str, kind: str = APPLY,
                units: tuple[str, ...] = ()) -> None:
        self.problems.append(Problem(option.id, message, kind, units))

    def full(self) -> bool:
        return any(p.kind == TOO_MANY for p in self.problems)

    def row_name(self, row_id: str) -> str:
        """A row as a finding names it: the list's name for it, or its id quoted as written
        when the list has no such row."""
        row = self.rows.get(row_id)
        return Ref(ROW, row_id, row.name) if row else row_id

    def add(self, row_id: str, units: list[Unit], option: str | None = None) -> None:
        """`units` join the row, as many as `UNITS_MAX` leaves room for; once some are left
        out, one problem says so."""
        room = UNITS_MAX - sum(len(row) for row in self.by_row.values())
        self.by_row.setdefault(row_id, []).extend(units[:max(0, room)])
        if len(units) > room and not self.full():
            self.problems.append(Problem(option or "", "", TOO_MANY))


def resolve(army_list: BasicImpetusList, option_ids: list[str],
            choices: Mapping[str, OptionChoice] | None = None,
            general: str | None = None) -> tuple[list[Unit], list[Problem]]:
    """Units for the base list plus `option_ids` (applied in the list's order)."""
    army = _Army({}, {}, general)
    for row in army_list.units:
        army.add(row.id, _units_of(row, None))
        army.rows.setdefault(row.id, row)
    chosen = set(option_ids)
    for option in army_list.options:
        if option.id in chosen:
            # Once: a list repeating an option id (an error of its own) must not apply it
            # again for every copy, 200 copies in 200 checks being 40,000 applications.
            chosen.discard(option.id)
            _apply(option, (choices or {}).get(option.id, _NO_CHOICE), army)
    units = [u for units in army.by_row.values() for u in units]
    if not army_list.source_marks_general:
        units = _all_may_lead(units)
    return units, army.problems


def _all_may_lead(units: list[Unit]) -> list[Unit]:
    """A source that marks no General: any unit may carry it (BI-LIST-GENERAL-UNMARKED)."""
    marked: dict[int, UnitRow] = {}  # by the row object: a change may give units their own
    out = []
    for unit in units:
        row = marked.get(id(unit.row))
        if row is None:
            row = marked[id(unit.row)] = unit.row.model_copy(update={"general": True})
        out.append(replace(unit, row=row))
    return out


def _apply(option: Option, choice: OptionChoice, army: _Army) -> None:
    every = {u.id for units in army.by_row.values() for u in units}
    for unit_id in choice.units:
        if unit_id not in every:
            army.problem(option, Phrase(N_("names unit '{unit}', which the army does not have"),
                                        unit=unit_id),
                         BAD_CHOICE)
    picked = [u for u in choice.units if u in every]
    for removal in option.remove:
        _remove(option, removal, picked, army)
    for change in option.modify:
        _change(option, change, picked, army)
    for row in [*option.add, *_one_of(option, choice, army)]:
        if army.by_row.get(row.id):
            army.problem(option, Phrase(N_("adds row '{row}', but a row with that id is "
                                           "already in the army"), row=row.id))
            continue
        army.add(row.id, _units_of(row, option.id), option.id)
        army.rows.setdefault(row.id, row)
    for more in option.add_more:
        if army.full():  # nothing more fits: the finding is made once, the rest skipped
            break
        base = army.rows.get(more.unit)
        if base is None:
            army.problem(option, Phrase(N_("adds more units of row '{row}', which the army "
                                           "does not have"), row=more.unit))
            continue
        units = army.by_row.setdefault(more.unit, [])
        start = max((_number(u) for u in units), default=base.count) + 1
        army.add(more.unit, _units_of(base.model_copy(update={"count": more.count}), option.id,
                                      start), option.id)


def _one_of(option: Option, choice: OptionChoice, army: _Army) -> list[UnitRow]:
    offered = {row.id: row for row in option.add_one_of}
    if not offered:
        return []
    if choice.add in offered:
        return [offered[choice.add]]
    names = joined(Ref(ROW, row.id, row.name) for row in offered.values())
    if choice.add is not None:  # typed, not offered: quoted as typed
        army.problem(option, Phrase(N_("offers {rows}, not '{row}'"), rows=names, row=choice.add),
                     BAD_CHOICE)
    else:
        army.problem(option, Phrase(N_("adds one of {rows}: choose which (until then '{row}' "
                                       "is taken)"), rows=names,
                                    row=Ref(ROW, option.add_one_of[0].id,
                                            option.add_one_of[0].name)), UNCHOSEN)
    return [option.add_one_of[0]]


def _remove(option: Option, removal: Removal, picked: list[str], army: _Army) -> None:
    rows = removal_rows(removal)
    mine = [(r, u) for r in rows for u in army.by_row.get(r, []) if u.id in picked]
    if mine:
        row_id = mine[0][0]
    else:
        fits = [r for r in rows if len(army.by_row.get(r, [])) >= removal.count]
        row_id = (fits or rows)[0]
        if len(rows) > 1:
            army.problem(option, Phrase(N_("removes from one of rows {rows}: choose which unit "
                                           "(until then '{row}')"),
                                        rows=joined(army.row_name(r) for r in rows),
                                        row=army.row_name(row_id)), UNCHOSEN)
    units = army.by_row.get(row_id)
    if not units:
        army.problem(option, Phrase(N_("removes units of row '{row}', which the army does "
                                       "not have"), row=army.row_name(row_id)))
        return
    if removal.count > len(units):
        army.problem(option, Phrase(N_("removes {units} of row '{row}', but only {left}"),
                                    units=units_phrase(removal.count), row=army.row_name(row_id),
                                    left=Phrase.counted(N_("{n} remains"), N_("{n} remain"),
                                                      len(units))))
    named = [u for r, u in mine if r == row_id][:removal.count]
    rest = [u for u in units if u not in named]
    # The highest numbers go first, the General's unit last: never silently the General's.
    order = sorted(reversed(rest), key=lambda u: u.id == army.general)
    gone = {u.id for u in [*named, *order[:max(0, removal.count - len(named))]]}
    army.by_row[row_id] = [u for u in units if u.id not in gone]


def _change(option: Option, change: Change, picked: list[str], army: _Army) -> None:
    units = army.by_row.get(change.unit) or []
    if change.count > len(units):
        army.problem(option, Phrase(N_("changes {units} of row '{row}', but the army has "
                                       "{count}"), units=units_phrase(change.count),
                                    row=army.row_name(change.unit), count=len(units)))
        return
    named = [u for u in units if u.id in picked][:change.count]
    # Never the General's unit unless the player says so, or no other is left.
    others = sorted((u for u in units if u not in named), key=lambda u: u.id == army.general)
    targets = named + others[:change.count - len(named)]
    if len(targets) > len(named) and len(units) > change.count:
        # Which units: the finding's subjects (the editor selects them); in words, how many.
        army.problem(option, Phrase(N_("changes {units}: the army does not say which unit of "
                                       "'{row}'; choose another to change it instead"),
                                    units=units_phrase(len(targets) - len(named)),
                                    row=army.row_name(change.unit)),
                     DEFAULTED, tuple(u.id for u in targets[len(named):]))
    values = change.model_dump(include={"name", "M", "VBU", "I", "VD"}, exclude_none=True)
    deltas = change.by.model_dump(exclude_none=True) if change.by else {}
    if both := sorted(values.keys() & deltas.keys()):
        army.problem(option, Phrase(N_("sets {keys} both as a new value and under 'by': keep "
                                       "one of them"), keys=", ".join(both)))
        return
    target_ids = {u.id for u in targets}
    rows: dict[int, UnitRow] = {}  # each row the targets have, changed once
    for i, unit in enumerate(units):
        if unit.id in target_ids:
            moved = {k: max(0, getattr(unit, k) + d) for k, d in deltas.items()}
            if id(unit.row) not in rows:
                rows[id(unit.row)] = _changed_row(option, change, unit.row, army, not rows)
            units[i] = replace(unit, option=option.id, row=rows[id(unit.row)], **values, **moved)


def _changed_row(option: Option, change: Change, row: UnitRow, army: _Army,
                 first: bool) -> UnitRow:
    """The row a changed unit has now: its traits and weapon as the change says. Problems
    are said for the `first` row changed only (the others would repeat them)."""
    if not change.model_fields_set & set(ROW_CHANGES):
        return row
    traits = list(change.traits if change.traits is not None else row.traits)
    for trait in change.drop_traits:
        if trait not in traits and first:
            army.problem(option, Phrase(N_("drops trait '{trait}', which row '{row}' does not "
                                           "have"), trait=trait, row=army.row_name(row.id)))
    traits = [t for t in traits if t not in change.drop_traits]
    traits += [t for t in change.add_traits if t not in traits]
    update: dict[str, object] = {"traits": traits}
    if change.drop_weapon and change.weapon is not None:
        if first:
            army.problem(option, Phrase(N_("both sets a weapon and drops it: keep one of them")))
    elif change.drop_weapon or change.weapon is not None:
        update |= {"weapon": change.weapon, "weapon_choice": None}
    return row.model_copy(update=update)


