"""The actions on the army's units: Rename, Add unit…, Remove unit and the selection actions
a rule system offers (group, big unit…), as tool buttons above the table and in the Army
menu, each enabled for what is selected."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelection, QItemSelectionModel, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QToolButton, QWidget

from listbuilder.app.editing.fields_panel import FieldsPanel
from listbuilder.app.editing.unit_widgets import UnitsTable
from listbuilder.app.tables.units_model import UnitIdRole, UnitsModel
from listbuilder.app.widgets.flow_layout import FlowLayout
from listbuilder.app.widgets.layouts import discard

if TYPE_CHECKING:  # annotations only: the first frame shows before the army loads
    from listbuilder.app.army.document import ArmyDocument
    from listbuilder.core.edit_specs import RemoveSpec
    from listbuilder.core.editor_layout import EditorLayout


def selected_unit_ids(table: UnitsTable, model: UnitsModel) -> list[str]:
    rows = sorted(i.row() for i in table.selectionModel().selectedRows())
    return [model.index(r, 0).data(UnitIdRole) for r in rows]


def select_units(table: UnitsTable, model: UnitsModel, unit_ids: list[str]) -> None:
    selection = QItemSelection()
    for uid in unit_ids:
        row = model.row_of(uid)
        if row >= 0:
            selection.select(model.index(row, 0), model.index(row, UnitsModel.COLUMN_COUNT - 1))
    flags = QItemSelectionModel.SelectionFlag.ClearAndSelect
    table.selectionModel().select(selection, flags)
    if not selection.isEmpty():
        table.scrollTo(selection.indexes()[0])


class UnitActions:
    """The editor's unit actions (`editor` owns them and is their parent)."""

    def __init__(self, editor: QWidget, table: UnitsTable, model: UnitsModel,
                 fields_panel: FieldsPanel) -> None:
        self.editor, self.table, self.model = editor, table, model
        self.fields_panel = fields_panel
        self.doc: ArmyDocument | None = None
        #: Tells the player why an action did nothing (the window's status bar).
        self.say: Callable[[str], object] = lambda _text: None
        tr = editor.tr
        self.rename_action = self._make_action(tr("&Rename unit"), "F2", tr(
            "Give the selected unit its own name"))
        self.rename_action.triggered.connect(self.rename_selected)
        # One action per kind of selection action a rule system offers (group, big unit…),
        # made the first time an army of that system is shown; hidden for other systems.
        self.selection_actions: dict[str, QAction] = {}
        self.buttons = FlowLayout()  # a second line where the pane is narrow
        self.tool_buttons: list[QToolButton] = []
        self._add_tool_button(self.rename_action)
        # Army ▸ Add unit… and Remove unit, in every system and whatever is selected: the
        # fields panel's own buttons scroll out of sight below a selected unit's fields.
        self.add_unit_action = self._make_action(tr("&Add unit…"), "Ins", tr(
            "Add a unit the list offers"))
        self.add_unit_action.setShortcuts([QKeySequence("Ins"), QKeySequence("Ctrl+Shift+N")])
        self.add_unit_action.triggered.connect(self.offer_adds)
        self.remove_unit_action = self._make_action(tr("Re&move unit"), "Del", tr(
            "Remove the selected unit from the army (undoable)"))
        self._remove_tip = self.remove_unit_action.toolTip()
        self.remove_unit_action.triggered.connect(self.remove_selected)
        self._add_tool_button(self.add_unit_action)
        self._add_tool_button(self.remove_unit_action)
        self.all: tuple[QAction, ...] = self._all()

    def _all(self) -> tuple[QAction, ...]:
        return (*self.selection_actions.values(), self.rename_action, self.add_unit_action,
                self.remove_unit_action)

    def _make_action(self, text: str, shortcut: str, tip: str) -> QAction:
        act = QAction(text, self.editor)
        if shortcut:
            act.setShortcut(QKeySequence(shortcut))
            tip = f"{tip} ({QKeySequence(shortcut).toString()})"
        act.setToolTip(tip)
        act.setStatusTip(tip)
        return act

    def _add_tool_button(self, act: QAction) -> None:
        button = QToolButton()
        button.setDefaultAction(act)
        self.buttons.insert_widget(len(self.tool_buttons), button)
        self.tool_buttons.append(button)

    def offer_selection_actions(self, doc: ArmyDocument) -> bool:
        """Actions for the kinds the army's system offers, before Rename, in its order; True
        when some were made (the menus show them too)."""
        kinds = doc.system.selection_action_kinds
        new = [k for k in kinds if k.key not in self.selection_actions]
        for kind in new:
            act = self._make_action(self.editor.tr(kind.label), kind.shortcut,
                                    self.editor.tr(kind.help))
            act.triggered.connect(lambda _=False, key=kind.key: self.run_selection_action(key))
            self.selection_actions[kind.key] = act
        if new:
            for button in self.tool_buttons:
                discard(self.buttons, button)
            self.tool_buttons = []
            self.all = self._all()
            for act in self.all:
                self._add_tool_button(act)
        offered = {k.key for k in kinds}
        for key, act in self.selection_actions.items():
            act.setVisible(key in offered)
        return bool(new)

    def follow_layout(self, layout: EditorLayout | None, adds: bool) -> None:
        """Rename where names are edited in the table; add and remove as buttons only where
        the player adds units (`adds`)."""
        self.rename_action.setVisible(layout is not None and "name" in layout.table_edits)
        add_remove = (self.add_unit_action, self.remove_unit_action)
        for button in self.tool_buttons:  # a lone tool button does not follow its action
            act = button.defaultAction()
            # Add and remove stay in the Army menu of every system; as buttons, only where
            # units are added and removed (not in Basic Impetus, whose list sets them).
            button.setVisible(act.isVisible() and (act not in add_remove or adds))

    def _selected(self) -> list[str]:
        return selected_unit_ids(self.table, self.model)

    def update(self) -> None:
        ids = self._selected()
        doc = self.doc
        offered = set()
        if doc is not None and ids and self.selection_actions:
            offered = {a.key for a in doc.system.selection_actions(
                doc.army_list, doc.model, doc.view, ids)}
        for key, act in self.selection_actions.items():
            act.setEnabled(key in offered)
        name_cell = self.model.index(self.model.row_of(ids[0]), UnitsModel.NAME) if ids else None
        self.rename_action.setEnabled(len(ids) == 1 and name_cell is not None and bool(
            self.model.flags(name_cell) & Qt.ItemFlag.ItemIsEditable))
        self.add_unit_action.setEnabled(bool(doc and doc.system.addable(doc.army_list,
                                                                         doc.model)))
        # A unit the rules keep: Remove says why (it was greyed out with no reason).
        kept = self._kept(ids) if self._removal(ids) is None else ""
        self.remove_unit_action.setEnabled(self._removal(ids) is not None or bool(kept))
        self.remove_unit_action.setToolTip(kept or self._remove_tip)
        self.remove_unit_action.setStatusTip(kept or self._remove_tip)

    def _kept(self, ids: list[str]) -> str:
        """Why the one selected unit cannot be removed, as its system says it."""
        doc = self.doc
        return doc.system.kept(doc.army_list, doc.model, ids[0]) if doc and len(ids) == 1 else ""

    def _removal(self, ids: list[str]) -> RemoveSpec | None:
        """How the one selected unit is removed, if its system lets it be."""
        doc = self.doc
        if doc is None or len(ids) != 1:
            return None
        return next((r for r in doc.system.removable(doc.army_list, doc.model, ids[0])
                     if not r.section), None)

    def offer_adds(self) -> bool:
        """Army ▸ Add unit…: the fields panel's menu of units to add, under the table's
        current row (or its top), whatever the panel shows now."""
        if not self.add_unit_action.isEnabled():
            return False
        self.fields_panel.refresh()  # the adds offered now
        cell = self.table.currentIndex()
        rect = self.table.visualRect(cell) if cell.isValid() else self.table.viewport().rect()
        at = self.table.viewport().mapToGlobal(rect.bottomLeft() if cell.isValid()
                                               else rect.topLeft())
        return self.fields_panel.offer_adds(at)

    def remove_selected(self) -> bool:
        removal = self._removal(self._selected())
        if removal is None or self.doc is None:
            kept = self._kept(self._selected())
            if kept:
                self.say(kept)
            return False
        row = self.table.currentIndex().row()
        if not self.fields_panel.remove(removal):
            return False
        rows = self.model.rowCount()
        if rows:  # the next unit (or the last) is selected, ready for the next key
            next_row = min(max(row, 0), rows - 1)
            select_units(self.table, self.model, [self.model.index(next_row, 0).data(UnitIdRole)])
            self.table.setCurrentIndex(self.model.index(next_row, UnitsModel.NAME))
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def run_selection_action(self, key: str) -> bool:
        ids = self._selected()
        if self.doc is None or not ids:
            return False
        done = self.doc.run_selection_action(key, ids)
        select_units(self.table, self.model, ids)
        return done

    def rename_selected(self) -> None:
        ids = self._selected()
        if not ids:
            return
        cell = self.model.index(self.model.row_of(ids[0]), UnitsModel.NAME)
        editor = self.table.indexWidget(cell)
        if editor is not None:  # renaming already
            editor.setFocus()
            return
        # Leaving the cell closes an editor open in another one (a weapon's drop-down,
        # choosing nothing): the table edits one cell at a time and refused this one.
        self.table.setCurrentIndex(cell)
        self.table.edit(cell)
