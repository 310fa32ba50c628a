"""Find the YAML files under a folder, within bounds.

A lists folder holds a few dozen files a level or two deep (the bundled lists: 14 files in 4
folders, one level down). The folder comes from the command line (`--lists`, `validate DIR`)
or from Preferences, so it may be `/` or a home folder: the walk stops after `ENTRIES_MAX`
names, does not go more than `DEPTH_MAX` folders down, gives up after `SECONDS_MAX`, and says
so in a finding (FOLDER-CUT-SHORT). Links to folders are not followed, so a link loop costs
one name. Folders that cannot be listed are reported, never skipped silently.

`validate DIR` walks with `every_yaml` instead: CI must check every file or fail, never pass
with files unchecked, so it has no bound; it yields the files one by one, so a repository of
any size costs the memory of its largest folder's names, not of all its files.

Neither walk enters the staging folder of a set of files being written (`file_set.py`): its
files are not lists yet, and may never be.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from listbuilder.core.diagnostics import Diagnostic, Span
from listbuilder.core.messages import Phrase
from listbuilder.i18n import N_plural, _
from listbuilder.storage import messages
from listbuilder.storage.file_set import is_staging
from listbuilder.storage.os_reasons import os_reason

YAML_SUFFIXES = (".yaml", ".yml")
#: Names (files and folders) looked at under one folder given: fifty times ENTRIES_MAX, far
#: more than any lists folder, a fraction of a second to list.
ENTRIES_MAX = 10_000
#: Folders down from the one given: lists sorted by system, publisher and period are three.
DEPTH_MAX = 8
#: As long as the YAML reader's own limit for one file (yaml_source.MAX_SECONDS).
SECONDS_MAX = 5


@dataclass
class FolderWalk:
    files: list[Path] = field(default_factory=list)  # YAML names, in a stable order
    unreadable: list[str] = field(default_factory=list)  # folders that could not be listed
    cut_short: Diagnostic | None = None


def walk_yaml(root: Path) -> FolderWalk:
    walk = FolderWalk()
    seen = 0
    deadline = time.monotonic() + SECONDS_MAX
    deeper_skipped = False
    stack: list[tuple[Path, int]] = [(root, 0)]
    while stack:
        folder, depth = stack.pop()
        try:
            with os.scandir(folder) as entries:
                for entry in entries:
                    seen += 1
                    if seen > ENTRIES_MAX or time.monotonic() > deadline:
                        walk.cut_short = _cut(root, Phrase.counted(*_NAMES, ENTRIES_MAX)
                                              if seen > ENTRIES_MAX
                                              else Phrase.counted(*_SECONDS, SECONDS_MAX))
                        walk.files.sort()
                        return walk
                    if entry.is_dir(follow_symlinks=False):
                        if is_staging(entry.name):
                            continue
                        if depth < DEPTH_MAX:
                            stack.append((Path(entry.path), depth + 1))
                        else:
                            deeper_skipped = True
                    elif Path(entry.name).suffix in YAML_SUFFIXES:
                        walk.files.append(Path(entry.path))
        except OSError as exc:
            walk.unreadable.append(_("{path}: cannot read the folder: {reason}",
                                     path=exc.filename or folder,
                                     reason=os_reason(exc).text()))
    if deeper_skipped:
        walk.cut_short = _cut(root, Phrase.counted(*_LEVELS, DEPTH_MAX))
    walk.files.sort()
    return walk


def every_yaml(root: Path, unreadable: list[str],
               skip: Callable[[Path], bool] = lambda _path: False) -> Iterator[Path]:
    """Every YAML name under `root`, in the order of sorted paths, without a bound.

    Links to folders are not followed, so the walk ends; a folder that cannot be listed is
    added to `unreadable` with the reason. Names that are not regular files (a FIFO, a link
    to a folder) are yielded too: loading them says why they cannot be read. What `skip`
    says yes to (a file, or a folder with all below it) is left out.
    """
    pending = [_entries(root, unreadable)]
    while pending:
        entry = next(pending[-1], None)
        if entry is None:
            pending.pop()
        elif skip(entry[0]):
            continue
        elif entry[1]:
            if not is_staging(entry[0].name):
                pending.append(_entries(entry[0], unreadable))
        elif entry[0].suffix in YAML_SUFFIXES:
            yield entry[0]


def _entries(folder: Path, unreadable: list[str]) -> Iterator[tuple[Path, bool]]:
    """A folder's entries, sorted by name, each with whether it is a folder: only the names
    are held, the paths are made one at a time."""
    try:
        with os.scandir(folder) as entries:
            found = sorted((entry.name, entry.is_dir(follow_symlinks=False))
                           for entry in entries)
    except OSError as exc:
        unreadable.append(_("{path}: cannot read the folder: {reason}",
                            path=exc.filename or folder, reason=os_reason(exc).text()))
        return iter(())
    return ((folder / name, is_dir) for name, is_dir in found)


_LEVELS = N_plural("{n} level of folders", "{n} levels of folders")
_NAMES = N_plural("{n} file or folder", "{n} files and folders")
_SECONDS = N_plural("{n} second", "{n} seconds")


def _cut(root: Path, limit: Phrase) -> Diagnostic:
    return messages.FOLDER_CUT_SHORT(folder=str(root), limit=limit).at(Span(str(root), 1, 1))
