"""The choices a player makes inside the options taken, as fields the editor shows (issue 10).

An option may add one of several rows (`add_one_of`) or remove from one of several rows
(`remove: [{unit: [a, b]}]`); the pick is stored under `choices: {option: {add, units}}`.
Each field's `section` is its option's id, so the editor puts it beside that option.
"""

from __future__ import annotations

from listbuilder.systems.api import N_, FieldSpec, _, list_word
from listbuilder.systems.basic_impetus.army_model import BasicImpetusArmy, OptionChoice
from listbuilder.systems.basic_impetus.list_model import (
    BasicImpetusList,
    Option,
    Removal,
    removal_rows,
)
from listbuilder.systems.basic_impetus.resolve import Unit, resolve

CHOOSE = N_("Choose in option")  # the undo text of a pick


def option_fields(army_list: BasicImpetusList, army: BasicImpetusArmy) -> list[FieldSpec]:
    taken = [o for o in army_list.options if o.id in army.options]
    fields: list[FieldSpec] = []
    for option in taken:
        choice = army.choices.get(option.id) or OptionChoice()
        for removal in option.remove:
            if len(removal_rows(removal)) > 1:
                fields.append(_remove_field(army_list, army, option, removal, choice))
        if option.add_one_of:
            fields.append(_add_field(option, choice))
    return fields


def _add_field(option: Option, choice: OptionChoice) -> FieldSpec:
    return FieldSpec(
        path=("choices", option.id, "add"), label=N_("Replacement"), kind="choice",
        current=choice.add,
        choices=tuple((row.id, list_word(row.name)) for row in option.add_one_of),
        section=option.id, help=_("Which row “{option}” adds", option=list_word(option.name)),
        undo=CHOOSE)


def _remove_field(army_list: BasicImpetusList, army: BasicImpetusArmy, option: Option,
                  removal: Removal, choice: OptionChoice) -> FieldSpec:
    """One choice per row with units to remove; the value names one unit of that row.

    Its other named units (those another part of the option changes) are kept as they are.
    """
    rows = removal_rows(removal)
    before = _units_before(army_list, army, option)
    names = {row.id: row.name for row in army_list.units}
    kept = [uid for uid in choice.units if not any(u.id == uid for u in before
                                                   if u.row.id in rows)]
    offered: list[tuple[list[str], str]] = []
    current = None
    for row_id in rows:
        units = [u for u in before if u.row.id == row_id]
        if not units:
            continue
        named = [u.id for u in units if u.id in choice.units]
        value = [*kept, *(named or [_default_unit(units, army.general)])]
        offered.append((value, names.get(row_id, units[0].name)))
        if named and current is None:
            current = value
    return FieldSpec(
        path=("choices", option.id, "units"), label=N_("Remove from"), kind="choice",
        current=current, choices=tuple(offered), section=option.id,
        help=_("Which row “{option}” removes from", option=list_word(option.name)), undo=CHOOSE)


def _units_before(army_list: BasicImpetusList, army: BasicImpetusArmy,
                  option: Option) -> list[Unit]:
    """The army's units as this option finds them: options apply in the list's order."""
    order = [o.id for o in army_list.options]
    earlier = [oid for oid in army.options
               if oid in order and order.index(oid) < order.index(option.id)]
    units, _ = resolve(army_list, earlier, army.choices, army.general)
    return units


def _default_unit(units: list[Unit], general: str | None) -> str:
    """The unit the option would take anyway: the highest number, the General's last."""
    return sorted(reversed(units), key=lambda u: u.id == general)[0].id
