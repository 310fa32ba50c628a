"""The Basic Impetus army file: a player's choices on top of one list."""

# No `from __future__ import annotations`, as in core/model.py (why: there).

from typing import Literal

from pydantic import Field

from listbuilder.systems.api import ENTRIES_MAX, ArmyBase, Name, StrictModel, UnitNote

UnitId = str  # "<row id>-<n>", e.g. "knights-1"


class UnitChoice(StrictModel):
    name: Name | None = Field(default=None, description="Custom name shown on cards")
    weapon: str | None = Field(default=None, description="Chosen weapon where the list offers one")
    notes: UnitNote | None = None


class OptionChoice(StrictModel):
    """The player's choice inside an option the list lets them choose in (format 2)."""

    add: str | None = Field(default=None, description="Which of the option's `add_one_of` rows")
    units: list[UnitId] = Field(
        default=[], description="Which units the option removes or changes; picks the row "
                                "where it removes from one of several")


class Grouping(StrictModel):
    units: list[UnitId] = Field(min_length=1, max_length=ENTRIES_MAX,
                                description="Unit ids, e.g. knights-1")
    name: Name | None = None


class BasicImpetusArmy(ArmyBase):
    system: Literal["basic-impetus"]
    scale: str | None = Field(default="28mm", description="28mm, 15mm, 10mm or 6mm")
    options: list[str] = Field(default=[], description="Ids of the list's options taken")
    choices: dict[str, OptionChoice] = Field(
        default={}, max_length=ENTRIES_MAX,
        description="Per option id: the player's choice in it (format 2)")
    general: UnitId | None = Field(default=None, description="The unit carrying the General")
    units: dict[UnitId, UnitChoice] = Field(default={}, max_length=ENTRIES_MAX,
                                            description="Per unit id: name, weapon, notes")
    groups: list[Grouping] = Field(default=[], max_length=ENTRIES_MAX,
                                   description="Groups [2.5]")
    big_units: list[Grouping] = Field(default=[], max_length=ENTRIES_MAX,
                                      description="Big units [2.5.1]")
