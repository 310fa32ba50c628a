"""The USB army file: a points limit, heroes and units, each built from the troop menu."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from listbuilder.core.model import ID_PATTERN, ArmyBase, StrictModel


class UsbMount(StrictModel):
    """A monster a hero rides: the choices of a monster unit (its type is the class change's)."""

    name: str | None = None
    quality: str
    growth: int = Field(default=0, ge=0, description="Growth steps bought")
    items: list[str] = Field(default=[], description="Monster equipment ids (repeatable)")
    specialisations: list[str] = []


class UsbUnitChoice(StrictModel):
    id: str = Field(pattern=ID_PATTERN)
    name: str
    type: str = Field(description="Unit-type id: infantry, heavy-infantry, cavalry, ...")
    quality: str = Field(description="inexperienced, regular or veteran")
    models: int = Field(default=1, ge=1)
    equipment: str | None = Field(default=None, description="The one whole-unit option")
    leaders: bool = False
    special_weapons: int = Field(default=0, ge=0,
                                 description="Models that swap to a special weapon")
    specialisations: list[str] = []
    growth: int = Field(default=0, ge=0, description="Growth steps (monsters, vehicles)")
    items: list[str] = Field(default=[],
                             description="Monster or vehicle equipment ids (repeatable)")
    notes: str | None = None


class UsbHeroChoice(StrictModel):
    id: str = Field(pattern=ID_PATTERN)
    name: str
    rank: str = Field(description="aspiring, daredevil, hero or legend")
    equipment: list[str] = Field(default=[], description="At most one ranged and one melee")
    class_change: str | None = Field(default=None,
                                     description="heavy-armour, horse or monster-mount")
    mount: UsbMount | None = Field(default=None, description="The monster, with a monster mount")
    specialisations: list[str] = []
    magic: int = Field(default=0, ge=0, description="Points of magic / technology bought")
    notes: str | None = None


class UsbArmy(ArmyBase):
    system: Literal["usb"]
    scale: str | None = Field(default="28mm", description="Figure scale")
    points_limit: int = Field(ge=1, description="The agreed points per side")
    heroes: list[UsbHeroChoice] = []
    units: list[UsbUnitChoice] = []
