"""The window's army files: open, save, save as, save a copy, drag and drop, and the question
before an army with unsaved changes is dropped. The army itself is the `ArmyDocument`'s."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QFileDialog, QMessageBox

from listbuilder.app.files import config
from listbuilder.app.window.on_disk import OnDisk, Window  # what both ask of the window
from listbuilder.app.window.save_conflict import Choice
from listbuilder.i18n import N_
from listbuilder.storage.atomic import write_atomic
from listbuilder.storage.disk_state import ChangedOnDisk
from listbuilder.storage.write_failure import why_not_written

ARMY_FILTER = N_("Army files (*.army.yaml *.yaml *.yml);;All files (*)")  # translated when shown


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "army"


class ArmyFiles:
    def __init__(self, window: Window, on_disk: OnDisk) -> None:
        self.window = window
        self.on_disk = on_disk

    def maybe_save(self) -> bool:
        """True when it is fine to drop the current army (saved, discarded or none)."""
        window = self.window
        window.editor.commit_pending()
        doc = window.doc
        if doc is None or not (doc.modified or self.on_disk.watch.gone):
            return True

        buttons = (QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                   | QMessageBox.StandardButton.Cancel)
        if doc.modified:
            title = window.tr("Unsaved changes")
            text = window.tr("“{name}” has changes that are not saved. Save them?")
        else:  # nothing edited: the file is gone, and the army is only here now
            title = window.tr("File deleted")
            text = window.tr("The file of “{name}” was deleted or moved by another program. "
                             "Save the army to keep it?")
        answer = QMessageBox.warning(window.window(), title, text.format(name=doc.model.name),
                                     buttons, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        if answer == QMessageBox.StandardButton.Discard:
            doc.discard_autosave()
            return True
        return False

    def open_dialog(self) -> None:
        doc = self.window.doc
        start = str(Path(doc.path).parent) if doc and doc.path else ""
        path, _ = QFileDialog.getOpenFileName(self.window.window(), self.window.tr("Open army"),
                                              start, self.window.tr(ARMY_FILTER))
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        return self.maybe_save() and self.show_file(path)

    def show_file(self, path: str) -> bool:
        """Open the army in `path` in place of the current one, which the caller has already
        saved or given up (`maybe_save`)."""
        # pydantic and PyYAML: after the first frame
        from listbuilder.app.army.opening import open_document
        from listbuilder.storage.atomic import absolute

        path = absolute(path)  # where it is now, not wherever the next save is made from
        window = self.window
        if window.catalog is None:
            return False  # no file opens while the lists load (its actions are off)
        doc, problems = open_document(path, window.catalog)
        if doc is None:

            text = "\n".join(d.render(Path(path).name, for_people=True) for d in problems[:12])
            QMessageBox.critical(window.window(), window.tr("Cannot open the army"), window.tr(
                "{file} cannot be opened for editing:\n\n{problems}").format(
                file=Path(path).name, problems=text))
            return False
        window.set_document(doc)
        config.remember_recent(path)
        window.editor.table.setFocus(Qt.FocusReason.OtherFocusReason)  # to work on its units
        return True

    def save(self) -> bool:
        doc = self.window.doc
        if doc is None:
            return False
        if doc.path is None or config.is_template(doc.path):
            return self.save_as()
        return self.write(doc.path)

    def _ask_save_path(self, title: str) -> str | None:
        doc = self.window.doc
        if doc is None:
            return None
        in_place = doc.path and not config.is_template(doc.path)
        folder = Path(doc.path).parent if in_place and doc.path else Path.home()
        suggested = str(folder / f"{_slug(doc.model.name)}.army.yaml")
        if doc.path is None and doc.former_path:  # recovered, its file gone: where it was
            former = Path(doc.former_path)  # without its folder (an old note): in the home
            suggested = str(former if former.is_absolute() else Path.home() / former.name)
        path, _ = QFileDialog.getSaveFileName(self.window.window(), title, suggested,
                                              self.window.tr(ARMY_FILTER))
        return path or None

    def save_as(self) -> bool:
        path = self._ask_save_path(self.window.tr("Save army as"))
        return path is not None and self.write(path)

    def save_copy(self) -> bool:
        path = self._ask_save_path(self.window.tr("Save a copy of the army"))
        doc = self.window.doc
        if path is None or doc is None:
            return False
        self.window.editor.commit_pending()  # the copy is of what the player sees
        try:
            write_atomic(path, doc.text_to_save())
        except OSError as exc:
            return self._report_write_error(path, exc)
        config.remember_recent(path)
        return True

    def write(self, path: str, overwrite: bool = False) -> bool:
        window = self.window
        if window.doc is None:
            return False
        window.editor.commit_pending()
        try:
            window.doc.save(path, overwrite)
        except ChangedOnDisk as change:
            return self._settle_conflict(path, change)
        except OSError as exc:
            return self._report_write_error(path, exc)
        config.remember_recent(path)
        window.statusBar().showMessage(window.tr("Saved {file}").format(file=path), 4000)
        return True

    def _settle_conflict(self, path: str, change: ChangedOnDisk) -> bool:
        choice = self.on_disk.ask_before_saving(path, change)
        if choice is Choice.OVERWRITE:
            return self.write(path, overwrite=True)
        if choice is Choice.SAVE_ELSEWHERE:
            return self.save_as()
        return False

    def _report_write_error(self, path: str, exc: OSError) -> bool:
        window = self.window
        QMessageBox.critical(window.window(), window.tr("Cannot save"), window.tr(
            "The army could not be written to {file}: {reason}. Your changes are still "
            "open; try another folder.").format(file=path, reason=why_not_written(exc)))
        return False

    # --- drag and drop -------------------------------------------------------------------
    def drag_enter(self, event: QDragEnterEvent) -> None:
        if any(u.isLocalFile() for u in event.mimeData().urls()):
            event.acceptProposedAction()

    def drop(self, event: QDropEvent) -> None:
        files = [u.toLocalFile() for u in event.mimeData().urls() if u.isLocalFile()]
        if files:
            event.acceptProposedAction()
            self.open_path(files[0])
