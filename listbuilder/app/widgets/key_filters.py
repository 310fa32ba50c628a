"""Key handling added to Qt's widgets: each filter lives as a child of the widget it watches.

A parent's Python `eventFilter` watching its children can be called while the parent is being
destroyed (at exit: "pure virtual method called", a crash); a child filter goes first.

Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z reach the army's Undo and Redo from a text field. Qt's text
fields claim these keys for their own undo even when they have nothing to undo, and a field's
history is cleared each time it shows the army's value again: after naming the army, Ctrl+Z
in the name field did nothing at all. A field with typing of its own to undo keeps the keys;
otherwise they go to the window's Undo and Redo.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit, QPlainTextEdit, QWidget

REDO_KEYS = (QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z"))


def _own_history(widget: QObject, redo: bool) -> bool:
    """Whether the field has typing of its own to undo (or redo)."""
    if isinstance(widget, QAbstractSpinBox):
        widget = widget.findChild(QLineEdit) or widget
    if isinstance(widget, QLineEdit):
        return widget.isRedoAvailable() if redo else widget.isUndoAvailable()
    if isinstance(widget, QPlainTextEdit):
        document = widget.document()
        return document.isRedoAvailable() if redo else document.isUndoAvailable()
    return False


def _is_redo(event: QKeyEvent) -> bool:
    pressed = QKeySequence(event.keyCombination())
    return event.matches(QKeySequence.StandardKey.Redo) or any(
        pressed.matches(keys) == QKeySequence.SequenceMatch.ExactMatch for keys in REDO_KEYS)


KeyHandler = Callable[[QKeyEvent], bool]  # True: the event is dealt with


class _OnKeys(QObject):
    def __init__(self, watched: QWidget, kind: QEvent.Type, handle: KeyHandler) -> None:
        super().__init__(watched)
        self._kind, self._handle = kind, handle
        watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return (event.type() == self._kind and isinstance(event, QKeyEvent)
                and self._handle(event))


def on_key_press(widget: QWidget, handle: KeyHandler) -> None:
    """`handle` sees each key pressed in `widget` first."""
    _OnKeys(widget, QEvent.Type.KeyPress, handle)


def on_shortcut_override(widget: QWidget, handle: KeyHandler) -> None:
    """`handle` decides first whether `widget` keeps a key the window has a shortcut for."""
    _OnKeys(widget, QEvent.Type.ShortcutOverride, handle)


def pass_undo_keys(field: QWidget) -> None:
    """Let the army's Undo and Redo keys through `field` when it has nothing to undo."""

    def through(event: QKeyEvent) -> bool:
        redo = _is_redo(event)
        if not redo and not event.matches(QKeySequence.StandardKey.Undo):
            return False
        # Handled here without being accepted: Qt then runs the window's shortcut.
        return not _own_history(field, redo)

    on_shortcut_override(field, through)
