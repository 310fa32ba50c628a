"""The codes a list file is written with, each with its rule text, taken from the very tables
the checker uses: the JSON Schema offers them for completion in an author's editor, and the
list-format reference (`reference.py`) prints them.

The schema's enumerations stay open (any other text is allowed by a last branch): the loader
accepts any code and the checker reports an unknown one with its hints and the valid codes,
so schema and loader agree on which files load."""

from __future__ import annotations

from pydantic.json_schema import JsonValue

from listbuilder.systems.api import ID_MAX, ID_PATTERN, TEXT_MAX
from listbuilder.systems.basic_impetus.tables import (
    DEPTH_MM,
    FRONT_MM,
    INDIRECT,
    TRAIT_TYPES,
    TRAITS,
    TYPE_ALIASES,
    TYPE_RULES,
    UNIT_TYPES,
    WEAPONS,
    Weapon,
    may_shoot,
)


def type_text(code: str) -> str:
    t = UNIT_TYPES[code]
    depth, alt = DEPTH_MM["28mm"][code]
    base = f"{FRONT_MM['28mm']}×{depth}" + (f" ({alt})" if alt else "")
    shoots = ("shoots only when its list row gives it a missile weapon" if may_shoot(code, set())
              else "has no arc of fire")
    own = f"; {TYPE_RULES[code]}" if code in TYPE_RULES else ""
    return f"{t.name}, {t.category} [2.2]; 28 mm base {base} mm; {shoots} [6.3.1]{own}"


def weapon_text(w: Weapon) -> str:
    return f"{w.table_row()} [6.1.2]; {INDIRECT[w.indirect]}"


def trait_text(code: str) -> str:
    trait = TRAITS[code]
    text = trait.summary + "".join(f"; {'/'.join(sorted(types))}: {summary}"
                                   for types, summary in trait.by_type)
    if code in TRAIT_TYPES:
        types, rule = TRAIT_TYPES[code]
        text += f"; {' and '.join(sorted(types))} only [{rule}]"
    return text


OTHER: JsonValue = {"type": "string", "maxLength": TEXT_MAX,
                    "description": "any other code: the checker reports it"}


def type_choices() -> list[JsonValue]:
    out: list[JsonValue] = [{"const": c, "description": type_text(c)} for c in UNIT_TYPES]
    return out + [{"const": a, "description": f"the Hungarian text's spelling of {c}; write {c}"}
                  for a, c in TYPE_ALIASES.items()] + [OTHER]


def table_weapon_choices() -> list[JsonValue]:
    out: list[JsonValue] = [{"const": w.code, "description": weapon_text(w)}
                            for w in WEAPONS.values()]
    return [*out, OTHER]


def weapon_choices() -> list[JsonValue]:
    return [*table_weapon_choices()[:-1], {
        "type": "string", "pattern": ID_PATTERN, "maxLength": ID_MAX,
        "description": "the id of one of the list's own 'weapons'"}, OTHER]


def trait_choices() -> list[JsonValue]:
    out: list[JsonValue] = [{"const": c, "description": trait_text(c)} for c in TRAITS]
    return [*out, OTHER]
