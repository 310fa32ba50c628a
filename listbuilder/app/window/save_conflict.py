"""The question asked when the army's file was changed by someone else since it was opened."""

from __future__ import annotations

import enum
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from listbuilder.storage.disk_state import ChangedOnDisk


class Choice(enum.Enum):
    RELOAD = "reload"
    OVERWRITE = "overwrite"
    SAVE_ELSEWHERE = "save elsewhere"
    CANCEL = "cancel"


def _tr(text: str) -> str:
    return QCoreApplication.translate("SaveConflict", text)


def conflict_message(change: ChangedOnDisk) -> str:
    when = datetime.fromtimestamp(change.now.mtime_ns / 1e9).strftime("%H:%M:%S")
    return _tr("“{file}” was changed on disk (at {when}) by another program or window since "
               "you opened it. Saving now would throw those changes away.\n\n"
               "Reload it and drop your unsaved changes, overwrite it with your version, or "
               "save your version under another name?").format(
        file=Path(change.path).name, when=when)


def ask(parent: QWidget, change: ChangedOnDisk) -> Choice:
    box = QMessageBox(QMessageBox.Icon.Warning, _tr("File changed on disk"),
                      conflict_message(change), parent=parent)
    buttons = {
        box.addButton(_tr("&Reload (drop my changes)"), QMessageBox.ButtonRole.DestructiveRole):
            Choice.RELOAD,
        box.addButton(_tr("&Overwrite"), QMessageBox.ButtonRole.AcceptRole): Choice.OVERWRITE,
        box.addButton(_tr("Save &elsewhere…"), QMessageBox.ButtonRole.ActionRole):
            Choice.SAVE_ELSEWHERE,
    }
    box.setDefaultButton(box.addButton(QMessageBox.StandardButton.Cancel))
    box.exec()
    clicked = box.clickedButton()
    return buttons.get(clicked, Choice.CANCEL) if isinstance(clicked, QPushButton) else \
        Choice.CANCEL
