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

from listbuilder.core.diagnostics import SHORT_TEXT, Diagnostic, DocPath, shorten
from listbuilder.core.event_model import LIST_GLOB_PATTERN, SCALE_PATTERN
from listbuilder.core.hints import did_you_mean
from listbuilder.core.messages import Message, Phrase
from listbuilder.core.model import STAMP_PATTERN
from listbuilder.core.text_safety import (
    NAME_PATTERN,
    code_point,
    first_unsafe,
    is_direction_control,
)
from listbuilder.i18n import N_, N_plural
from listbuilder.storage import messages
from listbuilder.storage.finding_limit import MAX_FINDINGS, more_findings

UNKNOWN_KEY = messages.SCHEMA_UNKNOWN_KEY.code
#: Codes whose span should point at the key rather than at its value.
KEY_CODES = frozenset({UNKNOWN_KEY})

_WHOLE, _TRUE_FALSE = N_("a whole number"), N_("true or false")
_MAPPING = N_("a mapping (lines of 'key: value')")
_TYPE_WORDS = {
    "int_type": _WHOLE,
    "int_parsing": _WHOLE,
    "int_from_float": _WHOLE,
    "string_type": N_("text"),
    "bool_type": _TRUE_FALSE,
    "bool_parsing": _TRUE_FALSE,
    "float_type": N_("a number"),
    "list_type": N_("a list (lines starting with '- ')"),
    "dict_type": _MAPPING,
    "model_type": _MAPPING,
    "model_attributes_type": _MAPPING,
}


def describe(value: Any) -> str:
    """What a value is, as a message quotes it (a `Phrase`: translated when shown)."""
    if value is None:
        return Phrase(N_("nothing (null)"))
    if isinstance(value, bool):
        return Phrase(N_("{value} (true/false)"), value=str(value).lower())
    if isinstance(value, int) and abs(value) >= 10**SHORT_TEXT:
        return Phrase(N_("a number of {digits} digits"), digits=len(str(abs(value))))
    if isinstance(value, int | float):
        return Phrase(N_("{value} (a number)"), value=str(value))
    if isinstance(value, str):
        return Phrase(N_("'{text}' (text)"), text=shorten(value))
    if isinstance(value, list):
        return Phrase(N_("a list"))
    if isinstance(value, dict):
        return Phrase(N_("a mapping"))
    return type(value).__name__


def dotted(path: DocPath) -> str:
    out = ""
    for item in path:
        name = shorten(str(item), 40)
        out += f"[{item}]" if isinstance(item, int) else (f".{name}" if out else name)
    return out or Phrase(N_("the document"))


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


Finding = tuple[Message, dict[str, Any]]


#: A value refused where an author meant something a list says elsewhere, by (the key whose
#: list holds it, the value): a General the source leaves unmarked is not 'inferred'.
_LITERAL_HINTS = {("inferred", "general"): Phrase(N_(
    " A source that marks no unit that may carry the General is written "
    "'source_marks_general: false' at the top of the list."))}


def _message(err: Mapping[str, Any], model: type[BaseModel], path: DocPath) -> Finding:
    """The finding for one pydantic error: one of ours for every type in `WORDED`; any other
    falls back to SCHEMA-INVALID with pydantic's English (tests/test_schema_error_types.py
    fails when the models can produce a type not in `WORDED`)."""
    kind = err["type"]
    where = dotted(path)
    value = err.get("input")
    ctx = err.get("ctx") or {}
    if kind == "extra_forbidden":
        key = shorten(str(path[-1]))
        allowed = fields_at(model, path[:-1])
        listing = Phrase(N_(" Allowed here: {keys}."), keys=", ".join(allowed)) if allowed else ""
        return messages.SCHEMA_UNKNOWN_KEY, {"key": key, "hint": did_you_mean(key, allowed),
                                             "allowed": listing}
    if kind == "missing":
        return messages.SCHEMA_MISSING_KEY, {"key": str(path[-1]), "parent": dotted(path[:-1])}
    if kind == "literal_error":
        expected = str(ctx.get("expected", ""))
        written = [c.strip() for c in expected.replace(" or ", ",").split(",") if c.strip()]
        choices = [c.strip("'") for c in written]
        hint = _LITERAL_HINTS.get((str(path[-2]) if len(path) > 1 else "", value), "") \
            if isinstance(value, str) else ""
        hint = hint or (did_you_mean(str(value), choices) if isinstance(value, str) else "")
        return messages.SCHEMA_BAD_VALUE, {"where": where, "expected": _one_of(written, expected),
                                           "found": describe(value), "hint": hint}
    found: dict[str, Any] = {"where": where, "found": describe(value)}
    if kind == "string_pattern_mismatch" and ctx.get("pattern") == NAME_PATTERN:
        return messages.SCHEMA_NAME_NOT_ONE_LINE, {"where": where, **_unprintable(value)}
    if kind == "string_pattern_mismatch" and path[-1:] == ("list_stamp",):
        return messages.SCHEMA_BAD_STAMP, found
    if kind == "string_pattern_mismatch" and ctx.get("pattern") in _FORMS:
        return messages.SCHEMA_BAD_FORM, {"where": where,
                                           "problem": Phrase(_FORMS[ctx["pattern"]])}
    if kind == "string_pattern_mismatch":
        return messages.SCHEMA_BAD_ID, found
    if kind in _TYPE_WORDS:
        return messages.SCHEMA_WRONG_TYPE, {**found, "expected": Phrase(_TYPE_WORDS[kind])}
    if kind == "finite_number":
        return messages.SCHEMA_NOT_FINITE, found
    if kind in ("greater_than_equal", "greater_than", "less_than_equal", "less_than",
                "too_short", "too_long"):
        return messages.SCHEMA_OUT_OF_RANGE, {**found, "problem": _bound(kind, ctx, err)}
    if kind in ("string_too_short", "string_too_long"):
        return messages.SCHEMA_INVALID, {"where": where, "problem": _bound(kind, ctx, err)}
    if kind == "value_error":
        return messages.SCHEMA_BAD_FORM, {"where": where, "problem": _problem(ctx, err)}
    return messages.SCHEMA_INVALID, {"where": where, "problem": str(err["msg"])}


#: What a text of these forms looks like, where an id's would mislead (an event file's).
_FORMS = {
    STAMP_PATTERN: N_("a stamp is 'sha256:' and 16 hexadecimal digits, such as "
                      "'sha256:2f15197b8724232a' (`listbuilder event versions EVENT` prints "
                      "them)"),
    LIST_GLOB_PATTERN: N_("a list id, or a pattern of them with * and ?, such as 'bi/*': "
                          "lowercase letters, digits, '-', '_' and '/'"),
    SCALE_PATTERN: N_("a figure scale is one short line such as '28mm' or '15mm'"),
}


#: Pydantic's own words for a bound, declared so they are translated: each renders in English
#: exactly as pydantic writes it (lowered where the finding lowers it), so JSON is unchanged.
_BOUNDS = {
    "greater_than_equal": ("ge", N_("input should be greater than or equal to {limit}")),
    "greater_than": ("gt", N_("input should be greater than {limit}")),
    "less_than_equal": ("le", N_("input should be less than or equal to {limit}")),
    "less_than": ("lt", N_("input should be less than {limit}")),
}
_LENGTHS = {
    "too_short": ("min_length", N_plural(
        "list should have at least {n} item after validation, not {actual}",
        "list should have at least {n} items after validation, not {actual}")),
    "too_long": ("max_length", N_plural(
        "list should have at most {n} item after validation, not {actual}",
        "list should have at most {n} items after validation, not {actual}")),
    "string_too_short": ("min_length", N_plural("String should have at least {n} character",
                                                "String should have at least {n} characters")),
    "string_too_long": ("max_length", N_plural("String should have at most {n} character",
                                               "String should have at most {n} characters")),
}


_MAPPING_TOO_LONG = N_plural(
    "dictionary should have at most {n} item after validation, not more",
    "dictionary should have at most {n} items after validation, not more")
_MAPPING_TOO_SHORT = N_plural(
    "dictionary should have at least {n} item after validation, not {actual}",
    "dictionary should have at least {n} items after validation, not {actual}")


def _bound(kind: str, ctx: Mapping[str, Any], err: Mapping[str, Any]) -> str:
    """The bound a value breaks, in words people read in their language; pydantic's own
    text where its shape is not one declared here (a dictionary's length, say)."""
    text = err["msg"] if kind.startswith("string_") else err["msg"].lower()
    if kind in _BOUNDS and _BOUNDS[kind][0] in ctx:
        key, template = _BOUNDS[kind]
        limit = ctx[key]  # a float bound reads as pydantic writes it: 0.0 as "0"
        if isinstance(limit, float) and limit.is_integer():
            limit = int(limit)
        phrase: Phrase = Phrase(template, limit=limit)
    elif kind in _LENGTHS and isinstance(ctx.get(_LENGTHS[kind][0]), int):
        key, (singular, plural) = _LENGTHS[kind]
        if ctx.get("field_type") == "Dictionary":  # pydantic stops counting a mapping's keys
            singular, plural = _MAPPING_TOO_LONG if kind == "too_long" else _MAPPING_TOO_SHORT
        phrase = Phrase.counted(singular, plural, ctx[key], actual=ctx.get("actual_length"))
    else:
        return text
    return phrase if phrase == text else text  # never a wording pydantic did not give


#: The pydantic error types worded in our registry's messages, in the reader's language.
WORDED = frozenset({"extra_forbidden", "missing", "literal_error", "string_pattern_mismatch",
                    "finite_number", "value_error", *_TYPE_WORDS, *_BOUNDS, *_LENGTHS})


def _one_of(written: list[str], expected: str) -> str:
    """"'a', 'b' or 'c'" with the "or" in the reader's language; pydantic's own text (so the
    same in English) where it is not a list of that shape."""
    if len(written) < 2:
        return expected
    phrase = Phrase(N_("{choices} or {last}"), choices=", ".join(written[:-1]), last=written[-1])
    return phrase if phrase == expected else expected


_LINE_BREAK, _TAB = N_("a line break"), N_("a tab")


def _unprintable(value: Any) -> dict[str, Any]:
    """The first character a name may not hold, as the message names it."""
    found = first_unsafe(str(value), one_line=True)
    char = found.group() if found else "\n"
    what = {"\n": _LINE_BREAK, "\u2028": _LINE_BREAK, "\u2029": _LINE_BREAK,
            "\t": _TAB}.get(char) or (
        N_("a text-direction control") if is_direction_control(char)
        else N_("a control character"))
    return {"what": Phrase(what), "code": code_point(char)}


def _problem(ctx: Mapping[str, Any], err: Mapping[str, Any]) -> str:
    """A validator's reason: its `Phrase` (translated when shown), else the error's text."""
    error = ctx.get("error", err["msg"])
    reason = error.args[0] if isinstance(error, ValueError) and error.args else error
    return reason if isinstance(reason, Phrase) else str(reason)


def _union_tag(model: type[BaseModel], loc: DocPath) -> tuple[int, str] | None:
    """Where pydantic names the member of a union it tried ('constrained-int',
    "literal['not stated']", 'list[str]'): (index in `loc`, the member's name)."""
    annotation: Any = model
    for index, item in enumerate(loc):
        if typing.get_origin(annotation) in (typing.Union, types.UnionType):
            members = [a for a in typing.get_args(annotation) if a is not type(None)]
            if len(members) > 1 and isinstance(item, str):
                return index, item
        annotation = _step(annotation, item)
        if annotation is None:
            return None
    return None


def _one_member_each(errors: list[Any], model: type[BaseModel]) -> list[tuple[DocPath, Any]]:
    """The errors with union members' names left out of their paths, and of each union only
    the member the value was meant for: the one whose errors lie deepest (a list's item
    rather than "must be text, not a list"), else the words for text when it is text, else
    one the value's type fits (an empty list is too short rather than not text)."""
    tagged = [(err, _union_tag(model, tuple(err["loc"]))) for err in errors]
    best: dict[DocPath, tuple[tuple[int, bool, bool], str]] = {}
    for err, tag in tagged:
        if tag is not None:
            anchor, rank = tuple(err["loc"][:tag[0]]), (
                len(err["loc"]), (err["type"] == "literal_error") == isinstance(err["input"], str),
                err["type"] not in _TYPE_WORDS)
            if anchor not in best or rank > best[anchor][0]:
                best[anchor] = (rank, tag[1])
    out = []
    for err, tag in tagged:
        loc = tuple(err["loc"])
        if tag is None:
            out.append((loc, err))
        elif best[loc[:tag[0]]][1] == tag[1]:
            out.append((loc[:tag[0]] + loc[tag[0] + 1:], err))
    return out


def diagnostics_from(exc: ValidationError, model: type[BaseModel]) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    seen: set[tuple[DocPath, str]] = set()
    errors = _one_member_each(exc.errors(include_url=False), model)
    for index, (path, err) in enumerate(errors):
        if len(out) == MAX_FINDINGS:  # the rest only counted: wording each costs time
            return [*out, more_findings(len(errors) - index, out[-1])]
        message, fields = _message(err, model, path)
        # Unions report once per member; one finding per place and code is enough.
        if (path, message.code) in seen:
            continue
        seen.add((path, message.code))
        out.append(message(path, **fields))
    return out
