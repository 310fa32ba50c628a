"""A column of blocks poured down pages: a cursor that starts a new page when a block does
not fit, and splits the block there.

A block knows its height, how to split itself at a height (`split(room, page)`: the part
that fits, or None, and the rest; `page` is the height of an empty page, so a block can tell
whether waiting for the next page would help) and how to draw itself below a top edge.
This is the little of platypus's frames and templates the roster needs, without importing
platypus (a tenth of a second a run).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from reportlab.pdfgen.canvas import Canvas


class Block(Protocol):
    @property
    def height(self) -> float: ...

    @property
    def least_height(self) -> float:
        """The height of the first piece the block could be split into."""

    def split(self, room: float, page: float) -> tuple[Block | None, Block]: ...

    def draw(self, canvas: Canvas, x: float, top: float) -> None: ...


@dataclass
class Gap:
    """Space between blocks, dropped at the top of a page."""

    height: float

    @property
    def least_height(self) -> float:
        return self.height

    def split(self, room: float, page: float) -> tuple[Block | None, Block]:
        return None, Gap(0.0)

    def draw(self, canvas: Canvas, x: float, top: float) -> None:
        pass


@dataclass(frozen=True)
class Frame:
    """The column on every page, in points from the page's bottom left."""

    x: float
    bottom: float
    width: float
    top: float


class Flow:
    """Blocks added top to bottom; `decorate(canvas, page)` draws each page's furniture
    (banner, footer) as the page begins."""

    def __init__(self, canvas: Canvas, frame: Frame,
                 decorate: Callable[[Canvas, int], None]) -> None:
        self.canvas, self.frame, self.decorate = canvas, frame, decorate
        self.pages = 0
        self.y = frame.top
        self.kept: list[Block] = []

    @property
    def _fresh(self) -> bool:
        return self.y == self.frame.top

    def keep_with_next(self, block: Block) -> None:
        """A heading: it goes to a new page with the start of the block after it."""
        self.kept.append(block)

    def add(self, block: Block) -> None:
        if self.kept:
            kept, self.kept = self.kept, []
            needed = sum(k.height for k in kept) + block.least_height
            if not self.pages or (needed > self.y - self.frame.bottom and not self._fresh):
                self._new_page()
            for heading in kept:
                self._pour(heading)
        self._pour(block)

    def _pour(self, block: Block | None) -> None:
        if not self.pages:
            self._new_page()
        while block is not None:
            if isinstance(block, Gap) and self._fresh:
                return
            room = self.y - self.frame.bottom
            if block.height <= room:
                self._draw(block)
                return
            first, rest = block.split(room, self.frame.top - self.frame.bottom)
            if first is not None:
                self._draw(first)
            elif self._fresh:  # a piece taller than an empty page: drawn smaller, not lost
                self._draw_shrunk(block, room)
                return
            self._new_page()
            block = rest

    def _draw(self, block: Block) -> None:
        block.draw(self.canvas, self.frame.x, self.y)
        self.y -= block.height

    def _draw_shrunk(self, block: Block, room: float) -> None:
        scale = room / block.height
        self.canvas.saveState()
        self.canvas.translate(self.frame.x, self.y)
        self.canvas.scale(scale, scale)
        block.draw(self.canvas, 0, 0)
        self.canvas.restoreState()
        self.y -= room

    def _new_page(self) -> None:
        if self.pages:
            self.canvas.showPage()
        self.pages += 1
        self.y = self.frame.top
        self.decorate(self.canvas, self.pages)

    def finish(self) -> int:
        """Ends the last page; returns the number of pages."""
        for block in self.kept:  # a heading with nothing after it still prints
            self._pour(block)
        self.kept = []
        if not self.pages:
            self._new_page()
        self.canvas.showPage()
        return self.pages
