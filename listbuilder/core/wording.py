"""Findings as the editor shows them: each unit, option, row and weapon a finding refers to
(`core.phrases.Ref`) named as the window names it ("Knights 2"), in the reader's language;
the ids stay in tooltips and in `--format json`.
"""

from __future__ import annotations

from listbuilder import i18n
from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.list_view import UnitNames
from listbuilder.core.phrases import naming
from listbuilder.core.recent import KEPT
from listbuilder.core.view import ArmyView


def in_player_words(finding: Diagnostic, names: UnitNames) -> str:
    with naming(names):
        return finding.text()


class PlayerWords:
    """`in_player_words`, remembered per finding while the words it uses stay the same.

    After nearly every edit the editor shows mostly the findings it showed before; only new
    ones are worked out. What the words depend on is the language and the units' ids and
    names (a finding names units as 'Knights 2'): when either changes, the findings are
    worked out again, but the words of the last few sets of units are kept (an option that
    brings units in, then its undo, shows the earlier words again).
    """

    def __init__(self) -> None:
        self._view: ArmyView | None = None
        self._key: tuple[object, ...] = ()
        self._names = UnitNames(())
        self._texts: dict[Diagnostic, str] = {}
        self._known: list[tuple[tuple[object, ...], dict[Diagnostic, str]]] = []

    def of(self, finding: Diagnostic, view: ArmyView) -> str:
        self._follow(view)
        try:
            text = self._texts.get(finding)
        except TypeError:  # a field the finding carries cannot be hashed: not remembered
            return in_player_words(finding, self._names)
        if text is None:
            text = self._texts[finding] = in_player_words(finding, self._names)
        return text

    def _follow(self, view: ArmyView) -> None:
        language = i18n.current()
        if view is self._view and self._key[0] == language:
            return
        names = UnitNames.of(view)
        key = (language, names.units)
        if key != self._key:
            texts = next((texts for known, texts in self._known if known == key), None)
            if texts is None:
                texts = {}
                self._known.insert(0, (key, texts))
                del self._known[KEPT:]
            self._texts = texts
        self._view, self._key, self._names = view, key, names
