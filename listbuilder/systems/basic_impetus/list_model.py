"""The Basic Impetus army-list file: one published army, as its book prints it.

Format 2 added what the books print and format 1 could not say: choose-one-of options
(`unit: [a, b]`, `add_one_of`), more units of a row already in the list (`add_more`), relative
changes (`by:`), the list's own weapons and rule texts, values the book leaves out (`inferred`)
and a VDT the book does not state; `option_checks` refuses them in format-1 files.
"""

# No `from __future__ import annotations`, as in core/model.py (why: there).

import re
from collections.abc import Iterator
from typing import Annotated, Literal

from pydantic import Field, field_validator
from pydantic.json_schema import JsonDict, JsonValue

from listbuilder.systems.api import (
    N_,
    ArmyListBase,
    DocPath,
    Id,
    Modifier,
    Name,
    Phrase,
    Stat,
    StrictModel,
)
from listbuilder.systems.basic_impetus.codes import (
    table_weapon_choices,
    trait_choices,
    type_choices,
    weapon_choices,
)

# Completion in an author's editor: the codes with their rule text, in the JSON Schema only
# (the checker reports unknown codes itself, with hints).
_NULL: JsonValue = {"type": "null"}
_TYPES: JsonDict = {"anyOf": type_choices()}
_WEAPON: JsonDict = {"anyOf": [*weapon_choices(), _NULL]}
_WEAPONS: JsonDict = {"items": {"anyOf": weapon_choices()}}
_TRAITS: JsonDict = {"items": {"anyOf": trait_choices()}}

RowId = str


class UnitRow(StrictModel):
    """A row of the published list: `count TYPE M VBU I VD — name; weapon; notes`."""

    id: Id = Field(description="Stable id, e.g. 'knights'")
    name: Name = Field(description="As the book prints it; mark it 'inferred' if it prints none")
    type: str = Field(description="Unit type code [2.2]", json_schema_extra=_TYPES)
    count: int = Field(ge=1, le=20, description="How many units of this row the army fields")
    M: Stat = Field(description="Mobility in U; never derived from the type")
    VBU: Stat = Field(description="Basic unit value: morale, offence and defence [2.3]")
    I: Stat = Field(description="Impetus bonus in dice on a charge [2.3]")  # noqa: E741
    VD: Stat = Field(description="Demoralisation value; the VDT is their sum [8.0]")
    VD_general: Stat | None = Field(default=None,
                                   description="VD when the General is attached ('2/3')")
    general: bool = Field(default=False, description="Units of this row may carry the General")
    weapon: str | None = Field(default=None, description="Missile weapon code, e.g. crossbow-b, "
                                                         "or the id of one of the list's weapons",
                               json_schema_extra=_WEAPON)
    weapon_choice: list[str] | None = Field(
        default=None, description="The player picks one of these weapons per unit",
        json_schema_extra=_WEAPONS)
    traits: list[str] = Field(default=[], description="Rule traits the rules define",
                              json_schema_extra=_TRAITS)
    rules: list[str] = Field(default=[], description="Ids of the list's special rules")
    inferred: list[Literal["name", "count"]] = Field(
        default=[], description="Values the book does not print, supplied by the list author "
                                "(format 2)")
    note: str | None = Field(default=None, description="Printed on the unit's card")


class Removal(StrictModel):
    unit: RowId | Annotated[list[RowId], Field(min_length=1)] = Field(
        description="The row to remove from; a list: the player removes from one of them")
    count: int = Field(default=1, ge=1, le=20, description="How many units to remove")


class Deltas(StrictModel):
    """A change relative to the row: `by: {VBU: 1}` raises VBU by one, -1 lowers it."""

    M: Modifier | None = Field(default=None, description="Added to the row's value; -1 lowers it")
    VBU: Modifier | None = Field(default=None, description="As M")
    I: Modifier | None = Field(default=None, description="As M")  # noqa: E741
    VD: Modifier | None = Field(default=None, description="As M")


class Change(StrictModel):
    """Changes `count` units of a row; the army says which (`choices`), else units not
    carrying the General go first. Values are absolute; relative changes go under `by`;
    traits and the weapon are set, gained or dropped."""

    unit: RowId = Field(description="The row whose units change")
    count: int = Field(default=1, ge=1, le=20, description="How many of its units change")
    name: Name | None = Field(default=None, description="New name")
    M: Stat | None = Field(default=None, description="New absolute values; no leading '+'")
    VBU: Stat | None = Field(default=None, description="As M")
    I: Stat | None = Field(default=None, description="As M")  # noqa: E741
    VD: Stat | None = Field(default=None, description="As M")
    by: Deltas | None = Field(default=None, description="Relative changes (format 2)")
    traits: list[str] | None = Field(
        default=None, description="The changed units' traits, all of them (format 2)",
        json_schema_extra=_TRAITS)
    add_traits: list[str] = Field(default=[], description="Traits the changed units gain "
                                                          "(format 2)", json_schema_extra=_TRAITS)
    drop_traits: list[str] = Field(
        default=[], description="Traits the changed units lose: 'the same unit, but not "
                                "impetuous' (format 2)", json_schema_extra=_TRAITS)
    weapon: str | None = Field(default=None, description="The changed units' weapon, instead "
                                                         "of theirs (format 2)",
                               json_schema_extra=_WEAPON)
    drop_weapon: bool = Field(default=False, description="true: the changed units shoot no "
                                                         "more (format 2)")


class More(StrictModel):
    """More units of a row the list already has, e.g. 'two more units of light horse'."""

    unit: RowId = Field(description="A row of the list")
    count: int = Field(default=1, ge=1, le=20, description="How many more units")


class Option(StrictModel):
    """An alternative the list offers. 'Replace' is a removal plus an addition; two rows
    turned into one new unit is two removals plus one addition."""

    id: Id = Field(description="Stable id, named in armies' 'options'")
    name: Name
    text: str | None = Field(default=None, description="The option in your own words")
    remove: list[Removal] = Field(default=[], description="Units the option takes away")
    add: list[UnitRow] = Field(default=[], description="New rows the option brings")
    add_one_of: list[UnitRow] = Field(
        default=[], description="The player adds one of these rows (format 2)")
    add_more: list[More] = Field(
        default=[], description="More units of rows the list has (format 2)")
    modify: list[Change] = Field(default=[], description="Units the option changes")
    excludes: list[RowId] = Field(default=[], description="Options that cannot be combined")


class SpecialRule(StrictModel):
    id: Id = Field(description="Named in rows' 'rules'")
    name: Name
    text: str = Field(description="The rule, in your own words")
    replaces: str | None = Field(
        default=None, description="A trait code whose built-in summary this text replaces, "
                                  "where the list prints its own version (format 2)",
        json_schema_extra={"anyOf": [*trait_choices(), _NULL]})


class ListWeapon(StrictModel):
    """A weapon the list prints that the shooting table does not have (format 2)."""

    id: Id
    name: Name = Field(description="As the book prints it, e.g. 'Blowpipe'")
    as_: str | None = Field(default=None, alias="as",
                            description="The table weapon it shoots as; leave out for a weapon "
                                        "that does not shoot (e.g. 'various')",
                            json_schema_extra={"anyOf": [*table_weapon_choices(), _NULL]})
    text: str | None = Field(default=None, description="What the book says of it")


class StatedVdt(StrictModel):
    """The VDT the source prints, for the base list or one set of options."""

    options: list[RowId] = Field(default=[], description="The option set; none: the base list")
    vdt: Annotated[int, Field(ge=0, le=1_000)] | Literal["not stated"] = Field(
        description="As printed; 'not stated' where the book gives none for this set")
    break_at: int | None = Field(default=None, ge=0, le=1_000,
                                 description="The break point as printed: half the VDT, "
                                             "rounded up [8.0]")


#: SCHEMA-BAD-FORM's problem for a VDT written as the book prints it ("VDT=17/9").
_VDT_SHAPE = N_("write it as a list of items, e.g. 'stated_vdt: [{{vdt: 16, break_at: 8}}]', "
                "adding 'options: [id]' to an item for a VDT stated with options{hint}.")
_VDT_AS_PRINTED = N_("; the book's '{printed}' is '{{vdt: {vdt}, break_at: {break_at}}}'")


def _vdt_hint(value: object) -> str:
    found = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", str(value))
    if found:
        return Phrase(_VDT_AS_PRINTED, printed=str(value), vdt=found[1], break_at=found[2])
    return ""


class BasicImpetusList(ArmyListBase):
    system: Literal["basic-impetus"]
    units: list[UnitRow] = Field(min_length=1, description="The rows, as the book prints them")
    options: list[Option] = Field(default=[], description="Alternatives the book offers")
    special_rules: list[SpecialRule] = Field(default=[], description="The list's own rules")
    weapons: list[ListWeapon] = Field(default=[], description="The list's own weapons (format 2)")
    big_units: list[RowId] = Field(
        default=[], description="Rows the list explicitly lets form big units")
    stated_vdt: list[StatedVdt] = Field(
        default=[], description="The VDT the book states, compared with the rows' sum")
    source_marks_general: bool = Field(
        default=True, description="false: the source marks no row that may carry the General "
                                  "(a player's roster, a blog); any unit may then carry it "
                                  "(format 2)")
    options_not_transcribed: bool = Field(
        default=False, description="true: the source has options this file does not "
                                   "transcribe; armies built on it say so (format 2)")

    @field_validator("stated_vdt", mode="before")
    @classmethod
    def _stated_vdt_shape(cls, value: object) -> object:
        """The book prints 'VDT=17/9'; say the shape a file needs instead of a type error."""
        items = value if isinstance(value, list) else [value]
        for item in items:
            if isinstance(item, str | int) and not isinstance(item, bool):
                # A Phrase: the finding quotes it in the reader's language (schema_errors).
                raise ValueError(Phrase(_VDT_SHAPE, hint=_vdt_hint(item)))
        return value


#: A change's keys that give its units another row (traits, weapon), not other values.
ROW_CHANGES = ("traits", "add_traits", "drop_traits", "weapon", "drop_weapon")


def removal_rows(removal: Removal) -> list[RowId]:
    return removal.unit if isinstance(removal.unit, list) else [removal.unit]


def rows_of(army_list: BasicImpetusList) -> Iterator[tuple[DocPath, UnitRow]]:
    """Every row the list prints, its own and its options' additions, with its path."""
    for i, row in enumerate(army_list.units):
        yield ("units", i), row
    for oi, option in enumerate(army_list.options):
        for key in ("add", "add_one_of"):
            for ai, row in enumerate(getattr(option, key)):
                yield ("options", oi, key, ai), row
