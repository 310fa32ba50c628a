"""Help ▸ Guide (F1): the player's guide in the editor's language, and the dialog that shows
one finding's explanation ("What does this mean?").

The guide is Markdown shipped with the program (`bundled.guide_dir()`, the same files as
docs/guide/ in the repository), read by a QTextBrowser: its screenshots are found beside it.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QGuiApplication, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from listbuilder import i18n
from listbuilder.bundled import guide_dir
from listbuilder.core.diagnostics import Diagnostic

GUIDE_LANGUAGES = ("en", "pl", "hu", "ru")
GUIDE_SIZE = (820, 720)  # wide enough for the screenshots at their saved size
EXPLAIN_SIZE = (560, 360)


def guide_file(language: str | None = None) -> Path:
    """The guide in `language` (default: the editor's), else in English."""
    language = language or i18n.current()
    chosen = language if language in GUIDE_LANGUAGES else "en"
    return guide_dir() / f"{chosen}.md"


class TextDialog(QDialog):
    """A reading window: a browser over the text, and Close."""

    def __init__(self, title: str, size: tuple[int, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setAccessibleName(title)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.resize(*_within_screen(self, size))


def _within_screen(widget: QWidget, size: tuple[int, int]) -> tuple[int, int]:
    """`size`, made smaller where the screen's free area is (a netbook, a large scale)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return size
    free = screen.availableGeometry()
    return min(size[0], free.width() - 40), min(size[1], free.height() - 60)


class GuideDialog(TextDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("listbuilder guide"), GUIDE_SIZE, parent)
        self.browser.setAccessibleDescription(
            self.tr("How to build an army, fix findings, print, share and use your own lists"))
        path = guide_file()
        if path.is_file():
            self.browser.setSource(QUrl.fromLocalFile(str(path)),
                                   QTextDocument.ResourceType.MarkdownResource)
        else:  # a broken install: say where the guide was looked for
            self.browser.setHtml(self.tr("<p>The guide is not installed: {path} is missing.</p>")
                                 .format(path=escape(str(path))))


def show_guide(parent: QWidget) -> GuideDialog:
    """Open (or raise) the guide beside `parent`; it stays open while the player works."""
    dialog = parent.findChild(GuideDialog)
    if dialog is None:
        dialog = GuideDialog(parent)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog


def explanation_html(finding: Diagnostic, shown: str) -> str:
    """What the finding means: the message as the panel shows it, then the code's help
    (`listbuilder explain CODE` prints the same)."""
    from listbuilder.codes import lookup, severity_word

    message = lookup(finding.code)
    help_text = i18n._(message.help) if message else ""
    parts = [f"<p><b>{escape(severity_word(finding.severity))}</b> "
             f"<code>[{escape(finding.code)}]</code></p>",
             f"<p>{escape(shown)}</p>"]
    if help_text:
        parts.append(f"<p>{escape(help_text)}</p>")
    return "".join(parts)


class ExplainDialog(TextDialog):
    def __init__(self, finding: Diagnostic, shown: str, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("What does this mean?"), EXPLAIN_SIZE, parent)
        self.browser.setAccessibleDescription(self.tr("The finding and how to fix it"))
        self.browser.setHtml(explanation_html(finding, shown))


def show_explanation(parent: QWidget, finding: Diagnostic, shown: str) -> ExplainDialog:
    dialog = ExplainDialog(finding, shown, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
