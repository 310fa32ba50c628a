"""Imported lists to disk: the page read with a bound, the files checked like any list file,
written atomically, and never over an existing file unless asked.

The checks run on the very text written, through the loader and the system's list checks,
so a page whose stated VDT disagrees with its rows is flagged exactly as a hand-written list
is. The command line and the editor's Import dialog both come here.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import BinaryIO

from listbuilder.core.diagnostics import Diagnostic, Span
from listbuilder.core.page_import import MAX_BYTES, ImportedList
from listbuilder.storage import messages
from listbuilder.storage.atomic import write_atomic
from listbuilder.storage.regular_files import open_regular, read_at_most


def read_page(path: str, stdin: BinaryIO | None = None) -> bytes | Diagnostic:
    """The page's bytes (at most one more than the limit, so the importer can say it is too
    large); `-` reads standard input. A folder, pipe name or unreadable file is a finding."""
    if path == "-":
        stream = stdin or sys.stdin.buffer
        return b"".join(read_at_most(stream, MAX_BYTES + 1))
    try:
        handle, _info = open_regular(path)
    except OSError as exc:
        reason = str(getattr(exc, "strerror", None) or exc)
        if getattr(exc, "folder", False):
            reason = "it is a folder; give the file the page's text was saved in"
        return messages.FILE_UNREADABLE(reason=reason).at(Span(path, 1, 1))
    with handle:
        return b"".join(read_at_most(handle, MAX_BYTES + 1))


def check_imported(imported: ImportedList, path: str) -> list[Diagnostic]:
    """The findings a list file with this text gets at `path`, as `validate` gives them."""
    from listbuilder.storage.checking import check_list
    from listbuilder.storage.loading import LoadedArmy, load_text

    loaded = load_text(imported.text, path)
    if isinstance(loaded, LoadedArmy):  # never: the importer writes lists
        return []
    return check_list(loaded)


def targets(lists: tuple[ImportedList, ...], folder: Path) -> list[Path]:
    return [folder / imported.file_name for imported in lists]


def existing(lists: tuple[ImportedList, ...], folder: Path) -> list[Path]:
    """The files an import would replace."""
    return [path for path in targets(lists, folder) if path.exists()]


def write_lists(lists: tuple[ImportedList, ...], folder: Path) -> list[Path]:
    """Write every list into `folder` (made if missing), each file at once. Raises OSError."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for imported, path in zip(lists, targets(lists, folder), strict=True):
        write_atomic(path, imported.text)
        written.append(path)
    return written
