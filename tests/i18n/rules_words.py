"""The English words of the rules a view carries that a language translates, and a search for
any of them left in what a reader of that language reads (issue 23: "every word the
player's, in the player's language")."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from listbuilder.core.phrases import said
from listbuilder.core.view import ArmyView, UnitView
from listbuilder.i18n import speaking


def _carried(unit: UnitView) -> Iterator[tuple[str, Callable[[], str]]]:
    """(English, how it is said) of each text the unit's view carries."""
    for value in (unit.type_name, *unit.traits, *unit.equipment, *unit.notes,
                  *(unit.weapon.name for _ in (1,) if unit.weapon is not None)):
        yield str(value), lambda value=value: said(value)
    for rule in unit.rules:
        yield rule.line, rule.said
        for part in (rule.name, rule.text):
            yield str(part), lambda part=part: said(part)


def translated_words(view: ArmyView, language: str) -> dict[str, str]:
    """English -> as the language says it, for each word of the rules or of its list the view
    carries (types, traits, weapons, rules, notes and what the builders add around them) that
    the language translates. The army's and the list's names (a published unit name stays as
    the book prints it) are left out, and so is any word inside them."""
    with speaking(language):
        said_as = {english: say() for u in view.units for english, say in _carried(u) if english}
    names = {view.list_name, view.army_name, *view.options,
             *(n for u in view.units for n in (u.name, u.list_name or ""))}
    return {english: shown for english, shown in said_as.items()
            if shown != english and len(english) >= 3
            and not any(english in name for name in names)}


def english_left(text: str, words: dict[str, str]) -> list[str]:
    """The words found in `text` in English, as whole words."""
    flat = " ".join(text.split())
    return sorted(e for e in words
                  if re.search(rf"(?<![\w-]){re.escape(' '.join(e.split()))}(?![\w-])", flat))
