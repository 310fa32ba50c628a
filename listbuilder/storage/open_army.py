"""An army file opened for one command: its view and findings, built against its own list,
and sealed (core/seal.py) for whatever prints it."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.view import ArmyView
from listbuilder.storage import messages
from listbuilder.storage.checking import build_army
from listbuilder.storage.crashes import Crash
from listbuilder.storage.finding_limit import capped
from listbuilder.storage.list_catalog import Catalog, bundled_lists_dir
from listbuilder.storage.loading import (
    ARMY_LIST,
    FailedLoad,
    Loaded,
    LoadedArmy,
    LoadedList,
    load_file,
)
from listbuilder.storage.sealing import sealed


def open_army(path: Path, list_dirs: Sequence[Path] = (), crashes: list[Crash] | None = None
              ) -> tuple[ArmyView | None, list[Diagnostic], Loaded | None]:
    """The army's view, its findings, and the loaded file (None when it cannot be read).

    Bugs met while reading other files of `list_dirs` are added to `crashes`, if given.
    """
    loaded = load_file(path)  # a missing path, a folder, pipe or device: FILE-UNREADABLE
    if any(d.code == messages.FILE_UNREADABLE.code for d in loaded.diagnostics):
        return None, loaded.diagnostics, None
    if not isinstance(loaded, LoadedArmy):  # no list needs reading to say why it fails
        return None, capped(not_an_army(loaded)), loaded
    # Only the army's own list is validated (a fast `show` or `export`); the others' ids,
    # read from their headers, give the "did you mean" hint when it is not found.
    army = loaded.model
    catalog = Catalog.of_lists([army.list], list_dirs, bundled=bundled_lists_dir())
    if crashes is not None:
        crashes.extend(catalog.crashed)
    view, diagnostics = build_army(loaded, catalog)
    army_list = catalog.get(army.list)
    if view is not None and army_list is not None:  # every printout of it carries its seal
        view = sealed(view, army, army_list, loaded.system)
    return view, capped(catalog.walk_findings + diagnostics), loaded


def not_an_army(loaded: LoadedList | FailedLoad) -> list[Diagnostic]:
    """Why a command that takes an army cannot use `loaded`: FILE-NOT-ARMY first for any list
    file (loaded, broken, or with findings of its own), then the file's own findings."""
    header = loaded.header if isinstance(loaded, FailedLoad) else None
    if isinstance(loaded, FailedLoad) and (header is None or header.kind != ARMY_LIST):
        return loaded.diagnostics
    return loaded.locate([messages.FILE_NOT_ARMY(("kind",))]) + loaded.diagnostics
