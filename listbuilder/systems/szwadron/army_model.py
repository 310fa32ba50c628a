"""The Szwadron army file: units of N figures bought from one list."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from listbuilder.core.model import ID_PATTERN, ArmyBase, StrictModel


class DifferingFigures(StrictModel):
    """`count` figures of the unit that are one of its type's variants, not the base figure."""

    variant: str = Field(description="Id of a variant of the unit's type")
    count: int = Field(default=1, ge=1)


class Unit(StrictModel):
    id: str = Field(pattern=ID_PATTERN)
    type: str = Field(description="Id of a unit type of the list")
    name: str | None = None
    figures: int = Field(ge=1, description="Figures in the unit, differing ones included")
    differing: list[DifferingFigures] = []
    limbers: int = Field(default=0, ge=0, description="Limber figures (artillery)")


class SzwadronArmy(ArmyBase):
    system: Literal["szwadron"]
    scale: str | None = "standard"
    points_limit: int | None = Field(default=None, ge=1,
                                     description="The points agreed for the battle, if any")
    units: list[Unit] = []
