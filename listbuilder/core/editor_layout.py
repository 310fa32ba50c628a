"""How the editor lays out one rule system's army: the units table's columns, where fields go.

The app knows no system: each `GameSystem` declares this, and the editor shows the columns
that apply and puts the fields where the system edits them (a side panel, or the header and
the table's cells). Limits such as the usual army size come with the view's typed totals.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

#: The units table's columns, in the table's order.
Column = Literal["name", "type", "points", "profile", "leader", "weapon", "group", "base"]
COLUMNS: tuple[Column, ...] = ("name", "type", "points", "profile", "leader", "weapon",
                               "group", "base")


@dataclass(frozen=True)
class EditorLayout:
    #: The units table's columns that mean something in this system.
    columns: tuple[Column, ...] = ("name", "type", "points", "profile", "group", "base")
    #: Columns edited in their cells, by the unit's field whose `column` names it; "name"
    #: also offers the Rename action (F2).
    table_edits: tuple[Column, ...] = ()
    #: True: the army's fields and the selected unit's configuration (add, remove) are in a
    #: panel beside the table. False: the army's fields are in the header (ticks in a box of
    #: their section, with the fields that belong to a tick beside it) and units are edited
    #: in their cells.
    panel: bool = True


#: A system's layout unless it declares its own (`GameSystem.editor_layout`).
DEFAULT_LAYOUT = EditorLayout()
