"""Which figure scale a document is printed at: the one asked for, else the army's."""

from __future__ import annotations

from listbuilder.core.system import GameSystem
from listbuilder.core.view import ArmyView
from listbuilder.export.geometry import ExportError


def pick_scale(view: ArmyView, system: GameSystem, scale: str | None) -> str:
    chosen = scale or view.scale or system.scales[0]
    chosen = system.scale_aliases.get(chosen, chosen)  # e.g. 25 mm figures: 28 mm bases
    if chosen not in system.scales:
        accepted = [*system.scales, *system.scale_aliases]
        raise ExportError(f"{system.name} has no base sizes for scale '{chosen}'; use one of: "
                          f"{', '.join(accepted)}.")
    return chosen
