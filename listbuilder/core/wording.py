"""Findings in the player's words: ids and codes replaced by the names people read.

Rule checks write messages that also serve the CLI and list authors, so they name units,
weapons and options by id. The editor shows the same finding with each id the system's
glossary knows replaced by its name ('nobles-1' -> 'Scottish nobles', 'crossbow-b' ->
'Crossbow B'); the ids stay in tooltips and in `--format json`.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from listbuilder import i18n
from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.recent import KEPT
from listbuilder.core.view import ArmyView

# An id as files write them: lower-case words joined by hyphens ('knights-1', 'crossbow-b').
_ID = re.compile(r"(?<![\w-])[a-z0-9]+(?:-[a-z0-9]+)*(?![\w-])")
_HASH = re.compile(r"\s*\(stamp [^)]*\)|sha256:[0-9a-f]+")


def unit_glossary(view: ArmyView) -> dict[str, str]:
    """Every unit id to the unit's name as the player sees it ('Knights 2')."""
    return {u.id: view.label(u.id) for u in view.units}


def in_player_words(finding: Diagnostic, glossary: dict[str, str], view: ArmyView) -> str:
    from listbuilder.core.list_view import in_words  # the list's names in the language
    from listbuilder.i18n.words import list_word, term

    shown = in_words(view)
    text = _HASH.sub("", finding.text())
    for unit in view.units:  # 'Foot (foot-1)' -> 'Foot 1': the name once, no id
        listed = unit.list_name or unit.name
        for name in {unit.name, listed, list_word(unit.name), list_word(listed)}:
            text = text.replace(f"{name} ({unit.id})", shown.label(unit.id))
    text = _named(text, {k: shown.label(k) if view.unit(k) else term(v)
                         for k, v in glossary.items()})
    for subject in finding.subjects:  # a renamed unit: the list's name becomes the player's
        renamed = view.unit(subject)
        if renamed and renamed.list_name and renamed.list_name != renamed.name:
            for listed in dict.fromkeys([list_word(renamed.list_name), renamed.list_name]):
                if listed in text:
                    text = text.replace(listed, renamed.name, 1)
                    break
    return text


def _named(text: str, glossary: dict[str, str]) -> str:
    """Each id in `text` replaced by its name, but not a word of a name already there: in
    'Village militia costs 50 points' the 'militia' is no id (the unit 'militia' is the
    Village militia itself, and 'Village Village militia' was printed)."""
    names = [(at, at + len(name)) for name in set(glossary.values()) if name
             for at in _found(text, name)]

    def swap(match: re.Match[str]) -> str:
        start, end = match.span()
        if any(a <= start and end <= b for a, b in names):
            return match.group(0)
        return glossary.get(match.group(0), match.group(0))
    return _ID.sub(swap, text)


def _found(text: str, name: str) -> list[int]:
    starts, at = [], text.find(name)
    while at >= 0:
        starts.append(at)
        at = text.find(name, at + 1)
    return starts


class PlayerWords:
    """`in_player_words`, remembered per finding while the words it uses stay the same.

    After nearly every edit the editor shows mostly the findings it showed before; only new
    ones are worked out. What the words depend on is the language, the units' ids and names
    (a finding names units as 'Knights 2') and the system's glossary: when any of these
    changes, the findings are worked out again, but the words of the last few sets of units
    are kept (an option that brings units in, then its undo, shows the earlier words again).
    """

    def __init__(self) -> None:
        self._view: ArmyView | None = None
        self._key: tuple[object, ...] = ()
        self._texts: dict[Diagnostic, str] = {}
        self._known: list[tuple[tuple[object, ...], dict[Diagnostic, str]]] = []

    def of(self, finding: Diagnostic, glossary: Callable[[], dict[str, str]],
           view: ArmyView) -> str:
        self._follow(view, glossary)
        try:
            text = self._texts.get(finding)
        except TypeError:  # a field the finding carries cannot be hashed: not remembered
            return in_player_words(finding, glossary(), view)
        if text is None:
            text = self._texts[finding] = in_player_words(finding, glossary(), view)
        return text

    def _follow(self, view: ArmyView, glossary: Callable[[], dict[str, str]]) -> None:
        language = i18n.current()
        if view is self._view and self._key[0] == language:
            return
        names = tuple((u.id, u.name, u.list_name) for u in view.units)
        key = (language, names, glossary())
        if key != self._key:
            texts = next((texts for known, texts in self._known if known == key), None)
            if texts is None:
                texts = {}
                self._known.insert(0, (key, texts))
                del self._known[KEPT:]
            self._texts = texts
        self._view, self._key = view, key
