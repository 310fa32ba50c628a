"""Help ▸ Guide (F1): the player's guide in the editor's language, and the dialog that shows
one finding's explanation ("What does this mean?").

The guide is Markdown shipped with the program (`bundled.guide_dir()`, the same files as
docs/guide/ in the repository), read by a QTextBrowser: its screenshots are found beside it.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QSize, Qt, QUrl
from PySide6.QtGui import (
    QImageReader,
    QResizeEvent,
    QTextCursor,
    QTextDocument,
    QTextFragment,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from listbuilder import i18n
from listbuilder.app.widgets.layouts import within_screen
from listbuilder.core.diagnostics import Diagnostic
from listbuilder.storage.bundled import guide_dir
from listbuilder.storage.codes import lookup, rule_source, severity_word

GUIDE_LANGUAGES = ("en", "pl", "hu", "ru")
GUIDE_SIZE = (1090, 760)  # the screenshots (1024 px) at their saved size, where the screen has room
EXPLAIN_SIZE = (560, 360)


def guide_file(language: str | None = None) -> Path:
    """The guide in `language` (default: the editor's), else in English."""
    language = language or i18n.current()
    chosen = language if language in GUIDE_LANGUAGES else "en"
    return guide_dir() / f"{chosen}.md"


class FittingBrowser(QTextBrowser):
    """A browser whose pictures are as wide as the page allows, never wider than they were
    taken: a small screen or a large scale scrolls the text, not the pictures sideways."""

    def __init__(self) -> None:
        super().__init__()
        self._sizes: dict[str, QSize] = {}
        # The text wraps and the pictures fit: nothing is to be scrolled sideways.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_images()

    def _natural_size(self, name: str) -> QSize:
        """The picture's size as saved (the guide's pictures are files beside it)."""
        if name not in self._sizes:
            path = self.source().resolved(QUrl(name)).toLocalFile()
            self._sizes[name] = QImageReader(path).size() if path else QSize()
        return self._sizes[name]

    def fit_images(self) -> None:
        document = self.document()
        room = self.viewport().width() - 2 * int(document.documentMargin()) - 12
        block = document.begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                if fragment.isValid() and fragment.charFormat().isImageFormat():
                    self._fit(fragment, room)
                it += 1
            block = block.next()

    def _fit(self, fragment: QTextFragment, room: int) -> None:
        image = fragment.charFormat().toImageFormat()
        size = self._natural_size(image.name())
        width = max(min(size.width(), room), 1)
        if size.width() <= 0 or image.width() == width:
            return
        image.setWidth(width)
        image.setHeight(size.height() * width / size.width())
        cursor = QTextCursor(self.document())
        cursor.setPosition(fragment.position())
        cursor.setPosition(fragment.position() + fragment.length(),
                           QTextCursor.MoveMode.KeepAnchor)
        cursor.setCharFormat(image)


class TextDialog(QDialog):
    """A reading window: a browser over the text, and Close."""

    def __init__(self, title: str, size: tuple[int, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.browser = FittingBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setAccessibleName(title)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(self.buttons)
        self.resize(*within_screen(self, size))


class GuideDialog(TextDialog):
    """The guide; its links open the documents installed beside it (the list format), and
    Back (Alt+Left) returns from them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("listbuilder guide"), GUIDE_SIZE, parent)
        self.back_button = QPushButton(self.tr("&Back"))
        self.back_button.setToolTip(self.tr("Back to the page read before (Alt+Left)"))
        self.back_button.setEnabled(False)
        self.back_button.clicked.connect(self.browser.backward)
        self.browser.backwardAvailable.connect(self.back_button.setEnabled)
        self.buttons.addButton(self.back_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.browser.setAccessibleDescription(
            self.tr("How to build an army, fix findings, print, share and use your own lists"))
        path = guide_file()
        if path.is_file():
            self.browser.setSource(QUrl.fromLocalFile(str(path)),
                                   QTextDocument.ResourceType.MarkdownResource)
        else:  # a broken install: say where the guide was looked for
            self.browser.setHtml(self.tr("<p>The guide is not installed: {path} is missing.</p>")
                                 .format(path=escape(str(path))))
        self.browser.fit_images()


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
    message = lookup(finding.code)
    help_text = i18n._(message.help) if message else ""
    parts = [f"<p><b>{escape(severity_word(finding.severity))}</b> "
             f"<code>[{escape(finding.code)}]</code></p>",
             f"<p>{escape(shown)}</p>"]
    if help_text:
        parts.append(f"<p>{escape(help_text)}</p>")
    source = rule_source(message) if message else None
    if source:  # the rule book and its sections, as `explain` prints them
        parts.append(f"<p><i>{escape(source)}</i></p>")
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
