"""An army's view with its list's own words in the reader's language.

The view keeps the list's English (it is also `--format json`); the documents people read
(`show`, the Markdown, the PDFs) take this copy, in which the list's name and the units' names
the list gives are read through the list's overlay (`listbuilder.storage.list_words`). A name
the player gave a unit, or one the list publishes, stays as written.
"""

from __future__ import annotations

from dataclasses import replace

from listbuilder.core.view import ArmyView, UnitView
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
