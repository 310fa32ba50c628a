"""'Did you mean …?' suggestions, shared by schema errors and unknown codes."""

from __future__ import annotations

import difflib
from collections.abc import Iterable

from listbuilder.core.messages import Phrase
from listbuilder.i18n import N_


def closest(word: str, choices: Iterable[str], n: int = 3) -> list[str]:
    pool = list(choices)
    by_lower = {c.lower(): c for c in pool}
    hits = difflib.get_close_matches(word.lower(), list(by_lower), n=n, cutoff=0.6)
    return [by_lower[h] for h in hits]


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """A sentence to append to a message (a `Phrase`, translated when shown), or '' when
    nothing is close."""
    hits = closest(word, choices)
    if not hits:
        return ""
    quoted = [f"'{h}'" for h in hits]
    if len(quoted) == 1:
        return Phrase(N_(" Did you mean {name}?"), name=quoted[0])
    return Phrase(N_(" Did you mean {names} or {last}?"), names=", ".join(quoted[:-1]),
                  last=quoted[-1])
