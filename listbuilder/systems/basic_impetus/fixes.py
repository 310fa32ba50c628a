"""One-click repairs for Basic Impetus findings, so no finding needs the YAML opened.

Each repair is the smallest edit that removes the finding: drop the option, move the
General, choose an offered weapon, dissolve the grouping. Labels use the names players read,
never ids: each unit named as its findings name it ("Knights 2", `UnitNames`), rows and
options by the list's words, all in the reader's language.
"""

from __future__ import annotations

from collections.abc import Callable
from difflib import SequenceMatcher
from typing import Any

from listbuilder.systems.api import (
    OPTION,
    UNIT,
    ArmyView,
    Diagnostic,
    Fix,
    Message,
    Ref,
    UnitNames,
    _,
    naming,
    ref_of,
    shown,
    term,
    without_item,
)
from listbuilder.systems.basic_impetus import messages
from listbuilder.systems.basic_impetus.army_model import BasicImpetusArmy
from listbuilder.systems.basic_impetus.choices import UPGRADE, weapon_name
from listbuilder.systems.basic_impetus.facts import facts_of, may_lead
from listbuilder.systems.basic_impetus.list_model import BasicImpetusList
from listbuilder.systems.basic_impetus.tables import SCALES

GENERAL_OFFERS = 3  # carriers offered as fixes; the General box lists them all

Context = tuple[BasicImpetusList, BasicImpetusArmy, ArmyView, Diagnostic]


def fixes_for(army_list: BasicImpetusList, army: BasicImpetusArmy, view: ArmyView,
              finding: Diagnostic) -> list[Fix]:
    make = MAKERS.get(finding.code)
    if make is None:
        return []
    with naming(UnitNames.of(view)):  # units named as the finding beside them names them
        return make((army_list, army, view, finding))


def _unit(view: ArmyView, unit_id: str) -> str:
    """The army's unit as the findings name it: "Knights 2", in the reader's language."""
    unit = view.unit(unit_id)
    return Ref(UNIT, unit_id, unit.name if unit else unit_id).text()


def _option_of(army: BasicImpetusArmy, finding: Diagnostic) -> str | None:
    key, index = (finding.path + (None, None))[:2]
    if key == "choices" and isinstance(index, str):
        return index
    if key == "options" and isinstance(index, int) and index < len(army.options):
        return army.options[index]
    return None


def _choose(army: BasicImpetusArmy, option_id: str, **choice: Any):
    current = army.choices.get(option_id)
    base = current.model_dump(exclude_defaults=True) if current else {}
    return ("choices", option_id), {**base, **choice}


def _defaulted_fixes(context: Context) -> list[Fix]:
    """The tool chose which units an option changes: offer each other unit of the row."""
    _army_list, army, view, finding = context
    option_id = _option_of(army, finding)
    first = view.unit(finding.subjects[0]) if finding.subjects else None
    if option_id is None or first is None:
        return []
    row = facts_of(first).row
    others = [u.id for u in view.units
              if facts_of(u).row == row and u.id not in finding.subjects]
    return [Fix(_("Change {unit} instead", unit=_unit(view, uid)),
                (_choose(army, option_id, units=[uid]),))
            for uid in others]


def _unchosen_fixes(context: Context) -> list[Fix]:
    """One fix per row the option lets the player add."""
    army_list, army, _view, finding = context
    option_id = _option_of(army, finding)
    option = next((o for o in army_list.options if o.id == option_id), None)
    if option_id is None or option is None:
        return []
    return [Fix(_("Take {unit}", unit=ref_of(row).text()), (_choose(army, option_id, add=row.id),))
            for row in option.add_one_of]


def _forget_choice_fixes(context: Context) -> list[Fix]:
    army_list, army, _view, finding = context
    option_id = _option_of(army, finding)
    if option_id is None or option_id not in army.choices:
        return []
    name = next((ref_of(o, OPTION).text() for o in army_list.options if o.id == option_id),
                option_id)
    return [Fix(_("Forget the choice for '{option}'", option=name),
                ((("choices", option_id), None),))]


def _option_fixes(context: Context) -> list[Fix]:
    army_list, army, _view, finding = context
    index = _index(finding)
    if index is None or index >= len(army.options):
        return []
    option_id = army.options[index]
    known = {o.id: ref_of(o, OPTION).text() for o in army_list.options}
    if option_id in known:
        label = _("Remove option '{option}'", option=known[option_id])
    else:  # its key is all there is to say, and no player word: said as what it is
        label = _("Remove the option this list does not have")
    return [Fix(label, ((("options",), without_item(army.options, index)),))]


def _general_fixes(context: Context) -> list[Fix]:
    _army_list, army, view, _finding = context
    carriers = [u.id for u in view.units if may_lead(u) and u.id != army.general]
    if army.general:  # a vanished 'nobles-1' most likely became 'dismounted-nobles-1'
        old = army.general
        carriers.sort(key=lambda uid: -SequenceMatcher(None, old, uid).ratio())
    return [Fix(_("Give the General to {unit}", unit=_unit(view, uid)), ((("general",), uid),))
            for uid in carriers[:GENERAL_OFFERS]]


def _weapon_fixes(context: Context) -> list[Fix]:
    _army_list, army, view, finding = context
    unit_id = _unit_of(finding)
    unit = view.unit(unit_id) if unit_id else None
    if unit_id is None:
        return []
    if unit is None or not facts_of(unit).weapon_choice:
        return [Fix(_("Remove the weapon choice"), (_choice_edit(army, unit_id, "weapon", None),))]
    return [Fix(_("Choose {weapon} for {unit}", weapon=term(weapon_name(code) or code),
                  unit=_unit(view, unit_id)),
                (_choice_edit(army, unit_id, "weapon", code),))
            for code in facts_of(unit).weapon_choice]


def _unknown_unit_fixes(context: Context) -> list[Fix]:
    _army_list, _army, _view, finding = context
    unit_id = _unit_of(finding)
    if unit_id is None:
        return []
    name = shown(dict(finding.fields).get("unit", unit_id))  # as the finding names it
    return [Fix(_("Forget the settings of '{unit}'", unit=name), ((("units", unit_id), None),))]


def _grouping_fixes(context: Context) -> list[Fix]:
    _army_list, army, _view, finding = context
    key, index = (finding.path + (None, None))[:2]
    if key not in ("groups", "big_units") or not isinstance(index, int):
        return []
    groupings = [g.model_dump(exclude_none=True) for g in getattr(army, key)]
    if index >= len(groupings):
        return []
    label = _("Break up the big unit") if key == "big_units" else _("Ungroup these units")
    return [Fix(label, (((key,), without_item(groupings, index)),))]


def _format_fixes(_context: Context) -> list[Fix]:
    return [Fix(_("Upgrade the army to format 2"), (UPGRADE,))]


def _scale_fixes(context: Context) -> list[Fix]:
    return [Fix(_("Use {scale}", scale=scale), ((("scale",), scale),)) for scale in SCALES]


def _choice_edit(army: BasicImpetusArmy, unit_id: str, key: str, value: Any):
    current = army.units.get(unit_id)
    choice = current.model_dump(exclude_none=True) if current else {}
    if value is None:
        choice.pop(key, None)
    else:
        choice[key] = value
    return ("units", unit_id), choice or None


def _index(finding: Diagnostic) -> int | None:
    return finding.path[1] if len(finding.path) > 1 and isinstance(finding.path[1], int) else None


def _unit_of(finding: Diagnostic) -> str | None:
    if len(finding.path) > 1 and finding.path[0] == "units" and isinstance(finding.path[1], str):
        return finding.path[1]
    return finding.subjects[0] if finding.subjects else None


#: Each finding's repairs, by its declared message: a renamed or removed message fails here
#: (and in mypy), where a code written out would silently offer no repair.
_BY_MESSAGE: tuple[tuple[tuple[Message, ...], Callable[[Context], list[Fix]]], ...] = (
    ((messages.OPTION_DEFAULT,), _defaulted_fixes),
    ((messages.OPTION_UNCHOSEN,), _unchosen_fixes),
    ((messages.OPTION_CHOICE, messages.CHOICE_NOT_TAKEN), _forget_choice_fixes),
    ((messages.OPTION_UNKNOWN, messages.OPTION_TWICE, messages.OPTION_CONFLICT,
      messages.OPTION_APPLY), _option_fixes),
    ((messages.GENERAL_MISSING, messages.GENERAL_UNKNOWN_UNIT, messages.GENERAL_NOT_ALLOWED,
      messages.GENERAL_SOURCE_UNMARKED), _general_fixes),
    ((messages.WEAPON_NOT_OFFERED, messages.WEAPON_NOT_ALLOWED, messages.WEAPON_UNCHOSEN),
     _weapon_fixes),
    ((messages.UNIT_UNKNOWN, messages.UNIT_SET_ASIDE), _unknown_unit_fixes),
    ((messages.GROUP_UNKNOWN_UNIT, messages.GROUP_REPEATED, messages.GROUP_OVERLAP,
      messages.GROUP_TOO_SMALL, messages.GROUP_NEVER, messages.GROUP_MIXED,
      messages.GROUP_IMPETUOUS, messages.BIG_UNIT_UNKNOWN_UNIT, messages.BIG_UNIT_REPEATED,
      messages.BIG_UNIT_OVERLAP, messages.BIG_UNIT_SIZE, messages.BIG_UNIT_ILLEGAL),
     _grouping_fixes),
    ((messages.SCALE_UNKNOWN,), _scale_fixes),
    ((messages.ARMY_NEEDS_FORMAT_2,), _format_fixes),
)
MAKERS: dict[str, Callable[[Context], list[Fix]]] = {
    message.code: make for declared, make in _BY_MESSAGE for message in declared}
