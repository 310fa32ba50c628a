"""USB — Uniwersalny System Bitewny: a points-based skirmish system for any setting.

RULES.md §2. Where a rule lives: the whole troop menu (costs, options, growth, heroes) is data
in the list file (`list_model.py`); costing and profiles of units in `units.py`, of heroes in
`heroes.py`, CIOS arithmetic in `profile.py`; army composition in `composition.py`; list-file
checks in `list_checks.py`; the army view in `build.py`; cards and bases in `printables.py`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar

from listbuilder.systems.api import (
    ArmyView,
    BaseNeed,
    Card,
    Diagnostic,
    GameSystem,
    Listed,
    Message,
    data_stamp,
)
from listbuilder.systems.usb import editing, printables
from listbuilder.systems.usb.army_model import UsbArmy
from listbuilder.systems.usb.build import SCALES, build_view
from listbuilder.systems.usb.list_checks import check_list
from listbuilder.systems.usb.list_model import UsbList
from listbuilder.systems.usb.messages import MESSAGES
from listbuilder.systems.usb.starting_army import starting_army

if TYPE_CHECKING:  # the editor's side: imported when used, not by an export
    from listbuilder.systems.api import AddSpec, FieldSpec, RemoveSpec


class Usb(GameSystem[UsbList, UsbArmy]):
    id: ClassVar[str] = "usb"
    name: ClassVar[str] = "USB (Uniwersalny System Bitewny)"
    list_model = UsbList
    army_model = UsbArmy
    scales: ClassVar[tuple[str, ...]] = SCALES
    counts_points: ClassVar[bool] = True
    messages: ClassVar[Mapping[str, Message]] = MESSAGES

    def check_list(self, army_list: UsbList) -> list[Diagnostic]:
        return check_list(army_list)

    def build(self, army_list: UsbList, army: UsbArmy) -> ArmyView:
        return build_view(army_list, army)

    def new_army(self, army_list: UsbList, name: str) -> UsbArmy:
        return starting_army(army_list, name, data_stamp(army_list), SCALES[0])

    def cards(self, view: ArmyView, scale: str) -> list[Card]:
        return [printables.card(unit) for unit in view.units]

    def bases(self, view: ArmyView, scale: str) -> list[BaseNeed]:
        return printables.bases(view)

    def unit_types(self, army_list: UsbList) -> Sequence[Listed]:
        return army_list.unit_types

    def search_text(self, army_list: UsbList) -> str:
        """Types, qualities, equipment, specialisations and the heroes' ranks, items and
        class changes by name: 'flying' finds the troop menu that offers it."""
        heroes, grown = army_list.heroes, [t.growth for t in army_list.unit_types if t.growth]
        names = [*(t.name for t in army_list.unit_types), *(q.name for q in army_list.qualities),
                 *(e.name for e in army_list.equipment),
                 *(s.name for s in army_list.specialisations), *(r.name for r in heroes.ranks),
                 *(i.name for i in heroes.equipment), *(c.name for c in heroes.class_changes),
                 *(i.name for g in grown for i in g.equipment),
                 *(e.name for e in (army_list.leaders, army_list.special_weapons) if e)]
        return f"{super().search_text(army_list)} {' '.join(names)}"

    def editable(self, army_list: UsbList, army: UsbArmy,
                 unit_id: str | None) -> list[FieldSpec]:
        if unit_id is None:
            return editing.army_fields(army)
        return editing.unit_fields(army_list, army, unit_id)

    def addable(self, army_list: UsbList, army: UsbArmy,
                unit_id: str | None = None) -> list[AddSpec]:
        return editing.addable(army_list, army) if unit_id is None else []

    def removable(self, army_list: UsbList, army: UsbArmy,
                  unit_id: str) -> list[RemoveSpec]:
        return editing.removable(army, unit_id)
