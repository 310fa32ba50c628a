"""What a USB unit's or hero's view carries of its own: read by the system's printables,
written into `--format json` under these names, in this order."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from listbuilder.systems.api import FactsRecord, UnitView
from listbuilder.systems.usb.list_model import UsbBase


@dataclass(frozen=True)
class UsbFacts(FactsRecord):
    kind: str  # "unit" or "hero"
    min_game_points: int
    quality: str | None
    rank: str | None
    models: int
    growth: int
    base_type: str | None
    base: UsbBase | None  # the type's base: a size limit, or none for a type on any base
    move_bonus: int
    melee_initiative_bonus: int
    resolve_total: int | None
    rules: tuple[str, ...]
    cost_breakdown: tuple[tuple[str, int], ...]

    def to_json(self) -> dict[str, Any]:
        data = super().to_json()
        data["base"] = self.base.model_dump() if self.base else None
        data["cost_breakdown"] = [{"item": what, "points": pts}
                                  for what, pts in self.cost_breakdown]
        return data


NO_FACTS = UsbFacts(kind="unit", min_game_points=0, quality=None, rank=None, models=1,
                    growth=0, base_type=None, base=None, move_bonus=0, melee_initiative_bonus=0,
                    resolve_total=None, rules=(), cost_breakdown=())


def facts_of(unit: UnitView) -> UsbFacts:
    """The unit's USB facts, typed (none chosen for a view another system built)."""
    return unit.facts if isinstance(unit.facts, UsbFacts) else NO_FACTS


