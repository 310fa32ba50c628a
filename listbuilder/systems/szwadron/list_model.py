"""The Szwadron army-list file: unit types with a base figure, per-figure costs and sizes."""

# No `from __future__ import annotations`, as in core/model.py (why: there).

from typing import Literal

from pydantic import Field

from listbuilder.systems.api import (
    ArmyListBase,
    Centimetres,
    Count,
    Id,
    Name,
    Points,
    Stat,
    StrictModel,
)


class Profile(StrictModel):
    """The base figure's characteristics [1.1]."""

    R: Centimetres = Field(description="Ruch: movement, cm per turn in open ground")
    W: int = Field(ge=1, le=100, description="Wytrzymałość: damage points to remove one figure")
    SW: Stat = Field(description="Siła w walce wręcz: maximum melee damage")
    SO: Stat = Field(description="Siła ognia: maximum shooting damage")
    Z: Centimetres = Field(description="Zasięg: shooting range, cm (0: does not shoot)")
    UW: Stat = Field(description="Umiejętność walki wręcz: melee skill")
    C: Stat = Field(description="Celność: accuracy")
    M: Stat = Field(description="Morale")


class ProfileChange(StrictModel):
    """The characteristics in which a differing figure departs from the base figure."""

    R: Centimetres | None = None
    W: int | None = Field(default=None, ge=1, le=100)
    SW: Stat | None = None
    SO: Stat | None = None
    Z: Centimetres | None = None
    UW: Stat | None = None
    C: Stat | None = None
    M: Stat | None = None

    def changed(self) -> dict[str, int]:
        return self.model_dump(exclude_none=True)


class Variant(StrictModel):
    """A figure that may stand in a unit with values differing from the base figure."""

    id: Id
    name: Name
    changes: ProfileChange = Field(default=ProfileChange(),
                                   description="Only the characteristics that differ")
    abilities: list[str] = Field(default=[], description="Abilities added to this figure")
    cost: Points = Field(description="Points for one such figure (instead of the base cost)")
    max_per_unit: Count | None = None


class Limber(StrictModel):
    """Limbers or trains on their own 4×4 cm bases [1.2]."""

    cost: Points = Field(description="Points per limber figure")
    required: bool = Field(default=False, description="Every gun figure must have its limber")


class UnitType(StrictModel):
    id: Id
    name: Name
    kind: Literal["infantry", "cavalry", "artillery"]
    min_figures: Count
    max_figures: Count
    cost: Points = Field(description="Points per base figure")
    profile: Profile
    abilities: list[str] = Field(default=[], description="Ids of the list's abilities")
    variants: list[Variant] = []
    limber: Limber | None = None
    note: str | None = None


class Ability(StrictModel):
    id: Id
    name: Name
    text: str


class SzwadronList(ArmyListBase):
    system: Literal["szwadron"]
    abilities: list[Ability] = []
    unit_types: list[UnitType] = Field(min_length=1)
