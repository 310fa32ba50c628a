"""The seal: a short code printed on a roster that says which army file it was printed from.

An organiser keeps the army files; a player brings a printed roster. The seal (three groups
of four letters and digits, `K7QX-M3TP-9HRC`) is computed from everything the roster says
about the army, so the two can be compared by reading a dozen characters aloud, and
`listbuilder verify SEAL ARMY` says whether a file is the one sealed.

What goes in, in a form no language, machine or program version changes: ids, numbers,
codes and the army's and list's own words (the English the files hold, never a translation).
Left out on purpose: the header's player, event and date (the same army printed for two
events carries one seal), findings that say where a list was read from or what an event adds
(they depend on the machine or the event, not on the army), and the share code (the army's
choices, already in). Findings count by code, severity and the units they name, not by their
wording, which a later version may improve without the roster saying anything else.

The first eight symbols come from the army alone; the last four from the army together with
the list data it was checked against (the list's stamp, and the stamp the army records). So
`verify` can tell "the same army, another version of its list" from "another army".

No 0, O, 1, I, L or U: nothing a reader can take for another symbol (or spell a word with).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from listbuilder.core.view import ArmyView, Total, UnitView

ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ"
ARMY_SYMBOLS = 8
LIST_SYMBOLS = 4
GROUP = 4
#: Part of what is hashed: a new way of sealing gives other seals, never the same by chance.
VERSION = "listbuilder-seal-1"


@dataclass(frozen=True)
class Seal:
    army: str  # ARMY_SYMBOLS symbols: what the roster says about the army
    checked: str  # LIST_SYMBOLS symbols: the army together with its list's data

    def __str__(self) -> str:
        text = self.army + self.checked
        return "-".join(text[i:i + GROUP] for i in range(0, len(text), GROUP))

    @classmethod
    def parse(cls, text: str) -> Seal | None:
        """A seal as a person types it: any case, with or without dashes and spaces; None
        when it is not one (a wrong length, a symbol no seal has)."""
        symbols = "".join(ch for ch in text.upper() if ch not in "- \t")
        if len(symbols) != ARMY_SYMBOLS + LIST_SYMBOLS or any(
                ch not in ALPHABET for ch in symbols):
            return None
        return cls(symbols[:ARMY_SYMBOLS], symbols[ARMY_SYMBOLS:])


class Match(Enum):
    SAME = "same"  # the army and its list's data as sealed
    LIST_VERSION = "list-version"  # the same army, checked against other list data
    ARMY = "army"  # what the roster says about the army differs


def symbols_apart(one: Seal, other: Seal) -> int:
    """How many symbols two seals differ in: one or two is a misreading far more often than
    another army (whose seal differs in nearly all twelve)."""
    return sum(a != b for a, b in zip(one.army + one.checked, other.army + other.checked,
                                      strict=True))


def compare(sealed: Seal, now: Seal) -> Match:
    if sealed == now:
        return Match.SAME
    return Match.LIST_VERSION if sealed.army == now.army else Match.ARMY


def seal_of(view: ArmyView, *, notes: str | None, list_stamp: str | None,
            army_stamp: str | None, rule_codes: Collection[str],
            composition: Mapping[str, list[str]] | None = None) -> Seal:
    """The seal of the army `view` shows (its findings among `rule_codes` only: the army's
    own), with its `notes`, checked against list data `list_stamp`, recording `army_stamp`.
    `composition`: each unit's lines (by id) as its system writes them in English."""
    content = sealed_content(view, notes, rule_codes, composition or {})
    army_digest = _digest([VERSION, content])
    checked_digest = _digest([VERSION, army_digest.hex(), list_stamp, army_stamp])
    return Seal(_symbols(army_digest, ARMY_SYMBOLS), _symbols(checked_digest, LIST_SYMBOLS))


def sealed_content(view: ArmyView, notes: str | None, rule_codes: Collection[str],
                   composition: Mapping[str, list[str]]) -> dict[str, Any]:
    """What the roster says about the army, as plain data (see the module's docstring)."""
    return {
        "system": view.system, "list": view.list_id, "list_name": view.list_name,
        "name": view.army_name, "scale": view.scale, "options": list(view.options),
        "units": [_unit(u, composition.get(u.id, [])) for u in view.units],
        "groups": [{"kind": g.kind, "name": g.name, "members": list(g.members)}
                   for g in view.groups],
        "totals": [_total(t) for t in view.totals],
        "findings": sorted([d.severity.value, d.code, sorted(d.subjects)]
                           for d in view.findings if d.code in rule_codes),
        "notes": (notes or "").strip(),
    }


def _unit(unit: UnitView, composition: list[str]) -> dict[str, Any]:
    weapon = unit.weapon
    return {
        "id": unit.id, "name": unit.name, "list_name": unit.list_name, "type": unit.type,
        "type_name": unit.type_name, "profile": _plain(unit.profile),
        "leading": unit.leading.value, "equipment": list(unit.equipment),
        "traits": list(unit.traits), "notes": list(unit.notes), "points": unit.points,
        "rules": [[r.name, r.text] for r in unit.rules],
        "counts": [[c.key, c.label, _plain(c.value)] for c in unit.counts],
        "weapon": [weapon.code, weapon.name, weapon.allowed] if weapon else None,
        "composition": list(composition),
    }


def _total(total: Total) -> dict[str, Any]:
    return {"key": total.key, "label": total.label, "value": _plain(total.value),
            "limit": total.limit, "range": list(total.range) if total.range else None,
            "breaks_at": total.breaks_at, "lost": total.lost}


def _plain(value: Any) -> Any:
    """Values as JSON holds them: mappings with text keys, sequences as lists, words as text."""
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if isinstance(value, str):
        return str(value)  # a `Word` is a str: its English, never its translation
    return value


def _digest(data: Any) -> bytes:
    # Keys sorted, no spaces, text as written: one form on every machine and Python version.
    text = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).digest()


def _symbols(digest: bytes, count: int) -> str:
    number = int.from_bytes(digest, "big")
    out = []
    for _ in range(count):
        number, index = divmod(number, len(ALPHABET))
        out.append(ALPHABET[index])
    return "".join(out)

