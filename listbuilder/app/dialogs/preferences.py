"""Preferences: the folders of the player's own army lists."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from listbuilder.app.look.accessibility import name_control
from listbuilder.app.look.focus_ring import ring_views


class PreferencesDialog(QDialog):
    def __init__(self, folders: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.folder_list = QListWidget()
        self.folder_list.addItems(folders)
        name_control(self.folder_list, self.tr("Your army list folders"))
        add = QPushButton(self.tr("&Add folder…"))
        add.clicked.connect(self.add_folder)
        self.remove_button = QPushButton(self.tr("&Remove folder"))
        self.remove_button.clicked.connect(self.remove_folder)
        # Enter is OK: a clicked push button of a dialog becomes its default (autoDefault),
        # and Enter after adding a folder opened 'Add a list folder' again.
        for button in (add, self.remove_button):
            button.setAutoDefault(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(add)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr(
            "<b>Your army list folders</b><br>Lists here are offered beside the bundled ones "
            "and checked again whenever you save them. A list with the id of a bundled list "
            "replaces it.")))
        layout.addWidget(self.folder_list)
        layout.addLayout(row)
        layout.addWidget(buttons)
        ring_views(self)
        self.resize(520, 320)

    def folders(self) -> list[str]:
        return [self.folder_list.item(i).text() for i in range(self.folder_list.count())]

    def add_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Add a list folder"))
        if folder and folder not in self.folders():
            self.folder_list.addItem(folder)

    def remove_folder(self) -> None:
        # The current one when none is selected: Tab to the list marks it, selects nothing.
        current = self.folder_list.currentItem()
        chosen = self.folder_list.selectedItems() or ([current] if current else [])
        for item in chosen:
            self.folder_list.takeItem(self.folder_list.row(item))


def ask_list_folders(folders: list[str], parent: QWidget | None = None) -> list[str] | None:
    """The folders as the player leaves them, or None when cancelled."""
    dialog = PreferencesDialog(folders, parent)
    return dialog.folders() if dialog.exec() == QDialog.DialogCode.Accepted else None
