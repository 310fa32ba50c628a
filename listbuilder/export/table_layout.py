"""Column widths for a table on a page: narrow columns fitted to their values, the rest of
the width shared by the wide ones, and the header's type made smaller before any word of a
header (or of a name) would have to break.
"""

from __future__ import annotations

from dataclasses import dataclass

from listbuilder.export.fonts import BOLD, REGULAR, SMALLEST
from listbuilder.export.geometry import pt
from listbuilder.export.text import width

PAD = 3.0  # points around a cell's text
CELL_SIZE = 8.0
HEADER_MIN_SIZE = SMALLEST
SHORT_VALUE = 8  # characters: a value this short is never wrapped in its column
LONG_WORD_MM = 50.0  # a value's word wider than this breaks between letters instead


@dataclass(frozen=True)
class Column:
    header: str
    texts: list[str]
    share: float = 0.0  # of the width left over; 0 for a column fitted to its values
    value_font: str = BOLD  # what its values are drawn in (measured in it)


@dataclass(frozen=True)
class ColumnWidths:
    widths_mm: list[float]
    header_size: float


def fitted_mm(texts: list[str], header: str, header_size: float = CELL_SIZE,
              value_font: str = BOLD) -> float:
    """A column just wide enough for its longest short value and the longest word of its
    header and values (up to LONG_WORD_MM), so a header never breaks inside a word."""
    words = [width(w, BOLD, header_size) for w in header.split()]
    longest = pt(LONG_WORD_MM)
    words += [min(width(w, value_font, CELL_SIZE), longest) for t in texts for w in t.split()]
    values = [width(t, REGULAR, CELL_SIZE) for t in texts if len(t) <= SHORT_VALUE]
    return (max([*words, *values, 1.0]) + 2 * PAD) / pt(1) + 0.3


def shared(free: float, shares: list[float], minimum: list[float]) -> list[float]:
    """`free` split by `shares`, no column below its minimum (its header's longest word):
    what a narrow column needs is taken from the others' room above their own minimum."""
    widths = [max(free * share, least) for share, least in zip(shares, minimum, strict=True)]
    over = sum(widths) - free
    slack = [w - least for w, least in zip(widths, minimum, strict=True)]
    if over > 0 and sum(slack) > 0:
        cut = min(over, sum(slack))
        widths = [w - cut * room / sum(slack) for w, room in zip(widths, slack, strict=True)]
    return widths


def capped(widths: list[float], total: float) -> list[float]:
    """The widths with the widest cut to one common cap, so that they add up to `total`
    (unchanged where they already fit): a 200-letter name wraps between its letters rather
    than push the table off the page."""
    if sum(widths) <= total:
        return widths
    rest, count = total, len(widths)
    for w in sorted(widths):
        if w * count > rest:
            break
        rest, count = rest - w, count - 1
    return [min(w, rest / count) for w in widths]


def _values_wrap_first(columns: list[Column], least: list[float], avail_mm: float,
                       size: float) -> list[float]:
    """Where the table is still too wide at the smallest header type, the wide columns give
    up the room their values' long words ask for before any column is cut below its header's
    longest word: the free-text column with the largest share first ("Szálfegyverek" wraps
    in the equipment column), the names' columns only if that is not enough."""
    least = list(least)
    for n in sorted((n for n, c in enumerate(columns) if c.share),
                    key=lambda n: -columns[n].share):
        over = sum(least) - avail_mm
        if over <= 0:
            break
        least[n] -= min(over, max(0.0, least[n] - fitted_mm([], columns[n].header, size)))
    return least


def column_widths(columns: list[Column], avail_mm: float, size: float = CELL_SIZE
                  ) -> ColumnWidths:
    """Widths in mm in the columns' order. Long headers (Hungarian "Kezdeményezés") get a
    smaller type (from `size` down) before the table outgrows the page: words stay whole,
    the table inside."""
    while True:
        least = [fitted_mm(c.texts, c.header, size, c.value_font) for c in columns]
        if sum(least) <= avail_mm or size <= HEADER_MIN_SIZE:
            break
        size -= 0.25
    least = capped(_values_wrap_first(columns, least, avail_mm, size), avail_mm)
    fixed = sum(w for w, c in zip(least, columns, strict=True) if not c.share)
    wide = [n for n, c in enumerate(columns) if c.share]
    free = max(sum(least[n] for n in wide), avail_mm - fixed)
    widths = list(least)
    for n, w in zip(wide, shared(free, [columns[n].share for n in wide],
                                 [least[n] for n in wide]), strict=True):
        widths[n] = w
    return ColumnWidths(widths, size)
