"""The pasted text, bounded and cleaned, and what each line looks like on its own.

Limits come first, before any line is read: a published page's text is some 30 KB and a few
hundred lines, so a paste larger than `MAX_CHARS`, with more than `MAX_LINES` lines, or
holding NUL bytes (a binary file) is refused with a clear message; a line longer than
`MAX_LINE` is no list's line and is read as text not understood (its quote shortened).
"""

from __future__ import annotations

import re
import unicodedata
from enum import StrEnum

#: The most characters of pasted text read: as many as the bytes of a saved page
#: (`core.page_import.PAGE_MAX_BYTES`), so a page the byte bound lets in is never refused as text.
MAX_CHARS = 2_000_000
MAX_LINES = 20_000
MAX_LINE = 1_000
QUOTE = 120  # the longest line a finding quotes whole; the file's notes quote it all


class Kind(StrEnum):
    """What a line turned into; the import's report counts them."""

    BLANK = "blank"
    TITLE = "title"            # the page's own title, before the first army
    COLUMNS = "columns"        # a column-header line
    LEGEND = "legend"          # the legend of type letters and marks
    CAPTION = "caption"        # a photo caption
    PAGE_NUMBER = "page-number"  # a printed page's number, from a PDF
    COMING = "coming-soon"     # "More lists coming soon"
    HEADING = "heading"
    ROW = "row"
    OPTION = "option"          # an option's prose
    OPTION_ROW = "option-row"
    RULE = "rule"
    NOTE = "note"
    KEPT = "kept-as-note"      # not understood: quoted in the file's notes, and warned
    OUTSIDE = "outside"        # not understood and before any army: warned only
    DROPPED = "no-file"        # under a heading with no rows: that heading is warned


#: Lines the page prints around the lists, known and skipped.
FURNITURE = (Kind.BLANK, Kind.TITLE, Kind.COLUMNS, Kind.LEGEND, Kind.CAPTION, Kind.COMING,
             Kind.PAGE_NUMBER)

_INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\u00ad]")
_NUMBER_DASH = re.compile(r"(?<=\d)\s?[\u2010-\u2015\u2212]\s?(?=\d)")
_TABLE_RULE = re.compile(r"\s*[|¦│]\s*")
_HYPHENATED = re.compile(r"[^\W\d_]-$")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
#: A column header, its words run together or not ('NrTipoMVBUIVDNote e armi da tiro',
#: 'Number Type M VBU I VD Notes and missile weapons'): the columns' letters in a row, with a
#: few words before them (the count, the type) and any after them (notes, weapons).
_COLUMN_RUN = re.compile(r"^\D{0,24}?(?:m|mov|movement|movimento)?vbu"
                         r"(?:i|imp|impetus|impeto)?vd\D{0,60}$")
#: A column header's words, for one printed over two lines ('Nr TYPE M' / 'VBU I VD Notes').
_COLUMN_TOKENS = frozenset({
    "n", "nr", "no", "num", "numero", "qty", "q", "quantity", "quantità", "count", "units",
    "unit", "unità", "truppa", "truppe", "troops", "troop", "type", "tipo", "m", "mov",
    "movement", "movimento", "vbu", "i", "imp", "impetus", "impeto", "vd", "name", "names",
    "nome", "nomi", "notes", "note", "weapons", "weapon", "armi", "arma", "description",
    "descrizione", "and", "e"})
_STRONG_COLUMNS = frozenset({"type", "tipo", "vbu", "vd"})
_LEGEND = re.compile(r"^(?:legend|legenda|key)\b|^\(?[*°]\)?\s*[=:]|^\([*°]\)\s"
                     r"|^(?:FP|FL|T|S|ART|CP|CM|CL|CGP|CGL|CF|EL|W|M|VBU|I|VD|VDT)\s*[=:]\s*"
                     r"[^\W\d_]", re.IGNORECASE)
_CAPTION = re.compile(r"^(?:\d{1,2}\s*mm\b|photo|foto|picture|immagine|figures? by|miniatures?\b|"
                      r"miniature\b|painted by|dipint[ie] da|collection|collezione)", re.IGNORECASE)
#: A short line that names a scale or a figure maker anywhere ('Mirliton 15mm', 'Old Glory
#: miniatures, painted by the author'): a photo caption too.
_CAPTION_ANYWHERE = re.compile(r"\b\d{1,2}\s?mm\b|\bminiatur[ea]s?\b|\bpainted by\b|"
                               r"\bdipint[ie] da\b|\b(?:photo|foto)\b|\bfigures? by\b",
                               re.IGNORECASE)
#: The web page's own links and notices ('back to basic impetus | volver a basic impetus',
#: '| informativa privacy e cookie |', '© Dadi&Piombo'): no list's text.
_CHROME = re.compile(r"^(?:back to (?:basic impetus|impetus|the |top|home|index)|torna (?:a|alla|"
                     r"indietro)\b|volver a\b|home\s*[|»>]|top of page|torna su|©|\(c\)\s|"
                     r"copyright)|\bprivacy\b|\bcookies?\b|"
                     r"\ball rights reserved\b|\btutti i diritti riservati\b", re.IGNORECASE)
_PAGE_NUMBER = re.compile(r"^(?:(?:page|pag\.?|pagina|p\.)\s*)?[-–—]?\s*\d{1,3}\s*[-–—]?"
                          r"(?:\s*(?:/|of|di)\s*\d{1,3})?$", re.IGNORECASE)
_BULLET = re.compile(r"^[•·▪●◦‣]\s*")
_COMING = re.compile(r"coming soon|more lists|to be continued|altre liste|prossimamente|"
                     r"in arrivo|continua\b", re.IGNORECASE)
_TITLE = re.compile(r"basic\s*impetus|https?://|\bwww\.|\bvol(?:ume)?\b\.?\s*\d|\bvolume\b|army\s*lists?|"
                    r"liste\s*(?:d'?\s*)?eserciti|dadi\s*(?:&|e|and)\s*piombo|\bdbi\b",
                    re.IGNORECASE)
OPTION_START = re.compile(
    r"^(?:(?P<ord>\d{1,2})\s*(?:st|nd|rd|th|\^|°|ª|a|o)?\.?\s*|(?P<word>first|second|third|"
    r"fourth|prima|seconda|terza|quarta)\s+)?(?:options?|opzion[ei]|opz)\b\.?\s*(?P<num>\d{1,2})?"
    r"\s*[.:)\-–—]?\s*(?P<rest>.*)$", re.IGNORECASE)
#: An item of a numbered list of options: `1) Change …`, `2. Remove …`, `b) …`.
ENUMERATED = re.compile(r"^\(?(?P<ord>\d{1,2}|[a-e])\s*[).]\s+(?P<rest>\S.*)$")
RULE_START = re.compile(
    r"^(?:special\s+rules?|regol[ae]\s+special[ei])\s*[.:\-–—]?\s*(?P<rest>.*)$", re.IGNORECASE)
NOTE_START = re.compile(r"^(?:notes?|nota|n\.?\s?b\.?)\s*[.:\-–—]\s*(?P<rest>.*)$"
                        r"|^(?:notes?|nota)$",
                        re.IGNORECASE)
OR_WITH = re.compile(r"^(?:or|o|oppure)\s+(?:with|con)\b\s*:?\s*(?P<rest>.*)$", re.IGNORECASE)


def cleaned_line(line: str) -> str:
    """A line as the parser reads it: tabs and odd spaces as spaces, invisible marks gone,
    a PDF's ligatures (ﬁ, ﬂ) and full-width forms as plain letters (NFKC), a table's `|`
    rules as spaces, and a dash between two numbers ('1150–1330') as a hyphen."""
    line = unicodedata.normalize("NFKC", _INVISIBLE.sub("", line))
    line = _CONTROL.sub(" ", line.replace("\t", " "))
    line = _NUMBER_DASH.sub("-", _TABLE_RULE.sub(" ", line))
    line = re.sub(r"\s+", " ", line).strip()
    return _BULLET.sub("", line)


def joined(first: str, second: str) -> str:
    """Two lines of one text as one: a word a PDF hyphenated over the lines ('Gallow-' /
    'glass') joined again, other lines with a space."""
    if _HYPHENATED.search(first) and second[:1].isalpha():
        return first[:-1] + second if second[:1].islower() else first + second
    return f"{first} {second}"


def joined_all(lines) -> str:
    """A paragraph's lines as one text (`joined` two by two)."""
    text = ""
    for line in lines:
        text = joined(text, line) if text else line
    return text.strip()


def furniture(line: str) -> Kind | None:
    """The page's own furniture that a line is, if any (its title only where the caller
    says it can be)."""
    if not line:
        return Kind.BLANK
    letters = re.sub(r"[\s.,:;|/()\-–—]", "", line.lower())
    if len(line) <= 100 and not re.search(r"\d", line) and _COLUMN_RUN.match(letters):
        return Kind.COLUMNS
    words = re.findall(r"[^\W\d_]+", line.lower())
    if len(line) <= 80 and words and set(words) <= _COLUMN_TOKENS \
            and _STRONG_COLUMNS & set(words) and not re.search(r"\d", line):
        return Kind.COLUMNS
    if _LEGEND.search(line):
        return Kind.LEGEND
    if _CAPTION.search(line) or (len(line) <= 80 and _CAPTION_ANYWHERE.search(line)
                                 and not re.search(r"\bV\.?D\.?T\b|\d\s+\d", line)):
        return Kind.CAPTION
    if len(line) <= 120 and _CHROME.search(line):
        return Kind.TITLE
    if _PAGE_NUMBER.match(line):
        return Kind.PAGE_NUMBER
    if len(line) <= 80 and _COMING.search(line):
        return Kind.COMING
    return None


def is_title(line: str) -> bool:
    """The page's title, its publisher or its address: before the first army, and again as
    a PDF's running header on every printed page."""
    return len(line) <= 200 and _TITLE.search(line) is not None


def ordinal(found: re.Match[str]) -> int | None:
    """The number of `1st Option.` / `2^ Opzione` / `Option 2:`, if printed."""
    words = {"first": 1, "prima": 1, "second": 2, "seconda": 2, "third": 3, "terza": 3,
             "fourth": 4, "quarta": 4}
    if found["ord"] or found["num"]:
        return int(found["ord"] or found["num"])
    return words.get((found["word"] or "").lower())
