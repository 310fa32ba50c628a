"""The army lists the app knows: the bundled ones plus any folders the user adds.

A catalog reads each list file's header first (its id, system, name and period: see
`quick_header`), which is all the list browser, `lists` and the "did you mean" hints need of
a list. A list is loaded — parsed and checked against its system's schema — when it is used
(`entry`, `get`: an army of it opens, a new army starts from it) and kept; or read for what
its row shows (`read`: its totals, the words a search matches) and let go. So a folder of
thousands of lists costs their rows, not their models, and a start reads no list it does not
show. A list file that fails to load is kept with its diagnostics and reported; the others
load.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.model import ArmyListBase
from listbuilder.core.stamp import data_stamp
from listbuilder.i18n.list_overlays import use_folder

# Re-exported: the CLI and the app ask the catalog for the bundled lists' folder.
from listbuilder.storage.bundled import lists_dir as bundled_lists_dir
from listbuilder.storage.crashes import Crash
from listbuilder.storage.list_files import list_sources
from listbuilder.storage.loading import (
    ARMY,
    ARMY_LIST,
    FailedLoad,
    Loaded,
    LoadedList,
    load_bytes,
    load_file,
    read_bounded,
)
from listbuilder.storage.messages import ARMY_LIST_SHADOWS_BUNDLED
from listbuilder.storage.overlay_checks import KIND as WORDS_KIND
from listbuilder.storage.overlay_checks import is_overlay
from listbuilder.storage.quick_header import PlainHeader, plain_header
from listbuilder.storage.yaml_source import parse_bytes

T = TypeVar("T")


@dataclass(frozen=True)
class FailedList:
    """A list file that gives no list: where, the id it states, and why. Its text and YAML
    are not kept, so a folder of broken lists costs their findings only."""

    path: str
    diagnostics: list[Diagnostic]
    stated_id: str | None = None

    @classmethod
    def of(cls, failed: FailedLoad) -> FailedList:
        return cls(failed.path, failed.diagnostics, failed.stated_id)


@dataclass
class ListRow:
    """A list as its file's header states it: what the list browser and `lists` show of a
    list before it is loaded."""

    id: str
    path: str
    system_id: str  # as the file writes it; the system itself is imported when asked for
    name: str
    period: str | None
    bundled: bool
    #: Why the file gives no list, once it has been loaded and failed.
    failure: FailedList | None = None


@dataclass
class Catalog:
    #: Every list seen, by id: the first file of each id, a player's before a bundled one.
    rows: dict[str, ListRow] = field(default_factory=dict)
    #: The lists loaded in full and kept, by id (`entry`).
    entries: dict[str, LoadedList] = field(default_factory=dict)
    failed: list[FailedList] = field(default_factory=list)
    #: Bundled lists set aside because the player's folder has the same id: id -> bundled path.
    shadowed: dict[str, str] = field(default_factory=dict)
    #: Files whose reading hit a bug; the other lists still load.
    crashed: list[Crash] = field(default_factory=list)
    # Ids of lists seen but not loaded (see `of_lists`), still offered as "did you mean".
    other_ids: set[str] = field(default_factory=set)
    #: Every bundled list id seen, loaded or not, with its file.
    bundled_paths: dict[str, str] = field(default_factory=dict)
    #: A folder too large to search to the end (FOLDER-CUT-SHORT): its lists found by then load.
    walk_findings: list[Diagnostic] = field(default_factory=list)
    #: The other files of an id a row's file wins over, in the order found: the next one is
    #: tried when the row's file fails to load (a player's broken copy of a bundled list).
    later: dict[str, list[ListRow]] = field(default_factory=dict)

    def add(self, loaded: LoadedList | FailedLoad, *, bundled: bool = False) -> None:
        """A file loaded elsewhere (`validate`'s own lists): kept, or noted as failed."""
        if isinstance(loaded, FailedLoad):
            self.failed.append(FailedList.of(loaded))
            return
        list_id = loaded.model.id
        if list_id in self.entries and not _same(self.entries[list_id].path, loaded.path):
            if bundled:
                self.shadowed[list_id] = loaded.path
            return
        self.entries[list_id] = loaded

    def get(self, list_id: str) -> ArmyListBase | None:
        """The list's model, loaded and kept; None if no file gives it."""
        entry = self.entry(list_id)
        return entry.model if entry else None

    def entry(self, list_id: str) -> LoadedList | None:
        """The list loaded in full and kept: an army of it is open or being started."""
        return self._loaded(list_id, keep=True)

    def read(self, list_id: str) -> LoadedList | None:
        """The list loaded in full for what its row shows, not kept (unless it was)."""
        return self._loaded(list_id, keep=False)

    def stamp(self, list_id: str) -> str | None:
        model = self.get(list_id)
        return data_stamp(model) if model else None

    def lists(self) -> list[ArmyListBase]:
        """The models of the lists loaded (every one, in a catalog `from_paths`)."""
        return [e.model for e in self.entries.values()]

    def known_ids(self) -> list[str]:
        usable = {list_id for list_id, row in self.rows.items() if row.failure is None}
        return sorted(usable | set(self.entries) | self.other_ids)

    def shadow_findings(self, list_id: str) -> list[Diagnostic]:
        """An info finding when `list_id` comes from the player's folder, not the bundle."""
        if list_id not in self.shadowed or list_id not in self.entries:
            return []
        return [ARMY_LIST_SHADOWS_BUNDLED(("list",), list=list_id,
                                          file=str(self.entries[list_id].path),
                                          bundled=str(self.shadowed[list_id]))]

    @classmethod
    def scan(cls, paths: Iterable[Path], bundled: Path | None = None) -> Catalog:
        """Every list under `paths` (folders or files), then under `bundled`, by its header:
        none is loaded yet. A file whose header says nothing plain (not YAML, no id) is loaded
        at once to say why it is not a list; names that are not files (a FIFO, a looping
        link) are reported as `validate` reports them."""
        catalog = cls()
        odd: list[Path] = []
        for f, is_bundled in list_sources(paths, bundled, odd=odd, cut=catalog.walk_findings):
            catalog._guard(f, catalog._note, f, is_bundled)
        for path in odd:
            catalog._guard(path, catalog._check, path, None)
        return catalog

    @classmethod
    def from_paths(cls, paths: Iterable[Path], bundled: Path | None = None) -> Catalog:
        """Every list under `paths`, then under `bundled`, loaded in full and kept; lists in
        `paths` win over bundled ones."""
        paths = list(paths)
        catalog = cls.scan(paths, bundled)
        for _loaded in catalog.load_all():
            pass
        catalog.lend_words(paths, catalog.rows)
        return catalog

    @classmethod
    def of_lists(cls, list_ids: Iterable[str], paths: Iterable[Path],
                 bundled: Path | None = None) -> Catalog:
        """Only the named lists loaded, the others known by their headers: a fast start for
        one army (their systems are not even imported). Loading every list instead costs a
        first export 14-22 % of its CPU time (bench/bench_export.py)."""
        paths = list(paths)
        catalog = cls.scan(paths, bundled)
        for list_id in list_ids:
            catalog.entry(list_id)
        catalog.other_ids = {list_id for list_id, row in catalog.rows.items()
                             if list_id not in catalog.entries and row.failure is None}
        catalog.lend_words(paths, catalog.entries)
        return catalog

    def load_all(self, keep: bool = True) -> Iterator[LoadedList]:
        """Every list file found loaded once, in the order found: the list of each id (kept
        when `keep`), then the copies it hides, whose failures are reported too."""
        for list_id in list(self.rows):
            loaded = self._loaded(list_id, keep)
            if loaded is not None:
                yield loaded
        for list_id, rows in self.later.items():
            for row in rows:
                self._guard(Path(row.path), self._check, Path(row.path), list_id)

    def lend_words(self, paths: Iterable[Path], list_ids: Iterable[str] | None = None) -> None:
        """Each of the player's folders among `paths` gives its lists' words in other
        languages (`<folder>/locale/<lang>/`) for the lists of it among `list_ids` (those
        loaded, when not given)."""
        bundled = bundled_lists_dir().resolve()
        chosen = list(self.entries if list_ids is None else list_ids)
        for folder in paths:
            if not folder.is_dir() or folder.resolve() == bundled:
                continue  # the bundled lists' words are package data
            root = folder.resolve()
            use_folder(folder, [list_id for list_id in chosen
                                if _inside(self._path(list_id), folder, root)])

    def _path(self, list_id: str) -> str | None:
        entry, row = self.entries.get(list_id), self.rows.get(list_id)
        return entry.path if entry else row.path if row else None

    def note_shadowing(self, bundled_paths: dict[str, str]) -> None:
        """Record which loaded lists (not bundled ones) shadow a bundled list of their id."""
        for list_id, path in bundled_paths.items():
            entry = self.entries.get(list_id)
            if entry is not None and not _same(entry.path, path):
                self.shadowed[list_id] = path

    # --- reading ---------------------------------------------------------------------------
    def _note(self, path: Path, is_bundled: bool) -> None:
        """A row for the file's list, from its header; a file whose header does not name a
        list plainly is loaded now, to say why."""
        raw, problems = read_bounded(path)
        if raw is None:
            self.failed.append(FailedList(str(path), problems))
            return
        header = plain_header(raw) or _parsed_header(raw, str(path))
        if header is not None and header.kind in (ARMY, WORDS_KIND):
            return  # an army, or a list's words in another language: not a list
        row = _row(header, path, is_bundled)
        if row is None:
            self._note_failed(load_bytes(raw, str(path)), None)
        else:
            self._add_row(row)

    def _check(self, path: Path, list_id: str | None) -> None:
        self._note_failed(load_file(path), list_id)

    def _note_failed(self, loaded: Loaded, list_id: str | None) -> None:
        """A file that was expected to be a list: its failure, if it is a list that fails."""
        if isinstance(loaded, FailedLoad) and _maybe_list(loaded):
            self.failed.append(FailedList.of(loaded))
        elif isinstance(loaded, LoadedList) and list_id is None:  # its header was not plain
            self.entries.setdefault(loaded.model.id, loaded)

    def _add_row(self, row: ListRow) -> None:
        if row.bundled:
            self.bundled_paths.setdefault(row.id, row.path)
        kept = self.rows.get(row.id)
        if kept is None:
            self.rows[row.id] = row
        elif not _same(kept.path, row.path):
            self.later.setdefault(row.id, []).append(row)
            if row.bundled and not kept.bundled:
                self.shadowed.setdefault(row.id, row.path)

    def _loaded(self, list_id: str, keep: bool) -> LoadedList | None:
        """The list of this id from the first of its files that loads (a file that fails is
        reported and the next one tried); kept in `entries` when `keep`."""
        if list_id in self.entries:
            return self.entries[list_id]
        while (row := self.rows.get(list_id)) is not None and row.failure is None:
            loaded = self._guard(Path(row.path), load_file, row.path)
            if isinstance(loaded, LoadedList) and loaded.model.id == list_id:
                if keep:
                    self.entries[list_id] = loaded
                return loaded
            self._fail(row, loaded)
        return None

    def _fail(self, row: ListRow, loaded: Loaded | None) -> None:
        """`row`'s file gives no list of its id (broken, a bug, or changed since): reported,
        and the next file of the id, if any, takes its place."""
        failure = FailedList.of(loaded) if isinstance(loaded, FailedLoad) \
            else FailedList(row.path, [], row.id)
        if isinstance(loaded, FailedLoad):
            self.failed.append(failure)
        later = self.later.get(row.id)
        if not later:
            row.failure = failure
            return
        self.rows[row.id] = after = later.pop(0)
        if after.bundled:
            self.shadowed.pop(row.id, None)

    def _guard(self, path: Path, read: Callable[..., T], *args: Any) -> T | None:
        try:
            return read(*args)
        except Exception as exc:  # a bug in one file must not stop the rest
            self.crashed.append(Crash.of(str(path), exc))
            return None


def _row(header: PlainHeader | None, path: Path, is_bundled: bool) -> ListRow | None:
    """The row of a file whose header says it is a list and names its id (its name, if it
    gives none, is its id, until loading it says why); else None."""
    if header is None or header.kind != ARMY_LIST or not header.id:
        return None
    return ListRow(header.id, str(path), header.system or "", header.name or header.id,
                   header.period, is_bundled)


def _maybe_list(loaded: FailedLoad) -> bool:
    """A file that failed before it could say it is not a list (a list's words in another
    language, kept beside it, are not a list: `validate` checks them on their own)."""
    if loaded.parsed is not None and is_overlay(loaded.parsed.data):
        return False
    return loaded.header is None or loaded.header.kind == ARMY_LIST


def _parsed_header(raw: bytes, name: str) -> PlainHeader | None:
    """The header as the YAML parser reads it (each value kept where it is text)."""
    data = parse_bytes(raw, name).data
    if not isinstance(data, dict):
        return None
    text = {key: value for key in ("kind", "id", "system", "name", "period")
            if isinstance(value := data.get(key), str)}
    return PlainHeader(**text)


def _inside(path: str | None, folder: Path, root: Path) -> bool:
    """Whether the file is in the folder: as walked from it, or once links are resolved."""
    return path is not None and (Path(path).is_relative_to(folder)
                                 or Path(path).resolve().is_relative_to(root))


def _same(path: str, other: str) -> bool:
    return path == other or Path(path).resolve() == Path(other).resolve()


def bundled_catalog() -> Catalog:
    return Catalog.from_paths([], bundled=bundled_lists_dir())
