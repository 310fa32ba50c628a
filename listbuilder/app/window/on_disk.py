"""The open army's file, changed or deleted by another program: the watch on it, the banner
below the army, reloading, and the question a save asks when the file changed since it was
read (never overwritten silently)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QMessageBox, QStatusBar, QWidget

from listbuilder.app.editing.army_editor import ArmyEditor
from listbuilder.app.window import save_conflict
from listbuilder.app.window.army_file_watch import ArmyFileWatch
from listbuilder.app.window.disk_banner import DiskBanner

if TYPE_CHECKING:  # the document, the catalog and the dialog: once an army is open
    from listbuilder.app.army.document import ArmyDocument
    from listbuilder.app.window.save_conflict import Choice
    from listbuilder.storage.disk_state import ChangedOnDisk
    from listbuilder.storage.list_catalog import Catalog


class Window(Protocol):
    """What the watch and file handling (army_files.py) ask of the editor's window
    (app/window/main_window.py)."""

    doc: ArmyDocument | None
    catalog: Catalog | None
    editor: ArmyEditor

    def window(self) -> QWidget: ...  # itself: the dialogs' parent

    def statusBar(self) -> QStatusBar: ...

    def tr(self, source: str, /) -> str: ...

    def set_document(self, doc: ArmyDocument | None) -> None: ...

    def save(self) -> bool: ...


class OnDisk:
    """The window's watch on its army's file and the banner that says what happened to it."""

    def __init__(self, window: Window) -> None:
        self.window = window
        self.banner = DiskBanner()
        self.banner.reload.connect(self.reload)
        self.banner.save.connect(window.save)
        self.banner.keep.connect(self.banner.hide)
        self.watch = ArmyFileWatch(window.window())
        self.watch.changed.connect(self.changed)
        self.watch.deleted.connect(self.deleted)
        self.watch.same.connect(self.banner.hide)

    def follow(self) -> None:
        """Watch the window's army's file now (another army, or saved elsewhere)."""
        self.banner.hide()
        self.watch.follow(self.window.doc)

    def changed(self) -> None:
        """Reloaded at once when nothing is unsaved; else the player chooses (banner)."""
        window = self.window
        doc = window.doc
        if doc is None or doc.path is None:
            return
        window.editor.commit_pending()  # typed but not confirmed is unsaved work too
        problem = None if doc.modified else self.reload()
        if doc.modified or problem is not None:
            self.banner.show_changed(Path(doc.path).name, problem)
        else:
            window.statusBar().showMessage(window.tr(
                "{file} was changed by another program and has been reloaded").format(
                file=Path(doc.path).name), 8000)

    def deleted(self) -> None:
        doc = self.window.doc
        if doc is not None and doc.path is not None:
            self.banner.show_deleted(Path(doc.path).name)

    def reload(self) -> str | None:
        """The army as its file now holds it; why it cannot be, or None when done.

        The same list: one undoable step in this army. Another list or system: the file
        opens as a new army (the player chose to drop what was shown)."""
        # pydantic and PyYAML: after the first frame
        from listbuilder.app.army.opening import open_document

        window = self.window
        doc = window.doc
        if doc is None or doc.path is None or window.catalog is None:
            return None
        window.editor.commit_pending()
        fresh, problems = open_document(doc.path, window.catalog)
        if fresh is None:
            return problems[0].text() if problems else window.tr("it is not an army")
        if fresh.system.id == doc.system.id and fresh.army_list.id == doc.army_list.id:
            doc.take_from_disk(fresh)
            fresh.deleteLater()
        else:
            doc.undo_stack.setClean()  # dropped by the player's choice: not asked again
            window.set_document(fresh)
        self.banner.hide()
        return None

    def ask_before_saving(self, path: str, change: ChangedOnDisk) -> Choice:
        """Someone else saved this file since we read it: the player chooses what a save does
        (a reload is done here; overwriting or saving elsewhere is the caller's)."""
        choice = save_conflict.ask(self.window.window(), change)
        if choice is save_conflict.Choice.RELOAD and self.reload() is not None:
            window = self.window
            QMessageBox.critical(window.window(), window.tr("Cannot reload"), window.tr(
                "{file} can no longer be opened as an army; your version stays open.")
                .format(file=Path(path).name))
        return choice
