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


def validate_paths(paths: list[Path], list_dirs: Sequence[Path] = ()) -> Report:
    report = Report()
    loaded = [load_file(f) for f in _expand(paths, report)]
    report.files_checked = len(loaded)
    # Lists being checked win over the bundled copies of the same id, and are not read twice.
    catalog = Catalog.from_paths([bundled_lists_dir(), *list_dirs], preloaded=loaded)
    seen_ids: dict[str, str] = {}
    for f in loaded:
        diagnostics = _check_one(f, catalog)
        if isinstance(f.model, ArmyListBase):
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
