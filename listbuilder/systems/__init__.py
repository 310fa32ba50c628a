"""Rule systems, one package each, all behind `listbuilder.core.system.GameSystem`."""

from __future__ import annotations

from functools import cache

from listbuilder.core.system import GameSystem


@cache
def registry() -> dict[str, GameSystem]:
    # Imported here so that `import listbuilder.systems` stays cheap for the core's tests.
    from listbuilder.systems.basic_impetus import BasicImpetus
    from listbuilder.systems.skirmish import Skirmish
    from listbuilder.systems.szwadron import Szwadron
    from listbuilder.systems.usb import Usb

    systems: list[GameSystem] = [BasicImpetus(), Usb(), Skirmish(), Szwadron()]
    return {s.id: s for s in systems}


def get_system(system_id: str) -> GameSystem | None:
    return registry().get(system_id)


def system_ids() -> list[str]:
    return sorted(registry())
