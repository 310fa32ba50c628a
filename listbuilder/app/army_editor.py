"""The army being edited: header, totals, options, the units table and notes.

It knows no rule system: the army's system says what the units table shows and where its
fields are edited (`editor_layout`), describes the fields (`editable`) and the actions on
selected units, and every change goes through the document as one undoable step.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QItemSelection,
    QItemSelectionModel,
    QSignalBlocker,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from listbuilder.app.accessibility import name_control
from listbuilder.app.army_fields import ArmyFields
from listbuilder.app.colours import readable
from listbuilder.app.column_fit import ColumnFit
from listbuilder.app.fields_panel import FieldsPanel
from listbuilder.app.flow_layout import FlowLayout
from listbuilder.app.fold_area import FoldArea, least_rows_height
from listbuilder.app.key_filters import on_shortcut_override, pass_undo_keys
from listbuilder.app.layouts import discard
from listbuilder.app.steady_label import SteadyLabel
from listbuilder.app.theme import banner_style
from listbuilder.app.unit_widgets import NotesEdit, UnitDelegate, UnitsTable
from listbuilder.app.units_model import UnitIdRole, UnitsModel
from listbuilder.app.wheel_guard import SteadyComboBox
from listbuilder.i18n.terms import list_word, scale_name, term

if TYPE_CHECKING:  # annotations only: the first frame shows before the army loads
    from listbuilder.app.document import ArmyDocument, Edit
    from listbuilder.core.edit_specs import RemoveSpec

# Narrower than this, the fields panel goes below the units table instead of beside it:
# side by side at 1024 px the table would be left a sliver.
WIDE_EDITOR = 880

# The fields panel below the table is never lower than this: room for the army's settings
# and the start of a selected unit's fields.
PANEL_LOW = 120

# Rows of the units table kept in view however short the window (the header scrolls first).
LEAST_ROWS = 3

OVER_LIMIT = "#c0392b"  # the totals line's red, as it reads on a light window


# Changes listed in the list-changed banner before 'and N more'.
BANNER_LINES = 6


class EditorParts(QSplitter):
    """The units (with the fields panel) over the notes. It asks for no more height than its
    least, so the header above is whole before the table grows; it takes what is left."""

    def __init__(self) -> None:
        super().__init__(Qt.Orientation.Vertical)

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.minimumSizeHint().height())


class ArmyEditor(QWidget):
    actions_changed = Signal()  # a rule system brought actions the menus should show

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc: ArmyDocument | None = None
        self._refit_pending = False  # the fields panel to be placed once the editor shows
        self._measured: set[tuple] | None = None
        self._within = True  # every total within its bounds
        self._build_banner()
        self._build_header()
        self._build_actions()
        self._build_table()
        self.fields_panel = FieldsPanel()
        self.fields_panel.unit_added.connect(lambda uid: self.select_units([uid]))
        self.fields_panel.unit_removed.connect(self.table.setFocus)  # its panel is gone
        self.fields_panel.typing.connect(self._typing)
        self.army_fields.typing.connect(self._typing)
        self.delegate.typing.connect(self._typing)
        self.body = QSplitter()
        self.body.setObjectName("editorBody")
        self.body.addWidget(self.table)
        self.body.addWidget(self.fields_panel)
        self.body.setStretchFactor(0, 1)
        self.body.setStretchFactor(1, 0)
        self.body.setChildrenCollapsible(False)
        self.options_box = self.army_fields.box
        self.notes = NotesEdit()
        self.notes.setPlaceholderText(self.tr("Notes for this army (deployment, house rules…)"))
        self.notes.setMinimumHeight(36)
        self.notes.setTabChangesFocus(True)  # Tab moves on, as in every other field
        self.notes.editing_finished.connect(lambda text: self.doc and self.doc.set_notes(text))
        self.notes.textChanged.connect(self._notes_typed)
        pass_undo_keys(self.notes)
        name_control(self.notes, self.tr("Notes"), self.notes.placeholderText())

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # The army's name, list, scale and options: whole while the window has room, else
        # scrolled within their first row's height, so the table keeps rows on a short
        # screen (`FoldArea`). The totals stay in view below them, over the units.
        self.head = FoldArea(self.name_edit)
        self.head.column.addLayout(self.form)
        self.head.column.addWidget(self.options_box)
        self.head.setObjectName("armyHead")
        layout.addWidget(self.head)
        layout.addWidget(self.totals_box)
        layout.addLayout(self.unit_buttons)
        notes_box = QWidget()
        notes_layout = QVBoxLayout(notes_box)
        notes_layout.setContentsMargins(0, 0, 0, 0)
        notes_layout.addWidget(QLabel(self.tr("Notes")))
        notes_layout.addWidget(self.notes)
        # The notes share the height with the table in a splitter: on a short screen the
        # player drags them small; the position is remembered with the window.
        self.parts = EditorParts()
        self.parts.setObjectName("editorParts")
        self.parts.addWidget(self.body)
        self.parts.addWidget(notes_box)
        self.parts.setStretchFactor(0, 1)
        self.parts.setChildrenCollapsible(False)
        self.parts.setSizes([900, 90])
        layout.addWidget(self.parts, 1)
        # Last: coming or going, the banner moves nothing above it (it pushed the header, the
        # totals and the table down under the player's pointer).
        layout.addWidget(self.banner)

    # --- construction --------------------------------------------------------------------
    def _build_banner(self) -> None:
        self.banner = QFrame()
        self.banner.setObjectName("listChangedBanner")
        self.banner.setFrameShape(QFrame.Shape.StyledPanel)
        self.banner.setStyleSheet(banner_style("listChangedBanner"))
        self.banner_text = QLabel()
        self.banner_text.setWordWrap(True)
        self.update_button = QPushButton(self.tr("Update"))
        self.update_button.setToolTip(self.tr("Accept the changed list (undoable); the findings "
                                              "show what no longer fits"))
        self.update_button.clicked.connect(lambda: self.doc and self.doc.accept_list_change())
        row = QHBoxLayout(self.banner)
        row.addWidget(self.banner_text, 1)
        row.addWidget(self.update_button)

    def _build_header(self) -> None:
        self.name_edit = QLineEdit()
        self.name_edit.setToolTip(self.tr("The army's name, printed on the roster"))
        self.name_edit.editingFinished.connect(
            lambda: self.doc and self.doc.set_army_name(self.name_edit.text()))
        self.name_edit.textEdited.connect(self._typing)
        pass_undo_keys(self.name_edit)
        self.list_label = QLabel()
        self.list_label.setWordWrap(True)  # a long list name and system wrap, never cut
        self.list_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.scale_box = SteadyComboBox()
        self.scale_box.setToolTip(self.tr("Figure scale: sets the base sizes shown and printed"))
        self.scale_box.activated.connect(
            lambda _: self.doc and self.doc.set_scale(self.scale_box.currentData()))
        self.army_fields = ArmyFields(self)
        self.army_fields.picked.connect(
            lambda spec, value: self.doc is not None and self.doc.set_field(spec, value))
        self.form = QFormLayout()
        self.form.addRow(self.tr("Army &name:"), self.name_edit)
        self.form.addRow(self.tr("List:"), self.list_label)
        pickers = QHBoxLayout()
        pickers.addWidget(self.scale_box)
        pickers.addWidget(self.army_fields.header, 1)
        self.form.addRow(self.tr("&Scale:"), pickers)
        scale_label = self.form.labelForField(pickers)
        if isinstance(scale_label, QLabel):
            scale_label.setBuddy(self.scale_box)
        # Other systems' totals can be long: they wrap. New figures re-lay out nothing
        # unless they need another line (`SteadyLabel`).
        self.totals_box = SteadyLabel()
        self.totals = self.totals_box.label
        self.totals.setObjectName("totals")
        self.totals_box.set_size_policy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def _build_actions(self) -> None:
        self.rename_action = self._make_action(self.tr("&Rename unit"), "F2", self.tr(
            "Give the selected unit its own name"))
        self.rename_action.triggered.connect(self.rename_selected)
        # One action per kind of selection action a rule system offers (group, big unit…),
        # made the first time an army of that system is shown; hidden for other systems.
        self.selection_actions: dict[str, QAction] = {}
        self.unit_buttons = FlowLayout()  # a second line where the pane is narrow
        self.unit_tool_buttons: list[QToolButton] = []
        self._add_tool_button(self.rename_action)
        # Army ▸ Add unit… and Remove unit, in every system and whatever is selected: the
        # fields panel's own buttons scroll out of sight below a selected unit's fields.
        self.add_unit_action = self._make_action(self.tr("&Add unit…"), "Ins", self.tr(
            "Add a unit the list offers"))
        self.add_unit_action.setShortcuts([QKeySequence("Ins"), QKeySequence("Ctrl+Shift+N")])
        self.add_unit_action.triggered.connect(self.offer_adds)
        self.remove_unit_action = self._make_action(self.tr("Re&move unit"), "Del", self.tr(
            "Remove the selected unit from the army (undoable)"))
        self.remove_unit_action.triggered.connect(self.remove_selected)
        self._add_tool_button(self.add_unit_action)
        self._add_tool_button(self.remove_unit_action)
        self.unit_actions: tuple[QAction, ...] = self._all_unit_actions()

    def _all_unit_actions(self) -> tuple[QAction, ...]:
        return (*self.selection_actions.values(), self.rename_action, self.add_unit_action,
                self.remove_unit_action)

    def _make_action(self, text: str, shortcut: str, tip: str) -> QAction:
        act = QAction(text, self)
        if shortcut:
            act.setShortcut(QKeySequence(shortcut))
            tip = f"{tip} ({QKeySequence(shortcut).toString()})"
        act.setToolTip(tip)
        act.setStatusTip(tip)
        return act

    def _add_tool_button(self, act: QAction) -> None:
        button = QToolButton()
        button.setDefaultAction(act)
        self.unit_buttons.insert_widget(len(self.unit_tool_buttons), button)
        self.unit_tool_buttons.append(button)

    def _offer_selection_actions(self, doc: ArmyDocument) -> None:
        """Actions for the kinds the army's system offers, before Rename, in its order."""
        kinds = doc.system.selection_action_kinds
        new = [k for k in kinds if k.key not in self.selection_actions]
        for kind in new:
            act = self._make_action(self.tr(kind.label), kind.shortcut, self.tr(kind.help))
            act.triggered.connect(lambda _=False, key=kind.key: self.run_selection_action(key))
            self.selection_actions[kind.key] = act
        if new:
            for button in self.unit_tool_buttons:
                discard(self.unit_buttons, button)
            self.unit_tool_buttons = []
            self.unit_actions = self._all_unit_actions()
            for act in self.unit_actions:
                self._add_tool_button(act)
            self.actions_changed.emit()
        offered = {k.key for k in kinds}
        for key, act in self.selection_actions.items():
            act.setVisible(key in offered)

    def _build_table(self) -> None:
        self.model = UnitsModel(self)
        self.table = UnitsTable()
        self.table.setObjectName("unitsTable")
        name_control(self.table, self.tr("Units"),
                     self.tr("The army's units; select one to edit it below or beside"))
        self.table.setModel(self.model)
        self.delegate = UnitDelegate(self.table, self.model)
        self.table.setItemDelegate(self.delegate)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.table.verticalHeader().hide()
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        on_shortcut_override(self.table, self._edit_key)  # F2 edits the cell it is on
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self.table.selectionModel().selectionChanged.connect(self._update_actions)
        self.table.selectionModel().selectionChanged.connect(self._follow_selection)
        self.model.modelReset.connect(self._update_actions)
        self.columns = ColumnFit(self.table, self.model)
        self.table.setMinimumHeight(least_rows_height(self.table, LEAST_ROWS))

    def _edit_key(self, event: QKeyEvent) -> bool:
        """F2 in the units table edits the cell it is on, as in any table: on a weapon cell
        it opens the drop-down. The Rename action's F2 would otherwise always take the name,
        leaving the keyboard no way to choose a weapon."""
        if event.key() != Qt.Key.Key_F2 or event.modifiers() != Qt.KeyboardModifier.NoModifier:
            return False
        cell = self.table.currentIndex()
        if (cell.isValid() and cell.column() != UnitsModel.NAME
                and self.model.flags(cell) & Qt.ItemFlag.ItemIsEditable):
            event.accept()  # the table takes F2 itself (its edit key)
            return True
        return False

    # --- following the document ----------------------------------------------------------
    def set_document(self, doc: ArmyDocument | None) -> None:
        """Show another army (or none); input still pending for the last one is dropped.

        Callers commit it first (`commit_pending`) when it should be kept.
        """
        self.delegate.close_all()
        self.army_fields.reset()
        if self.doc is not None:
            self.doc.changed.disconnect(self.refresh)
        self.doc = doc
        self.model.set_document(doc)
        self.fields_panel.set_document(doc)
        self._measured = None  # the rows the columns were sized for (`_rows_shown`)
        if doc is not None:
            doc.changed.connect(self.refresh)
            doc.typed_edits = self.typed_edits
            self._offer_selection_actions(doc)
            self._fill_scales(doc)
        self.refresh()
        if doc is not None:
            self._measured = self._rows_shown(doc)
            self.fit_columns()

    @staticmethod
    def _rows_shown(doc: ArmyDocument) -> set[tuple]:
        """What each row shows that sets its columns' widths (read from the army's view:
        asking the table's model would lay every cell out again)."""
        return {(u.id, u.name, u.type_name, u.weapon, u.points, str(u.profile))
                for u in doc.view.units}

    def _refit_for_new_rows(self, doc: ArmyDocument) -> None:
        """Units added, renamed or retyped since the columns were sized: sized again if one
        of them does not fit (an army started empty kept its empty table's widths: 'Li…')."""
        # Every row shown since the columns were sized counts as measured: columns only
        # grow until then, and undo or redo brings back rows that fitted.
        shown, measured = self._rows_shown(doc), self._measured or set()
        new = {row[0] for row in shown - measured}
        self._measured = measured | shown
        if new and self.columns.cut_rows([self.model.row_of(uid) for uid in new]):
            self.columns.grow()
            self._place_fields_panel(refit=True)

    def fit_columns(self) -> None:
        """Columns sized for this army (never another's widths), none narrower than its
        header; the last one takes what is left. The fields panel then goes beside the
        table only if the table keeps room for all its columns (`ColumnFit`)."""
        self.columns.reset()
        self._place_fields_panel(refit=True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_fields_panel()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._place_fields_panel()

    def _place_fields_panel(self, refit: bool = False) -> None:
        """Beside the table when both fit whole, else below it: a sideways-scrolling table
        with its Base column cut next to a half-empty panel helps no one."""
        # Sizes given while hidden (the army opens before the editor is shown) are scaled
        # by Qt on showing: place the panel once the editor has its real width.
        if not self.isVisible():
            self._refit_pending = self._refit_pending or refit
            return
        refit, self._refit_pending = refit or self._refit_pending, False
        if self.doc is not None:
            refit = self.columns.fit(self.width()) or refit
        table = self.columns.table_needs() if self.doc is not None else 0
        panel = self.fields_panel.needed_width() + self.body.handleWidth()
        wide = self.width() >= max(WIDE_EDITOR, table + panel)
        orientation = Qt.Orientation.Horizontal if wide else Qt.Orientation.Vertical
        cut = wide and self.fields_panel.isVisible() and self.body.sizes()[1] < panel
        # (The table narrower than its columns: units added since, or a panel grown wider.)
        squeezed = wide and self.body.sizes()[0] < table
        if orientation == self.body.orientation() and not (refit or cut or squeezed):
            return
        self.body.setOrientation(orientation)
        # The panel keeps its size (stretch 0): the table takes what the window gains.
        if wide:
            table = min(max(table, 2 * self.width() // 3), self.width() - panel)
            self.body.setSizes([table, self.width() - table])
        else:
            # Below the table, as high as the army's settings need (a third to half of the
            # height): on a netbook the table keeps five or six rows in view.
            high = self.body.height()
            fields = self.fields_panel
            inner = fields.widget()
            wants = (inner.sizeHint().height() if inner else 0) + 2 * fields.frameWidth()
            panel = min(max(wants, high // 3, PANEL_LOW), high // 2)
            self.body.setSizes([high - panel, panel])

    def _fill_scales(self, doc: ArmyDocument) -> None:
        self.scale_box.clear()
        for scale in doc.system.scales:
            self.scale_box.addItem(scale_name(scale), scale)

    def refresh(self) -> None:
        doc = self.doc
        self.setEnabled(doc is not None)
        if doc is None:
            return
        model, view = doc.model, doc.view
        self.table.lay_out_rows_now()  # the units that came or went (`UnitsModel.refresh`)
        if self._measured is not None:
            self._refit_for_new_rows(doc)
        with QSignalBlocker(self.name_edit):
            self.name_edit.setText(model.name)
        self.list_label.setText(f"{list_word(doc.army_list.name)}  —  {term(doc.system.name)}")
        with QSignalBlocker(self.scale_box):
            self.scale_box.setCurrentIndex(self.scale_box.findData(model.scale))
        if self.notes.toPlainText() != (model.notes or ""):
            self.notes.setPlainText(model.notes or "")
        # With the first army, not for the window's first frame (core.view's dataclasses).
        from listbuilder.export.totals import LINE_SEPARATOR, total_lines, totals_line

        text, within = totals_line(view.totals)
        # Each total keeps its words together ("Heroes 1 of 1"), and a word with a hyphen
        # whole (Hungarian "VD-je"): the line wraps between totals only.
        self.totals_box.set_text(LINE_SEPARATOR.join(
            part.replace(" ", "\u00a0").replace("-", "\u2011")
            for part in text.split(LINE_SEPARATOR)))
        self.totals.setToolTip("\n".join(total_lines(view)))
        self._within = within
        self._style_totals()
        self._follow_layout(doc)
        self._refresh_fields_panel(doc)
        self._refresh_banner(doc)
        self._update_actions()
        self._chain_focus()

    def _style_totals(self) -> None:
        """Red when a total breaks its bounds, a red that reads on this palette's window."""
        window = self.palette().color(QPalette.ColorRole.Window)
        colour = "palette(text)" if self._within else readable(OVER_LIMIT, window)
        style = f"#totals {{ font-size: 12pt; font-weight: 600; color: {colour}; padding: 4px 0; }}"
        self.totals_box.restyle(style)  # re-styling re-lays out the window: only on change

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # the desktop switched light / dark
            self._style_totals()

    def _chain_focus(self) -> None:
        """Tab visits the fields top to bottom, including those made for this army (options,
        the fields panel), which Qt would otherwise put last."""
        chain = [self.update_button, self.name_edit, self.scale_box,
                 *self.army_fields.focusables(), *self.unit_tool_buttons, self.table,
                 *self.fields_panel.focusables(), self.notes]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def _refresh_banner(self, doc: ArmyDocument) -> None:
        self.banner.setVisible(doc.list_changed)
        if not doc.list_changed:
            return
        changes = doc.list_changes()
        head = self.tr("<b>The list “{name}” has changed</b> since this army was built.").format(
            name=html.escape(list_word(doc.army_list.name)))
        if changes is None:
            detail = self.tr("The earlier version was not seen on this computer, so the "
                             "findings show what no longer fits.")
            self.banner_text.setToolTip("")
        else:
            shown = [f"• {html.escape(line)}" for line in changes[:BANNER_LINES]]
            if len(changes) > BANNER_LINES:
                shown.append(self.tr("…and {n} more (hover for all)").format(
                    n=len(changes) - BANNER_LINES))
            detail = "<br>".join(shown)
            self.banner_text.setToolTip("\n".join(changes))
        # One behaviour, said plainly (README, "Army lists that change"): the army is shown
        # and checked with the list as it is now; Update records that in the army file.
        self.banner_text.setText(f"{head}<br>{detail}<br>" + self.tr(
            "<b>The units, totals and findings already show the new list.</b> Press Update "
            "to record it in the army (you can undo it)."))

    def _follow_layout(self, doc: ArmyDocument) -> None:
        """What the army's system edits where: the table's columns, the header's fields."""
        layout = doc.system.editor_layout
        for column, key in enumerate(UnitsModel.KEYS):
            self.table.setColumnHidden(column, key not in layout.columns)
        self.rename_action.setVisible("name" in layout.table_edits)
        adds = (self.add_unit_action, self.remove_unit_action)
        for button in self.unit_tool_buttons:  # a lone tool button does not follow its action
            act = button.defaultAction()
            # Add and remove stay in the Army menu of every system; as buttons, only where
            # units are added and removed (not in Basic Impetus, whose list sets them).
            button.setVisible(act.isVisible() and (act not in adds or layout.panel))
        specs = [] if layout.panel else doc.system.editable(doc.army_list, doc.model, None)
        self.army_fields.show_fields(specs)

    # The widgets beside the army's ticks, for the menus that name them.
    @property
    def option_fields(self) -> dict[str, list]:
        return self.army_fields.beside

    def _refresh_fields_panel(self, doc: ArmyDocument) -> None:
        """The configuration panel, where the system has one, kept on the unit it shows."""
        shown = doc.system.editor_layout.panel
        self.fields_panel.setVisible(shown)
        if not shown:
            return
        unit_id = self.fields_panel.unit_id
        if unit_id and not self.selected_unit_ids() and self.model.row_of(unit_id) >= 0:
            self.select_units([unit_id])  # the table was reset by a unit added or removed
        self.fields_panel.refresh()

    def _follow_selection(self) -> None:
        ids = self.selected_unit_ids()
        self.fields_panel.set_unit(ids[0] if len(ids) == 1 else None)
        # Wider beside the table if this unit's fields need it: measured once Qt has shown
        # the fields just made (it shows a layout's new widgets from the event loop).
        QTimer.singleShot(0, self, self._place_fields_panel)

    def commit_pending(self) -> None:
        """Turn input not yet confirmed into edits of this army, before saving or leaving it.

        Covers every place a player types: the army's name and notes, an open cell editor of
        the units table and the fields panel's fields.
        """
        doc = self.doc
        if doc is None:
            return
        self.delegate.commit_all()
        self.fields_panel.commit_pending()
        if self.name_edit.text().strip() and self.name_edit.text() != doc.model.name:
            doc.set_army_name(self.name_edit.text())
        if self.notes.toPlainText() != (doc.model.notes or ""):
            doc.set_notes(self.notes.toPlainText())

    def _typing(self) -> None:
        if self.doc is not None:
            self.doc.typing()

    def _notes_typed(self) -> None:
        if self.doc is not None and self.notes.toPlainText() != (self.doc.model.notes or ""):
            self.doc.typing()  # not when `refresh` shows the army's own notes

    def typed_edits(self) -> list[Edit]:
        """What the input not yet confirmed would set, in every place `commit_pending`
        covers: the autosave holds it, though it is no edit until confirmed."""
        doc = self.doc
        if doc is None:
            return []
        edits = [*self.fields_panel.typed_edits(), *self.army_fields.typed_edits(doc)]
        if self.name_edit.text() != doc.model.name:
            edits += doc.typed_name(self.name_edit.text())
        if self.notes.toPlainText() != (doc.model.notes or ""):
            edits += doc.typed_notes(self.notes.toPlainText())
        cell, text = self.table.currentIndex(), self.delegate.typed_text()
        if text is not None and cell.isValid():
            spec = self.model.field(cell.data(UnitIdRole), cell.column())
            if spec is not None:
                edits += doc.typed_field(spec, text)
        return edits

    def focus_field(self, path: tuple) -> bool:
        """The army's field a finding's path leads to (the points limit for 'over the
        limit'), focused as Tab would: its value selected, ready to be typed over."""
        panel = [] if self.fields_panel.isHidden() else self.fields_panel.army_form.widgets
        shown = [*self.army_fields.header_fields, *panel]
        widget = next((w for w in shown if w.spec.path == path[:len(w.spec.path)]), None)
        if widget is None:  # (a field just made is shown by Qt a moment later)
            return False
        target = widget.focusables()[0]
        if self.fields_panel.isAncestorOf(target):
            self.fields_panel.ensureWidgetVisible(target)
        target.setFocus(Qt.FocusReason.TabFocusReason)
        return True

    # --- selection and unit actions ------------------------------------------------------
    def selected_unit_ids(self) -> list[str]:
        rows = sorted(i.row() for i in self.table.selectionModel().selectedRows())
        return [self.model.index(r, 0).data(UnitIdRole) for r in rows]

    def select_units(self, unit_ids: list[str]) -> None:
        selection = QItemSelection()
        for uid in unit_ids:
            row = self.model.row_of(uid)
            if row >= 0:
                selection.select(self.model.index(row, 0),
                                 self.model.index(row, UnitsModel.COLUMN_COUNT - 1))
        flags = QItemSelectionModel.SelectionFlag.ClearAndSelect
        self.table.selectionModel().select(selection, flags)
        if not selection.isEmpty():
            self.table.scrollTo(selection.indexes()[0])

    def _update_actions(self) -> None:
        ids = self.selected_unit_ids()
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
        self.remove_unit_action.setEnabled(self._removal(ids) is not None)

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
        removal = self._removal(self.selected_unit_ids())
        if removal is None or self.doc is None:
            return False
        row = self.table.currentIndex().row()
        if not self.fields_panel.remove(removal):
            return False
        rows = self.model.rowCount()
        if rows:  # the next unit (or the last) is selected, ready for the next key
            next_row = min(max(row, 0), rows - 1)
            self.select_units([self.model.index(next_row, 0).data(UnitIdRole)])
            self.table.setCurrentIndex(self.model.index(next_row, UnitsModel.NAME))
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def run_selection_action(self, key: str) -> bool:
        ids = self.selected_unit_ids()
        if self.doc is None or not ids:
            return False
        done = self.doc.run_selection_action(key, ids)
        self.select_units(ids)
        return done

    def rename_selected(self) -> None:
        ids = self.selected_unit_ids()
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
