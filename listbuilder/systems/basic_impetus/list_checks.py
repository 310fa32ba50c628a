"""Consistency checks on a Basic Impetus list file (paths point into the list file).

Every check that does not depend on a broken part still runs, and a broken part is reported
once: an option naming a row the list lacks gives that one finding, not also a failed
application, a unit count and a VDT computed without it (see `option_checks.py`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator

from listbuilder.systems.api import RULE, Diagnostic, DocPath, Word, did_you_mean, ref_of
from listbuilder.systems.basic_impetus import messages, option_checks
from listbuilder.systems.basic_impetus.list_model import BasicImpetusList, UnitRow, rows_of
from listbuilder.systems.basic_impetus.printed_words import Category, printed_hint
from listbuilder.systems.basic_impetus.tables import (
    TRAITS,
    TRAITS_WORD,
    TYPE_ALIASES,
    TYPES_WORD,
    UNIT_TYPES,
    WEAPONS,
    WEAPONS_WORD,
    code_listing,
    may_shoot,
    trait_type_conflict,
)


def check_list(army_list: BasicImpetusList) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    rule_ids = {r.id for r in army_list.special_rules}
    replaced = {r.replaces for r in army_list.special_rules if r.replaces is not None}
    weapons = _weapon_checks(army_list)
    out.extend(weapons.findings)
    for path, row in rows_of(army_list):
        out.extend(_check_row(row, path, rule_ids, weapons))
        out.extend(_check_vd_general(row, path, army_list.source_marks_general))
        out.extend(_check_sense(row, path, replaced, weapons))
    out.extend(_check_changes(army_list, weapons))
    out.extend(_check_ids(army_list))
    out.extend(_check_rules(army_list))
    out.extend(option_checks.check_options(army_list))
    return out


class _Weapons:
    """The table's weapons plus the list's own: which codes exist and which shoot."""

    def __init__(self, army_list: BasicImpetusList) -> None:
        self.own = {w.id: w for w in army_list.weapons}
        self.findings: list[Diagnostic] = []

    def known(self, code: str) -> bool:
        return code in WEAPONS or code in self.own

    def shoots(self, code: str) -> bool:
        own = self.own.get(code)
        return own.as_ is not None if own else code in WEAPONS


def _weapon_checks(army_list: BasicImpetusList) -> _Weapons:
    weapons = _Weapons(army_list)
    for i, own in enumerate(army_list.weapons):
        if own.id in WEAPONS:
            weapons.findings.append(messages.LIST_WEAPON_SHADOWS(("weapons", i, "id"),
                                                                 weapon=own.id))
        if own.as_ is not None and own.as_ not in WEAPONS:
            weapons.findings.append(messages.LIST_WEAPON_AS_UNKNOWN(
                ("weapons", i, "as"), name=own.name, weapon=own.as_,
                hint=did_you_mean(own.as_, WEAPONS)))
    return weapons


def _check_row(row: UnitRow, path: DocPath, rule_ids: set[str],
               weapons: _Weapons) -> Iterator[Diagnostic]:
    if row.type in TYPE_ALIASES:
        yield messages.LIST_TYPE_ALIAS((*path, "type"), alias=row.type,
                                       type=TYPE_ALIASES[row.type])
    elif row.type not in UNIT_TYPES:
        yield messages.LIST_UNKNOWN_TYPE((*path, "type"), type=row.type,
                                         hint=_hint(row.type, "type", UNIT_TYPES),
                                         listing=code_listing(TYPES_WORD, UNIT_TYPES))
    if row.weapon is not None and row.weapon_choice is not None:
        yield messages.LIST_WEAPON_BOTH((*path, "weapon_choice"))
    for wpath, code in _weapons_of(row, path):
        yield from _check_weapon_code(code, wpath, weapons)
    yield from _check_weapon_choice(row, path)
    for i, trait in enumerate(row.traits):
        yield from _check_trait_code(trait, (*path, "traits", i))
    for i, rule in enumerate(row.rules):
        if rule not in rule_ids:
            yield messages.LIST_UNKNOWN_RULE((*path, "rules", i), rule=rule,
                                             hint=did_you_mean(rule, rule_ids))


def _hint(text: str, wanted: Category, codes: Iterable[str]) -> str:
    """Where a word typed as printed belongs (printed_words.py), else the closest code."""
    return printed_hint(text, wanted) or did_you_mean(text, codes)


def _check_weapon_code(code: str, path: DocPath, weapons: _Weapons) -> Iterator[Diagnostic]:
    if not weapons.known(code):
        known = [*WEAPONS, *weapons.own]
        yield messages.LIST_UNKNOWN_WEAPON(path, weapon=code, hint=_hint(code, "weapon", known),
                                           listing=code_listing(WEAPONS_WORD, known))


def _check_trait_code(trait: str, path: DocPath) -> Iterator[Diagnostic]:
    if trait not in TRAITS:
        yield messages.LIST_UNKNOWN_TRAIT(path, trait=trait, hint=_hint(trait, "trait", TRAITS),
                                          listing=code_listing(TRAITS_WORD, TRAITS))


def _check_changes(army_list: BasicImpetusList, weapons: _Weapons) -> Iterator[Diagnostic]:
    """The traits and weapons options' `modify` sets, gains or drops are codes too."""
    for oi, option in enumerate(army_list.options):
        for ci, change in enumerate(option.modify):
            path = ("options", oi, "modify", ci)
            for key in ("traits", "add_traits", "drop_traits"):
                for i, trait in enumerate(getattr(change, key) or ()):
                    yield from _check_trait_code(trait, (*path, key, i))
            if change.weapon is not None:
                yield from _check_weapon_code(change.weapon, (*path, "weapon"), weapons)


def _check_weapon_choice(row: UnitRow, path: DocPath) -> Iterator[Diagnostic]:
    offered = row.weapon_choice
    if offered is None:
        return
    if len(set(offered)) < 2:
        yield messages.LIST_WEAPON_CHOICE((*path, "weapon_choice"))
    for i, code in enumerate(offered):
        if code in offered[:i]:
            yield messages.LIST_WEAPON_CHOICE_TWICE((*path, "weapon_choice", i), weapon=code)


def _weapons_of(row: UnitRow, path: DocPath) -> list[tuple[DocPath, str]]:
    found = [((*path, "weapon"), row.weapon)] if row.weapon else []
    return found + [((*path, "weapon_choice", i), w) for i, w in enumerate(row.weapon_choice or [])]


def _check_vd_general(row: UnitRow, path: DocPath,
                      source_marks_general: bool) -> Iterator[Diagnostic]:
    if row.VD_general is not None and row.VD_general < row.VD:
        yield messages.LIST_VD_GENERAL_LOWER((*path, "VD_general"), vd_general=row.VD_general,
                                             vd=row.VD)
    # A source that marks no General lets every row carry it (BI-LIST-GENERAL-UNMARKED).
    if row.VD_general is not None and not row.general and source_marks_general:
        yield messages.LIST_VD_GENERAL((*path, "VD_general"))


def _check_sense(row: UnitRow, path: DocPath, replaced: set[str],
                 weapons: _Weapons) -> Iterator[Diagnostic]:
    """Rows that contradict the rules' own types: warnings, since a book may mean it."""
    type_code = TYPE_ALIASES.get(row.type, row.type)
    for i, trait in enumerate(row.traits):
        conflict = trait_type_conflict(trait, type_code)
        if conflict and trait not in replaced:
            yield messages.LIST_TRAIT_TYPE((*path, "traits", i), conflict=conflict)
    shooting = [(p, c) for p, c in _weapons_of(row, path) if weapons.shoots(c)]
    extra = set(row.traits)
    if shooting and type_code in UNIT_TYPES and not may_shoot(type_code, extra):
        wpath, code = shooting[0]
        yield messages.LIST_WEAPON_TYPE(wpath, type_name=Word(UNIT_TYPES[type_code].name),
                                        type=type_code, weapon=code)


def _check_ids(army_list: BasicImpetusList) -> Iterator[Diagnostic]:
    seen: dict[str, DocPath] = {}
    for path, row in rows_of(army_list):
        if row.id in seen:
            yield messages.LIST_DUPLICATE_ID((*path, "id"), row=row.id)
        seen.setdefault(row.id, path)
    for kind, key, ids in (
        (messages.OPTION_KIND, "options", [o.id for o in army_list.options]),
        (messages.SPECIAL_RULE_KIND, "special_rules", [r.id for r in army_list.special_rules]),
        (messages.WEAPON_KIND, "weapons", [w.id for w in army_list.weapons]),
    ):
        counts = Counter(ids)
        for i, item_id in enumerate(ids):
            if counts[item_id] > 1:
                yield messages.LIST_DUPLICATE_ITEM_ID((key, i, "id"), kind=Word(kind), id=item_id)
    for i, row_id in enumerate(army_list.big_units):
        if row_id not in seen:
            yield messages.LIST_BIG_UNIT_UNKNOWN_ROW(("big_units", i), row=row_id,
                                                     hint=did_you_mean(row_id, seen))


def _check_rules(army_list: BasicImpetusList) -> Iterator[Diagnostic]:
    rows = [row for _path, row in rows_of(army_list)]
    named = {rule for row in rows for rule in row.rules}
    traits = {trait for row in rows for trait in row.traits}
    for i, rule in enumerate(army_list.special_rules):
        if rule.id not in named and (rule.replaces is None or rule.replaces not in traits):
            yield messages.LIST_RULE_UNUSED(("special_rules", i, "id"),
                                            rule=ref_of(rule, RULE))
        if rule.replaces is not None and rule.replaces not in TRAITS:
            yield messages.LIST_REPLACES_UNKNOWN_TRAIT(
                ("special_rules", i, "replaces"), rule=rule.id, trait=rule.replaces,
                hint=did_you_mean(rule.replaces, TRAITS),
                listing=code_listing(TRAITS_WORD, TRAITS))
