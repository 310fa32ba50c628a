"""Check files and folders as CI does: lists first, then armies against them."""

from __future__ import annotations

import fnmatch
import functools
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from listbuilder.core.diagnostics import Diagnostic, Span, sort_key
from listbuilder.core.list_totals import ListTotal
from listbuilder.core.list_view import UnitNames
from listbuilder.core.model import ArmyBase
from listbuilder.i18n import _
from listbuilder.storage import messages
from listbuilder.storage.checking import build_army, check_list
from listbuilder.storage.crashes import Crash
from listbuilder.storage.event_file import event_of, is_event
from listbuilder.storage.finding_limit import capped
from listbuilder.storage.folder_walk import every_yaml
from listbuilder.storage.foreign_files import not_ours, only_comments
from listbuilder.storage.list_catalog import Catalog, bundled_lists_dir
from listbuilder.storage.loading import (
    ARMY_LIST,
    FailedLoad,
    Loaded,
    LoadedArmy,
    LoadedList,
    load_file,
    read_bounded,
)
from listbuilder.storage.overlay_checks import check_overlay, is_overlay
from listbuilder.storage.salvage import Salvaged
from listbuilder.storage.yaml_source import parse_bytes


@dataclass
class Report:
    files_checked: int = 0
    findings: list[tuple[str, Diagnostic]] = field(default_factory=list)
    #: Paths given that do not exist, and folders that cannot be listed: exit 2.
    unreadable: list[str] = field(default_factory=list)
    #: Files that exist but cannot be read (permissions): reported as findings, and exit 2.
    denied: list[str] = field(default_factory=list)
    crashed: list[Crash] = field(default_factory=list)
    #: Folders too large to search to the end (FOLDER-CUT-SHORT), given or `--lists`.
    cut_short: list[Diagnostic] = field(default_factory=list)
    #: Each list checked (that loaded), with its own totals as published and per option.
    list_totals: list[tuple[str, list[ListTotal]]] = field(default_factory=list)
    #: Each army with findings, by path: how its findings name its units ("Knights 2").
    unit_names: dict[str, UnitNames] = field(default_factory=dict)


def _each_file(paths: list[Path], report: Report, exclude: Sequence[str]) -> Iterator[Path]:
    """The files to check, one at a time: every YAML file under each folder given, however
    many (never the first so many: CI must not pass with files unchecked), less `exclude`."""
    for path in paths:
        if path.is_dir():  # odd entries (a FIFO, a looping link) are refused with a reason
            yield from every_yaml(path, report.unreadable,
                                  functools.partial(_excluded_below, path, exclude))
        elif excluded(path, None, exclude):
            continue
        elif path.exists() or path.is_symlink():  # `load_file` refuses a broken link with why
            yield path
        else:
            report.unreadable.append(_("{path}: no such file or folder", path=path))


def _excluded_below(root: Path, patterns: Sequence[str], path: Path) -> bool:
    return excluded(path, root, patterns)


def excluded(path: Path, root: Path | None, patterns: Sequence[str]) -> bool:
    """Whether `--exclude` leaves `path` out: a pattern is matched against the path below
    the folder given (or as given), `*` crossing folders (`.github/*`); a pattern without `/`
    also against each name on the way (`*.yml`, `drafts`)."""
    if not patterns:
        return False
    where = path.relative_to(root) if root is not None else path
    text = where.as_posix()
    for pattern in patterns:
        pattern = pattern.removeprefix("./")
        if fnmatch.fnmatchcase(text, pattern) or ("/" not in pattern and any(
                fnmatch.fnmatchcase(part, pattern) for part in where.parts)):
            return True
    return False


def _load(path: Path, report: Report) -> Loaded | None:
    try:
        loaded = load_file(path)
    except Exception as exc:  # a bug: reported for this file, the rest go on
        report.crashed.append(Crash.of(str(path), exc))
        return None
    if any(d.code == messages.FILE_UNREADABLE.code for d in loaded.diagnostics):
        report.denied.append(str(path))
    return loaded


@dataclass
class _Pass:
    """What the first pass keeps: ids and paths, never a file's text, tree or model.

    Memory then stays nearly flat in the number of files; the few lists that armies name are
    loaded again for the second pass, and so are the armies.
    """

    list_paths: dict[str, str] = field(default_factory=dict)  # list id -> its first file
    # Lists that failed to load, by the id their file gives: an army naming one says why.
    broken_paths: dict[str, str] = field(default_factory=dict)
    armies: list[tuple[int, Path]] = field(default_factory=list)
    wanted: set[str] = field(default_factory=set)  # list ids the armies name
    findings: list[tuple[int, str, Diagnostic]] = field(default_factory=list)
    #: Bundled list ids -> their files, so a checked list can say it shadows one.
    bundled_paths: dict[str, str] = field(default_factory=dict)
    totals: list[tuple[int, str, list[ListTotal]]] = field(default_factory=list)
    #: List-words files, checked once every list given is known (one may come before its
    #: list: 'scots.pl.yaml' sorts before 'scots.yaml').
    overlays: list[tuple[int, FailedLoad]] = field(default_factory=list)
    unit_names: dict[str, UnitNames] = field(default_factory=dict)

    def add(self, index: int, path: str, diagnostics: list[Diagnostic]) -> None:
        self.findings.extend((index, path, d) for d in capped(sorted(diagnostics, key=sort_key)))

    def add_army(self, index: int, path: str, army: ArmyBase) -> None:
        self.armies.append((index, Path(path)))
        self.wanted.add(army.list)


def validate_paths(paths: list[Path], list_dirs: Sequence[Path] = (),
                   exclude: Sequence[str] = ()) -> Report:
    report = Report()
    bundled = Catalog.of_lists((), [], bundled=bundled_lists_dir())
    first = _Pass(bundled_paths=bundled.bundled_paths)
    for index, path in enumerate(_each_file(paths, report, exclude)):
        report.files_checked += 1
        _each(report, path, _first_pass, index, _load(path, report), first)
    for index, overlay in first.overlays:
        _each(report, Path(overlay.path), _check_overlay, index, overlay, first)
    catalog = _catalog_for(first, list_dirs)
    # A folder validated with its lists, its armies and its words: findings name its lists'
    # words in the reader's language, as the editor and `--lists` do.
    catalog.lend_words(path for path in paths if path.is_dir())
    report.crashed.extend(catalog.crashed)
    report.cut_short.extend(catalog.walk_findings)
    for index, path in first.armies:
        _each(report, path, _second_pass, index, path, catalog, first)
    first.findings.sort(key=lambda found: found[0])  # stable: each file's own order stays
    report.findings = [(str(d.span.file if d.span else ""), d) for d in report.cut_short]
    report.findings += [(path, d) for _, path, d in first.findings]
    report.unit_names = first.unit_names
    report.list_totals = [(path, totals) for _, path, totals in sorted(
        first.totals, key=lambda found: found[0])]
    return report


def _each(report: Report, path: Path, check: Callable[..., None], *args: Any) -> None:
    """One file's check; a bug in it is reported for that file and the others go on."""
    try:
        check(*args)
    except Exception as exc:  # see above
        report.crashed.append(Crash.of(str(path), exc))


def _second_pass(index: int, path: Path, catalog: Catalog, first: _Pass) -> None:
    loaded = load_file(path)
    # A list only when the file was replaced since the first pass.
    if isinstance(loaded, LoadedList):
        findings = check_list(loaded)
    else:
        view, findings = build_army(loaded, catalog)
        if view is not None and findings:  # only ids and names kept, not the army
            first.unit_names[str(path)] = UnitNames.of(view)
    first.add(index, str(path), findings)


def _first_pass(index: int, f: Loaded | None, first: _Pass) -> None:
    match f:
        case None:  # a crash, already reported
            pass
        case LoadedArmy(model=army):
            first.add_army(index, f.path, army)
        case FailedLoad(salvaged=Salvaged(model=ArmyBase() as army)):
            first.add_army(index, f.path, army)  # a broken army is checked as far as it can
        case _:
            _check_now(index, f, first)


def _check_now(index: int, f: LoadedList | FailedLoad, first: _Pass) -> None:
    """A list, or a file that is neither a list nor an army: checked in the first pass."""
    if isinstance(f, FailedLoad) and f.parsed is not None and is_overlay(f.parsed.data):
        first.overlays.append((index, f))
        return
    if isinstance(f, FailedLoad) and f.parsed is not None and is_event(f.parsed.data):
        first.add(index, f.path, event_of(f.parsed, f.path).diagnostics)
        return
    if isinstance(f, FailedLoad) and not_ours(f):  # another tool's YAML: a note, no errors
        first.add(index, f.path, [messages.FILE_NOT_OURS().at(Span(f.path, 1, 1))])
        return
    if isinstance(f, FailedLoad) and only_comments(f):
        first.add(index, f.path, [messages.FILE_ONLY_COMMENTS().at(Span(f.path, 1, 1))])
        return
    diagnostics = check_list(f)
    if isinstance(f, FailedLoad):
        if f.header is not None and f.header.kind == ARMY_LIST and f.stated_id is not None:
            first.broken_paths.setdefault(f.stated_id, f.path)
    else:
        first.totals.append((index, f.path, f.system.list_totals(f.model)))
        owner = first.list_paths.setdefault(f.model.id, f.path)
        if owner != f.path:
            diagnostics = diagnostics + f.locate([messages.LIST_DUPLICATE_ID(
                ("id",), list=f.model.id, file=owner)])
        elif f.model.id in first.bundled_paths and \
                Path(f.path).resolve() != Path(first.bundled_paths[f.model.id]).resolve():
            diagnostics = diagnostics + f.locate([messages.LIST_SHADOWS_BUNDLED(
                ("id",), list=f.model.id, bundled=str(first.bundled_paths[f.model.id]))])
    first.add(index, f.path, diagnostics)


def _check_overlay(index: int, f: FailedLoad, first: _Pass) -> None:
    list_id = f.parsed.data.get("list") if f.parsed is not None else None
    found = first.list_paths.get(list_id) or first.bundled_paths.get(list_id) \
        if isinstance(list_id, str) else None
    first.add(index, f.path, check_overlay(f.path, _list_data(found), found))


def _list_data(path: str | None) -> Any | None:
    """The data of the list an overlay translates, or None where it cannot be read."""
    if path is None:
        return None
    raw, _unread = read_bounded(path)
    parsed = parse_bytes(raw, path) if raw is not None else None
    return parsed.data if parsed is not None and parsed.ok else None


def _catalog_for(first: _Pass, list_dirs: Sequence[Path]) -> Catalog:
    """The lists the armies name: a checked file wins over a bundled copy of the same id."""
    own = [Path(first.list_paths[i]) for i in sorted(first.wanted) if i in first.list_paths]
    own += [Path(first.broken_paths[i]) for i in sorted(first.wanted)
            if i in first.broken_paths and i not in first.list_paths]
    catalog = Catalog.from_paths(own)
    # The player's folders first: a list there wins over a bundled list of the same id.
    elsewhere = Catalog.of_lists(first.wanted - set(catalog.entries), list_dirs,
                                 bundled=bundled_lists_dir())
    for loaded in elsewhere.entries.values():
        catalog.add(loaded)
    catalog.failed += elsewhere.failed  # so an army names its broken list's first error
    catalog.other_ids |= elsewhere.other_ids | set(first.list_paths)
    catalog.crashed += elsewhere.crashed
    catalog.walk_findings += elsewhere.walk_findings
    catalog.note_shadowing(first.bundled_paths)
    return catalog
