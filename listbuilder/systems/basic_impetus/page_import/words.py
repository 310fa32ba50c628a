"""The words a published row's notes use for weapons and traits, in English and Italian.

A page prints `short bow B`, `comp. bow B`, `arco corto B`, `crossbow and pavese`,
`javelin, sling or short bow B` (or `ot` for `or`). `read_notes` turns such a text into a
weapon (or a choice of weapons), traits and what it could not read, which the row keeps as
its note. A class letter after the last of several weapons applies to each of them that the
shooting table knows only with a class ("short bow or crossbow B"): our reading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from listbuilder.systems.basic_impetus.tables import TRAITS, WEAPONS

#: Printed weapon words (lowercase, abbreviations written out) -> the table's weapon base.
WEAPON_WORDS = {
    "longbow": "longbow", "long bow": "longbow", "arco lungo": "longbow",
    "short bow": "short-bow", "shortbow": "short-bow", "arco corto": "short-bow",
    "composite bow": "composite-bow", "arco composito": "composite-bow",
    "crossbow": "crossbow", "balestra": "crossbow", "balestre": "crossbow",
    "handgun": "handgun", "handguns": "handgun", "schioppo": "handgun",
    "arquebus": "arquebus", "archibugio": "arquebus", "archibugi": "arquebus",
    "musket": "musket", "moschetto": "musket", "moschetti": "musket",
    "javelin": "javelin", "javelins": "javelin", "giavellotto": "javelin",
    "giavellotti": "javelin", "sling": "sling", "slings": "sling", "fionda": "sling",
    "fionde": "sling", "artillery": "artillery", "artiglieria": "artillery",
    "mixed weapons": "mixed", "armi miste": "mixed",
}

#: Printed trait words -> the trait's code.
TRAIT_WORDS = {
    "impetuous": "impetuous", "impetuoso": "impetuous", "impetuosi": "impetuous",
    "impetuosa": "impetuous", "impetuose": "impetuous",
    "long spear": "long-spear", "long spears": "long-spear", "lancia lunga": "long-spear",
    "longspear": "long-spear", "longspears": "long-spear", "long-spear": "long-spear",
    "long-spears": "long-spear", "shield-wall": "shieldwall",
    "lance lunghe": "long-spear", "pike": "pike", "pikes": "pike", "picca": "pike",
    "picche": "pike", "pavese": "pavese", "pavise": "pavese", "pavises": "pavese",
    "pavesi": "pavese", "shieldwall": "shieldwall", "shield wall": "shieldwall",
    "muro di scudi": "shieldwall", "pilum": "pilum", "pila": "pilum",
    "mounted infantry": "mounted-infantry", "fanteria montata": "mounted-infantry",
    "camels": "camels", "camel": "camels", "cammelli": "camels", "shooters": "shooters",
}

_ABBREVIATIONS = [(re.compile(r"\bcomp\.?\s*(?=bow\b)"), "composite "),
                  (re.compile(r"\bx-?bow\b"), "crossbow"),
                  (re.compile(r"\bcomp\.?\s*(?=arco\b)"), ""),
                  (re.compile(r"\barco\s+comp\.?(?=\s|$)"), "arco composito")]
_ITEM = re.compile(r"\s*[,/]\s*")
_ALTERNATIVE = re.compile(r"\s*(?:\bor\b|\bot\b|\bo\b|\boppure\b)\s*")
_BOTH = re.compile(r"\s*(?:\band\b|\be\b|\bwith\b|\bcon\b|&|\+)\s*")
_CLASS = re.compile(r"^(?P<word>.*?)\s*\b(?P<cls>[abc])$")
_CLASSED = {"longbow", "short-bow", "composite-bow", "crossbow", "arquebus", "artillery"}


@dataclass
class Notes:
    """What a row's notes say: a weapon or a choice of them, traits, and the rest."""

    weapons: list[str] = field(default_factory=list)  # one: `weapon`; several: a choice
    traits: list[str] = field(default_factory=list)
    #: Weapons printed without the class the table needs ('crossbow and pavese').
    classless: list[str] = field(default_factory=list)
    unread: list[str] = field(default_factory=list)


def normalised(text: str) -> str:
    text = text.lower().replace("’", "'").strip(" .;:")
    for pattern, written in _ABBREVIATIONS:
        text = pattern.sub(written, text)
    return re.sub(r"\s+", " ", text)


def read_notes(text: str) -> Notes:
    """The weapons and traits of `text`; anything else is kept in `unread`."""
    notes = Notes()
    for part in filter(None, _BOTH.split(normalised(text))):
        _read_part(part, notes)
    return notes


def is_notes(text: str) -> bool:
    """Whether all of `text` is weapons and traits (not a name such as 'Milites')."""
    notes = read_notes(text)
    return not notes.unread and bool(notes.weapons or notes.traits or notes.classless)


#: Words of weapons the tables do not know ('blowpipe', 'two-handed axes', 'darts'), and a
#: class letter after a word ('blowpipe B'): notes, not a name.
_WEAPONISH = re.compile(
    r"(?:bow|pipe|guns?|slings?|spears?|javelins?|darts?|axes?|swords?|lances?|pikes?|"
    r"pistols?|muskets?|arquebus(?:es)?|bombards?|cannons?|culverins?|calivers?|stones?|"
    r"clubs?|maces?|flails?|halberds?|glaives?|bills?|blades?|knives|spade|staff|staves|"
    r"arco|archi|balestr[ae]|lanci[ae]|spad[ae]|asc[ie]|mazz[ae]|fiond[ae]|giavellott[oi]|"
    r"dardi|picch[ei]|cerbottan[ae])$", re.IGNORECASE)


def looks_like_notes(text: str) -> bool:
    """Whether text the tables do not read is still a weapon rather than a name: a weapon's
    word ('blowpipe', 'Two-handed axes', 'darts') or a class letter after a word ('blowpipe
    B')."""
    words = re.findall(r"[^\W\d_]+", text)
    if re.search(r"[^\W\d_]{3,}\s+[AB]$", text):
        return True
    return any(_WEAPONISH.search(w) for w in words)


def _read_part(part: str, notes: Notes) -> None:
    """One part between 'and's: traits and weapons to choose from, by commas and 'or's."""
    weapons: list[str] = []
    for item in filter(None, _ITEM.split(part)):
        if item in TRAIT_WORDS:
            _add(notes.traits, TRAIT_WORDS[item])
        else:
            weapons += [w for w in _ALTERNATIVE.split(item) if w]
    if not weapons:
        return
    last_class = _class_of(weapons[-1])[1]
    found: list[tuple[str, str | None]] = []
    for word in weapons:
        base_word, cls = _class_of(word)
        base = WEAPON_WORDS.get(base_word)
        if base is None:
            notes.unread.append(part)
            return
        found.append((base, cls or (last_class if base in _CLASSED else None)))
    for base, cls in found:
        code = f"{base}-{cls}" if cls else base
        if code in WEAPONS:
            notes.weapons.append(code)
        else:
            notes.classless.append(base)


def _class_of(word: str) -> tuple[str, str | None]:
    found = _CLASS.match(word)
    if found and found["word"] in WEAPON_WORDS:
        return found["word"], found["cls"]
    return word, None


def _add(codes: list[str], code: str) -> None:
    if code in TRAITS and code not in codes:
        codes.append(code)
