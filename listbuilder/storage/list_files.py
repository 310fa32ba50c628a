"""Which files the catalog reads for an army's lists: the one walk over `--lists` folders and
the bundled folder.

Kept apart from `loading` (which needs pydantic and PyYAML) because the export cache asks the
same question on every export, to know when a prepared export is out of date, and must not
pay for those imports to ask it.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from pathlib import Path

from listbuilder.i18n import _

YAML_SUFFIXES = (".yaml", ".yml")


def yaml_files(root: Path, unreadable: list[str] | None = None, *,
               odd: list[Path] | None = None) -> list[Path]:
    """Every YAML file under a folder, in a stable order.

    Folders that cannot be listed are added to `unreadable` (with the reason), never skipped
    silently; links to folders are not followed, so a link loop cannot make this endless.
    YAML names that are not regular files (a FIFO, a device, a broken or looping link) go to
    `odd` when given, for the caller to report; else they are left out.
    """

    def report(exc: OSError) -> None:
        if unreadable is not None:
            unreadable.append(_("{path}: cannot read the folder: {reason}",
                                path=exc.filename, reason=exc.strerror or exc))

    found = sorted(Path(folder, name) for folder, _dirs, names in os.walk(root, onerror=report)
                   for name in names if Path(name).suffix in YAML_SUFFIXES)
    if odd is not None:
        odd.extend(p for p in found if not p.is_file())
    return [p for p in found if p.is_file()]


def list_sources(paths: Iterable[Path], bundled: Path | None, unreadable: list[str] | None = None,
                 *, odd: list[Path] | None = None) -> Iterator[tuple[Path, bool]]:
    """Each file a catalog of `paths` (folders or files), then `bundled`, reads, in the order
    it reads them, and whether it is bundled (a player's list wins over a bundled one)."""
    sources = [(p, False) for p in paths] + ([(bundled, True)] if bundled is not None else [])
    for path, is_bundled in sources:
        for f in yaml_files(path, unreadable, odd=odd) if path.is_dir() else [path]:
            yield f, is_bundled
