"""The troop menu indexed by id, and the one way an unknown id is reported."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from listbuilder.systems.api import (
    Diagnostic,
    DocPath,
    Message,
    Ref,
    Word,
    did_you_mean,
    joined,
    ref_of,
)
from listbuilder.systems.usb.list_model import (
    UsbClassChange,
    UsbEquipment,
    UsbHeroItem,
    UsbList,
    UsbQuality,
    UsbRank,
    UsbSpecialisation,
    UsbUnitType,
)
from listbuilder.systems.usb.messages import NONE


def _by_id(items: Iterable[Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for item in items:
        out.setdefault(item.id, item)  # the first wins; check_list reports duplicates
    return out


@dataclass(frozen=True)
class Menu:
    source: UsbList
    qualities: dict[str, UsbQuality]
    types: dict[str, UsbUnitType]
    equipment: dict[str, UsbEquipment]
    specialisations: dict[str, UsbSpecialisation]
    ranks: dict[str, UsbRank]
    hero_items: dict[str, UsbHeroItem]
    class_changes: dict[str, UsbClassChange]

    @classmethod
    def of(cls, army_list: UsbList) -> Menu:
        heroes = army_list.heroes
        return cls(
            source=army_list,
            qualities=_by_id(army_list.qualities),
            types=_by_id(army_list.unit_types),
            equipment=_by_id(army_list.equipment),
            specialisations=_by_id(army_list.specialisations),
            ranks=_by_id(heroes.ranks),
            hero_items=_by_id(heroes.equipment),
            class_changes=_by_id(heroes.class_changes),
        )


def unknown(message: Message, key: str, choices: Mapping[str, Any], path: DocPath,
            subjects: tuple[str, ...] = (), **fields: object) -> Diagnostic:
    """'No <what> <key> in the menu. Did you mean …? Choose from: …': the key quoted as typed,
    the menu's entries by the names it prints for them."""
    names = named(choices)
    return message(path, subjects, key=key, hint=did_you_mean(key, names, names),
                   choices=listing(names.values()), **fields)


def named(entries: Mapping[str, Any]) -> dict[str, Ref]:
    """Menu entries (id → entry) by the names the menu prints (id → name, typed)."""
    return {key: ref_of(entry) for key, entry in entries.items()}


def listing(names: Iterable[str]) -> object:
    """Entries a finding offers, each in the reader's words, or 'none'."""
    items = list(names)
    return joined(items) if items else Word(NONE)
