"""Undoable edits: each command holds a path and the values before and after it.

Before-values are read from the data as the file sets it (`exclude_unset`), so undo puts back
exactly what the file had: a key the file never wrote is removed again, not filled with its
default, and saving after undo gives back the original bytes.

Each command carries what it changes: `fields`, the army's top-level fields it sets, which the
document turns into the flags its views follow (core/changes.py), the same for the step done,
undone and redone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtGui import QUndoCommand

from listbuilder.core.diagnostics import DocPath
from listbuilder.core.model import ArmyBase
from listbuilder.core.path_edits import set_at

#: The document's: the army as a step leaves it, and the top-level fields the step set.
SetModel = Callable[[ArmyBase, Iterable[str]], None]


class SetValueCommand(QUndoCommand):
    """Set one value at a path of the army model (None removes a key).

    Undo and redo give back the very model objects they replaced where the model is still the
    one the step left: views worked out for a model (kept by identity, as models are frozen)
    are then found again instead of worked out anew.
    """

    def __init__(self, text: str, path: DocPath, before: Any, after: Any,
                 get_model: Callable[[], ArmyBase], set_model: SetModel,
                 parent: QUndoCommand | None = None) -> None:
        super().__init__(text, parent)
        self.path, self.before, self.after = path, before, after
        self.fields = (str(path[0]),)
        self._get, self._set = get_model, set_model
        self._models: tuple[ArmyBase, ArmyBase] | None = None  # (before, after) the last redo

    def made_from(self, model: ArmyBase) -> ArmyBase:
        """The model this step makes of `model` (kept for its redo); raises pydantic's
        ValidationError when that would be no valid army file."""
        self._models = (model, set_at(model, self.path, self.after))
        return self._models[1]

    def redo(self) -> None:
        current = self._get()
        if self._models is None or self._models[0] is not current:
            self._models = (current, set_at(current, self.path, self.after))
        self._set(self._models[1], self.fields)

    def undo(self) -> None:
        current = self._get()
        if self._models is not None and self._models[1] is current:
            self._set(self._models[0], self.fields)
        else:
            self._set(set_at(current, self.path, self.before), self.fields)


class ReplaceModelCommand(QUndoCommand):
    """Swap the whole model, e.g. for recovered work: the one edit with no single path. It
    changes the fields whose values differ."""

    def __init__(self, text: str, before: ArmyBase, after: ArmyBase,
                 set_model: SetModel) -> None:
        super().__init__(text)
        self.before, self.after = before, after
        self._set = set_model
        self.fields = tuple(name for name in type(after).model_fields
                            if getattr(before, name, None) != getattr(after, name))

    def redo(self) -> None:
        self._set(self.after, self.fields)

    def undo(self) -> None:
        self._set(self.before, self.fields)
