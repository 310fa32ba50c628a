"""Rule systems, one package each, all behind `listbuilder.core.system.GameSystem`."""

from __future__ import annotations

from functools import cache

from listbuilder.core.system import GameSystem


@cache
def registry() -> dict[str, GameSystem]:
    # Imported here so that loading one system's module does not import every game.
    from listbuilder.systems.basic_impetus import BasicImpetus

    systems: list[GameSystem] = [BasicImpetus()]
    for extra in _optional_systems():
        systems.append(extra)
    return {s.id: s for s in systems}


def _optional_systems() -> list[GameSystem]:
    found: list[GameSystem] = []
    for module, cls in (
        ("listbuilder.systems.usb", "Usb"),
        ("listbuilder.systems.skirmish", "Skirmish"),
        ("listbuilder.systems.szwadron", "Szwadron"),
    ):
        try:  # TEMPORARY while systems are written in parallel
            mod = __import__(module, fromlist=[cls])
            found.append(getattr(mod, cls)())
        except Exception:
            continue
    return found


def get_system(system_id: str) -> GameSystem | None:
    return registry().get(system_id)


def system_ids() -> list[str]:
    return sorted(registry())
