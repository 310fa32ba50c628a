"""Rule systems, found by entry point: each package names its `GameSystem` class in the group
`listbuilder.systems` of its distribution's metadata (ours in pyproject.toml), under the id
its files write (`system: basic-impetus`). docs/adding-a-system.md says how to add one.

A system's package is imported the first time something asks for it, so opening a Basic
Impetus army does not pay for building every other game's models.
"""

from __future__ import annotations

from functools import cache
from importlib.metadata import EntryPoint, entry_points

from listbuilder.core.system import GameSystem

GROUP = "listbuilder.systems"


@cache
def _entry_points() -> dict[str, EntryPoint]:
    """By id; where two installed distributions name one id, the first found."""
    found: dict[str, EntryPoint] = {}
    for entry in entry_points(group=GROUP):
        found.setdefault(entry.name, entry)
    return found


@cache
def get_system(system_id: str) -> GameSystem | None:
    entry = _entry_points().get(system_id)
    if entry is None:
        return None
    system = entry.load()()
    if not isinstance(system, GameSystem) or system.id != system_id:
        raise TypeError(f"entry point {entry.value} of {GROUP} is not the GameSystem "
                        f"'{system_id}'")
    return system


def registry() -> dict[str, GameSystem]:
    """Every system, in a stable order (imports them all)."""
    found = {system_id: get_system(system_id) for system_id in system_ids()}
    return {system_id: system for system_id, system in found.items() if system is not None}


def system_ids() -> list[str]:
    return sorted(_entry_points())
