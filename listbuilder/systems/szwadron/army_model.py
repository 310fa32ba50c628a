"""The Szwadron army file: units of N figures bought from one list."""

# No `from __future__ import annotations`, as in core/model.py (why: there).

from typing import Literal

from pydantic import Field

from listbuilder.systems.api import (
    ENTRIES_MAX,
    ArmyBase,
    Count,
    Id,
    Name,
    OptionalCount,
    PointsLimit,
    StrictModel,
    UnitNote,
)


class DifferingFigures(StrictModel):
    """`count` figures of the unit that are one of its type's variants, not the base figure."""

    variant: str = Field(description="Id of a variant of the unit's type")
    count: Count = 1


class SetAside(StrictModel):
    """What a unit had as another type, kept for when it is that type again."""

    figures: Count | None = None
    differing: list[DifferingFigures] | None = Field(default=None, max_length=ENTRIES_MAX)
    limbers: OptionalCount | None = None


class Unit(StrictModel):
    id: Id
    type: str = Field(description="Id of a unit type of the list")
    name: Name | None = None
    figures: Count = Field(description="Figures in the unit, differing ones included")
    differing: list[DifferingFigures] = Field(default=[], max_length=ENTRIES_MAX)
    limbers: OptionalCount = Field(default=0, description="Limber figures (artillery)")
    notes: UnitNote | None = None
    set_aside: dict[Id, SetAside] = Field(
        default={}, max_length=ENTRIES_MAX,
        description="By unit-type id: what the unit had as that type (figures, differing "
                    "figures, limbers), kept for when it is changed back")


class SzwadronArmy(ArmyBase):
    system: Literal["szwadron"]
    scale: str | None = "standard"
    points_limit: PointsLimit | None = Field(default=None,
                                     description="The points agreed for the battle, if any")
    units: list[Unit] = Field(default=[], max_length=ENTRIES_MAX)
