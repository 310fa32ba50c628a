"""The Szwadron army-list file: unit types with a base figure, per-figure costs and sizes."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from listbuilder.core.model import ID_PATTERN, ArmyListBase, StrictModel


class Profile(StrictModel):
    """The base figure's characteristics [1.1]."""

    R: int = Field(ge=0, description="Ruch: movement, cm per turn in open ground")
    W: int = Field(ge=1, description="Wytrzymałość: damage points to remove one figure")
    SW: int = Field(ge=0, description="Siła w walce wręcz: maximum melee damage")
    SO: int = Field(ge=0, description="Siła ognia: maximum shooting damage")
    Z: int = Field(ge=0, description="Zasięg: shooting range, cm (0: does not shoot)")
    UW: int = Field(ge=0, description="Umiejętność walki wręcz: melee skill")
    C: int = Field(ge=0, description="Celność: accuracy")
    M: int = Field(ge=0, description="Morale")


class ProfileChange(StrictModel):
    """The characteristics in which a differing figure departs from the base figure."""

    R: int | None = Field(default=None, ge=0)
    W: int | None = Field(default=None, ge=1)
    SW: int | None = Field(default=None, ge=0)
    SO: int | None = Field(default=None, ge=0)
    Z: int | None = Field(default=None, ge=0)
    UW: int | None = Field(default=None, ge=0)
    C: int | None = Field(default=None, ge=0)
    M: int | None = Field(default=None, ge=0)

    def changed(self) -> dict[str, int]:
        return self.model_dump(exclude_none=True)


class Variant(StrictModel):
    """A figure that may stand in a unit with values differing from the base figure."""

    id: str = Field(pattern=ID_PATTERN)
    name: str
    changes: ProfileChange = Field(default=ProfileChange(),
                                   description="Only the characteristics that differ")
    abilities: list[str] = Field(default=[], description="Abilities added to this figure")
    cost: int = Field(ge=0, description="Points for one such figure (instead of the base cost)")
    max_per_unit: int | None = Field(default=None, ge=1)


class Limber(StrictModel):
    """Limbers or trains on their own 4×4 cm bases [1.2]."""

    cost: int = Field(ge=0, description="Points per limber figure")
    required: bool = Field(default=False, description="Every gun figure must have its limber")


class UnitType(StrictModel):
    id: str = Field(pattern=ID_PATTERN)
    name: str
    kind: Literal["infantry", "cavalry", "artillery"]
    min_figures: int = Field(ge=1)
    max_figures: int = Field(ge=1)
    cost: int = Field(ge=0, description="Points per base figure")
    profile: Profile
    abilities: list[str] = Field(default=[], description="Ids of the list's abilities")
    variants: list[Variant] = []
    limber: Limber | None = None
    note: str | None = None


class Ability(StrictModel):
    id: str = Field(pattern=ID_PATTERN)
    name: str
    text: str


class SzwadronList(ArmyListBase):
    system: Literal["szwadron"]
    abilities: list[Ability] = []
    unit_types: list[UnitType] = Field(min_length=1)
