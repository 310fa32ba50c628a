"""Szwadron v1 (2008): Napoleonic mass battles (RULES.md §4, seed 002).

Where a rule lives: characteristics and bases in `tables.py`; per-unit checks and prices
(sizes, differing figures, limbers) in `units.py`; the army view and its totals in
`build.py`; list-file checks in `list_checks.py`.
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
    UnitView,
    data_stamp,
)
from listbuilder.systems.szwadron import editing, printables
from listbuilder.systems.szwadron.army_model import SzwadronArmy
from listbuilder.systems.szwadron.build import build_view
from listbuilder.systems.szwadron.list_checks import check_list
from listbuilder.systems.szwadron.list_model import SzwadronList
from listbuilder.systems.szwadron.messages import MESSAGES
from listbuilder.systems.szwadron.tables import SCALES

if TYPE_CHECKING:  # the editor's side: imported when used, not by an export
    from listbuilder.systems.api import AddSpec, FieldSpec, RemoveSpec


class Szwadron(GameSystem[SzwadronList, SzwadronArmy]):
    id: ClassVar[str] = "szwadron"
    name: ClassVar[str] = "Szwadron"
    list_model = SzwadronList
    army_model = SzwadronArmy
    scales: ClassVar[tuple[str, ...]] = SCALES
    counts_points: ClassVar[bool] = True
    messages: ClassVar[Mapping[str, Message]] = MESSAGES

    def check_list(self, army_list: SzwadronList) -> list[Diagnostic]:
        return check_list(army_list)

    def build(self, army_list: SzwadronList, army: SzwadronArmy) -> ArmyView:
        return build_view(army_list, army)

    def new_army(self, army_list: SzwadronList, name: str) -> SzwadronArmy:
        """An empty army (legal: no points limit yet); the player adds units."""
        return SzwadronArmy(kind="army", format=1, system="szwadron", list=army_list.id,
                            list_stamp=data_stamp(army_list), name=name, scale=SCALES[0])

    def cards(self, view: ArmyView, scale: str) -> list[Card]:
        return [printables.card(unit) for unit in view.units]

    def composition(self, unit: UnitView) -> list[str]:
        return printables.composition(unit)

    def bases(self, view: ArmyView, scale: str) -> list[BaseNeed]:
        # One set of base sizes whatever the scale [1.2].
        return printables.bases(view)

    def unit_types(self, army_list: SzwadronList) -> Sequence[Listed]:
        return army_list.unit_types

    def search_text(self, army_list: SzwadronList) -> str:
        """Unit types, their figure variants and the abilities by name."""
        names = [*(t.name for t in army_list.unit_types),
                 *(v.name for t in army_list.unit_types for v in t.variants),
                 *(a.name for a in army_list.abilities)]
        return f"{super().search_text(army_list)} {' '.join(names)}"

    def editable(self, army_list: SzwadronList, army: SzwadronArmy,
                 unit_id: str | None) -> list[FieldSpec]:
        if unit_id is None:
            return editing.army_fields(army)
        return editing.unit_fields(army_list, army, unit_id)

    def addable(self, army_list: SzwadronList, army: SzwadronArmy,
                unit_id: str | None = None) -> list[AddSpec]:
        return editing.addable(army_list, army, unit_id)

    def removable(self, army_list: SzwadronList, army: SzwadronArmy,
                  unit_id: str) -> list[RemoveSpec]:
        return editing.removable(army_list, army, unit_id)
