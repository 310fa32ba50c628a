"""Light or dark palette following the desktop's colour scheme (Qt 6.5+ reports it)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontDatabase, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from listbuilder.app.look.contrast import high_contrast_palette, is_high_contrast
from listbuilder.app.look.look_style import LookStyle
from listbuilder.storage.bundled import fonts_dir


def dark_palette() -> QPalette:
    p = QPalette()
    roles = QPalette.ColorRole
    colours = {
        roles.Window: "#2b2d30", roles.WindowText: "#e6e6e6", roles.Base: "#1f2023",
        roles.AlternateBase: "#2a2c30", roles.Text: "#e6e6e6", roles.Button: "#35373b",
        roles.ButtonText: "#e6e6e6", roles.Highlight: "#3d6fb4",
        roles.HighlightedText: "#ffffff", roles.ToolTipBase: "#35373b",
        roles.ToolTipText: "#e6e6e6", roles.PlaceholderText: "#8c8c8c", roles.Link: "#7fb0ff",
    }
    for role, colour in colours.items():
        p.setColor(role, QColor(colour))
    p.setColor(QPalette.ColorGroup.Disabled, roles.Text, QColor("#7a7a7a"))
    p.setColor(QPalette.ColorGroup.Disabled, roles.ButtonText, QColor("#7a7a7a"))
    return p


def banner_style(name: str) -> str:
    """A banner's own light yellow with its own dark text, so it reads in a dark palette too."""
    return (f"#{name} {{ background: #fff3cd; color: #5c4400; border: 1px solid #e0b84c; "
            f"border-radius: 4px; }} #{name} QLabel {{ color: #5c4400; }}")


#: The desktop's own palette, as the platform gave it before ours replaced it.
platform_palette: QPalette | None = None


def wants_high_contrast(hints: object) -> bool:
    """The desktop asks for high contrast (Qt 6.10+ reports it)."""
    accessibility = getattr(hints, "accessibility", None)
    return accessibility is not None and \
        accessibility().contrastPreference() == Qt.ContrastPreference.HighContrast


def apply_palette(app: QApplication) -> None:
    hints = QGuiApplication.styleHints()
    scheme = hints.colorScheme()
    dark = scheme == Qt.ColorScheme.Dark
    # Fusion draws every light-palette control well; the dark one needs its indicators'
    # edges redrawn, at the cost of a Python call per primitive drawn: only when dark.
    # In high contrast too: every control's edge is drawn in the text's colour.
    edged = dark or wants_high_contrast(hints)
    if edged != isinstance(app.style(), LookStyle):
        app.setStyle(LookStyle("Fusion") if edged else "Fusion")
    if wants_high_contrast(hints):
        keep = platform_palette is not None and is_high_contrast(platform_palette)
        app.setPalette(platform_palette if keep and platform_palette is not None
                       else high_contrast_palette(dark))
        return
    app.setPalette(dark_palette() if dark else app.style().standardPalette())


def setup_look(app: QApplication) -> None:
    """Fusion everywhere (it honours our palette), bundled fonts, follow scheme changes."""
    global platform_palette
    platform_palette = QPalette(app.palette())  # before Fusion's replaces it
    app.setStyle("Fusion")
    for font in sorted(fonts_dir().glob("*.ttf")):
        QFontDatabase.addApplicationFont(str(font))
    apply_palette(app)
    hints = QGuiApplication.styleHints()
    hints.colorSchemeChanged.connect(lambda _: apply_palette(app))
    hints.accessibility().contrastPreferenceChanged.connect(lambda _: apply_palette(app))
