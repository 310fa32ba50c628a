"""The player's own list folders: remembered, loaded before the bundled lists, watched.

A list in one of these folders with the id of a bundled list shadows it (the player's copy
is the one used, and armies built on it say so). A `QFileSystemWatcher` notices a list
edited in a text editor and the window re-checks it at once.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

from listbuilder.app.files import config
from listbuilder.storage.bundled import lists_dir as bundled_lists_dir
from listbuilder.storage.list_files import yaml_files
from listbuilder.storage.messages import APP_LIST_SHADOWS

if TYPE_CHECKING:  # the catalog loads after the first frame (issue 11): see app/startup/main.py
    from listbuilder.core.diagnostics import Diagnostic
    from listbuilder.storage.list_catalog import Catalog

SETTING = "list_folders"
SETTLE_MS = 250  # editors write a file in several steps: wait for the last one


def list_folders() -> list[str]:
    return config.string_list(SETTING)


def set_list_folders(folders: list[str]) -> None:
    config.settings().setValue(SETTING, list(dict.fromkeys(folders)))


def app_catalog(folders: list[str] | None = None) -> Catalog:
    """Every list by its header: the player's folders first, so theirs win over bundled ones.
    A list is loaded when an army of it opens or the browser shows its details."""
    from listbuilder.storage.list_catalog import (
        Catalog,  # pydantic and PyYAML: after the first frame
    )

    chosen = list_folders() if folders is None else folders
    paths = [Path(f) for f in chosen if Path(f).is_dir()]
    catalog = Catalog.scan(paths, bundled=bundled_lists_dir())
    catalog.lend_words(paths, catalog.rows)
    return catalog


def is_bundled(path: str) -> bool:
    return Path(path).resolve().is_relative_to(bundled_lists_dir().resolve())


def origin(path: str) -> str:
    """Where a list comes from, for the browser: 'bundled' or its folder."""
    return "bundled" if is_bundled(path) else str(Path(path).parent)


def shadow_finding(catalog: Catalog, list_id: str) -> Diagnostic | None:
    """APP-LIST-SHADOWS when the army's list is a player's list in place of a bundled one."""
    row = catalog.rows.get(list_id)
    if list_id not in catalog.shadowed or row is None:
        return None
    return APP_LIST_SHADOWS(("list",), origin=origin(row.path))


class ListWatcher(QObject):
    """Says `changed` shortly after any list file in the folders is written or added."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._watcher = QFileSystemWatcher(self)
        self._timer = QTimer(self, singleShot=True, interval=SETTLE_MS)
        self._timer.timeout.connect(self._settled)
        self._watcher.fileChanged.connect(lambda _path: self._timer.start())
        self._watcher.directoryChanged.connect(lambda _path: self._timer.start())
        self.folders: list[str] = []

    def watch(self, folders: list[str]) -> None:
        self.folders = [f for f in folders if Path(f).is_dir()]
        self._rewatch()

    def _rewatch(self) -> None:
        """Watch the folders and every list file in them (a file replaced on save drops out
        of the watch, so the set is rebuilt after each change)."""
        old = self._watcher.files() + self._watcher.directories()
        if old:
            self._watcher.removePaths(old)
        paths = [*self.folders]
        for folder in self.folders:
            paths += [str(f) for f in yaml_files(Path(folder))]
        if paths:
            self._watcher.addPaths(paths)

    def _settled(self) -> None:
        self._rewatch()
        self.changed.emit()

