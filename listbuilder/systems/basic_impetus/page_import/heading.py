"""An army's heading: name and period, the stated VDT and its variants, a revision note.

Printed as `French 1150-1330 AD (VDT=16/8)`, `(VDT=16/8 if without options)`,
`(VDT=16/8 or VDT=18/9 with Carroccio)`, `(VDT=17/9 o 19/10 se con opzione)`,
`(VDT=17/9 o con opzione VDT=19/10)`, then perhaps `revised March 11 2008` or `updated 3 April
09`. The name keeps the publisher's spelling; a name printed in capitals is written as a name
is ('ITALIAN CITY STATES XII Cent.' gives 'Italian City States XII Cent.').
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from listbuilder.systems.api import _

_VDT = re.compile(r"\bV\.?\s*D\.?\s*T\.?\s*[=:]?\s*(?P<vdt>\d{1,3})(?:\s*/\s*(?P<brk>\d{1,3}))?",
                  re.IGNORECASE)
_PARENS = re.compile(r"[(\[]([^()\[\]]*\bV\.?\s*D\.?\s*T\b[^()\[\]]*)[)\]]", re.IGNORECASE)
_REVISION = re.compile(
    r"[-–—,;(]?\s*\b(?P<word>revised|updated|update|rev\.|revisione|revisionata|revisionato|"
    r"aggiornat[oa]|aggiornamento)\s*(?:on|il|al|:)?\s*(?P<date>[^()]*?)\s*\)?\s*$",
    re.IGNORECASE)
_PERIOD = re.compile(r"\b(?:c\.\s*)?\d{2,4}\s*(?:BC|AD|a\.?C\.?|d\.?C\.?)?\s*[-–—]\s*"
                     r"\d{2,4}\s*(?:BC|AD|a\.?C\.?|d\.?C\.?)?"
                     # 'XIII Cent.', '12th century', 'XII sec.', 'XII-XIII secolo'
                     r"|\b(?:[IVX]{1,6}|\d{1,2}(?:st|nd|rd|th|°|\^)?)(?:\s*[-–—]\s*(?:[IVX]{1,6}|"
                     r"\d{1,2}(?:st|nd|rd|th)?))?\s+(?:cent\b\.?|century|centuries|sec\b\.?|"
                     r"secolo|secoli)", re.IGNORECASE)
#: A last word whose full stop is its own ('XII Cent.', 'c.'), kept on the name.
_ABBREVIATED = re.compile(r"\b(?:cent|sec|ca|c|[ad]\.\s?C)$", re.IGNORECASE)
_NUMERIC_DATE = re.compile(r"\b(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})\b")
_MONTHS = {name: n for n, names in enumerate([
    ("january", "jan", "gennaio", "gen"), ("february", "feb", "febbraio"),
    ("march", "mar", "marzo"), ("april", "apr", "aprile"), ("may", "maggio", "mag"),
    ("june", "jun", "giugno", "giu"), ("july", "jul", "luglio", "lug"),
    ("august", "aug", "agosto", "ago"), ("september", "sep", "sept", "settembre", "set"),
    ("october", "oct", "ottobre", "ott"), ("november", "nov", "novembre"),
    ("december", "dec", "dicembre", "dic")], start=1) for name in names}


@dataclass(frozen=True)
class StatedTotal:
    """One VDT the heading states, with the words that say when it holds."""

    vdt: int
    break_at: int | None
    qualifier: str  # '' for the plain list; 'if without options', 'with Carroccio', …


@dataclass
class Heading:
    line: int
    text: str
    name: str
    period: str | None = None
    totals: list[StatedTotal] = field(default_factory=list)
    revised: str | None = None
    #: No heading is printed (a picture on the web page): `name` is a placeholder.
    placeholder: bool = False


def placeholder_name(number: int) -> str:
    """The name of an army whose heading the copied text lacks, until the player gives it."""
    return _("Army {number} of the page", number=number)


def has_period(text: str) -> bool:
    """Whether the text names a period ('1150-1330 AD', 'XIII Cent.'): a heading's mark."""
    return _PERIOD.search(text) is not None


def looks_like_heading(text: str) -> bool:
    """A line that states a VDT reads as a heading even with no rows under it."""
    return _VDT.search(text) is not None


def read_heading(text: str, line: int) -> Heading:
    rest = text.strip()
    revised = None
    found = _REVISION.search(rest)
    if found and re.search(r"\d", found["date"]):
        revised = iso_date(found["date"])
        rest = rest[:found.start()].strip()
    totals: list[StatedTotal] = []
    parens = _PARENS.search(rest)
    if parens:
        totals = read_totals(parens[1])
        rest = (rest[:parens.start()] + rest[parens.end():]).strip()
    else:
        bare = _VDT.search(rest)
        if bare:
            totals = read_totals(rest[bare.start():])
            rest = rest[:bare.start()].strip()
    name = _unshouted(re.sub(r"\s+", " ", rest).strip(" -–—:,.;")) or "Army"
    if _ABBREVIATED.search(name) and rest.rstrip(" -–—:,;").endswith("."):
        name += "."  # '1150-1330 d.C.', 'XIII Cent.': the abbreviation's own full stop
    period = _PERIOD.search(name)
    return Heading(line, text, name, period[0].strip() if period else None, totals, revised)


_SMALL_WORDS = frozenset({"and", "or", "of", "the", "with", "in", "e", "o", "di", "del", "della",
                          "dei", "degli", "con"})
_KEPT_CAPITALS = re.compile(r"^(?:AD|BC|A\.?C\.?|D\.?C\.?|[IVX]+)$")


def _unshouted(name: str) -> str:
    """A heading printed in capitals ('WALLACE AND BRUCE SCOTS', 'ITALIAN CITY STATES XII
    Cent.') as a name is written ('Wallace and Bruce Scots', 'Italian City States XII
    Cent.'): its words in capitals, when they are most of its letters; era marks and Roman
    numerals stay in capitals, words printed in small letters stay as printed."""
    letters = [c for c in name if c.isalpha()]
    capitals = [c for c in name if c.isupper()]
    if len(letters) < 4 or len(capitals) * 3 < len(letters) * 2:
        return name
    words = []
    for n, word in enumerate(name.split(" ")):
        if _KEPT_CAPITALS.match(word) or any(c.islower() for c in word):
            words.append(word)
        elif n and word.lower() in _SMALL_WORDS:
            words.append(word.lower())
        else:
            words.append(re.sub(r"[^\W\d_]+", lambda m: m[0].capitalize(), word))
    return " ".join(words)


def read_totals(text: str) -> list[StatedTotal]:
    """Every `a/b` (or `VDT=a`) in the parenthesis, with the words that say when it holds.

    The words between two totals are parted at 'or' (`o`, `oppure`) or a comma: those before
    belong to the total before ('16/8 if without options, 18/9 with Carroccio'), those after
    to the total after ('17/9 o con opzione 19/10'). With no such word between them, they are
    the total before's ('17/9 with option 19/10' is no page's wording)."""
    text = re.sub(r"\bV\.?\s*D\.?\s*T\.?\s*[=:]?\s*", "", text, flags=re.IGNORECASE)
    pairs = list(re.finditer(r"(?<![\d/])(?P<vdt>\d{1,3})(?:\s*/\s*(?P<brk>\d{1,3}))?(?![\d/])",
                             text))
    before: list[str] = [""] * len(pairs)
    after: list[str] = [""] * len(pairs)
    for i, pair in enumerate(pairs):
        end = pairs[i + 1].start() if i + 1 < len(pairs) else len(text)
        words = text[pair.end():end]
        if i + 1 < len(pairs):
            parted = _SEPARATOR.search(words)
            if parted:
                before[i + 1] = _trimmed(words[parted.end():])
                words = words[:parted.start()]
        after[i] = _trimmed(words)
    if pairs:
        before[0] = _trimmed(text[:pairs[0].start()])
    return [StatedTotal(int(pair["vdt"]), int(pair["brk"]) if pair["brk"] else None,
                        " ".join(filter(None, [before[i], after[i]])))
            for i, pair in enumerate(pairs)]


#: What parts two stated totals: 'or', 'o', 'oppure', a comma or a semicolon.
_SEPARATOR = re.compile(r"\s*(?:[,;]\s*(?:\b(?:or|o|oppure)\b)?|\b(?:or|o|oppure)\b)\s*",
                        re.IGNORECASE)


def _trimmed(words: str) -> str:
    return re.sub(r"^[\s,;:]+|[\s,;:]+$", "", words)


def iso_date(printed: str) -> str:
    """`March 11 2008` -> `2008-03-11`, `April 2009` -> `2009-04`, `3 April 09` ->
    `2009-04-03`; a date it cannot read is kept as printed."""
    numeric = _NUMERIC_DATE.search(printed)
    if numeric:  # '11/03/2008', '11.3.08': day first, as the (Italian) publisher writes
        d, m, y = (int(n) for n in numeric.groups())
        y += 2000 if y < 100 else 0
        if 1 <= d <= 31 and 1 <= m <= 12 and 1990 <= y <= 2099:
            return f"{y}-{m:02d}-{d:02d}"
    words = re.findall(r"[A-Za-zàèéìòù]+|\d+", printed.lower())
    month = next((_MONTHS[w] for w in words if w in _MONTHS), None)
    numbers = [w for w in words if w.isdigit()]
    if month is None:
        return printed.strip()
    year = next((n for n in numbers if len(n) == 4), None)
    rest = [n for n in numbers if n != year]
    if year is None and rest:
        year, rest = "20" + rest[-1].zfill(2), rest[:-1]
    if year is None:
        return printed.strip()
    day = next((int(n) for n in rest if 1 <= int(n) <= 31), None)
    return f"{year}-{month:02d}" + (f"-{day:02d}" if day else "")
