"""A list's words in the player's language: one overlay file per list and language.

The lists are written in English (the publisher's names, our short rule notes). An overlay
gives each of those texts in one language; a bundled list's overlay is package data
(`listbuilder/locale/<lang>/lists/<list id>.yaml`), a player's list keeps its overlays in its
own folder (`<folder>/locale/<lang>/<list id>.yaml`, read for the lists of that folder):

    kind: army-list-words
    format: 1
    list: szwadron/example-napoleonic
    language: pl
    words:
      Line infantry battalion: Batalion piechoty liniowej
    published: []          # names kept as the book prints them (Basic Impetus units)

Entries are keyed by the list's own English text, not by ids: the list file stays
byte-identical (its stamp, which armies record, does not change when a translation is added),
and a text changed in the list no longer matches its old translation, so the player reads the
new English words rather than a stale translation of a rule that changed (and `validate`
reports the overlay entry as stale). A missing or broken entry falls back to the list's words.

`--format json` never reads overlays: the view keeps the list's English; the printers show
each list word through `listbuilder.i18n.list_overlays.word()` (via `listbuilder.i18n.words`);
this module checks overlay files for `validate`.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from listbuilder.core.diagnostics import Diagnostic, Span
from listbuilder.core.messages import Message, Phrase, Quoted
from listbuilder.i18n import LANGUAGES, N_, SOURCE_LANGUAGE
from listbuilder.storage import messages

if TYPE_CHECKING:
    from listbuilder.storage.yaml_source import ParsedYaml

KIND = "army-list-words"
FORMAT = 1
#: Keys of a list whose text values a player reads: names and rule texts. Ids, numbers,
#: the source's bibliographic fields and the list's long notes are not translated here.
TEXT_KEYS = frozenset({"name", "text", "rules"})
SKIPPED_KEYS = frozenset({"source", "notes", "id", "edition", "period"})
#: Bounds: an overlay holds one list's words, each a name or a few sentences.
MAX_WORDS = 2000
MAX_TEXT = 2000

OVERLAYS_DIR = Path(__file__).resolve().parent.parent / "locale"


def list_texts(data: Any, top: bool = True) -> Iterator[str]:
    """Every text of a list file's data a player reads (names and rule texts, and the book's
    names the Markdown's footer prints: the edition, the source's publisher and title), in
    file order."""
    if isinstance(data, dict):
        if top:
            yield from (v for v in _book_texts(data) if v)
        for key, value in data.items():
            if key in SKIPPED_KEYS:
                continue
            if key in TEXT_KEYS and isinstance(value, str):
                yield value
            else:
                yield from list_texts(value, top=False)
    elif isinstance(data, list):
        for item in data:
            yield from list_texts(item, top=False)


def _book_texts(data: dict[Any, Any]) -> list[Any]:
    source = data.get("source")
    source = source if isinstance(source, dict) else {}
    texts = [data.get("edition"), source.get("publisher"), source.get("title")]
    return [text for text in texts if isinstance(text, str)]


class Overlay:
    """One overlay file read: its usable words, and what is wrong with it, located."""

    def __init__(self, path: str, parsed: ParsedYaml) -> None:
        self.path = path
        self.parsed = parsed
        self.list_id: str | None = None
        self.language: str | None = None
        self.words: dict[str, str] = {}
        self.published: set[str] = set()
        self.problems: list[Diagnostic] = list(parsed.diagnostics)
        if parsed.root is not None and not parsed.diagnostics:
            self._read(parsed.data)

    def _problem(self, path: tuple[Any, ...], message: Message, **fields: Any) -> None:
        self.problems += self.parsed.locate([message(path, **fields)])

    def _read(self, data: Any) -> None:
        if not isinstance(data, dict):
            self._problem((), messages.WORDS_BAD_VALUE, key="kind",
                          expected=repr(KIND))
            return
        for key, expected in (("kind", KIND), ("format", FORMAT)):
            if data.get(key) != expected:
                self._problem((key,), messages.WORDS_BAD_VALUE, key=key, expected=repr(expected))
        list_id, language = data.get("list"), data.get("language")
        if isinstance(list_id, str) and 0 < len(list_id) <= 200:
            self.list_id = list_id
        else:
            self._problem(("list",), messages.WORDS_BAD_VALUE, key="list",
                          expected=Phrase(N_("the id of the list it translates")))
        if language in LANGUAGES and language != SOURCE_LANGUAGE:
            self.language = language
        else:
            others = ", ".join(sorted(set(LANGUAGES) - {SOURCE_LANGUAGE}))
            self._problem(("language",), messages.WORDS_BAD_VALUE, key="language",
                          expected=others)
        self._read_words(data.get("words"))
        published = data.get("published", [])
        if isinstance(published, list) and len(published) <= MAX_WORDS:
            for i, name in enumerate(published):
                if isinstance(name, str):
                    self.published.add(name)
                else:
                    self._problem(("published", i), messages.WORDS_BAD_VALUE,
                                  key="published", expected=Phrase(N_("a list of names")))
        else:
            self._problem(("published",), messages.WORDS_BAD_VALUE, key="published",
                          expected=Phrase(N_("a list of names")))
        for key in data:
            if key not in {"kind", "format", "list", "language", "words", "published"}:
                self.problems += self.parsed.locate(
                    [messages.WORDS_UNKNOWN_KEY((key,), key=str(key))], key_codes=frozenset(
                        {messages.WORDS_UNKNOWN_KEY.code}))

    def _read_words(self, words: Any) -> None:
        if not isinstance(words, dict) or len(words) > MAX_WORDS:
            self._problem(("words",), messages.WORDS_BAD_VALUE, key="words",
                          expected=Phrase(N_("a mapping of the list's texts to their "
                                               "translations, at most {limit}"),
                                            limit=MAX_WORDS))
            return
        for english, text in words.items():
            if isinstance(english, str) and isinstance(text, str) and text.strip() \
                    and len(text) <= MAX_TEXT and len(english) <= MAX_TEXT:
                self.words[english] = text
            else:  # this entry falls back to the list's own words
                self._problem(("words", english), messages.WORDS_BAD_ENTRY,
                              text=_quoted(english), limit=MAX_TEXT)

    def against(self, list_data: Any) -> list[Diagnostic]:
        """Entries the list does not have (stale), and the list's texts without an entry. The
        book's names (edition, publisher, title) may be given but are never reported missing:
        a list names its book as the book is called."""
        known = set(list_texts(list_data))
        books = set(_book_texts(list_data)) if isinstance(list_data, dict) else set()
        texts = [text for text in dict.fromkeys(list_texts(list_data)) if text not in books]
        found = [d for english in self.words if english not in known
                 for d in self.parsed.locate([messages.WORDS_STALE(
                     ("words", english), text=_quoted(english))], key_codes=frozenset(
                     {messages.WORDS_STALE.code}))]
        found += self.parsed.locate([messages.WORDS_MISSING(("words",), text=_quoted(t))
                                     for t in texts
                                     if t not in self.words and t not in self.published])
        return found


def _quoted(text: object) -> Quoted:
    """A list's text as a finding quotes it: as written, a long one cut with '…'."""
    text = str(text)
    return Quoted(text if len(text) <= 80 else text[:79] + "…")


def read_overlay(path: str | Path) -> Overlay:
    from listbuilder.storage.loading import read_bounded
    from listbuilder.storage.yaml_source import ParsedYaml, parse_bytes

    raw, problems = read_bounded(path)
    if raw is None:
        overlay = Overlay(str(path), ParsedYaml(str(path), diagnostics=problems))
        return overlay
    return Overlay(str(path), parse_bytes(raw, str(path)))


def is_overlay(data: Any) -> bool:
    return isinstance(data, dict) and data.get("kind") == KIND


def check_overlay(path: str | Path, list_data: Any | None, list_path: str | Path | None = None
                  ) -> list[Diagnostic]:
    """What `validate` says of an overlay file: its own problems, where it lies, then against
    its list (`list_data`, the list file's data, or None for a list it cannot find, read from
    `list_path`)."""
    overlay = read_overlay(path)
    found = list(overlay.problems)
    if overlay.language is not None and not is_read(Path(path), overlay.language, list_path):
        found += overlay.parsed.locate([messages.WORDS_NOT_READ(
            ("language",), language=overlay.language)])
    if overlay.list_id is not None:
        if list_data is None:
            found += overlay.parsed.locate([messages.WORDS_UNKNOWN_LIST(
                ("list",), list=overlay.list_id)])
        else:
            found += overlay.against(list_data)
    return [d if d.span is not None else d.at(Span(str(path), 1, 1)) for d in found]


def is_read(path: Path, language: str, list_path: str | Path | None = None) -> bool:
    """Whether the program reads this overlay: a bundled one under the package's
    `locale/<lang>/lists/`, a player's under `<folder>/locale/<lang>/` beside (or above) the
    list it translates, in `<folder>` (when that list's file is known)."""
    path = path.resolve()
    if path.is_relative_to(OVERLAYS_DIR / language / "lists"):
        return True
    for locale in path.parents:
        if locale.name == language and locale.parent.name == "locale":
            folder = locale.parent.parent
            return list_path is None or Path(list_path).resolve().is_relative_to(folder)
    return False
