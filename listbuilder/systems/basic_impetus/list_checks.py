"""Consistency checks on a Basic Impetus list file (paths point into the list file)."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterator

from listbuilder.core.diagnostics import Diagnostic, DocPath, error, info, warning
from listbuilder.core.hints import did_you_mean
from listbuilder.systems.basic_impetus.composition import ARMY_SIZE, break_point
from listbuilder.systems.basic_impetus.list_model import BasicImpetusList, UnitRow
from listbuilder.systems.basic_impetus.resolve import resolve
from listbuilder.systems.basic_impetus.tables import TRAITS, TYPE_ALIASES, UNIT_TYPES, WEAPONS


def check_list(army_list: BasicImpetusList) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    rule_ids = {r.id for r in army_list.special_rules}
    for path, row in _rows(army_list):
        out.extend(_check_row(row, path, rule_ids))
    out.extend(_check_ids(army_list))
    out.extend(_check_options(army_list))
    out.extend(_check_sizes(army_list))
    out.extend(_check_general(army_list))
    out.extend(_check_stated_vdt(army_list))
    return out


def _rows(army_list: BasicImpetusList) -> Iterator[tuple[DocPath, UnitRow]]:
    for i, row in enumerate(army_list.units):
        yield ("units", i), row
    for oi, option in enumerate(army_list.options):
        for ai, row in enumerate(option.add):
            yield ("options", oi, "add", ai), row


def _check_row(row: UnitRow, path: DocPath, rule_ids: set[str]) -> Iterator[Diagnostic]:
    if row.type in TYPE_ALIASES:
        yield info("BI-LIST-TYPE-ALIAS", f"'{row.type}' is the Hungarian text's spelling; it "
                   f"reads as {TYPE_ALIASES[row.type]}. Write '{TYPE_ALIASES[row.type]}'.",
                   (*path, "type"))
    elif row.type not in UNIT_TYPES:
        yield error("BI-LIST-UNKNOWN-TYPE", f"Unknown unit type '{row.type}'."
                    f"{did_you_mean(row.type, UNIT_TYPES)} Types: {', '.join(UNIT_TYPES)}.",
                    (*path, "type"))
    if row.weapon is not None and row.weapon_choice is not None:
        yield error("BI-LIST-WEAPON-BOTH", "A row has either 'weapon' (fixed) or "
                    "'weapon_choice' (the player picks one), not both.", (*path, "weapon_choice"))
    weapons = [((*path, "weapon"), row.weapon)] if row.weapon else []
    weapons += [((*path, "weapon_choice", i), w) for i, w in enumerate(row.weapon_choice or [])]
    for wpath, code in weapons:
        if code not in WEAPONS:
            yield error("BI-LIST-UNKNOWN-WEAPON", f"Unknown weapon '{code}'."
                        f"{did_you_mean(code, WEAPONS)} Weapons are written like "
                        "'crossbow-b' or 'javelin'.", wpath)
    if row.weapon_choice is not None and len(row.weapon_choice) < 2:
        yield warning("BI-LIST-WEAPON-CHOICE", "A weapon choice needs at least two weapons; "
                      "with one, write it as 'weapon'.", (*path, "weapon_choice"))
    for i, trait in enumerate(row.traits):
        if trait not in TRAITS:
            yield error("BI-LIST-UNKNOWN-TRAIT", f"Unknown trait '{trait}'."
                        f"{did_you_mean(trait, TRAITS)} List-specific rules go under "
                        "'special_rules' and are named in 'rules'.", (*path, "traits", i))
    for i, rule in enumerate(row.rules):
        if rule not in rule_ids:
            yield error("BI-LIST-UNKNOWN-RULE", f"No special rule '{rule}' in this list."
                        f"{did_you_mean(rule, rule_ids)}", (*path, "rules", i))
    if row.VD_general is not None and row.VD_general < row.VD:
        yield warning("BI-LIST-VD-GENERAL", f"VD with the General ({row.VD_general}) is lower "
                      f"than without ({row.VD}); the source writes it as VD/VD-with-General.",
                      (*path, "VD_general"))
    if row.VD_general is not None and not row.general:
        yield error("BI-LIST-VD-GENERAL", "This row has a VD with the General but may not "
                    "carry the General: add 'general: true' or remove 'VD_general'.",
                    (*path, "VD_general"))


def _check_ids(army_list: BasicImpetusList) -> Iterator[Diagnostic]:
    seen: dict[str, DocPath] = {}
    for path, row in _rows(army_list):
        if row.id in seen:
            yield error("BI-LIST-DUPLICATE-ID", f"Row id '{row.id}' is used twice; every row, "
                        "including those options add, needs its own id.", (*path, "id"))
        seen.setdefault(row.id, path)
    for kind, key, ids in (
        ("option", "options", [o.id for o in army_list.options]),
        ("special rule", "special_rules", [r.id for r in army_list.special_rules]),
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


def _check_options(army_list: BasicImpetusList) -> Iterator[Diagnostic]:
    option_ids = [o.id for o in army_list.options]
    rows = {r.id for _, r in _rows(army_list)}
    for oi, option in enumerate(army_list.options):
        refs = [("remove", ri, r.unit) for ri, r in enumerate(option.remove)]
        refs += [("modify", ri, c.unit) for ri, c in enumerate(option.modify)]
        for key, ri, row_id in refs:
            if row_id not in rows:
                yield error("BI-LIST-UNKNOWN-ROW", f"Option '{option.id}' refers to row "
                            f"'{row_id}', which the list does not have."
                            f"{did_you_mean(row_id, rows)}", ("options", oi, key, ri, "unit"))
        for ei, other in enumerate(option.excludes):
            if other not in option_ids:
                yield error("BI-LIST-UNKNOWN-OPTION", f"Option '{option.id}' excludes "
                            f"'{other}', which is not an option of this list."
                            f"{did_you_mean(other, option_ids)}", ("options", oi, "excludes", ei))
        if not (option.remove or option.add or option.modify):
            yield warning("BI-LIST-OPTION-EMPTY", f"Option '{option.id}' changes nothing: give "
                          "it 'remove', 'add' or 'modify'.", ("options", oi))
            continue
        _, problems = resolve(army_list, [option.id])
        for p in problems:
            yield error("BI-LIST-OPTION-APPLY", f"Option '{option.id}' {p.message}.",
                        ("options", oi))


def _option_sets(army_list: BasicImpetusList) -> Iterator[tuple[DocPath, list[str]]]:
    yield ("units",), []
    for oi, option in enumerate(army_list.options):
        yield ("options", oi), [option.id]


def _check_sizes(army_list: BasicImpetusList) -> Iterator[Diagnostic]:
    low, high = ARMY_SIZE
    for path, options in _option_sets(army_list):
        units, _ = resolve(army_list, options)
        if not low <= len(units) <= high:
            which = f"with option '{options[0]}'" if options else "as published"
            yield warning("BI-LIST-UNIT-COUNT", f"The list {which} fields {len(units)} units; "
                          f"the rules' usual army is {low}–{high}. Players should agree on it "
                          "before the game.", path, tuple(options))


def _check_general(army_list: BasicImpetusList) -> Iterator[Diagnostic]:
    base_ok = any(row.general for row in army_list.units)
    for path, options in _option_sets(army_list):
        units, _ = resolve(army_list, options)
        if units and not any(u.row.general for u in units):
            if options and not base_ok:
                continue  # already reported for the list as published
            which = f"with option '{options[0]}'" if options else ""
            yield error("BI-LIST-NO-GENERAL", f"No unit of the list {which} may carry the "
                        "General: mark the rows that may with 'general: true'.".replace("  ", " "),
                        path, tuple(options))


def _check_stated_vdt(army_list: BasicImpetusList) -> Iterator[Diagnostic]:
    option_ids = {o.id for o in army_list.options}
    for si, stated in enumerate(army_list.stated_vdt):
        unknown = [o for o in stated.options if o not in option_ids]
        for o in unknown:
            yield error("BI-LIST-UNKNOWN-OPTION", f"Stated VDT names option '{o}', which is "
                        f"not in the list.{did_you_mean(o, option_ids)}",
                        ("stated_vdt", si, "options", stated.options.index(o)))
        if unknown:
            continue
        units, _ = resolve(army_list, stated.options)
        computed = sum(u.VD for u in units)
        which = f" with option(s) {', '.join(stated.options)}" if stated.options else ""
        if computed != stated.vdt:
            yield error("BI-LIST-VDT-MISMATCH", f"Stated VDT{which} is {stated.vdt}, but the "
                        f"rows sum to {computed}. Fix the rows or the stated VDT; if the source "
                        "prints it so, keep it and acknowledge it under 'errata'.",
                        ("stated_vdt", si, "vdt"), tuple(stated.options))
        if stated.break_at is not None and stated.break_at != break_point(stated.vdt):
            yield error("BI-LIST-BREAK-MISMATCH", f"Stated break point{which} is "
                        f"{stated.break_at}, but half of VDT {stated.vdt} rounded up is "
                        f"{math.ceil(stated.vdt / 2)}.", ("stated_vdt", si, "break_at"),
                        tuple(stated.options))
