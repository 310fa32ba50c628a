"""One widget per kind of `FieldSpec`: combo, checkable list, counts, spin box, check box, text.

Each widget shows a value and emits `picked(value)` once per deliberate change (a pick, a
tick, an arrow click or Enter) — never per keystroke — so each change is one undoable edit.
`show_value` updates the widget without emitting, for redraws after an edit or an undo.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from listbuilder.app.look.accessibility import name_control
from listbuilder.app.widgets.key_filters import pass_undo_keys
from listbuilder.core.edit_specs import counts_value

if TYPE_CHECKING:  # the specs come with an army, after the window's first frame
    from listbuilder.app.army.document import ArmyDocument, Edit
    from listbuilder.core.edit_specs import Choice, FieldSpec

COUNT_MAX = 9  # repeatable items (a monster's guns): a few of each at most


def shown_choices(spec: FieldSpec) -> list[Choice]:
    """The choices, plus current values the list does not offer (marked, so they can go).

    No value yet (None) is shown as nothing chosen, with a placeholder, not as a choice.
    """
    choices = list(spec.choices)
    offered = [value for value, _ in choices]
    if spec.kind == "choice" and spec.current not in offered and spec.current is not None:
        choices.append((spec.current, f"⚠ {spec.current}"))
    if spec.kind in ("multi", "counts"):
        for value in dict.fromkeys(spec.current or []):
            if value not in offered:
                choices.append((value, f"⚠ {value}"))
    return choices


def typed_number(spin: QSpinBox) -> int:
    """The number typed in `spin`, confirmed or not (its value while the text is no number)."""
    if spin.validate(spin.text(), 0)[0] == QValidator.State.Acceptable:
        return spin.valueFromText(spin.cleanText())
    return spin.value()


class FieldWidget(QWidget):
    picked = Signal(object)
    typing = Signal()  # a key typed: input not yet confirmed (`typed`)

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.choices = shown_choices(spec)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.editor = self._make()
        layout.addWidget(self.editor)
        if spec.help:
            self.setToolTip(self.tr(spec.help))
        # The form's label points at this frame; a screen reader meets the editor inside.
        name_control(self.editor, self.tr(spec.label), self.toolTip())
        self.show_value(spec)

    def _make(self) -> QWidget:
        kind = self.spec.kind
        if kind == "choice":
            box = QComboBox()
            box.setPlaceholderText(self.tr("Choose…"))  # shown while nothing is chosen
            for value, label in self.choices:
                box.addItem(label, value)
            box.activated.connect(lambda i: self.picked.emit(self.choices[i][0]))
            return box
        if kind == "multi":
            return self._make_list()
        if kind == "counts":
            return self._make_counts()
        if kind == "int":
            spin = QSpinBox()
            spin.setKeyboardTracking(False)  # one edit on Enter or leaving, not per digit
            spin.valueChanged.connect(self.picked.emit)
            spin.lineEdit().textEdited.connect(self.typing)
            pass_undo_keys(spin)
            return spin
        if kind == "bool":
            tick = QCheckBox()
            tick.toggled.connect(self.picked.emit)
            return tick
        line = QLineEdit()
        if self.spec.maximum is not None:  # a unit's note: no more than its file may hold
            line.setMaxLength(self.spec.maximum)
        line.editingFinished.connect(lambda: self.picked.emit(line.text()))
        line.textEdited.connect(self.typing)
        pass_undo_keys(line)
        return line

    def _make_list(self) -> QWidget:
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        self.ticks: list[QCheckBox] = []
        for _, label in self.choices:
            tick = QCheckBox(label)
            tick.toggled.connect(lambda _on: self.picked.emit(self._ticked()))
            column.addWidget(tick)
            self.ticks.append(tick)
        return box

    def _ticked(self) -> list[Any]:
        return [value for (value, _), tick in zip(self.choices, self.ticks, strict=True)
                if tick.isChecked()]

    def _make_counts(self) -> QWidget:
        box = QWidget()
        form = QFormLayout(box)
        form.setContentsMargins(0, 0, 0, 0)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft)
        self.spins: list[QSpinBox] = []
        for _, label in self.choices:
            spin = QSpinBox()
            spin.setRange(0, COUNT_MAX)
            spin.setKeyboardTracking(False)
            spin.valueChanged.connect(lambda _v: self.picked.emit(self._counted()))
            spin.lineEdit().textEdited.connect(self.typing)
            pass_undo_keys(spin)
            form.addRow(label, spin)
            self.spins.append(spin)
        return box

    def _counted(self, typed: bool = False) -> list[Any]:
        count = typed_number if typed else QSpinBox.value
        counts = {value: count(spin) for (value, _), spin in zip(self.choices, self.spins,
                                                                 strict=True)}

        return counts_value(tuple(self.choices), counts)

    # --- pending input -------------------------------------------------------------------
    def commit_pending(self) -> None:
        """Turn text typed but not yet confirmed (no Enter, focus still here) into its edit."""
        editor = self.editor
        if isinstance(editor, QLineEdit) and editor.text() != (self.spec.current or ""):
            self.picked.emit(editor.text())
        for spin in [editor, *getattr(self, "spins", [])]:
            if isinstance(spin, QSpinBox):
                spin.interpretText()  # emits valueChanged when the typed number differs

    def typed(self) -> tuple[bool, Any]:
        """(True, the value) when input typed here is not confirmed yet; (False, None) else."""
        editor = self.editor
        if isinstance(editor, QLineEdit):
            text = editor.text()
            return (text != (self.spec.current or ""), text)
        if isinstance(editor, QSpinBox):
            number = typed_number(editor)
            return (number != editor.value(), number)
        if getattr(self, "spins", None):
            counted = self._counted(typed=True)
            return (counted != self._counted(), counted)
        return (False, None)

    def focusables(self) -> list[QWidget]:
        """The widgets Tab stops at, in order (each tick or count of a list, else the one)."""
        inner = getattr(self, "ticks", None) or getattr(self, "spins", None)
        return list(inner) if inner else [self.editor]

    def detach(self) -> None:
        """Emit nothing more: the widget is going, and so may the army its spec came from.

        Hiding a focused line edit finishes its editing; without this, that late signal
        would carry this spec's path into whatever army is shown next.
        """
        self.blockSignals(True)

    # --- showing a value -----------------------------------------------------------------
    def show_value(self, spec: FieldSpec) -> None:
        """Show `spec.current` (the spec may be newer, with the same shape)."""
        self.spec = spec
        self.choices = shown_choices(spec)
        with QSignalBlocker(self.editor):
            self._show(spec.current)
        chosen = list(spec.current or []) if spec.kind in ("multi", "counts") else []
        for (value, _), tick in zip(self.choices, getattr(self, "ticks", []), strict=False):
            with QSignalBlocker(tick):
                tick.setChecked(value in chosen)
        for (value, _), spin in zip(self.choices, getattr(self, "spins", []), strict=False):
            with QSignalBlocker(spin):
                spin.setValue(chosen.count(value))

    def _show(self, value: Any) -> None:
        editor = self.editor
        if isinstance(editor, QComboBox):
            values = [v for v, _ in self.choices]
            editor.setCurrentIndex(values.index(value) if value in values else -1)
        elif isinstance(editor, QSpinBox):
            low = self.spec.minimum if self.spec.minimum is not None else 0
            high = self.spec.maximum if self.spec.maximum is not None else 10**6
            editor.setRange(min(low, value), max(high, value))
            editor.setValue(value)
        elif isinstance(editor, QCheckBox):
            editor.setChecked(bool(value))
        elif isinstance(editor, QLineEdit):
            editor.setText(value or "")


def typed_edits(doc: ArmyDocument, widgets: list[FieldWidget]) -> list[Edit]:
    """The edits that the input typed but not yet confirmed in `widgets` would make."""
    edits: list[Edit] = []
    for widget in widgets:
        pending, value = widget.typed()
        if pending:
            edits += doc.typed_field(widget.spec, value)
    return edits


def shape(spec: FieldSpec) -> tuple:
    """What a widget is built from: a spec of the same shape only needs `show_value`."""
    labels = tuple(label for _, label in shown_choices(spec))
    return (spec.path, spec.member, spec.kind, spec.label, spec.section, labels, spec.minimum,
            spec.maximum)
