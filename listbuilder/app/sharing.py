"""Edit → Copy army as text, Copy share code; File → Paste share code.

The text and the codes are the command line's (`export text`, `share`, `import`), so what a
player pastes from the editor reads the same as from `listbuilder`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from listbuilder.app.document import ArmyDocument
from listbuilder.i18n import N_

if TYPE_CHECKING:
    from listbuilder.app.main_window import MainWindow

ARMY_FILTER = N_("Army files (*.army.yaml *.yaml)")  # translated when shown


def army_as_text(doc: ArmyDocument) -> str:
    from listbuilder.export.army_text import army_text

    return army_text(doc.view, doc.system.name, doc.army_list,
                     lambda unit: doc.system.composition(doc.view, unit))


def army_share_code(doc: ArmyDocument) -> str:
    from listbuilder.core.stamp import data_stamp
    from listbuilder.storage.share import encode

    stamp = doc.model.list_stamp or data_stamp(doc.army_list)
    return encode(doc.model.model_dump(mode="json", exclude_defaults=True), stamp)


def copy_text(window: MainWindow, text: str, what: str) -> None:
    QGuiApplication.clipboard().setText(text)
    window.statusBar().showMessage(what, 4000)


def paste_share_code(window: MainWindow, code: str | None = None,
                     path: str | None = None) -> bool:
    """Ask for a code (the clipboard's, if it holds one), rebuild the army, save it where
    the player says, and open it. `code` and `path` skip the questions (tests, scripts)."""
    from listbuilder.storage.share import PREFIX, ShareCodeError
    from listbuilder.storage.share_army import army_yaml, check_army_yaml

    if code is None:
        clip = QGuiApplication.clipboard().text().strip()
        # One line, so Enter pastes it; a code wrapped by a chat still reads (spaces go).
        code, ok = QInputDialog.getText(
            window, window.tr("Paste share code"), window.tr("Share code:"),
            text=clip if clip.startswith(PREFIX) else "")
        if not ok or not code.strip():
            return False
    try:
        text = army_yaml(code)
    except ShareCodeError as exc:
        QMessageBox.warning(window, window.tr("Cannot read the share code"), str(exc))
        return False
    problems = check_army_yaml(text, "shared army")
    if problems:
        QMessageBox.warning(window, window.tr("Cannot read the share code"), "\n".join(
            d.text() for d in problems[:8]))
        return False
    if path is None:
        path, _ = QFileDialog.getSaveFileName(window, window.tr("Save the shared army as"),
                                              str(Path.home() / "shared.army.yaml"),
                                              window.tr(ARMY_FILTER))
        if not path:
            return False
    # Asked before the file is written: it may be the open army's own file.
    if not window.maybe_save():
        return False
    try:
        from listbuilder.storage.atomic import write_atomic

        write_atomic(path, text)
    except OSError as exc:
        from listbuilder.storage.os_reasons import os_reason

        QMessageBox.critical(window, window.tr("Cannot save"), os_reason(exc).text())
        return False
    return window.show_file(path)
