"""'a' or 'an' before a word the message fills in: "an infantry unit", "an Aspiring",
"an 800-point game"."""

from __future__ import annotations

import re

# Numbers read aloud with a vowel sound first: 8, 11, 18, 80–89, 800…, 11 000, 18 000…
_AN_NUMBER = re.compile(r"^(8|11(\d{3})*$|18(\d{3})*$|11\d{3}|18\d{3})")


def a(word: str) -> str:
    """`word` with its indefinite article."""
    text = str(word)
    first = text[:1].lower()
    if first.isdigit():
        an = bool(_AN_NUMBER.match(text))
    else:
        an = first in "aeio" or (first == "u" and not text.lower().startswith(("uni", "use")))
    return f"{'an' if an else 'a'} {text}"
