"""The settings file checked before Qt reads it.

QSettings reads whatever the INI file holds: a value typed by another program
(`@Variant(...)`, which listbuilder never writes) makes Qt warn on every read, a huge file is
read whole at every start, and a FIFO or device in its place blocks the start for ever. Such
a file is not ours: it is kept beside, as `listbuilder.ini.damaged`, and the app starts with
fresh settings.
"""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

MAX_BYTES = 1 << 20  # ours hold a few KB: recent files, folders, window state
_FOREIGN = (b"@Variant(", b"\0")
_checked: set[tuple[str, int, int]] = set()  # (path, mtime, size) of files found sound


def is_ours(path: Path, st: os.stat_result) -> bool:
    """Whether Qt may read `path` (as stat'ed): a regular file, small, nothing foreign in it.
    Also what `old_settings` asks of a file from the old location before copying from it."""
    return stat.S_ISREG(st.st_mode) and st.st_size <= MAX_BYTES and not _foreign_bytes(path)


def set_aside_if_foreign(path: Path) -> Path | None:
    """Move a settings file Qt should not read out of the way; where it went, or None."""
    try:
        st = os.stat(path)
    except OSError:
        return None  # no file yet (or none to read): Qt starts empty
    key = (str(path), st.st_mtime_ns, st.st_size)
    if key in _checked:
        return None
    if is_ours(path, st):
        _checked.add(key)
        return None
    aside = path.with_name(path.name + ".damaged")
    try:
        os.replace(path, aside)
    except OSError as exc:
        sys.stderr.write(f"listbuilder: {path}: cannot set the damaged settings aside: "
                         f"{exc.strerror or exc}\n")
        return None
    sys.stderr.write(f"listbuilder: {path} was not a settings file listbuilder wrote; kept as "
                     f"{aside}, starting with fresh settings\n")
    return aside


def _foreign_bytes(path: Path) -> bool:
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError:
        return False  # unreadable: Qt reads nothing from it either
    return any(mark in data for mark in _FOREIGN)
