"""The lists' words in the reader's language, as shown (the read side of the overlays).

`storage/overlay_checks.py` checks an overlay file and locates its problems for `validate`; this
module only reads the usable entries to show them, so it sits with the other words of the
language, below everything that shows a list word. A missing or broken entry (or file) falls
back to the list's own words.

Two sources: the bundled overlays (package data, `listbuilder/locale/<lang>/lists/`) and the
player's list folders, each of which may carry its own (`<folder>/locale/<lang>/*.yaml`) for
the lists in that folder. The catalog names each folder and its lists as it loads them
(`use_folder`). Overlays are keyed by the lists' English texts, not by list: a folder's
words come first, so a text it translates (or keeps as printed) reads its way wherever it is
shown, then the bundled words.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

from listbuilder.i18n import SOURCE_LANGUAGE, current

KIND = "army-list-words"
OVERLAYS_DIR = Path(__file__).resolve().parent.parent / "locale"
#: Where a player's list folder keeps its lists' words: `<folder>/locale/<lang>/`.
FOLDER_LOCALE = "locale"
#: Bounds, checked before a file is read: an overlay holds one list's words.
MAX_FILES = 1000
MAX_FILE_BYTES = 1024 * 1024
MAX_WORDS = 2000
MAX_TEXT = 2000


@cache
def words(language: str, root: Path = OVERLAYS_DIR) -> dict[str, str]:
    """Every bundled overlay's usable words for `language`, English text -> translation.

    Overlays are keyed by the lists' own texts, so those of all lists merge into one
    dictionary; a text two lists share is translated the same way (the first file wins)."""
    folder = root / language / "lists"
    if language == SOURCE_LANGUAGE or not folder.is_dir():
        return {}
    found: dict[str, str] = {}
    for path in sorted(folder.rglob("*.yaml"))[:MAX_FILES]:
        for english, text in _usable(_overlay_data(path, language)):
            found.setdefault(english, text)
    return found


#: The player's list folders whose overlays are read, each with the ids of its lists loaded
#: so far: a folder's overlay is read only for a list of that folder.
_FOLDERS: dict[Path, frozenset[str]] = {}


def use_folder(folder: Path, list_ids: Iterable[str]) -> None:
    """Read `folder`'s overlays (`<folder>/locale/<lang>/`) for these lists of it, besides
    those named before (a catalog of one army's list names fewer than the whole folder).
    Each call reads the overlays afresh when next shown: a catalog is built again when the
    player's files change, and their words then change with them."""
    _FOLDERS[folder] = _FOLDERS.get(folder, frozenset()) | frozenset(list_ids)
    folder_words.cache_clear()


def forget_folders() -> None:
    _FOLDERS.clear()
    folder_words.cache_clear()


@cache
def folder_words(language: str) -> tuple[dict[str, str], frozenset[str]]:
    """The player's folders' usable words for `language`, and the names they keep as
    printed; the first folder (then the first file) to give a text wins."""
    found: dict[str, str] = {}
    kept: set[str] = set()
    if language == SOURCE_LANGUAGE:
        return found, frozenset()
    for folder, ids in list(_FOLDERS.items()):
        for path in _yaml_files(folder / FOLDER_LOCALE / language):
            data = _overlay_data(path, language)
            if data is None or data.get("list") not in ids:
                continue  # another folder's list, or none at all
            for english, text in _usable(data):
                found.setdefault(english, text)
            kept |= _published(data)
    return found, frozenset(kept)


def _yaml_files(folder: Path) -> Iterator[Path]:
    """At most MAX_FILES YAML files under `folder`, in a stable order, links to folders not
    followed (a player's folder may hold anything, a link loop too)."""
    count = 0
    for top, dirs, files in os.walk(folder, onerror=lambda _error: None):
        dirs.sort()
        for name in sorted(files):
            if name.endswith((".yaml", ".yml")):
                count += 1
                if count > MAX_FILES:
                    return
                yield Path(top) / name


def _overlay_data(path: Path, language: str) -> dict[Any, Any] | None:
    """The file's data if it is an overlay for `language`, else None."""
    import yaml  # only once words are shown: the catalog names folders on every start

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        if not path.is_file() or path.stat().st_size > MAX_FILE_BYTES:
            return None
        data: Any = yaml.load(path.read_bytes(), Loader=loader)  # a safe loader
    except (OSError, yaml.YAMLError, ValueError, RecursionError):
        return None  # a broken overlay never stops the words of the rest
    if not (isinstance(data, dict) and data.get("kind") == KIND
            and data.get("language") == language):
        return None
    return data


def _usable(data: dict[Any, Any] | None) -> list[tuple[str, str]]:
    entries = data.get("words") if data is not None else None
    if not isinstance(entries, dict) or len(entries) > MAX_WORDS:
        return []
    return [(english, text) for english, text in entries.items()
            if isinstance(english, str) and isinstance(text, str) and text.strip()
            and len(english) <= MAX_TEXT and len(text) <= MAX_TEXT]


def _published(data: dict[Any, Any]) -> set[str]:
    names = data.get("published")
    if not isinstance(names, list) or len(names) > MAX_WORDS:
        return set()
    return {name for name in names if isinstance(name, str) and len(name) <= MAX_TEXT}


def word(text: str) -> str:
    """A list's text (a name, a rule) in the current language, or as the list wrote it."""
    language = current()
    if not text or language == SOURCE_LANGUAGE:
        return text
    own, kept = folder_words(language)
    if text in own:
        return own[text]
    return text if text in kept else words(language).get(text, text)
