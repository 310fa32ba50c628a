"""One unit card as a reportlab Flowable: it knows its size (`wrap`) and draws itself.

Top to bottom: title, subtitle, the badge strip, a row of stat boxes, the free lines (weapon,
traits, rules, membership), and the tracks of boxes to mark in play at the foot. Every block
shrinks its text (within readable limits) before it wraps or shortens it.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.platypus import Flowable

from listbuilder.core.printables import Card, CardStat, Track
from listbuilder.export.fonts import BOLD, REGULAR
from listbuilder.export.geometry import pt
from listbuilder.export.text import ELLIPSIS, fit, shorten, width, wrap

PAD = pt(2.5)
BOX = pt(3.6)  # a track box: big enough to tick with a pencil
BOX_GAP = pt(0.9)
STAT_H = pt(15)
BADGE_H = pt(4.6)
INK = colors.black
SHADE = colors.Color(0.88, 0.88, 0.88)


class CardFlowable(Flowable):
    def __init__(self, card: Card, width_mm: float, height_mm: float) -> None:
        super().__init__()
        self.card = card
        self.width, self.height = pt(width_mm), pt(height_mm)
        # Larger cards get larger type and boxes, measured against the standard 63 mm card.
        self.k = max(0.8, min(1.4, width_mm / 63))

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.width, self.height

    @property
    def inner_w(self) -> float:
        return self.width - 2 * PAD

    def draw(self) -> None:
        c = self.canv
        c.setStrokeColor(INK)
        c.setLineWidth(0.6)
        c.rect(0, 0, self.width, self.height)
        top = self.height - PAD
        top = self._draw_heading(top)
        top = self._draw_stats(top - pt(1.5))
        bottom = self._draw_tracks(PAD)
        self._draw_lines(top - pt(1.8), bottom + pt(1.5))

    def _draw_heading(self, top: float) -> float:
        size = 12.5 * self.k
        # One line at a slightly smaller size reads better than a wrapped title.
        title = fit([self.card.title], BOLD, self.inner_w, size * 1.18, size, size * 0.8)
        if len(title.lines) > 1 or title.lines[0].endswith(ELLIPSIS):
            title = fit([self.card.title], BOLD, self.inner_w, 2 * size * 1.18, size, 7.5)
        top = self._text_block(title.lines, BOLD, title.size, top)
        if self.card.subtitle:
            sub_size = 7.5 * self.k
            sub = fit([self.card.subtitle], REGULAR, self.inner_w, 2 * sub_size * 1.18,
                      sub_size, 6)
            top = self._text_block(sub.lines, REGULAR, sub.size, top - 1)
        if self.card.badge:
            top = self._draw_badge(top - pt(1))
        return top

    def _text_block(self, lines: list[str], font: str, size: float, top: float,
                    x: float = PAD) -> float:
        self.canv.setFont(font, size)
        for line in lines:
            top -= size * 1.18
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
        stats = self.card.stats
        if not stats:
            return top
        box_w = self.inner_w / len(stats)
        for i, stat in enumerate(stats):
            self._draw_stat(stat, PAD + i * box_w, top - STAT_H * self.k, box_w)
        return top - STAT_H * self.k

    def _draw_stat(self, stat: CardStat, x: float, y: float, w: float) -> None:
        c, k = self.canv, self.k
        h = STAT_H * k
        c.setFillColor(SHADE)
        c.rect(x, y + h - pt(4) * k, w, pt(4) * k, stroke=0, fill=1)
        c.setFillColor(INK)
        c.setLineWidth(0.4)
        c.rect(x, y, w, h)
        c.setFont(BOLD, 7 * k)
        c.drawCentredString(x + w / 2, y + h - pt(3) * k,
                            shorten(stat.label, BOLD, 7 * k, w - 2))
        value_size = 14 * k if width(stat.value, BOLD, 14 * k) <= w - 3 else 10 * k
        c.setFont(BOLD, value_size)
        c.drawCentredString(x + w / 2, y + pt(5) * k,
                            shorten(stat.value, BOLD, value_size, w - 2))
        if stat.hint:
            hint = fit([stat.hint], REGULAR, w - 2, pt(4.5) * k, 6 * k, 4.5)
            c.setFont(REGULAR, hint.size)
            for n, line in enumerate(hint.lines):
                c.drawCentredString(x + w / 2, y + pt(1) + (len(hint.lines) - 1 - n)
                                    * hint.leading, line)

    def _draw_lines(self, top: float, bottom: float) -> None:
        if not self.card.lines or top <= bottom:
            return
        indent = pt(2) * self.k
        max_w = self.inner_w - indent
        size = fit(list(self.card.lines), REGULAR, max_w, top - bottom, 8 * self.k, 5.5).size
        leading = size * 1.18
        # (starts an item, text): a bullet marks each item so wrapped lines read as one.
        rows = [(n == 0, line) for text in self.card.lines
                for n, line in enumerate(wrap(text, REGULAR, size, max_w))]
        room = int((top - bottom) // leading)
        if len(rows) > room:
            rows = rows[:room]
            if rows:
                first, last = rows[-1]
                rows[-1] = (first, shorten(last + ELLIPSIS, REGULAR, size, max_w))
        self.canv.setFillColor(INK)
        self.canv.setFont(REGULAR, size)
        for n, (starts_item, line) in enumerate(rows):
            y = top - (n + 1) * leading + size * 0.22
            if starts_item:
                self.canv.drawString(PAD, y, "•")
            self.canv.drawString(PAD + indent, y, line)

    def _draw_tracks(self, bottom: float) -> float:
        for track in reversed(self.card.tracks):
            bottom = self._draw_track(track, bottom)
        return bottom

    def _draw_track(self, track: Track, bottom: float) -> float:
        c, k = self.canv, self.k
        box, step, size = BOX * k, (BOX + BOX_GAP) * k, 6.5 * k
        label = shorten(track.label, REGULAR, size, self.inner_w * 0.4)
        label_w = max(width(label, REGULAR, size) + pt(1.5), pt(14) * k)
        per_row = max(1, int((self.inner_w - label_w + BOX_GAP * k) // step))
        rows = -(-track.boxes // per_row)
        c.setLineWidth(0.5)
        for i in range(track.boxes):
            row, col = divmod(i, per_row)
            c.rect(PAD + label_w + col * step, bottom + (rows - 1 - row) * step, box, box)
        c.setFont(REGULAR, size)
        c.drawString(PAD, bottom + (rows - 1) * step + (box - size * 0.7) / 2, label)
        return bottom + rows * step
