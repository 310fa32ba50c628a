"""An army's view with its list's own words in the reader's language.

The view keeps the list's English (it is also `--format json`); the documents people read
(`show`, the Markdown, the PDFs) take this copy, in which the list's name and the units' names
the list gives are read through the list's overlay (`listbuilder.storage.overlay_checks`). A name
the player gave a unit, or one the list publishes, stays as written. Each unit's name in the
copy is its label, numbered where namesakes share it ("Knights 2"): the name the findings,
the window's table and the fix buttons give it.

`UnitNames` is how each edge that shows findings (the window, `validate` and `show`, the PDFs,
the Markdown) names the units they refer to (`core.phrases.Ref`): as the view labels them
("Knights 2"), in the reader's language.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from listbuilder.core.phrases import UNIT, Ref
from listbuilder.core.view import ArmyView, UnitView, numbered_labels
from listbuilder.i18n import current
from listbuilder.i18n.words import list_word


def in_words(view: ArmyView, numbered: bool = True) -> ArmyView:
    """The copy people read; `numbered` False keeps namesakes' names plain (the base chart
    counts bases by size: "Knights" under six bases, not "Knights 1, …, Knights 6")."""
    names = UnitNames.of(view)
    return replace(view, list_name=list_word(view.list_name), units=tuple(
        _unit(u, (names.label(u.id) if numbered else None) or list_word(u.name))
        for u in view.units))


def _unit(unit: UnitView, label: str) -> UnitView:
    return replace(unit, name=label,
                   list_name=list_word(unit.list_name) if unit.list_name else unit.list_name)


def member_name(view: ArmyView, unit_id: str) -> str:
    """A group's member as the printed documents name it: the unit's name in `view` (an
    `in_words` copy: its label), or the key the player typed, quoted as the findings quote
    it, where the army has no such unit."""
    unit = view.unit(unit_id)
    return unit.name if unit is not None else f"'{unit_id}'"


@dataclass(frozen=True)
class UnitNames:
    """The units of one army by id, named as the view labels them, in the reader's language:
    a `Naming` for the findings about that army. Keeps only ids and names (`validate` keeps
    one per army it checked, not the army)."""

    units: tuple[tuple[str, str], ...]
    _labels: dict[str, dict[str, str]] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, view: ArmyView) -> UnitNames:
        return cls(tuple((u.id, u.name) for u in view.units))

    def __call__(self, ref: Ref) -> str | None:
        if ref.kind != UNIT:
            return None  # a list's entry: its own name, in the reader's language
        return self.label(ref.key)

    def label(self, unit_id: str) -> str | None:
        """The army's unit as the player reads it ("Knights 2"); None for one it lacks."""
        language = current()
        labels = self._labels.get(language)
        if labels is None:
            labels = self._labels[language] = numbered_labels(
                (unit_id, list_word(name)) for unit_id, name in self.units)
        return labels.get(unit_id)
