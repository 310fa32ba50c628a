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
from listbuilder.export.text import fit, shorten, width

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
        scale = self.width / pt(63)  # larger cards get larger headings
        title = fit([self.card.title], BOLD, self.inner_w, 2 * 12.5 * scale * 1.18,
                    12.5 * scale, 7.5)
        top = self._text_block(title.lines, BOLD, title.size, top)
        if self.card.subtitle:
            sub = fit([self.card.subtitle], REGULAR, self.inner_w, 2 * 7.5 * 1.18, 7.5, 6)
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
        c.rect(PAD, top - BADGE_H, self.inner_w, BADGE_H, stroke=0, fill=1)
        c.setFillColor(colors.white)
        c.setFont(BOLD, 7.5)
        text = shorten(self.card.badge, BOLD, 7.5, self.inner_w - pt(2))
        c.drawCentredString(self.width / 2, top - BADGE_H + pt(1.25), text)
        c.setFillColor(INK)
        return top - BADGE_H

    def _draw_stats(self, top: float) -> float:
        stats = self.card.stats
        if not stats:
            return top
        box_w = self.inner_w / len(stats)
        for i, stat in enumerate(stats):
            self._draw_stat(stat, PAD + i * box_w, top - STAT_H, box_w)
        return top - STAT_H

    def _draw_stat(self, stat: CardStat, x: float, y: float, w: float) -> None:
        c = self.canv
        c.setFillColor(SHADE)
        c.rect(x, y + STAT_H - pt(4), w, pt(4), stroke=0, fill=1)
        c.setFillColor(INK)
        c.setLineWidth(0.4)
        c.rect(x, y, w, STAT_H)
        c.setFont(BOLD, 7)
        c.drawCentredString(x + w / 2, y + STAT_H - pt(3), shorten(stat.label, BOLD, 7, w - 2))
        value_size = 14 if width(stat.value, BOLD, 14) <= w - 3 else 10
        c.setFont(BOLD, value_size)
        c.drawCentredString(x + w / 2, y + pt(5), shorten(stat.value, BOLD, value_size, w - 2))
        if stat.hint:
            hint = fit([stat.hint], REGULAR, w - 2, pt(4.5), 5.5, 4.5)
            c.setFont(REGULAR, hint.size)
            for n, line in enumerate(hint.lines):
                c.drawCentredString(x + w / 2, y + pt(1) + (len(hint.lines) - 1 - n)
                                    * hint.leading, line)

    def _draw_lines(self, top: float, bottom: float) -> None:
        if not self.card.lines or top <= bottom:
            return
        scale = min(1.3, self.width / pt(63))
        fitted = fit(list(self.card.lines), REGULAR, self.inner_w - pt(2),
                     top - bottom, 7.5 * scale, 5.5)
        self.canv.setFillColor(INK)
        self.canv.setFont(REGULAR, fitted.size)
        # A bullet marks where each line starts, so wrapped lines read as one item.
        y = top
        for text in self.card.lines:
            for n, line in enumerate(fit([text], REGULAR, self.inner_w - pt(2), 10_000,
                                         fitted.size, fitted.size).lines):
                y -= fitted.leading
                if y < bottom - 0.01:
                    return
                if n == 0:
                    self.canv.drawString(PAD, y + fitted.size * 0.22, "•")
                self.canv.drawString(PAD + pt(2), y + fitted.size * 0.22, line)

    def _draw_tracks(self, bottom: float) -> float:
        for track in reversed(self.card.tracks):
            bottom = self._draw_track(track, bottom)
        return bottom

    def _draw_track(self, track: Track, bottom: float) -> float:
        c = self.canv
        label = shorten(track.label, REGULAR, 6.5, self.inner_w * 0.4)
        label_w = max(width(label, REGULAR, 6.5) + pt(1.5), pt(14))
        per_row = max(1, int((self.inner_w - label_w + BOX_GAP) // (BOX + BOX_GAP)))
        rows = -(-track.boxes // per_row)
        c.setLineWidth(0.5)
        for i in range(track.boxes):
            row, col = divmod(i, per_row)
            y = bottom + (rows - 1 - row) * (BOX + BOX_GAP)
            c.rect(PAD + label_w + col * (BOX + BOX_GAP), y, BOX, BOX)
        c.setFont(REGULAR, 6.5)
        c.drawString(PAD, bottom + (rows - 1) * (BOX + BOX_GAP) + pt(1), label)
        return bottom + rows * (BOX + BOX_GAP)
