"""Drawing a table cell's text from a layout kept between repaints.

For every cell it paints, Qt's item delegate asks the model for every role and lays the
text out three times (to measure it, to see whether it must be elided, to draw it). A unit
that comes or goes (an option ticked) repaints the whole units table and findings panel.
Measured with bench/bench_gui.py's ten-unit army (CPU): that repaint takes 2.1 ms from kept
layouts and 3.2 ms as Qt's delegate paints, about 15 % of the 7.5 ms from the edit to the
repainted window; an edit of one unit repaints a few cells, where it makes little difference.

`CellText` keeps, per text, font, icon and cell size, the `QTextLayout` Qt draws and where it
draws it (and the icon), all worked out the first time by the style's own measures. A later
paint of the cell fills its background as the style does, draws the icon and the kept layout:
the same drawing calls with the same arguments, so the same pixels. A cell Qt would draw
otherwise (its text elided, wrapped or right to left, keyboard focus, an open editor) is left
to Qt.

What is the same for every cell of a repaint (the view's font, palette, style, flags) is
read once per repaint (`begin`), not per cell: each read from Python costs about as much
as drawing a short text.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRect, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QIcon,
    QPainter,
    QPalette,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import QStyle, QStyleOptionViewItem, QWidget

# Kept layouts before the oldest are dropped: a few armies' worth of cells at a few widths.
LIMIT = 4096

_State = QStyle.StateFlag
_NOT_OURS = (_State.State_HasFocus | _State.State_Editing).value  # Qt draws more there
_SELECTED, _ENABLED, _ACTIVE = (_State.State_Selected.value, _State.State_Enabled.value,
                                _State.State_Active.value)
_PANEL = QStyle.PrimitiveElement.PE_PanelItemViewItem
_SEPARATORS = ("\n", "\u2028")  # lines Qt would break: left to Qt
_OFF = QIcon.State.Off  # read once: each read of an enum member from Python costs ~1 µs

# The layout and where it is drawn from the cell's corner; the icon's place, where it has one.
_Laid = tuple[QTextLayout, int, int, QRect | None]


class CellText:
    def __init__(self) -> None:
        self._laid: dict[tuple[object, ...], _Laid | None] = {}
        self._view: _ViewLook | None = None
        self.layouts_made = 0  # texts laid out, for tests to count

    def begin(self, view_option: QStyleOptionViewItem, widget: QWidget) -> None:
        """A repaint starts: `view_option` is what the view draws every cell with."""
        self._view = _ViewLook(view_option, widget)

    def end(self) -> None:
        """The repaint is over: cells painted outside one (a drag's picture) are Qt's."""
        self._view = None

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, text: str,
              font: QFont | None, icon: QIcon | None = None) -> bool:
        """Draw a cell that shows `text` (in `font` over the view's, or the view's), `icon`
        where it has one, and nothing else, as Qt's delegate would. False, having drawn
        nothing, where Qt must."""
        view = self._view
        if view is None or not view.plain:
            return False
        state = option.state.value
        if state & _NOT_OURS:
            return False
        cell = option.rect
        left, top, width, height = cell.x(), cell.y(), cell.width(), cell.height()
        shown, font_key = view.fonts.get(id(font)) or view.font(font)
        mode = _icon_mode(state) if icon is not None else None
        key = (text, font_key, width, height, icon.cacheKey() if icon else None, mode,
               view.wraps)
        if key in self._laid:
            laid = self._laid[key]
        else:
            laid = self._laid[key] = self._lay_out(option, text, shown, view.widget, icon, mode)
            if len(self._laid) > LIMIT:
                del self._laid[next(iter(self._laid))]
        if laid is None:
            return False
        layout, x, y, icon_at = laid
        painter.save()
        painter.setClipRect(cell)
        view.style.drawPrimitive(_PANEL, option, painter, view.widget)
        if icon is not None and icon_at is not None and mode is not None:
            icon.paint(painter, icon_at.translated(left, top), option.decorationAlignment, mode,
                       _OFF)
        if text:
            colour = view.colours.get(state)
            painter.setPen(colour if colour is not None else view.colour(state))
            layout.draw(painter, QPointF(left + x, top + y))
        painter.restore()
        return True

    def _lay_out(self, option: QStyleOptionViewItem, text: str, font: QFont,
                 widget: QWidget, icon: QIcon | None, mode: QIcon.Mode | None) -> _Laid | None:
        """The layout and its place in the cell as Qt's common style makes them
        (`viewItemDrawText`), and the icon's, or None if Qt would elide or break the text."""
        if any(s in text for s in _SEPARATORS):
            return None
        self.layouts_made += 1
        shown = QStyleOptionViewItem(option)
        shown.text, shown.font, shown.fontMetrics = text, font, QFontMetrics(font)
        shown.features |= QStyleOptionViewItem.ViewItemFeature.HasDisplay
        style = widget.style()
        icon_at = None
        if icon is not None and mode is not None:  # as QStyledItemDelegate.initStyleOption
            shown.icon = icon
            shown.features |= QStyleOptionViewItem.ViewItemFeature.HasDecoration
            wanted = option.decorationSize
            actual = icon.actualSize(wanted, mode, _OFF)
            shown.decorationSize = QSize(min(wanted.width(), actual.width()),
                                         min(wanted.height(), actual.height()))
            icon_at = style.subElementRect(QStyle.SubElement.SE_ItemViewItemDecoration, shown,
                                           widget).translated(-option.rect.topLeft())
        area = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, shown, widget)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
        area = area.adjusted(margin, 0, -margin, 0)
        wraps = bool(option.features & QStyleOptionViewItem.ViewItemFeature.WrapText)
        text_option = QTextOption()
        text_option.setWrapMode(QTextOption.WrapMode.WordWrap if wraps
                                else QTextOption.WrapMode.ManualWrap)
        text_option.setTextDirection(option.direction)
        text_option.setAlignment(QStyle.visualAlignment(option.direction,
                                                        option.displayAlignment))
        layout = QTextLayout(text, font)
        layout.setCacheEnabled(True)  # else each draw shapes the text again
        layout.setTextOption(text_option)
        if wraps:
            top = _wrapped_top(layout, area, option.displayAlignment)
            if top is None:
                return None
            return layout, area.x() - option.rect.x(), top - option.rect.y(), icon_at
        layout.beginLayout()
        line = layout.createLine()
        line.setLineWidth(area.width())
        line.setPosition(QPointF(0, 0))
        more = layout.createLine().isValid()
        layout.endLayout()
        if more or line.naturalTextWidth() > area.width():  # Qt elides it: its own path
            return None
        block = QStyle.alignedRect(option.direction, option.displayAlignment,
                                   QSize(area.width(), math.ceil(line.height())), area)
        return layout, area.x() - option.rect.x(), block.top() - option.rect.y(), icon_at

    def clear(self) -> None:
        self._laid.clear()


def _wrapped_top(layout: QTextLayout, area: QRect, alignment: Qt.AlignmentFlag) -> int | None:
    """Lay `layout` out in lines as wide as `area`; where its top goes as Qt's common style
    puts it (`calculateElidedText`), or None where Qt would leave a line out or elide one:
    a line wider than the area, a line below it, less than half of the next line in it."""
    heights: list[float] = []
    widest = 0.0
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(area.width())
        line.setPosition(QPointF(0, sum(heights)))
        heights.append(line.height())
        widest = max(widest, line.naturalTextWidth())
    layout.endLayout()
    if widest > area.width():
        return None
    if alignment & Qt.AlignmentFlag.AlignVCenter:  # Qt stops at the lines the height holds
        done = 0.0
        for height in heights[:-1]:
            done += height
            if done + height > area.height():
                return None
    size = layout.boundingRect().size().toSize()
    top = QStyle.alignedRect(Qt.LayoutDirection.LayoutDirectionAuto, alignment, size, area).top()
    done = 0.0
    for at, height in enumerate(heights[:-1]):
        done += height
        if (done + top <= area.top() or int(done + heights[at + 1] / 2) + top
                > area.height() + area.top() or done + top >= area.bottom()):
            return None
    if heights and sum(heights) + top <= area.top():
        return None
    return top


def _icon_mode(state: int) -> QIcon.Mode:
    """The mode Qt's common style draws an item's icon in, in `state`."""
    if not state & _ENABLED:
        return QIcon.Mode.Disabled
    return QIcon.Mode.Selected if state & _SELECTED else QIcon.Mode.Normal


class _ViewLook:
    """What a view draws all its cells with during one repaint."""

    def __init__(self, option: QStyleOptionViewItem, widget: QWidget) -> None:
        self.widget, self.style = widget, widget.style()
        self.wraps = bool(option.features & QStyleOptionViewItem.ViewItemFeature.WrapText)
        self.plain = (option.showDecorationSelected
                      and option.direction == Qt.LayoutDirection.LeftToRight)
        self._font = option.font
        self.fonts: dict[int, tuple[QFont, str]] = {}  # by id of the cell's font (`font`)
        self._palette = option.palette
        self.colours: dict[int, QColor] = {}  # by state (`colour`)

    def font(self, font: QFont | None) -> tuple[QFont, str]:
        """The cell's font as Qt resolves it over the view's, and its key."""
        mark = id(font)
        if mark not in self.fonts:
            shown = font.resolve(self._font) if font is not None else self._font
            self.fonts[mark] = (shown, shown.key())
        return self.fonts[mark]

    def colour(self, state: int) -> QColor:
        """The pen Qt's common style draws an item's text with, in `state`."""
        if state not in self.colours:
            group = QPalette.ColorGroup.Normal
            if not state & _ENABLED:
                group = QPalette.ColorGroup.Disabled
            elif not state & _ACTIVE:
                group = QPalette.ColorGroup.Inactive
            role = (QPalette.ColorRole.HighlightedText if state & _SELECTED
                    else QPalette.ColorRole.Text)
            self.colours[state] = self._palette.color(group, role)
        return self.colours[state]

