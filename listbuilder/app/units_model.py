"""The units table's item model: reads the document's `ArmyView`; cells the system's
`EditorLayout.table_edits` names are edited through the unit's field specs."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, Qt
from PySide6.QtGui import QFont

from listbuilder.app.catalog_model import AnyIndex
from listbuilder.app.document import ArmyDocument
from listbuilder.app.findings_model import severity_icon
from listbuilder.app.profile_text import profile_text
from listbuilder.core.edit_specs import FieldSpec
from listbuilder.core.editor_layout import COLUMNS
from listbuilder.core.view import UnitView
from listbuilder.i18n.terms import term

UnitIdRole = Qt.ItemDataRole.UserRole + 1
ChoicesRole = Qt.ItemDataRole.UserRole + 2  # [(value, label)] for a cell's drop-down
EDIT = Qt.ItemDataRole.EditRole


def _mm(value: float) -> str:
    return f"{value:g}"


class UnitsModel(QAbstractTableModel):
    NAME, TYPE, POINTS, PROFILE, GENERAL, WEAPON, GROUP, BASE = range(8)
    COLUMN_COUNT = 8
    KEYS = COLUMNS  # each column's name, as a system's `EditorLayout` names it

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._doc: ArmyDocument | None = None
        self._units: tuple[UnitView, ...] = ()
        self._groups: dict[str, str] = {}
        self._bases: dict[str, str] = {}
        self._worst: dict[str, Any] = {}
        self._fields: dict[str, dict[int, FieldSpec]] = {}  # per unit, by column; filled lazily
        self.compact_profile = False  # short labels, set by the editor when space is short

    def set_compact_profile(self, compact: bool) -> None:
        if compact == self.compact_profile:
            return
        self.compact_profile = compact
        if self._units:
            self.dataChanged.emit(self.index(0, self.PROFILE),
                                  self.index(len(self._units) - 1, self.PROFILE))

    # --- following the document ----------------------------------------------------------
    def set_document(self, doc: ArmyDocument | None) -> None:
        if self._doc is not None:
            self._doc.changed.disconnect(self.refresh)
        self._doc = doc
        if doc is not None:
            doc.changed.connect(self.refresh)
        self.refresh()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, self.GENERAL, self.GENERAL)

    def refresh(self) -> None:
        view = self._doc.view if self._doc else None
        units = view.units if view else ()
        same_rows = [u.id for u in units] == [u.id for u in self._units]
        before = self._rows_shown()
        if not same_rows:
            self.beginResetModel()
        self._units = units
        self._derive()
        if not same_rows:
            self.endResetModel()
            return
        # Only when a row shows something new, and once: PySide6 6.12 drops a reference to
        # True on every emit from Python (a long session of emits would crash Python 3.11).
        changed = [row for row, (old, new) in enumerate(zip(before, self._rows_shown(),
                                                              strict=True)) if old != new]
        if changed:
            self.dataChanged.emit(self.index(changed[0], 0),
                                  self.index(changed[-1], self.COLUMN_COUNT - 1))

    def _rows_shown(self) -> list[tuple[Any, ...]]:
        """What each row shows, beside its unit: to tell which rows an edit changed."""
        return [(u, self._groups.get(u.id), self._bases.get(u.id), self._worst.get(u.id))
                for u in self._units]

    def _derive(self) -> None:
        doc = self._doc
        self._groups, self._bases, self._worst, self._fields = {}, {}, {}, {}
        if doc is None:
            return
        counters = {"group": 0, "big-unit": 0}
        for g in doc.view.groups:
            counters[g.kind] = counters.get(g.kind, 0) + 1
            label = (self.tr("Big unit {n}") if g.kind == "big-unit" else self.tr("Group {n}")
                     ).format(n=counters[g.kind])
            for member in g.members:
                self._groups[member] = ", ".join(filter(None, [self._groups.get(member), label]))
        scale = doc.model.scale or (doc.system.scales[0] if doc.system.scales else "")
        for need in doc.system.bases(doc.view, scale) if scale else ():
            text = f"{_mm(need.front_mm)} × {_mm(need.depth_mm)}"
            if need.alt_depth_mm:
                text += self.tr(" (or {d})").format(d=_mm(need.alt_depth_mm))
            if need.count > 1:
                text = f"{need.count} × {text}"
            for uid in need.unit_ids:
                self._bases[uid] = text
        for d in doc.view.findings:
            for uid in d.subjects:
                if uid not in self._worst or d.severity.rank < self._worst[uid].rank:
                    self._worst[uid] = d.severity

    def _label(self, code: str) -> str:
        """A weapon (or other code) by the name the system gives it."""
        return self._doc.glossary().get(code, code) if self._doc else code

    def unit_at(self, row: int) -> UnitView:
        return self._units[row]

    def row_of(self, unit_id: str) -> int:
        return next((i for i, u in enumerate(self._units) if u.id == unit_id), -1)

    # --- Qt model interface --------------------------------------------------------------
    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._units)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMN_COUNT

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("Unit"), self.tr("Type"), self.tr("Points"), self.tr("Profile"),
                self._leader(),
                self.tr("Weapon"), self.tr("Group"), self.tr("Base (mm)"))[section]

    def _leader(self) -> str:
        """What the army's system calls its leader ("General"), for the leader column."""
        title = self._doc.view.leader_title if self._doc else ""
        return self.tr(title) if title else self.tr("Leader")

    def field(self, unit_id: str, column: int) -> FieldSpec | None:
        """The unit's field its cell in `column` edits, where the system edits cells."""
        doc = self._doc
        if doc is None or self.KEYS[column] not in doc.system.editor_layout.table_edits:
            return None
        if unit_id not in self._fields:
            specs = doc.system.editable(doc.army_list, doc.model, unit_id)
            self._fields[unit_id] = {self.KEYS.index(s.column): s for s in specs
                                     if s.column in self.KEYS}
        return self._fields[unit_id].get(column)

    def _editable(self, unit: UnitView, column: int) -> bool:
        return self.field(unit.id, column) is not None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self._editable(self._units[index.row()], index.column()):
            base |= Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        unit, column = self._units[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(unit, column)
        if role == EDIT:
            spec = self.field(unit.id, column)
            return spec.current if spec else None
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(unit, column)
        decorated = column == self.NAME and unit.id in self._worst
        if role == Qt.ItemDataRole.DecorationRole and decorated:
            return severity_icon(self._worst[unit.id])
        if role == Qt.ItemDataRole.FontRole and unit.leader:
            font = QFont()
            font.setBold(True)
            return font
        if role == UnitIdRole:
            return unit.id
        if role == ChoicesRole:
            spec = self.field(unit.id, column)
            return list(spec.choices) if spec and spec.kind == "choice" else None
        return None

    def _display(self, unit: UnitView, column: int) -> str:
        if column == self.NAME:
            return unit.name
        if column == self.TYPE:
            return unit.type
        if column == self.POINTS:
            return "" if unit.points is None else str(unit.points)
        if column == self.PROFILE:
            return profile_text(unit.profile, self.compact_profile)
        if column == self.GENERAL:
            if unit.leader:
                return f"★ {self._leader()}"
            if unit.leader_not_allowed:  # the army puts him here; the findings say why not
                return "⚠ " + self.tr("not allowed")
            return self.tr("may carry") if unit.may_lead else ""
        if column == self.WEAPON:
            if unit.weapon:
                return self._label(unit.weapon)
            return self.tr("choose…") if self._editable(unit, column) else ", ".join(
                map(term, unit.equipment))
        if column == self.GROUP:
            return self._groups.get(unit.id, "")
        return self._bases.get(unit.id, "")

    def _tooltip(self, unit: UnitView, column: int) -> str:
        editable = self._editable(unit, column)
        if column == self.WEAPON and editable:
            return self.tr("Double-click (or F2) to choose the weapon")
        if column == self.NAME:
            name = unit.list_name or unit.name
            text = (self.tr("Double-click (or F2) to rename. List unit: {name} ({id})")
                    if editable else self.tr("List unit: {name} ({id})"))
            return text.format(name=name, id=unit.id)
        if column == self.BASE:
            return self.tr("Front × depth in millimetres at the army's scale; (or N) is the "
                           "other accepted depth")
        full = [profile_text(unit.profile)] if column == self.PROFILE and unit.profile else []
        lines = [*full, f"{unit.type} — {term(unit.type_name)}", *map(term, unit.traits),
                 *map(term, unit.notes)]
        return "\n".join(lines)

    def setData(self, index: AnyIndex, value: Any, role: int = EDIT) -> bool:
        if not index.isValid() or role != EDIT or self._doc is None:
            return False
        spec = self.field(self._units[index.row()].id, index.column())
        if spec is None:
            return False
        self._doc.set_field(spec, value if spec.kind != "text" else str(value or ""))
        return True
