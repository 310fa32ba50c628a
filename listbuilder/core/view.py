"""The army as a player reads it: resolved units, groups, totals and findings.

Every rule system builds one of these; the CLI, the GUI and the PDF export only read it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.model import ArmyBase, ArmyListBase


@dataclass(frozen=True)
class UnitView:
    id: str
    name: str
    type: str
    type_name: str
    # Ordered as the system prints it, e.g. {"M": 8, "VBU": 7, "I": 4, "VD": 3}.
    profile: dict[str, Any]
    general: bool = False
    may_carry_general: bool = False
    equipment: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    # The system's own per-unit figures for JSON and printing (USB points, skirmish MP...).
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        data = {
            "id": self.id,
            "name": self.name,
            "type": self.type,
            "type_name": self.type_name,
            "profile": dict(self.profile),
            "general": self.general,
            "equipment": list(self.equipment),
            "traits": list(self.traits),
            "notes": list(self.notes),
        }
        data.update(self.extra)
        return data


@dataclass(frozen=True)
class GroupView:
    id: str
    kind: str  # "group" or "big-unit" (or a system's own grouping)
    members: tuple[str, ...]  # a big unit's front unit first
    name: str = ""  # the player's own name for it, where given

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "kind": self.kind, "members": list(self.members)}


@dataclass(frozen=True)
class ArmyView:
    system: str
    list_id: str
    list_name: str
    army_name: str
    scale: str | None
    units: tuple[UnitView, ...]
    groups: tuple[GroupView, ...] = ()
    options: tuple[str, ...] = ()
    totals: dict[str, Any] = field(default_factory=dict)
    findings: tuple[Diagnostic, ...] = ()

    @classmethod
    def for_army(cls, army_list: ArmyListBase, army: ArmyBase, **rest: Any) -> ArmyView:
        """The header every system's view shares, taken from the list and the army."""
        return cls(system=army.system, list_id=army_list.id, list_name=army_list.name,
                   army_name=army.name, scale=army.scale, **rest)

    def unit(self, unit_id: str) -> UnitView | None:
        return next((u for u in self.units if u.id == unit_id), None)

    def label(self, unit_id: str) -> str:
        """The unit as a player names it: its name, numbered when others share it
        ('Knights 2'); the id itself for a unit the army does not have."""
        unit = self.unit(unit_id)
        if unit is None:
            return unit_id
        namesakes = [u.id for u in self.units if u.name == unit.name]
        if len(namesakes) == 1:
            return unit.name
        return f"{unit.name} {namesakes.index(unit_id) + 1}"

    @property
    def general(self) -> UnitView | None:
        return next((u for u in self.units if u.general), None)

    def to_json(self) -> dict[str, Any]:
        return {
            "system": self.system,
            "list": self.list_id,
            "list_name": self.list_name,
            "name": self.army_name,
            "scale": self.scale,
            "options": list(self.options),
            "unit_count": len(self.units),
            "units": [u.to_json() for u in self.units],
            "groups": [g.to_json() for g in self.groups if g.kind == "group"],
            "big_units": [g.to_json() for g in self.groups if g.kind == "big-unit"],
            "totals": dict(self.totals),
            "findings": [d.to_json() for d in self.findings],
        }
