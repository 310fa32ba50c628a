"""A dark desktop: every text given its own colour still reads (WCAG AA, 4.5:1).

The colours are measured on the rendered window: the background is the commonest pixel in
the label's area, the text the pixel that stands out most from it.
"""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QWidget

from listbuilder.app.look import colours, theme
from tests.app.test_fields_panel_editing import field, open_sample, spin_to
from tests.app.test_safety import stale_sample  # noqa: F401 - a fixture

pytestmark = pytest.mark.usefixtures("dark")


@pytest.fixture
def dark(qapp):
    qapp.setPalette(theme.dark_palette())
    yield
    qapp.setPalette(qapp.style().standardPalette())


def drawn_contrast(window: QWidget, widget: QWidget) -> float:
    QApplication.processEvents()
    image = window.grab().toImage()
    corner = widget.mapTo(window, widget.rect().topLeft())
    pixels = [image.pixelColor(corner.x() + x, corner.y() + y)
              for x in range(widget.width()) for y in range(widget.height())]
    background = Counter(p.rgb() for p in pixels).most_common(1)[0][0]
    back = QColor.fromRgb(background)
    return max(colours.contrast(p, back) for p in pixels)


def test_the_red_totals_line_reads_on_a_dark_window(window, tmp_path):
    open_sample(window, tmp_path, "usb-legend-on-dragon")
    spin_to(field(window, "Points limit"), 1000)
    assert drawn_contrast(window, window.editor.totals) >= 4.5


def test_the_green_all_clear_reads_on_a_dark_window(window, tmp_path):
    open_sample(window, tmp_path, "usb-240")
    assert window.findings.all_clear.isVisible()
    assert drawn_contrast(window, window.findings.all_clear) >= 4.5


def test_the_list_changed_banner_reads_on_a_dark_window(window, stale_sample):  # noqa: F811
    assert window.open_path(str(stale_sample))
    assert window.editor.banner.text.isVisible()
    assert drawn_contrast(window, window.editor.banner.text) >= 4.5


def test_the_colours_follow_a_switch_back_to_light(qapp, window, tmp_path):
    open_sample(window, tmp_path, "usb-240")
    qapp.setPalette(qapp.style().standardPalette())
    assert drawn_contrast(window, window.findings.all_clear) >= 4.5


def test_contrast_is_the_wcag_ratio():
    assert colours.contrast(QColor("black"), QColor("white")) == pytest.approx(21)
    assert colours.contrast(QColor("#777777"), QColor("#777777")) == pytest.approx(1)
