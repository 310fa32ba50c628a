"""Load a language's compiled gettext catalogue, compiling its source in memory if needed.

The `.po` sources live in the repository under `listbuilder/locale/`; `make` and the wheel
build compile them to `.mo` beside them (`listbuilder.i18n.po`, standard library only). A
checkout that was never built, or whose `.po` is newer than its `.mo`, still speaks every
language: the source is compiled in memory. A damaged catalogue means English, not a crash.
"""

from __future__ import annotations

import gettext
import io
import struct
from functools import cache
from pathlib import Path

from listbuilder.i18n.languages import LANGUAGES, SOURCE_LANGUAGE
from listbuilder.i18n.po import compile_po

DOMAIN = "listbuilder"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"


def po_path(language: str, locale_dir: Path = LOCALE_DIR) -> Path:
    return locale_dir / language / "LC_MESSAGES" / f"{DOMAIN}.po"


@cache
def translations(language: str) -> gettext.NullTranslations:
    return load_translations(language, LOCALE_DIR)


def load_translations(language: str, locale_dir: Path) -> gettext.NullTranslations:
    if language == SOURCE_LANGUAGE or language not in LANGUAGES:
        return gettext.NullTranslations()
    po = po_path(language, locale_dir)
    mo = po.with_suffix(".mo")
    if mo.is_file() and not _newer(po, mo):
        loaded = _parse(mo.read_bytes())
        if loaded is not None:
            return loaded
    compiled = _compiled(po.read_bytes()) if po.is_file() else None
    return (_parse(compiled) if compiled else None) or gettext.NullTranslations()


def _compiled(source: bytes) -> bytes | None:
    try:
        return compile_po(source)
    except (SyntaxError, ValueError, UnicodeError):  # a damaged source: English
        return None


def _newer(a: Path, b: Path) -> bool:
    return a.is_file() and a.stat().st_mtime > b.stat().st_mtime


def _parse(data: bytes) -> gettext.GNUTranslations | None:
    # A damaged catalogue is an installation problem: speak English rather than crash.
    try:
        return gettext.GNUTranslations(io.BytesIO(data))
    except (OSError, ValueError, LookupError, UnicodeError, struct.error):
        return None
