"""A file's header — kind, id, system, name, period — read from its plain top-level lines,
without parsing the YAML.

The list browser shows every list by its name (and `Catalog.of_lists` finds one list among a
folder's files) without loading the others: reading these lines is a hundred times cheaper
than parsing a file. Only the plainest form is trusted, and anything else gives None, for the
caller to parse the file as before:
- the file's top level is `key: ...` lines only (comments, indented lines and one document
  marker at its start aside): no flow style, no quoted or complex key, one document;
- each of the five keys is on at most one line, its value on that line and not continued on
  the next (an indented line after it);
- the kind, id and system are bare words (the id a list id); a name or period is a plain
  text, or a quoted one without escapes; never what YAML reads as a number, a boolean or
  null.
A list is still loaded and validated in full before it is used, so a wrong reading could
only show a name until then, never load the wrong list.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from listbuilder.core.ranges import LIST_ID_PATTERN

_ID = re.compile(LIST_ID_PATTERN[1:-1])
KEYS = ("kind", "id", "system", "name", "period")
# What YAML reads as a number, boolean or null, not as text (yes/no as YAML 1.1 did, to be
# safe): parse such a file in full.
_NOT_TEXT = re.compile(r"[-+]?(?:[0-9][0-9a-fox_.+-]*|\.[0-9a-z]*)|~|null|true|false|yes|no|on"
                       r"|off|y|n", re.IGNORECASE)
_START = re.compile(r"\A---[ \t]*\r?\n")  # a document marker at the start
# A top-level line that is not `key:` (flow style, a quoted or complex key, an anchor, a
# second document): the file is not plain enough.
_ODD_TOP = re.compile(r"^(?=.)(?![ \t#\r\n]|[A-Za-z_][\w-]*:(?:[ \t]|\r?$))", re.MULTILINE)
# Line breaks YAML knows beside \n, and characters no plain value holds.
_ODD_BREAK = re.compile("\r(?!\n)|[\x85\u2028\u2029\ufeff]")
_LINE = re.compile(rf"^({'|'.join(KEYS)})[ \t]*:([^\r\n]*)\r?$", re.MULTILINE)
_CONTINUED = re.compile(r"(?:\r?\n[ \t]*)*\r?\n[ \t]+\S")
_COMMENT = r"(?:[ \t]+#[^\r\n]*)?[ \t]*"
_WORD = re.compile(rf"[ \t]+([^\s#'\"{{\[&*!|>%@`,?:-][^\s#]*){_COMMENT}")
_PLAIN = re.compile(rf"[ \t]+([^\s#'\"{{}}\[\]&*!|>%@`,?:-](?:[^\r\n:#]|:(?=\S)|(?<=\S)#)*?)"
                    rf"{_COMMENT}")
_QUOTED = re.compile(rf"[ \t]+(?:\"([^\"\\\x00-\x1f]*)\"|'((?:[^'\x00-\x1f]|'')*)'){_COMMENT}")
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


@dataclass(frozen=True)
class PlainHeader:
    """What a file's plain top-level lines state; None where it has no such line."""

    kind: str | None = None
    id: str | None = None
    system: str | None = None
    name: str | None = None
    period: str | None = None


def plain_header(raw: bytes) -> PlainHeader | None:
    """The five keys' values when the file states each plainly or not at all, else None."""
    try:
        text = _START.sub("", raw.decode("utf-8").removeprefix("\ufeff"), count=1)
    except UnicodeDecodeError:
        return None
    if _ODD_TOP.search(text) or _ODD_BREAK.search(text):
        return None
    found: dict[str, str] = {}
    for line in _LINE.finditer(text):
        key = line[1]
        value = None if key in found or _CONTINUED.match(text, line.end()) \
            else _value(key, line[2])
        if value is None:
            return None
        found[key] = value
    return PlainHeader(**found)


def _value(key: str, rest: str) -> str | None:
    """The value after `key:` on its line, or None when unsure."""
    if key in ("name", "period"):
        quoted = _QUOTED.fullmatch(rest)
        if quoted:
            return quoted[1] if quoted[1] is not None else quoted[2].replace("''", "'")
    plain = (_PLAIN if key in ("name", "period") else _WORD).fullmatch(rest)
    if plain is None or _NOT_TEXT.fullmatch(plain[1]) or _CONTROL.search(plain[1]):
        return None
    if key == "id" and not _ID.fullmatch(plain[1]):
        return None
    return plain[1]
