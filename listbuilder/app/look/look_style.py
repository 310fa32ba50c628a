"""Fusion, with the edge of check boxes, radio buttons, line edits, buttons, combo and spin
boxes drawn to be seen on a dark palette (the high-contrast black one included).

Fusion draws an indicator's edge a shade darker than the window: on a light window that reads,
on a dark one it vanishes into the near-black box (an unticked option could not be seen, under
WCAG's 3:1 for the edge of a control). `theme.apply_palette` installs this style only with
the dark palette; it draws the edge again in the palette's placeholder grey, a little
lighter, which reads on both the window and the box.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QStyleOptionComplex, QWidget

from listbuilder.app.look.colours import is_dark
from listbuilder.app.look.contrast import is_high_contrast

_INDICATORS = (QStyle.PrimitiveElement.PE_IndicatorCheckBox,
               QStyle.PrimitiveElement.PE_IndicatorRadioButton)


#: Controls whose edge Fusion draws in a shade of the window, lost on a black window: a
#: line edit, a push button; combo and spin boxes are complex controls (`_EDGED_COMPLEX`).
_EDGED = (QStyle.PrimitiveElement.PE_FrameLineEdit,
          QStyle.PrimitiveElement.PE_PanelButtonCommand)
_EDGED_COMPLEX = (QStyle.ComplexControl.CC_ComboBox, QStyle.ComplexControl.CC_SpinBox)


def _edge(option: QStyleOption, painter: QPainter) -> None:
    """A control's edge in the dark palette's placeholder grey, seen on the window and in
    the box alike (WCAG's 3:1 for a control's edge); in a high-contrast palette, in its
    text colour."""
    palette = option.palette
    if is_high_contrast(palette):
        colour = palette.color(QPalette.ColorRole.WindowText)
    elif is_dark(palette.color(QPalette.ColorRole.Window)):
        colour = palette.color(QPalette.ColorRole.PlaceholderText).lighter(130)
    else:
        return
    painter.save()
    painter.setPen(QPen(colour, 1))
    painter.setBrush(QColor(0, 0, 0, 0))
    painter.drawRect(option.rect.adjusted(0, 0, -1, -1))
    painter.restore()


class LookStyle(QProxyStyle):
    def drawComplexControl(self, control: QStyle.ComplexControl,
                           option: QStyleOptionComplex, painter: QPainter,
                           widget: QWidget | None = None) -> None:
        super().drawComplexControl(control, option, painter, widget)
        if control in _EDGED_COMPLEX:
            _edge(option, painter)

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption,
                      painter: QPainter, widget: QWidget | None = None) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if element in _EDGED:
            _edge(option, painter)
            return
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
