"""What an edit of an army changed, as flags the editor's views follow.

As in Anki (the core returns `OpChanges`, each view redraws what they cover): the editor's
document works out, for every step, which parts of what the army shows are new, and each view
redraws only when a flag it shows is set. A unit's new weapon repaints its row and the
findings, not the army's header; a new army name redraws the header and the window's title,
not the units table.

Pure and Qt-free: the flags are worked out from plain values, the field an edit set and the
army's view (`ArmyView`) and own fields (`FieldSpec`s) before and after it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Flag, auto
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from listbuilder.core.edit_specs import FieldSpec
    from listbuilder.core.view import ArmyView


class Change(Flag):
    """One part of what an army shows. A step's changes are these or'ed together."""

    #: The units: which there are and what each shows or offers (the units table's rows,
    #: the fields panel, the actions on a selection), and the groups they are in.
    UNITS = auto()
    #: The army's own fields: name, scale, notes, player, event, date, the list version it
    #: records, and the fields its system gives the army (options, the General, a points
    #: limit): the editor's header, the window's title, the changed-list banner.
    ARMY = auto()
    #: The totals line (points, units, what each total allows).
    TOTALS = auto()
    #: The findings (the findings panel, the status bar's counts, the units' severity icons).
    FINDINGS = auto()
    #: The army list the army is checked against (a list edited on disk, a player's copy):
    #: any of the above may be new, and the list's name and what its system calls a unit.
    LIST = auto()


#: Every part: a document shown afresh, a whole model replaced, a list changed.
EVERYTHING = Change.UNITS | Change.ARMY | Change.TOTALS | Change.FINDINGS | Change.LIST
NOTHING = Change(0)

#: The army's own fields every system's file has that no unit's row or fields read (the
#: header shows them, the roster prints them). Any other field may change what the units
#: show or offer (the scale their bases, an option its units, the General its leader), so an
#: edit of one counts as a change of the units.
HEADER_ONLY = frozenset({"name", "notes", "player", "event", "date", "list_stamp"})
#: Fields of every army shown in the editor's header, besides the system's own (`FieldSpec`s).
HEADER = HEADER_ONLY | {"scale"}


def set_fields(fields: Iterable[str]) -> Change:
    """What setting these top-level fields of an army may change before its view is built
    again: the header for the header's fields, the units for every other one."""
    changes = NOTHING
    for field in fields:
        if field in HEADER:
            changes |= Change.ARMY
        if field not in HEADER_ONLY:
            changes |= Change.UNITS
    return changes


def shown_changes(before: ArmyView, after: ArmyView, fields_before: Sequence[FieldSpec],
                  fields_after: Sequence[FieldSpec]) -> Change:
    """What differs between two views of an army and its own fields as the system gives
    them (`editable(…, None)`: the Basic Impetus General offers the units by name, so a
    renamed unit changes the header too). Views worked out once are given again for the same
    army (undo), so most comparisons are of one object with itself."""
    changes = NOTHING
    if before.units != after.units or before.groups != after.groups:
        changes |= Change.UNITS
    if before.totals != after.totals:
        changes |= Change.TOTALS
    if before.findings != after.findings:
        changes |= Change.FINDINGS
    if fields_before != fields_after:
        changes |= Change.ARMY
    return changes
