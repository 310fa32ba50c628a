"""One editor for every rule system (issue 22, item 1): each field a system describes, the
army's and every unit's, has exactly one control in the window, and a change made through it
is one undo step that the saved file holds.

The rule is the same for every system: the army's fields in the header, a unit's field in
its table cell where the system's layout edits that column in cells, the rest in the fields
panel. The test finds each control the way a player would meet it, whatever the system.
"""

from __future__ import annotations

import shutil
from typing import Any

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSpinBox, QWidget

from listbuilder.app.editing.field_widgets import FieldWidget
from listbuilder.app.tables.units_model import UnitIdRole
from listbuilder.core.edit_specs import FieldSpec
from tests.app.conftest import ROOT

SAMPLES = sorted(p.name.removesuffix(".army.yaml")
                 for p in (ROOT / "resources" / "samples").glob("*.army.yaml"))


def _key(spec: FieldSpec) -> tuple:
    return (spec.path, spec.member, spec.label, spec.section)


def _open(window, tmp_path, name: str) -> None:
    target = tmp_path / f"{name}.army.yaml"
    shutil.copyfile(ROOT / "resources" / "samples" / f"{name}.army.yaml", target)
    assert window.open_path(str(target))


def _specs(doc, unit_id: str | None) -> list[FieldSpec]:
    return doc.system.editable(doc.army_list, doc.model, unit_id)


def _controls(window, unit_id: str | None, spec: FieldSpec) -> list[Any]:
    """Every visible control in the window that edits `spec`: a header field or tick, a
    panel field, a table cell (as (row, column))."""
    editor = window.editor
    found: list[Any] = []
    widgets = [*editor.army_fields.widgets(), *editor.fields_panel.unit_form.widgets]
    found += [w for w in widgets if _key(w.spec) == _key(spec) and w.isVisible()]
    found += [tick for member, tick in editor.army_fields.ticks.items()
              if spec.member == member and tick.isVisible()]
    model, table = editor.model, editor.table
    for row in range(model.rowCount()):
        uid = model.cell(row, 0)[UnitIdRole]
        for column in range(model.columnCount()):
            cell = model.field(uid, column)
            if (cell is not None and uid == unit_id and _key(cell) == _key(spec)
                    and not table.isColumnHidden(column)):
                found.append((row, column))
    return found


def _other_value(spec: FieldSpec) -> tuple[bool, Any]:
    """(True, a value unlike the current one the field offers), or (False, None)."""
    if spec.kind == "choice":
        others = [v for v, _ in spec.choices if v != spec.current and v is not None]
        return (bool(others), others[0] if others else None)
    if spec.kind == "int":
        up = spec.current + 1
        if spec.maximum is None or up <= spec.maximum:
            return True, up
        down = spec.current - 1
        return (spec.minimum is None or down >= spec.minimum), down
    if spec.kind == "bool":
        return True, not spec.current
    if spec.kind == "text":
        return True, f"{spec.current or ''} the Bold".strip()
    if spec.kind in ("multi", "counts"):
        return bool(spec.choices), spec.choices[0][0] if spec.choices else None
    raise AssertionError(spec.kind)


def _edit_widget(widget: FieldWidget, spec: FieldSpec, value: Any) -> None:
    """Change the field as a player does in its widget."""
    editor = widget.editor
    if spec.kind == "multi":
        widget.ticks[0].click()
    elif spec.kind == "counts":
        widget.spins[0].setValue(widget.spins[0].value() + 1)
    elif isinstance(editor, QComboBox):
        index = editor.findData(value)
        editor.setCurrentIndex(index)
        editor.activated.emit(index)
    elif isinstance(editor, QSpinBox):
        editor.setValue(value)
    elif isinstance(editor, QCheckBox):
        editor.click()
    else:
        assert isinstance(editor, QLineEdit)
        editor.setText(value)
        editor.editingFinished.emit()


def _edit_cell(qtbot, window, cell: tuple[int, int], value: Any) -> None:
    """Open the cell's editor (F2 / double-click) and commit the value through it."""
    table, delegate = window.editor.table, window.editor.delegate
    index = window.editor.model.index(*cell)
    table.setCurrentIndex(index)
    table.edit(index)
    qtbot.waitUntil(lambda: bool(delegate.open_editors))
    editor: QWidget = delegate.open_editors[0]
    if isinstance(editor, QComboBox):
        index_of = editor.findData(value)
        editor.setCurrentIndex(index_of)
        editor.activated.emit(index_of)  # a pick commits
    else:
        assert isinstance(editor, QLineEdit)
        editor.setText(value)
        delegate.commitData.emit(editor)
    delegate.close_all()


def _walk(qtbot, window, unit_id: str | None) -> list[str]:
    """Each field of the army (None) or the unit: one control, and an edit through it is one
    undo step the saved text holds (undone again before the next field)."""
    doc, problems = window.doc, []
    if unit_id is not None:
        window.editor.select_units([unit_id])
        assert window.editor.selected_unit_ids() == [unit_id]
    qtbot.wait(1)  # Qt shows a layout's new widgets from the event loop
    for i in range(len(_specs(doc, unit_id))):
        spec = _specs(doc, unit_id)[i]  # as shown now (the last field's edit was undone)
        controls = _controls(window, unit_id, spec)
        where = f"{doc.system.id} {unit_id or 'army'} {spec.path} {spec.label!r}"
        if len(controls) != 1:
            problems.append(f"{where}: {len(controls)} controls")
            continue
        other, value = _other_value(spec)
        if not other:
            continue  # one choice only: nothing to change it to
        before, steps = doc.text_to_save(), doc.undo_stack.index()
        control = controls[0]
        if isinstance(control, tuple):
            _edit_cell(qtbot, window, control, value)
        elif isinstance(control, QCheckBox):  # an option's tick in the header
            control.click()
        else:
            _edit_widget(control, spec, value)
        if doc.undo_stack.index() != steps + 1 or doc.text_to_save() == before:
            problems.append(f"{where}: {doc.undo_stack.index() - steps} undo steps, "
                            f"saved text {'changed' if doc.text_to_save() != before else 'same'}")
            continue
        doc.undo_stack.undo()
        assert doc.text_to_save() == before, where
        if unit_id is not None:
            window.editor.select_units([unit_id])
        qtbot.wait(1)
    return problems


@pytest.mark.parametrize("name", SAMPLES)
def test_every_field_has_one_control_and_edits_one_undo_step(qtbot, window, tmp_path, name):
    _open(window, tmp_path, name)
    qtbot.waitExposed(window)
    problems = _walk(qtbot, window, None)
    for unit in list(window.doc.view.units):
        problems += _walk(qtbot, window, unit.id)
    assert problems == []
