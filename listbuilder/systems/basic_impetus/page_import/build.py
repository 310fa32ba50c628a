"""One army of the page as list-file data (plain mappings in the file's key order).

Values the page does not print are marked as the format marks them: a row with no name gets
its type's name and `inferred: [name]`, one with no count reads as one unit with
`inferred: [count]`. Lines not understood are quoted in `notes` with their line numbers.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from listbuilder.core.diagnostics import shorten
from listbuilder.core.messages import Phrase
from listbuilder.core.ranges import ENTRIES_MAX, TEXT_MAX
from listbuilder.i18n import N_
from listbuilder.systems.basic_impetus.page_import import messages
from listbuilder.systems.basic_impetus.page_import.built import Built
from listbuilder.systems.basic_impetus.page_import.lines import QUOTE
from listbuilder.systems.basic_impetus.page_import.options import (
    Operations,
    OptionText,
    operations,
)
from listbuilder.systems.basic_impetus.page_import.page import Army, Paragraph
from listbuilder.systems.basic_impetus.page_import.rows import Row
from listbuilder.systems.basic_impetus.page_import.vdt import stated_vdt
from listbuilder.systems.basic_impetus.page_import.words import TRAIT_WORDS, normalised
from listbuilder.systems.basic_impetus.tables import UNIT_TYPES

PUBLISHER = "Dadi&Piombo"
EDITION = "Basic Impetus (2008)"
_BIG = re.compile(r"\b(?:big|large|grandi|grande)\s+(?:units?|unità)\b", re.IGNORECASE)
_RULE_NAME = re.compile(r"^(?P<name>[^.:]{2,40}?)\s*[.:]\s+(?P<text>.+)$")


def slug(text: str, fallback: str = "army") -> str:
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")[:48].strip("-") or fallback


def capped(built: Built, line: int, items: list, what: str) -> list:
    """At most `ENTRIES_MAX` of them; the rest are warned about (a list holds no more)."""
    if len(items) > ENTRIES_MAX:
        built.warn(line, messages.TOO_MANY(what=Phrase(what), limit=ENTRIES_MAX))
    return items[:ENTRIES_MAX]


def text_cut(built: Built, line: int, text: str) -> str:
    """At most `TEXT_MAX` characters, the cut said in the text and warned about."""
    if len(text) <= TEXT_MAX:
        return text
    built.warn(line, messages.TOO_MANY(what=Phrase(N_("characters")), limit=TEXT_MAX))
    return text[:TEXT_MAX - 100] + " […cut: the page holds more here than a list file can]"


def build_list(army: Army, source: dict[str, str]) -> Built:
    heading = army.heading
    built = Built({"kind": "army-list", "format": 2, "system": "basic-impetus",
                   "id": f"imported/{slug(heading.name)}", "name": heading.name[:200]})
    if heading.period:
        built.data["period"] = heading.period
    built.data["edition"] = EDITION
    built.data["source"] = {**source, **({"revised": heading.revised} if heading.revised
                                         else {})}
    rows = capped(built, heading.line, army.rows, N_("unit rows"))
    base = [(_row_id(built, row), row) for row in rows]
    built.data["units"] = [_row_data(built, i, row) for i, row in base]
    texts = capped(built, heading.line, army.options, N_("options of the list"))
    options = _options(built, texts, base)
    if options:
        built.data["options"] = options
    rules = _rules(built, capped(built, heading.line, army.paragraphs,
                                 N_("rule and note paragraphs")), base)
    if rules:
        built.data["special_rules"] = rules
    if "weapons" in built.data:  # made while the rows were read: placed after them
        built.data["weapons"] = built.data.pop("weapons")
    built.data["stated_vdt"] = stated_vdt(built, heading, army.options)
    built.notes[:0] = [p.text for p in army.paragraphs if p.kind == "note" and p.text]
    built.notes += [f"Line {n} of the page, not understood: {text}" for n, text in army.kept]
    if built.notes:
        built.data["notes"] = text_cut(built, heading.line, "\n\n".join(built.notes)) + "\n"
    built.findings[:0] = army.findings
    return built


def _row_id(built: Built, row: Row) -> str:
    return built.new_id(slug(row.name or UNIT_TYPES[row.type].name, "unit"))


def _row_data(built: Built, row_id: str, row: Row) -> dict[str, Any]:
    data: dict[str, Any] = {"id": row_id}
    inferred = []
    if row.name:
        data["name"] = row.name[:200]
    else:
        data["name"] = UNIT_TYPES[row.type].name.capitalize()
        inferred.append("name")
    if row.count is None:
        inferred.append("count")
        built.warn(row.line, messages.ROW_NO_COUNT())
    if inferred:
        data["inferred"] = inferred
    data["type"] = row.type
    data["count"] = min(row.count or 1, 20)
    if row.general:
        data["general"] = True
    data.update(M=row.M, VBU=row.VBU, I=row.I, VD=row.VD)
    if row.VD_general is not None:
        data["VD_general"] = row.VD_general
    weapons = [*row.notes.weapons, *(_list_weapon(built, row, w) for w in row.notes.classless)]
    if len(weapons) == 1:
        data["weapon"] = weapons[0]
    elif weapons:
        data["weapon_choice"] = weapons
    if row.notes.traits:
        data["traits"] = list(row.notes.traits)
    if row.unread:
        data["note"] = row.unread
        built.warn(row.line, messages.ROW_TEXT_KEPT(quote=shorten(row.unread, QUOTE)))
    return data


def _list_weapon(built: Built, row: Row, base: str) -> str:
    weapons = built.data.setdefault("weapons", [])
    built.warn(row.line, messages.WEAPON_NO_CLASS(weapon=base.replace("-", " ")))
    if not any(w["id"] == base for w in weapons):
        weapons.append({"id": base, "name": base.replace("-", " ").capitalize()})
    return base


def _options(built: Built, texts: list[OptionText], base: list[tuple[str, Row]]
             ) -> list[dict[str, Any]]:
    out = []
    for number, option in enumerate(texts, start=1):
        ops = operations(option, base)
        if ops is None:
            _keep_option(built, option)
            continue
        option_id = built.new_id("option" if len(texts) == 1 else f"option-{number}",
                                 "option")
        built.option_ids[option.line] = option_id
        out.append(_option_data(built, option, option_id, ops))
    return out


def _option_data(built: Built, option: OptionText, option_id: str, ops: Operations
                 ) -> dict[str, Any]:
    added = [r.name for r in [*ops.add, *ops.add_one_of] if r.name]
    label = option.label[:1].upper() + option.label[1:] if option.label else "Option"
    data: dict[str, Any] = {"id": option_id,
                            "name": (f"{label}: {', '.join(added)}" if added else label)[:200]}
    if option.text:
        data["text"] = text_cut(built, option.line, option.text)
    if ops.remove:
        data["remove"] = [{"unit": t.ids[0] if len(t.ids) == 1 else list(t.ids),
                           "count": t.count} for t in ops.remove]
    for key, rows in (("add", ops.add), ("add_one_of", ops.add_one_of)):
        if rows:
            data[key] = [_row_data(built, _row_id(built, r), r) for r in rows]
    if ops.add_more:
        data["add_more"] = [{"unit": unit, "count": n} for unit, n in ops.add_more]
    if ops.modify:
        data["modify"] = [{"unit": unit, "count": n, **absolute, **({"by": by} if by else {})}
                          for unit, n, absolute, by in ops.modify]
    return data


def _keep_option(built: Built, option: OptionText) -> None:
    label = option.printed or f"{option.label}."
    lines = {option.line: f"{label} " + (option.prose[0][1] if option.prose
                                                  and option.prose[0][0] == option.line
                                                  else "")}
    lines.update({n: t for n, t in option.prose if n != option.line})
    lines.update({r.line: r.text for g in option.groups for r in g})
    for n in sorted(lines):
        text = lines[n].strip()
        built.notes.append(f"Line {n} of the page, option not understood: {text}")
        built.warn(n, messages.OPTION_KEPT(quote=shorten(text, QUOTE)))


def _rules(built: Built, paragraphs: list[Paragraph], base: list[tuple[str, Row]]
           ) -> list[dict[str, Any]]:
    out = []
    for paragraph in (p for p in paragraphs if p.kind == "rule" and p.text):
        named = _RULE_NAME.match(paragraph.text)
        name, text = (named["name"], named["text"]) if named and len(
            named["name"].split()) <= 4 else ("", paragraph.text)
        rows = _rows_named(name or text.split(".")[0], base)
        if not name:
            name = next((r.name for i, r in base if i in rows and r.name), "Special rule")
        rule: dict[str, Any] = {"id": built.new_id(slug(name, "rule"), "rule"), "name": name[:200]}
        trait = TRAIT_WORDS.get(normalised(name))
        if trait:
            rule["replaces"] = trait
            _give_trait(built, trait, text, base)
        rule["text"] = text_cut(built, paragraph.lines[0][0], text)
        out.append(rule)
        _attach(built, rule, rows)
    return out


def _give_trait(built: Built, trait: str, text: str, base: list[tuple[str, Row]]) -> None:
    """A rule printed for a trait ('Shieldwall: an FP unit … may form a shieldwall') gives
    the trait to the rows of the types it names: our reading of such a paragraph."""
    types = set(re.findall(r"\b[A-Z]{1,3}\b", text)) & set(UNIT_TYPES)
    units = {u["id"]: u for u in built.data["units"]}
    for row_id, row in base:
        traits = units[row_id].setdefault("traits", [])
        if row.type in types and trait not in traits:
            traits.append(trait)
        if not traits:
            del units[row_id]["traits"]


def _rows_named(text: str, base: list[tuple[str, Row]]) -> list[str]:
    """The rows whose name the text says ('Schiltrons may …' names the Schiltron row)."""
    words = {slug(w).removesuffix("s") for w in re.findall(r"\w+", text)}
    return [i for i, r in base if r.name and slug(r.name).removesuffix("s") in words]


def _attach(built: Built, rule: dict[str, Any], rows: list[str]) -> None:
    """A rule about rows is theirs; one that lets them form big units lists them under
    `big_units`."""
    units = {u["id"]: u for u in built.data["units"]}
    for row_id in rows:
        units[row_id].setdefault("rules", []).append(rule["id"])
        if _BIG.search(rule["text"]):
            built.data.setdefault("big_units", []).append(row_id)
