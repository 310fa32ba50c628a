"""The army lists the app knows: the bundled ones plus any folders the user adds.

A list file that fails to load is kept with its diagnostics and reported; the others load.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from listbuilder.core.diagnostics import Diagnostic, info
from listbuilder.core.model import ArmyListBase
from listbuilder.core.stamp import data_stamp
from listbuilder.storage.crashes import Crash
from listbuilder.storage.documents import (
    LoadedFile,
    load_bytes,
    load_file,
    read_bounded,
    yaml_files,
)
from listbuilder.storage.yaml_source import parse_bytes


def bundled_lists_dir() -> Path:
    """`army_lists/` beside the package (a source checkout or an editable install)."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "army_lists", here.parent / "army_lists"):
        if candidate.is_dir():
            return candidate
    return here.parent / "army_lists"


@dataclass
class Catalog:
    entries: dict[str, LoadedFile] = field(default_factory=dict)
    failed: list[LoadedFile] = field(default_factory=list)
    duplicates: list[tuple[LoadedFile, LoadedFile]] = field(default_factory=list)
    #: Bundled lists set aside because the player's folder has the same id: id -> bundled path.
    shadowed: dict[str, str] = field(default_factory=dict)
    #: Files whose reading hit a bug; the other lists still load.
    crashed: list[Crash] = field(default_factory=list)

    def add(self, loaded: LoadedFile, *, bundled: bool = False) -> None:
        if not isinstance(loaded.model, ArmyListBase):
            self.failed.append(loaded)
            return
        list_id = loaded.model.id
        if list_id in self.entries and self.entries[list_id].path != loaded.path:
            if bundled:
                self.shadowed[list_id] = loaded.path
            else:
                self.duplicates.append((self.entries[list_id], loaded))
            return
        self.entries[list_id] = loaded

    def get(self, list_id: str) -> ArmyListBase | None:
        entry = self.entries.get(list_id)
        return entry.model if entry else None  # type: ignore[return-value]

    def stamp(self, list_id: str) -> str | None:
        model = self.get(list_id)
        return data_stamp(model) if model else None

    def lists(self) -> list[ArmyListBase]:
        return [e.model for e in self.entries.values()]  # type: ignore[misc]

    @property
    def problems(self) -> list[Diagnostic]:
        return [d for f in self.failed for d in f.diagnostics]

    def shadow_findings(self, list_id: str) -> list[Diagnostic]:
        """An info finding when `list_id` comes from the player's folder, not the bundle."""
        if list_id not in self.shadowed:
            return []
        return [info("LIST-SHADOWS-BUNDLED",
                     f"List '{list_id}' is read from {self.entries[list_id].path}, which "
                     f"shadows the bundled list of the same id ({self.shadowed[list_id]}).",
                     ("list",))]

    @classmethod
    def from_paths(cls, paths: Iterable[Path], preloaded: Iterable[LoadedFile] = (),
                   bundled: Path | None = None) -> Catalog:
        """Every list under `paths`, then under `bundled`.

        Lists in `preloaded` (files the caller has loaded already) are not read again and win
        over other copies of the same list id; lists in `paths` win over bundled ones.
        """
        catalog = cls()
        seen: set[Path] = set()
        for loaded in preloaded:
            seen.add(Path(loaded.path).resolve())
            if isinstance(loaded.model, ArmyListBase):
                catalog.add(loaded)
        for path, is_bundled in _sources(paths, bundled):
            for f in yaml_files(path) if path.is_dir() else [path]:
                if f.resolve() in seen:
                    continue
                found = catalog._load(f, load_file)
                if found is not None and (found.is_list or found.kind is None):
                    catalog.add(found, bundled=is_bundled)
        return catalog

    @classmethod
    def of_lists(cls, list_ids: Iterable[str], paths: Iterable[Path],
                 bundled: Path | None = None) -> Catalog:
        """Only the named lists, found by their YAML alone: a fast start for one army.

        Other files are parsed but not validated, so their systems are not even imported.
        """
        wanted = set(list_ids)
        catalog = cls()
        for path, is_bundled in _sources(paths, bundled):
            for f in yaml_files(path) if path.is_dir() else [path]:
                loaded = catalog._load(f, lambda f: _wanted(f, wanted))
                if loaded is not None:
                    catalog.add(loaded, bundled=is_bundled)
        return catalog

    def _load(self, path: Path, load: Callable[[Path], LoadedFile | None]) -> LoadedFile | None:
        try:
            return load(path)
        except Exception as exc:  # noqa: BLE001 - a bug in one file must not stop the rest
            self.crashed.append(Crash.of(str(path), exc))
            return None


def _sources(paths: Iterable[Path], bundled: Path | None) -> list[tuple[Path, bool]]:
    return [(p, False) for p in paths] + ([(bundled, True)] if bundled is not None else [])


def _wanted(path: Path, wanted: set[str]) -> LoadedFile | None:
    raw, _ = read_bounded(path)
    if raw is None:
        return None
    data = parse_bytes(raw, str(path)).data
    return load_bytes(raw, str(path)) if isinstance(data, dict) and data.get("id") in wanted \
        else None


def bundled_catalog() -> Catalog:
    return Catalog.from_paths([], bundled=bundled_lists_dir())
