"""A short fingerprint of what a list says, stored in armies built from it.

The stamp is taken from a canonical form of the list's content, not from its file: the
validated data with every value left at its default dropped, and without the format number,
the errata and the notes (which change nothing an army is built from). So reformatting a list,
editing its comments or upgrading it to a new format (new keys, all defaulted) keeps the
stamps of armies built before.

Earlier versions stamped differently (the first one hashed every value, defaults and the
format number included). An army they stamped against a list that has not changed must not
look stale: `accepted_stamps` gives the current stamp together with every earlier version's
stamp of the same content, and an army's stamp is checked against all of them.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from pydantic import BaseModel

#: Keys no version's stamp covers: they change nothing an army is built from.
_NOT_STAMPED = frozenset({"errata", "notes"})

#: Fields added after the first version's stamp (format 1), by model class name. A list that
#: gives one of them a value could not have been stamped by that version. Every field a list
#: model gains joins this table (tests/test_earlier_stamps.py fails until it does).
_NEWER_THAN_FIRST: dict[str, frozenset[str]] = {
    "UnitRow": frozenset({"inferred"}),
    "Change": frozenset({"by", "traits", "add_traits", "drop_traits", "weapon",
                         "drop_weapon"}),
    "Option": frozenset({"add_one_of", "add_more"}),
    "SpecialRule": frozenset({"replaces"}),
    "BasicImpetusList": frozenset({"weapons", "source_marks_general",
                                   "options_not_transcribed"}),
}


def _hashed(data: Any) -> str:
    canonical = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return "sha256:" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:16]


def canonical_content(model: BaseModel) -> dict[str, Any]:
    """What the list says, in one form whatever the file's format or layout."""
    return model.model_dump(mode="json", exclude={*_NOT_STAMPED, "format"},
                            exclude_defaults=True)


def data_stamp(model: BaseModel) -> str:
    return _hashed(canonical_content(model))


class _NotInFirstFormat(Exception):
    """The list says something the first version's models could not hold."""


def _drop_newer(model: BaseModel, dumped: dict[str, Any]) -> None:
    """Take from `dumped` (the model's JSON dump) the fields format 1 did not have."""
    newer = _NEWER_THAN_FIRST.get(type(model).__name__, frozenset())
    for name, info in type(model).model_fields.items():
        value = getattr(model, name)
        if name not in dumped and name not in newer:
            continue
        if name in newer:
            if value != info.get_default(call_default_factory=True):
                raise _NotInFirstFormat(name)
            dumped.pop(name, None)
        elif isinstance(value, BaseModel):
            _drop_newer(value, dumped[name])
        elif isinstance(value, list | tuple):
            for item, item_dumped in zip(value, dumped[name], strict=True):
                if isinstance(item, BaseModel):
                    _drop_newer(item, item_dumped)


def first_version_stamp(model: BaseModel) -> str | None:
    """The stamp the first version (format 1) gave this content: every value, defaults
    included, with `format: 1`; None when the list uses what format 1 could not say."""
    dumped = model.model_dump(mode="json", exclude=set(_NOT_STAMPED))
    try:
        _drop_newer(model, dumped)
    except _NotInFirstFormat:
        return None
    dumped["format"] = 1
    return _hashed(dumped)


def accepted_stamps(model: BaseModel) -> frozenset[str]:
    """Every stamp an unchanged list may carry in an army: the current one and earlier
    versions' stamps of the same content."""
    first = first_version_stamp(model)
    return frozenset({data_stamp(model), *((first,) if first else ())})
