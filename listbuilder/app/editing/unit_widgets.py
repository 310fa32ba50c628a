"""Small widgets the army editor is made of: the cells' pickers and commit-on-leave notes."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractItemModel,
    QObject,
    QSignalBlocker,
    Qt,
    Signal,
)
from PySide6.QtGui import QFocusEvent, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QStyleOptionViewItem,
    QWidget,
)

from listbuilder.app.look.accessibility import label_control, name_control
from listbuilder.app.tables.catalog_model import AnyIndex
from listbuilder.app.tables.cell_text_views import CellTextDelegate, CellTextTable
from listbuilder.app.tables.units_model import EDIT, ChoicesRole, UnitIdRole, UnitsModel

# Roles a cell may have besides its text, font and icon that draw nothing: `CellText` draws it.
_DRAW_NOTHING = frozenset({EDIT, ChoicesRole, UnitIdRole})

PICKED = "picked"  # set on a cell's combo box once the player chose from it
#: Keys that move a closed drop-down through its choices.
BROWSE_KEYS = frozenset({Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown,
                         Qt.Key.Key_Home, Qt.Key.Key_End})


class CellPicker(QComboBox):
    """A cell's drop-down (a unit's weapon). A pick from its open list is the choice at once,
    as players expect of a drop-down; the arrow keys on it closed only browse the choices
    (each was an edit and an undo step of its own): Enter takes the one shown, as one edit,
    Escape leaves the cell as it was (`UnitDelegate`)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in BROWSE_KEYS and not event.modifiers() & Qt.KeyboardModifier.AltModifier:
            with QSignalBlocker(self):  # no `activated`: nothing chosen yet
                super().keyPressEvent(event)
            self.setProperty(PICKED, self.currentIndex() >= 0)
            return
        super().keyPressEvent(event)


class UnitDelegate(CellTextDelegate):
    """A combo box where the cell's field offers choices (a weapon); plain text elsewhere.

    It finds its open editors so the army editor can commit or drop them before the table
    shows another army: an editor's late commit would otherwise land in that army's row.
    """

    typing = Signal()  # a key typed in a cell's text editor, not yet confirmed

    def __init__(self, parent: QObject | None = None, model: UnitsModel | None = None) -> None:
        super().__init__(parent, model, _DRAW_NOTHING)

    @property
    def open_editors(self) -> list[QWidget]:
        """The cells' editors open now: the view's viewport holds them, and no other widget,
        as direct children until they close (hidden, then deleted). Asked of Qt, not kept:
        PySide drops a kept Python handle once Qt hands the editor back to an overridden
        method, and the stale handle then pointed at a deleted editor."""
        view = self.parent()
        if not isinstance(view, QAbstractItemView) or not (view.model()
                                                             and view.model().rowCount()):
            # No row, no cell editor; and PySide's first findChildren costs ~30 ms, which the
            # window's first frame (an empty table) need not pay (issue 11).
            return []
        return [w for w in view.viewport().findChildren(
            QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly) if not w.isHidden()]

    def typed_text(self) -> str | None:
        """The text typed in the open cell editor, if one is open and holds text."""
        return next((e.text() for e in self.open_editors if isinstance(e, QLineEdit)), None)

    def commit_all(self) -> None:
        for editor in self.open_editors:
            self.commitData.emit(editor)

    def close_all(self) -> None:
        for editor in self.open_editors:
            self.closeEditor.emit(editor, QAbstractItemDelegate.EndEditHint.NoHint)

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: AnyIndex
                     ) -> QWidget:
        choices = index.data(ChoicesRole)
        # Named as its column ("Unit" while renaming, "Weapon"): a screen reader said nothing.
        title = str(index.model().headerData(index.column(), Qt.Orientation.Horizontal) or "")
        if choices is None:
            editor = super().createEditor(parent, option, index)
            if isinstance(editor, QLineEdit):
                editor.textEdited.connect(self.typing)
            if title:
                name_control(editor, title)
            return editor
        box = CellPicker(parent)
        if title:
            label_control(box, title)
        for value, label in choices:
            box.addItem(label, value)
        box.setPlaceholderText(self.tr("choose…"))
        box.setProperty(PICKED, False)
        # Committing on pick: one click chooses, as players expect from a drop-down.
        box.activated.connect(lambda _=0: self._picked(box))
        return box

    def _picked(self, box: QComboBox) -> None:
        box.setProperty(PICKED, True)
        self.commitData.emit(box)

    def updateEditorGeometry(self, editor: QWidget, option: QStyleOptionViewItem,
                             index: AnyIndex) -> None:
        """A drop-down as wide as its longest choice needs, over the next column if it must
        (in the cell's width its arrow cut the weapon short: "Short bo▾"), within the view."""
        super().updateEditorGeometry(editor, option, index)
        if isinstance(editor, QComboBox):
            rect = editor.geometry()
            rect.setWidth(max(rect.width(), editor.sizeHint().width()))
            parent = editor.parentWidget()
            room = parent.width() if parent is not None else rect.right()
            rect.moveRight(min(rect.right(), room - 1))
            rect.moveLeft(max(rect.left(), 0))
            editor.setGeometry(rect)

    def setEditorData(self, editor: QWidget, index: AnyIndex) -> None:
        if isinstance(editor, QComboBox):
            # A weapon the list does not offer shows as no choice, not as the first offered.
            editor.setCurrentIndex(editor.findData(index.data(Qt.ItemDataRole.EditRole)))
        else:
            super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: AnyIndex) -> None:
        if isinstance(editor, QComboBox):
            # Opening the drop-down and leaving it (focus out, Escape) chooses nothing.
            if editor.property(PICKED) and editor.currentIndex() >= 0:
                model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)
        else:
            super().setModelData(editor, model, index)


class UnitsTable(CellTextTable):
    """The units table (its cells drawn from kept layouts: `CellTextTable`)."""

    #: Its height changed (its rows may wrap only while it is tall enough: `ColumnFit`).
    height_changed = Signal()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().height() != event.oldSize().height():
            self.height_changed.emit()


class NotesEdit(QPlainTextEdit):
    """Notes are committed as one undoable edit when the player leaves the box."""

    editing_finished = Signal(str)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.editing_finished.emit(self.toPlainText())
