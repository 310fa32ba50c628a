"""The army lists the app knows: the bundled ones plus any folders the user adds.

A list file that fails to load is kept with its diagnostics and reported; the others load.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

# Re-exported: the CLI and the app ask the catalog for the bundled lists' folder.
from listbuilder.bundled import lists_dir as bundled_lists_dir
from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.model import ArmyListBase
from listbuilder.core.stamp import data_stamp
from listbuilder.storage.documents import (
    LoadedFile,
    load_bytes,
    load_file,
    read_bounded,
    yaml_files,
)
from listbuilder.storage.yaml_source import parse_bytes


@dataclass
class Catalog:
    entries: dict[str, LoadedFile] = field(default_factory=dict)
    failed: list[LoadedFile] = field(default_factory=list)
    duplicates: list[tuple[LoadedFile, LoadedFile]] = field(default_factory=list)
    # Ids of lists seen but not loaded (see `of_lists`), still offered as "did you mean".
    other_ids: set[str] = field(default_factory=set)

    def add(self, loaded: LoadedFile) -> None:
        if not isinstance(loaded.model, ArmyListBase):
            self.failed.append(loaded)
            return
        list_id = loaded.model.id
        if list_id in self.entries and self.entries[list_id].path != loaded.path:
            self.duplicates.append((self.entries[list_id], loaded))
            return
        self.entries[list_id] = loaded

    def get(self, list_id: str) -> ArmyListBase | None:
        entry = self.entries.get(list_id)
        return entry.model if entry else None  # type: ignore[return-value]

    def stamp(self, list_id: str) -> str | None:
        model = self.get(list_id)
        return data_stamp(model) if model else None

    def known_ids(self) -> list[str]:
        return sorted(set(self.entries) | self.other_ids)

    def lists(self) -> list[ArmyListBase]:
        return [e.model for e in self.entries.values()]  # type: ignore[misc]

    @property
    def problems(self) -> list[Diagnostic]:
        return [d for f in self.failed for d in f.diagnostics]

    @classmethod
    def from_paths(cls, paths: Iterable[Path], preloaded: Iterable[LoadedFile] = ()) -> Catalog:
        """Every list under `paths`.

        Lists in `preloaded` (files the caller has loaded already) are not read again and win
        over other copies of the same list id.
        """
        catalog = cls()
        seen: set[Path] = set()
        for loaded in preloaded:
            seen.add(Path(loaded.path).resolve())
            if isinstance(loaded.model, ArmyListBase):
                catalog.add(loaded)
        for path in paths:
            files = yaml_files(path) if path.is_dir() else [path]
            for f in files:
                if f.resolve() in seen:
                    continue
                loaded = load_file(f)
                if loaded.is_list or loaded.kind is None:
                    catalog.add(loaded)
        return catalog


    @classmethod
    def of_lists(cls, list_ids: Iterable[str], paths: Iterable[Path]) -> Catalog:
        """Only the named lists, found by their YAML alone: a fast start for one army.

        Other files are parsed but not validated, so their systems are not even imported.
        """
        wanted = set(list_ids)
        catalog = cls()
        for path in paths:
            for f in yaml_files(path) if path.is_dir() else [path]:
                raw, _ = read_bounded(f)
                if raw is None:
                    continue
                data = parse_bytes(raw, str(f)).data
                list_id = data.get("id") if isinstance(data, dict) else None
                if list_id in wanted:
                    catalog.add(load_bytes(raw, str(f)))
                elif isinstance(list_id, str) and data.get("kind") == "army-list":
                    catalog.other_ids.add(list_id)
        return catalog


def bundled_catalog() -> Catalog:
    return Catalog.from_paths([bundled_lists_dir()])
