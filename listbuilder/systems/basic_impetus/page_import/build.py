"""One army of the page as list-file data (plain mappings in the file's key order).

Values the page does not print are marked as the format marks them: a row with no name gets
its type's name and `inferred: [name]`, one with no count reads as one unit with
`inferred: [count]`. Lines not understood are quoted in `notes` with their line numbers.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from listbuilder.systems.api import ENTRIES_MAX, N_, TEXT_MAX, Phrase, shorten
from listbuilder.systems.basic_impetus.page_import import messages
from listbuilder.systems.basic_impetus.page_import.built import Built
from listbuilder.systems.basic_impetus.page_import.lines import QUOTE
from listbuilder.systems.basic_impetus.page_import.options import (
    Operations,
    OptionText,
    Refused,
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
    paragraphs = capped(built, heading.line, army.paragraphs, N_("rule and note paragraphs"))
    rules = _rules(built, paragraphs, base)
    if rules:
        built.data["special_rules"] = rules
    if "weapons" in built.data:  # made while the rows were read: placed after them
        built.data["weapons"] = built.data.pop("weapons")
    built.data["stated_vdt"] = stated_vdt(built, heading, army.options)
    ruled = {id(p) for p in paragraphs if p.kind == "note" and _rule_of_note(p, base)}
    built.notes[:0] = [p.text for p in army.paragraphs
                       if p.kind == "note" and p.text and id(p) not in ruled]
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
    elif row.name_unsure and row.name:
        built.warn(row.line, messages.ROW_NAME_KEPT(quote=shorten(row.name, QUOTE)))
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
        if not isinstance(ops, Operations):
            _keep_option(built, option, ops)
            continue
        for printed, word in ops.misread:
            built.warn(option.prose[0][0] if option.prose else option.line,
                       messages.OPTION_WORD_READ(printed=printed, word=word))
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


def _keep_option(built: Built, option: OptionText, refused: Refused | None = None) -> None:
    label = option.printed or f"{option.label}."
    lines = {option.line: f"{label} " + (option.prose[0][1] if option.prose
                                                  and option.prose[0][0] == option.line
                                                  else "")}
    lines.update({n: t for n, t in option.prose if n != option.line})
    lines.update({r.line: r.text for g in option.groups for r in g})
    for n in sorted(lines):
        text = lines[n].strip()
        built.notes.append(f"Line {n} of the page, option not understood: {text}")
        if refused is not None and n == min(lines):
            built.warn(n, messages.OPTION_VALUE(value=refused.value, low=refused.low,
                                                high=refused.high, quote=shorten(text, QUOTE)))
        else:
            built.warn(n, messages.OPTION_KEPT(quote=shorten(text, QUOTE)))


def _rules(built: Built, paragraphs: list[Paragraph], base: list[tuple[str, Row]]
           ) -> list[dict[str, Any]]:
    """The page's special rules, and its notes that are a trait's rule for rows of this
    list ('FL Units with Long Spear nullify …'), each reaching the rows it speaks of."""
    out = []
    for paragraph in paragraphs:
        if not paragraph.text or (paragraph.kind == "note"
                                  and not _rule_of_note(paragraph, base)):
            continue
        named = _RULE_NAME.match(paragraph.text)
        name, text = (named["name"], named["text"]) if named and len(
            named["name"].split()) <= 4 else ("", paragraph.text)
        trait, holders = _trait_spoken_of(name, text, base)
        rows = [] if trait else _rows_named(name or text.split(".")[0], base)
        if not name:
            name = (_printed_trait(text, trait) if trait else None) \
                or next((r.name for i, r in base if i in rows and r.name), None) \
                or _opening_words(text)
        rule: dict[str, Any] = {"id": built.new_id(slug(name, "rule"), "rule"),
                                "name": name[:200]}
        if trait:
            rule["replaces"] = trait
            _give_trait(built, trait, holders)
        rule["text"] = text_cut(built, paragraph.lines[0][0], text)
        out.append(rule)
        if not trait and not rows:
            rows = _rows_of_types(text, base)
        _attach(built, rule, rows)
    return out


def _trait_spoken_of(name: str, text: str, base: list[tuple[str, Row]]
                     ) -> tuple[str | None, list[str]]:
    """The trait a rule is about and the rows that have it: the trait it is named after
    ('Shieldwall: …'), else one its text names that rows of the types it names (or of this
    list, if it names none) have ('Crossbowmen with Pavese …', 'FL Units with Long Spear …')
    or may take ('FP can form a shieldwall'): our reading of such a paragraph."""
    types = _types_named(text)
    candidates = [TRAIT_WORDS[normalised(name)]] if normalised(name) in TRAIT_WORDS else []
    candidates += _traits_named(text)
    for trait in dict.fromkeys(candidates):
        having = [i for i, r in base if trait in r.notes.traits
                  and (not types or r.type in types)]
        if having:
            return trait, having
        if types and (candidates[0] == trait and name or _MAY_TAKE.search(text)):
            return trait, [i for i, r in base if r.type in types]
    return None, []


def _rule_of_note(paragraph: Paragraph, base: list[tuple[str, Row]]) -> bool:
    """A note that is a trait's rule for rows of this list: it names the trait, and rows
    (of the types it names) have it."""
    types = _types_named(paragraph.text)
    return any(trait in r.notes.traits and (not types or r.type in types)
               for trait in _traits_named(paragraph.text) for _i, r in base)


#: 'can form a shieldwall', 'may form', 'possono formare': a rule giving a trait.
_MAY_TAKE = re.compile(r"\b(?:can|may|possono|può|puo)\s+(?:form|use|adopt|formare|usare)\b",
                       re.IGNORECASE)


def _traits_named(text: str) -> list[str]:
    lowered = normalised(text)
    found = sorted(((m.start(), code) for word, code in TRAIT_WORDS.items()
                    for m in re.finditer(rf"\b{re.escape(word)}\b", lowered)))
    return list(dict.fromkeys(code for _at, code in found))


def _printed_trait(text: str, trait: str) -> str | None:
    """The trait's words as the text prints them ('Long Spear', 'Pavese'), first letter
    capital."""
    for word, code in sorted(TRAIT_WORDS.items(), key=lambda item: -len(item[0])):
        found = re.search(rf"\b{re.escape(word)}\b", text, re.IGNORECASE) if code == trait \
            else None
        if found:
            return found[0][:1].upper() + found[0][1:]
    return None


def _types_named(text: str) -> set[str]:
    return set(re.findall(r"\b[A-Z]{1,3}\b", text)) & set(UNIT_TYPES)


def _rows_of_types(text: str, base: list[tuple[str, Row]]) -> list[str]:
    """The rows of the types a rule names ('FP may …'), when it names no row."""
    types = _types_named(text)
    return [i for i, r in base if r.type in types]


def _opening_words(text: str) -> str:
    """A rule with no name and no row: named by its first words ('Crossbowmen with …')."""
    first = re.split(r"[.:;]", text, maxsplit=1)[0].strip()
    if len(first) <= 40:
        return first or "Special rule"
    return first[:40].rsplit(" ", 1)[0] + " …"


def _give_trait(built: Built, trait: str, rows: list[str]) -> None:
    """The trait a rule speaks of, on the rows it speaks of: our reading of 'FP can form a
    shieldwall'."""
    units = {u["id"]: u for u in built.data["units"]}
    for row_id in rows:
        traits = units[row_id].setdefault("traits", [])
        if trait not in traits:
            traits.append(trait)


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
