"""Groups and big units [2.5, 2.5.1] (RULES.md §1.4)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

from listbuilder.systems.api import N_, Diagnostic, DocPath, Message, Phrase, did_you_mean, joined
from listbuilder.systems.basic_impetus import messages as m
from listbuilder.systems.basic_impetus.army_model import Grouping
from listbuilder.systems.basic_impetus.naming import unit_labels, unit_name
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


@dataclass(frozen=True)
class _Kind:
    """Groups or big units: where they live in the army file and what their findings say."""

    key: str
    unknown_unit: Message
    repeated: Message
    overlap: Message


GROUPS = _Kind("groups", m.GROUP_UNKNOWN_UNIT, m.GROUP_REPEATED, m.GROUP_OVERLAP)
BIG_UNITS = _Kind("big_units", m.BIG_UNIT_UNKNOWN_UNIT, m.BIG_UNIT_REPEATED, m.BIG_UNIT_OVERLAP)


def _members(grouping: Grouping, path: DocPath, units: dict[str, Unit], kind: _Kind,
             labels: Mapping[str, str], absent: Callable[[str], str] | None
             ) -> tuple[list[Unit], list[Diagnostic]]:
    found: list[Unit] = []
    problems: list[Diagnostic] = []
    for i, unit_id in enumerate(grouping.units):
        unit = units.get(unit_id)
        if unit is None:  # typed, not in the army: quoted as typed
            hint = absent(unit_id) if absent else did_you_mean(unit_id, units, labels)
            problems.append(kind.unknown_unit((*path, "units", i), unit=unit_id, hint=hint))
        elif unit in found:
            problems.append(kind.repeated((*path, "units", i), (unit_id,),
                                          name=labels[unit_id]))
        else:
            found.append(unit)
    return found, problems


Problem = tuple[Message, Phrase]


def group_problem(members: list[Unit]) -> Problem | None:
    """Why these units may not form a group, as (message, reason), or None if they may."""
    never = sorted({u.type for u in members if u.type in NEVER_GROUP})
    if never:
        return m.GROUP_NEVER, Phrase(m.NEVER_GROUP_REASON, types=", ".join(never))
    categories = {UNIT_TYPES[u.type].category for u in members if u.type in UNIT_TYPES}
    # Skirmishers may join a cavalry group (rule 1's exception).
    if CAVALRY in categories and any(
        u.type in UNIT_TYPES and UNIT_TYPES[u.type].category == INFANTRY and u.type != "S"
        for u in members
    ):
        return m.GROUP_MIXED, Phrase(m.MIXED_REASON)
    impetuous = [u for u in members if is_impetuous(u)]
    if impetuous:
        if len(impetuous) != len(members):
            return m.GROUP_IMPETUOUS, Phrase(m.IMPETUOUS_ONLY_REASON)
        if len({u.type for u in members}) > 1:
            return m.GROUP_IMPETUOUS, Phrase(m.IMPETUOUS_TYPE_REASON)
    return None


def big_unit_problem(members: list[Unit], permitted_rows: set[str]) -> Problem | None:
    """Why these units may not form a big unit, or None if they may.

    Reading we take (RULES.md §1.4): two pike FP, two impetuous FP or two impetuous FL; a list
    may also permit named rows explicitly.
    """
    if len(members) != 2:
        return m.BIG_UNIT_SIZE, Phrase(m.BIG_UNIT_SIZE_REASON, n=len(members))
    a, b = members
    if a.row.id in permitted_rows and b.row.id in permitted_rows and a.type == b.type:
        return None
    if a.type != b.type:
        return m.BIG_UNIT_ILLEGAL, Phrase(m.BIG_UNIT_TYPES_REASON, first=a.type, second=b.type)
    if a.type == "FP" and is_pike(a) and is_pike(b):
        return None
    if a.type in FOOT and is_impetuous(a) and is_impetuous(b) and a.type in ("FP", "FL"):
        return None
    return m.BIG_UNIT_ILLEGAL, Phrase(m.BIG_UNIT_KIND_REASON)


def _resolved(groupings: list[Grouping], kind: _Kind, units: dict[str, Unit],
              labels: Mapping[str, str], absent: Callable[[str], str] | None = None
              ) -> Iterator[Diagnostic | tuple[DocPath, list[Unit]]]:
    """Each grouping's members, after reporting unknown, repeated and shared units.

    Yields diagnostics and, per grouping, (path, members) for the legality check.
    """
    owner: dict[str, int] = {}
    for gi, grouping in enumerate(groupings):
        path = (kind.key, gi)
        members, problems = _members(grouping, path, units, kind, labels, absent)
        yield from problems
        for unit in members:
            if unit.id in owner:
                yield kind.overlap((*path, "units", grouping.units.index(unit.id)), (unit.id,),
                                   name=labels[unit.id], number=owner[unit.id] + 1)
            owner.setdefault(unit.id, gi)
        yield path, members


def _illegal(problem: Problem, path: DocPath, members: list[Unit],
             names: Mapping[str, str]) -> Diagnostic:
    """`names`: the player's own names for units (a unit renamed "Royal household" is not
    called "Knights" in a finding about it)."""
    message, reason = problem
    listed = joined(Phrase(N_("{name} ({type})"), name=unit_name(u, names), type=u.type)
                    for u in members)
    return message(path, tuple(u.id for u in members), reason=reason, members=listed)


def check_groups(groups: list[Grouping], units: dict[str, Unit], names: Mapping[str, str],
                 absent: Callable[[str], str] | None = None) -> Iterator[Diagnostic]:
    """`absent` says why a unit id is missing (absent_units.py); else the closest unit."""
    for item in _resolved(groups, GROUPS, units, unit_labels(units, names), absent):
        if isinstance(item, Diagnostic):
            yield item
            continue
        path, members = item
        index = path[1]
        assert isinstance(index, int)
        if len(groups[index].units) < 2:
            yield m.GROUP_TOO_SMALL(path, tuple(u.id for u in members))
        elif problem := group_problem(members):
            yield _illegal(problem, path, members, names)


def check_big_units(big_units: list[Grouping], units: dict[str, Unit], permitted_rows: set[str],
                    names: Mapping[str, str],
                    absent: Callable[[str], str] | None = None) -> Iterator[Diagnostic]:
    for item in _resolved(big_units, BIG_UNITS, units, unit_labels(units, names), absent):
        if isinstance(item, Diagnostic):
            yield item
        elif problem := big_unit_problem(item[1], permitted_rows):
            yield _illegal(problem, *item, names)
