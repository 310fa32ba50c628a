"""Colours that read: WCAG luminance and contrast, and a colour made readable on a background
(the palette in theme.py and the dark style in look_style.py both ask)."""

from __future__ import annotations

from typing import cast

from PySide6.QtGui import QColor


def luminance(colour: QColor) -> float:
    """WCAG relative luminance, 0 (black) to 1 (white)."""
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return (0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF())
            + 0.0722 * linear(colour.blueF()))


def is_dark(background: QColor) -> bool:
    return luminance(background) < 0.18


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio, 1 (same) to 21 (black on white)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def readable(colour: str, background: QColor, ratio: float = 4.5) -> str:
    """The colour, made lighter on a dark background or darker on a light one until it
    reads (`ratio`, 4.5:1 unless asked), keeping its hue: a red line stays red in both
    schemes."""
    c = QColor(colour)
    toward = 1.0 if is_dark(background) else 0.0
    # PySide6's stub types getHslF() as object; it returns four floats.
    hue, saturation, lightness, _ = cast("tuple[float, float, float, float]", c.getHslF())
    while contrast(c, background) < ratio and abs(lightness - toward) > 0.01:
        lightness += 0.02 if toward else -0.02
        c = QColor.fromHslF(hue, saturation, min(max(lightness, 0.0), 1.0))
    return c.name()
