"""A Basic Impetus list's own totals: units, VDT and break point [8.0] as published and with
each option (each row an add-one-of option offers), worked out from the rows as the list
check does (option_checks.py), named in the player's words."""

from __future__ import annotations

from listbuilder.systems.api import N_, ListTotal, Phrase
from listbuilder.systems.basic_impetus.composition import totals
from listbuilder.systems.basic_impetus.list_model import BasicImpetusList
from listbuilder.systems.basic_impetus.option_checks import option_sets

AS_PUBLISHED = N_("As published")
WITH_OPTION = N_("With {option}")
WITH_OPTION_ADDING = N_("With {option}, adding {row}")


def list_totals(army_list: BasicImpetusList) -> list[ListTotal]:
    names = {o.id: o.name for o in army_list.options}
    rows = {r.id: r.name for o in army_list.options for r in o.add_one_of}
    out = []
    for s in option_sets(army_list):
        units = s.units(army_list)
        if not s.options:
            label = Phrase(AS_PUBLISHED)
        elif s.pick:
            label = Phrase(WITH_OPTION_ADDING, option=names[s.options[0]], row=rows[s.pick])
        else:
            label = Phrase(WITH_OPTION, option=names[s.options[0]])
        out.append(ListTotal(tuple(s.options), label,
                             totals([u.VD for u in units], [u.type for u in units]), s.pick))
    return out
