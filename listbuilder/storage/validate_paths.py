"""Check files and folders as CI does: lists first, then armies against them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from listbuilder.core.diagnostics import Diagnostic, error, sort_key
from listbuilder.core.model import ArmyBase, ArmyListBase
from listbuilder.core.view import ArmyView
from listbuilder.storage.catalog import Catalog, bundled_lists_dir
from listbuilder.storage.checking import build_army, check_list
from listbuilder.storage.documents import LoadedFile, load_file, yaml_files


@dataclass
class Report:
    files_checked: int = 0
    findings: list[tuple[str, Diagnostic]] = field(default_factory=list)
    unreadable: list[str] = field(default_factory=list)


def _expand(paths: list[Path], report: Report) -> list[Path]:
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(yaml_files(path))
        elif path.is_file():
            files.append(path)
        else:
            report.unreadable.append(str(path))
    return files


@dataclass
class _Pass:
    """What the first pass keeps: ids and paths, never a file's text, tree or model.

    Memory then stays nearly flat in the number of files; the few lists that armies name are
    loaded again for the second pass, and so are the armies.
    """

    list_paths: dict[str, str] = field(default_factory=dict)  # list id -> its first file
    armies: list[tuple[int, Path]] = field(default_factory=list)
    wanted: set[str] = field(default_factory=set)  # list ids the armies name
    findings: list[tuple[int, str, Diagnostic]] = field(default_factory=list)

    def add(self, index: int, path: str, diagnostics: list[Diagnostic]) -> None:
        self.findings.extend((index, path, d) for d in sorted(diagnostics, key=sort_key))


def validate_paths(paths: list[Path], list_dirs: Sequence[Path] = ()) -> Report:
    report = Report()
    files = _expand(paths, report)
    report.files_checked = len(files)
    first = _Pass()
    for index, path in enumerate(files):
        _first_pass(index, load_file(path), first)
    catalog = _catalog_for(first, list_dirs)
    for index, path in first.armies:
        loaded = load_file(path)
        first.add(index, loaded.path, build_army(loaded, catalog)[1])
    first.findings.sort(key=lambda found: found[0])  # stable: each file's own order stays
    report.findings = [(path, d) for _, path, d in first.findings]
    return report


def _first_pass(index: int, f: LoadedFile, first: _Pass) -> None:
    if f.is_army and isinstance(f.model, ArmyBase):
        first.armies.append((index, Path(f.path)))
        first.wanted.add(f.model.list)
        return
    diagnostics = check_list(f) if f.is_list else f.diagnostics
    if isinstance(f.model, ArmyListBase):
        owner = first.list_paths.setdefault(f.model.id, f.path)
        if owner != f.path:
            diagnostics = diagnostics + f.locate([error(
                "LIST-DUPLICATE-ID", f"List id '{f.model.id}' is also used by {owner}; "
                "every list needs its own id.", ("id",))])
    first.add(index, f.path, diagnostics)


def _catalog_for(first: _Pass, list_dirs: Sequence[Path]) -> Catalog:
    """The lists the armies name: a checked file wins over a bundled copy of the same id."""
    own = [Path(first.list_paths[i]) for i in sorted(first.wanted) if i in first.list_paths]
    catalog = Catalog.from_paths(own)
    elsewhere = Catalog.of_lists(first.wanted - set(catalog.entries),
                                 [bundled_lists_dir(), *list_dirs])
    for loaded in elsewhere.entries.values():
        catalog.add(loaded)
    catalog.other_ids |= elsewhere.other_ids | set(first.list_paths)
    return catalog


def open_army(path: Path, list_dirs: Sequence[Path] = ()
              ) -> tuple[ArmyView | None, list[Diagnostic], LoadedFile | None]:
    if not path.is_file():
        return None, [], None
    loaded = load_file(path)
    if not loaded.is_army:
        return None, loaded.diagnostics or [_not_army(loaded)], loaded
    # Only the army's own list is validated (a fast `show` or `export`); the whole catalog
    # is loaded only when that list is not found, for the "did you mean" hint.
    dirs = [bundled_lists_dir(), *list_dirs]
    army = loaded.model
    catalog = Catalog.of_lists([army.list], dirs) if isinstance(army, ArmyBase) else Catalog()
    if not catalog.entries:
        catalog = Catalog.from_paths(dirs)
    view, diagnostics = build_army(loaded, catalog)
    return view, diagnostics, loaded


def _not_army(loaded: LoadedFile) -> Diagnostic:
    return loaded.locate([error("FILE-NOT-ARMY", "This is an army-list file, not an army; "
                                "'show' takes an army file.", ("kind",))])[0]
