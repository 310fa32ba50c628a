"""Words typed as the book prints them, read back into the codes a row takes.

An author copies `Javelin, Impetuous` into `weapon`, `Medium Cavalry (CM)` or `CM (General)`
into `type`, `pilum` into `weapon`. Each part of such a value is looked up among the types,
weapons and traits by code and by printed name, so the unknown-code finding can say where the
word belongs ("'pilum' is a trait") and how to split what holds several things. A value with a
part that reads as nothing gets no such hint (the usual "did you mean" applies).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from typing import Literal

from listbuilder.systems.api import N_, Phrase
from listbuilder.systems.basic_impetus.tables import TRAITS, TYPE_ALIASES, UNIT_TYPES, WEAPONS

Category = Literal["type", "weapon", "trait"]

#: What separates several things in one printed value; 'or' offers a choice of weapons.
_SEPARATORS = re.compile(r"\s*(?:[,;/+&()]|\band\b|\bor\b|\bot\b)\s*", re.IGNORECASE)
_CHOICE = re.compile(r"\bor\b|\bot\b|/", re.IGNORECASE)  # 'ot': the publisher's typo
_GENERAL_MARKS = {"general", "*", "gen", "with-general", "may-carry-the-general"}
#: The publisher's shortenings, read as the full word.
_SHORTENED = {"comp-": "composite-", "l-spear": "long-spear", "xbow": "crossbow"}

_IS_A = {"type": N_(" '{word}' is a unit type: put it under 'type' ({write})."),
         "weapon": N_(" '{word}' is a weapon: put it under 'weapon' ({write})."),
         "trait": N_(" '{word}' is a trait: put it under 'traits' ({write}).")}
_WRITE = N_(" It reads as {write}.")
_SPLIT = N_(" It holds several things: write {write}.")
_AND = N_("{first} and {second}")


def _key(text: str) -> str:
    key = re.sub(r"[\s_]+", "-", text.strip().lower().replace(".", "")).strip("-")
    for short, full in _SHORTENED.items():
        if key.startswith(short):
            key = full + key[len(short):]
    return key


@cache
def _index() -> dict[str, list[tuple[Category, str]]]:
    """Every code and printed name, by `_key`, with what it is."""
    out: dict[str, list[tuple[Category, str]]] = {}

    def put(key: str, category: Category, code: str) -> None:
        entries = out.setdefault(key, [])
        if (category, code) not in entries:
            entries.append((category, code))

    for code, unit_type in UNIT_TYPES.items():
        put(code.lower(), "type", code)
        put(_key(unit_type.name), "type", code)
    for alias, code in TYPE_ALIASES.items():
        put(alias.lower(), "type", code)
    for code, weapon in WEAPONS.items():
        put(code, "weapon", code)
        put(_key(weapon.name), "weapon", code)
    for code, trait in TRAITS.items():
        put(code, "trait", code)
        put(_key(trait.name), "trait", code)
    return out


def _lookup(part: str, wanted: Category) -> tuple[Category, list[str]] | None:
    """What one part is: its category and code (several codes: a weapon printed without its
    class, e.g. 'crossbow' for crossbow-a or crossbow-b)."""
    key = _key(part)
    for candidate in (key, key.removesuffix("s"), key.removesuffix("es")):
        found = _index().get(candidate)
        if found:
            category, code = next((f for f in found if f[0] == wanted), found[0])
            return category, [code]
    classed = sorted(code for code in WEAPONS if code.rsplit("-", 1)[0] == key.removesuffix("s"))
    return ("weapon", classed) if classed else None


@dataclass
class Reading:
    """A printed value read part by part."""

    types: list[str] = field(default_factory=list)
    weapons: list[list[str]] = field(default_factory=list)  # each: its possible codes
    traits: list[str] = field(default_factory=list)
    general: bool = False
    choice: bool = False  # the weapons are alternatives ('or')

    def categories(self) -> set[Category]:
        found: set[Category] = set()
        if self.types:
            found.add("type")
        if self.weapons:
            found.add("weapon")
        if self.traits:
            found.add("trait")
        return found

    def writes(self) -> list[str]:
        """The keys to write, as a file would hold them ('crossbow-a/crossbow-b': a weapon the
        book prints without its class, one of them to choose)."""
        out = [f"type: {t}" for t in dict.fromkeys(self.types)]
        if len(self.weapons) == 1:
            out.append("weapon: " + "/".join(self.weapons[0]))
        elif self.weapons:
            kind = "weapon_choice" if self.choice else "weapon"
            out.append(f"{kind}: [{', '.join('/'.join(w) for w in self.weapons)}]")
        if self.traits:
            out.append(f"traits: [{', '.join(dict.fromkeys(self.traits))}]")
        if self.general:
            out.append("general: true")
        return out


def read_printed(text: str, wanted: Category) -> Reading | None:
    """The value read part by part; None when a part reads as nothing we know."""
    reading = Reading(choice=bool(_CHOICE.search(text)))
    parts = [p for p in _SEPARATORS.split(text) if p and p.strip()]
    if not parts:
        return None
    for part in parts:
        if _key(part) in _GENERAL_MARKS:
            reading.general = True
            continue
        found = _lookup(part, wanted)
        if found is None:
            return None
        category, codes = found
        if category == "type":
            reading.types.append(codes[0])
        elif category == "weapon":
            reading.weapons.append(codes)
        else:
            reading.traits.append(codes[0])
    return reading


def printed_hint(text: str, wanted: Category) -> str:
    """A sentence for an unknown code typed as printed ('' when it reads as nothing)."""
    reading = read_printed(text, wanted)
    if reading is None:
        return ""
    writes = [f"'{w}'" for w in reading.writes()]
    if not writes:
        return ""
    listed = writes[0]
    for more in writes[1:]:
        listed = Phrase(_AND, first=listed, second=more)
    categories = reading.categories()
    if len(writes) == 1 and categories and categories != {wanted}:
        (category,) = categories
        return Phrase(_IS_A[category], word=text, write=listed)
    if len(writes) == 1:
        return Phrase(_WRITE, write=listed)
    return Phrase(_SPLIT, write=listed)
