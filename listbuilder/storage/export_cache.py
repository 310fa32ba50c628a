"""Prepared exports: what the printers need of an army, kept after an export so the next
export of the same army skips YAML, pydantic, the rule system and validation.

A player prints the cards, then the roster, then the bases of one army, and prints again
after changing the paper: each run would load the same files into the same view. The entry is
keyed by everything that view depends on (`export_key`): the code and the libraries that
build it, the language, the army file's bytes and the bytes of every list file the catalog
would read (a list in `--lists` shadowing a bundled one, the "did you mean" hints). When any
of these cannot be read within our bounds, there is no key and the export runs as if there
were no cache.

Reading an entry is safe against any file in its place: a bounded read of a regular file, an
unpickler that builds only the classes listed below (nothing runs), the key stored inside
checked against the key computed, the type checked; anything else is a miss, and the file is
removed. Writing never fails an export. Imports nothing heavy: a hit must stay cheap.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import os
import pickle
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from listbuilder.storage.list_files import list_sources
from listbuilder.storage.regular_files import read_regular

if TYPE_CHECKING:
    from listbuilder.core.printables import BaseNeed, Card
    from listbuilder.core.view import ArmyView
    from listbuilder.export.pdf import PrintSource

#: Raised whenever what an entry holds changes shape, so old entries are simply misses.
FORMAT = 1
CACHE_DIR_ENV = "LISTBUILDER_CACHE_DIR"
NO_CACHE_ENV = "LISTBUILDER_NO_CACHE"
MAX_ENTRIES = 64
MAX_ENTRY_BYTES = 2 * 1024 * 1024
#: Bounds on the inputs hashed: past them an export is not cached (the loader refuses a
#: file over 4 MB anyway; thousands of list files are not a player's folder).
MAX_INPUT_BYTES = 4 * 1024 * 1024
MAX_INPUT_FILES = 2000
MAX_CODE_FILES = 5000
SUFFIX = ".pickle"
PACKAGE_DIR = Path(__file__).resolve().parent.parent
#: The libraries that build the view, stamped by their files without importing them.
LIBRARIES = ("pydantic", "pydantic_core", "yaml")


@dataclass(frozen=True)
class PreparedArmy:
    """Everything an export prints, for every paper, card size and scale.

    It is its own `PrintSource` (`export.pdf`): the system's facts and the cards and bases
    it gave at each of its scales, so the printers cannot tell it from the system. Its
    `cards()` and `bases()` are those of its own `view`, the one printed with it.
    """

    view: ArmyView
    breaks_rules: bool  # the command line's "printing it anyway" warning
    name: str
    scales: tuple[str, ...]
    scale_aliases: Mapping[str, str]
    cards_by_scale: Mapping[str, tuple[Card, ...]]
    bases_by_scale: Mapping[str, tuple[BaseNeed, ...]]
    list_stamp: str | None
    notes: str | None
    share_code: str | None

    def cards(self, view: ArmyView, scale: str) -> list[Card]:
        return list(self.cards_by_scale[scale])

    def bases(self, view: ArmyView, scale: str) -> list[BaseNeed]:
        return list(self.bases_by_scale[scale])


def prepare(view: ArmyView, system: PrintSource, *, breaks_rules: bool, language: str,
            list_stamp: str | None, notes: str | None, share_code: str | None) -> PreparedArmy:
    """What `system` prints of `view` at each of its scales, in `language`."""
    from listbuilder import i18n
    from listbuilder.i18n.list_view import in_words

    with i18n.speaking(language):  # the cards' titles too: the list's names in the language
        return _prepared(in_words(view), system, breaks_rules, list_stamp, notes, share_code)


def _prepared(view: ArmyView, system: PrintSource, breaks_rules: bool, list_stamp: str | None,
              notes: str | None, share_code: str | None) -> PreparedArmy:
    return PreparedArmy(
        view=view, breaks_rules=breaks_rules, name=system.name, scales=tuple(system.scales),
        scale_aliases=dict(system.scale_aliases),
        cards_by_scale={s: tuple(system.cards(view, s)) for s in system.scales},
        bases_by_scale={s: tuple(system.bases(view, s)) for s in system.scales},
        list_stamp=list_stamp, notes=notes, share_code=share_code)


# --- the key ---------------------------------------------------------------------------------

def export_key(army: Path, list_dirs: Iterable[Path], bundled: Path | None,
               language: str, code: bytes | None = None) -> str | None:
    """The entry's name: a hash of everything the army's view depends on, or None when an
    input cannot be read within the bounds (then nothing is cached). `code` is the
    `code_stamp()` a caller already made (the command line: one for both keys of a miss)."""
    try:
        return _key(army, list(list_dirs), bundled, language, code)
    except (OSError, ValueError):  # a folder of our package that cannot be listed, ...
        return None


def _key(army: Path, list_dirs: list[Path], bundled: Path | None, language: str,
         code: bytes | None) -> str | None:
    digest = hashlib.sha256(f"listbuilder export cache {FORMAT}\0{language}\0".encode())
    code = code_stamp() if code is None else code
    if code is None or not _hash_file(digest, army):
        return None
    digest.update(code)
    digest.update("\0".join(["lists", *map(str, list_dirs), str(bundled)]).encode(
        "utf-8", "surrogateescape"))
    unreadable: list[str] = []
    odd: list[Path] = []
    cut: list[Any] = []  # a folder searched only so far (it may end elsewhere next time)
    for count, (path, is_bundled) in enumerate(list_sources(list_dirs, bundled, unreadable,
                                                            odd=odd, cut=cut)):
        if count >= MAX_INPUT_FILES or not _hash_file(digest, path, is_bundled):
            return None
    return None if unreadable or odd or cut else digest.hexdigest()


def _hash_file(digest: Any, path: Path, bundled: bool = False) -> bool:
    """Add the file's name, where it really is and its bytes; False when it cannot be read
    whole (the loader would report it: such an export is not cached)."""
    try:
        data = read_regular(path, MAX_INPUT_BYTES)
        real = os.path.realpath(path)  # the catalog tells two copies apart by where they are
    except (OSError, ValueError):
        return False
    if len(data) > MAX_INPUT_BYTES:
        return False
    digest.update(f"\0file\0{path}\0{real}\0{int(bundled)}\0{len(data)}\0".encode(
        "utf-8", "surrogateescape"))
    digest.update(data)
    return True


def code_stamp(package: Path | None = None, libraries: Iterable[str] | None = None
               ) -> bytes | None:
    """What the code that builds a view is: our files' names, sizes and times (a frozen app:
    its executable's), our version, Python's, and the installed libraries' files. None when
    the package cannot be listed (then nothing is cached)."""
    package = package or PACKAGE_DIR
    parts = [f"{_version()}\0{sys.version}\0{sys.executable}"]
    if getattr(sys, "frozen", False):
        parts.append(_stat_line(Path(sys.executable), "executable"))
    else:
        try:
            files = _package_files(package)
        except (OSError, ValueError):  # a folder of our package that cannot be listed, ...
            return None
        if files is None:
            return None
        parts += files
    parts += [_library_line(name) for name in (LIBRARIES if libraries is None else libraries)]
    return "\n".join(parts).encode("utf-8", "surrogateescape")


def _version() -> str:
    from listbuilder import __version__

    return __version__


def _package_files(package: Path) -> list[str] | None:
    """Every file of the package (code, catalogues of translations), none of its caches."""
    found: list[str] = []
    folders = [str(package)]
    while folders:
        folder = folders.pop()
        with os.scandir(folder) as entries:
            for entry in sorted(entries, key=lambda e: e.name):
                if entry.is_dir(follow_symlinks=False):
                    if entry.name != "__pycache__":
                        folders.append(entry.path)
                elif not entry.name.endswith((".pyc", ".pyo")):
                    info = entry.stat()
                    found.append(f"{entry.path}: {info.st_size} {info.st_mtime_ns}")
        if len(found) > MAX_CODE_FILES:
            return None
    return found


def _library_line(name: str) -> str:
    import importlib.util

    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        spec = None
    origin = spec.origin if spec is not None else None
    return _stat_line(Path(origin), name) if origin else f"{name}: none"


def _stat_line(path: Path, label: str) -> str:
    try:
        info = path.stat()
    except OSError:
        return f"{label}: unreadable"
    return f"{label}: {info.st_size} {info.st_mtime_ns}"


# --- where entries live ------------------------------------------------------------------------

def cache_dir() -> Path | None:
    """The folder of prepared exports, or None when the player turned the cache off (or
    there is no home folder to keep it in)."""
    if os.environ.get(NO_CACHE_ENV, "") not in ("", "0"):
        return None
    if override := os.environ.get(CACHE_DIR_ENV):
        return Path(override)
    try:
        home = Path.home()
    except (RuntimeError, KeyError):
        return None
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or home / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = home / "Library" / "Caches"
    else:  # the XDG base directory rules: a relative XDG_CACHE_HOME is ignored
        xdg = Path(os.environ.get("XDG_CACHE_HOME") or home / ".cache")
        base = xdg if xdg.is_absolute() else home / ".cache"
    return base / "listbuilder" / "exports"


def _entry(key: str) -> Path | None:
    folder = cache_dir()
    return folder / f"{key}{SUFFIX}" if folder is not None else None


def load(key: str) -> PreparedArmy | None:
    """The prepared export stored under `key`, or None (a miss) for anything else."""
    path = _entry(key)
    if path is None:
        return None
    try:
        data = read_regular(path, MAX_ENTRY_BYTES)
    except FileNotFoundError:
        return None
    except OSError:  # too large, a folder, a FIFO, a device or an unreadable file
        _remove(path)
        return None
    try:
        prepared = _read_entry(data, key)
    except Exception:  # noqa: BLE001 - whatever a damaged or foreign file does: a miss
        prepared = None
    if prepared is None:
        _remove(path)
        return None
    with contextlib.suppress(OSError):
        os.utime(path)  # used now: pruned last
    return prepared


def _read_entry(data: bytes, key: str) -> PreparedArmy | None:
    if len(data) > MAX_ENTRY_BYTES:
        return None
    entry = _Unpickler(io.BytesIO(data)).load()
    if not (isinstance(entry, tuple) and len(entry) == 3 and entry[0] == FORMAT
            and entry[1] == key and isinstance(entry[2], PreparedArmy)):
        return None
    return entry[2]


def store(key: str, prepare: Callable[[], PreparedArmy]) -> None:
    """Keep what `prepare` gives under `key`. Called once the export is written, which
    nothing here may fail: a cache that cannot be made or written is simply not used."""
    from listbuilder.storage.atomic import write_atomic  # only a miss writes

    path = _entry(key)
    if path is None:
        return
    try:
        data = pickle.dumps((FORMAT, key, prepare()), protocol=pickle.HIGHEST_PROTOCOL)
        if len(data) > MAX_ENTRY_BYTES or _read_entry(data, key) is None:
            return  # too big, or holding a class the reader would refuse: never a hit
        # The player's own: the entries hold the army's names and notes.
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        write_atomic(path, data)
        prune(path.parent)
    except Exception:  # noqa: BLE001 - the export is written; the cache is only a saving
        return  # (a bug in a system's cards or bases at a scale shows when that is printed)


def prune(folder: Path, keep: int = MAX_ENTRIES) -> None:
    """Remove the least recently used entries beyond `keep`, and the temps of writes that
    were killed (`storage.atomic` names them; no entry of ours)."""
    from listbuilder.storage.atomic import remove_stale_temps_in

    remove_stale_temps_in(folder)
    entries = []
    with os.scandir(folder) as found:
        for item in found:
            if item.name.endswith(SUFFIX) and item.is_file(follow_symlinks=False):
                with contextlib.suppress(OSError):
                    entries.append((item.stat(follow_symlinks=False).st_mtime_ns, item.path))
    for _mtime, path in sorted(entries, reverse=True)[keep:]:
        _remove(Path(path))


def _remove(path: Path) -> None:
    with contextlib.suppress(OSError):
        if not path.is_dir() or path.is_symlink():
            path.unlink()


# --- reading only what we wrote --------------------------------------------------------------

_VIEW = "listbuilder.core.view"
_PRINTABLES = "listbuilder.core.printables"
#: The classes an entry may hold; anything else (os.system, eval, ...) is refused unrun.
ALLOWED = frozenset({
    ("listbuilder.storage.export_cache", "PreparedArmy"),
    *((_VIEW, name) for name in ("ArmyView", "UnitView", "GroupView", "Total", "RuleText",
                                 "Count", "CostItem")),
    *((_PRINTABLES, name) for name in ("Card", "CardStat", "Track", "CardTable",
                                       "BaseNeed")),
    ("listbuilder.core.diagnostics", "Diagnostic"),
    ("listbuilder.core.diagnostics", "Span"),
    ("listbuilder.core.diagnostics", "Severity"),
    ("listbuilder.core.messages", "Phrase"),
    ("listbuilder.core.messages", "Word"),
})


class _Unpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str) -> Any:
        if (module, name) not in ALLOWED:
            raise pickle.UnpicklingError(f"not in a prepared export: {module}.{name}")
        return super().find_class(module, name)
