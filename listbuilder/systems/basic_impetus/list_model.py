"""The Basic Impetus army-list file: one published army, as its book prints it."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from listbuilder.core.model import ArmyListBase, StrictModel
from listbuilder.core.ranges import Id, Name, Stat

RowId = str


class UnitRow(StrictModel):
    """A row of the published list: `count TYPE M VBU I VD — name; weapon; notes`."""

    id: Id = Field(description="Stable id, e.g. 'knights'")
    name: Name
    type: str = Field(description="Unit type code: FP, FL, T, S, ART, CP, CM, CL, CGP, CGL, "
                                  "CF, EL, W")
    count: int = Field(ge=1, le=20, description="How many units of this row the army fields")
    M: Stat = Field(description="Mobility in U; never derived from the type")
    VBU: Stat
    I: Stat  # noqa: E741 - the rules' own name for impetus
    VD: Stat
    VD_general: Stat | None = Field(default=None,
                                   description="VD when the General is attached ('2/3')")
    general: bool = Field(default=False, description="Units of this row may carry the General")
    weapon: str | None = Field(default=None, description="Missile weapon code, e.g. crossbow-b")
    weapon_choice: list[str] | None = Field(
        default=None, description="The player picks one of these weapons per unit")
    traits: list[str] = Field(default=[], description="impetuous, pike, long-spear, ...")
    rules: list[str] = Field(default=[], description="Ids of the list's special rules")
    note: str | None = None


class Removal(StrictModel):
    unit: RowId
    count: int = Field(default=1, ge=1, le=20)


class Change(StrictModel):
    """Changes N units of a row (the first N); fields left out stay as they are."""

    unit: RowId
    count: int = Field(default=1, ge=1, le=20)
    name: Name | None = None
    M: Stat | None = None
    VBU: Stat | None = None
    I: Stat | None = None  # noqa: E741
    VD: Stat | None = None


class Option(StrictModel):
    """An alternative the list offers. 'Replace' is a removal plus an addition; two rows
    turned into one new unit is two removals plus one addition."""

    id: Id
    name: Name
    text: str | None = Field(default=None, description="The option in your own words")
    remove: list[Removal] = []
    add: list[UnitRow] = []
    modify: list[Change] = []
    excludes: list[RowId] = Field(default=[], description="Options that cannot be combined")


class SpecialRule(StrictModel):
    id: Id
    name: Name
    text: str


class StatedVdt(StrictModel):
    """The VDT the source prints, for the base list or one set of options."""

    options: list[RowId] = []
    vdt: int = Field(ge=0, le=1_000)
    break_at: int | None = Field(default=None, ge=0, le=1_000)


class BasicImpetusList(ArmyListBase):
    system: Literal["basic-impetus"]
    units: list[UnitRow] = Field(min_length=1)
    options: list[Option] = []
    special_rules: list[SpecialRule] = []
    big_units: list[RowId] = Field(
        default=[], description="Rows the list explicitly lets form big units")
    stated_vdt: list[StatedVdt] = []
