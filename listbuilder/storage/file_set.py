"""Write several files into one folder as one: all of them, or none (`atomic.py` does it for
one file). `samples --copy` and `import-list` write this way, as does the editor's Import.

Every file is first written whole (through `write_atomic`, fsynced) into a staging folder,
named `.~lbset-<pid>-<hex>` so it is known as ours; nothing the player sees has changed yet.
  - Into a folder that does not exist, the staging folder is made beside it and renamed to
    it: readers see no folder, or the folder with every file.
  - Into a folder that exists, the staging folder is made inside it; once every file is
    staged, a note of the set's names is written, and each file is linked to its name (the
    file it replaces, with `replace`, is kept aside in the staging folder first). A
    failure on the way puts back what was there; the note is then marked done and the staging
    folder removed.
A process killed on the way leaves its staging folder: the next write into that folder (and
`recover`) undoes what it had placed, so the folder again holds the old files exactly, and a
retry starts clean. The staging folder holds no `.yaml` name, so no folder walk reads it.

A file that holds exactly what would be written is left as it is: not a file replaced, so
a retry after a run that did finish succeeds.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import secrets
import shutil
import stat
from collections.abc import Sequence
from pathlib import Path

from listbuilder.storage.atomic import (
    STALE_AFTER_S,
    age_seconds,
    process_alive,
    sync_folder,
    write_atomic,
)
from listbuilder.storage.regular_files import NotRegularFile

SET_MARK = ".~lbset-"
#: A staging folder: `.~lbset-PID-HEX` inside the target, `.NAME.~lbset-PID-HEX` beside it.
STAGING = re.compile(r"^\.(?:.+\.)?~lbset-(?P<pid>\d+)-[0-9a-f]+$")
NOTE, DONE = "set.json", "set.done"


def write_files(folder: Path, files: Sequence[tuple[str, bytes]], replace: bool = False
                ) -> list[Path]:
    """Write `files` (name, content) into `folder`, made if missing: all, or none. Without
    `replace`, a name that holds other content raises FileExistsError, nothing written; a
    name that is a folder, a device or a pipe is never replaced (NotRegularFile). Raises
    OSError whose `filename` is the file that could not be written, never a staged copy's."""
    recover(folder)
    targets = [folder / name for name, _data in files]
    if not folder.exists():
        _into_new_folder(folder, files)
        return targets
    changed = [(name, data) for name, data in files if not holds(folder / name, data)]
    for name, _data in changed:
        _check_target(folder / name, replace)
    if changed:
        _into_folder(folder, changed, replace)
    return targets


def recover(folder: Path) -> list[Path]:
    """Undo what interrupted writes into `folder` left (their process gone), and remove
    their staging folders; the folders removed."""
    removed = []
    for staging in _stagings(folder, beside=False) + _stagings(folder, beside=True):
        match = STAGING.match(staging.name)
        if match and (age_seconds(staging) > STALE_AFTER_S
                      or not process_alive(int(match["pid"]))):
            if not (staging / DONE).exists():
                _undo(folder, staging)
            shutil.rmtree(staging, ignore_errors=True)
            removed.append(staging)
    return removed


def is_staging(name: str) -> bool:
    return STAGING.match(name) is not None


def _stagings(folder: Path, beside: bool) -> list[Path]:
    where, prefix = (folder.parent, f".{folder.name}{SET_MARK}") if beside else (folder, SET_MARK)
    try:
        names = os.listdir(where)
    except OSError:
        return []
    return [where / name for name in names if name.startswith(prefix) and is_staging(name)]


def _stage(staging: Path, folder: Path, files: Sequence[tuple[str, bytes]],
           names: Sequence[str]) -> None:
    """Each file whole in `staging` under its name in `names`; an OSError names the file in
    `folder` it was to become."""
    try:
        staging.mkdir()
    except OSError as exc:
        exc.filename = str(folder)
        raise
    for (name, data), staged in zip(files, names, strict=True):
        try:
            write_atomic(staging / staged, data)
        except OSError as exc:
            exc.filename = str(folder / name)
            raise


def _into_new_folder(folder: Path, files: Sequence[tuple[str, bytes]]) -> None:
    staging = folder.parent / f".{folder.name}{SET_MARK}{os.getpid()}-{secrets.token_hex(4)}"
    try:
        if not os.path.lexists(folder.parent):  # one that is a file: the staging says so
            folder.parent.mkdir(parents=True)
        _stage(staging, folder, files, [name for name, _data in files])
        sync_folder(staging)
        os.rename(staging, folder)  # a folder made meanwhile: refused (or empty, replaced)
    except OSError as exc:
        if exc.filename is None or SET_MARK in str(exc.filename):
            exc.filename = str(folder)  # never the staging folder's name
        raise
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    sync_folder(folder.parent)


def _into_folder(folder: Path, files: Sequence[tuple[str, bytes]], replace: bool) -> None:
    staging = folder / f"{SET_MARK}{os.getpid()}-{secrets.token_hex(4)}"
    names = [name for name, _data in files]
    try:
        _stage(staging, folder, files, [f"new-{i}" for i in range(len(files))])
        try:
            write_atomic(staging / NOTE, json.dumps(names).encode("utf-8"))
            sync_folder(staging)
        except OSError as exc:
            exc.filename = str(folder / names[0])
            raise
        for i, name in enumerate(names):
            _place(folder, staging, i, name, replace)
        (staging / NOTE).rename(staging / DONE)
    except OSError:
        if (staging / NOTE).exists():
            _undo(folder, staging)
        raise
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    sync_folder(folder)


#: What `os.link` says where a file system has no hard links (FAT, some network shares).
NO_HARD_LINKS = (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV)


def _place(folder: Path, staging: Path, i: int, name: str, replace: bool) -> None:
    """The staged file `new-i` under `name`; what was there kept aside as `old-i`.

    By hard links where the file system has them (the staged copy stays, so an undo knows
    the target is ours, and a file made meanwhile under that name is never replaced);
    otherwise by renames, checked first (the same but for that race)."""
    target, new, old = folder / name, staging / f"new-{i}", staging / f"old-{i}"
    try:
        try:
            if replace and os.path.lexists(target):
                os.link(target, old, follow_symlinks=False)
                os.link(new, staging / f"placing-{i}")
                os.replace(staging / f"placing-{i}", target)
            else:
                os.link(new, target)  # refused if a file of that name appeared meanwhile
        except OSError as exc:
            if exc.errno not in NO_HARD_LINKS:
                raise
            if os.path.lexists(target):
                if not replace:
                    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST)) from None
                os.replace(target, old)
            os.replace(new, target)
    except OSError as exc:
        exc.filename = str(target)
        raise


def _undo(folder: Path, staging: Path) -> None:
    """Put back what an unfinished set replaced, and remove what it added."""
    try:
        names = json.loads((staging / NOTE).read_bytes())
    except (OSError, ValueError):
        return  # no note: nothing was placed yet
    for i, name in enumerate(names):
        target, old, new = folder / name, staging / f"old-{i}", staging / f"new-{i}"
        with contextlib.suppress(OSError):
            if old.exists():  # what was there, kept aside: back in its place
                os.replace(old, target)
            elif new.exists():  # placed by a link, if the target is that same file
                if os.path.lexists(target) and os.path.samefile(target, new):
                    os.unlink(target)
            elif os.path.lexists(target):  # placed by a rename (no hard links): ours
                os.unlink(target)


def holds(path: Path, data: bytes) -> bool:
    """Whether `path` is a regular file holding exactly `data`."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode) or info.st_size != len(data):
            return False
        with open(path, "rb") as handle:
            return handle.read(len(data) + 1) == data
    except OSError:
        return False


def _check_target(path: Path, replace: bool) -> None:
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return
    if not stat.S_ISREG(info.st_mode):  # a folder, a device, a FIFO: never replaced
        raise NotRegularFile(path, folder=stat.S_ISDIR(info.st_mode))
    if not replace:
        raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(path))
