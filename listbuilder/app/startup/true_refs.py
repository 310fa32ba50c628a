"""A guard for PySide6 builds that lose a reference to `True` on every signal emit.

PySide6 6.12.0 on Python 3.11 does (Python 3.12 made `True` immortal, so it is harmless
there): each edit emits a few signals, and after a few thousand edits `True`'s count reaches
zero and Python aborts with "bool_dealloc", taking the player's unsaved army with it.
pyproject excludes 6.12.0, but a distribution or an older environment may still bring it,
so the editor measures the leak at start and, where there is one, holds a reserve of
references large enough for any session.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal

PROBE_EMITS = 16
# Eight bytes per reference: 2 million cover about a million edits, for 16 MB.
RESERVE = 2_000_000
_reserve: list[bool] = []


class _Probe(QObject):
    ping = Signal()


def references_lost_per_emit() -> float:
    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(PROBE_EMITS):
        probe.ping.emit()
    return (before - sys.getrefcount(True)) / PROBE_EMITS


def guard() -> bool:
    """Hold the reserve if this PySide6 leaks; True when it did."""
    if _reserve or references_lost_per_emit() <= 0:
        return bool(_reserve)
    _reserve.extend([True] * RESERVE)
    return True
