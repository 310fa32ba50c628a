"""Basic Impetus (Dadi&Piombo): the primary rule system. RULES.md §1.

Where a rule lives: unit types, weapons and bases in `tables.py`; list-file checks in
`list_checks.py`; army size and VDT in `composition.py`; the General in `general.py`; groups
and big units in `grouping.py`; options and weapon choices in `choices.py`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from listbuilder.systems.api import (
    N_,
    ArmyView,
    BaseNeed,
    Card,
    Diagnostic,
    GameSystem,
    Message,
    _,
    data_stamp,
    merged,
)
from listbuilder.systems.basic_impetus import messages as declared
from listbuilder.systems.basic_impetus import printables
from listbuilder.systems.basic_impetus.army_model import BasicImpetusArmy
from listbuilder.systems.basic_impetus.build import build_view
from listbuilder.systems.basic_impetus.editing import LAYOUT, editable, option_edits
from listbuilder.systems.basic_impetus.fixes import fixes_for
from listbuilder.systems.basic_impetus.grouping_edits import KINDS, selection_actions
from listbuilder.systems.basic_impetus.list_checks import check_list
from listbuilder.systems.basic_impetus.list_model import BasicImpetusList
from listbuilder.systems.basic_impetus.list_totals import list_totals
from listbuilder.systems.basic_impetus.page_import import messages as page_messages
from listbuilder.systems.basic_impetus.resolve import resolve
from listbuilder.systems.basic_impetus.tables import SCALE_ALIASES, SCALES, WEAPONS

if TYPE_CHECKING:
    from listbuilder.systems.api import (
        ActionSpec,
        Edit,
        EditorLayout,
        FieldSpec,
        Fix,
        ListTotal,
        PageImport,
    )


class BasicImpetus(GameSystem[BasicImpetusList, BasicImpetusArmy]):

    id: ClassVar[str] = "basic-impetus"
    name: ClassVar[str] = N_("Basic Impetus")  # shown through term(): hu «Alap Impetus»
    list_model = BasicImpetusList
    army_model = BasicImpetusArmy
    scales: ClassVar[tuple[str, ...]] = SCALES
    scale_aliases: ClassVar[dict[str, str]] = SCALE_ALIASES
    selection_action_kinds: ClassVar[tuple[ActionSpec, ...]] = KINDS
    editor_layout: ClassVar[EditorLayout] = LAYOUT
    messages: ClassVar[Mapping[str, Message]] = merged(declared.MESSAGES,
                                                       page_messages.MESSAGES)

    def check_list(self, army_list: BasicImpetusList) -> list[Diagnostic]:
        return check_list(army_list)

    def kept(self, army_list: BasicImpetusList, army: BasicImpetusArmy, unit_id: str) -> str:
        return _("In Basic Impetus the army list sets the units: its options, above the "
                 "table, add or remove them.")

    def import_page(self, data: str | bytes, page_name: str,
                    names: Mapping[int, str] | None = None) -> PageImport | None:
        # Imported when a page is: its HTML reading would cost every use of the system 37 ms
        # (a fifth of `listbuilder validate` of one army, CPU).
        from listbuilder.systems.basic_impetus.page_import.importer import import_page

        return import_page(data, page_name, names)

    def build(self, army_list: BasicImpetusList, army: BasicImpetusArmy) -> ArmyView:
        return build_view(army_list, army)

    def new_army(self, army_list: BasicImpetusList, name: str) -> BasicImpetusArmy:
        units, _ = resolve(army_list, [])
        first_carrier = next((u.id for u in units if u.row.general), None)
        return BasicImpetusArmy(
            kind="army", format=2, system="basic-impetus", list=army_list.id,
            list_stamp=data_stamp(army_list), name=name, scale=SCALES[0],
            general=first_carrier,
        )

    def cards(self, view: ArmyView, scale: str) -> list[Card]:
        return [printables.card(view, unit, scale) for unit in view.units]

    def bases(self, view: ArmyView, scale: str) -> list[BaseNeed]:
        return printables.bases(view, scale)

    def list_totals(self, army_list: BasicImpetusList) -> list[ListTotal]:
        return list_totals(army_list)

    def search_text(self, army_list: BasicImpetusList) -> str:
        """Units, options, special rules and weapons by name: 'longbow' finds the English."""
        weapons = {w for r in army_list.units for w in [r.weapon, *(r.weapon_choice or [])]
                   if w}
        names = [*(r.name for r in army_list.units), *(o.name for o in army_list.options),
                 *(r.name for r in army_list.special_rules),
                 *(WEAPONS[w].name if w in WEAPONS else w for w in sorted(weapons))]
        return f"{super().search_text(army_list)} {' '.join(names)}"

    def fixes(self, army_list: BasicImpetusList, army: BasicImpetusArmy, view: ArmyView,
              finding: Diagnostic) -> list[Fix]:
        return fixes_for(army_list, army, view, finding)

    def editable(self, army_list: BasicImpetusList, army: BasicImpetusArmy,
                 unit_id: str | None) -> list[FieldSpec]:
        return editable(army_list, army, unit_id)

    def field_edits(self, army_list: BasicImpetusList, army: BasicImpetusArmy, view: ArmyView,
                    spec: FieldSpec, value: Any) -> list[Edit]:
        return option_edits(army_list, army, view, spec, value)

    def selection_actions(self, army_list: BasicImpetusList, army: BasicImpetusArmy,
                          view: ArmyView, unit_ids: list[str]) -> list[ActionSpec]:
        return selection_actions(army, view, unit_ids)
