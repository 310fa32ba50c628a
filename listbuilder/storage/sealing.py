"""An army's seal (core/seal.py) from the files it is built from: the one way every printer
and command seals, so a roster from the editor, `export` and `event pack` and what `verify`
computes agree."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from listbuilder.core.model import ArmyBase, ArmyListBase
from listbuilder.core.seal import Seal, seal_of
from listbuilder.core.stamp import data_stamp
from listbuilder.core.system import GameSystem
from listbuilder.core.view import ArmyView
from listbuilder.i18n import SOURCE_LANGUAGE, speaking
from listbuilder.storage import messages


@cache
def sealed_codes(system: GameSystem) -> frozenset[str]:
    """The findings a seal covers: the system's rules, and what the army keeps set aside;
    not where its list was read from (the editor and the command line say that apart)."""
    return frozenset({*system.messages, messages.ARMY_SET_ASIDE.code})


def seal_for(view: ArmyView, army: ArmyBase, army_list: ArmyListBase, system: GameSystem,
             list_stamp: str | None = None) -> Seal:
    """The seal of `army` as `view` shows it, built against `army_list` (whose stamp the
    caller may already know: `list_stamp`)."""
    with speaking(SOURCE_LANGUAGE):  # what a unit is made of, in the files' own words
        composition = {unit.id: system.composition(unit) for unit in view.units}
    return seal_of(view, notes=army.notes, list_stamp=list_stamp or data_stamp(army_list),
                   army_stamp=army.list_stamp, rule_codes=sealed_codes(system),
                   composition=composition)


def sealed(view: ArmyView, army: ArmyBase, army_list: ArmyListBase, system: GameSystem,
           list_stamp: str | None = None) -> ArmyView:
    """`view` carrying its seal, for the roster, the text and `show`."""
    return replace(view, seal=str(seal_for(view, army, army_list, system, list_stamp)))
