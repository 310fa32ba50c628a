"""The pieces a finding's or a view's text is made of that are translated when shown: terms
(`Word`), pieces of sentence (`Phrase`), the army's and list's things by id (`Ref`, named by
the edge that shows them: `naming`), and `translated`, which renders a template in the
reader's language; `said()` renders any text the view carries at the edge (the window, the
command line's text, the PDFs, the Markdown). Apart from `messages` so that
`Diagnostic.text()` can render without importing the registry that makes diagnostics.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Protocol

from listbuilder.i18n import _, ngettext, pgettext
from listbuilder.i18n.words import list_word, term


class Word(str):
    """A field value that is itself a term to translate when shown (a unit type, a weapon):
    the English text is the catalogue key, so declare it with `N_()` where it is defined."""

    __slots__ = ()


class InContext(Word):
    """A term whose catalogue entry has a context (declared with `pN_()`), where the same
    English word is another term elsewhere: the skirmish rule "Pike" is not Basic Impetus's
    "Pike" trait."""

    context: str

    def __new__(cls, context: str, word: str) -> InContext:
        term = super().__new__(cls, word)
        term.context = context
        return term

    def __reduce__(self) -> tuple[type[InContext], tuple[str, str]]:
        return InContext, (self.context, str(self))

    def text(self) -> str:
        return pgettext(self.context, self)


class Phrase(str):
    """A field value that is a piece of sentence the code chooses (a reason, a 'did you
    mean' hint): the English rendering as a string, so messages format it as they would
    text, plus its own template and fields so `shown()` can translate it. Declare the
    template with `N_()`; `Phrase.counted()` gives a counted piece ("3 units")."""

    template: str
    plural: str | None
    fields: tuple[tuple[str, object], ...]

    def __new__(cls, template: str, /, **fields: object) -> Phrase:
        return cls._made(template, None, fields)

    @classmethod
    def counted(cls, singular: str, plural: str, n: int, /, **fields: object) -> Phrase:
        return cls._made(singular, plural, {"n": n, **fields})

    @classmethod
    def _made(cls, template: str, plural: str | None, fields: dict[str, object]) -> Phrase:
        english = template if plural is None or fields.get("n") == 1 else plural
        phrase = super().__new__(cls, english.format(**fields))
        phrase.template, phrase.plural = template, plural
        phrase.fields = tuple(sorted(fields.items()))
        return phrase

    def text(self) -> str:
        return translated(self.template, self.plural, self.fields)

    def __getnewargs_ex__(self) -> tuple[tuple[str], dict[str, object]]:
        # Copied (or pickled) as the text it is, even with braces in it; the template and
        # fields come back with the rest of the state.
        return ("{text}",), {"text": str(self)}


class Quoted(str):
    """A field value quoted exactly as a file writes it, in any language (a list's English
    text named by a finding about its translation): never translated when shown."""

    __slots__ = ()


class Lowered(str):
    """A word in lower case inside a sentence ("Aspiring hero (infantry)"): the English in
    lower case as the string, shown as the rules' word or the list's own word (`word`, as
    the list writes it) in the reader's language, lower-cased the same way."""

    word: str

    def __new__(cls, word: str) -> Lowered:
        lowered = super().__new__(cls, word.lower())
        lowered.word = word
        return lowered

    def __getnewargs__(self) -> tuple[str]:
        return (self.word,)

    def text(self) -> str:
        for word in (self, self.word):
            shown = term(word)
            if shown != word:
                return shown[:1].lower() + shown[1:]
        return str(self)


#: The kinds of things a finding names by `Ref`.
UNIT, OPTION, ROW, WEAPON, RULE = "unit", "option", "row", "weapon", "rule"

#: How the edge that shows findings names a `Ref` (None: as the ref's own name).
Naming = Callable[["Ref"], str | None]
_NAMING: ContextVar[Naming | None] = ContextVar("naming", default=None)


class Ref(str):
    """A unit, option, list row or weapon a finding names, typed: the English name as the
    string (the message's English, `--format json`), with its kind and its id in the files,
    so that each edge names it as its reader sees it (`naming`: the window's and the printed
    label "Knights 2", the list's word in the reader's language). Without a naming, its own
    name shown as a field value is (`name`: a `Word` of the rules or a list's name)."""

    kind: str
    key: str
    name: str

    def __new__(cls, kind: str, key: str, name: str) -> Ref:
        ref = super().__new__(cls, name)
        ref.kind, ref.key, ref.name = kind, key, name
        return ref

    def __getnewargs_ex__(self) -> tuple[tuple[str, str, str], dict[str, object]]:
        return (self.kind, self.key, self.name), {}

    def text(self) -> str:
        naming = _NAMING.get()
        named = naming(self) if naming is not None else None
        return named if named is not None else str(shown(self.name))


class Listed(Protocol):
    """An entry of a list or an army with an id and a name (a row, a type, a variant…)."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...


def ref_of(thing: Listed, kind: str = ROW) -> Ref:
    """A list's entry (or an army's, by `kind`) as a finding names it."""
    return Ref(kind, thing.id, thing.name)


@contextmanager
def naming(names: Naming) -> Iterator[None]:
    """Findings rendered inside name their `Ref`s by `names` (each edge sets its own)."""
    token = _NAMING.set(names)
    try:
        yield
    finally:
        _NAMING.reset(token)


def joined(values: Iterable[object], separator: str = ", ") -> Phrase:
    """Several field values as one ("Sling, Crossbow B"), each shown in the current language
    when the whole is (a `Word` translated, a `Phrase` rendered)."""
    items = list(values)
    template = separator.join(f"{{v{i}}}" for i in range(len(items)))
    return Phrase(template, **{f"v{i}": v for i, v in enumerate(items)})


def shown(value: object) -> object:
    """A field value as people read it in the current language."""
    if isinstance(value, Phrase | Lowered | InContext | Ref):
        return value.text()
    if isinstance(value, Word):
        return _(value)
    # A list's own word (a unit's or an option's name): its overlay's, in the language.
    if isinstance(value, str) and not isinstance(value, Quoted):
        return list_word(value)
    return value


def said(text: str) -> str:
    """A text the view carries, in the reader's language: a `Phrase` rendered, a `Quoted`
    text as written, a `Word` or a plain word of the rules or of a list looked up whole."""
    if isinstance(text, Phrase | Lowered | InContext | Ref):
        return text.text()
    if isinstance(text, Quoted):
        return str(text)
    return term(text)


def translated(template: str, plural: str | None,
               fields: Iterable[tuple[str, object]]) -> str:
    """`template` (or its plural for the field `n`) in the current language, fields shown."""
    values = {k: shown(v) for k, v in fields}
    if plural is None:
        return _(template, **values)
    n = values.pop("n")
    assert isinstance(n, int)
    return ngettext(template, plural, n, **values)
