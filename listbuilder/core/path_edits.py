"""Pure edits on a file model: one value at a path, re-validated, a new model back.

Every GUI edit is an undoable command holding a path and the before/after values; it calls
`set_at` to get the next model. One generic operation serves every rule system, since each
system's army is plain data under a strict model.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from listbuilder.core.diagnostics import DocPath

if TYPE_CHECKING:  # the editor's first frame shows before pydantic is imported (issue 11)
    from pydantic import BaseModel

M = TypeVar("M", bound="BaseModel")


def data_of(model: BaseModel) -> dict[str, Any]:
    return model.model_dump(mode="json", exclude_unset=True)


def get_at(model: BaseModel, path: DocPath) -> Any:
    """The value at `path` as the file holds it; None where the file does not set it.

    None is also what `set_at` takes to remove a key, so an undo command can store it as the
    'before' value and put a file back exactly as it was, defaults left out.
    """
    return value_at(data_of(model), path)


def value_at(node: Any, path: Sequence[Any]) -> Any:
    """The value at `path` inside plain or round-trip YAML data; None where there is none."""
    for item in path:
        try:
            node = node[item]
        except (KeyError, IndexError, TypeError):
            return None
    return node


def set_at(model: M, path: DocPath, value: Any) -> M:
    """The model with `path` set to `value`; `value=None` at a mapping key removes the key.

    Raises pydantic's ValidationError when the result is not a valid file: the GUI offers
    only valid values, so that is a bug, not a user mistake.
    """
    if not path:
        raise ValueError("empty path")
    data = data_of(model)
    node: Any = data
    for item in path[:-1]:
        node = node.setdefault(item, {}) if isinstance(node, dict) else node[item]
    last = path[-1]
    if value is None and isinstance(node, dict):
        node.pop(last, None)
    else:
        node[last] = copy.deepcopy(value)
    return type(model).model_validate(data)
