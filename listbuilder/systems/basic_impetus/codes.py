"""The codes a list file is written with, each with its rule text, taken from the very tables
the checker uses: the JSON Schema offers them for completion in an author's editor, and the
list-format reference (`reference.py`) prints them."""

from __future__ import annotations

from pydantic.json_schema import JsonValue

from listbuilder.core.ranges import ID_MAX, ID_PATTERN
from listbuilder.systems.basic_impetus.tables import (
    DEPTH_MM,
    FRONT_MM,
    TRAIT_TYPES,
    TRAITS,
    TYPE_ALIASES,
    UNIT_TYPES,
    WEAPONS,
    Weapon,
    type_shoots,
)


def type_text(code: str) -> str:
    t = UNIT_TYPES[code]
    depth, alt = DEPTH_MM["28mm"][code]
    base = f"{FRONT_MM['28mm']}×{depth}" + (f" ({alt})" if alt else "")
    shoots = "shoots" if type_shoots(code, set()) else "does not shoot"
    return f"{t.name}, {t.category} [2.2]; 28 mm base {base} mm; {shoots} [6.3.1]"


def weapon_text(w: Weapon) -> str:
    indirect = "may shoot indirectly" if w.indirect else "direct fire only"
    return f"{w.table_row()}; {indirect} [6.1.2, 6.4]"


def trait_text(code: str) -> str:
    text = TRAITS[code].summary
    if code in TRAIT_TYPES:
        types, rule = TRAIT_TYPES[code]
        text += f"; {' and '.join(sorted(types))} only [{rule}]"
    return text


def type_choices() -> list[JsonValue]:
    out: list[JsonValue] = [{"const": c, "description": type_text(c)} for c in UNIT_TYPES]
    return out + [{"const": a, "description": f"the Hungarian text's spelling of {c}; write {c}"}
                  for a, c in TYPE_ALIASES.items()]


def table_weapon_choices() -> list[JsonValue]:
    return [{"const": w.code, "description": weapon_text(w)} for w in WEAPONS.values()]


def weapon_choices() -> list[JsonValue]:
    return table_weapon_choices() + [{
        "type": "string", "pattern": ID_PATTERN, "maxLength": ID_MAX,
        "description": "the id of one of the list's own 'weapons'"}]


def trait_choices() -> list[JsonValue]:
    return [{"const": c, "description": trait_text(c)} for c in TRAITS]
