"""The Basic Impetus army-list file: one published army, as its book prints it.

Format 2 added what the books print and format 1 could not say: choose-one-of options
(`unit: [a, b]`, `add_one_of`), more units of a row already in the list (`add_more`), relative
changes (`by:`), the list's own weapons and rule texts, values the book leaves out (`inferred`)
and a VDT the book does not state. `FORMAT_2_KEYS` names them for the format check.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from listbuilder.core.model import ID_PATTERN, ArmyListBase, StrictModel

RowId = str
NOT_STATED = "not stated"


class UnitRow(StrictModel):
    """A row of the published list: `count TYPE M VBU I VD — name; weapon; notes`."""

    id: RowId = Field(pattern=ID_PATTERN, description="Stable id, e.g. 'knights'")
    name: str
    type: str = Field(description="Unit type code (see the enumeration)")
    count: int = Field(ge=1, le=20, description="How many units of this row the army fields")
    M: int = Field(ge=0, description="Mobility in U; never derived from the type")
    VBU: int = Field(ge=0)
    I: int = Field(ge=0)  # noqa: E741 - the rules' own name for impetus
    VD: int = Field(ge=0)
    VD_general: int | None = Field(default=None, ge=0,
                                   description="VD when the General is attached ('2/3')")
    general: bool = Field(default=False, description="Units of this row may carry the General")
    weapon: str | None = Field(default=None, description="Missile weapon code, e.g. crossbow-b, "
                                                         "or the id of one of the list's weapons")
    weapon_choice: list[str] | None = Field(
        default=None, description="The player picks one of these weapons per unit")
    traits: list[str] = Field(default=[], description="Rule traits (see the enumeration)")
    rules: list[str] = Field(default=[], description="Ids of the list's special rules")
    inferred: list[Literal["name", "count"]] = Field(
        default=[], description="Values the book does not print, supplied by the list author "
                                "(format 2)")
    note: str | None = None


class Removal(StrictModel):
    unit: RowId | list[RowId] = Field(
        description="The row to remove from; a list: the player removes from one of them")
    count: int = Field(default=1, ge=1)


class Deltas(StrictModel):
    """A change relative to the row: `by: {VBU: 1}` raises VBU by one, -1 lowers it."""

    M: int | None = None
    VBU: int | None = None
    I: int | None = None  # noqa: E741
    VD: int | None = None


class Change(StrictModel):
    """Changes `count` units of a row; the army says which (`choices`), else units not
    carrying the General go first. Values are absolute; relative changes go under `by`."""

    unit: RowId
    count: int = Field(default=1, ge=1)
    name: str | None = None
    M: int | None = Field(default=None, ge=0)
    VBU: int | None = Field(default=None, ge=0)
    I: int | None = Field(default=None, ge=0)  # noqa: E741
    VD: int | None = Field(default=None, ge=0)
    by: Deltas | None = Field(default=None, description="Relative changes (format 2)")


class More(StrictModel):
    """More units of a row the list already has, e.g. 'two more units of light horse'."""

    unit: RowId
    count: int = Field(default=1, ge=1)


class Option(StrictModel):
    """An alternative the list offers. 'Replace' is a removal plus an addition; two rows
    turned into one new unit is two removals plus one addition."""

    id: RowId = Field(pattern=ID_PATTERN)
    name: str
    text: str | None = Field(default=None, description="The option in your own words")
    remove: list[Removal] = []
    add: list[UnitRow] = []
    add_one_of: list[UnitRow] = Field(
        default=[], description="The player adds one of these rows (format 2)")
    add_more: list[More] = Field(
        default=[], description="More units of rows the list has (format 2)")
    modify: list[Change] = []
    excludes: list[RowId] = Field(default=[], description="Options that cannot be combined")


class SpecialRule(StrictModel):
    id: RowId = Field(pattern=ID_PATTERN)
    name: str
    text: str
    replaces: str | None = Field(
        default=None, description="A trait code whose built-in summary this text replaces, "
                                  "where the list prints its own version (format 2)")


class ListWeapon(StrictModel):
    """A weapon the list prints that the shooting table does not have (format 2)."""

    id: RowId = Field(pattern=ID_PATTERN)
    name: str = Field(description="As the book prints it, e.g. 'Blowpipe'")
    as_: str | None = Field(default=None, alias="as",
                            description="The table weapon it shoots as; leave out for a weapon "
                                        "that does not shoot (e.g. 'various')")
    text: str | None = None


class StatedVdt(StrictModel):
    """The VDT the source prints, for the base list or one set of options."""

    options: list[RowId] = []
    vdt: Annotated[int, Field(ge=0)] | Literal["not stated"] = Field(
        description="As printed; 'not stated' where the book gives none for this set")
    break_at: int | None = Field(default=None, ge=0)


class BasicImpetusList(ArmyListBase):
    system: Literal["basic-impetus"]
    units: list[UnitRow] = Field(min_length=1)
    options: list[Option] = []
    special_rules: list[SpecialRule] = []
    weapons: list[ListWeapon] = Field(default=[], description="The list's own weapons (format 2)")
    big_units: list[RowId] = Field(
        default=[], description="Rows the list explicitly lets form big units")
    stated_vdt: list[StatedVdt] = []


def removal_rows(removal: Removal) -> list[RowId]:
    return removal.unit if isinstance(removal.unit, list) else [removal.unit]
