"""Check what can be checked in a file that fails its schema, as a compiler does.

The list elements that hold a schema error (a row, an option, a stated VDT; inside a row, the
smallest part that can go, such as one model of a detachment) are dropped, a broken key outside
any row is mended (left out when optional, a placeholder when a required text), the rest is
validated again, and the system's rule checks run on what is left. Their findings are placed
back at the original positions; findings that name a dropped or partly dropped element, or that
sum over rows when a row was dropped, are left out, since they would only echo the schema error.
"""

from __future__ import annotations

import copy
import re
import types
import typing
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from pydantic import BaseModel, ValidationError
from pydantic.fields import FieldInfo

from listbuilder.core.diagnostics import Diagnostic, DocPath

PLACEHOLDER = "?"
PLACEHOLDER_ID = "unreadable"  # fits every id pattern of ours
#: An army's list: with a placeholder, it would only be reported as not found.
UNMENDABLE: frozenset[DocPath] = frozenset({("list",)})


@dataclass
class Salvaged:
    model: BaseModel
    # Per list (a path without indices): the original index of each element kept.
    kept: dict[DocPath, list[int]] = field(default_factory=dict)
    dropped_ids: set[str] = field(default_factory=set)
    # Keys taken out whole (an optional key, one entry of a mapping such as an army's units).
    dropped_keys: set[DocPath] = field(default_factory=set)

    def dropped_from(self, container: DocPath) -> bool:
        """Whether anything in `container` was dropped (a row, or a part of one)."""
        return any(kept[:len(container)] == container for kept in self.kept)

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


def _element(path: DocPath, deepest: bool) -> DocPath | None:
    """The row `path` lies in: the innermost (a model of a detachment), or the outermost (the
    detachment, when a row cannot go: its list may not be empty)."""
    ends = [i for i, item in enumerate(path) if isinstance(item, int)]
    return path[: (ends[-1] if deepest else ends[0]) + 1] if ends else None


def salvage(data: Any, errors: Iterable[tuple[DocPath, str]], model_cls: type[BaseModel]
            ) -> Salvaged | None:
    """`errors` are (path, pydantic error type); None when nothing can be salvaged."""
    if not isinstance(data, dict):
        return None
    errors = list(errors)
    return _salvage(data, errors, model_cls, True) or _salvage(data, errors, model_cls, False)


def _salvage(data: dict[str, Any], errors: list[tuple[DocPath, str]],
             model_cls: type[BaseModel], deepest: bool) -> Salvaged | None:
    data = copy.deepcopy(data)
    drops: dict[DocPath, set[int]] = {}
    dropped_keys: set[DocPath] = set()
    # The rows holding a dropped part stay for the checks of the rest, but findings naming
    # them are left out: they would be about a row read without that part.
    outer_ids: set[str] = set()
    for path, kind in errors:
        element = _element(path, deepest)
        if kind == "extra_forbidden" and path:
            parent = _at(data, path[:-1])
            if isinstance(parent, dict):
                parent.pop(str(path[-1]), None)
        elif element is not None:
            drops.setdefault(element[:-1], set()).add(int(element[-1]))
            outer_ids |= _ids_around(data, element)
        elif (repaired := _repair(data, path, model_cls)) is not None:
            dropped_keys.add(repaired)
        elif len(path) >= 2 and isinstance(_at(data, path[:1]), dict):
            _at(data, path[:1]).pop(str(path[1]), None)  # one entry of a mapping
            dropped_keys.add(tuple(path[:2]))
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
    for container in sorted(kept, key=len, reverse=True):  # inner rows first: indices hold
        items = _at(data, container)
        items[:] = [items[i] for i in kept[container]]
    try:
        model = model_cls.model_validate(data)
    except (ValidationError, RecursionError):
        return None
    dropped_ids |= {str(key[1]) for key in dropped_keys if len(key) == 2} | outer_ids
    return Salvaged(model, kept, dropped_ids, dropped_keys)


def _ids_around(data: dict[str, Any], element: DocPath) -> set[str]:
    """The ids of the rows that hold `element` (none for a row at the top)."""
    ids = set()
    for end, item in enumerate(element[:-1]):
        row = _at(data, element[:end + 1]) if isinstance(item, int) else None
        if isinstance(row, dict) and isinstance(row.get("id"), str):
            ids.add(row["id"])
    return ids


def _repair(data: dict[str, Any], path: DocPath, model_cls: type[BaseModel]) -> DocPath | None:
    """Mend a broken key outside any row so the rest can be checked: an optional key (or the
    nearest optional one above it) is left out, a required text gets a placeholder. Returns
    the key path left out or filled; None when neither applies (a required number)."""
    fields = _fields_along(path, model_cls)
    if fields is None or path in UNMENDABLE:
        return None
    leaf, parent = fields[-1], _at(data, path[:-1])
    if leaf.is_required() and leaf.annotation is str and isinstance(parent, dict):
        parent[str(path[-1])] = _placeholder(leaf)
        return path
    for depth in range(len(fields) - 1, -1, -1):
        if not fields[depth].is_required():
            parent = _at(data, path[:depth])
            if isinstance(parent, dict):
                parent.pop(str(path[depth]), None)
                return path[: depth + 1]
    return None


def _fields_along(path: DocPath, model_cls: type[BaseModel]) -> list[FieldInfo] | None:
    """The model field of each key of `path`, through nested models only (a row or an entry
    of a mapping is not mended here: it is dropped whole); None when the path leaves them."""
    fields: list[FieldInfo] = []
    model: type[BaseModel] | None = model_cls
    for key in path:
        if model is None or not isinstance(key, str):
            return None
        by_key = {(f.alias or name): f for name, f in model.model_fields.items()}
        spec = by_key.get(key)
        if spec is None:
            return None
        fields.append(spec)
        model = _nested_model(spec.annotation)
    return fields


def _nested_model(annotation: Any) -> type[BaseModel] | None:
    """The model a field holds directly (`Source`, `Source | None`), never in a list or dict."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        found = [_nested_model(arg) for arg in typing.get_args(annotation)]
        return next((m for m in found if m is not None), None)
    return None


def _placeholder(spec: FieldInfo) -> str:
    """Text that passes the field's own pattern (an id's pattern refuses '?')."""
    patterns = [getattr(m, "pattern", None) for m in spec.metadata]
    if any(p and not re.match(p, PLACEHOLDER) for p in patterns):
        return PLACEHOLDER_ID
    return PLACEHOLDER


def _at(data: Any, path: DocPath) -> Any:
    for item in path:
        if isinstance(data, dict) and isinstance(item, str):
            data = data.get(item)
        elif isinstance(data, list) and isinstance(item, int) and 0 <= item < len(data):
            data = data[item]
        else:
            return None
    return data
