"""Checks on a list's options and on what the list fields with them: army size, the General
and the VDT the book states (RULES.md §1.1, §1.7).

An option that names a row, option or choice the list lacks is broken: it is reported once,
where the name is, and every check that would have to apply it is skipped for its option set.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

from listbuilder.systems.api import (
    N_,
    OPTION,
    ROW,
    Diagnostic,
    DocPath,
    Phrase,
    did_you_mean,
    joined,
    ref_of,
)
from listbuilder.systems.basic_impetus import messages
from listbuilder.systems.basic_impetus.army_model import OptionChoice
from listbuilder.systems.basic_impetus.composition import ARMY_SIZE, break_point
from listbuilder.systems.basic_impetus.list_model import (
    ROW_CHANGES,
    BasicImpetusList,
    Option,
    removal_rows,
    rows_of,
)
from listbuilder.systems.basic_impetus.resolve import (
    APPLY,
    TOO_MANY,
    UNITS_MAX,
    Problem,
    Unit,
    resolve,
)


def check_options(army_list: BasicImpetusList) -> Iterator[Diagnostic]:
    broken: set[str] = set()
    for oi, option in enumerate(army_list.options):
        findings = list(_check_refs(army_list, option, oi))
        if any(d.code == messages.LIST_UNKNOWN_ROW.code for d in findings):
            broken.add(option.id)
        yield from findings
        if option.id not in broken:
            yield from _check_apply(army_list, option, oi)
    yield from _check_format(army_list)
    sets = [s for s in option_sets(army_list) if not broken & set(s.options)]
    yield from _check_sizes(army_list, sets)
    yield from _check_general(army_list, sets)
    yield from _check_stated_vdt(army_list, broken)


def _row_ids(army_list: BasicImpetusList) -> set[str]:
    rows = {r.id for r in army_list.units}
    for option in army_list.options:
        rows |= {r.id for r in [*option.add, *option.add_one_of]}
    return rows


def _check_refs(army_list: BasicImpetusList, option: Option, oi: int) -> Iterator[Diagnostic]:
    rows = _row_ids(army_list)
    option_ids = [o.id for o in army_list.options]
    refs: list[tuple[DocPath, str]] = []
    for ri, removal in enumerate(option.remove):
        many = isinstance(removal.unit, list)
        refs += [(("remove", ri, "unit", *((i,) if many else ())), row_id)
                 for i, row_id in enumerate(removal_rows(removal))]
    refs += [(("modify", ri, "unit"), c.unit) for ri, c in enumerate(option.modify)]
    refs += [(("add_more", ri, "unit"), m.unit) for ri, m in enumerate(option.add_more)]
    for where, row_id in refs:
        if row_id not in rows:
            yield messages.LIST_UNKNOWN_ROW(("options", oi, *where), option=option.id, row=row_id,
                                            hint=did_you_mean(row_id, rows))
    for ei, other in enumerate(option.excludes):
        if other == option.id:
            yield messages.LIST_OPTION_EXCLUDES_ITSELF(("options", oi, "excludes", ei),
                                                       option=option.id)
        elif other not in option_ids:
            yield messages.LIST_UNKNOWN_OPTION(("options", oi, "excludes", ei), option=option.id,
                                               other=other, hint=did_you_mean(other, option_ids))
    if len(option.add_one_of) == 1:
        yield messages.LIST_ONE_OF(("options", oi, "add_one_of"), option=option.id)


def _check_apply(army_list: BasicImpetusList, option: Option, oi: int) -> Iterator[Diagnostic]:
    if not (option.remove or option.add or option.modify or option.add_one_of
            or option.add_more):
        yield messages.LIST_OPTION_EMPTY(("options", oi), option=ref_of(option, OPTION))
        return
    _, problems = resolve(army_list, [option.id])
    for p in problems:
        if p.kind == APPLY:
            yield messages.LIST_OPTION_APPLY(("options", oi), option=ref_of(option, OPTION),
                                             problem=p.message)


@dataclass(frozen=True)
class _Set:
    """The base list, or one option with one of the rows it lets the player add."""

    path: DocPath
    options: list[str]
    pick: str | None = None

    def units(self, army_list: BasicImpetusList) -> list[Unit]:
        return self.resolved(army_list)[0]

    def resolved(self, army_list: BasicImpetusList) -> tuple[list[Unit], list[Problem]]:
        chosen = {self.options[0]: OptionChoice(add=self.pick)} if self.pick else {}
        return resolve(army_list, self.options, chosen)

    def which(self, army_list: BasicImpetusList) -> Phrase:
        """' as published', ' with option …': the option set, as findings name it (by the
        names the list gives, not by its ids)."""
        if not self.options:
            return Phrase(messages.AS_PUBLISHED)
        option = next(o for o in army_list.options if o.id == self.options[0])
        if self.pick:
            row = next(r for r in option.add_one_of if r.id == self.pick)
            return Phrase(messages.WITH_OPTION_ADDING, option=ref_of(option, OPTION),
                          row=ref_of(row, ROW))
        return Phrase(messages.WITH_OPTION, option=ref_of(option, OPTION))


def option_sets(army_list: BasicImpetusList) -> Iterator[_Set]:
    """The base list, then each option (once per row an add-one-of option offers)."""
    yield _Set(("units",), [])
    for oi, option in enumerate(army_list.options):
        picks: list[str | None] = [row.id for row in option.add_one_of] or [None]
        for pick in picks:
            yield _Set(("options", oi), [option.id], pick)


def _check_sizes(army_list: BasicImpetusList, sets: list[_Set]) -> Iterator[Diagnostic]:
    low, high = ARMY_SIZE
    for s in sets:
        units, problems = s.resolved(army_list)
        if any(p.kind == TOO_MANY for p in problems):
            yield messages.ARMY_TOO_LARGE(s.path, tuple(s.options), limit=UNITS_MAX)
        elif not low <= len(units) <= high:
            yield messages.LIST_UNIT_COUNT(s.path, tuple(s.options), which=s.which(army_list),
                                           n=len(units), low=low, high=high)


def _check_general(army_list: BasicImpetusList, sets: list[_Set]) -> Iterator[Diagnostic]:
    if not army_list.source_marks_general:
        yield messages.LIST_GENERAL_UNMARKED(("source_marks_general",))
        for path, row in rows_of(army_list):
            if row.general:
                yield messages.LIST_GENERAL_MARKED_UNMARKED((*path, "general"), row=row.id)
        return
    base_ok = any(row.general for row in army_list.units)
    for s in sets:
        units = s.units(army_list)
        if units and not any(u.row.general for u in units):
            if s.options and not base_ok:
                continue  # already reported for the list as published
            yield messages.LIST_NO_GENERAL(s.path, tuple(s.options),
                                           which=s.which(army_list) if s.options else "")


def _check_stated_vdt(army_list: BasicImpetusList, broken: set[str]) -> Iterator[Diagnostic]:
    option_ids = {o.id for o in army_list.options}
    for si, stated in enumerate(army_list.stated_vdt):
        unknown = [o for o in stated.options if o not in option_ids]
        for o in unknown:
            yield messages.LIST_VDT_UNKNOWN_OPTION(
                ("stated_vdt", si, "options", stated.options.index(o)), option=o,
                hint=did_you_mean(o, option_ids))
        if unknown or broken & set(stated.options):
            continue
        units, _ = resolve(army_list, stated.options)
        computed = sum(u.VD for u in units)
        which = _with_options(army_list, stated.options)
        subjects = tuple(stated.options)
        if not isinstance(stated.vdt, int):  # "not stated"
            yield messages.LIST_VDT_NOT_STATED(("stated_vdt", si, "vdt"), subjects, which=which,
                                               vdt=computed, break_at=break_point(computed))
            continue
        if computed != stated.vdt:
            yield messages.LIST_VDT_MISMATCH(("stated_vdt", si, "vdt"), subjects, which=which,
                                             stated=stated.vdt, vdt=computed)
        if stated.break_at is not None and stated.break_at != break_point(stated.vdt):
            yield messages.LIST_BREAK_MISMATCH(("stated_vdt", si, "break_at"), subjects,
                                               which=which, stated=stated.break_at,
                                               vdt=stated.vdt, half=math.ceil(stated.vdt / 2))


def _with_options(army_list: BasicImpetusList, ids: list[str]) -> Phrase | str:
    """' with option 'A'', ' with options 'A', 'B'': a stated VDT's options, by name."""
    if not ids:
        return ""
    named = [ref_of(o, OPTION) for i in ids for o in army_list.options if o.id == i]
    return Phrase.counted(*messages.WITH_OPTIONS, len(named),
                          options=joined(named, "', '"))


def _format_2_uses(army_list: BasicImpetusList) -> Iterator[tuple[DocPath, str]]:
    """Where a format-1 file uses what only format 2 has (a key as written, or a phrase)."""
    if army_list.weapons:
        yield ("weapons",), Phrase(N_("the list's own 'weapons'"))
    if not army_list.source_marks_general:
        yield ("source_marks_general",), "'source_marks_general'"
    if army_list.options_not_transcribed:
        yield ("options_not_transcribed",), "'options_not_transcribed'"
    for i, rule in enumerate(army_list.special_rules):
        if rule.replaces:
            yield ("special_rules", i, "replaces"), "'replaces'"
    for i, stated in enumerate(army_list.stated_vdt):
        if not isinstance(stated.vdt, int):  # "not stated"
            yield ("stated_vdt", i, "vdt"), "'not stated'"
    for i, row in enumerate(army_list.units):
        if row.inferred:
            yield ("units", i, "inferred"), "'inferred'"
    for oi, option in enumerate(army_list.options):
        for key in ("add_one_of", "add_more"):
            if getattr(option, key):
                yield ("options", oi, key), f"'{key}'"
        for ri, removal in enumerate(option.remove):
            if isinstance(removal.unit, list):
                yield ("options", oi, "remove", ri, "unit"), Phrase(
                    N_("a choice of rows to remove from"))
        for ci, change in enumerate(option.modify):
            if change.by is not None:
                yield ("options", oi, "modify", ci, "by"), "'by'"
            for key in sorted(change.model_fields_set & set(ROW_CHANGES)):
                yield ("options", oi, "modify", ci, key), f"'{key}'"


def _check_format(army_list: BasicImpetusList) -> Iterator[Diagnostic]:
    if army_list.format >= 2:
        return
    for path, what in _format_2_uses(army_list):
        yield messages.LIST_NEEDS_FORMAT_2(path, what=what)
