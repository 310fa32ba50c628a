"""High contrast (issue 24, "for everyone"): a desktop that asks for it gets a high-contrast
palette (its own, when it gives one), and in a dark-on-light and a light-on-dark one every
text we colour still reads and every control's edge is seen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from listbuilder.app.look import colours, theme
from listbuilder.app.look.contrast import high_contrast_palette, is_high_contrast
from listbuilder.app.look.look_style import LookStyle
from tests.app.test_dark_palette import drawn_contrast
from tests.app.test_export_and_look import _Hints as SchemeHints
from tests.app.test_fields_panel_editing import field, open_sample, spin_to
from tests.app.test_safety import stale_sample  # noqa: F401 - a fixture


class _Accessibility:
    def __init__(self, preference):
        self.preference = preference

    def contrastPreference(self):  # Qt's name
        return self.preference


class _Hints(SchemeHints):
    def __init__(self, scheme, preference):
        super().__init__(scheme)
        self.hints = _Accessibility(preference)

    def accessibility(self):
        return self.hints


class _Gui:
    def __init__(self, scheme, preference=Qt.ContrastPreference.HighContrast):
        self.hints = _Hints(scheme, preference)

    def styleHints(self):  # Qt's name
        return self.hints


@pytest.fixture
def restore_look(qapp):
    palette, style = QPalette(qapp.palette()), qapp.style().name()
    yield
    qapp.setStyle("Fusion" if style.lower() == "fusion" else style)
    qapp.setPalette(palette)


@pytest.mark.parametrize("scheme", [Qt.ColorScheme.Light, Qt.ColorScheme.Dark])
def test_a_desktop_asking_for_high_contrast_gets_it(qapp, monkeypatch, restore_look, scheme):
    """Fusion's own palette replaced the desktop's: its high-contrast theme did nothing."""
    monkeypatch.setattr(theme, "platform_palette", qapp.style().standardPalette())
    monkeypatch.setattr(theme, "QGuiApplication", _Gui(scheme))
    theme.apply_palette(qapp)
    assert is_high_contrast(qapp.palette())
    window = qapp.palette().color(QPalette.ColorRole.Window)
    assert colours.is_dark(window) == (scheme == Qt.ColorScheme.Dark)
    # A desktop's own high-contrast colours (Windows gives its system colours) are kept.
    own = high_contrast_palette(dark=True)
    own.setColor(QPalette.ColorRole.Highlight, Qt.GlobalColor.yellow)
    monkeypatch.setattr(theme, "platform_palette", own)
    theme.apply_palette(qapp)
    assert qapp.palette().color(QPalette.ColorRole.Highlight) == Qt.GlobalColor.yellow
    # No preference: the palettes as before.
    monkeypatch.setattr(theme, "QGuiApplication", _Gui(scheme, Qt.ContrastPreference.NoPreference))
    theme.apply_palette(qapp)
    assert not is_high_contrast(qapp.palette()) or scheme == Qt.ColorScheme.Light


@pytest.fixture(params=["dark-on-light", "light-on-dark"])
def high_contrast(request, qapp, restore_look):
    dark = request.param == "light-on-dark"
    qapp.setStyle(LookStyle("Fusion"))  # as `apply_palette` does for high contrast
    qapp.setPalette(high_contrast_palette(dark))
    return dark


def test_coloured_texts_read_in_high_contrast(window, tmp_path, high_contrast,
                                               stale_sample):  # noqa: F811
    open_sample(window, tmp_path, "usb-240")
    assert window.findings.all_clear.isVisible()
    # The palette's own 7:1, not the plain 4.5:1 (the over-limit red read at 4.7:1).
    assert drawn_contrast(window, window.findings.all_clear) >= 7
    spin_to(field(window, "Points limit"), 1000)
    assert drawn_contrast(window, window.editor.totals) >= 7
    spin_to(field(window, "Points limit"), 200)  # 236 of 200: the line in red
    assert not window.editor._within
    assert drawn_contrast(window, window.editor.totals) >= 7
    window.doc.undo_stack.setClean()  # opening the next army asks nothing
    assert window.open_path(str(stale_sample))
    assert window.editor.banner.text.isVisible()
    assert drawn_contrast(window, window.editor.banner.text) >= 4.5


def test_every_edit_box_and_button_has_an_edge_seen_in_high_contrast(qapp, window, tmp_path,
                                                                     high_contrast):
    """On the black window Fusion's edges (a shade darker than the window) were black."""
    open_sample(window, tmp_path, "bi-french")
    QApplication.processEvents()
    image = window.grab().toImage()
    back = window.palette().color(QPalette.ColorRole.Window)
    for widget in (window.editor.name_edit, window.editor.scale_box, window.browser.search,
                   window.browser.new_button):
        left = widget.mapTo(window, widget.rect().topLeft())
        edge = image.pixelColor(left.x(), left.y() + widget.height() // 2)
        assert colours.contrast(edge, back) >= 3, type(widget).__name__
