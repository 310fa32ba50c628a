"""Fusion, with the edge of check boxes and radio buttons drawn to be seen on a dark palette.

Fusion draws an indicator's edge a shade darker than the window: on a light window that reads,
on a dark one it vanishes into the near-black box (an unticked option could not be seen, under
WCAG's 3:1 for the edge of a control). `theme.apply_palette` installs this style only with
the dark palette; it draws the edge again in the palette's placeholder grey, a little
lighter, which reads on both the window and the box.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QWidget

from listbuilder.app.colours import is_dark

_INDICATORS = (QStyle.PrimitiveElement.PE_IndicatorCheckBox,
               QStyle.PrimitiveElement.PE_IndicatorRadioButton)


class LookStyle(QProxyStyle):
    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption,
                      painter: QPainter, widget: QWidget | None = None) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if element not in _INDICATORS:
            return
        palette = option.palette
        if not is_dark(palette.color(QPalette.ColorRole.Window)):
            return
        painter.save()
        painter.setPen(QPen(palette.color(QPalette.ColorRole.PlaceholderText).lighter(130), 1))
        painter.setBrush(QColor(0, 0, 0, 0))
        box = option.rect.adjusted(1, 1, -2, -2)  # whole pixels: a blended edge reads less
        if element == QStyle.PrimitiveElement.PE_IndicatorRadioButton:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.drawEllipse(box)
        else:
            painter.drawRect(box)
        painter.restore()
