"""The units table's item model: reads the document's `ArmyView`; cells the system's
`EditorLayout.table_edits` names are edited through the unit's field specs."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, Qt
from PySide6.QtGui import QFont

from listbuilder import i18n
from listbuilder.app.tables.catalog_model import AnyIndex
from listbuilder.app.tables.findings_model import severity_icon
from listbuilder.app.tables.profile_text import profile_text
from listbuilder.app.tables.role_data import Asked, roles_asked
from listbuilder.core.changes import Change
from listbuilder.core.diagnostics import Severity
from listbuilder.core.editor_layout import COLUMNS
from listbuilder.core.list_view import UnitNames
from listbuilder.core.phrases import said
from listbuilder.core.recent import Recent
from listbuilder.core.view import Leading
from listbuilder.export.totals import type_label
from listbuilder.i18n.words import list_word

if TYPE_CHECKING:  # annotations only: the first frame shows before the army loads
    from listbuilder.app.army.document import ArmyDocument
    from listbuilder.core.edit_specs import FieldSpec
    from listbuilder.core.view import UnitView

UnitIdRole = int(Qt.ItemDataRole.UserRole) + 1
ChoicesRole = int(Qt.ItemDataRole.UserRole) + 2  # [(value, label)] for a cell's drop-down
EDIT = int(Qt.ItemDataRole.EditRole)


#: What the rows show of a document (core/changes.py).
SHOWN = Change.UNITS | Change.FINDINGS | Change.LIST


def _mm(value: float) -> str:
    return f"{value:g}"


_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_ICON = int(Qt.ItemDataRole.DecorationRole)
_ENABLED = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
_EDITABLE = _ENABLED | Qt.ItemFlag.ItemIsEditable


@dataclass(frozen=True)
class _Row:
    """What one row shows, worked out once per change of the army: the views ask for it
    hundreds of times per repaint, so `data()` only looks it up. (Tooltips are worked out
    when asked: a view asks for one only under the mouse.)"""

    unit: UnitView
    fields: dict[int, FieldSpec]  # the cells the player edits, by column
    cells: tuple[dict[int, Any], ...]  # by column: what each role shows


_bold: list[QFont] = []  # the leader's row's font, made once a GUI application exists


def _bold_font() -> QFont:
    if not _bold:
        font = QFont()
        font.setBold(True)
        _bold.append(font)
    return _bold[0]


def _unchanged_ends(old: list[str], new: list[str]) -> tuple[int, int]:
    """How many ids the two lists share at their start, and then at their end."""
    most = min(len(old), len(new))
    head = 0
    while head < most and old[head] == new[head]:
        head += 1
    tail = 0
    while tail < most - head and old[-1 - tail] == new[-1 - tail]:
        tail += 1
    return head, tail


class UnitsModel(QAbstractTableModel):
    NAME, TYPE, POINTS, PROFILE, GENERAL, WEAPON, GROUP, BASE = range(8)
    COLUMN_COUNT = 8
    KEYS = COLUMNS  # each column's name, as a system's `EditorLayout` names it

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._doc: ArmyDocument | None = None
        self._rows: tuple[_Row, ...] = ()
        self._row_of: dict[str, int] = {}
        self._derived: Recent[tuple[_Row, ...]] = Recent()  # undo finds its rows again here
        self.compact_profile = False  # short labels, set by the editor when space is short

    def set_compact_profile(self, compact: bool) -> None:
        if compact == self.compact_profile:
            return
        self.compact_profile = compact
        self.refresh()  # the profile column shows something new

    # --- following the document ----------------------------------------------------------
    def set_document(self, doc: ArmyDocument | None) -> None:
        if self._doc is not None:
            self._doc.changed.disconnect(self._follow)
        self._doc = doc
        self._derived.clear()  # nor keep a closed army's rows (and the army with them)
        if doc is not None:
            doc.changed.connect(self._follow)
        self.beginResetModel()
        self._set_rows(self._derive())
        self.endResetModel()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, self.GENERAL, self.GENERAL)

    def _follow(self, changes: Change) -> None:
        """The rows show the units and, by their names' icons, the findings."""
        if changes & SHOWN:
            self.refresh()

    def refresh(self) -> None:
        """Follow an edit: rows the units added or removed come and go, the other rows
        keep their place (and selection), and only cells that show something new are
        repainted."""
        rows, before = self._derive(), self._rows
        old, new = [r.unit.id for r in before], [r.unit.id for r in rows]
        if old != new:
            self._move_rows(old, new, rows)
        changed = [(row, column) for row, (was, now) in enumerate(zip(self._rows, rows,
                                                                        strict=True))
                   for column in range(self.COLUMN_COUNT)
                   if was.cells[column] != now.cells[column]]
        self._set_rows(rows)
        # Once, around the cells that show something new: the views repaint that rectangle.
        if changed:
            top, bottom = min(r for r, _ in changed), max(r for r, _ in changed)
            left, right = min(c for _, c in changed), max(c for _, c in changed)
            self.dataChanged.emit(self.index(top, left), self.index(bottom, right))

    def _move_rows(self, old: list[str], new: list[str], rows: tuple[_Row, ...]) -> None:
        """Remove the old rows between the unchanged head and tail, insert the new ones.

        Afterwards the model has the new rows' ids, with the head and tail rows still
        showing what they showed (the caller compares them)."""
        head, tail = _unchanged_ends(old, new)
        kept_tail = self._rows[len(old) - tail:]
        if len(old) - tail > head:
            self.beginRemoveRows(QModelIndex(), head, len(old) - tail - 1)
            self._set_rows(self._rows[:head] + kept_tail)
            self.endRemoveRows()
        if len(new) - tail > head:
            self.beginInsertRows(QModelIndex(), head, len(new) - tail - 1)
            self._set_rows(self._rows[:head] + rows[head:len(new) - tail] + kept_tail)
            self.endInsertRows()

    def _set_rows(self, rows: tuple[_Row, ...]) -> None:
        self._rows = rows
        self._row_of = {r.unit.id: i for i, r in enumerate(rows)}

    def _derive(self) -> tuple[_Row, ...]:
        """The rows for the document's army as it is now (rows worked out for the same army,
        list and view objects before are given again)."""
        doc = self._doc
        if doc is None:
            return ()
        return self._derived.get((doc, doc.army_list, doc.model, doc.view),
                                 lambda: self._derive_new(doc),
                                 (self.compact_profile, i18n.current()))

    def _derive_new(self, doc: ArmyDocument) -> tuple[_Row, ...]:
        groups = self._group_labels(doc)
        bases = self._base_labels(doc)
        worst: dict[str, Severity] = {}
        for d in doc.view.findings:
            for uid in d.subjects:
                if uid not in worst or d.severity.rank < worst[uid].rank:
                    worst[uid] = d.severity
        edited = doc.system.editor_layout.table_edits

        named = cache(said)  # every unit shows the same few words
        # Each unit named as its findings and fix buttons name it: "Knights 2" where the army
        # has two "Knights" (the cell's editor holds the name alone: the EditRole).
        labels = UnitNames.of(doc.view)
        profiled = cache(lambda profile: profile_text(dict(profile), self.compact_profile))
        typed = type_label
        if doc.system.editor_layout.traits_with_type:
            def typed(unit: UnitView) -> str:
                return ", ".join([type_label(unit), *map(named, unit.traits)])
        rows = []
        for unit in doc.view.units:
            fields = self._unit_fields(doc, unit.id) if edited else {}
            shown = [labels.label(unit.id) or list_word(unit.name)] + [
                self._display(unit, column, fields, groups, bases, named, profiled, typed)
                for column in range(1, self.COLUMN_COUNT)]
            rows.append(_Row(unit, fields, tuple(
                self._cell(unit, column, shown[column], fields.get(column),
                           worst.get(unit.id) if column == self.NAME else None)
                for column in range(self.COLUMN_COUNT))))
        return tuple(rows)

    @staticmethod
    def _cell(unit: UnitView, column: int, shown: str, spec: FieldSpec | None,
              worst: Severity | None) -> dict[int, Any]:
        cell: dict[int, Any] = {_DISPLAY: shown, UnitIdRole: unit.id}
        if unit.leader:
            cell[_FONT] = _bold_font()
        if worst is not None:
            cell[_ICON] = severity_icon(worst)
        if spec is not None:
            cell[EDIT] = spec.current
            if spec.kind == "choice":
                cell[ChoicesRole] = list(spec.choices)
        return cell

    def _unit_fields(self, doc: ArmyDocument, unit_id: str) -> dict[int, FieldSpec]:
        layout = doc.system.editor_layout
        return {self.KEYS.index(s.column): s
                for s in doc.system.editable(doc.army_list, doc.model, unit_id)
                if layout.in_cell(s)}

    def _group_labels(self, doc: ArmyDocument) -> dict[str, str]:
        groups: dict[str, str] = {}
        counters = {"group": 0, "big-unit": 0}
        for g in doc.view.groups:
            counters[g.kind] = counters.get(g.kind, 0) + 1
            label = (self.tr("Big unit {n}") if g.kind == "big-unit" else self.tr("Group {n}")
                     ).format(n=counters[g.kind])
            for member in g.members:
                groups[member] = ", ".join(filter(None, [groups.get(member), label]))
        return groups

    def _base_labels(self, doc: ArmyDocument) -> dict[str, str]:
        bases: dict[str, str] = {}
        scale = doc.model.scale or (doc.system.scales[0] if doc.system.scales else "")
        for need in doc.system.bases(doc.view, scale) if scale else ():
            if not need.drawn:  # the rules fix no size (a USB vehicle): not "0 × 0"
                for uid in need.unit_ids:
                    bases[uid] = self.tr("any size")
                continue
            text = f"{_mm(need.front_mm)} × {_mm(need.depth_mm)}"
            if need.alt_depth_mm:
                text += self.tr(" (or {d})").format(d=_mm(need.alt_depth_mm))
            if need.count > 1:
                text = f"{need.count} × {text}"
            for uid in need.unit_ids:
                bases[uid] = text
        return bases

    def cell(self, row: int, column: int) -> dict[int, Any]:
        """What the cell shows, by role (tooltips aside), as worked out for the views."""
        return self._rows[row].cells[column]

    def row_of(self, unit_id: str) -> int:
        return self._row_of.get(unit_id, -1)

    # --- Qt model interface --------------------------------------------------------------
    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMN_COUNT

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self._unit(), self.tr("Type"), self.tr("Points"), self.tr("Profile"),
                self._leader(),
                self.tr("Weapon"), self.tr("Group"), self.tr("Base (mm)"))[section]

    def _unit(self) -> str:
        """What the army's system calls a row ("Detachment" in the skirmish rules)."""
        title = self._doc.view.unit_title if self._doc else ""
        return self.tr(title) if title else self.tr("Unit")

    def _leader(self) -> str:
        """What the army's system calls its leader ("General"), for the leader column."""
        title = self._doc.view.leader_title if self._doc else ""
        return self.tr(title) if title else self.tr("Leader")

    def field(self, unit_id: str, column: int) -> FieldSpec | None:
        """The unit's field its cell in `column` edits, where the system edits cells."""
        row = self._row_of.get(unit_id)
        return None if row is None else self._rows[row].fields.get(column)

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return _EDITABLE if index.column() in self._rows[index.row()].fields else _ENABLED

    def data(self, index: AnyIndex, role: int = _DISPLAY) -> Any:
        if not index.isValid():
            return None
        if role == _TOOLTIP:
            return self._tooltip(self._rows[index.row()], index.column())
        return self._rows[index.row()].cells[index.column()].get(role)

    def multiData(self, index: AnyIndex, roleDataSpan: Asked) -> None:
        """Every role a view draws a cell with, in one call (see `role_data`). The cell's roles
        are looked up as worked out; a tooltip is worked out when asked."""
        row = self._rows[index.row()] if index.isValid() else None
        cell = row.cells[index.column()] if row else {}
        for asked in roles_asked(roleDataSpan):
            role = asked.role()
            value = cell.get(role) if role != _TOOLTIP or row is None else self._tooltip(
                row, index.column())
            if value is None:
                asked.clearData()
            else:
                asked.setData(value)

    def index(self, row: int, column: int,
              parent: AnyIndex = QModelIndex()) -> QModelIndex:  # noqa: B008 - Qt's signature
        # One call from the views instead of Qt's two (rowCount and columnCount, to check).
        if parent.isValid() or not (0 <= row < len(self._rows)
                                    and 0 <= column < self.COLUMN_COUNT):
            return QModelIndex()
        return self.createIndex(row, column)

    def _display(self, unit: UnitView, column: int, fields: dict[int, FieldSpec],
                 groups: dict[str, str], bases: dict[str, str],
                 named: Callable[[str], str],
                 profiled: Callable[[tuple[tuple[str, Any], ...]], str],
                 typed: Callable[[UnitView], str]) -> str:
        if column == self.TYPE:
            return typed(unit)
        if column == self.POINTS:
            return "" if unit.points is None else str(unit.points)
        if column == self.PROFILE:
            return profiled(tuple(unit.profile.items()))
        if column == self.GENERAL:
            if unit.leader:
                return f"★ {self._leader()}"
            if unit.leading is Leading.NOT_ALLOWED:  # the findings say why not
                return "⚠ " + self.tr("not allowed")
            return self.tr("may carry") if unit.leading is Leading.MAY else ""
        if column == self.WEAPON:
            if unit.weapon:  # in the window's language; marked as the General column marks
                return ("" if unit.weapon.allowed else "⚠ ") + named(unit.weapon.name)
            return self.tr("choose…") if column in fields else ", ".join(
                map(named, unit.equipment))
        if column == self.GROUP:
            return groups.get(unit.id, "")
        return bases.get(unit.id, "")

    def _tooltip(self, row: _Row, column: int) -> str:
        """The cell's help, after its own text when the help does not say it: on a short
        screen the table's texts end in "…" (`ColumnFit`), and this reads them whole (the
        profile's help is the profile in full)."""
        tip = self._help(row, column)
        text = str(row.cells[column].get(_DISPLAY) or "") if column != self.PROFILE else ""
        return f"{text}\n{tip}" if text and text not in tip else tip

    def _help(self, row: _Row, column: int) -> str:
        unit = row.unit
        if column == self.WEAPON and column in row.fields:
            return self.tr("Double-click (or F2) to choose the weapon")
        if column == self.NAME:
            name = list_word(unit.list_name or unit.name)
            # The list's name of a renamed unit; never its key in the file ("(spearmen-1)").
            text = (self.tr("Double-click (or F2) to rename. List unit: {name}")
                    if column in row.fields else self.tr("List unit: {name}"))
            return text.format(name=name)
        if column == self.BASE:
            return self.tr("Front × depth in millimetres at the army's scale; (or N) is the "
                           "other accepted depth")
        full = [profile_text(unit.profile)] if column == self.PROFILE and unit.profile else []
        lines = [*full, f"{unit.type} — {said(unit.type_name)}", *map(said, unit.traits),
                 *map(said, unit.notes)]
        return "\n".join(lines)

    def setData(self, index: AnyIndex, value: Any, role: int = EDIT) -> bool:
        if not index.isValid() or role != EDIT or self._doc is None:
            return False
        spec = self.field(self._rows[index.row()].unit.id, index.column())
        if spec is None:
            return False
        self._doc.set_field(spec, value if spec.kind != "text" else str(value or ""))
        return True
