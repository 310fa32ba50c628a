"""The mouse wheel scrolls; it changes a value only in the control that has the focus.

Scrolling the fields panel over a USB unit's Quality box turned it Inexperienced → Regular →
Veteran and saved it (issue 24). Every kind of field widget (combo box, spin box, counts, the
scale, the General, a weapon's cell editor) is turned over in every system's samples.
"""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractSlider, QAbstractSpinBox, QApplication, QComboBox, QScrollBar

from tests.app.conftest import ROOT

SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))
TURNABLE = (QComboBox, QAbstractSpinBox, QAbstractSlider)


def turn_wheel(widget, notches: int) -> None:
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre)), QPoint(0, 0),
                        QPoint(0, 120 * notches), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def turnable(window) -> list:
    return [w for kind in TURNABLE for w in window.findChildren(kind)
            if w.isVisible() and w.isEnabled() and not isinstance(w, QScrollBar)]


def open_sample(window, tmp_path, path):
    target = tmp_path / path.name
    shutil.copyfile(path, target)
    assert window.open_path(str(target))


def saved_text(window) -> str:
    return window.doc.text_to_save()


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name.split(".")[0])
def test_wheel_over_any_unfocused_field_changes_nothing(window, tmp_path, qtbot, path):
    open_sample(window, tmp_path, path)
    window.resize(1024, 600)
    editor = window.editor
    stack = window.doc.undo_stack
    rows = [None, *range(editor.model.rowCount())]
    turned = 0
    for row in rows:
        if row is not None:
            editor.table.selectRow(row)
            qtbot.wait(1)  # the fields panel builds the unit's fields
        editor.table.setFocus()
        before, steps = saved_text(window), stack.count()
        for widget in turnable(window):
            assert not widget.hasFocus()
            for notches in (1, -1, -1, 2):
                turn_wheel(widget, notches)
            turned += 1
        assert stack.count() == steps, stack.text(stack.count() - 1)
        assert saved_text(window) == before
    assert turned


def test_wheel_over_a_field_scrolls_the_panel(window, tmp_path, qtbot):
    open_sample(window, tmp_path, SAMPLES[[p.name for p in SAMPLES].index("usb-240.army.yaml")])
    window.resize(1024, 600)
    editor = window.editor
    editor.select_units(["militia"])  # an inexperienced unit: its Quality can go up
    qtbot.wait(10)
    panel = editor.fields_panel
    bar = panel.verticalScrollBar()
    assert bar.maximum() > 0, "the panel must be able to scroll at this size"
    bar.setValue(bar.maximum())
    editor.table.setFocus()
    quality = next(w for w in panel.unit_form.widgets if w.spec.label.startswith("Quality"))
    turn_wheel(quality.editor, 1)  # up: towards the top of the panel
    assert bar.value() < bar.maximum()
    assert window.doc.undo_stack.count() == 0


def test_wheel_over_the_focused_field_still_turns_it(window, tmp_path, qtbot):
    open_sample(window, tmp_path, SAMPLES[[p.name for p in SAMPLES].index("usb-240.army.yaml")])
    editor = window.editor
    editor.select_units(["militia"])  # an inexperienced unit: its Quality can go up
    qtbot.wait(10)
    quality = next(w for w in editor.fields_panel.unit_form.widgets
                   if w.spec.label.startswith("Quality"))
    box = quality.editor
    box.setFocus()
    assert box.hasFocus()
    before = box.currentIndex()
    turn_wheel(box, -1 if before == 0 else 1)
    assert box.currentIndex() != before
