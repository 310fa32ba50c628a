"""Autosaved copies of unsaved work, offered back on the next start.

Each open document with unsaved changes writes `<id>.json` (the file it belongs to) and then
`<id>.yaml` (the army as it would be saved) into the autosave folder, and holds `<id>.lock`
(a `QLockFile`) while it lives. Another copy of listbuilder starting meanwhile sees the lock
and neither offers nor deletes that live autosave; once the writer is gone (closed or killed)
the lock is stale and the autosave is offered. An autosave that cannot be read back (bad
UTF-8, bad YAML, not an army) is moved to `damaged/` with an explanation, never retried
silently and never deleted.

The note names the army's file by its whole path (a start from another folder must not
take a relative path for a file there). An autosave holding what its file holds (the work
was undone back to it) is not offered; one whose file is gone, or whose note (written by an
earlier version) has no folder, is offered as an untitled army, saved where the player says.
"""

from __future__ import annotations

import contextlib
import json
import os
import uuid
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QLockFile

from listbuilder.app.files.config import autosave_dir
from listbuilder.i18n import _
from listbuilder.storage.atomic import absolute, age_seconds, remove_stale_temps_in, write_atomic
from listbuilder.storage.os_reasons import os_reason

DAMAGED = "damaged"
UNREADABLE_LOCK_AFTER_S = 60  # a lock being written is readable well before that


def _lock(folder: Path, autosave_id: str) -> QLockFile | None:
    """The lock of one autosave, taken, or None while a live process holds it."""
    path = folder / f"{autosave_id}.lock"
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)  # stale only when its process is gone, however old
    if lock.tryLock(0):
        return lock
    # A lock file nobody can read (cut short by a crash) would hide its autosave forever.
    if lock.getLockInfo()[0] == 0 and age_seconds(path) > UNREADABLE_LOCK_AFTER_S:
        lock.removeStaleLockFile()
        return lock if lock.tryLock(0) else None
    return None


class AutosaveSlot:
    """One document's autosave files, and the lock that says their writer is alive."""

    def __init__(self, autosave_id: str | None = None, lock: QLockFile | None = None) -> None:
        self.id = autosave_id or uuid.uuid4().hex
        self.lock = lock

    def write(self, text: str, original_path: str | None) -> None:
        folder = autosave_dir()
        if self.lock is None:
            self.lock = _lock(folder, self.id)
            if self.lock is None:
                raise OSError(f"the autosave {self.id} is locked by another process")
        # The note first: a .yaml without its .json means the note was damaged, not late.
        # The whole path: the next start may be in another folder.
        path = absolute(original_path) if original_path else None
        write_atomic(folder / f"{self.id}.json", json.dumps({"path": path}))
        write_atomic(folder / f"{self.id}.yaml", text)

    def discard(self) -> None:
        folder = autosave_dir()
        for suffix in (".yaml", ".json"):
            with contextlib.suppress(FileNotFoundError):
                (folder / f"{self.id}{suffix}").unlink()
        self.release()

    def release(self) -> None:
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None


class Home(Enum):
    """Where a recovered army's work goes back to."""

    UNTITLED = "untitled"  # never saved, or the note is damaged
    FILE = "file"  # its file is there
    GONE = "gone"  # its file is no longer there: deleted or moved
    NO_FOLDER = "no-folder"  # named without its folder (an earlier version's note)


@dataclass
class Recovered:
    """An autosave whose writer is gone; its lock is now ours until discarded or set aside."""

    slot: AutosaveSlot = field(repr=False)
    text: str | None
    original_path: str | None
    problem: str | None = None  # why it cannot be read back at all
    note_damaged: bool = False  # which file it belongs to is unknown

    @property
    def autosave_id(self) -> str:
        return self.slot.id

    @property
    def home(self) -> Home:
        path = self.original_path
        if path is None:
            return Home.UNTITLED
        if not os.path.isabs(path):  # which folder it meant is not known: never guessed
            return Home.NO_FOLDER
        return Home.FILE if Path(path).is_file() else Home.GONE

    @property
    def file(self) -> str | None:
        """The file the recovered work goes back into; None when it opens untitled."""
        return self.original_path if self.home is Home.FILE else None

    def holds_its_file(self) -> bool:
        """The autosave holds what its file holds (the work undone back to the saved army,
        or saved there since): there is nothing to recover."""
        path = self.file
        if path is None or self.text is None:
            return False
        # pydantic and the rule systems: only when there is an autosave to look at
        from listbuilder.storage.loading import LoadedArmy, load_file, load_text

        on_disk = load_file(path)
        if not isinstance(on_disk, LoadedArmy):
            return False
        if on_disk.text == self.text:
            return True
        ours = load_text(self.text, path)
        return isinstance(ours, LoadedArmy) and ours.model == on_disk.model


def pending() -> list[Recovered]:
    """Autosaves left by instances that are gone; live instances' ones are left alone."""
    folder = autosave_dir()
    remove_stale_temps_in(folder)
    found = []
    for text_file in sorted(folder.glob("*.yaml")):
        lock = _lock(folder, text_file.stem)
        if lock is not None:
            found.append(_read(text_file, AutosaveSlot(text_file.stem, lock)))
    _remove_orphan_locks(folder)
    return found


def _read(text_file: Path, slot: AutosaveSlot) -> Recovered:
    try:
        text = text_file.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        byte = f"0x{exc.object[exc.start]:02x}"
        return Recovered(slot, None, None, _("it is not UTF-8 text (byte {at} is {byte})",
                                             at=exc.start, byte=byte))
    except OSError as exc:
        return Recovered(slot, None, None, _("it cannot be read ({reason})",
                                             reason=os_reason(exc).text()))
    try:
        meta = json.loads(text_file.with_suffix(".json").read_text(encoding="utf-8"))
        path = meta["path"]
        if path is not None and not isinstance(path, str):
            raise TypeError(path)
    except (OSError, ValueError, TypeError, KeyError):
        return Recovered(slot, text, None, note_damaged=True)
    return Recovered(slot, text, path)


def _remove_orphan_locks(folder: Path) -> None:
    """Locks of autosaves never written, left by a process that died in between."""
    for lock_file in folder.glob("*.lock"):
        if not lock_file.with_suffix(".yaml").exists():
            lock = _lock(folder, lock_file.stem)
            if lock is not None:
                lock.unlock()


def set_aside(found: Recovered) -> Path:
    """Move a damaged autosave to `damaged/` (kept for the user, never offered again).

    Returns the folder that now holds it: the autosave folder itself if moving failed.
    """
    folder = autosave_dir()
    target = folder / DAMAGED
    try:
        target.mkdir(exist_ok=True)
        for suffix in (".yaml", ".json"):
            source = folder / f"{found.autosave_id}{suffix}"
            if source.exists():
                os.replace(source, target / source.name)  # one folder down: a rename
    except OSError:
        target = folder
    found.slot.release()
    return target
