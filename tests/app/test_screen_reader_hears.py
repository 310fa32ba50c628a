"""What a screen reader hears for each control, asked through Qt's own accessibility
interfaces (QAccessible), as Orca or NVDA ask (issue 32, item 7). A combo box was
announced by its value ("Infantry", not "Type"): on Linux Qt gives its value as its name
and the label that points at it (a Label relation) as what it is. The table's weapon
drop-down and the rename box had no name at all."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from listbuilder.app.look.accessibility import plain
from listbuilder.app.tables.units_model import ChoicesRole
from tests.app.accessibility_walk import controls
from tests.app.test_accessibility import _dialogs, _walk_modal
from tests.app.test_fixes import open_copy

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing)")

SAMPLES = ["bi-french", "usb-240", "skirmish-small", "szwadron-brigade"]


def heard(widget: QWidget) -> str:
    """What it is, as a screen reader says it: a combo box by the label related to it (its
    name is its value), any other control by its name, else its label."""
    face = QAccessible.queryAccessibleInterface(widget)
    assert face is not None
    labels = [plain(other.text(QAccessible.Text.Name)) for other, kind in face.relations()
              if kind & QAccessible.RelationFlag.Label]
    if isinstance(widget, QComboBox):
        return labels[0] if labels else ""
    return face.text(QAccessible.Text.Name).strip() or (labels[0] if labels else "")


def not_heard(top: QWidget, extra: list[QWidget] = ()) -> list[str]:
    wrong = []
    for widget in [*controls(top), *extra]:
        said = heard(widget)
        value = widget.currentText() if isinstance(widget, QComboBox) else None
        if not said or (value and said == value and said != plain(widget.accessibleName())):
            wrong.append(f"{type(widget).__name__} {widget.accessibleName()!r}: heard {said!r}")
    return wrong


@pytest.mark.parametrize("sample", SAMPLES)
def test_every_control_is_heard_by_what_it_is(window, tmp_path, sample):
    open_copy(window, tmp_path, sample)
    window.editor.table.selectRow(0)  # its fields panel too
    QApplication.processEvents()
    assert not_heard(window) == []


def test_the_tables_own_editors_are_named_by_their_column(window, tmp_path):
    """Basic Impetus: the rename box (the Unit cell being edited) and the weapon drop-down.
    (The points systems rename in the fields panel, whose fields are walked above.)"""
    open_copy(window, tmp_path, "bi-french")
    table, model = window.editor.table, window.editor.model
    cells = [cell for cell in [model.index(0, model.NAME)]  # renamed in the panel elsewhere
             if cell.flags() & Qt.ItemFlag.ItemIsEditable]
    cells += [model.index(row, column) for row in range(model.rowCount())
              for column in range(model.columnCount())
              if model.index(row, column).data(ChoicesRole) is not None][:1]
    for cell in cells:
        table.setCurrentIndex(cell)
        table.edit(cell)
        QApplication.processEvents()
        editor = table.indexWidget(cell) or QApplication.focusWidget()
        assert editor is not None and editor is not table
        title = plain(str(model.headerData(cell.column(), Qt.Orientation.Horizontal)))
        assert heard(editor) == title, (heard(editor), title)
        assert not_heard(window, [editor]) == []
        window.editor.delegate.close_all()
        QApplication.processEvents()
    assert len(cells) == 2  # the weapon drop-down was among them


@pytest.mark.parametrize("name", ["preferences", "export", "share code", "about",
                                  "import published list", "crash"])
def test_every_dialogs_controls_are_heard_by_what_they_are(qtbot, window, tmp_path, name):
    open_copy(window, tmp_path, "bi-french")
    result = _walk_modal(qtbot, _dialogs(window)[name], not_heard)
    assert result[1:] == [], result
