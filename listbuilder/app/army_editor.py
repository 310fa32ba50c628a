"""The army being edited: header, totals, options, the units table and notes.

Generic parts (name, scale, notes, totals, the list-changed banner, the table) work for any
rule system; the General box, options and grouping actions appear for Basic Impetus armies.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QItemSelection, QItemSelectionModel, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from listbuilder.app import bi_edits, points_editor
from listbuilder.app.document import ArmyDocument
from listbuilder.app.field_widgets import FieldWidget, shape
from listbuilder.app.layouts import discard, widgets_in
from listbuilder.app.points_editor import PointsEditor
from listbuilder.app.unit_widgets import NotesEdit, UnitDelegate
from listbuilder.app.units_model import UnitIdRole, UnitsModel
from listbuilder.core.edit_specs import FieldSpec
from listbuilder.export.totals import total_lines, totals_line

# Narrower than this, the points panel goes below the units table instead of beside it:
# side by side at 1024 px the table would be left a sliver.
WIDE_EDITOR = 880


# Characters a choice inside an option shows before eliding (the full text is in the list).
OPTION_CHOICE_CHARS = 16
# Changes listed in the list-changed banner before 'and N more'.
BANNER_LINES = 6

class ArmyEditor(QWidget):
    actions_changed = Signal()  # a rule system brought actions the menus should show

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc: ArmyDocument | None = None
        self._build_banner()
        self._build_header()
        self._build_actions()
        self._build_table()
        self.points_panel = PointsEditor()
        self.points_panel.unit_added.connect(lambda uid: self.select_units([uid]))
        self.body = QSplitter()
        self.body.setObjectName("editorBody")
        self.body.addWidget(self.table)
        self.body.addWidget(self.points_panel)
        self.body.setStretchFactor(0, 1)
        self.body.setChildrenCollapsible(False)
        self.options_box = QGroupBox(self.tr("Options"))
        self.options_layout = QGridLayout(self.options_box)
        self.option_boxes: dict[str, QCheckBox] = {}
        self.option_holders: dict[str, QWidget] = {}
        self.holder_rows: dict[str, QHBoxLayout] = {}  # the layout of each holder
        self.option_fields: dict[str, list[FieldWidget]] = {}  # by option id
        self.notes = NotesEdit()
        self.notes.setPlaceholderText(self.tr("Notes for this army (deployment, house rules…)"))
        self.notes.setMinimumHeight(36)
        self.notes.setTabChangesFocus(True)  # Tab moves on, as in every other field
        self.notes.editing_finished.connect(lambda text: self.doc and self.doc.set_notes(text))

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.banner)
        layout.addLayout(self.form)
        layout.addWidget(self.totals)
        layout.addWidget(self.options_box)
        layout.addLayout(self.unit_buttons)
        notes_box = QWidget()
        notes_layout = QVBoxLayout(notes_box)
        notes_layout.setContentsMargins(0, 0, 0, 0)
        notes_layout.addWidget(QLabel(self.tr("Notes")))
        notes_layout.addWidget(self.notes)
        # The notes share the height with the table in a splitter: on a short screen the
        # player drags them small; the position is remembered with the window.
        self.parts = QSplitter(Qt.Orientation.Vertical)
        self.parts.setObjectName("editorParts")
        self.parts.addWidget(self.body)
        self.parts.addWidget(notes_box)
        self.parts.setStretchFactor(0, 1)
        self.parts.setChildrenCollapsible(False)
        self.parts.setSizes([900, 90])
        layout.addWidget(self.parts, 1)

    # --- construction --------------------------------------------------------------------
    def _build_banner(self) -> None:
        self.banner = QFrame()
        self.banner.setObjectName("listChangedBanner")
        self.banner.setFrameShape(QFrame.Shape.StyledPanel)
        self.banner.setStyleSheet("#listChangedBanner { background: #fff3cd; color: #5c4400; "
                                  "border: 1px solid #e0b84c; border-radius: 4px; }")
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
        self.list_label = QLabel()
        self.list_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.scale_box = QComboBox()
        self.scale_box.setToolTip(self.tr("Figure scale: sets the base sizes shown and printed"))
        self.scale_box.activated.connect(
            lambda _: self.doc and self.doc.set_scale(self.scale_box.currentData()))
        self.general_box = QComboBox()
        self.general_box.setToolTip(self.tr("Only units the list lets carry the General are "
                                            "offered"))
        self.general_box.activated.connect(
            lambda _: self.doc and bi_edits.set_general(self.doc, self.general_box.currentData()))
        self.form = QFormLayout()
        self.form.addRow(self.tr("Army &name:"), self.name_edit)
        self.form.addRow(self.tr("List:"), self.list_label)
        pickers = QHBoxLayout()
        pickers.addWidget(self.scale_box)
        self.general_label = QLabel(self.tr("Genera&l:"))
        self.general_label.setBuddy(self.general_box)
        pickers.addWidget(self.general_label)
        pickers.addWidget(self.general_box, 1)
        self.form.addRow(self.tr("&Scale:"), pickers)
        scale_label = self.form.labelForField(pickers)
        if isinstance(scale_label, QLabel):
            scale_label.setBuddy(self.scale_box)
        self.totals = QLabel()
        self.totals.setObjectName("totals")
        self.totals.setWordWrap(True)  # other systems' totals can be long
        self.totals.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def _build_actions(self) -> None:
        self.rename_action = self._make_action(self.tr("&Rename unit"), "F2", self.tr(
            "Give the selected unit its own name"))
        self.rename_action.triggered.connect(self.rename_selected)
        # One action per kind of selection action a rule system offers (group, big unit…),
        # made the first time an army of that system is shown; hidden for other systems.
        self.selection_actions: dict[str, QAction] = {}
        self.unit_buttons = QHBoxLayout()
        self.unit_tool_buttons: list[QToolButton] = []
        self._add_tool_button(self.rename_action)
        self.unit_buttons.addStretch(1)
        self.unit_actions: tuple[QAction, ...] = (self.rename_action,)

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
        self.unit_buttons.insertWidget(len(self.unit_tool_buttons), button)
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
            self.unit_actions = (*self.selection_actions.values(), self.rename_action)
            for act in self.unit_actions:
                self._add_tool_button(act)
            self.actions_changed.emit()
        offered = {k.key for k in kinds}
        for key, act in self.selection_actions.items():
            act.setVisible(key in offered)

    # The actions of Basic Impetus armies by name, for tests and menus that name them.
    @property
    def group_action(self) -> QAction:
        return self.selection_actions["group"]

    @property
    def ungroup_action(self) -> QAction:
        return self.selection_actions["ungroup"]

    @property
    def big_unit_action(self) -> QAction:
        return self.selection_actions["big-unit"]

    def _build_table(self) -> None:
        self.model = UnitsModel(self)
        self.table = QTableView()
        self.table.setObjectName("unitsTable")
        self.table.setModel(self.model)
        self.delegate = UnitDelegate(self.table)
        self.table.setItemDelegate(self.delegate)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.table.verticalHeader().hide()
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self.table.selectionModel().selectionChanged.connect(self._update_actions)
        self.table.selectionModel().selectionChanged.connect(self._follow_selection)
        self.model.modelReset.connect(self._update_actions)

    # --- following the document ----------------------------------------------------------
    def set_document(self, doc: ArmyDocument | None) -> None:
        """Show another army (or none); input still pending for the last one is dropped.

        Callers commit it first (`commit_pending`) when it should be kept.
        """
        self.delegate.close_all()
        if self.doc is not None:
            self.doc.changed.disconnect(self.refresh)
        self.doc = doc
        self.model.set_document(doc)
        self.points_panel.set_document(doc)
        if doc is not None:
            doc.changed.connect(self.refresh)
            self._offer_selection_actions(doc)
            self._fill_scales(doc)
            self._fill_options(doc)
        self.refresh()
        if doc is not None:
            self.fit_columns()

    def fit_columns(self) -> None:
        """Columns sized for this army (never another's widths), none narrower than its
        header; the last one takes what is left."""
        header = self.table.horizontalHeader()
        for column in range(self.model.columnCount()):
            if not self.table.isColumnHidden(column):
                wanted = max(self.table.sizeHintForColumn(column),
                             header.sectionSizeHint(column))
                header.resizeSection(column, wanted)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        orientation = (Qt.Orientation.Horizontal if self.width() >= WIDE_EDITOR
                       else Qt.Orientation.Vertical)
        if orientation != self.body.orientation():
            wide = orientation == Qt.Orientation.Horizontal
            self.body.setOrientation(orientation)
            # Beside the table the panel keeps its width; below it, the two share the height.
            self.body.setStretchFactor(1, 0 if wide else 1)
            self.body.setSizes([3, 2] if wide else [1, 1])

    def _fill_scales(self, doc: ArmyDocument) -> None:
        self.scale_box.clear()
        for scale in doc.system.scales:
            self.scale_box.addItem(scale, scale)

    def _fill_options(self, doc: ArmyDocument) -> None:
        for widgets in self.option_fields.values():
            for widget in widgets:
                widget.detach()
        for old in widgets_in(self.options_layout, QWidget):
            discard(self.options_layout, old)
        self.option_boxes, self.option_fields, self.option_holders = {}, {}, {}
        self.holder_rows = {}
        options = getattr(doc.army_list, "options", []) if bi_edits.supports(doc) else []
        for i, option in enumerate(options):
            box = QCheckBox(option.name.replace("&", "&&"))  # no mnemonic from a name
            tip = option.text or option.name
            if option.excludes:
                tip += "\n" + self.tr("Cannot be combined with: {names}").format(
                    names=", ".join(option.excludes))
            box.setToolTip(tip)
            box.toggled.connect(lambda on, oid=option.id: self.doc is not None
                                and bi_edits.set_option(self.doc, oid, on))
            # The choices inside the option (which row it adds…) go beside its check box.
            holder = QWidget()
            self.holder_rows[option.id] = QHBoxLayout(holder)
            self.holder_rows[option.id].setContentsMargins(0, 0, 0, 0)
            holder.hide()
            cell = QWidget()
            row = QHBoxLayout(cell)
            row.setContentsMargins(0, 0, 0, 0)
            row.addWidget(box)
            row.addWidget(holder)
            row.addStretch(1)
            self.options_layout.addWidget(cell, i // 2, i % 2)
            self.option_boxes[option.id] = box
            self.option_holders[option.id] = holder
        self.options_box.setVisible(bool(options))

    def _refresh_option_fields(self, doc: ArmyDocument) -> None:
        """The choice widgets of the options taken; rebuilt only when their shape changes,
        so a combo box keeps the focus after a pick."""
        specs = bi_edits.option_fields(doc)
        for option_id, holder in self.option_holders.items():
            wanted = specs.get(option_id, [])
            widgets = self.option_fields.get(option_id, [])
            if [shape(s) for s in wanted] == [shape(w.spec) for w in widgets]:
                for widget, spec in zip(widgets, wanted, strict=True):
                    widget.show_value(spec)
                continue
            for widget in widgets:
                widget.detach()
            layout = self.holder_rows[option_id]
            for old in widgets_in(layout, QWidget):
                discard(layout, old)
            self.option_fields[option_id] = [self._add_option_field(layout, spec)
                                             for spec in wanted]
            holder.setVisible(bool(wanted))

    def _add_option_field(self, row: QHBoxLayout, spec: FieldSpec) -> FieldWidget:
        label = QLabel(self.tr(spec.label) + ":")
        widget = FieldWidget(spec)
        if isinstance(widget.editor, QComboBox):  # a long row name must not widen the window
            widget.editor.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            widget.editor.setMinimumContentsLength(OPTION_CHOICE_CHARS)
        label.setBuddy(widget.editor)
        option = self.option_boxes[spec.section].text().replace("&&", "&")
        widget.editor.setAccessibleName(f"{option}: {label.text()}")
        widget.picked.connect(lambda value, w=widget: self.doc is not None
                              and bi_edits.set_option_field(self.doc, w.spec, value))
        row.addWidget(label)
        row.addWidget(widget)
        return widget

    def refresh(self) -> None:
        doc = self.doc
        self.setEnabled(doc is not None)
        if doc is None:
            return
        model, view = doc.model, doc.view
        with QSignalBlocker(self.name_edit):
            self.name_edit.setText(model.name)
        self.list_label.setText(f"{doc.army_list.name}  —  {doc.system.name}")
        with QSignalBlocker(self.scale_box):
            self.scale_box.setCurrentIndex(self.scale_box.findData(model.scale))
        if self.notes.toPlainText() != (model.notes or ""):
            self.notes.setPlainText(model.notes or "")
        text, within = totals_line(view.totals)
        self.totals.setText(text)
        self.totals.setToolTip("\n".join(total_lines(view)))
        colour = "palette(text)" if within else "#c0392b"
        style = f"#totals {{ font-size: 12pt; font-weight: 600; color: {colour}; padding: 4px 0; }}"
        if self.totals.styleSheet() != style:  # re-styling re-lays out the window: only on change
            self.totals.setStyleSheet(style)
        self._refresh_bi(doc)
        self._refresh_points(doc)
        self._refresh_banner(doc)
        self._update_actions()
        self._chain_focus()

    def _chain_focus(self) -> None:
        """Tab visits the fields top to bottom, including those made for this army (options,
        the points panel), which Qt would otherwise put last."""
        chain = [self.update_button, self.name_edit, self.scale_box, self.general_box,
                 *self._option_focusables(), *self.unit_tool_buttons, self.table,
                 *self.points_panel.focusables(), self.notes]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def _option_focusables(self) -> list[QWidget]:
        """Each option's check box, then the choices beside it."""
        found: list[QWidget] = []
        for option_id, box in self.option_boxes.items():
            found.append(box)
            for widget in self.option_fields.get(option_id, []):
                found += widget.focusables()
        return found

    def _refresh_banner(self, doc: ArmyDocument) -> None:
        self.banner.setVisible(doc.list_changed)
        if not doc.list_changed:
            return
        changes = doc.list_changes()
        head = self.tr("<b>The list “{name}” has changed</b> since this army was built.").format(
            name=html.escape(doc.army_list.name))
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
        self.banner_text.setText(f"{head}<br>{detail}<br>" + self.tr(
            "Press Update to accept the new list (you can undo it)."))

    def _refresh_bi(self, doc: ArmyDocument) -> None:
        is_bi = bi_edits.supports(doc)
        for widget in (self.general_box, self.general_label):
            widget.setVisible(is_bi)
        self.rename_action.setVisible(is_bi)
        for button in self.unit_tool_buttons:  # a lone tool button does not follow its action
            button.setVisible(button.defaultAction().isVisible())
        # General and weapon choices are Basic Impetus editing; other systems show the rest.
        for column in (UnitsModel.GENERAL, UnitsModel.WEAPON):
            self.table.setColumnHidden(column, not is_bi)
        # Points systems cost every unit; Basic Impetus has no points.
        self.table.setColumnHidden(UnitsModel.POINTS, is_bi)
        if not is_bi:
            return
        with QSignalBlocker(self.general_box):
            self.general_box.clear()
            for unit in doc.view.units:
                if unit.may_lead:
                    self._add_general_item(doc.view.label(unit.id), unit.id)
            current = getattr(doc.model, "general", None)  # Basic Impetus's own field
            if current is None:
                self.general_box.addItem(self.tr("— none —"), None)
            elif self.general_box.findData(current) < 0:
                # Shown as it is so the problem is visible; the findings say why and fix it.
                text = (self.tr("⚠ {name} (may not carry it)").format(
                    name=doc.view.label(current)) if doc.view.unit(current) else
                    self.tr("⚠ a unit the army no longer has"))
                self._add_general_item(text, current)
            self.general_box.setCurrentIndex(self.general_box.findData(current))
        for option_id, box in self.option_boxes.items():
            with QSignalBlocker(box):
                box.setChecked(option_id in getattr(doc.model, "options", []))
        self._refresh_option_fields(doc)

    def _add_general_item(self, text: str, unit_id: str) -> None:
        self.general_box.addItem(text, unit_id)
        self.general_box.setItemData(self.general_box.count() - 1, unit_id,
                                     Qt.ItemDataRole.ToolTipRole)

    def _refresh_points(self, doc: ArmyDocument) -> None:
        """Points systems: the configuration panel, kept on the unit it shows."""
        shown = points_editor.supports(doc)
        self.points_panel.setVisible(shown)
        if not shown:
            return
        unit_id = self.points_panel.unit_id
        if unit_id and not self.selected_unit_ids() and self.model.row_of(unit_id) >= 0:
            self.select_units([unit_id])  # the table was reset by a unit added or removed
        self.points_panel.refresh()

    def _follow_selection(self) -> None:
        ids = self.selected_unit_ids()
        self.points_panel.set_unit(ids[0] if len(ids) == 1 else None)

    def commit_pending(self) -> None:
        """Turn input not yet confirmed into edits of this army, before saving or leaving it.

        Covers every place a player types: the army's name and notes, an open cell editor of
        the units table and the points panel's fields.
        """
        doc = self.doc
        if doc is None:
            return
        self.delegate.commit_all()
        self.points_panel.commit_pending()
        if self.name_edit.text().strip() and self.name_edit.text() != doc.model.name:
            doc.set_army_name(self.name_edit.text())
        if self.notes.toPlainText() != (doc.model.notes or ""):
            doc.set_notes(self.notes.toPlainText())

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

    def run_selection_action(self, key: str) -> bool:
        ids = self.selected_unit_ids()
        if self.doc is None or not ids:
            return False
        done = self.doc.run_selection_action(key, ids)
        self.select_units(ids)
        return done

    def rename_selected(self) -> None:
        ids = self.selected_unit_ids()
        if ids:
            self.table.edit(self.model.index(self.model.row_of(ids[0]), UnitsModel.NAME))
