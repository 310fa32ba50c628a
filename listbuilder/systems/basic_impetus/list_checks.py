"""Consistency checks on a Basic Impetus list file (paths point into the list file).

Every check that does not depend on a broken part still runs, and a broken part is reported
once: an option naming a row the list lacks gives that one finding, not also a failed
application, a unit count and a VDT computed without it (see `option_checks.py`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from listbuilder.core.diagnostics import Diagnostic, DocPath, error, info, warning
from listbuilder.core.hints import did_you_mean
from listbuilder.systems.basic_impetus import option_checks
from listbuilder.systems.basic_impetus.list_model import BasicImpetusList, UnitRow
from listbuilder.systems.basic_impetus.tables import (
    TRAITS,
    TYPE_ALIASES,
    UNIT_TYPES,
    WEAPONS,
    code_listing,
    trait_type_conflict,
    type_shoots,
)


def check_list(army_list: BasicImpetusList) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    rule_ids = {r.id for r in army_list.special_rules}
    replaced = {r.replaces for r in army_list.special_rules if r.replaces is not None}
    weapons = _weapon_checks(army_list)
    out.extend(weapons.findings)
    for path, row in rows_of(army_list):
        out.extend(_check_row(row, path, rule_ids, weapons))
        out.extend(_check_sense(row, path, replaced, weapons))
    out.extend(_check_ids(army_list))
    out.extend(_check_rules(army_list))
    out.extend(option_checks.check_options(army_list))
    return out


def rows_of(army_list: BasicImpetusList) -> Iterator[tuple[DocPath, UnitRow]]:
    for i, row in enumerate(army_list.units):
        yield ("units", i), row
    for oi, option in enumerate(army_list.options):
        for key in ("add", "add_one_of"):
            for ai, row in enumerate(getattr(option, key)):
                yield ("options", oi, key, ai), row


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
            weapons.findings.append(error(
                "BI-LIST-WEAPON-SHADOWS", f"The list's weapon '{own.id}' has the id of a "
                "weapon of the shooting table; give it its own id.", ("weapons", i, "id")))
        if own.as_ is not None and own.as_ not in WEAPONS:
            weapons.findings.append(error(
                "BI-LIST-UNKNOWN-WEAPON", f"'{own.name}' shoots as '{own.as_}', which is not "
                f"in the shooting table.{did_you_mean(own.as_, WEAPONS)}", ("weapons", i, "as")))
    return weapons


def _check_row(row: UnitRow, path: DocPath, rule_ids: set[str],
               weapons: _Weapons) -> Iterator[Diagnostic]:
    if row.type in TYPE_ALIASES:
        yield info("BI-LIST-TYPE-ALIAS", f"'{row.type}' is the Hungarian text's spelling; it "
                   f"reads as {TYPE_ALIASES[row.type]}. Write '{TYPE_ALIASES[row.type]}'.",
                   (*path, "type"))
    elif row.type not in UNIT_TYPES:
        yield error("BI-LIST-UNKNOWN-TYPE", f"Unknown unit type '{row.type}'."
                    f"{did_you_mean(row.type, UNIT_TYPES)} {code_listing('Types', UNIT_TYPES)}",
                    (*path, "type"))
    if row.weapon is not None and row.weapon_choice is not None:
        yield error("BI-LIST-WEAPON-BOTH", "A row has either 'weapon' (fixed) or "
                    "'weapon_choice' (the player picks one), not both.", (*path, "weapon_choice"))
    for wpath, code in _weapons_of(row, path):
        if not weapons.known(code):
            known = [*WEAPONS, *weapons.own]
            yield error("BI-LIST-UNKNOWN-WEAPON", f"Unknown weapon '{code}'."
                        f"{did_you_mean(code, known)} {code_listing('Weapons', known)} A "
                        "weapon the table lacks goes under the list's 'weapons'.", wpath)
    if row.weapon_choice is not None and len(row.weapon_choice) < 2:
        yield warning("BI-LIST-WEAPON-CHOICE", "A weapon choice needs at least two weapons; "
                      "with one, write it as 'weapon'.", (*path, "weapon_choice"))
    for i, trait in enumerate(row.traits):
        if trait not in TRAITS:
            yield error("BI-LIST-UNKNOWN-TRAIT", f"Unknown trait '{trait}'."
                        f"{did_you_mean(trait, TRAITS)} {code_listing('Traits', TRAITS)} "
                        "List-specific rules go under 'special_rules' and are named in 'rules'.",
                        (*path, "traits", i))
    for i, rule in enumerate(row.rules):
        if rule not in rule_ids:
            yield error("BI-LIST-UNKNOWN-RULE", f"No special rule '{rule}' in this list."
                        f"{did_you_mean(rule, rule_ids)}", (*path, "rules", i))
    yield from _check_vd_general(row, path)


def _weapons_of(row: UnitRow, path: DocPath) -> list[tuple[DocPath, str]]:
    found = [((*path, "weapon"), row.weapon)] if row.weapon else []
    return found + [((*path, "weapon_choice", i), w) for i, w in enumerate(row.weapon_choice or [])]


def _check_vd_general(row: UnitRow, path: DocPath) -> Iterator[Diagnostic]:
    if row.VD_general is not None and row.VD_general < row.VD:
        yield warning("BI-LIST-VD-GENERAL", f"VD with the General ({row.VD_general}) is lower "
                      f"than without ({row.VD}); the source writes it as VD/VD-with-General.",
                      (*path, "VD_general"))
    if row.VD_general is not None and not row.general:
        yield error("BI-LIST-VD-GENERAL", "This row has a VD with the General but may not "
                    "carry the General: add 'general: true' or remove 'VD_general'.",
                    (*path, "VD_general"))


def _check_sense(row: UnitRow, path: DocPath, replaced: set[str],
                 weapons: _Weapons) -> Iterator[Diagnostic]:
    """Rows that contradict the rules' own types: warnings, since a book may mean it."""
    type_code = TYPE_ALIASES.get(row.type, row.type)
    for i, trait in enumerate(row.traits):
        conflict = trait_type_conflict(trait, type_code)
        if conflict and trait not in replaced:
            yield warning("BI-LIST-TRAIT-TYPE", f"{conflict} If the book means it, give the "
                          f"list's own rule text a special rule with 'replaces: {trait}', or "
                          "acknowledge it under 'errata'.", (*path, "traits", i))
    shooting = [(p, c) for p, c in _weapons_of(row, path) if weapons.shoots(c)]
    extra = set(row.traits)
    if shooting and type_code in UNIT_TYPES and not type_shoots(type_code, extra):
        wpath, code = shooting[0]
        yield warning("BI-LIST-WEAPON-TYPE", f"{UNIT_TYPES[type_code].name.capitalize()} "
                      f"({type_code}) do not shoot [6.3.1: only T, S, ART, CM, CL, CGP, CGL, W "
                      "and the FL or cavalry a list marks as shooters], but this row has "
                      f"'{code}'. Add the 'shooters' trait if the book lets it shoot.", wpath)


def _check_ids(army_list: BasicImpetusList) -> Iterator[Diagnostic]:
    seen: dict[str, DocPath] = {}
    for path, row in rows_of(army_list):
        if row.id in seen:
            yield error("BI-LIST-DUPLICATE-ID", f"Row id '{row.id}' is used twice; every row, "
                        "including those options add, needs its own id.", (*path, "id"))
        seen.setdefault(row.id, path)
    for kind, key, ids in (
        ("option", "options", [o.id for o in army_list.options]),
        ("special rule", "special_rules", [r.id for r in army_list.special_rules]),
        ("weapon", "weapons", [w.id for w in army_list.weapons]),
    ):
        counts = Counter(ids)
        for i, item_id in enumerate(ids):
            if counts[item_id] > 1:
                yield error("BI-LIST-DUPLICATE-ID", f"The {kind} id '{item_id}' is used more "
                            "than once.", (key, i, "id"))
    for i, row_id in enumerate(army_list.big_units):
        if row_id not in seen:
            yield error("BI-LIST-UNKNOWN-ROW", f"'big_units' names row '{row_id}', which the "
                        f"list does not have.{did_you_mean(row_id, seen)}", ("big_units", i))


def _check_rules(army_list: BasicImpetusList) -> Iterator[Diagnostic]:
    for i, rule in enumerate(army_list.special_rules):
        if rule.replaces is not None and rule.replaces not in TRAITS:
            yield error("BI-LIST-UNKNOWN-TRAIT", f"Special rule '{rule.id}' replaces trait "
                        f"'{rule.replaces}', which the rules do not have."
                        f"{did_you_mean(rule.replaces, TRAITS)} {code_listing('Traits', TRAITS)}",
                        ("special_rules", i, "replaces"))
