"""Load a language's compiled gettext catalogue, compiling its source in memory if needed.

The `.po` sources live in the repository under `listbuilder/locale/`; `make` and the wheel
build compile them to `.mo` beside them (`python -m listbuilder.i18n.catalogs compile`). A
checkout that was never built, or whose `.po` is newer than its `.mo`, still speaks every
language: the source is compiled in memory when Babel is installed. Without either, English.
"""

from __future__ import annotations

import gettext
import io
import struct
from functools import cache
from pathlib import Path

from listbuilder.i18n.languages import LANGUAGES, SOURCE_LANGUAGE

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
    compiled = compile_po(po.read_bytes()) if po.is_file() else None
    return (_parse(compiled) if compiled else None) or gettext.NullTranslations()


def compile_po(source: bytes) -> bytes | None:
    """The `.mo` bytes of a `.po` source (fuzzy entries left out), or None without Babel."""
    try:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po
    except ImportError:
        return None
    out = io.BytesIO()
    write_mo(out, read_po(io.BytesIO(source)), use_fuzzy=False)
    return out.getvalue()


def _newer(a: Path, b: Path) -> bool:
    return a.is_file() and a.stat().st_mtime > b.stat().st_mtime


def _parse(data: bytes) -> gettext.GNUTranslations | None:
    # A damaged catalogue is an installation problem: speak English rather than crash.
    try:
        return gettext.GNUTranslations(io.BytesIO(data))
    except (OSError, ValueError, LookupError, UnicodeError, struct.error):
        return None
