"""Watching the open army's file: another program changing or deleting it is noticed.

A `QFileSystemWatcher` on the file and on its folder. Editors that save by writing a new file
and renaming it over the old one (as listbuilder itself does) take the file out of the watch;
the folder's watch sees the rename and the file is watched again. What counts is the content:
the file is compared with what the document last read or wrote (`DiskState`), so our own
saves and a mere touch say nothing, and a change is reported once per new content.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

from listbuilder.storage.atomic import resolve_target
from listbuilder.storage.disk_state import read_state

if TYPE_CHECKING:  # annotations only: the first frame shows before the army loads
    from listbuilder.app.army.document import ArmyDocument
    from listbuilder.storage.disk_state import DiskState

SETTLE_MS = 250  # editors write a file in several steps: look once they are done


class ArmyFileWatch(QObject):
    changed = Signal(object)  # DiskState: the file holds something else than the army read
    deleted = Signal()  # the file is gone (deleted or moved away)
    same = Signal()  # the file holds what the army read or wrote (again)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.doc: ArmyDocument | None = None
        self.gone = False
        self._told: str | None = None  # the content last reported, not reported again
        self._watcher = QFileSystemWatcher(self)
        self._timer = QTimer(self, singleShot=True, interval=SETTLE_MS)
        self._timer.timeout.connect(self.check)
        self._watcher.fileChanged.connect(lambda _path: self._timer.start())
        self._watcher.directoryChanged.connect(lambda _path: self._timer.start())

    def follow(self, doc: ArmyDocument | None) -> None:
        """Watch this document's file (none for an untitled army)."""
        self.doc, self.gone, self._told = doc, False, None
        self._rewatch()

    def _target(self) -> Path | None:
        if self.doc is None or self.doc.path is None:
            return None

        return resolve_target(self.doc.path)

    def _rewatch(self) -> None:
        watched = self._watcher.files() + self._watcher.directories()
        if watched:
            self._watcher.removePaths(watched)
        target = self._target()
        if target is None:
            return
        paths = [str(p) for p in (target.parent, target) if p.exists()]
        if paths:
            self._watcher.addPaths(paths)

    def check(self) -> None:
        """Compare the file with what the army knows and say what changed, if anything."""
        target = self._target()
        if target is None or self.doc is None:
            return

        self._rewatch()  # a file replaced by a rename has left the watch
        now = read_state(target)
        if now is None:
            if not self.gone:
                self.gone = True
                self.deleted.emit()
            return
        self.gone = False
        if self._holds_what_was_read(now):
            self._told = None
            self.same.emit()
        elif now.sha256 != self._told:
            self._told = now.sha256
            self.changed.emit(now)

    def _holds_what_was_read(self, now: DiskState) -> bool:
        known = self.doc.disk_state if self.doc is not None else None
        return known is not None and known.sha256 == now.sha256
