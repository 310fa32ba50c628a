"""The banner that says the open army's file was changed or deleted by another program.

It only tells and offers; the window decides what each button does (`reload`, `save`,
`keep`). Shown above the editor, like the list-changed banner, and styled the same.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QPushButton, QWidget

from listbuilder.app.widgets.banner import Banner


class DiskBanner(Banner):
    reload = Signal()
    save = Signal()
    keep = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("diskBanner", parent)
        self.reload_button = QPushButton(self.tr("Reload from disk"))
        self.reload_button.setToolTip(self.tr(
            "Show the army as the file now holds it (Undo brings yours back)"))
        self.reload_button.clicked.connect(self.reload)
        self.save_button = QPushButton(self.tr("Save again"))
        self.save_button.clicked.connect(self.save)
        self.keep_button = QPushButton()  # its words depend on what happened (`_show`)
        self.keep_button.clicked.connect(self.keep)
        for button in (self.reload_button, self.save_button, self.keep_button):
            self.row.addWidget(button)
        self.hide()

    def show_changed(self, file: str, problem: str | None = None) -> None:
        text = self.tr("<b>“{file}” was changed by another program.</b> Your version stays "
                       "open until you reload it.").format(file=html.escape(file))
        if problem:
            text += "<br>" + self.tr("The file cannot be opened as an army now: {problem}"
                                     ).format(problem=html.escape(problem))
        self._show(text, reload=True)

    def show_deleted(self, file: str) -> None:
        self._show(self.tr("<b>“{file}” was deleted or moved by another program.</b> The army "
                           "is still open here; save it to keep it.").format(
            file=html.escape(file)), reload=False)

    def _show(self, text: str, reload: bool) -> None:
        self.text.setText(text)
        self.reload_button.setVisible(reload)
        self.save_button.setVisible(not reload)
        # With the file gone there is no other version to keep 'mine' against: the button
        # only puts the notice away (saving still writes the file anew).
        if reload:
            self.keep_button.setText(self.tr("Keep mine"))
            self.keep_button.setToolTip(self.tr(
                "Go on editing your version; saving asks before it replaces the file"))
        else:
            self.keep_button.setText(self.tr("Not now"))
            self.keep_button.setToolTip(self.tr(
                "Hide this notice; the army stays open here, not saved until you save it"))
        self.show()
