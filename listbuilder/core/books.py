"""The rule books the program's rule texts come from, and the sections each one has.

Every rule text the program prints (a finding's help, a trait's summary, a weapon's note)
names where it comes from, in square brackets at the place it says it: "[2.5.1]", "[7.3, 7.6.2]",
"[Kompozycja armii]". A bracket holds the sections of its system's book, separated by ", ":
numbered sections as the book numbers them, unnumbered ones by their heading as the book prints
it (in the book's language: a player finds them by that heading). `citations()` reads them
back, so a test holds every citation to the tables below and `explain` names the book.

The tables are the books' own headings, taken from the texts in ../shared/seeds/ (seed 000
and 001 for Basic Impetus: the Hungarian text numbers its chapters too, "8.0"; seed 002
Szwadron; seed 003 the skirmish rules, whose headings are unnumbered; seed 004 USB, likewise).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from listbuilder.i18n import N_


@dataclass(frozen=True)
class Book:
    #: The system it belongs to (`GameSystem.id`).
    system: str
    #: As players know it; `N_()`-declared where it has words to translate.
    title: str
    sections: frozenset[str]


def _numbers(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: The Hungarian text's one unnumbered section, after 7.6.7 (the Polish text has none).
SHIELDWALL = "Speciális szabály: Pajzsfal"
BASIC_IMPETUS = Book("basic-impetus", N_("Basic Impetus (Polish and Hungarian texts, 2008)"),
                     _numbers("""
    1.1 1.2 1.2.1 1.3 1.3.1 1.3.2 1.4 1.5
    2.1 2.2 2.2.1 2.2.2 2.2.3 2.3 2.4 2.4.1 2.4.2 2.4.3 2.5 2.5.1 2.6
    3.0 3.1 3.2 3.3 3.4 3.5 3.6 4.0 4.1 4.1.1 4.1.2
    5.0 5.1 5.2 5.3 5.4 5.5 5.6 5.6.1 5.7
    6.0 6.1 6.1.1 6.1.2 6.1.3 6.1.4 6.2 6.2.1 6.3 6.3.1 6.3.2 6.3.3 6.4 6.5
    7.0 7.1 7.2 7.3 7.4 7.4.1 7.5 7.6 7.6.1 7.6.2 7.6.3 7.6.4 7.6.5 7.6.6 7.6.7 8.0""")
                     | {SHIELDWALL})

SZWADRON = Book("szwadron", "Szwadron v1 (2008)", _numbers("""
    1 1.1 1.2 1.3 1.3.1 1.3.2 1.3.3 1.3.4 1.3.5 1.4 1.4.1 1.4.2 1.4.3 1.5 1.5.1
    2 2.1 2.1.1 2.1.2 2.1.3 2.1.4 2.2 2.2.1 2.2.2 2.3 2.3.1 2.3.2 2.3.3 2.3.4
    3 3.1 3.1.1 3.1.2 3.1.3 3.1.4 3.1.5 3.1.6 3.2 3.2.1 3.2.2 3.2.3 3.2.4 3.2.5 3.3 3.3.1
    3.3.2 4 4.1 4.1.1 4.1.2 4.2 4.2.1 4.2.2"""))

SKIRMISH = Book("skirmish", N_("Skirmish rules (morale points)"), frozenset({
    "Тесты на мораль и условия победы", "Специальные правила", "Лидер", "Сержант", "Офицер",
    "Старший Офицер", "Знаменосец", "Музыкант", "Гвардия/Элита", "Ветераны", "Импульсивные",
    "Кавалерия", "Снайпер", "Знакомая территория", "Яростные", "Пика", "Оружие ближнего боя",
    "Фанатики", "Разведчики", "Герой", "Кавалерийская пика", "Залп из пистолетов", "Кираса",
    "Доспехи", "Агитаторы", "Щиты", "Шаман", "Вождь", "Штыки",
    "Дополнение I", "Маленький формат", "Средний формат", "Большой формат",
    "Подготовка ландшафта", "Расстановка перед боем"}))

USB = Book("usb", "Uniwersalny System Bitewny v0.1", frozenset({
    "Armie", "Standardowe punkty", "Kompozycja armii", "Jednostki", "Piechota",
    "Ciężka piechota", "Jazda", "Potwory", "Pojazdy", "Bohaterowie", "Magia i technika"}))

BOOKS: dict[str, Book] = {b.system: b for b in (BASIC_IMPETUS, SZWADRON, SKIRMISH, USB)}

#: A citation: square brackets around sections separated by ", ". A numbered section is
#: digits and dots; a heading starts with a capital letter.
CITATION = re.compile(r"\[((?:\d+(?:\.\d+)*|[A-ZÀ-ÞĀ-ſА-ЯЁ][^\[\],]*)"
                      r"(?:, (?:\d+(?:\.\d+)*|[A-ZÀ-ÞĀ-ſА-ЯЁ][^\[\],]*))*)\]")


def citations(text: str) -> list[tuple[str, ...]]:
    """Each bracketed citation in `text`, as its sections."""
    return [tuple(found.group(1).split(", ")) for found in CITATION.finditer(text)]


def cited_sections(text: str) -> list[str]:
    """Every section `text` cites, in order, each once."""
    return list(dict.fromkeys(s for cite in citations(text) for s in cite))
