"""What a skirmish detachment's view carries of its own: read by the system's printables,
written into `--format json` under these names, in this order."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from listbuilder.systems.api import FactsRecord, UnitView


@dataclass(frozen=True)
class ModelEntry(FactsRecord):
    """One entry of the detachment's models: so many of one type, in one role."""

    type: str
    name: str
    role: str
    count: int
    mounted: bool
    cost_each: int
    points: int
    morale_points: int
    upgrades: tuple[str, ...]
    bases: Mapping[str, tuple[float, float]]  # scale -> (front, depth) in mm


@dataclass(frozen=True)
class SkirmishFacts(FactsRecord):
    main: bool
    morale_points: int
    test_at: int
    leaves_at: int
    rules: tuple[str, ...]
    models: tuple[ModelEntry, ...]


NO_FACTS = SkirmishFacts(main=False, morale_points=0, test_at=0, leaves_at=0, rules=(),
                         models=())


def facts_of(unit: UnitView) -> SkirmishFacts:
    """The detachment's skirmish facts, typed (none for a view another system built)."""
    return unit.facts if isinstance(unit.facts, SkirmishFacts) else NO_FACTS
