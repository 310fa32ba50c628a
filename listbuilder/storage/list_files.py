"""Which files the catalog reads for an army's lists: the one walk over `--lists` folders and
the bundled folder, within the bounds of `folder_walk`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from listbuilder.core.diagnostics import Diagnostic
from listbuilder.storage.folder_walk import walk_yaml


def yaml_files(root: Path, unreadable: list[str] | None = None, *,
               odd: list[Path] | None = None, cut: list[Diagnostic] | None = None
               ) -> list[Path]:
    """Every YAML file under a folder, in a stable order, within the bounds of `walk_yaml`.

    Folders that cannot be listed are added to `unreadable` (with the reason), never skipped
    silently; links to folders are not followed, so a link loop cannot make this endless. A
    walk cut short adds its FOLDER-CUT-SHORT finding to `cut`, when given.
    YAML names that are not regular files (a FIFO, a device, a broken or looping link) go to
    `odd` when given, for the caller to report; else they are left out.
    """
    walk = walk_yaml(root)
    if unreadable is not None:
        unreadable.extend(walk.unreadable)
    if cut is not None and walk.cut_short is not None:
        cut.append(walk.cut_short)
    files: list[Path] = []
    for path in walk.files:  # one look at each: a file can change between two
        if path.is_file():
            files.append(path)
        elif odd is not None:
            odd.append(path)
    return files


def list_sources(paths: Iterable[Path], bundled: Path | None, unreadable: list[str] | None = None,
                 *, odd: list[Path] | None = None, cut: list[Diagnostic] | None = None
                 ) -> Iterator[tuple[Path, bool]]:
    """Each file a catalog of `paths` (folders or files), then `bundled`, reads, in the order
    it reads them, and whether it is bundled (a player's list wins over a bundled one)."""
    sources = [(p, False) for p in paths] + ([(bundled, True)] if bundled is not None else [])
    for path, is_bundled in sources:
        found = yaml_files(path, unreadable, odd=odd, cut=cut) if path.is_dir() else [path]
        for f in found:
            yield f, is_bundled
