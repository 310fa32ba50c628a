"""Edit → Copy army as text, Copy share code; File → Paste share code.

The text and the codes are the command line's (`export text`, `share`, `import`), so what a
player pastes from the editor reads the same as from `listbuilder`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QFileDialog,
    QInputDialog,
    QLineEdit,
    QMessageBox,
    QStatusBar,
    QWidget,
)

from listbuilder.app.army.document import ArmyDocument
from listbuilder.core.stamp import data_stamp
from listbuilder.export.army_text import army_text
from listbuilder.i18n import N_
from listbuilder.storage.atomic import write_atomic
from listbuilder.storage.share import PREFIX, ShareCodeError, decode, encode
from listbuilder.storage.share_army import army_yaml, check_army_yaml
from listbuilder.storage.write_failure import why_not_written


class MainWindow(Protocol):
    """What sharing asks of the editor's window (app/window/main_window.py; its
    share_actions.py imports this)."""

    def window(self) -> QWidget: ...  # itself: the dialogs' parent

    def statusBar(self) -> QStatusBar: ...

    def tr(self, source: str, /) -> str: ...

    def maybe_save(self) -> bool: ...

    def show_file(self, path: str) -> bool: ...


ARMY_FILTER = N_("Army files (*.army.yaml *.yaml)")  # translated when shown


def army_as_text(doc: ArmyDocument) -> str:
    return army_text(doc.view, doc.system.name, doc.army_list,
                     doc.system.composition, doc.model.notes)


def army_share_code(doc: ArmyDocument) -> str:
    stamp = doc.model.list_stamp or data_stamp(doc.army_list)
    return encode(doc.model.model_dump(mode="json", exclude_defaults=True), stamp)


def copy_text(window: MainWindow, text: str, what: str) -> None:
    QGuiApplication.clipboard().setText(text)
    window.statusBar().showMessage(what, 4000)


CODE_DIALOG_WIDTH = 460  # px of the field: a code's start in view (Qt's dialog was 200 px)
TITLE_BAR_ROOM = 160  # px beside the title for the title bar's icon and buttons


def _ask_code(window: MainWindow, code: str) -> str:
    """The code the player pastes or types ("" when cancelled), asked in a dialog wide
    enough for its title in any language."""
    dialog = QInputDialog(window.window())
    dialog.setWindowTitle(window.tr("Paste share code"))
    dialog.setLabelText(window.tr("Share code:"))
    dialog.setTextValue(code)
    title = dialog.fontMetrics().horizontalAdvance(dialog.windowTitle())
    # The dialog sets its own minimum as it shows: the field's width makes it wider.
    line = dialog.findChild(QLineEdit)
    if line is not None:
        line.setMinimumWidth(max(CODE_DIALOG_WIDTH, title + TITLE_BAR_ROOM))
    accepted = dialog.exec() == QInputDialog.DialogCode.Accepted
    text = dialog.textValue()
    dialog.deleteLater()
    return text if accepted else ""


def paste_share_code(window: MainWindow, code: str | None = None,
                     path: str | None = None) -> bool:
    """Ask for a code (the clipboard's, if it holds one), rebuild the army, save it where
    the player says, and open it. `code` and `path` skip the questions (tests, scripts)."""
    if code is None:
        clip = QGuiApplication.clipboard().text().strip()
        # One line, so Enter pastes it; a code wrapped by a chat still reads (spaces go).
        code = _ask_code(window, clip if clip.startswith(PREFIX) else "")
        if not code.strip():
            return False
    try:
        text = army_yaml(code)
    except ShareCodeError as exc:
        QMessageBox.warning(window.window(), window.tr("Cannot read the share code"), str(exc))
        return False
    problems = check_army_yaml(text, "shared army")
    if problems:
        QMessageBox.warning(window.window(), window.tr("Cannot read the share code"), "\n".join(
            d.text() for d in problems[:8]))
        return False
    if path is None:
        path, _ = QFileDialog.getSaveFileName(window.window(), window.tr("Save the shared army as"),
                                              str(Path.home() / "shared.army.yaml"),
                                              window.tr(ARMY_FILTER))
        if not path:
            return False
    # Asked before the file is written: it may be the open army's own file.
    if not window.maybe_save():
        return False
    try:
        write_atomic(path, text)
    except OSError as exc:
        QMessageBox.critical(window.window(), window.tr("Cannot save"),
                             f"{path}: {why_not_written(exc)}")
        return False
    if not window.show_file(path):
        return False
    if decode(code).notes_left_out:  # a roster's QR code: its notes are on the paper
        window.statusBar().showMessage(window.tr(
            "The share code holds no notes: they were left out so that it fits a QR code "
            "(the printed roster shows them)."), 10000)
    return True
