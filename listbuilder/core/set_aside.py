"""A unit changed to another type keeps every choice the new type can take, and what it
cannot take is kept, as Basic Impetus keeps the settings of a unit an option took out
(BI-UNIT-SET-ASIDE): in the army file, under the unit's `set_aside`, by the type it was
dropped from.

A kept choice comes back as soon as the unit is a type that can take it again, where the
unit has nothing of its own in its place: not only when it is changed back to the type it
was dropped from. Infantry → Heavy infantry → Cavalry → Infantry ends with the polearms
and Deep strike it had (Cavalry dropped them, Infantry takes them); a Sergeant taken
through three types and back is a Sergeant again. A choice the player made since (another
weapon in its place) is theirs: it stays, and the kept one is forgotten once the unit is
its own type again.

Changing a USB unit's type dropped its equipment, and a Szwadron unit's its differing
figures, for good (issue 24); then anything not restored by a change straight back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

SET_ASIDE = "set_aside"
ALL_BACK = object()  # nothing of a kept value is left to keep (None is a value: "none")

#: The unit's data made the type its "type" says, keeping only what that type can take
#: (sizes brought into range): each system's own rule. It never adds a choice the unit lacks.
Fitted = Callable[[dict[str, Any]], dict[str, Any]]


def as_type(data: dict[str, Any], new_type: str, kept: Sequence[str], fitted: Fitted
            ) -> dict[str, Any]:
    """The unit `data` made `new_type`: the choices in `kept` it can take carried over,
    kept ones that now fit brought back, the rest kept under the type it had.

    A field the unit did not have is kept as None when the new type forces a value on it
    (a size brought into range), so that changed back it is left out again (the default)."""
    if data.get("type") == new_type:
        return data
    base = {key: value for key, value in data.items() if key != SET_ASIDE}
    memory = {key: dict(value) for key, value in (data.get(SET_ASIDE) or {}).items()}
    out = fitted({**base, "type": new_type})
    forced = {key for key in kept if out.get(key) != base.get(key)}
    out, not_chosen = _bring_back(base, out, memory, kept, forced, fitted)
    dropped = _dropped(base, out, [k for k in kept if k not in not_chosen], forced)
    if dropped:
        memory[base["type"]] = {**memory.pop(base["type"], {}), **dropped}  # the latest last
    memory = {key: entry for key, entry in memory.items() if entry}
    if memory:
        out[SET_ASIDE] = memory
    return out


def _bring_back(base: dict[str, Any], out: dict[str, Any], memory: dict[str, dict[str, Any]],
                kept: Sequence[str], forced: set[str], fitted: Fitted
                ) -> tuple[dict[str, Any], set[str]]:
    """`out` with what `memory` keeps brought back where it fits and nothing of the player's
    is in its place, the new type's own first, then the latest kept; `memory` keeps the rest.
    Also the fields `base` had only because a change forced them (`_forced_from`)."""
    new_type = out["type"]
    not_chosen: set[str] = set()
    settled: set[str] = set()  # a value brought back: no other kept one replaces it
    for source in [new_type, *reversed([t for t in memory if t != new_type])]:
        entry = memory.get(source, {})
        for key in [k for k in entry if k in kept and k not in settled]:
            value = entry[key]
            if _forced_from(base, key, value, fitted):
                not_chosen.add(key)
            elif key not in forced and not _empty(out.get(key)) and not isinstance(value, list):
                continue  # the player's own choice is in its place
            was = out.get(key)
            out, left = _brought_back(out, key, value, fitted)
            if out.get(key) != was and not isinstance(value, list):
                settled.add(key)  # a list's items come back beside the unit's, from any
            if left is ALL_BACK:
                del entry[key]
            else:
                entry[key] = left
        if source == new_type:  # its own type again: what did not come back is replaced
            memory.pop(new_type, None)
    return out, not_chosen


def _forced_from(base: dict[str, Any], key: str, value: Any, fitted: Fitted) -> bool:
    """`base` has in `key` only what the kept `value` became as its type: a change forced it
    there (a size brought into range), the player did not choose it."""
    return (not isinstance(value, list) and value != base.get(key)
            and fitted(_with(base, key, value)).get(key) == base.get(key))


def _empty(value: Any) -> bool:
    return value is None or value == 0 or value == [] or value == ""  # False == 0


def _brought_back(out: dict[str, Any], key: str, value: Any, fitted: Fitted
                  ) -> tuple[dict[str, Any], Any]:
    """`out` with the kept `value` of `key` as the type takes it, and what of the value is
    still kept (`ALL_BACK`: nothing). A list's items come back one by one, beside the unit's; a
    value the type cannot take whole stays kept."""
    if isinstance(value, list):
        current = list(out.get(key) or [])
        trial = {**out, key: [v for v in value if v not in current] + current}
        fits = fitted(trial)
        now = fits.get(key) or []
        left = [v for v in value if v not in now]
        return (fits if now != current else out), (left or ALL_BACK)
    fits = fitted(_with(out, key, value))  # as near as the type allows (a size in range)
    return fits, (ALL_BACK if fits.get(key) == value else value)


def _with(unit: dict[str, Any], key: str, value: Any) -> dict[str, Any]:
    """`unit` with `key` set to `value`; None leaves it out (the file's default)."""
    out = {k: v for k, v in unit.items() if k != key}
    if value is not None:
        out[key] = value
    return out


def _dropped(base: dict[str, Any], out: dict[str, Any], keys: Sequence[str],
             forced: set[str]) -> dict[str, Any]:
    """What the unit had among `keys` and no longer has: its choices, and None for a field
    the change forced a value on where it had none."""
    dropped: dict[str, Any] = {}
    for key in keys:
        had, now = base.get(key), out.get(key)
        if isinstance(had, list):
            gone = [v for v in had if v not in (now or [])]
            if gone:
                dropped[key] = gone
        elif had != now and not _empty(had):
            dropped[key] = had
        elif had != now and key in forced:
            dropped[key] = None
    return dropped
