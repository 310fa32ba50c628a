"""An army file to a share code and back: the file-level side of `storage.share`."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import yaml

from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.model import ArmyListBase
from listbuilder.storage.list_catalog import Catalog, bundled_lists_dir
from listbuilder.storage.loading import LoadedArmy, load_text
from listbuilder.storage.share import decode, encode

HEADER = "# Imported from a listbuilder share code.\n"


def army_list_of(loaded: LoadedArmy, list_dirs: Sequence[Path] = ()) -> ArmyListBase | None:
    """The army's list as `open_army` finds it: a player's folder wins over a bundled copy."""
    return _catalog(loaded, list_dirs).get(loaded.model.list)


def _catalog(loaded: LoadedArmy, list_dirs: Sequence[Path]) -> Catalog:
    return Catalog.of_lists([loaded.model.list], list_dirs, bundled=bundled_lists_dir())


def current_stamp(loaded: LoadedArmy, list_dirs: Sequence[Path] = ()) -> str | None:
    """The stamp of the army's list as it is now (what a document printed today comes from),
    whatever stamp the army records; None when the list is not found."""
    return _catalog(loaded, list_dirs).stamp(loaded.model.list)


def share_code(loaded: LoadedArmy, list_dirs: Sequence[Path] = ()) -> str:
    """The army's code, with the stamp of the list it was built against (or, for an army
    file that names none, of the list as it is now)."""
    army = loaded.model
    stamp = army.list_stamp
    if stamp is None:
        stamp = current_stamp(loaded, list_dirs)
    return encode(army.model_dump(mode="json", exclude_defaults=True), stamp)


def army_yaml(code: str) -> str:
    """The army file a code rebuilds. Raises `ShareCodeError` for a code it cannot read."""
    data: dict[str, Any] = decode(code).data
    return HEADER + yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)


def check_army_yaml(text: str, name: str) -> list[Diagnostic]:
    """What is wrong with the rebuilt file as a file (schema), before it is written."""
    return load_text(text, name).diagnostics
