"""Imported lists to disk: the page read with a bound, the files checked like any list file,
written all at once or not at all, and never over another file unless asked.

Each list's text is loaded before it is written (one that would not load is not written:
`unloadable`), and each file written is read back from the disk and checked as `validate`
checks it (`read_back`), so a page whose stated VDT disagrees with its rows is flagged exactly
as a hand-written list is. The command line and the editor's Import dialog both come here.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path
from typing import BinaryIO

from listbuilder.core.diagnostics import Diagnostic, Span
from listbuilder.core.page_import import PAGE_MAX_BYTES, ImportedList, PageImport
from listbuilder.storage import messages
from listbuilder.storage.checking import check_list
from listbuilder.storage.file_set import holds, write_files
from listbuilder.storage.loading import FailedLoad, LoadedList, load_file, load_text
from listbuilder.storage.regular_files import open_regular, read_at_most
from listbuilder.systems import registry


def import_page(data: bytes, page_name: str, names: Mapping[int, str] | None = None
                ) -> PageImport | None:
    """The page read by the first system that reads published pages (`GameSystem`), as the
    editor's Import dialog reads it, its armies named by their number on the page as `names`
    says; None when no system can."""
    for system in registry().values():
        result = system.import_page(data, page_name, names)
        if result is not None:
            return result
    return None


def read_page(path: str, stdin: BinaryIO | None = None) -> bytes | Diagnostic:
    """The page's bytes (at most one more than the limit, so the importer can say it is too
    large); `-` reads standard input. A folder, pipe name or unreadable file is a finding."""
    if path == "-":
        stream = stdin or sys.stdin.buffer
        return b"".join(read_at_most(stream, PAGE_MAX_BYTES + 1))
    try:
        handle, _info = open_regular(path)
    except OSError as exc:
        reason = str(getattr(exc, "strerror", None) or exc)
        if getattr(exc, "folder", False):
            reason = "it is a folder; give the file the page's text was saved in"
        return messages.FILE_UNREADABLE(reason=reason).at(Span(path, 1, 1))
    with handle:
        return b"".join(read_at_most(handle, PAGE_MAX_BYTES + 1))


def check_imported(imported: ImportedList, path: str) -> list[Diagnostic]:
    """The findings a list file with this text gets at `path`, as `validate` gives them."""
    loaded = load_text(imported.text, path)
    return check_list(loaded) if isinstance(loaded, LoadedList | FailedLoad) else []


def unloadable(imported: ImportedList, path: str) -> list[Diagnostic] | None:
    """Why a list file with this text would not load at `path` (a value its schema refuses, a
    control character); None when it loads as a list."""
    loaded = load_text(imported.text, path)
    return check_list(loaded) if isinstance(loaded, FailedLoad) else None


def read_back(path: Path) -> list[Diagnostic]:
    """The written file's findings, read from the disk as `validate` reads it."""
    loaded = load_file(path)
    return check_list(loaded) if isinstance(loaded, LoadedList | FailedLoad) else []


def targets(lists: tuple[ImportedList, ...], folder: Path) -> list[Path]:
    return [folder / imported.file_name for imported in lists]


def existing(lists: tuple[ImportedList, ...], folder: Path) -> list[Path]:
    """The files an import would replace (one holding exactly the text is not replaced)."""
    return [path for imported, path in zip(lists, targets(lists, folder), strict=True)
            if path.exists() and not holds(path, imported.text.encode("utf-8"))]


def write_lists(lists: tuple[ImportedList, ...], folder: Path, replace: bool = True
                ) -> list[Path]:
    """Write every list into `folder` (made if missing), all or none (`file_set`). Raises
    OSError naming the file not written; without `replace`, FileExistsError for a file there."""
    return write_files(folder, [(i.file_name, i.text.encode("utf-8")) for i in lists], replace)
