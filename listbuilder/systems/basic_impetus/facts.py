"""What a Basic Impetus unit's view carries of its own: read by the system's printables and
fixes, written into `--format json` under these names, in this order."""

from __future__ import annotations

from dataclasses import dataclass

from listbuilder.systems.api import FactsRecord, Leading, UnitView


@dataclass(frozen=True)
class BasicImpetusFacts(FactsRecord):
    row: str  # the list's row the unit comes from
    weapon: str | None  # the weapon in effect (a code of the table or of the list)
    weapon_choice: tuple[str, ...]  # what the row lets the player choose from
    list_name: str
    vd_with_general: int
    shooting: str | None  # the weapon's row of the shooting table, in English
    list_weapon: tuple[str, str | None] | None  # the list's own weapon: name, table code
    chosen_weapon: str | None  # a choice the rules do not give the unit
    general_not_allowed: bool
    rules: tuple[str, ...]  # the rule lines, as `UnitView.rules` has them


#: What a unit's facts are where its view was not built by this system (a printer's own
#: test unit): nothing chosen, nothing given.
NO_FACTS = BasicImpetusFacts(row="", weapon=None, weapon_choice=(), list_name="",
                             vd_with_general=0, shooting=None, list_weapon=None,
                             chosen_weapon=None, general_not_allowed=False, rules=())


def facts_of(unit: UnitView) -> BasicImpetusFacts:
    """The unit's Basic Impetus facts, typed."""
    return unit.facts if isinstance(unit.facts, BasicImpetusFacts) else NO_FACTS


def may_lead(unit: UnitView) -> bool:
    """Whether the list lets the unit carry the General (whether or not it does)."""
    return unit.leading in (Leading.MAY, Leading.LEADS)
