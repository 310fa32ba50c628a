"""Compile gettext `.po` sources to `.mo` with the standard library only.

Used by the wheel build (setup.py loads this file directly, before anything is installed), by
`make`, and at run time when a catalogue was never compiled, so neither an installed copy nor a
fresh checkout needs Babel (the translators' tool for extracting and updating, not for running).
Reads what Babel and Poedit write: msgctxt, msgid, msgid_plural, msgstr[n], continued lines,
C escapes; fuzzy and obsolete (#~) entries are left out, as msgfmt does.

    python -m listbuilder.i18n.compile_catalogs [LOCALE_DIR]    # every .po → .mo beside it
"""

from __future__ import annotations

import ast
import struct
from pathlib import Path

_KEYWORDS = ("msgctxt", "msgid_plural", "msgid", "msgstr")


def parse(text: str) -> dict[bytes, bytes]:
    """The translated entries as .mo keys and values (the header under b"")."""
    entries: dict[bytes, bytes] = {}
    entry: dict[str, list[str]] = {}
    field, fuzzy = "", False

    def finish() -> None:
        if "msgid" not in entry:
            return
        key, forms = _key_forms(entry)
        # Untranslated entries are left out, so the source text shows; the header is kept
        # whatever its flags, since it carries the plural rule.
        if key == b"" or (not fuzzy and all(forms)):
            entries[key] = b"\0".join(forms)

    for line in text.splitlines():
        line = line.strip()
        if field == "msgstr" and line.startswith(("#", "msgctxt", "msgid ")):
            finish()
            entry, field, fuzzy = {}, "", False
        if line.startswith("#,"):
            fuzzy = fuzzy or "fuzzy" in line
        elif line.startswith('"') and field:
            entry[field][-1] += _string(line)
        elif line.startswith(_KEYWORDS):
            keyword, _, rest = line.partition(" ")
            field = keyword.split("[")[0]
            entry.setdefault(field, []).append(_string(rest))
    finish()
    return entries


def _key_forms(entry: dict[str, list[str]]) -> tuple[bytes, list[bytes]]:
    key = entry["msgid"][0]
    if "msgid_plural" in entry:
        key += "\0" + entry["msgid_plural"][0]
    if "msgctxt" in entry:
        key = entry["msgctxt"][0] + "\x04" + key
    return key.encode(), [form.encode() for form in entry.get("msgstr", [""])]


def _string(quoted: str) -> str:
    return ast.literal_eval(quoted.strip()) if quoted.strip() else ""


def mo_bytes(entries: dict[bytes, bytes]) -> bytes:
    """GNU .mo: header, key table, value table, then the strings (no hash table)."""
    keys = sorted(entries)
    start = 7 * 4 + 16 * len(keys)
    ids, strs, key_table, value_table = b"", b"", [], []
    for key in keys:
        key_table += [len(key), start + len(ids)]
        ids += key + b"\0"
    for key in keys:
        value_table += [len(entries[key]), start + len(ids) + len(strs)]
        strs += entries[key] + b"\0"
    header = struct.pack("Iiiiiii", 0x950412DE, 0, len(keys), 7 * 4, 7 * 4 + 8 * len(keys), 0,
                         start)
    tables = struct.pack(f"{len(key_table)}i", *key_table)
    tables += struct.pack(f"{len(value_table)}i", *value_table)
    return header + tables + ids + strs


def compile_po(source: bytes) -> bytes:
    return mo_bytes(parse(source.decode("utf-8-sig")))  # an editor may have added a BOM


def compile_tree(locale_dir: Path) -> list[Path]:
    written = []
    for po in sorted(locale_dir.glob("*/LC_MESSAGES/*.po")):
        mo = po.with_suffix(".mo")
        mo.write_bytes(compile_po(po.read_bytes()))
        written.append(mo)
    return written

