"""A file's `id` and `kind` read from its plain top-level lines, without parsing the YAML.

Finding one list among a folder's files (`Catalog.of_lists`) used to parse every file in
full; reading these two lines is a hundred times cheaper. Only the plainest form is
trusted — one line `id: value` at the start of a line, the value a bare list id, and no
second such line — anything else (quotes, flow style, a key twice, a document marker)
gives None and the caller parses the file as before. A wanted list is still loaded and
validated in full, so a wrong guess can only hide a file's id from the "did you mean"
suggestions, never load the wrong list.
"""

from __future__ import annotations

import re

from listbuilder.core.ranges import LIST_ID_PATTERN

_ID = re.compile(LIST_ID_PATTERN[1:-1])
# What YAML reads as a number, boolean or null, not as text: parse such a file in full.
_NOT_TEXT = re.compile(r"[-+]?[0-9][0-9_]*(?:e[-+]?[0-9]+)?|0x[0-9a-f_]+|0o[0-7_]+"
                       r"|null|true|false|yes|no|on|off|y|n", re.IGNORECASE)
_ABSENT = "\0absent"  # a sentinel no YAML line can give: the key is not there at all
# A document marker or directive after the start: more than one document, parse it in full.
_MARKER = re.compile(r"^(?:---|\.\.\.|%)", re.MULTILINE)


def quick_header(raw: bytes) -> tuple[str, str | None] | None:
    """(id, kind) when the file states both plainly (kind None when it has none), else None."""
    try:
        text = raw.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError:
        return None
    if _MARKER.search(text, 1):
        return None
    list_id, kind = _plain_value(text, "id"), _plain_value(text, "kind")
    if list_id in (None, _ABSENT) or kind is None or not _ID.fullmatch(list_id) \
            or _NOT_TEXT.fullmatch(list_id):
        return None
    return list_id, (None if kind is _ABSENT else kind)


def _plain_value(text: str, key: str) -> str | None:
    """The key's plain value; _ABSENT when no line states the key; None when unsure."""
    lines = len(re.findall(rf"^{key}\s*:", text, re.MULTILINE))
    if lines == 0:
        return _ABSENT
    found = re.findall(rf"^{key}:[ \t]+([^\s#'\"{{\[&*!|>][^\s#]*)[ \t]*(?:#.*)?\r?$",
                       text, re.MULTILINE)
    return found[0] if len(found) == 1 and lines == 1 else None
