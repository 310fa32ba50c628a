"""Shelf packing: place boxes left to right in rows, rows top to bottom, pages as needed.

Good enough for base templates (a handful of sizes) and simple to check: every box keeps
its own size, and the order within a shelf follows the army's order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

from listbuilder.export.geometry import ExportError

T = TypeVar("T")


@dataclass(frozen=True)
class Slot(Generic[T]):
    item: T
    w: float
    h: float


@dataclass(frozen=True)
class Placed(Generic[T]):
    item: T
    page: int
    x: float  # left edge, from the area's left
    top: float  # top edge, measured down from the area's top


def shelf_pack(slots: list[Slot[T]], area_w: float, area_h: float, gap: float
               ) -> list[Placed[T]]:
    for slot in slots:
        if slot.w > area_w or slot.h > area_h:
            raise ExportError(f"A {slot.w:g} × {slot.h:g} mm base does not fit the "
                              f"{area_w:g} × {area_h:g} mm printable area; use larger paper.")
    # Tallest first keeps shelves even; sorted() is stable, so ties keep the army's order.
    ordered = sorted(slots, key=lambda s: -s.h)
    placed: list[Placed[T]] = []
    page, x, top, shelf_h = 0, 0.0, 0.0, 0.0
    for slot in ordered:
        if x > 0 and x + slot.w > area_w:  # next shelf
            x, top, shelf_h = 0.0, top + shelf_h + gap, 0.0
        if top + slot.h > area_h:  # next page
            page, x, top, shelf_h = page + 1, 0.0, 0.0, 0.0
        placed.append(Placed(slot.item, page, x, top))
        x += slot.w + gap
        shelf_h = max(shelf_h, slot.h)
    return placed
