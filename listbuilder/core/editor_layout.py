"""How the editor lays out one rule system's army: the units table's columns, and which of a
unit's fields are edited in their cells.

The app knows no system: each `GameSystem` declares this, and the editor shows the columns
that apply. Every system's fields are shown by one rule: the army's in the header (plain
fields beside the scale, option ticks in a box with the fields that belong to a tick beside
it), a unit's field in its cell where its `column` is one of `table_edits`, and every other
unit field in the fields panel beside the table. Limits such as the usual army size come
with the view's typed totals.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:  # annotations only
    from listbuilder.core.edit_specs import FieldSpec

#: The units table's columns, in the table's order.
Column = Literal["name", "type", "points", "profile", "leader", "weapon", "group", "base"]
COLUMNS: tuple[Column, ...] = ("name", "type", "points", "profile", "leader", "weapon",
                               "group", "base")


@dataclass(frozen=True)
class EditorLayout:
    #: The units table's columns that mean something in this system (a system that forms
    #: no groups shows no Group column: empty in every row, it only took room).
    columns: tuple[Column, ...] = ("name", "type", "points", "profile", "base")
    #: Columns edited in their cells, by the unit's field whose `column` names it; "name"
    #: also offers the Rename action (F2). Such a field is shown in its cell only.
    table_edits: tuple[Column, ...] = ()
    #: The units' traits beside their type in the table ("FP, Pike"): where the list sets
    #: them and no field shows them (Basic Impetus's were only in a tooltip).
    traits_with_type: bool = False

    def in_cell(self, spec: FieldSpec) -> bool:
        """Whether the unit field `spec` is edited in its table cell (not in the panel)."""
        return bool(spec.column) and spec.column in self.table_edits


#: A system's layout unless it declares its own (`GameSystem.editor_layout`).
DEFAULT_LAYOUT = EditorLayout()
