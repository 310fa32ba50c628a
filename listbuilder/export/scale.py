"""Which figure scale a document is printed at: the one asked for, else the army's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from listbuilder.core.view import ArmyView
from listbuilder.export.geometry import ExportError
from listbuilder.i18n import _

if TYPE_CHECKING:
    from listbuilder.export.print_source import PrintSource


def asked_scale(view: ArmyView, system: PrintSource, scale: str | None) -> str:
    """The scale a document is for, as the player or the army names it ("20mm")."""
    return scale or view.scale or system.scales[0]


def pick_scale(view: ArmyView, system: PrintSource, scale: str | None) -> str:
    """The scale whose sizes a document prints: the one asked for, or the one whose sizes it
    uses (20 mm figures: 28 mm bases)."""
    chosen = asked_scale(view, system, scale)
    chosen = system.scale_aliases.get(chosen, chosen)  # e.g. 25 mm figures: 28 mm bases
    if chosen not in system.scales:
        accepted = [*system.scales, *system.scale_aliases]
        raise ExportError(_("{system} has no base sizes for scale '{scale}'; use one of: "
                            "{scales}.", system=system.name, scale=chosen,
                            scales=", ".join(accepted)))
    return chosen
