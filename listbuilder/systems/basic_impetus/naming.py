"""Units, options, rows and weapons as a player reads them in a finding: by the names the list
prints (and the rules' words, translated), never by the keys of the files. A unit is also
numbered among its namesakes ("Knights 2"), as the editor names it, since a list may field
several units of one name; the finding's subjects keep the ids for the editor to select. Each
is a `Ref` (its English name, kind and id), which the edge showing the finding names in its
reader's words.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from listbuilder.systems.api import (
    OPTION,
    UNIT,
    WEAPON,
    Phrase,
    Ref,
    Word,
    joined,
    numbered_labels,
)
from listbuilder.systems.basic_impetus.list_model import BasicImpetusList
from listbuilder.systems.basic_impetus.resolve import Unit
from listbuilder.systems.basic_impetus.tables import WEAPONS


def unit_labels(units: Mapping[str, Unit], names: Mapping[str, str] | None = None
                ) -> dict[str, Ref]:
    """Every unit as the editor and the cards name it ('Knights 2'); `names` are the
    player's own names for units, which win over the list's."""
    names = names or {}
    labels = numbered_labels((unit_id, names.get(unit_id) or unit.name)
                             for unit_id, unit in units.items())
    return {unit_id: Ref(UNIT, unit_id, label) for unit_id, label in labels.items()}


def unit_name(unit: Unit, names: Mapping[str, str]) -> Ref:
    """The unit by its name alone, not numbered ('Foot' of 'Foot (FP)'), the player's first."""
    return Ref(UNIT, unit.id, names.get(unit.id) or unit.name)


def option_names(army_list: BasicImpetusList) -> dict[str, Ref]:
    return {o.id: Ref(OPTION, o.id, o.name) for o in army_list.options}


def weapon_word(code: str, army_list: BasicImpetusList) -> str:
    """A weapon as the card prints it: the list's own name, or the table's (translated)."""
    own = next((w.name for w in army_list.weapons if w.id == code), None)
    if own is not None:
        return Ref(WEAPON, code, own)
    return Ref(WEAPON, code, Word(WEAPONS[code].name)) if code in WEAPONS else f"'{code}'"


def weapon_words(codes: Iterable[str], army_list: BasicImpetusList) -> Phrase:
    return joined(weapon_word(c, army_list) for c in codes)


def weapon_names(army_list: BasicImpetusList) -> dict[str, Ref]:
    """Every weapon a row may name, by code: its name as `weapon_word` gives it."""
    return {c: Ref(WEAPON, c, Word(w.name)) for c, w in WEAPONS.items()} | {
        w.id: Ref(WEAPON, w.id, w.name) for w in army_list.weapons}
