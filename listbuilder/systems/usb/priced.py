"""A unit or hero with its choices costed: what build, the checks and the printer read."""

from __future__ import annotations

from dataclasses import dataclass, field

from listbuilder.systems.api import Diagnostic, DocPath, RuleText
from listbuilder.systems.usb.list_model import UsbEffects, UsbUnitType
from listbuilder.systems.usb.profile import Cios


@dataclass
class Priced:
    id: str
    name: str
    kind: str  # "unit" or "hero"
    path: DocPath  # where the choice is in the army file
    unit_type: UsbUnitType | None = None
    quality: str | None = None
    models: int = 1
    growth: int = 0
    cios: Cios | None = None  # None when the menu ids could not be resolved
    power_points: int = 0
    breakdown: list[tuple[str, int]] = field(default_factory=list)
    equipment: list[str] = field(default_factory=list)
    traits: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    rules: list[RuleText] = field(default_factory=list)  # what each name does, once each
    move_bonus: int = 0  # inches on top of the normal move
    melee_initiative: int = 0
    findings: list[Diagnostic] = field(default_factory=list)
    rank_name: str | None = None
    mount_name: str | None = None

    @property
    def points(self) -> int:
        return sum(points for _, points in self.breakdown)

    def pay(self, what: str, points: int) -> None:
        if points:
            self.breakdown.append((what, points))

    def add_equipment(self, name: str, rules: str | None) -> None:
        self.equipment.append(name)
        self.explain(name, rules)

    def add_trait(self, name: str, rules: str | None) -> None:
        self.traits.append(name)
        self.explain(name, rules)

    def explain(self, name: str, rules: str | None) -> None:
        line = RuleText(name, rules) if rules else None
        if line and line not in self.rules:
            self.rules.append(line)

    def gain(self, effects: UsbEffects) -> None:
        self.move_bonus += effects.move
        self.melee_initiative += effects.melee_initiative
        if self.cios is not None:
            self.cios = self.cios.with_effects(effects)
