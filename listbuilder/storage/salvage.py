"""Check what can be checked in a file that fails its schema, as a compiler does.

The list elements that hold a schema error (a row, an option, a stated VDT) are dropped, the
rest is validated again, and the system's rule checks run on what is left. Their findings are
placed back at the original positions; findings that name a dropped element, or that sum over
rows when a row was dropped, are left out, since they would only echo the schema error.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from pydantic import BaseModel, ValidationError

from listbuilder.core.diagnostics import Diagnostic, DocPath

PLACEHOLDER = "?"


@dataclass
class Salvaged:
    model: BaseModel
    # Per list (a path without indices): the original index of each element kept.
    kept: dict[DocPath, list[int]] = field(default_factory=dict)
    dropped_ids: set[str] = field(default_factory=set)
    # Keys taken out whole (an optional key, one entry of a mapping such as an army's units).
    dropped_keys: set[DocPath] = field(default_factory=set)

    def dropped_from(self, container: DocPath) -> bool:
        return container in self.kept

    def restore(self, d: Diagnostic) -> Diagnostic:
        """The finding with its path in the original file."""
        path = list(d.path)
        for container, kept in self.kept.items():
            n = len(container)
            index = path[n] if len(path) > n else None
            if tuple(path[:n]) == container and isinstance(index, int) and index < len(kept):
                path[n] = kept[index]
        return replace(d, path=tuple(path))

    def echoes(self, d: Diagnostic, whole_list_codes: frozenset[str]) -> bool:
        """Whether the finding depends on what was dropped."""
        if any(f"'{i}'" in d.message for i in self.dropped_ids):
            return True
        if set(d.subjects) & self.dropped_ids:
            return True
        for key in self.dropped_keys:
            if d.path[:len(key)] == key or (len(key) == 1 and f"'{key[0]}" in d.message):
                return True
        return d.code in whole_list_codes and self.dropped_from(("units",))


def _element(path: DocPath) -> DocPath | None:
    for i, item in enumerate(path):
        if isinstance(item, int):
            return path[: i + 1]
    return None


def salvage(data: Any, errors: Iterable[tuple[DocPath, str]], model_cls: type[BaseModel]
            ) -> Salvaged | None:
    """`errors` are (path, pydantic error type); None when nothing can be salvaged."""
    if not isinstance(data, dict):
        return None
    data = copy.deepcopy(data)
    drops: dict[DocPath, set[int]] = {}
    dropped_keys: set[DocPath] = set()
    for path, kind in errors:
        element = _element(path)
        if kind == "extra_forbidden" and path:
            parent = _at(data, path[:-1])
            if isinstance(parent, dict):
                parent.pop(str(path[-1]), None)
        elif element is not None:
            drops.setdefault(element[:-1], set()).add(int(element[-1]))
        elif len(path) >= 2 and isinstance(_at(data, path[:1]), dict) and path[0] != "source":
            _at(data, path[:1]).pop(str(path[1]), None)  # one entry of a mapping
            dropped_keys.add(tuple(path[:2]))
        elif _fill_placeholder(data, path, model_cls):
            dropped_keys.add(tuple(path[:1]))
        else:
            return None
    kept: dict[DocPath, list[int]] = {}
    dropped_ids: set[str] = set()
    for container, indices in drops.items():
        items = _at(data, container)
        if not isinstance(items, list):
            return None
        kept[container] = [i for i in range(len(items)) if i not in indices]
        dropped_ids |= {items[i]["id"] for i in indices
                        if isinstance(items[i], dict) and isinstance(items[i].get("id"), str)}
        items[:] = [items[i] for i in kept[container]]
    try:
        model = model_cls.model_validate(data)
    except (ValidationError, RecursionError):
        return None
    dropped_ids |= {str(key[1]) for key in dropped_keys if len(key) == 2}
    return Salvaged(model, kept, dropped_ids, dropped_keys)


def _fill_placeholder(data: dict[str, Any], path: DocPath, model_cls: type[BaseModel]) -> bool:
    """A broken optional top-level key, or a missing or wrong top-level text (a name, an
    edition), does not stop the checks."""
    if len(path) != 1 or not isinstance(path[0], str):
        return False
    spec = model_cls.model_fields.get(path[0])
    if spec is not None and not spec.is_required():
        data.pop(path[0], None)  # an optional key: check the rest without it
        return True
    if spec is None or spec.annotation is not str:
        return False
    data[path[0]] = PLACEHOLDER
    return True


def _at(data: Any, path: DocPath) -> Any:
    for item in path:
        if isinstance(data, dict) and isinstance(item, str):
            data = data.get(item)
        elif isinstance(data, list) and isinstance(item, int) and 0 <= item < len(data):
            data = data[item]
        else:
            return None
    return data
