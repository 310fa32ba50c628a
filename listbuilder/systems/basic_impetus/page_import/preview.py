"""A built army as the Import dialog previews it: each unit, option, special rule and note
the list file holds, named as printed (weapons and traits by the rules' words, not by the
file's ids) and placed at the lines of the pasted text it was read from."""

from __future__ import annotations

from typing import Any

from listbuilder.systems.api import NOTE, OPTION, RULE, UNIT, Entry
from listbuilder.systems.basic_impetus.page_import.built import Built
from listbuilder.systems.basic_impetus.page_import.page import Army
from listbuilder.systems.basic_impetus.page_import.rows import Row
from listbuilder.systems.basic_impetus.tables import TRAITS, UNIT_TYPES, WEAPONS


def entries(army: Army, built: Built) -> tuple[Entry, ...]:
    data = built.data
    weapons = {w["id"]: w["name"] for w in data.get("weapons", [])}
    units = [_unit(u, row, weapons) for u, row in zip(data.get("units", []), army.rows,
                                                       strict=False)]
    options = {o["id"]: o for o in data.get("options", [])}
    texts = {o.line: o for o in army.options}
    shown = [_option(options[option_id], texts[line], weapons)
             for line, option_id in built.option_ids.items() if option_id in options]
    rules = [p for p in army.paragraphs if p.kind == "rule" and p.text]
    notes = [p for p in army.paragraphs if p.kind == "note" and p.text]
    return (*units, *shown,
            *(Entry(RULE, r["name"], _span([n for n, _t in p.lines]), text=r["text"])
              for r, p in zip(data.get("special_rules", []), rules, strict=False)),
            *(Entry(NOTE, "", _span([n for n, _t in p.lines]), text=p.text) for p in notes))


def _unit(unit: dict[str, Any], row: Row, weapons: dict[str, str]) -> Entry:
    named = "name" not in unit.get("inferred", [])
    words = [WEAPONS[w].name if w in WEAPONS else weapons.get(w, w)
             for w in [*([unit["weapon"]] if "weapon" in unit else []),
                       *unit.get("weapon_choice", [])]]
    words += [TRAITS[t].name if t in TRAITS else t for t in unit.get("traits", [])]
    vd = f"{unit['VD']}/{unit['VD_general']}" if "VD_general" in unit else str(unit["VD"])
    count = "" if "count" in unit.get("inferred", []) else f"{unit['count']} "
    star = "(*)" if unit.get("general") else ""
    profile = f"{count}{unit['type']}{star} {unit['M']} {unit['VBU']} {unit['I']} {vd}"
    return Entry(UNIT, unit["name"] if named else UNIT_TYPES[unit["type"]].name,
                 (row.line, max(row.line, row.line_end)), profile=profile, words=tuple(words),
                 named=named)


def _option(option: dict[str, Any], text: Any, weapons: dict[str, str]) -> Entry:
    rows = {r.line: r for g in text.groups for r in g}
    added = [*option.get("add", []), *option.get("add_one_of", [])]
    ordered = sorted(rows.values(), key=lambda r: r.line)
    return Entry(OPTION, option["name"], _span(text.lines), text=option.get("text", ""),
                 units=tuple(_unit(u, r, weapons) for u, r in zip(added, ordered,
                                                                   strict=False)))


def _span(lines: list[int]) -> tuple[int, int]:
    return (min(lines), max(lines)) if lines else (0, 0)
