"""The USB army file: a points limit, heroes and units, each built from the troop menu."""

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
    Points,
    PointsLimit,
    StrictModel,
    UnitNote,
)


class UsbMount(StrictModel):
    """A monster a hero rides: the choices of a monster unit (its type is the class change's)."""

    name: Name | None = None
    quality: str
    growth: OptionalCount = Field(default=0, description="Growth steps bought")
    items: list[str] = Field(default=[], max_length=ENTRIES_MAX,
                             description="Monster equipment ids (repeatable)")
    specialisations: list[str] = []


class UsbSetAside(StrictModel):
    """What a unit had as another type, kept for when it is that type again."""

    models: Count | None = None
    equipment: str | None = None
    leaders: bool | None = None
    special_weapons: OptionalCount | None = None
    specialisations: list[str] | None = Field(default=None, max_length=ENTRIES_MAX)
    growth: OptionalCount | None = None
    items: list[str] | None = Field(default=None, max_length=ENTRIES_MAX)


class UsbUnitChoice(StrictModel):
    id: Id
    name: Name
    type: str = Field(description="Unit-type id: infantry, heavy-infantry, cavalry, ...")
    quality: str = Field(description="inexperienced, regular or veteran")
    models: Count = 1
    equipment: str | None = Field(default=None, description="The one whole-unit option")
    leaders: bool = False
    special_weapons: OptionalCount = Field(default=0,
                                 description="Models that swap to a special weapon")
    specialisations: list[str] = []
    growth: OptionalCount = Field(default=0, description="Growth steps (monsters, vehicles)")
    items: list[str] = Field(default=[], max_length=ENTRIES_MAX,
                             description="Monster or vehicle equipment ids (repeatable)")
    notes: UnitNote | None = None
    set_aside: dict[Id, UsbSetAside] = Field(
        default={}, max_length=ENTRIES_MAX,
        description="By unit-type id: what the unit had as that type (models, equipment, "
                    "leaders, special weapons, specialisations, growth, items), kept for "
                    "when it is changed back")


class UsbHeroChoice(StrictModel):
    id: Id
    name: Name
    rank: str = Field(description="aspiring, daredevil, hero or legend")
    equipment: list[str] = Field(default=[], description="At most one ranged and one melee")
    class_change: str | None = Field(default=None,
                                     description="heavy-armour, horse or monster-mount")
    mount: UsbMount | None = Field(default=None, description="The monster, with a monster mount")
    specialisations: list[str] = []
    magic: Points = Field(default=0, description="Points of magic / technology bought")
    notes: UnitNote | None = None


class UsbArmy(ArmyBase):
    system: Literal["usb"]
    scale: str | None = Field(default="28mm", description="Figure scale")
    points_limit: PointsLimit = Field(description="The agreed points per side")
    heroes: list[UsbHeroChoice] = Field(default=[], max_length=ENTRIES_MAX)
    units: list[UsbUnitChoice] = Field(default=[], max_length=ENTRIES_MAX)
