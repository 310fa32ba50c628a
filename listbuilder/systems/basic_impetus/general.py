"""The General [2.6]: exactly one, on a unit its list lets carry it."""

from __future__ import annotations

from collections.abc import Iterator

from listbuilder.core.diagnostics import Diagnostic, error
from listbuilder.core.hints import did_you_mean
from listbuilder.systems.basic_impetus.resolve import Unit


def check_general(general: str | None, units: dict[str, Unit]) -> Iterator[Diagnostic]:
    carriers = [u.id for u in units.values() if u.row.general]
    if general is None:
        offer = f" Units that may carry it: {', '.join(carriers)}." if carriers else ""
        yield error("BI-GENERAL-MISSING", "No unit carries the General: every army has exactly "
                    f"one. Set 'general' to a unit id.{offer}", ("general",))
        return
    unit = units.get(general)
    if unit is None:
        yield error("BI-GENERAL-UNKNOWN-UNIT", f"The General is on '{general}', but the army "
                    f"has no such unit.{did_you_mean(general, units)}", ("general",))
    elif not unit.row.general:
        yield error("BI-GENERAL-NOT-ALLOWED", f"{unit.name} ({unit.type}) may not carry the "
                    f"General in this list. Choose one of: {', '.join(carriers) or 'none'}.",
                    ("general",), (general,))
