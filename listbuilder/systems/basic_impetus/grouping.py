"""Groups and big units [2.5, 2.5.1] (RULES.md §1.4)."""

from __future__ import annotations

from collections.abc import Iterator

from listbuilder.core.diagnostics import Diagnostic, DocPath, error
from listbuilder.core.hints import did_you_mean
from listbuilder.systems.basic_impetus.army_model import Grouping
from listbuilder.systems.basic_impetus.resolve import Unit
from listbuilder.systems.basic_impetus.tables import (
    CAVALRY,
    FOOT,
    INFANTRY,
    NEVER_GROUP,
    UNIT_TYPES,
)


def is_impetuous(unit: Unit) -> bool:
    return "impetuous" in unit.row.traits


def is_pike(unit: Unit) -> bool:
    return "pike" in unit.row.traits


def _members(grouping: Grouping, path: DocPath, units: dict[str, Unit], what: str
             ) -> tuple[list[Unit], list[Diagnostic]]:
    found: list[Unit] = []
    problems: list[Diagnostic] = []
    for i, unit_id in enumerate(grouping.units):
        unit = units.get(unit_id)
        if unit is None:
            problems.append(error(f"BI-{what}-UNKNOWN-UNIT", f"No unit '{unit_id}' in this army."
                                  f"{did_you_mean(unit_id, units)}", (*path, "units", i)))
        elif unit in found:
            problems.append(error(f"BI-{what}-REPEATED", f"{unit.name} ({unit_id}) is listed "
                                  "twice in the same grouping.", (*path, "units", i), (unit_id,)))
        else:
            found.append(unit)
    return found, problems


def group_problem(members: list[Unit]) -> tuple[str, str] | None:
    """Why these units may not form a group, as (code, reason), or None if they may."""
    never = sorted({u.type for u in members if u.type in NEVER_GROUP})
    if never:
        return ("BI-GROUP-NEVER", f"{', '.join(never)} units never group, not even with "
                "identical units")
    categories = {UNIT_TYPES[u.type].category for u in members if u.type in UNIT_TYPES}
    # Skirmishers may join a cavalry group (rule 1's exception).
    if CAVALRY in categories and any(
        u.type in UNIT_TYPES and UNIT_TYPES[u.type].category == INFANTRY and u.type != "S"
        for u in members
    ):
        return ("BI-GROUP-MIXED", "a group is all infantry or all cavalry; only skirmishers (S) "
                "may also join cavalry")
    impetuous = [u for u in members if is_impetuous(u)]
    if impetuous:
        if len(impetuous) != len(members):
            return ("BI-GROUP-IMPETUOUS", "impetuous units group only with other impetuous "
                    "units")
        if len({u.type for u in members}) > 1:
            return ("BI-GROUP-IMPETUOUS", "impetuous units group only with impetuous units of "
                    "the same type")
    return None


def big_unit_problem(members: list[Unit], permitted_rows: set[str]) -> tuple[str, str] | None:
    """Why these units may not form a big unit, or None if they may.

    Reading we take (RULES.md §1.4): two pike FP, two impetuous FP or two impetuous FL; a list
    may also permit named rows explicitly.
    """
    if len(members) != 2:
        return ("BI-BIG-UNIT-SIZE", f"a big unit is exactly two units, one behind the other "
                f"(this one has {len(members)})")
    a, b = members
    if a.row.id in permitted_rows and b.row.id in permitted_rows and a.type == b.type:
        return None
    if a.type != b.type:
        return ("BI-BIG-UNIT-ILLEGAL", f"a big unit is two units of the same type, not "
                f"{a.type} and {b.type}")
    if a.type == "FP" and is_pike(a) and is_pike(b):
        return None
    if a.type in FOOT and is_impetuous(a) and is_impetuous(b) and a.type in ("FP", "FL"):
        return None
    return ("BI-BIG-UNIT-ILLEGAL", "only two pike units or two impetuous foot units may form a "
            "big unit")


def _resolved(groupings: list[Grouping], key: str, what: str, noun: str,
              units: dict[str, Unit]) -> Iterator[Diagnostic | tuple[DocPath, list[Unit]]]:
    """Each grouping's members, after reporting unknown, repeated and shared units.

    Yields diagnostics and, per grouping, (path, members) for the legality check.
    """
    owner: dict[str, int] = {}
    for gi, grouping in enumerate(groupings):
        path = (key, gi)
        members, problems = _members(grouping, path, units, what)
        yield from problems
        for unit in members:
            if unit.id in owner:
                yield error(f"BI-{what}-OVERLAP", f"{unit.name} ({unit.id}) is already in "
                            f"{noun} {owner[unit.id] + 1}; a unit belongs to one {noun} at most.",
                            (*path, "units", grouping.units.index(unit.id)), (unit.id,))
            owner.setdefault(unit.id, gi)
        yield path, members


def _illegal(kind: str, problem: tuple[str, str], path: DocPath, members: list[Unit]
             ) -> Diagnostic:
    code, reason = problem
    names = ", ".join(f"{u.name} ({u.type})" for u in members)
    return error(code, f"Illegal {kind}: {reason}. Members: {names}.", path,
                 tuple(u.id for u in members))


def check_groups(groups: list[Grouping], units: dict[str, Unit]) -> Iterator[Diagnostic]:
    for item in _resolved(groups, "groups", "GROUP", "group", units):
        if isinstance(item, Diagnostic):
            yield item
            continue
        path, members = item
        index = path[1]
        assert isinstance(index, int)
        if len(groups[index].units) < 2:
            yield error("BI-GROUP-TOO-SMALL", "A group is two or more units; add units or "
                        "ungroup it.", path, tuple(u.id for u in members))
        elif problem := group_problem(members):
            yield _illegal("group", problem, path, members)


def check_big_units(big_units: list[Grouping], units: dict[str, Unit],
                    permitted_rows: set[str]) -> Iterator[Diagnostic]:
    for item in _resolved(big_units, "big_units", "BIG-UNIT", "big unit", units):
        if isinstance(item, Diagnostic):
            yield item
        elif problem := big_unit_problem(item[1], permitted_rows):
            yield _illegal("big unit", problem, *item)
