"""A unit changed to another type and back keeps what it had, as Basic Impetus keeps the
settings of a unit an option took out (BI-UNIT-SET-ASIDE): in the army file, under the unit's
`set_aside`, by the type they belong to.

Changing a USB unit's type dropped its equipment, and a Szwadron unit's its differing figures,
for good: changed back, the unit came back bare (issue 24).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

SET_ASIDE = "set_aside"


def as_type(data: dict[str, Any], converted: dict[str, Any], kept: Iterable[str]
            ) -> dict[str, Any]:
    """`converted` (the unit `data` made another type) with what `data` had as its own type
    in `kept` fields set aside, and what the unit had as the new type brought back.

    A field the unit did not have is set aside as None and, brought back, left out again (the
    file's default)."""
    aside = {key: dict(value) for key, value in (data.get(SET_ASIDE) or {}).items()}
    own = {key: data.get(key) for key in kept if converted.get(key) != data.get(key)}
    if own:
        aside[data["type"]] = own
    out = {key: value for key, value in converted.items() if key != SET_ASIDE}
    for key, value in aside.pop(out["type"], {}).items():
        if value is None:
            out.pop(key, None)
        else:
            out[key] = value
    if aside:
        out[SET_ASIDE] = aside
    return out
