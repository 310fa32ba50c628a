"""Undoable edits: each command holds a path and the values before and after it.

Before-values are read from the data as the file sets it (`exclude_unset`), so undo puts back
exactly what the file had: a key the file never wrote is removed again, not filled with its
default, and saving after undo gives back the original bytes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QUndoCommand

from listbuilder.core.diagnostics import DocPath
from listbuilder.core.model import ArmyBase
from listbuilder.core.path_edits import set_at


class SetValueCommand(QUndoCommand):
    """Set one value at a path of the army model (None removes a key)."""

    def __init__(self, text: str, path: DocPath, before: Any, after: Any,
                 get_model: Callable[[], ArmyBase], set_model: Callable[[ArmyBase], None],
                 parent: QUndoCommand | None = None) -> None:
        super().__init__(text, parent)
        self.path, self.before, self.after = path, before, after
        self._get, self._set = get_model, set_model

    def redo(self) -> None:
        self._set(set_at(self._get(), self.path, self.after))

    def undo(self) -> None:
        self._set(set_at(self._get(), self.path, self.before))


class ReplaceModelCommand(QUndoCommand):
    """Swap the whole model, e.g. for recovered work: the one edit with no single path."""

    def __init__(self, text: str, before: ArmyBase, after: ArmyBase,
                 set_model: Callable[[ArmyBase], None]) -> None:
        super().__init__(text)
        self.before, self.after = before, after
        self._set = set_model

    def redo(self) -> None:
        self._set(self.after)

    def undo(self) -> None:
        self._set(self.before)
