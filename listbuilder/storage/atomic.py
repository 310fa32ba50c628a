"""Atomic file writes: a crash or a full disk never leaves half a file behind.

The new content goes to a temp file beside the target, named `.<name>.~lbsave-<pid>-<hex>.tmp`
so it can be told apart from anyone else's files; it is fsynced and renamed over the target.
A process killed mid-save leaves its temp file behind: the next save of that file (or the
next start, through `remove_stale_temps`) removes temps whose process is gone.

Saving through a symbolic link writes the file it points to and keeps the link. A read-only
file is refused (renaming over it would succeed and silently drop the protection), and so is
anything that is not a regular file: renaming over a device, a FIFO or a socket (`-o
/dev/null` as root) would replace it with a file, so it is refused (NotRegularFile) rather
than written into, alike for every writer. A new file gets the permissions the user's umask
gives, like any other program's.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import stat
import time
from pathlib import Path

from listbuilder.storage.regular_files import NotRegularFile

TEMP_MARK = ".~lbsave-"
TEMP_PATTERN = re.compile(r"^\.(?P<name>.+)\.~lbsave-(?P<pid>\d+)-[0-9a-f]+\.tmp$")
STALE_AFTER_S = 3600  # a live save takes seconds: an hour-old temp is abandoned anyway


class ReadOnlyFile(PermissionError):
    """The target exists and is marked read-only: refuse rather than replace it."""


def write_atomic(path: str | Path, text: str | bytes) -> None:
    """Write `text` (UTF-8) to `path` all at once: readers see the old or the new content."""
    target = resolve_target(path)
    data = text.encode("utf-8") if isinstance(text, str) else text
    existing = _stat_or_none(target)
    if existing is not None and not stat.S_ISREG(existing.st_mode):
        raise NotRegularFile(target, folder=stat.S_ISDIR(existing.st_mode))
    if existing is not None and _read_only(target, existing):
        raise ReadOnlyFile(errno.EACCES, "the file is read-only (make it writable, or save "
                           "under another name)", str(target))
    remove_stale_temps(target)
    tmp = target.parent / f".{target.name}{TEMP_MARK}{os.getpid()}-{secrets.token_hex(4)}.tmp"
    # 0o666 lets the umask decide a new file's permissions, as for any other program.
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if existing is not None:
            with contextlib.suppress(OSError):
                os.chmod(tmp, stat.S_IMODE(existing.st_mode))
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    sync_folder(target.parent)


def absolute(path: str | Path) -> str:
    """`path` anchored to the folder it was given in: a relative path typed at the command
    line names a file there, not in whatever folder is current when the army is saved or
    its unsaved work recovered. Kept wherever a path is stored (the open army, its autosave,
    recent files); links are kept as named (`resolve_target` follows them when writing)."""
    return os.path.abspath(path)


def resolve_target(path: str | Path) -> Path:
    """The file a save really writes: the end of any chain of symbolic links."""
    return Path(os.path.realpath(path))


def remove_stale_temps(target: str | Path) -> list[Path]:
    """Remove temps left by interrupted saves of `target`; return what was removed."""
    target = Path(target)
    return remove_stale_temps_in(target.parent, target.name) + _remove_old_style(target)


def _remove_old_style(target: Path) -> list[Path]:
    """Temps of earlier versions (`tempfile.mkstemp`'s `.<name>.XXXXXXXX.tmp`), once old:
    the name alone is not ours for sure, so only the age says they are abandoned."""
    pattern = re.compile(rf"^\.{re.escape(target.name)}\.[a-z0-9_]{{8}}\.tmp$")
    removed = []
    with contextlib.suppress(OSError):
        for entry in os.scandir(target.parent):
            if pattern.match(entry.name) and age_seconds(Path(entry.path)) > STALE_AFTER_S:
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)
                    removed.append(Path(entry.path))
    return removed


def remove_stale_temps_in(folder: str | Path, name: str | None = None) -> list[Path]:
    """Remove temps left by interrupted saves in `folder` (of the file `name` only, if given)."""
    removed = []
    for tmp in temp_files(folder, name):
        if _is_stale(tmp):
            with contextlib.suppress(OSError):
                tmp.unlink()
                removed.append(tmp)
    return removed


def temp_files(folder: str | Path, name: str | None = None) -> list[Path]:
    """Our save temps in `folder` (for the file `name` only, when given)."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    found = []
    for entry in entries:
        match = TEMP_PATTERN.match(entry.name)
        if match and (name is None or match["name"] == name):
            found.append(Path(entry.path))
    return found


def _is_stale(tmp: Path) -> bool:
    match = TEMP_PATTERN.match(tmp.name)
    if match is None:
        return False
    return age_seconds(tmp) > STALE_AFTER_S or not process_alive(int(match["pid"]))


def age_seconds(path: Path) -> float:
    """Seconds since the file was last written (0 when it cannot be told)."""
    try:
        return time.time() - path.stat().st_mtime
    except OSError:
        return 0.0


def process_alive(pid: int) -> bool:
    if pid == os.getpid():
        return False  # this process is not saving that file right now: we are
    if os.name == "nt":
        return True  # os.kill would terminate it there; the age limit decides instead
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True  # exists (another user's) or cannot tell: keep the temp
    return True


def _read_only(path: Path, info: os.stat_result) -> bool:
    # No write bit at all is read-only even for root, who may write anything.
    return not info.st_mode & 0o222 or not os.access(path, os.W_OK)


def _stat_or_none(path: Path) -> os.stat_result | None:
    try:
        return path.stat()
    except FileNotFoundError:
        return None


def sync_folder(folder: Path) -> None:
    """Make the rename itself durable (not possible on every platform)."""
    with contextlib.suppress(OSError):
        dir_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
