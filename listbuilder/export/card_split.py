"""Where a unit card's free lines print: on the card itself, or on it and continuation cards.

In order of preference: the card whole at 8, 7.5 or 7 pt; whole at 7 pt with the lines a
little closer; then as few cards as the lines need (closer lines where that saves a card),
the first card full, the continuations sharing the rest, and no last card holding a line or
two (the Dragon Lord's household guard once spilled three lines onto a card of their own).
"""

from __future__ import annotations

from listbuilder.core.printables import Card
from listbuilder.export.card_flowable import (
    BODY_MAX,
    BODY_MIN,
    LEADING,
    CardFlowable,
    CardPart,
    Row,
)
from listbuilder.export.fonts import REGULAR
from listbuilder.export.text import wrap
from listbuilder.i18n import _

#: Line spacings closer than LEADING, tried in turn only where one saves a card. At 1.07 the
#: 7 pt lines still clear one another: DejaVu's accents and descenders meet only where an
#: accented capital stands right under a 'g' or 'y'.
TIGHTER = (1.12, 1.07)
#: A last continuation card holding less of its text area than this is hardly worth cutting
#: out: rows move onto it from the card before, while there are whole items to move.
SPARSE = 0.25
#: The first card's free lines an item starts in though it does not fit them whole: a line or
#: two stay blank (a rule is better read whole), more are filled.
FILL = 3


def split_card(card: Card, ref: str, width_mm: float, height_mm: float, about: str = "",
               marks: tuple[str, ...] = (), army: str = "") -> list[CardPart]:
    """The card, or the card and its continuations, so that every line prints whole."""

    def part(rows: tuple[Row, ...], size: float, number: int, parts: int,
             leading: float = LEADING) -> CardPart:
        return CardPart(card, rows, size, number, parts, ref, about, army, marks, leading)

    probe = CardFlowable(part((), BODY_MAX, 1, 1), width_mm, height_mm)
    whole_room = probe.body_room()
    size = BODY_MAX * probe.k
    while True:  # one wrap per size tried
        rows = _rows(card.lines, size, probe.body_w)
        if len(rows) * size * LEADING <= whole_room or size <= BODY_MIN:
            break
        size = max(BODY_MIN, size - 0.5)
    for leading in (LEADING, *TIGHTER):
        if len(rows) * size * leading <= whole_room:
            return [part(tuple(rows), size, 1, 1, leading)]
    # Split: the footer now says "card 1/N", which may take a line more.
    first_room = CardFlowable(part((), size, 1, 2), width_mm, height_mm).body_room()
    later_room = CardFlowable(part((), size, 2, 2), width_mm, height_mm).body_room()
    # The fewest cards; of as many, the loosest lines.
    chunks, leading = min(((_split(rows, first_room, later_room, size * leading), leading)
                           for leading in (LEADING, *TIGHTER)), key=lambda c: len(c[0]))
    total = len(chunks)
    # A first card whose title and tracks leave no line free carries no rule line (and, with
    # no room for the note either, only its footer's "card 1/N" says that more follow).
    first_lines = int(first_room // (size * leading))
    return [part((*chunk, *_onward(n, total, n > 1 or first_lines > 0)), size, n, total,
                 leading)
            for n, chunk in enumerate(chunks, 1)]


def _split(rows: list[Row], first_room: float, later_room: float, line: float
           ) -> list[list[Row]]:
    """The rows cut into cards whose text areas are `first_room` and `later_room` high, at
    `line` points a line."""
    # A note on each card but the last says where the text goes on; keep room for it.
    rooms = (max(0, int(first_room // line) - 1), max(1, int(later_room // line) - 1))
    return _useful_last(rows, rooms, _balanced(rows, rooms))


def _onward(number: int, total: int, room: bool) -> tuple[Row, ...]:
    return ((True, _("continued on card {number}/{total}", number=number + 1, total=total)),
            ) if number < total and room else ()


def _balanced(rows: list[Row], rooms: tuple[int, int]) -> list[list[Row]]:
    """As few cards as the rows need, the first one full and its continuations sharing the
    rest evenly (the Dragon Lord's first card left 12 mm blank, its second was full and its
    third held five lines). Items on continuation cards stay whole."""
    # Items stay whole even at the cost of a card: a rule cut in two is read on two pieces
    # of card that may lie apart on the table (an item longer than a card still splits).
    least = _chunks(rows, rooms)
    cards = len(least)
    if cards < 3:
        return least
    rest = len(rows) - len(least[0])
    even = min(rooms[1], -(-rest // (cards - 1)))
    for share in range(even, rooms[1] + 1):  # the most even that still fits the cards
        tried = _chunks(rows, (rooms[0], share))  # never an item split only for evenness
        if len(tried) == cards and len(tried[0]) == len(least[0]):
            return tried
    return least


def _useful_last(rows: list[Row], rooms: tuple[int, int], chunks: list[list[Row]]
                 ) -> list[list[Row]]:
    """Two cards whose second holds a line or two: whole items move from the first card to
    the second until the second holds a SPARSE share of its room (the first card keeps the
    most it can). More cards share their rows evenly already (`_balanced`)."""
    wanted = SPARSE * (rooms[1] + 1)  # the last card needs no line saying where text goes on
    if len(chunks) != 2 or len(chunks[1]) >= wanted:
        return chunks
    for cap in range(len(chunks[0]) - 1, 0, -1):
        tried = _chunks(rows, (cap, rooms[1]))
        if len(tried) == 2 and len(tried[1]) >= wanted:
            return tried
    return chunks


def _chunks(rows: list[Row], rooms: tuple[int, int]) -> list[list[Row]]:
    """Rows cut into runs of at most rooms[0] (the first card, possibly none), then rooms[1]
    rows; an item moves whole to the next card when it fits there (except into the first
    card's last FILL or more free lines), and is split only when it
    is longer than a card."""
    chunks: list[list[Row]] = [[]]
    items: list[list[Row]] = []
    for row in rows:
        if row[0] or not items:
            items.append([])
        items[-1].append(row)
    for item in items:
        for row_index, row in enumerate(item):
            room = rooms[0] if len(chunks) == 1 else rooms[1]
            # The first card's free lines are filled where FILL or more would stay blank
            # (the item goes on on the next card): the Highlanders' first card in Russian
            # held no rule, only "continued on card 2/2", over six free lines.
            fills_first = len(chunks) == 1 and room - len(chunks[-1]) >= FILL
            whole_item_moves = row_index == 0 and len(item) <= rooms[1] and not fills_first
            needed = len(item) if whole_item_moves else 1
            # An empty first card too: its room may be less than the item (a tall title).
            if (chunks[-1] or len(chunks) == 1) and len(chunks[-1]) + needed > room:
                chunks.append([])
            chunks[-1].append(row)
    return chunks


def _rows(lines: tuple[str, ...], size: float, max_w: float) -> list[Row]:
    return [(n == 0, line) for text in lines for n, line in enumerate(wrap(text, REGULAR, size,
                                                                            max_w))]
