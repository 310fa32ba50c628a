"""Turn pydantic's validation errors into diagnostics people can act on.

Messages name the key as the user wrote it, say what was expected and what was found, and
suggest close matches for unknown keys and literal values.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ValidationError

from listbuilder.core.diagnostics import SHORT_TEXT, Diagnostic, DocPath, error, shorten
from listbuilder.core.hints import did_you_mean

UNKNOWN_KEY = "SCHEMA-UNKNOWN-KEY"
#: Codes whose span should point at the key rather than at its value.
KEY_CODES = frozenset({UNKNOWN_KEY})

_TYPE_WORDS = {
    "int_type": "a whole number",
    "int_parsing": "a whole number",
    "int_from_float": "a whole number",
    "string_type": "text",
    "bool_type": "true or false",
    "bool_parsing": "true or false",
    "float_type": "a number",
    "list_type": "a list (lines starting with '- ')",
    "dict_type": "a mapping (lines of 'key: value')",
    "model_type": "a mapping (lines of 'key: value')",
    "model_attributes_type": "a mapping (lines of 'key: value')",
}


def describe(value: Any) -> str:
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return f"{str(value).lower()} (true/false)"
    if isinstance(value, int) and abs(value) >= 10**SHORT_TEXT:
        return f"a number of {len(str(abs(value)))} digits"
    if isinstance(value, int | float):
        return f"{value} (a number)"
    if isinstance(value, str):
        return f"'{shorten(value)}' (text)"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


def dotted(path: DocPath) -> str:
    out = ""
    for item in path:
        name = shorten(str(item), 40)
        out += f"[{item}]" if isinstance(item, int) else (f".{name}" if out else name)
    return out or "the document"


def _step(annotation: Any, item: Any) -> Any:
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        for arg in typing.get_args(annotation):
            found = _step(arg, item)
            if found is not None:
                return found
        return None
    if isinstance(item, int) and origin in (list, tuple):
        args = typing.get_args(annotation)
        return args[0] if args else None
    if origin is dict:
        args = typing.get_args(annotation)
        return args[1] if len(args) == 2 else None
    if isinstance(annotation, type) and issubclass(annotation, BaseModel) and isinstance(item, str):
        field = annotation.model_fields.get(item)
        return field.annotation if field else None
    return None


def fields_at(model: type[BaseModel], path: DocPath) -> list[str]:
    annotation: Any = model
    for item in path:
        annotation = _step(annotation, item)
        if annotation is None:
            return []
    candidates = [annotation]
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        candidates = list(typing.get_args(annotation))
    for cand in candidates:
        if isinstance(cand, type) and issubclass(cand, BaseModel):
            return list(cand.model_fields)
    return []


def _message(err: Mapping[str, Any], model: type[BaseModel], path: DocPath) -> tuple[str, str]:
    kind = err["type"]
    where = dotted(path)
    value = err.get("input")
    ctx = err.get("ctx") or {}
    if kind == "extra_forbidden":
        key = shorten(str(path[-1]))
        allowed = fields_at(model, path[:-1])
        hint = did_you_mean(key, allowed)
        listing = f" Allowed here: {', '.join(allowed)}." if allowed else ""
        return UNKNOWN_KEY, f"Unknown key '{key}'.{hint}{listing}"
    if kind == "missing":
        parent = dotted(path[:-1])
        return "SCHEMA-MISSING-KEY", (f"Missing required key '{path[-1]}' in {parent}. "
                                      f"Add '{path[-1]}: …' there.")
    if kind == "literal_error":
        expected = ctx.get("expected", "")
        choices = [c.strip(" '") for c in expected.replace(" or ", ",").split(",") if c.strip()]
        hint = did_you_mean(str(value), choices) if isinstance(value, str) else ""
        return "SCHEMA-BAD-VALUE", (f"'{where}' must be {expected}, not {describe(value)}."
                                    f"{hint}")
    if kind == "string_pattern_mismatch" and path[-1:] == ("list_stamp",):
        return "SCHEMA-BAD-VALUE", (f"'{where}' is {describe(value)}; a stamp looks like "
                                    "'sha256:2f15197b8724232a'. The editor writes it on save: "
                                    "remove the line to let it.")
    if kind == "string_pattern_mismatch":
        return "SCHEMA-BAD-ID", (f"'{where}' is {describe(value)}; ids use lowercase letters, "
                                 "digits, '-' and '_' only, e.g. 'mounted-knights'.")
    if kind in _TYPE_WORDS:
        return "SCHEMA-WRONG-TYPE", (f"'{where}' must be {_TYPE_WORDS[kind]}, not "
                                     f"{describe(value)}.")
    if kind == "finite_number":
        return "SCHEMA-OUT-OF-RANGE", (f"'{where}' is {describe(value)}: NaN and infinity are "
                                       "not accepted anywhere; write a number.")
    if kind in ("greater_than_equal", "greater_than", "less_than_equal", "less_than",
                "too_short", "too_long"):
        return "SCHEMA-OUT-OF-RANGE", f"'{where}' is {describe(value)}: {err['msg'].lower()}."
    if kind == "value_error":
        return "SCHEMA-BAD-VALUE", f"'{where}': {str(ctx.get('error', err['msg']))}"
    return "SCHEMA-INVALID", f"'{where}': {err['msg']}."


def diagnostics_from(exc: ValidationError, model: type[BaseModel]) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    seen: set[tuple[DocPath, str]] = set()
    for err in exc.errors(include_url=False):
        path: DocPath = tuple(err["loc"])
        code, message = _message(err, model, path)
        # Unions report once per member; one finding per place and code is enough.
        if (path, code) in seen:
            continue
        seen.add((path, code))
        out.append(error(code, message, path))
    return out
