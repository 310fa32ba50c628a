"""One-click repairs for skirmish findings (`GameSystem.fixes`).

The large format with one detachment: add a detachment, play the medium format with that
detachment as its main one (the medium format needs one: seed 003, Дополнение I), or play the
small format, which is one detachment.
"""

from __future__ import annotations

from listbuilder.systems.api import ArmyView, Diagnostic, Fix, UnitNames, _, add_edit
from listbuilder.systems.skirmish import messages
from listbuilder.systems.skirmish.army_model import SkirmishArmy
from listbuilder.systems.skirmish.editing import addable
from listbuilder.systems.skirmish.list_model import SkirmishList


def fixes_for(army_list: SkirmishList, army: SkirmishArmy, view: ArmyView,
              finding: Diagnostic) -> list[Fix]:
    if finding.code != messages.LARGE_ONE_DETACHMENT.code or len(army.detachments) != 1:
        return []
    only = army.detachments[0]
    add = addable(army_list, army, None)
    out = [Fix(_("Add a detachment"), (add_edit(army, add[0]),))] if add else []
    out.append(Fix(_("Play the medium format, with {name} as its main detachment",
                     name=UnitNames.of(view).label(only.id) or only.name or only.id),
                   ((("game_format",), "medium"), (("detachments", 0, "main"), True))))
    out.append(Fix(_("Play the small format (one detachment)"),
                   ((("game_format",), "small"),)))
    return out
