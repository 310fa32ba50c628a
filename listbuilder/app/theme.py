"""Light or dark palette following the desktop's colour scheme (Qt 6.5+ reports it)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontDatabase, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from listbuilder.bundled import fonts_dir


def _dark_palette() -> QPalette:
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


def apply_palette(app: QApplication) -> None:
    scheme = QGuiApplication.styleHints().colorScheme()
    dark = scheme == Qt.ColorScheme.Dark
    app.setPalette(_dark_palette() if dark else app.style().standardPalette())


def setup_look(app: QApplication) -> None:
    """Fusion everywhere (it honours our palette), bundled fonts, follow scheme changes."""
    app.setStyle("Fusion")
    for font in sorted(fonts_dir().glob("*.ttf")):
        QFontDatabase.addApplicationFont(str(font))
    apply_palette(app)
    QGuiApplication.styleHints().colorSchemeChanged.connect(lambda _: apply_palette(app))
