"""'Did you mean …?' suggestions, shared by schema errors and unknown codes."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping

from listbuilder.core.messages import Phrase, joined
from listbuilder.i18n import N_

#: difflib's ratio is quadratic in length, and a hostile file can ask for hundreds of hints
#: among hundreds of 64-character ids (400 ms each). Only this many candidates, ranked by a
#: cheap measure, get the full comparison, on at most `COMPARED` characters: then a hint costs
#: about a millisecond whatever the file holds.
SHORTLIST = 10
COMPARED = 32


def closest(word: str, choices: Iterable[str], n: int = 3) -> list[str]:
    by_lower = {c.lower()[:COMPARED]: c for c in choices}
    target = word.lower()[:COMPARED]
    pool = list(by_lower)
    if len(pool) > SHORTLIST:
        near = _pairs(target)
        pool = sorted(pool, key=lambda c: -len(near & _pairs(c)))[:SHORTLIST]

    hits = difflib.get_close_matches(target, pool, n=n, cutoff=0.6)
    return [by_lower[h] for h in hits]


def _pairs(text: str) -> set[str]:
    """The text's letter pairs: shared pairs rank candidates in linear time."""
    return {text[i:i + 2] for i in range(max(1, len(text) - 1))}


def did_you_mean(word: str, choices: Iterable[str],
                 names: Mapping[str, str] | None = None) -> str:
    """A sentence to append to a message (a `Phrase`, translated when shown), or '' when
    nothing is close. With `names` (id → the name people read) the hits are named, not
    quoted: a player reads the list's words, not its keys."""
    hits = closest(word, choices)
    if not hits:
        return ""
    quoted = [names.get(h, f"'{h}'") if names else f"'{h}'" for h in hits]
    if len(quoted) == 1:
        return Phrase(N_(" Did you mean {name}?"), name=quoted[0])
    return Phrase(N_(" Did you mean {names} or {last}?"), names=joined(quoted[:-1]),
                  last=quoted[-1])
