"""Army size and victory totals [2.1, 8.0]: 7–10 units, VDT and the break point."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterator
from typing import Any

from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.messages import Phrase
from listbuilder.i18n import N_
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


def totals(vds: list[int], types: list[str]) -> dict[str, Any]:
    vdt = sum(vds)
    return {
        "unit_count": len(vds),
        "vdt": vdt,
        "break_at": break_point(vdt),
        "by_type": dict(sorted(Counter(types).items())),
    }
