"""An unticked check box (an army option) could not be seen on a dark palette: Fusion draws
its edge a shade darker than the window, on a near-black box. The edge must read against the
window (WCAG's 3:1 for a control's boundary), ticked or not, and ticking must still show."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import (
    QCheckBox,
    QRadioButton,
    QStyle,
    QStyleFactory,
    QStyleOptionButton,
    QWidget,
)

from listbuilder.app.look import colours, theme
from listbuilder.app.look.look_style import LookStyle

pytestmark = pytest.mark.gui


def _edge_contrast(button: QCheckBox | QRadioButton, host: QWidget) -> float:
    option = QStyleOptionButton()
    button.initStyleOption(option)
    element = (QStyle.SubElement.SE_CheckBoxIndicator if isinstance(button, QCheckBox)
               else QStyle.SubElement.SE_RadioButtonIndicator)
    box = button.style().subElementRect(element, option, button)
    image = host.grab().toImage()
    window = host.palette().color(host.backgroundRole())
    top = button.mapTo(host, box.topLeft())
    pixels = [image.pixelColor(top.x() + x, top.y() + y)
              for x in range(box.width()) for y in range(box.height())]
    return max(colours.contrast(p, window) for p in pixels)


def _host(qtbot, style, kind):
    host = QWidget()
    host.setPalette(theme.dark_palette())
    host.setAutoFillBackground(True)
    button = kind("Dismounted Nobles", host)
    button.move(10, 10)
    for w in (host, button):
        w.setStyle(style)
    qtbot.addWidget(host)
    host.resize(240, 60)
    host.show()
    return host, button


@pytest.mark.parametrize("kind", [QCheckBox, QRadioButton])
def test_an_unticked_indicator_reads_on_a_dark_palette(qtbot, kind):
    style = LookStyle("Fusion")
    host, button = _host(qtbot, style, kind)
    assert _edge_contrast(button, host) >= 3.0
    before = host.grab().toImage()
    button.setChecked(True)
    assert host.grab().toImage() != before  # the tick is drawn as before


def test_fusion_alone_hides_it(qtbot):
    """What the test above guards against: plain Fusion's edge does not read."""
    host, button = _host(qtbot, QStyleFactory.create("Fusion"), QCheckBox)
    assert _edge_contrast(button, host) < 3.0


def test_a_light_palette_is_drawn_by_fusion_as_it_was(qtbot):
    images = []
    for style in (LookStyle("Fusion"), QStyleFactory.create("Fusion")):
        box = QCheckBox("Dismounted Nobles")
        box.setStyle(style)
        box.setPalette(style.standardPalette())
        qtbot.addWidget(box)
        box.resize(200, 30)
        images.append(box.grab().toImage())
    assert images[0] == images[1]
