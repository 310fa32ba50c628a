"""Packing boxes onto pages: a simple shelf packer, a skyline packer that may turn boxes by
90°, and `best_pack`, which tries several and keeps the one using the fewest pages.

Base templates are a handful of sizes, so trying every strategy costs nothing; each result
is easy to check, since every box keeps its own size (or its turned size) and the same input
always gives the same layout.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, Literal, TypeVar

from listbuilder.export.geometry import ExportError
from listbuilder.i18n import _

T = TypeVar("T")
Turning = Literal["upright", "turned", "either"]


@dataclass(frozen=True)
class Slot(Generic[T]):
    item: T
    w: float
    h: float
    turned: tuple[float, float] | None = None  # (w, h) when turned by 90°; None: never turn

    def size(self, turned: bool) -> tuple[float, float]:
        return self.turned if turned and self.turned else (self.w, self.h)


@dataclass(frozen=True)
class Placed(Generic[T]):
    item: T
    page: int
    x: float  # left edge, from the area's left
    top: float  # top edge, measured down from the area's top
    w: float  # the size as placed: the slot's own, or its turned size
    h: float
    turned: bool = False


def shelf_pack(slots: list[Slot[T]], area_w: float, area_h: float, gap: float
               ) -> list[Placed[T]]:
    """Upright boxes in rows, tallest first; sorted() is stable, so ties keep the input order."""
    for slot in slots:
        if slot.w > area_w or slot.h > area_h:
            raise _too_big(slot, area_w, area_h)
    ordered = sorted(slots, key=lambda s: -s.h)
    placed: list[Placed[T]] = []
    page, x, top, shelf_h = 0, 0.0, 0.0, 0.0
    for slot in ordered:
        if x > 0 and x + slot.w > area_w:  # next shelf
            x, top, shelf_h = 0.0, top + shelf_h + gap, 0.0
        if top + slot.h > area_h:  # next page
            page, x, top, shelf_h = page + 1, 0.0, 0.0, 0.0
        placed.append(Placed(slot.item, page, x, top, slot.w, slot.h))
        x += slot.w + gap
        shelf_h = max(shelf_h, slot.h)
    return placed


def best_pack(slots: list[Slot[T]], area_w: float, area_h: float, gap: float
              ) -> list[Placed[T]]:
    """The layout using the fewest pages, then the least height on the last page, then the
    fewest turned boxes; earlier strategies win ties, so upright layouts are preferred."""
    for slot in slots:
        if not _fits(slot, False, area_w, area_h) and not _fits(slot, True, area_w, area_h):
            raise _too_big(slot, area_w, area_h)
    candidates = []
    if all(_fits(s, False, area_w, area_h) for s in slots):
        candidates.append(shelf_pack(slots, area_w, area_h, gap))
    orders = (lambda s: -s.h, lambda s: -max(s.w, s.h), lambda s: -s.w * s.h)
    for turning in ("upright", "either", "turned"):
        for order in orders:
            layout = skyline_pack(sorted(slots, key=order), area_w, area_h, gap, turning)
            if layout is not None:
                candidates.append(layout)
    return min(candidates, key=_cost)


def skyline_pack(slots: list[Slot[T]], area_w: float, area_h: float, gap: float,
                 turning: Turning = "either") -> list[Placed[T]] | None:
    """Each box, in the given order, goes on the first page with room, as high and then as
    far left as it can sit; None when a box cannot be placed the way `turning` allows.

    Every box is packed grown by the gap on its right and bottom (in an area grown by one
    gap), which keeps boxes `gap` apart without special cases at the edges.
    """
    skylines: list[_Skyline] = []
    placed: list[Placed[T]] = []
    for slot in slots:
        found = _first_page_with_room(skylines, slot, _ways(slot, turning), gap)
        if found is None:
            skylines.append(_Skyline(area_w + gap, area_h + gap))
            found = _first_page_with_room(skylines[-1:], slot, _ways(slot, turning), gap)
            if found is None:
                return None
            found = (len(skylines) - 1, found[1])
        page, (x, top, turned) = found
        w, h = slot.size(turned)
        skylines[page].raise_span(x, w + gap, top + h + gap)
        placed.append(Placed(slot.item, page, x, top, w, h, turned))
    return placed


def _first_page_with_room(skylines: list[_Skyline], slot: Slot[T], ways: list[bool],
                          gap: float) -> tuple[int, tuple[float, float, bool]] | None:
    for page, skyline in enumerate(skylines):
        spot = _best_spot(skyline, slot, ways, gap)
        if spot:
            return page, spot
    return None


class _Skyline:
    """The lowest free height across the page, as (x, width, top) segments left to right."""

    def __init__(self, width: float, height: float) -> None:
        self.width, self.height = width, height
        self.segments: list[tuple[float, float, float]] = [(0.0, width, 0.0)]

    def spot(self, w: float, h: float) -> tuple[float, float] | None:
        """The (top, x) where a w × h box sits highest, then leftmost; None if none fits."""
        best = None
        for x, _width, _top in self.segments:
            if x + w > self.width + 1e-9:
                break
            top = max(t for sx, sw, t in self.segments if sx < x + w - 1e-9 and sx + sw > x)
            if top + h <= self.height + 1e-9 and (best is None or (top, x) < best):
                best = (top, x)
        return best

    def raise_span(self, x: float, w: float, top: float) -> None:
        kept: list[tuple[float, float, float]] = []
        for sx, sw, st in self.segments:
            if sx < x:
                kept.append((sx, min(sw, x - sx), st))
            if sx + sw > x + w:
                start = max(sx, x + w)
                kept.append((start, sx + sw - start, st))
        kept.append((x, w, top))
        kept.sort()
        merged: list[tuple[float, float, float]] = []
        for seg in kept:
            if merged and merged[-1][2] == seg[2]:
                mx, mw, mt = merged.pop()
                seg = (mx, mw + seg[1], mt)
            merged.append(seg)
        self.segments = merged


def _best_spot(skyline: _Skyline, slot: Slot[T], ways: list[bool], gap: float
               ) -> tuple[float, float, bool] | None:
    """Where and which way round the slot sits highest on this page (upright wins ties)."""
    best = None
    for turned in ways:
        w, h = slot.size(turned)
        spot = skyline.spot(w + gap, h + gap)
        if spot and (best is None or (spot[0] + h, spot[1]) < best[0]):
            best = ((spot[0] + h, spot[1]), (spot[1], spot[0], turned))
    return best[1] if best else None


def _ways(slot: Slot[T], turning: Turning) -> list[bool]:
    if slot.turned is None or turning == "upright":
        return [False]
    return [True] if turning == "turned" else [False, True]


def _fits(slot: Slot[T], turned: bool, area_w: float, area_h: float) -> bool:
    if turned and slot.turned is None:
        return False
    w, h = slot.size(turned)
    return w <= area_w and h <= area_h


def _cost(layout: list[Placed[T]]) -> tuple[int, float, int]:
    pages = max((p.page for p in layout), default=0) + 1
    last = [p.top + p.h for p in layout if p.page == pages - 1]
    return pages, round(max(last, default=0.0), 6), sum(p.turned for p in layout)


def _too_big(slot: Slot[T], area_w: float, area_h: float) -> ExportError:
    base, area = f"{slot.w:g} × {slot.h:g}", f"{area_w:g} × {area_h:g}"
    return ExportError(_("A {base} mm base does not fit the {area} mm printable area; use "
                         "larger paper.", base=base, area=area))
