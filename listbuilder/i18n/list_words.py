"""The bundled lists' words in the reader's language, as shown (the read side of the overlays).

`storage/list_words.py` checks an overlay file and locates its problems for `validate`; this
module only reads the usable entries to show them, so it sits with the other words of the
language, below everything that shows a list word. A missing or broken entry (or file) falls
back to the list's own words. Only the bundled overlays are read: package data.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import yaml

from listbuilder.i18n import SOURCE_LANGUAGE, current

KIND = "army-list-words"
OVERLAYS_DIR = Path(__file__).resolve().parent.parent / "locale"
#: Bounds, checked before a file is read: an overlay holds one list's words.
MAX_FILES = 1000
MAX_FILE_BYTES = 1024 * 1024
MAX_WORDS = 2000
MAX_TEXT = 2000
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


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
        for english, text in _usable(path, language):
            found.setdefault(english, text)
    return found


def _usable(path: Path, language: str) -> list[tuple[str, str]]:
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            return []
        data: Any = yaml.load(path.read_bytes(), Loader=_LOADER)  # noqa: S506 - a safe loader
    except (OSError, yaml.YAMLError, ValueError, RecursionError):
        return []  # a broken overlay never stops the words of the rest
    if not (isinstance(data, dict) and data.get("kind") == KIND
            and data.get("language") == language):
        return []
    entries = data.get("words")
    if not isinstance(entries, dict) or len(entries) > MAX_WORDS:
        return []
    return [(english, text) for english, text in entries.items()
            if isinstance(english, str) and isinstance(text, str) and text.strip()
            and len(english) <= MAX_TEXT and len(text) <= MAX_TEXT]


def word(text: str) -> str:
    """A list's text (a name, a rule) in the current language, or as the list wrote it."""
    language = current()
    if not text or language == SOURCE_LANGUAGE:
        return text
    return words(language).get(text, text)
