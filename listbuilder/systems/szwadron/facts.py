"""What a Szwadron unit's view carries of its own: read by the system's printables, written
into `--format json` under these names, in this order."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from listbuilder.systems.api import FactsRecord, UnitView


@dataclass(frozen=True)
class Differing:
    """Figures of the unit that differ from its base figures (a grenadier company)."""

    variant: str
    name: str
    count: int
    cost: int
    changes: Mapping[str, Any]  # characteristic -> its value for these figures
    abilities: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"variant": self.variant, "name": self.name, "count": self.count,
                "cost": self.cost, "changes": dict(self.changes),
                "abilities": list(self.abilities)}


@dataclass(frozen=True)
class SzwadronFacts(FactsRecord):
    unit_type: str
    rules: tuple[str, ...]
    figures: int
    base_figures: int
    limbers: int
    base: str  # the base size's label, "25x25"
    figure_cost: int
    limber_cost: int
    differing: tuple[Differing, ...]


NO_FACTS = SzwadronFacts(unit_type="", rules=(), figures=0, base_figures=0, limbers=0, base="",
                         figure_cost=0, limber_cost=0, differing=())


def facts_of(unit: UnitView) -> SzwadronFacts:
    """The unit's Szwadron facts, typed (none for a view another system built)."""
    return unit.facts if isinstance(unit.facts, SzwadronFacts) else NO_FACTS
