"""The army lists the app knows: the bundled ones plus any folders the user adds.

A list file that fails to load is kept with its diagnostics and reported; the others load.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeGuard, TypeVar

from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.model import ArmyListBase
from listbuilder.core.stamp import data_stamp
from listbuilder.i18n.list_words import use_folder

# Re-exported: the CLI and the app ask the catalog for the bundled lists' folder.
from listbuilder.storage.bundled import lists_dir as bundled_lists_dir
from listbuilder.storage.crashes import Crash
from listbuilder.storage.list_files import list_sources
from listbuilder.storage.list_words import is_overlay
from listbuilder.storage.loading import (
    ARMY_LIST,
    FailedLoad,
    Loaded,
    LoadedArmy,
    LoadedList,
    load_bytes,
    load_file,
    read_bounded,
)
from listbuilder.storage.messages import ARMY_LIST_SHADOWS_BUNDLED
from listbuilder.storage.yaml_source import parse_bytes

T = TypeVar("T")


@dataclass
class Catalog:
    entries: dict[str, LoadedList] = field(default_factory=dict)
    failed: list[FailedLoad] = field(default_factory=list)
    duplicates: list[tuple[LoadedList, LoadedList]] = field(default_factory=list)
    #: Bundled lists set aside because the player's folder has the same id: id -> bundled path.
    shadowed: dict[str, str] = field(default_factory=dict)
    #: Files whose reading hit a bug; the other lists still load.
    crashed: list[Crash] = field(default_factory=list)
    # Ids of lists seen but not loaded (see `of_lists`), still offered as "did you mean".
    other_ids: set[str] = field(default_factory=set)
    #: Every bundled list id `of_lists` saw, loaded or not, with its file.
    bundled_paths: dict[str, str] = field(default_factory=dict)
    #: A folder too large to search to the end (FOLDER-CUT-SHORT): its lists found by then load.
    walk_findings: list[Diagnostic] = field(default_factory=list)

    def add(self, loaded: LoadedList | FailedLoad, *, bundled: bool = False) -> None:
        if isinstance(loaded, FailedLoad):
            self.failed.append(loaded)
            return
        list_id = loaded.model.id
        if list_id in self.entries and not _same(self.entries[list_id].path, loaded.path):
            if bundled:
                self.shadowed[list_id] = loaded.path
            else:
                self.duplicates.append((self.entries[list_id], loaded))
            return
        self.entries[list_id] = loaded

    def get(self, list_id: str) -> ArmyListBase | None:
        entry = self.entries.get(list_id)
        return entry.model if entry else None

    def stamp(self, list_id: str) -> str | None:
        model = self.get(list_id)
        return data_stamp(model) if model else None

    def known_ids(self) -> list[str]:
        return sorted(set(self.entries) | self.other_ids)

    def lists(self) -> list[ArmyListBase]:
        return [e.model for e in self.entries.values()]

    @property
    def problems(self) -> list[Diagnostic]:
        return [d for f in self.failed for d in f.diagnostics]

    def shadow_findings(self, list_id: str) -> list[Diagnostic]:
        """An info finding when `list_id` comes from the player's folder, not the bundle."""
        if list_id not in self.shadowed:
            return []
        return [ARMY_LIST_SHADOWS_BUNDLED(("list",), list=list_id,
                                          file=str(self.entries[list_id].path),
                                          bundled=str(self.shadowed[list_id]))]

    @classmethod
    def from_paths(cls, paths: Iterable[Path], preloaded: Iterable[Loaded] = (),
                   bundled: Path | None = None) -> Catalog:
        """Every list under `paths`, then under `bundled`.

        Lists in `preloaded` (files the caller has loaded already) are not read again and win
        over other copies of the same list id; lists in `paths` win over bundled ones.
        """
        catalog = cls()
        paths = list(paths)
        seen: set[Path] = set()
        for loaded in preloaded:
            seen.add(Path(loaded.path).resolve())
            if isinstance(loaded, LoadedList):
                catalog.add(loaded)
        for f, is_bundled in list_sources(paths, bundled, cut=catalog.walk_findings):
            if f.resolve() in seen:
                continue
            found = catalog._load(f, load_file)
            if found is not None and _maybe_list(found):
                catalog.add(found, bundled=is_bundled)
        catalog.lend_words(paths)
        return catalog

    @classmethod
    def of_lists(cls, list_ids: Iterable[str], paths: Iterable[Path],
                 bundled: Path | None = None) -> Catalog:
        """Only the named lists, found by their YAML alone: a fast start for one army.

        Other files are parsed but not validated, so their systems are not even imported:
        loading every list instead costs a first export 14-22 % of its CPU time
        (bench/bench_export.py).
        """
        wanted = set(list_ids)
        catalog = cls()
        paths = list(paths)
        for f, is_bundled in list_sources(paths, bundled, cut=catalog.walk_findings):
            catalog._load(f, catalog._scan, wanted, is_bundled)
        catalog.lend_words(paths)
        return catalog

    def lend_words(self, paths: Iterable[Path]) -> None:
        """Each of the player's folders among `paths` gives its lists' words in other
        languages (`<folder>/locale/<lang>/`) for the lists loaded from it."""
        bundled = bundled_lists_dir().resolve()
        for folder in paths:
            if not folder.is_dir() or folder.resolve() == bundled:
                continue  # the bundled lists' words are package data
            root = folder.resolve()
            use_folder(folder, [list_id for list_id, entry in self.entries.items()
                                if Path(entry.path).resolve().is_relative_to(root)])

    def _scan(self, path: Path, wanted: set[str], is_bundled: bool) -> None:
        """Load the file if it is a wanted list; otherwise only note its id."""
        raw, _ = read_bounded(path)
        if raw is None:
            return
        list_id, kind = _parsed_header(raw, str(path))
        if not isinstance(list_id, str):
            return
        if is_bundled:
            self.bundled_paths.setdefault(list_id, str(path))
        if list_id in wanted:
            found = load_bytes(raw, str(path))
            if not isinstance(found, LoadedArmy):
                self.add(found, bundled=is_bundled)
        elif kind == "army-list":
            self.other_ids.add(list_id)

    def note_shadowing(self, bundled_paths: dict[str, str]) -> None:
        """Record which loaded lists (not bundled ones) shadow a bundled list of their id."""
        for list_id, path in bundled_paths.items():
            entry = self.entries.get(list_id)
            if entry is not None and not _same(entry.path, path):
                self.shadowed[list_id] = path

    def _load(self, path: Path, load: Callable[..., T], *args: Any) -> T | None:
        try:
            return load(path, *args)
        except Exception as exc:  # noqa: BLE001 - a bug in one file must not stop the rest
            self.crashed.append(Crash.of(str(path), exc))
            return None


def _maybe_list(loaded: Loaded) -> TypeGuard[LoadedList | FailedLoad]:
    """A list, or a file that failed before it could say it is not one (a list's words in
    another language, kept beside it, are not a list: `validate` checks them on their own)."""
    if isinstance(loaded, FailedLoad):
        if loaded.parsed is not None and is_overlay(loaded.parsed.data):
            return False
        return loaded.header is None or loaded.header.kind == ARMY_LIST
    return isinstance(loaded, LoadedList)


def _parsed_header(raw: bytes, name: str) -> tuple[Any, Any]:
    data = parse_bytes(raw, name).data
    return (data.get("id"), data.get("kind")) if isinstance(data, dict) else (None, None)


def _same(path: str, other: str) -> bool:
    return path == other or Path(path).resolve() == Path(other).resolve()


def bundled_catalog() -> Catalog:
    return Catalog.from_paths([], bundled=bundled_lists_dir())
