"""Rule systems, one package each, all behind `listbuilder.core.system.GameSystem`.

A system's package is imported the first time something asks for it, so opening a Basic
Impetus army does not pay for building every other game's models.
"""

from __future__ import annotations

import importlib
from functools import cache

from listbuilder.core.system import GameSystem

# id as written in files -> (module, class)
_SYSTEMS = {
    "basic-impetus": ("listbuilder.systems.basic_impetus", "BasicImpetus"),
    "usb": ("listbuilder.systems.usb", "Usb"),
    "skirmish": ("listbuilder.systems.skirmish", "Skirmish"),
    "szwadron": ("listbuilder.systems.szwadron", "Szwadron"),
}


@cache
def get_system(system_id: str) -> GameSystem | None:
    entry = _SYSTEMS.get(system_id)
    if entry is None:
        return None
    module, cls = entry
    return getattr(importlib.import_module(module), cls)()


def registry() -> dict[str, GameSystem]:
    """Every system, in a stable order (imports them all)."""
    found = {system_id: get_system(system_id) for system_id in _SYSTEMS}
    return {system_id: system for system_id, system in found.items() if system is not None}


def system_ids() -> list[str]:
    return sorted(_SYSTEMS)
