"""An army's view with its list's own words in the reader's language.

The view keeps the list's English (it is also `--format json`); the documents people read
(`show`, the Markdown, the PDFs) take this copy, in which the list's name and the units' names
the list gives are read through the list's overlay (`listbuilder.storage.list_words`). A name
the player gave a unit, or one the list publishes, stays as written.

`UnitNames` is how each edge that shows findings (the window, `validate` and `show`, the PDFs,
the Markdown) names the units they refer to (`core.phrases.Ref`): as the view labels them
("Knights 2"), in the reader's language.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from listbuilder.core.phrases import UNIT, Ref
from listbuilder.core.view import ArmyView, UnitView, numbered_labels
from listbuilder.i18n import SOURCE_LANGUAGE, current
from listbuilder.i18n.words import list_word


def in_words(view: ArmyView) -> ArmyView:
    if current() == SOURCE_LANGUAGE:
        return view
    return replace(view, list_name=list_word(view.list_name),
                   units=tuple(_unit(u) for u in view.units))


def _unit(unit: UnitView) -> UnitView:
    return replace(unit, name=list_word(unit.name),
                   list_name=list_word(unit.list_name) if unit.list_name else unit.list_name)


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
        language = current()
        labels = self._labels.get(language)
        if labels is None:
            labels = self._labels[language] = numbered_labels(
                (unit_id, list_word(name)) for unit_id, name in self.units)
        return labels.get(ref.key)
