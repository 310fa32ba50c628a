"""Share codes: a whole army as one short, URL-safe line a player can paste anywhere.

`LB1.` then the army's fields (the list id, the list data stamp, every choice and the notes,
these cut to `MAX_NOTES` characters to keep codes short) as compact JSON, deflated and
base64url-encoded. A code may leave the notes out (`without_notes`: a roster's QR code holds
no more than 2,331 bytes): it says so with `"notes": null`, which no whole code holds (an
empty field is never written) and which an earlier listbuilder reads as an army without notes.
Decoding never trusts the code: its size is bounded before and after inflating, and a code
that is damaged or not ours gets a plain sentence, never a traceback.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from dataclasses import dataclass
from typing import Any

from listbuilder.core.exit_status import CommandError
from listbuilder.core.phrases import Phrase
from listbuilder.i18n import N_, _

PREFIX = "LB1."
MAX_CODE = 20_000  # characters: far more than any army needs
MAX_JSON = 200_000  # bytes once inflated: a deflate bomb stops here
MAX_NOTES = 2_000  # characters of the army's notes a code carries: half a page
#: A code of a later format ("LB2."): said to be from a newer listbuilder, not "not ours".
LATER_PREFIX = re.compile(r"LB([2-9]|[1-9][0-9]+)\.")
MAX_DEPTH = 16  # levels of nesting: an army's data has at most five


class ShareCodeError(CommandError, ValueError):
    """A code that cannot be read; the message says why, for the player, in their language
    (exit 2 on the command line; `phrase`: the same, to carry into a finding, translated
    when that is shown)."""

    def __init__(self, phrase: Phrase | str) -> None:
        super().__init__(phrase.text() if isinstance(phrase, Phrase) else phrase)
        self.phrase = phrase

    def __str__(self) -> str:
        return self.phrase.text() if isinstance(self.phrase, Phrase) else self.phrase


@dataclass(frozen=True)
class Shared:
    data: dict[str, Any]  # the army file's fields, as the file would hold them
    notes_left_out: bool = False  # a code made by `without_notes`: the army had notes


def encode(army: dict[str, Any], list_stamp: str | None = None) -> str:
    """The code for an army given as its file's data; `list_stamp` fills a missing stamp, so
    the importer can tell when its list differs from the sharer's."""
    data = {k: v for k, v in army.items() if v not in (None, [], {})}
    if isinstance(data.get("notes"), str):
        data["notes"] = shared_notes(data["notes"])
    if list_stamp and not data.get("list_stamp"):
        data["list_stamp"] = list_stamp
    return _packed(data)


def _packed(data: dict[str, Any]) -> str:
    raw = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return PREFIX + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


def without_notes(code: str) -> str | None:
    """The code with every note left out, the army's and each unit's, and marked so; None
    for a code that holds no notes. For a QR code that the notes would make too long: the
    page it is printed on shows them."""
    data = decode(code).data
    bare = _noteless(data)
    if bare == data:
        return None
    return _packed({**bare, "notes": None})


def _noteless(value: Any) -> Any:
    """The data without a `notes` field at any depth: in an army file every one is the
    player's own (the army's, a unit's, a hero's)."""
    if isinstance(value, dict):
        return {k: _noteless(v) for k, v in value.items() if k != "notes"}
    if isinstance(value, list):
        return [_noteless(v) for v in value]
    return value


def shared_notes(notes: str) -> str:
    """The notes as a code carries them: whole, or cut at a word to `MAX_NOTES` characters
    and saying so at their end."""
    if len(notes) <= MAX_NOTES:
        return notes
    kept = notes[:MAX_NOTES]
    kept = kept[:kept.rfind(" ")] if " " in kept[MAX_NOTES // 2:] else kept
    return kept.rstrip() + "\n" + _("[The notes were cut here to keep the share code short.]")


def decode(code: str) -> Shared:
    code = "".join(code.split())  # pasted codes pick up line breaks and spaces
    if later := LATER_PREFIX.match(code):
        raise ShareCodeError(Phrase(N_("This share code was made by a newer listbuilder "
                                       "(format {format}); update listbuilder to read it."),
                                    format=later.group(0)))
    if not code.startswith(PREFIX):
        raise ShareCodeError(Phrase(N_("This is not a listbuilder share code: a code starts "
                                       "with '{prefix}' (copy it again from `listbuilder "
                                       "share`)."), prefix=PREFIX))
    if len(code) > MAX_CODE:
        raise ShareCodeError(Phrase(N_("The share code is too long ({n} characters); it is "
                                       "not one listbuilder wrote."), n=len(code)))
    body = code[len(PREFIX):]
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_JSON)
        if inflater.unconsumed_tail or not inflater.eof:
            raise ShareCodeError(_too_large())
        data = json.loads(raw.decode("utf-8"))
    except RecursionError:  # '[[[[…' nested past Python's limit
        raise ShareCodeError(_too_large()) from None
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError) as exc:
        if isinstance(exc, ShareCodeError):
            raise
        raise ShareCodeError(Phrase(N_("The share code is damaged (a character is missing or "
                                       "mistyped); copy the whole code again."))) from None
    if _too_deep(data):  # an army is a few levels deep; deeper would only strain the writer
        raise ShareCodeError(_too_large())
    if not isinstance(data, dict) or data.get("kind") != "army":
        raise ShareCodeError(Phrase(N_("The share code does not hold an army.")))
    left_out = "notes" in data and data["notes"] is None
    if left_out:
        del data["notes"]
    return Shared(data, left_out)


def _too_large() -> Phrase:
    return Phrase(N_("The share code is damaged: it is cut short or too large. Copy the whole "
                     "code again."))


def _too_deep(data: Any) -> bool:
    """Nested deeper than `MAX_DEPTH`, checked without recursion."""
    level = [data]
    for _depth in range(MAX_DEPTH):
        level = [child for value in level if isinstance(value, dict | list)
                 for child in (value.values() if isinstance(value, dict) else value)]
        if not level:
            return False
    return True
