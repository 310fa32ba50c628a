"""The Basic Impetus army file: a player's choices on top of one list."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from listbuilder.core.model import ArmyBase, StrictModel
from listbuilder.core.ranges import ENTRIES_MAX, Name

UnitId = str  # "<row id>-<n>", e.g. "knights-1"


class UnitChoice(StrictModel):
    name: Name | None = Field(default=None, description="Custom name shown on cards")
    weapon: str | None = Field(default=None, description="Chosen weapon where the list offers one")


class Grouping(StrictModel):
    units: list[UnitId] = Field(min_length=1, max_length=ENTRIES_MAX)
    name: Name | None = None


class BasicImpetusArmy(ArmyBase):
    system: Literal["basic-impetus"]
    scale: str | None = Field(default="28mm", description="28mm, 15mm, 10mm or 6mm")
    options: list[str] = []
    general: UnitId | None = None
    units: dict[UnitId, UnitChoice] = Field(default={}, max_length=ENTRIES_MAX)
    groups: list[Grouping] = Field(default=[], max_length=ENTRIES_MAX)
    big_units: list[Grouping] = Field(default=[], max_length=ENTRIES_MAX)
