"""Output a terminal or CI log can always take: encodable, and never interpreted.

File names may not be valid UTF-8, consoles may be cp1252, and list files may hold escape
sequences (`\\x1b[2J`) or bidirectional overrides that would rewrite what a reader sees.
Every line the command line prints passes through `SafeStream`: control characters other
than newline and tab are written as `\\u001b`-style escapes, and so are characters the stream
cannot encode (`\\u00e9` for é on an ASCII pipe; a character beyond the Basic Multilingual
Plane as its UTF-16 pair, `\\ud83c\\udff0`). Those are JSON's own escapes, so `--format json`
and `github` stay valid on any console: `json.loads` gives back the very text.
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from collections.abc import Sequence
from typing import Any, TextIO

from listbuilder.core.exit_status import CommandError
from listbuilder.i18n import _

# C0 controls but tab and newline, DEL, C1 controls, and the bidirectional controls.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def json_escape(char: str) -> str:
    """`char` as a JSON string escapes it: `\\u00e9`; past U+FFFF its UTF-16 pair."""
    code = ord(char)
    if code > 0xFFFF:
        code -= 0x10000
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"
    return f"\\u{code:04x}"


def _escape(match: re.Match[str]) -> str:
    return json_escape(match.group())


def _escape_unencodable(error: UnicodeError) -> tuple[str, int]:
    """The codec error handler `ESCAPES`: what a stream cannot encode, as JSON escapes."""
    if not isinstance(error, UnicodeEncodeError):  # pragma: no cover - only encoding uses it
        raise error
    return "".join(map(json_escape, error.object[error.start:error.end])), error.end


ESCAPES = "listbuilder-json-escapes"
codecs.register_error(ESCAPES, _escape_unencodable)


def safe_text(text: str, encoding: str | None = "utf-8") -> str:
    text = _UNSAFE.sub(_escape, text)
    codec = encoding or "utf-8"
    try:
        text.encode(codec)
    except UnicodeEncodeError:  # also lone surrogates from undecodable file names
        text = text.encode(codec, errors=ESCAPES).decode(codec)
    except LookupError:  # pragma: no cover - an encoding Python does not know
        text = text.encode("ascii", errors=ESCAPES).decode("ascii")
    return text


class OutputFailed(CommandError):
    """The output could not be written (a full disk, `> /dev/full`): the user's to fix, not a
    bug (exit 2). A reader that left (`| head`) stays a BrokenPipeError."""

    def __init__(self, reason: str) -> None:
        super().__init__(_("cannot write the output: {reason}", reason=reason))
        self.reason = reason


class SafeStream:
    """A command's standard output or error (`streams.Streams` makes them)."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        try:
            self.stream.write(safe_text(text, getattr(self.stream, "encoding", None)))
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise OutputFailed(str(exc.strerror or exc)) from exc
        return len(text)

    def flush(self) -> None:
        try:
            self.stream.flush()
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise OutputFailed(str(exc.strerror or exc)) from exc

    def __getattr__(self, name: str) -> Any:  # flush, fileno, isatty, encoding, ...
        return getattr(self.stream, name)


def display_width(text: str) -> int:
    """Columns `text` takes in a terminal: a combining mark or zero-width character none, an
    East Asian wide character two, any other one (not `len()`: "é" may be two code points)."""
    return sum(_char_width(c) for c in text)


def _char_width(char: str) -> int:
    if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def ljust_display(text: str, width: int) -> str:
    """`text` padded with spaces to `width` terminal columns (`str.ljust` counts code points)."""
    return text + " " * max(0, width - display_width(text))


def table(header: tuple[str, ...], rows: Sequence[tuple[str, ...]]) -> str:
    """Columns padded to their widest cell; the last one is left as it is."""
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header) - 1)]
    return "\n".join("  ".join([*(cell.ljust(w) for cell, w in zip(r, widths, strict=False)),
                                r[-1]]) for r in [header, *rows])
