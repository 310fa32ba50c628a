"""The skirmish army file: detachments of models bought from one list."""

# No `from __future__ import annotations`, as in core/model.py (why: there).

from typing import Literal

from pydantic import Field

from listbuilder.systems.api import ENTRIES_MAX, ArmyBase, Count, Id, Name, StrictModel, UnitNote


class EntrySetAside(StrictModel):
    """What an entry had as another model type, kept for when it is that type again."""

    role: str | None = None
    lance: bool | None = None
    outstanding: bool | None = None
    bonus: Literal["stubborn", "sensible"] | None = None


class ModelEntry(StrictModel):
    """`count` models of one type in one role, with the same upgrades."""

    type: str = Field(description="Id of a model type of the list")
    count: Count = 1
    role: str | None = Field(default=None, description="Defaults to the type's first role")
    name: Name | None = None
    lance: bool = Field(default=False, description="Cavalry lance, +3 (mounted models only)")
    outstanding: bool = Field(default=False, description="Outstanding officer, +5")
    bonus: Literal["stubborn", "sensible"] | None = Field(
        default=None, description="Senior officer's bonus: stubborn +30, sensible +40")
    set_aside: dict[Id, EntrySetAside] = Field(
        default={}, max_length=ENTRIES_MAX,
        description="By model-type id: the role and upgrades the entry had as that type, "
                    "kept for when it is changed back")


class Detachment(StrictModel):
    id: Id
    name: Name | None = None
    main: bool = Field(default=False, description="The main detachment (medium format)")
    models: list[ModelEntry] = Field(min_length=1, max_length=ENTRIES_MAX)
    notes: UnitNote | None = None


class SkirmishArmy(ArmyBase):
    system: Literal["skirmish"]
    scale: str | None = Field(default="28mm", description="28mm or 15mm")
    game_format: Literal["small", "medium", "large"] = Field(
        description="small (250 points), medium (500) or large (1000)")
    detachments: list[Detachment] = Field(min_length=1, max_length=ENTRIES_MAX)
