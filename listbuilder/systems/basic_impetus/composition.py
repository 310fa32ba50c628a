"""Army size and victory totals [2.1, 8.0]: 7–10 units, VDT and the break point."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterator

from listbuilder.systems.api import N_, Diagnostic, Phrase, Total
from listbuilder.systems.basic_impetus import messages

ARMY_SIZE = (7, 10)


def units_phrase(n: int) -> Phrase:
    """'1 unit', '3 units': English as a string, translated when a message is shown."""
    return Phrase.counted(N_("{n} unit"), N_("{n} units"), n)


def break_point(vdt: int) -> int:
    """Routed VD at which the army breaks: half the VDT, rounded up (RULES.md §1.7)."""
    return math.ceil(vdt / 2)


def check_size(unit_count: int) -> Iterator[Diagnostic]:
    # Basic Impetus lists fix every count, so an army always fields what its list (with the
    # chosen options) prints: a size outside 7–10 is the published list's, hence a warning.
    low, high = ARMY_SIZE
    if not low <= unit_count <= high:
        yield messages.UNIT_COUNT(("options",), n=unit_count, low=low, high=high)


def totals(vds: list[int], types: list[str]) -> tuple[Total, ...]:
    """Army size against the usual 7–10, and the VDT: the VD the army loses as units rout,
    breaking at half of it [8.0]."""
    vdt = sum(vds)
    return (
        Total("unit_count", N_("Units"), len(vds), range=ARMY_SIZE),
        Total("vdt", N_("VDT"), vdt, breaks_at=break_point(vdt), lost=N_("VD of routed units"),
              breaks_at_key="break_at"),
        Total("by_type", N_("By type"), dict(sorted(Counter(types).items()))),
    )
