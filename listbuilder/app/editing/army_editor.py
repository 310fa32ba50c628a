"""The army being edited: header, totals, options, the units table and notes.

It knows no rule system: the army's system describes the fields (`editable`) and the
actions on selected units, and says what the units table shows and which unit fields are
edited in its cells (`editor_layout`). Every system's fields are shown by one rule: the
army's in the header (`ArmyFields`), a unit's in its cell where the layout says so, the rest
in the fields panel (`FieldsPanel`). Every change goes through the document as one undoable
step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QSignalBlocker,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from listbuilder.app.editing.army_fields import ArmyFields
from listbuilder.app.editing.fields_panel import FieldsPanel
from listbuilder.app.editing.list_banner import ListChangedBanner
from listbuilder.app.editing.panel_place import PanelPlace
from listbuilder.app.editing.unit_actions import UnitActions, select_units, selected_unit_ids
from listbuilder.app.editing.unit_widgets import NotesEdit, UnitDelegate, UnitsTable
from listbuilder.app.look.accessibility import name_control
from listbuilder.app.look.colours import readable
from listbuilder.app.look.contrast import text_ratio
from listbuilder.app.tables.column_fit import ColumnFit
from listbuilder.app.tables.units_model import UnitIdRole, UnitsModel
from listbuilder.app.widgets.fold_area import FoldArea, least_rows_height
from listbuilder.app.widgets.key_filters import on_shortcut_override, pass_undo_keys
from listbuilder.app.widgets.steady_label import SteadyLabel
from listbuilder.core.changes import EVERYTHING, Change
from listbuilder.export.totals import LINE_SEPARATOR, total_lines, totals_line
from listbuilder.i18n.words import list_word, scale_name, term

if TYPE_CHECKING:  # annotations only: the first frame shows before the army loads
    from listbuilder.app.army.document import ArmyDocument, Edit

# Rows of the units table kept in view however short the window (the header scrolls first).
LEAST_ROWS = 3

# Lower than this (px), the editor is on a short screen and its totals line is smaller.
SHORT_EDITOR = 340

OVER_LIMIT = "#c0392b"  # the totals line's red, as it reads on a light window


class EditorParts(QSplitter):
    """The units (with the fields panel) over the notes. It asks for no more height than its
    least, so the header above is whole before the table grows; it takes what is left."""

    def __init__(self) -> None:
        super().__init__(Qt.Orientation.Vertical)

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.minimumSizeHint().height())


class ArmyEditor(QWidget):
    actions_changed = Signal()  # a rule system brought actions the menus should show
    notice = Signal(str)  # what the window's status bar says (why an action did nothing)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc: ArmyDocument | None = None
        self._within = True  # every total within its bounds
        self.banner = ListChangedBanner()
        self.banner.update_button.clicked.connect(
            lambda: self.doc and self.doc.accept_list_change())
        self._build_header()
        self._build_table()
        self.fields_panel = FieldsPanel()
        self.unit_actions = UnitActions(self, self.table, self.model, self.fields_panel)
        self.unit_actions.say = self.notice.emit
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
        self.place = PanelPlace(self, self.body, self.fields_panel, self.columns, self.model)
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
        layout.addLayout(self.unit_actions.buttons)
        notes_box = QWidget()
        notes_layout = QVBoxLayout(notes_box)
        notes_layout.setContentsMargins(0, 0, 0, 0)
        self.notes_title = QLabel(self.tr("Notes"))  # on a short screen the box's own words say it
        # Shown once the editor is known to be tall (`resizeEvent`): hidden, the editor still
        # sets the window's least height (its page is in a stack), 334 px with no army open.
        self.notes_title.hide()
        notes_layout.addWidget(self.notes_title)
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
        self.parts.splitterMoved.connect(lambda *_: self.place.notes_dragged())
        layout.addWidget(self.parts, 1)
        # Last: coming or going, the banner moves nothing above it (it pushed the header, the
        # totals and the table down under the player's pointer).
        layout.addWidget(self.banner)

    # --- construction --------------------------------------------------------------------
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
        self.scale_box = QComboBox()
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
        name_control(self.scale_box, self.tr("&Scale:"))
        # Other systems' totals can be long: they wrap. New figures re-lay out nothing
        # unless they need another line (`SteadyLabel`).
        self.totals_box = SteadyLabel()
        self.totals = self.totals_box.label
        self.totals.setObjectName("totals")
        self.totals_box.set_size_policy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

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
        # A title narrower than its words (a short screen in Russian: `ColumnFit`) ends in "…".
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        # Through the editor's methods: Qt drops them with the editor (see window/main_window).
        self.table.selectionModel().selectionChanged.connect(self._update_actions)
        self.table.selectionModel().selectionChanged.connect(self._follow_selection)
        self.model.modelReset.connect(self._update_actions)
        self.columns = ColumnFit(self.table, self.model, LEAST_ROWS)
        self.table.height_changed.connect(self._table_height_changed)
        self.table.setMinimumHeight(least_rows_height(self.table, LEAST_ROWS))

    def _table_height_changed(self) -> None:
        if self.doc is not None and self.columns.height_matters():
            self.place.place()

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
        self.model.set_document(doc)  # first: the rows follow an edit before the editor
        self.fields_panel.set_document(doc)
        self.unit_actions.doc = doc
        self.place.set_document(doc)
        if doc is not None:
            doc.changed.connect(self.refresh)
            doc.typed_edits = self.typed_edits
            if self.unit_actions.offer_selection_actions(doc):
                self.actions_changed.emit()
            self._fill_scales(doc)
        self.refresh()
        if doc is not None:
            self.place.fit_new_army(doc)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._style_totals()  # (re-styled only if it changed: `SteadyLabel.restyle`)
        self.notes_title.setVisible(event.size().height() >= SHORT_EDITOR)
        self.place.place()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.place.place()

    def _fill_scales(self, doc: ArmyDocument) -> None:
        self.scale_box.clear()
        for scale in doc.system.scales:
            self.scale_box.addItem(scale_name(scale), scale)

    def refresh(self, changes: Change = EVERYTHING) -> None:
        """Show what `changes` says is new of the army (everything, for a new army): its
        header for its own fields, the totals, the table's rows and the fields panel for its
        units. A unit's new weapon redraws no part of the header."""
        doc = self.doc
        self.setEnabled(doc is not None)
        if doc is None:
            return
        units = bool(changes & (Change.UNITS | Change.LIST))
        header = bool(changes & (Change.ARMY | Change.LIST))
        if units:
            self.table.lay_out_rows_now()  # the units that came or went (`UnitsModel.refresh`)
            self.place.refit_for_new_rows()
        if header:
            self._show_header(doc, changes)
        if changes & (Change.TOTALS | Change.LIST):
            self._show_totals(doc)
        if units:
            self._refresh_fields_panel(doc)
        if header:
            if self.banner.update_button.hasFocus() and not doc.list_changed:
                # Hidden with the focus, the button would pass it on as Tab does: to the
                # army's name, all of it selected for the next key to replace.
                self.table.setFocus(Qt.FocusReason.OtherFocusReason)
            self.banner.show_for(doc)
        if units:
            self._update_actions()
        if units or header:  # fields made for this army (the header's, the panel's)
            self._chain_focus()

    def _show_header(self, doc: ArmyDocument, changes: Change) -> None:
        """The army's name, list, scale, own fields and notes."""
        model = doc.model
        with QSignalBlocker(self.name_edit):
            self.name_edit.setText(model.name)
        with QSignalBlocker(self.scale_box):
            self.scale_box.setCurrentIndex(self.scale_box.findData(model.scale))
        if self.notes.toPlainText() != (model.notes or ""):
            self.notes.setPlainText(model.notes or "")
        if changes & Change.LIST:
            self.list_label.setText(
                f"{list_word(doc.army_list.name)}  —  {term(doc.system.name)}")
            layout = doc.system.editor_layout
            for column, key in enumerate(UnitsModel.KEYS):
                self.table.setColumnHidden(column, key not in layout.columns)
        self.army_fields.show_fields(doc.army_fields)

    def _show_totals(self, doc: ArmyDocument) -> None:
        text, within = totals_line(doc.view.totals)
        # Each total keeps its words together ("Heroes 1 of 1"), and a word with a hyphen
        # whole (Hungarian "VD-je"): the line wraps between totals only.
        self.totals_box.set_text(LINE_SEPARATOR.join(
            part.replace(" ", "\u00a0").replace("-", "\u2011")
            for part in text.split(LINE_SEPARATOR)))
        self.totals.setToolTip("\n".join(total_lines(doc.view)))
        self._within = within
        self._style_totals()

    def _style_totals(self) -> None:
        """Red when a total breaks its bounds, a red that reads on this palette's window."""
        palette = self.palette()
        colour = "palette(text)" if self._within else readable(
            OVER_LIMIT, palette.color(QPalette.ColorRole.Window), text_ratio(palette))
        # On a short screen (200 % on a laptop) smaller, on fewer lines: the rows get the room.
        size, pad = (12, 4) if self.height() >= SHORT_EDITOR else (10, 1)
        style = (f"#totals {{ font-size: {size}pt; font-weight: 600; color: {colour}; "
                 f"padding: {pad}px 0; }}")
        self.totals_box.restyle(style)  # re-styling re-lays out the window: only on change

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # the desktop switched light / dark
            self._style_totals()

    def _chain_focus(self) -> None:
        """Tab visits the fields top to bottom, including those made for this army (options,
        the fields panel), which Qt would otherwise put last."""
        chain = [self.banner.update_button, self.name_edit, self.scale_box,
                 *self.army_fields.focusables(), *self.unit_actions.tool_buttons, self.table,
                 *self.fields_panel.focusables(), self.notes]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    # The widgets beside the army's ticks, for the menus that name them.
    @property
    def option_fields(self) -> dict[str, list]:
        return self.army_fields.beside

    def _refresh_fields_panel(self, doc: ArmyDocument) -> None:
        """The fields panel kept on the unit it shows; shown while it has something."""
        unit_id = self.fields_panel.unit_id
        if unit_id and not self.selected_unit_ids() and self.model.row_of(unit_id) >= 0:
            self.select_units([unit_id])  # the table was reset by a unit added or removed
        self.fields_panel.refresh()
        self._show_fields_panel()

    def _show_fields_panel(self) -> None:
        panel = self.fields_panel
        panel.setVisible(panel.offers)
        # Add and remove as buttons where the player adds units (not in Basic Impetus,
        # whose list sets them); in the Army menu always.
        self.unit_actions.follow_layout(self.doc.system.editor_layout if self.doc else None,
                                        adds=bool(panel.add_unit_button.specs))

    def _follow_selection(self) -> None:
        ids = self.selected_unit_ids()
        self.fields_panel.set_unit(ids[0] if len(ids) == 1 else None)
        self._show_fields_panel()
        # Wider beside the table if this unit's fields need it: measured once Qt has shown
        # the fields just made (it shows a layout's new widgets from the event loop).
        QTimer.singleShot(0, self, self._place_fields_panel)

    def _place_fields_panel(self) -> None:
        self.place.place()

    def commit_pending(self) -> None:
        """Turn input not yet confirmed into edits of this army, before saving or leaving it.

        Covers every place a player types: the army's name and notes, the army's fields, an
        open cell editor of the units table and the fields panel's fields.
        """
        doc = self.doc
        if doc is None:
            return
        self.delegate.commit_all()
        self.fields_panel.commit_pending()
        self.army_fields.commit_pending()
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
        widget = next((w for w in self.army_fields.widgets()
                       if w.spec.path == path[:len(w.spec.path)]), None)
        if widget is None:  # (a field just made is shown by Qt a moment later)
            return False
        widget.focusables()[0].setFocus(Qt.FocusReason.TabFocusReason)
        return True

    # --- selection and unit actions ------------------------------------------------------
    def selected_unit_ids(self) -> list[str]:
        return selected_unit_ids(self.table, self.model)

    def select_units(self, unit_ids: list[str]) -> None:
        select_units(self.table, self.model, unit_ids)

    def _update_actions(self) -> None:
        self.unit_actions.update()
