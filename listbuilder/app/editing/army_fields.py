"""The army's own fields in the editor's header, for every rule system.

A rule system describes them as `FieldSpec`s (`editable(…, None)`); this renders any of
them: plain fields in a row beside the scale (the Basic Impetus General, a points limit, a
game format), ticks (`member`:
an option taken) in a box of two columns, and the fields whose `section` is a tick's member
beside that tick (the row an option adds). Widgets are rebuilt only when their shape changes,
so a combo box keeps the focus after a pick.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QWidget,
)

from listbuilder.app.editing.field_widgets import FieldWidget, shape, typed_edits
from listbuilder.app.widgets.layouts import discard, widgets_in
from listbuilder.core.edit_specs import plain_label

if TYPE_CHECKING:  # the specs come with an army, after the window's first frame
    from listbuilder.app.army.document import ArmyDocument, Edit
    from listbuilder.core.edit_specs import FieldSpec

# Characters a field beside a tick shows before eliding (the full text is in its list).
BESIDE_CHARS = 16
TICK_COLUMNS = 2


class ArmyFields(QObject):
    picked = Signal(object, object)  # spec, value: one deliberate change
    typing = Signal()  # input typed, not yet confirmed

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.header = QWidget()
        self.header_row = QHBoxLayout(self.header)
        self.header_row.setContentsMargins(0, 0, 0, 0)
        self.header_fields: list[FieldWidget] = []
        self.box = QGroupBox()
        self.grid = QGridLayout(self.box)
        self.ticks: dict[str, QCheckBox] = {}  # by member id
        self.tick_specs: dict[str, FieldSpec] = {}
        self.holders: dict[str, QWidget] = {}  # beside each tick: its fields, when it has any
        self.holder_rows: dict[str, QHBoxLayout] = {}
        self.beside: dict[str, list[FieldWidget]] = {}  # by member id
        self._tick_shape: tuple = ()
        self.box.hide()

    def show_fields(self, specs: list[FieldSpec]) -> None:
        ticks = [s for s in specs if s.member is not None]
        members = {t.member for t in ticks}
        self._show_header([s for s in specs if s.member is None and s.section not in members])
        self._show_ticks(ticks)
        for member in self.ticks:
            self._show_beside(member, [s for s in specs
                                       if s.member is None and s.section == member])

    def reset(self) -> None:
        """Drop every widget: the next `show_fields` builds fresh ones for its army."""
        self.reset_header()
        self._show_ticks([])

    def widgets(self) -> list[FieldWidget]:
        """Every field shown, ticks aside: the header's, then those beside the ticks."""
        return [*self.header_fields, *(w for widgets in self.beside.values() for w in widgets)]

    def typed_edits(self, doc: ArmyDocument) -> list[Edit]:
        """What the input typed but not yet confirmed in these fields would set."""
        return typed_edits(doc, self.widgets())

    def commit_pending(self) -> None:
        for widget in self.widgets():
            widget.commit_pending()

    def focusables(self) -> list[QWidget]:
        """What Tab visits, in order: the header's fields, each tick and the fields beside."""
        found: list[QWidget] = []
        for widget in self.header_fields:
            found += widget.focusables()
        for member, tick in self.ticks.items():
            found.append(tick)
            for widget in self.beside.get(member, []):
                found += widget.focusables()
        return found

    # --- the header row ------------------------------------------------------------------
    def _show_header(self, specs: list[FieldSpec]) -> None:
        self.header.setVisible(bool(specs))  # else the row's room goes to what is beside it
        if [shape(s) for s in specs] == [shape(w.spec) for w in self.header_fields]:
            for widget, spec in zip(self.header_fields, specs, strict=True):
                widget.show_value(spec)
            return
        self.reset_header()
        for spec in specs:
            widget = self._field_widget(spec)
            _shrinkable(widget)  # nor a long choice (the General's) on a small screen
            if spec.kind != "bool":  # (a tick carries its own words)
                label = QLabel(self.tr(spec.label) + ":")
                label.setBuddy(widget.editor)
                self.header_row.addWidget(label)
            if spec.kind in ("choice", "text"):
                self.header_row.addWidget(widget, 1)
            else:  # a number or a tick as wide as it needs: the row's room is left empty
                self.header_row.addWidget(widget, 1, Qt.AlignmentFlag.AlignLeft)
            self.header_fields.append(widget)

    def reset_header(self) -> None:
        for widget in self.header_fields:
            widget.detach()
        for old in widgets_in(self.header_row, QWidget):
            discard(self.header_row, old)
        self.header_fields = []

    # --- ticks and the fields beside them ------------------------------------------------
    def _show_ticks(self, specs: list[FieldSpec]) -> None:
        self.tick_specs = {s.member: s for s in specs if s.member is not None}
        new_shape = tuple((s.member, s.label, s.help, s.section) for s in specs)
        if new_shape != self._tick_shape:
            self._tick_shape = new_shape
            self._build_ticks(specs)
        for member, tick in self.ticks.items():
            with QSignalBlocker(tick):
                tick.setChecked(bool(self.tick_specs[member].current))

    def _build_ticks(self, specs: list[FieldSpec]) -> None:
        for widgets in self.beside.values():
            for widget in widgets:
                widget.detach()
        for old in widgets_in(self.grid, QWidget):
            discard(self.grid, old)
        self.ticks, self.holders, self.holder_rows, self.beside = {}, {}, {}, {}
        for i, spec in enumerate(specs):
            member = spec.member or ""
            tick = QCheckBox(self.tr(spec.label))
            tick.setToolTip(self.tr(spec.help))
            tick.toggled.connect(lambda on, m=member: self.picked.emit(self.tick_specs[m], on))
            holder = QWidget()
            self.holder_rows[member] = QHBoxLayout(holder)
            self.holder_rows[member].setContentsMargins(0, 0, 0, 0)
            holder.hide()
            cell = QWidget()
            row = QHBoxLayout(cell)
            row.setContentsMargins(0, 0, 0, 0)
            row.addWidget(tick)
            row.addWidget(holder)
            row.addStretch(1)
            self.grid.addWidget(cell, i // TICK_COLUMNS, i % TICK_COLUMNS)
            self.ticks[member], self.holders[member] = tick, holder
        self.box.setTitle(self.tr(specs[0].section) if specs else "")
        self.box.setVisible(bool(specs))

    def _show_beside(self, member: str, specs: list[FieldSpec]) -> None:
        widgets = self.beside.get(member, [])
        if [shape(s) for s in specs] == [shape(w.spec) for w in widgets]:
            for widget, spec in zip(widgets, specs, strict=True):
                widget.show_value(spec)
            return
        for widget in widgets:
            widget.detach()
        row = self.holder_rows[member]
        for old in widgets_in(row, QWidget):
            discard(row, old)
        self.beside[member] = [self._add_beside(row, member, spec) for spec in specs]
        self.holders[member].setVisible(bool(specs))

    def _add_beside(self, row: QHBoxLayout, member: str, spec: FieldSpec) -> FieldWidget:
        widget = self._field_widget(spec)
        _shrinkable(widget)  # a long row name must not widen the window
        tick = plain_label(self.tick_specs[member].label)
        widget.editor.setAccessibleName(f"{tick}: {plain_label(self.tr(spec.label))}")
        if spec.kind != "bool":  # (a tick carries its own words)
            label = QLabel(self.tr(spec.label) + ":")
            label.setBuddy(widget.editor)
            row.addWidget(label)
        row.addWidget(widget)
        return widget

    def _field_widget(self, spec: FieldSpec) -> FieldWidget:
        widget = FieldWidget(spec)
        widget.picked.connect(lambda value, w=widget: self._picked(w, value))
        widget.typing.connect(self.typing)
        return widget

    def _picked(self, widget: FieldWidget, value: Any) -> None:
        self.picked.emit(widget.spec, value)


def _shrinkable(widget: FieldWidget) -> None:
    """A drop-down as narrow as `BESIDE_CHARS` characters where it has to be, its choice
    cut short with '…' (every choice whole in its list), wider where there is room."""
    if isinstance(widget.editor, QComboBox):
        widget.editor.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        widget.editor.setMinimumContentsLength(BESIDE_CHARS)
