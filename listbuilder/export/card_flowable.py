"""One unit card: it knows its size and draws itself.

Top to bottom: title, subtitle, the badge strip, a row of stat boxes, a small table (the
weapon's shooting row), the free lines (rules in short, membership), the tracks of boxes to
mark in play, the army's warnings (illegal, list changed) and a footer that tells identical
units apart (number, scale, army). Rule text is never cut: what does not fit at the smallest
body size goes on continuation cards (`card_split.split_card`), each marked "card 2/3" and
so on.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from listbuilder.core.printables import Card, CardStat, Track
from listbuilder.export.fonts import BOLD, REGULAR
from listbuilder.export.geometry import pt
from listbuilder.export.text import ELLIPSIS, Fitted, first_words, fit, shorten, width, wrap
from listbuilder.i18n import _

PAD = pt(2.5)
BOX = pt(3.6)  # a track box: big enough to tick with a pencil
BOX_GAP = pt(0.9)
BADGE_H = pt(4.6)
STAT_PAD = 3.0  # points between a stat's widest text and its box's sides, both together
BODY_MAX, BODY_MIN = 8.0, 7.0  # rule text: never below 7 pt
SMALL = 7.0  # footers, table cells, hints: the smallest type on a card
LEADING = 1.18  # the rows' line spacing, in sizes; tighter only where it saves a card
INK = colors.black
SHADE = colors.Color(0.88, 0.88, 0.88)

Row = tuple[bool, str]  # (starts an item, text): a bullet marks each item's first line


@dataclass(frozen=True)
class TrackLayout:
    label_w: float
    per_row: int
    rows: int
    lines: list[str]  # the label's
    height: float


@dataclass(frozen=True)
class StatRow:
    widths: list[float]
    value_size: float  # every value's
    hints: list[list[str]]  # each box's hint, in lines
    baseline: float  # the values', above the box's bottom
    height: float


@dataclass(frozen=True)
class CardPart:
    """One printed card: the whole unit card, or one of its continuation cards."""

    card: Card
    rows: tuple[Row, ...]
    size: float  # of the rows' type
    number: int  # 1-based
    parts: int
    ref: str  # which unit of the army: "#3"
    # After the number and the card's "2/3": the scale the card assumes, then the army's name.
    about: str = ""
    army: str = ""
    # Printed bold above the footer of every card: what makes the army not to be trusted
    # (illegal, or built from another version of its list); a card is cut out and handed round.
    marks: tuple[str, ...] = ()
    leading: float = LEADING  # of the rows

    @property
    def first(self) -> bool:
        return self.number == 1


class CardFlowable:
    """Drawn where the card sheet places it (`draw_on`), without reportlab's platypus: a card
    sheet needs none of its layout, and importing platypus costs a first export of cards 14 %
    or more of its CPU time (43 ms of 303 on a quiet machine; bench/bench_export.py)."""

    canv: Canvas

    def __init__(self, part: CardPart, width_mm: float, height_mm: float) -> None:
        self.part = part
        self.card = part.card
        self.width, self.height = pt(width_mm), pt(height_mm)
        # Larger cards get larger type and boxes, measured against the standard 63 mm card.
        self.k = max(0.8, min(1.4, width_mm / 63))
        self.small = SMALL * max(1.0, self.k)  # never below 7 pt, larger on large cards

    def draw_on(self, canvas: Canvas, x: float, y: float) -> None:
        canvas.saveState()
        canvas.translate(x, y)
        self.canv = canvas
        self.draw()
        canvas.restoreState()

    @property
    def inner_w(self) -> float:
        return self.width - 2 * PAD

    @property
    def body_w(self) -> float:
        return self.inner_w - pt(2) * self.k

    # --- measuring: the same figures drawing uses -------------------------------------
    def _title(self) -> tuple[list[str], float]:
        size = 12.5 * self.k
        # One line at a slightly smaller size reads better than a wrapped title.
        title = fit([self.card.title], BOLD, self.inner_w, size * LEADING, size, size * 0.8)
        if len(title.lines) > 1 or title.lines[0].endswith(ELLIPSIS):
            title = _fit_whole([self.card.title], BOLD, self.inner_w, size, 7.5)
        return title.lines, title.size

    def _subtitle(self) -> tuple[list[str], float]:
        text = self.card.subtitle if self.part.first else (
            _("continued: card {number}/{total}", number=self.part.number,
              total=self.part.parts))
        if not text:
            return [], self.small
        fitted = _fit_whole([text], REGULAR, self.inner_w, 7.5 * self.k, self.small)
        return fitted.lines, fitted.size

    def _footer(self) -> list[str]:
        """The number first, then "card 1/2" (the mark never stands alone on a line), the
        scale, and the army's name: on one line where they fit, else the name on a line of
        its own, cut after its last whole word that fits there (`first_words`), where it
        took up to five lines of a card's rules."""
        part = self.part
        mark = (_("card {number}/{total}", number=part.number, total=part.parts)
                if part.parts > 1 else "")
        text = " · ".join(filter(None, [part.ref, mark, part.about]))
        whole = " · ".join(filter(None, [text, part.army]))
        if width(whole, REGULAR, self.small) <= self.inner_w:
            return [whole] if whole else []
        lines = wrap(text, REGULAR, self.small, self.inner_w) if text else []
        return [*lines, first_words(part.army, REGULAR, self.small, self.inner_w)]

    def _marks(self) -> list[str]:
        return [line for mark in self.part.marks
                for line in wrap(mark, BOLD, self.small, self.inner_w)]

    def _table_h(self) -> float:
        table = self.card.table
        if table is None or not self.part.first:
            return 0.0
        header_lines = max(h.count("\n") + 1 for h in table.headers)
        notes = sum(len(wrap(n, REGULAR, self.small, self.inner_w)) for n in table.notes)
        return (header_lines + len(table.rows) + notes) * self.small * LEADING + pt(1.5)

    def _tracks_h(self) -> float:
        if not self.part.first:
            return 0.0
        return sum(self._track_layout(t).height for t in self.card.tracks)

    def body_room(self) -> float:
        """The height left for the free lines on this card."""
        title, size = self._title()
        sub, sub_size = self._subtitle()
        used = PAD + len(title) * size * LEADING + len(sub) * sub_size * LEADING + 1
        if self.part.first:
            used += (BADGE_H * self.k + pt(1) if self.card.badge else 0)
            used += (self._stat_row.height + pt(1.5) if self.card.stats else 0)
        used += pt(1.8) + self._table_h()
        footer = len(self._footer()) + len(self._marks())
        used += self._tracks_h() + pt(1.5) + footer * self.small * LEADING + PAD
        return self.height - used

    # --- drawing --------------------------------------------------------------------------
    def draw(self) -> None:
        c = self.canv
        c.setStrokeColor(INK)
        c.setLineWidth(0.6)
        c.rect(0, 0, self.width, self.height)
        top = self._draw_heading(self.height - PAD)
        if self.part.first:
            top = self._draw_stats(top - pt(1.5))
        top -= pt(1.8)
        top = self._draw_table(top)
        bottom = self._draw_footer(PAD)
        if self.part.first:
            bottom = self._draw_tracks(bottom)
        self._draw_rows(top)

    def _draw_heading(self, top: float) -> float:
        lines, size = self._title()
        top = self._text_block(lines, BOLD, size, top)
        sub, sub_size = self._subtitle()
        top = self._text_block(sub, REGULAR, sub_size, top - 1)
        if self.card.badge and self.part.first:
            top = self._draw_badge(top - pt(1))
        return top

    def _text_block(self, lines: list[str], font: str, size: float, top: float,
                    x: float = PAD) -> float:
        self.canv.setFont(font, size)
        for line in lines:
            top -= size * LEADING
            self.canv.drawString(x, top + size * 0.22, line)
        return top

    def _draw_badge(self, top: float) -> float:
        c = self.canv
        c.setFillColor(INK)
        badge_h, size = BADGE_H * self.k, 7.5 * self.k
        c.rect(PAD, top - badge_h, self.inner_w, badge_h, stroke=0, fill=1)
        c.setFillColor(colors.white)
        c.setFont(BOLD, size)
        text = shorten(self.card.badge, BOLD, size, self.inner_w - pt(2))
        c.drawCentredString(self.width / 2, top - badge_h + (badge_h - size * 0.7) / 2, text)
        c.setFillColor(INK)
        return top - badge_h

    def _draw_stats(self, top: float) -> float:
        if not self.card.stats:
            return top
        row = self._stat_row
        x = PAD
        for stat, box_w, hint in zip(self.card.stats, row.widths, row.hints, strict=True):
            self._draw_stat(stat, x, top - row.height, box_w, row, hint)
            x += box_w
        return top - row.height

    def _label_size(self) -> float:
        return max(7 * self.k, self.small)

    @cached_property
    def _stat_row(self) -> StatRow:
        """The boxes' widths, the one size every value prints at, each hint's lines and the
        boxes' height. Szwadron's "10" and "15" printed smaller than its "3" beside them.
        Boxes are as equal as they can be while each is as wide as its label, value and hint
        need (its longest word, where the whole hint leaves the row no room): a long
        translated label ("Modellek") widens its own box instead of being cut. Values print
        as large as the row has room for, from 14 pt down to 10; the boxes are as tall as
        their hints' lines need, where every box was as tall as two lines of hint."""
        value_sizes = [size * self.k for size in (14, 13, 12, 11, 10)]
        stats = self.card.stats
        widths = [self.inner_w / len(stats)] * len(stats)  # cannot be helped: equal boxes
        value_size = value_sizes[-1]
        tried = ((size, whole) for size in value_sizes for whole in (True, False))
        for size, whole in tried:
            needs = [max(width(s.label, BOLD, self._label_size()), width(s.value, BOLD, size),
                         *(width(w, REGULAR, self.small)
                           for w in ([s.hint] if whole else s.hint.split()))) + STAT_PAD
                     for s in stats]
            if sum(needs) <= self.inner_w:
                widths, value_size = levelled(needs, self.inner_w), size
                break
        hints = [wrap(s.hint, REGULAR, self.small, w - 2)[:2] if s.hint else []
                 for s, w in zip(stats, widths, strict=True)]
        lines = max(map(len, hints))
        # The value's baseline clears the hint's lines; the label's band is 4 mm.
        baseline = (pt(1.8), pt(5), pt(6.6))[lines] * self.k
        height = baseline + value_size * 0.75 + pt(0.8 + 4) * self.k
        return StatRow(widths, value_size, hints, baseline, height)

    def _draw_stat(self, stat: CardStat, x: float, y: float, w: float, row: StatRow,
                   hint: list[str]) -> None:
        c, k = self.canv, self.k
        h = row.height
        c.setFillColor(SHADE)
        c.rect(x, y + h - pt(4) * k, w, pt(4) * k, stroke=0, fill=1)
        c.setFillColor(INK)
        c.setLineWidth(0.4)
        c.rect(x, y, w, h)
        label_size = self._label_size()
        c.setFont(BOLD, label_size)
        c.drawCentredString(x + w / 2, y + h - pt(3) * k,
                            shorten(stat.label, BOLD, label_size, w - 2))
        c.setFont(BOLD, row.value_size)
        c.drawCentredString(x + w / 2, y + row.baseline, stat.value)
        c.setFont(REGULAR, self.small)
        for n, line in enumerate(hint):
            c.drawCentredString(x + w / 2, y + pt(1) + (len(hint) - 1 - n) * self.small * LEADING,
                                line)


    def _draw_table(self, top: float) -> float:
        table = self.card.table
        if table is None or not self.part.first:
            return top
        c, lead = self.canv, self.small * LEADING
        label_w = max(width(r[0], BOLD, self.small) for r in (table.headers, *table.rows)) + pt(2)
        cell_w = (self.inner_w - label_w) / max(1, len(table.headers) - 1)
        header_lines = max(h.count("\n") + 1 for h in table.headers)
        xs = [PAD + label_w / 2] + [PAD + label_w + (i + 0.5) * cell_w
                                    for i in range(len(table.headers) - 1)]
        c.setFillColor(SHADE)
        c.rect(PAD, top - header_lines * lead, self.inner_w, header_lines * lead, stroke=0,
               fill=1)
        c.setFillColor(INK)
        c.setFont(BOLD, self.small)
        for x, head in zip(xs, table.headers, strict=True):
            for n, line in enumerate(head.split("\n")):
                c.drawCentredString(x, top - (n + 1) * lead + self.small * 0.22, line)
        y = top - header_lines * lead
        for row in table.rows:
            for col, (x, cell) in enumerate(zip(xs, row, strict=True)):
                c.setFont(BOLD if col == 0 else REGULAR, self.small)
                c.drawCentredString(x, y - lead + self.small * 0.22, cell)
            y -= lead
        c.setLineWidth(0.4)
        c.rect(PAD, y, self.inner_w, top - y)
        c.line(PAD + label_w, y, PAD + label_w, top)
        for note in table.notes:
            lines = wrap(note, REGULAR, self.small, self.inner_w)
            y = self._text_block(lines, REGULAR, self.small, y)
        return y - pt(1.5)

    def _draw_rows(self, top: float) -> None:
        indent = pt(2) * self.k
        size = self.part.size
        self.canv.setFillColor(INK)
        self.canv.setFont(REGULAR, size)
        for n, (starts_item, line) in enumerate(self.part.rows):
            y = top - (n + 1) * size * self.part.leading + size * 0.22
            if starts_item:
                self.canv.drawString(PAD, y, "•")
            self.canv.drawString(PAD + indent, y, line)

    def _draw_footer(self, bottom: float) -> float:
        lines = [(BOLD, line) for line in self._marks()] + [
            (REGULAR, line) for line in self._footer()]
        if not lines:
            return bottom
        for n, (font, line) in enumerate(reversed(lines)):
            self.canv.setFont(font, self.small)
            self.canv.drawString(PAD, bottom + n * self.small * LEADING + self.small * 0.22, line)
        return bottom + len(lines) * self.small * LEADING + pt(1)

    def _track_layout(self, track: Track) -> TrackLayout:
        """A long label ("Utracona Stanowczość") wraps beside its boxes rather than being
        cut; the track grows to the label's lines where they outnumber the boxes' rows."""
        k = self.k
        step = (BOX + BOX_GAP) * k
        room = max(self.inner_w * 0.4,
                   *(width(w, REGULAR, self.small) for w in track.label.split()))
        lines = wrap(track.label, REGULAR, self.small, room)
        label_w = max(max(width(line, REGULAR, self.small) for line in lines) + pt(1.5),
                      pt(14) * k)
        per_row = max(1, int((self.inner_w - label_w + BOX_GAP * k) // step))
        rows = -(-track.boxes // per_row)
        # The label's first baseline sits as in `_draw_track`; its last line's descenders
        # stay inside the track.
        first_baseline = step - (BOX * k - self.small * 0.7) / 2
        height = max(rows * step, first_baseline + (len(lines) - 1) * self.small * LEADING
                     + self.small * 0.3)
        return TrackLayout(label_w, per_row, rows, lines, height)

    def _draw_tracks(self, bottom: float) -> float:
        for track in reversed(self.card.tracks):
            bottom = self._draw_track(track, bottom)
        return bottom

    def _draw_track(self, track: Track, bottom: float) -> float:
        c, k = self.canv, self.k
        box, step = BOX * k, (BOX + BOX_GAP) * k
        layout = self._track_layout(track)
        top = bottom + layout.height
        c.setLineWidth(0.5)
        for i in range(track.boxes):
            row, col = divmod(i, layout.per_row)
            c.rect(PAD + layout.label_w + col * step, top - step * (row + 1), box, box)
        c.setFont(REGULAR, self.small)
        # The first line level with the first row of boxes, as a one-line label always was.
        first = top - step + (box - self.small * 0.7) / 2
        for n, line in enumerate(layout.lines):
            c.drawString(PAD, first - n * self.small * LEADING, line)
        return top


def levelled(needs: list[float], total: float) -> list[float]:
    """Widths adding up to `total`, none below its need, the narrow ones raised to one
    common width."""
    rest, count = total, len(needs)
    for need in sorted(needs, reverse=True):
        if need * count <= rest:
            break
        rest, count = rest - need, count - 1
    common = rest / count if count else 0.0
    return [max(need, common) for need in needs]


def _fit_whole(texts: list[str], font: str, max_w: float, size: float, min_size: float
               ) -> Fitted:
    """Like `fit`, but never cuts: at the smallest size every line is kept, however many."""
    while size > min_size:
        lines = [line for t in texts for line in wrap(t, font, size, max_w)]
        if len(lines) <= 2:
            return Fitted(lines, size)
        size = max(min_size, size - 0.5)
    return Fitted([line for t in texts for line in wrap(t, font, min_size, max_w)], min_size)
