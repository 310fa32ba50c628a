"""A skirmish system with morale points (RULES.md §3, seed 003).

Where a rule lives: roles, morale points, formats and surcharges in `tables.py`; pricing a
model entry and its upgrades in `resolve.py`; format and composition checks in
`composition.py`; list-file checks in `list_checks.py`; the army view in `build.py`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar

from listbuilder.systems.api import (
    N_,
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
from listbuilder.systems.skirmish import editing, printables
from listbuilder.systems.skirmish.army_model import Detachment, ModelEntry, SkirmishArmy
from listbuilder.systems.skirmish.build import build_view
from listbuilder.systems.skirmish.fixes import fixes_for
from listbuilder.systems.skirmish.list_checks import check_list
from listbuilder.systems.skirmish.list_model import SkirmishList
from listbuilder.systems.skirmish.messages import MESSAGES
from listbuilder.systems.skirmish.tables import ROLES, SCALES, SPECIAL_RULES

if TYPE_CHECKING:  # the editor's side: imported when used, not by an export
    from listbuilder.systems.api import AddSpec, FieldSpec, Fix, RemoveSpec


class Skirmish(GameSystem[SkirmishList, SkirmishArmy]):
    id: ClassVar[str] = "skirmish"
    name: ClassVar[str] = N_("Skirmish (morale points)")  # shown through term()
    list_model = SkirmishList
    army_model = SkirmishArmy
    scales: ClassVar[tuple[str, ...]] = SCALES
    counts_points: ClassVar[bool] = True
    messages: ClassVar[Mapping[str, Message]] = MESSAGES

    def check_list(self, army_list: SkirmishList) -> list[Diagnostic]:
        return check_list(army_list)

    def build(self, army_list: SkirmishList, army: SkirmishArmy) -> ArmyView:
        return build_view(army_list, army)

    def new_army(self, army_list: SkirmishList, name: str) -> SkirmishArmy:
        """A small-format army of one detachment led by the cheapest possible sergeant."""
        sergeants = [t for t in army_list.model_types if "sergeant" in t.roles]
        leader = min(sergeants or army_list.model_types,
                     key=lambda t: t.cost + t.role_costs.get("sergeant", 0))
        entry = ModelEntry(type=leader.id, role="sergeant" if sergeants else None)
        return SkirmishArmy(
            kind="army", format=1, system="skirmish", list=army_list.id,
            list_stamp=data_stamp(army_list), name=name, scale=SCALES[0], game_format="small",
            detachments=[Detachment(id="detachment-1", name="First detachment",
                                    models=[entry])],
        )

    def cards(self, view: ArmyView, scale: str) -> list[Card]:
        return [printables.card(unit) for unit in view.units]

    def composition(self, unit: UnitView) -> list[str]:
        return printables.model_lines(unit)

    def bases(self, view: ArmyView, scale: str) -> list[BaseNeed]:
        return printables.bases(view, scale)

    def unit_types(self, army_list: SkirmishList) -> Sequence[Listed]:
        return army_list.model_types

    def search_text(self, army_list: SkirmishList) -> str:
        """Model types, their roles and special rules by name: 'bayonets' finds the list."""
        roles = {r for t in army_list.model_types for r in t.roles}
        rules = {r for t in army_list.model_types for r in t.rules}
        names = [*(t.name for t in army_list.model_types),
                 *(ROLES[r].name if r in ROLES else r for r in sorted(roles)),
                 *(SPECIAL_RULES.get(r, r).split(":")[0] for r in sorted(rules))]
        return f"{super().search_text(army_list)} {' '.join(names)}"

    def editable(self, army_list: SkirmishList, army: SkirmishArmy,
                 unit_id: str | None) -> list[FieldSpec]:
        if unit_id is None:
            return editing.army_fields(army)
        return editing.unit_fields(army_list, army, unit_id)

    def addable(self, army_list: SkirmishList, army: SkirmishArmy,
                unit_id: str | None = None) -> list[AddSpec]:
        return editing.addable(army_list, army, unit_id)

    def removable(self, army_list: SkirmishList, army: SkirmishArmy,
                  unit_id: str) -> list[RemoveSpec]:
        return editing.removable(army_list, army, unit_id)

    def kept(self, army_list: SkirmishList, army: SkirmishArmy, unit_id: str) -> str:
        return editing.kept(army, unit_id)

    def fixes(self, army_list: SkirmishList, army: SkirmishArmy, view: ArmyView,
              finding: Diagnostic) -> list[Fix]:
        return fixes_for(army_list, army, view, finding)
