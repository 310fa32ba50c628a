"""The General [2.6]: exactly one, on a unit its list lets carry it."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from listbuilder.systems.api import N_, Diagnostic, Phrase, did_you_mean, joined
from listbuilder.systems.basic_impetus import messages
from listbuilder.systems.basic_impetus.naming import unit_labels
from listbuilder.systems.basic_impetus.resolve import Unit


def check_general(general: str | None, units: dict[str, Unit],
                  names: Mapping[str, str], source_marks_general: bool = True,
                  absent: Callable[[str], str] | None = None) -> Iterator[Diagnostic]:
    """`names`: the player's own names for units, which findings call them by; `absent`
    says why a unit id is missing (absent_units.py), else the closest unit is named."""
    labels = unit_labels(units, names)
    offered = [labels[u.id] for u in units.values() if u.row.general]
    carriers = joined(offered) if offered else ""
    if general is None:
        offer = Phrase(N_(" Units that may carry it: {units}."), units=carriers) \
            if carriers else ""
        yield messages.GENERAL_MISSING(("general",), carriers=offer)
        return
    unit = units.get(general)
    if unit is None:
        hint = absent(general) if absent else did_you_mean(general, units, labels)
        yield messages.GENERAL_UNKNOWN_UNIT(("general",), unit=general, hint=hint)
    elif not source_marks_general:
        yield messages.GENERAL_SOURCE_UNMARKED(("general",), (general,), name=labels[general])
    elif not unit.row.general:
        yield messages.GENERAL_NOT_ALLOWED(("general",), (general,), name=labels[general],
                                           type=unit.type, carriers=carriers or messages.NONE)
