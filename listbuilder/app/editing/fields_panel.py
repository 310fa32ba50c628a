"""The fields panel beside (or below) the units table: Add unit, and the selected unit's
fields that are not edited in a table cell (`EditorLayout.in_cell`), with add and remove.
The same rule for every system; it shows only when it has something to offer (Basic
Impetus edits its units' fields in their cells and adds no units: it has none).

It renders what the rule system says is editable (`GameSystem.editable/addable/removable`)
and knows no system's rules: every change becomes one undoable edit through the document,
and the costs shown come back from the system's own `build` after each edit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from listbuilder.app.editing.field_widgets import FieldWidget, shape, typed_edits
from listbuilder.app.widgets.layouts import discard, widgets_in
from listbuilder.core.edit_specs import add_edit, remove_edit, short_label
from listbuilder.core.phrases import said
from listbuilder.i18n.words import list_word

if TYPE_CHECKING:  # annotations only: the first frame shows before the army loads
    from listbuilder.app.army.document import ArmyDocument, Edit
    from listbuilder.core.edit_specs import AddSpec, FieldSpec, RemoveSpec


class FieldsForm(QWidget):
    """A form of field widgets grouped by section; rebuilt only when its shape changes."""

    edited = Signal(object, object)  # spec, value
    remove_requested = Signal(object)  # RemoveSpec
    typing = Signal()  # input typed, not yet confirmed

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.widgets: list[FieldWidget] = []
        self._shape: tuple = ()

    def show_fields(self, specs: list[FieldSpec], removals: list[RemoveSpec]) -> None:
        new_shape = (tuple(shape(s) for s in specs),
                     tuple((r.section, r.path) for r in removals))
        if new_shape == self._shape:
            for widget, spec in zip(self.widgets, specs, strict=True):
                widget.show_value(spec)
            return
        self._shape = new_shape
        self._clear()
        removal_of = {r.section: r for r in removals if r.section}
        forms: dict[str, QFormLayout] = {}
        for spec in specs:
            form = forms.get(spec.section) or self._section(spec.section, forms, removal_of)
            widget = FieldWidget(spec)
            widget.picked.connect(lambda value, w=widget: self.edited.emit(w.spec, value))
            widget.typing.connect(self.typing)
            form.addRow(self.tr(spec.label), widget)
            self.widgets.append(widget)
        for title, form in forms.items():
            removal = removal_of.get(title)
            if removal is not None:  # last in its section, away from the fields
                button = QPushButton(self.tr(removal.label))
                button.setObjectName("removeEntry")
                button.clicked.connect(lambda _=False, r=removal: self.remove_requested.emit(r))
                form.addRow("", button)

    def _section(self, title: str, forms: dict[str, QFormLayout],
                 removal_of: dict[str, RemoveSpec]) -> QFormLayout:
        box: QWidget = QGroupBox(self.tr(title)) if title else QWidget()
        form = QFormLayout(box)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        if not title:
            form.setContentsMargins(0, 0, 0, 0)
        self.layout_.addWidget(box)
        forms[title] = form
        return form

    def commit_pending(self) -> None:
        for widget in list(self.widgets):
            widget.commit_pending()

    def typed_edits(self, doc: ArmyDocument) -> list[Edit]:
        return typed_edits(doc, self.widgets)

    def focusables(self) -> list[QWidget]:
        found: list[QWidget] = []
        for widget in self.widgets:
            found += widget.focusables()
        found += self.findChildren(QPushButton, "removeEntry")
        return found

    def reset(self) -> None:
        """Drop every widget: the next `show_fields` builds fresh ones for its army."""
        self._shape = ()
        self._clear()

    def _clear(self) -> None:
        for widget in self.widgets:
            widget.detach()
        self.widgets = []
        for section in widgets_in(self.layout_, QWidget):
            discard(self.layout_, section)


class AddButton(QPushButton):
    """'Add … ▾': a menu filled when opened, from the adds offered at that moment.

    A push button, not a tool button: its menu arrow gets room of its own beside the text
    (a tool button's instant popup drew it over the last letter)."""

    chosen = Signal(object)  # AddSpec

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.specs: list[AddSpec] = []
        self.setMenu(QMenu(self))
        self.menu().aboutToShow.connect(self._fill)

    def _fill(self) -> None:
        menu = self.menu()
        menu.clear()
        for spec in self.specs:
            menu.addAction(self.tr(spec.label)).triggered.connect(
                lambda _=False, s=spec: self.chosen.emit(s))


class FieldsPanel(QScrollArea):
    """Add unit, and the selected unit's fields (those not in a cell), with add and remove."""

    unit_added = Signal(str)
    unit_removed = Signal()  # the panel showed that unit: the focus must go elsewhere
    typing = Signal()  # input typed in a field, not yet confirmed

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc: ArmyDocument | None = None
        self.unit_id: str | None = None
        self.offers = False  # anything to show for this army and selection (`refresh`)
        self._widest = 0  # see `needed_width`
        self.setWidgetResizable(True)
        self.setObjectName("fieldsPanel")
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addWidget(self._build_add_unit(), 0, Qt.AlignmentFlag.AlignLeft)
        # Where the army's settings were: what the panel is for, until a unit is selected.
        self.hint = QLabel(self.tr("Select a row of the table to edit it here."))
        self.hint.setObjectName("panelHint")
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        layout.addWidget(self._build_unit_box())
        layout.addStretch(1)
        self.setWidget(body)
        # Labels wrap instead: a sideways scroll bar hides half of every field.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumWidth(300)
        # Not a Tab stop of its own (Tab went to the empty frame once more after its last
        # field); a field reached by Tab is scrolled into view all the same.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def _build_add_unit(self) -> AddButton:
        self.add_unit_button = AddButton(self.tr("Add unit"))
        self.add_unit_button.setObjectName("addUnit")
        self.add_unit_button.chosen.connect(self.add)
        return self.add_unit_button

    def _build_unit_box(self) -> QGroupBox:
        self.unit_box = QGroupBox(self.tr("Selected unit"))
        self.unit_title = QLabel()
        self.unit_title.setObjectName("unitTitle")
        self.unit_title.setWordWrap(True)
        self.unit_form = FieldsForm()
        self.unit_form.edited.connect(self.set_field)
        self.unit_form.remove_requested.connect(self.remove)
        self.unit_form.typing.connect(self.typing)
        self.add_entry_buttons = QHBoxLayout()
        self.remove_unit_button = QPushButton(self.tr("Remove unit"))
        self.remove_unit_button.setObjectName("removeUnit")
        self.remove_unit_button.clicked.connect(self._remove_unit)
        layout = QVBoxLayout(self.unit_box)
        layout.addWidget(self.unit_title)
        layout.addWidget(self.unit_form)
        layout.addLayout(self.add_entry_buttons)
        layout.addWidget(self.remove_unit_button)
        return self.unit_box

    # --- following the document and the selection ----------------------------------------
    def set_document(self, doc: ArmyDocument | None) -> None:
        """Show another army; what was typed for the last one is dropped, never carried over.

        The window commits pending input before it changes the army (`commit_pending`).
        """
        self.unit_form.reset()
        for button in (self.add_unit_button, *self.entry_add_buttons()):
            button.menu().hide()  # its entries are the last army's
        self.doc, self.unit_id = doc, None
        self._widest = 0
        self.refresh()

    def commit_pending(self) -> None:
        self.unit_form.commit_pending()

    def typed_edits(self) -> list[Edit]:
        """What the input typed but not yet confirmed in the panel's fields would set."""
        if self.doc is None:
            return []
        return self.unit_form.typed_edits(self.doc) if self.unit_id else []

    def focusables(self) -> list[QWidget]:
        """What Tab visits in here, top to bottom."""
        return [self.add_unit_button,
                *self.unit_form.focusables(), *self.entry_add_buttons(),
                self.remove_unit_button]

    def needed_width(self) -> int:
        """Room for the widest fields shown for this army whole, beside the scroll bar (the
        panel never scrolls sideways: narrower, it cuts the fields' right ends). The widest
        so far, so that the panel does not jump between beside and below the table as the
        player clicks from unit to unit."""
        body = self.widget()
        fields = body.minimumSizeHint().width() if body else 0
        bar = self.verticalScrollBar().sizeHint().width()
        self._widest = max(self._widest, self.minimumWidth(),
                           fields + bar + 2 * self.frameWidth())
        return self._widest

    def minimumSizeHint(self) -> QSize:
        """With no unit shown, no more than its hint: below the table the panel is only as
        high as that, and the table takes the rest (a scroll area asks for 70 px)."""
        least = super().minimumSizeHint()
        body = self.widget()
        if body is not None and not self.unit_box.isVisibleTo(self):
            least.setHeight(min(least.height(),
                                body.minimumSizeHint().height() + 2 * self.frameWidth()))
        return least

    def set_unit(self, unit_id: str | None) -> None:
        if unit_id != self.unit_id:
            if self.doc is not None and self.unit_id and self.doc.view.unit(self.unit_id):
                self.unit_form.commit_pending()  # typed for the unit shown until now
            self.unit_id = unit_id
            self.refresh()
            if unit_id is not None:  # below the army's settings: scrolled into view once laid out
                QTimer.singleShot(0, self, self.show_unit)

    def show_unit(self) -> None:
        """The selected unit's fields in view: in a low panel they start below the fold."""
        if self.unit_box.isVisible():
            self.verticalScrollBar().setValue(self.unit_box.y())

    def refresh(self) -> None:
        doc = self.doc
        if doc is None:
            return
        system, army_list, model = doc.system, doc.army_list, doc.model
        self.add_unit_button.specs = system.addable(army_list, model)
        # Never shown: it only holds the menu that the Add unit… button over the table,
        # Army ▸ Add unit… and Ins open; a second Add unit here read as another thing.
        self.add_unit_button.setVisible(False)
        unit = doc.view.unit(self.unit_id) if self.unit_id else None
        if unit is None:
            # Gone (an undone add): its fields emit nothing more, not even the focused one
            # finishing as it hides, whose path would name a unit that is no longer there.
            self.unit_form.reset()
            self.unit_id = None
        shown = self._show_unit(doc, unit) if unit is not None else False
        self.unit_box.setVisible(shown)
        self.hint.setVisible(not shown)
        self.offers = shown or bool(self.add_unit_button.specs)

    def _show_unit(self, doc: ArmyDocument, unit) -> bool:
        """The unit's fields not in a cell, its removals and adds; False: it has none."""
        system, army_list, model = doc.system, doc.army_list, doc.model
        in_cell = system.editor_layout.in_cell
        specs = [s for s in system.editable(army_list, model, unit.id) if not in_cell(s)]
        removals = system.removable(army_list, model, unit.id)
        adds = system.addable(army_list, model, unit.id)
        self.unit_form.show_fields(specs, removals)
        self.unit_title.setText(self._title(unit))
        self.unit_title.setToolTip(self._breakdown(unit))
        self._unit_removal = next((r for r in removals if not r.section), None)
        self.remove_unit_button.setVisible(self._unit_removal is not None)
        self._fill_entry_adds(adds)
        return bool(specs or removals or adds)

    def _title(self, unit) -> str:
        cost = (self.tr(" — {n} points").format(n=unit.points) if unit.points is not None
                else "")
        return f"<b>{list_word(unit.name)}</b>{cost}<br><small>{said(unit.type_name)}</small>"

    def _breakdown(self, unit) -> str:
        # Items in English, as the JSON has them; shown in the window's language: a Phrase
        # ("Growth × 2") by its template, a word by the catalogue, a list's own name as it is.
        return "\n".join(f"{said(row.item)}: {row.points}" for row in unit.cost_breakdown)

    def _fill_entry_adds(self, specs: list[AddSpec]) -> None:
        by_section: dict[str, list[AddSpec]] = {}
        for spec in specs:
            by_section.setdefault(spec.section, []).append(spec)
        buttons = self.add_entry_buttons
        existing = self.entry_add_buttons()
        if [b.text() for b in existing] != [self._add_text(s) for s in by_section]:
            for button in existing:
                discard(buttons, button)
            existing = []
            for section in by_section:
                button = AddButton(self._add_text(section))
                button.chosen.connect(self.add)
                buttons.addWidget(button)
                existing.append(button)
        for button, section_specs in zip(existing, by_section.values(), strict=True):
            button.specs = section_specs

    def entry_add_buttons(self) -> list[AddButton]:
        return widgets_in(self.add_entry_buttons, AddButton)

    def _add_text(self, section: str) -> str:
        return self.tr("Add to {section}").format(section=self.tr(section).lower() if section
                                                       else self.tr("unit"))

    # --- edits ---------------------------------------------------------------------------
    def set_field(self, spec: FieldSpec, value: Any) -> bool:
        if self.doc is None or not self.doc.set_field(spec, value):
            self.refresh()  # e.g. a cleared name: show the stored one again
            return False
        return True

    def add(self, spec: AddSpec) -> bool:
        if self.doc is None or spec not in self._offered():
            return False  # from a menu made for another army or unit, still open
        before = {u.id for u in self.doc.view.units}
        text = self.tr("Add {what}").format(what=short_label(spec.label))
        if not self.doc.apply(text, [add_edit(self.doc.model, spec)]):
            return False
        new = [u.id for u in self.doc.view.units if u.id not in before]
        if new:
            self.unit_added.emit(new[0])
        return True

    def offer_adds(self, at: QPoint) -> bool:
        """The Add unit menu, shown at `at` (Army ▸ Add unit…); False with nothing to add."""
        button = self.add_unit_button
        if not button.specs:
            return False
        button.menu().popup(at)  # filled as it shows
        return True

    def _offered(self) -> list[AddSpec]:
        """The adds shown now: the army's, and the shown unit's (none when no unit is)."""
        entries = self.entry_add_buttons() if self.unit_id is not None else []
        return [*self.add_unit_button.specs,
                *(spec for button in entries for spec in button.specs)]

    def remove(self, spec: RemoveSpec) -> bool:
        if self.doc is None:
            return False
        text = spec.label if not spec.section else self.tr("Remove {what}").format(
            what=spec.section)
        return self.doc.apply(text, [remove_edit(self.doc.model, spec)])

    def _remove_unit(self) -> None:
        removal = getattr(self, "_unit_removal", None)
        if removal is not None and self.remove(removal):
            self.unit_removed.emit()
