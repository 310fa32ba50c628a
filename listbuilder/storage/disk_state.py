"""Has a file changed on disk since we read it? Saving must not silently overwrite that.

A document remembers the `DiskState` of its file when it is opened and after each save. Before
the next save, the file's content hash is compared with it: another program, a text editor,
a second window or a second copy of listbuilder may have written the file meanwhile. The
modification time alone is not trusted (coarse on some disks, kept by some tools); a touch
that changes only the time is not a change.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from listbuilder.storage.atomic import resolve_target, write_atomic
from listbuilder.storage.regular_files import open_regular, read_at_most

CHUNK = 1 << 20
# Far above any army the loader accepts: a bigger file is not hashed (nor opened) at all.
HASH_LIMIT = 64 << 20


@dataclass(frozen=True)
class DiskState:
    mtime_ns: int
    size: int
    sha256: str


class ChangedOnDisk(Exception):  # a state, not a failure: the caller asks the user
    """The file no longer holds what we read or wrote last; `now` is what it holds."""

    def __init__(self, path: str, now: DiskState) -> None:
        super().__init__(f"{path} was changed on disk since it was opened")
        self.path, self.now = path, now


def read_state(path: str | Path) -> DiskState | None:
    """The file's state, or None when there is no readable regular file.

    A FIFO or device is never read (see `regular_files`), and at most `HASH_LIMIT` bytes are
    hashed even if the file grows meanwhile.
    """
    digest = hashlib.sha256()
    size = 0
    try:
        handle, info = open_regular(path)
        with handle:
            if info.st_size > HASH_LIMIT:
                return DiskState(info.st_mtime_ns, info.st_size, "")  # differs from any hash
            for chunk in read_at_most(handle, HASH_LIMIT + 1, CHUNK):
                digest.update(chunk)
                size += len(chunk)
    except OSError:
        return None
    if size > HASH_LIMIT:  # grew past the limit while read
        return DiskState(info.st_mtime_ns, info.st_size, "")
    return DiskState(info.st_mtime_ns, info.st_size, digest.hexdigest())


def changed_on_disk(path: str | Path, known: DiskState | None) -> DiskState | None:
    """What the file holds now, when that differs from `known` (else None)."""
    if known is None:
        return None
    now = read_state(path)
    if now is None or now.sha256 == known.sha256:
        return None  # gone (saving recreates it) or the same bytes (at most touched)
    return now


def save_unless_changed(path: str | Path, text: str, known: DiskState | None,
                        overwrite: bool = False) -> DiskState:
    """Write `text` atomically unless the file changed since `known`; the new state."""
    target = resolve_target(path)
    now = None if overwrite else changed_on_disk(target, known)
    if now is not None:
        raise ChangedOnDisk(str(path), now)
    data = text.encode("utf-8")
    write_atomic(target, data)
    info = target.stat()
    return DiskState(info.st_mtime_ns, info.st_size, hashlib.sha256(data).hexdigest())
