"""High-contrast palettes, for a desktop that asks for high contrast (issue 24).

Fusion's own palette replaced the desktop's, so Windows' and GNOME's high-contrast themes
had no effect on the editor. When the desktop reports a high-contrast preference, the
palette it gives is kept if it is high-contrast itself (Windows passes its system colours);
otherwise one of these two is used: dark text on white, or light text on black, after
Windows' "High Contrast White" and "High Contrast Black" themes.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

from listbuilder.app.look.colours import contrast

#: A palette whose text on its window reads at least this well counts as high-contrast
#: (WCAG AAA for body text).
HIGH_CONTRAST = 7.0

_ROLES = QPalette.ColorRole
DARK_ON_LIGHT = {
    _ROLES.Window: "#ffffff", _ROLES.WindowText: "#000000", _ROLES.Base: "#ffffff",
    _ROLES.AlternateBase: "#f0f0f0", _ROLES.Text: "#000000", _ROLES.Button: "#ffffff",
    _ROLES.ButtonText: "#000000", _ROLES.Highlight: "#37006e", _ROLES.HighlightedText: "#ffffff",
    _ROLES.ToolTipBase: "#ffffff", _ROLES.ToolTipText: "#000000", _ROLES.Link: "#00009f",
    _ROLES.PlaceholderText: "#3c3c3c", _ROLES.Light: "#000000", _ROLES.Midlight: "#000000",
    _ROLES.Mid: "#000000", _ROLES.Dark: "#000000", _ROLES.Shadow: "#000000",
}
LIGHT_ON_DARK = {
    _ROLES.Window: "#000000", _ROLES.WindowText: "#ffffff", _ROLES.Base: "#000000",
    _ROLES.AlternateBase: "#101010", _ROLES.Text: "#ffffff", _ROLES.Button: "#000000",
    _ROLES.ButtonText: "#ffffff", _ROLES.Highlight: "#1aebff", _ROLES.HighlightedText: "#000000",
    _ROLES.ToolTipBase: "#000000", _ROLES.ToolTipText: "#ffffff", _ROLES.Link: "#ffff00",
    _ROLES.PlaceholderText: "#c8c8c8", _ROLES.Light: "#ffffff", _ROLES.Midlight: "#ffffff",
    _ROLES.Mid: "#ffffff", _ROLES.Dark: "#ffffff", _ROLES.Shadow: "#ffffff",
}
DISABLED = {"#ffffff": "#3ff23f", "#000000": "#600000"}  # Windows' disabled text colours


def high_contrast_palette(dark: bool) -> QPalette:
    """Light text on black (`dark`) or black text on white."""
    colours = LIGHT_ON_DARK if dark else DARK_ON_LIGHT
    palette = QPalette()
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    disabled = DISABLED[colours[_ROLES.Text]]
    for role in (_ROLES.Text, _ROLES.WindowText, _ROLES.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled))
    return palette


def is_high_contrast(palette: QPalette) -> bool:
    """Text, and selected text, read at 7:1 or better (a plain light palette's blue selection
    with white text does not)."""
    pairs = ((_ROLES.Window, _ROLES.WindowText), (_ROLES.Base, _ROLES.Text),
             (_ROLES.Highlight, _ROLES.HighlightedText))
    return all(contrast(palette.color(back), palette.color(text)) >= HIGH_CONTRAST
               for back, text in pairs)


def text_ratio(palette: QPalette) -> float:
    """The contrast a text we colour must reach on this palette: 4.5:1, and the palette's
    own 7:1 where it is a high-contrast one (the over-limit red read at 4.7:1 there)."""
    return HIGH_CONTRAST if is_high_contrast(palette) else 4.5
