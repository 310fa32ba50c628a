"""Which rows an option's prose names: `one FP Unit (VBU=5)`, `2 S Units`, `the FL + S
Units`, `one Unit of CP`, `wardogs`, `Swabian/Bavarian CP`.

A phrase gives a count (a digit or a number word; none reads as one unit, our reading), unit
types, a VBU and name words; the rows that fit all of them are its candidates. Several
candidates for a removal let the player choose the row (`unit: [a, b]`), as do alternatives
the prose names (`one FP Unit (with VBU=5) or one CP Unit`: any of those rows).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from listbuilder.systems.basic_impetus.page_import.rows import Row
from listbuilder.systems.basic_impetus.tables import TYPE_ALIASES, UNIT_TYPES

NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "un": 1, "uno": 1, "una": 1, "two": 2, "due": 2,
                "three": 3, "tre": 3, "four": 4, "quattro": 4, "five": 5, "cinque": 5,
                "six": 6, "sei": 6}
_STOP = {"the", "of", "unit", "units", "unità", "more", "la", "il", "le", "lo", "gli", "i",
         "di", "del", "della", "dei", "delle", "with", "con", "its", "their", "all", "s",
         "other", "another", "altra", "altre", "altro", "altri", "one", "a", "an", "un",
         "uno", "una", "own", "units'", "unit's", "type", "tipo"}
_VBU = re.compile(r"\(?\s*(?:with\s+|con\s+)?VBU\s*[=:]?\s*(\d{1,2})\s*\)?", re.IGNORECASE)
_JOIN = re.compile(r"\s*(?:\+|&|\band\b|\be\b|,)\s*", re.IGNORECASE)


@dataclass(frozen=True)
class Target:
    ids: tuple[str, ...]  # one row, or rows to choose from
    count: int


def targets(phrase: str, base: list[tuple[str, Row]]) -> list[Target] | None:
    """The rows `phrase` names, each with how many units; None if any part names none."""
    found = []
    for part in filter(None, _JOIN.split(phrase.strip(" .:;"))):
        target = _one_of(part, base)
        if target is None:
            return None
        found.append(target)
    return found or None


def _one_of(part: str, base: list[tuple[str, Row]]) -> Target | None:
    """`one FP Unit (with VBU=5) or one CP Unit`: the rows of every alternative, to choose
    from; None if an alternative names no row or they name different counts."""
    alternatives = [a for a in _OR.split(part) if a.strip()]
    found = [target_of(a, base) for a in alternatives]
    if not found or any(t is None for t in found):
        return None
    counts = {t.count for t in found if t is not None}
    if len(counts) != 1:
        return None
    ids = tuple(dict.fromkeys(i for t in found if t is not None for i in t.ids))
    return Target(ids, counts.pop())


#: Alternatives in a phrase: 'one FP Unit or one CP Unit'. Not inside a row's own name
#: ('Swabians or Bavarians CP' names one row either way).
_OR = re.compile(r"\s+(?:or|o|oppure)\s+", re.IGNORECASE)


#: The most units one row, removal or change of a list holds (the list format's range).
MOST_UNITS = 20


def target_of(part: str, base: list[tuple[str, Row]]) -> Target | None:
    vbu_found = _VBU.search(part)
    vbu = int(vbu_found[1]) if vbu_found else None
    if vbu_found:
        part = part[:vbu_found.start()] + " " + part[vbu_found.end():]
    tokens = re.findall(r"[\w'’]+", part.replace("’", "'"))
    count = next((int(t) if t.isdigit() else NUMBER_WORDS[t.lower()] for t in tokens
                  if t.isdigit() or t.lower() in NUMBER_WORDS), None)
    types = {TYPE_ALIASES.get(t, t) for t in (w.removesuffix("'s") for w in tokens)
             if t in UNIT_TYPES or t in TYPE_ALIASES}
    words = [w.lower().removesuffix("'s") for w in tokens
             if not w.isdigit() and w.removesuffix("'s") not in types]
    words = [w for w in words if w not in _STOP and w not in NUMBER_WORDS and len(w) > 1]
    rows = [(i, r) for i, r in base
            if (not types or r.type in types) and (vbu is None or vbu == r.VBU)]
    named = [(i, r) for i, r in rows if words and _named(r, words)]
    if named or not types:
        rows = named
    if not rows or (count is not None and not 1 <= count <= MOST_UNITS):
        return None  # 'Change 29 S Units': no count a list's row holds; not understood
    return Target(tuple(i for i, _r in rows), count or 1)


def _named(row: Row, words: list[str]) -> bool:
    name = _squash(row.name or "")
    return bool(name) and any(_stem(w) in name for w in words)


def _squash(text: str) -> str:
    return re.sub(r"[^\w]", "", text.lower())


def _stem(word: str) -> str:
    word = _squash(word)
    return word[:-1] if len(word) > 4 and word.endswith("s") else word
