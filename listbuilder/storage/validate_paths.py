"""Check files and folders as CI does: lists first, then armies against them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from listbuilder.core.diagnostics import Diagnostic, error, sort_key
from listbuilder.core.model import ArmyBase, ArmyListBase
from listbuilder.core.view import ArmyView
from listbuilder.storage.catalog import Catalog, bundled_lists_dir
from listbuilder.storage.checking import build_army, check_list
from listbuilder.storage.crashes import Crash
from listbuilder.storage.documents import LoadedFile, load_file, yaml_files


@dataclass
class Report:
    files_checked: int = 0
    findings: list[tuple[str, Diagnostic]] = field(default_factory=list)
    #: Paths given that do not exist, and folders that cannot be listed: exit 2.
    unreadable: list[str] = field(default_factory=list)
    #: Files that exist but cannot be read (permissions): reported as findings, and exit 2.
    denied: list[str] = field(default_factory=list)
    crashed: list[Crash] = field(default_factory=list)


def _expand(paths: list[Path], report: Report) -> list[Path]:
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(yaml_files(path, report.unreadable))
        elif path.exists():  # a file, or something `load_file` will refuse with a reason
            files.append(path)
        else:
            report.unreadable.append(f"{path}: no such file or folder")
    return files


def _load(path: Path, report: Report) -> LoadedFile | None:
    try:
        loaded = load_file(path)
    except Exception as exc:  # noqa: BLE001 - a bug: reported for this file, the rest go on
        report.crashed.append(Crash.of(str(path), exc))
        return None
    if any(d.code == "FILE-UNREADABLE" for d in loaded.diagnostics):
        report.denied.append(str(path))
    return loaded


def validate_paths(paths: list[Path], list_dirs: Sequence[Path] = ()) -> Report:
    report = Report()
    files = _expand(paths, report)
    report.files_checked = len(files)
    loaded = [f for f in (_load(p, report) for p in files) if f is not None]
    # Lists being checked win over other copies of the same id, and are not read twice; the
    # player's folders win over the bundled lists.
    catalog = Catalog.from_paths(list_dirs, preloaded=loaded, bundled=bundled_lists_dir())
    report.crashed.extend(catalog.crashed)
    seen_ids: dict[str, str] = {}
    for f in loaded:
        try:
            diagnostics = _check_one(f, catalog)
        except Exception as exc:  # noqa: BLE001 - as in `_load`
            report.crashed.append(Crash.of(f.path, exc))
            continue
        if isinstance(f.model, ArmyListBase):
            if catalog.entries.get(f.model.id) is f:
                diagnostics = diagnostics + f.locate([
                    replace(d, path=("id",)) for d in catalog.shadow_findings(f.model.id)])
            first = seen_ids.setdefault(f.model.id, f.path)
            if first != f.path:
                diagnostics = diagnostics + f.locate([error(
                    "LIST-DUPLICATE-ID", f"List id '{f.model.id}' is also used by {first}; "
                    "every list needs its own id.", ("id",))])
        report.findings.extend((f.path, d) for d in sorted(diagnostics, key=sort_key))
    return report


def _check_one(f: LoadedFile, catalog: Catalog) -> list[Diagnostic]:
    if f.is_list:
        return check_list(f)
    if f.is_army:
        _, diagnostics = build_army(f, catalog)
        return diagnostics
    return f.diagnostics


def open_army(path: Path, list_dirs: Sequence[Path] = (), crashes: list[Crash] | None = None
              ) -> tuple[ArmyView | None, list[Diagnostic], LoadedFile | None]:
    """The army's view, its findings, and the loaded file (None when it cannot be read).

    Bugs met while reading other files of `list_dirs` are added to `crashes`, if given.
    """
    if not path.is_file():
        return None, [], None
    loaded = load_file(path)
    if any(d.code == "FILE-UNREADABLE" for d in loaded.diagnostics):
        return None, loaded.diagnostics, None
    if not loaded.is_army:
        return None, loaded.diagnostics or [_not_army(loaded)], loaded
    if loaded.model is None:  # the file's own errors: no list needs reading to report them
        return None, loaded.diagnostics, loaded
    # Only the army's own list is validated (a fast `show` or `export`); the whole catalog
    # is loaded only when that list is not found, for the "did you mean" hint.
    army = loaded.model
    bundled = bundled_lists_dir()
    catalog = (Catalog.of_lists([army.list], list_dirs, bundled=bundled)
               if isinstance(army, ArmyBase) else Catalog())
    if not catalog.entries:
        catalog = Catalog.from_paths(list_dirs, bundled=bundled)
    if crashes is not None:
        crashes.extend(catalog.crashed)
    view, diagnostics = build_army(loaded, catalog)
    return view, diagnostics, loaded


def _not_army(loaded: LoadedFile) -> Diagnostic:
    return loaded.locate([error("FILE-NOT-ARMY", "This is an army-list file, not an army; "
                                "'show' takes an army file.", ("kind",))])[0]
