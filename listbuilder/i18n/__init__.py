"""Translated text for every layer: one gettext mechanism, one active language per process.

Why gettext for everything, Qt widgets included: the command line, the findings and the PDFs
run without Qt, so their catalogues cannot be Qt's `.qm` files; gettext's `.po` is what
translators' tools (Poedit, Weblate, Lokalize) read, it has real plural forms (three in Polish
and Russian), and Python reads its compiled `.mo` with the standard library. The editor's
`tr()` calls reach the same catalogues through `listbuilder.app.look.qt_i18n`, which installs a
QTranslator that answers from them, next to Qt's own `qtbase_<lang>.qm` for Qt's dialogs. One
catalogue per language, one glossary (docs/glossary.yaml), one completeness test.

Messages use named placeholders, `_("{path}: cannot read the file", path=p)`, so a
translation may reorder them; `N_()` marks text declared now and translated when shown, which
is how a message registry declares its templates. Machine output (JSON, GitHub annotations,
codes) must not go through these functions: it stays English.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from listbuilder.i18n.gettext_catalog import translations
from listbuilder.i18n.languages import (
    LANGUAGE_NAMES,
    LANGUAGES,
    SOURCE_LANGUAGE,
    SYSTEM,
    Choice,
    choose_language,
)

__all__ = ["LANGUAGES", "LANGUAGE_NAMES", "N_", "N_plural", "SOURCE_LANGUAGE", "Choice", "_",
           "choose_language", "current", "current_choice", "ngettext", "pgettext", "plural_forms",
           "speaking", "use"]

_choice = Choice(SOURCE_LANGUAGE, SYSTEM)


def use(choice: Choice | str) -> None:
    """Speak this language from now on (the CLI calls it once, before building its parser)."""
    global _choice
    choice = choice if isinstance(choice, Choice) else Choice(choice, SYSTEM)
    if choice.language not in LANGUAGES:
        raise ValueError(f"unsupported language {choice.language!r}")
    _choice = choice


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Speak `language` inside the block only: a PDF in the language its dialog chose, or
    English for output that programs read."""
    global _choice
    previous = _choice
    use(Choice(language, previous.source))
    try:
        yield
    finally:
        _choice = previous


def current() -> str:
    return _choice.language


def current_choice() -> Choice:
    return _choice


def N_(message: str) -> str:
    """Mark text for extraction without translating it yet (it is translated when shown)."""
    return message


def pN_(context: str, message: str) -> str:
    """`N_()` for a word whose catalogue entry has a context (shown with `pgettext`), where
    the same English word is another term elsewhere."""
    return message


def N_plural(singular: str, plural: str) -> tuple[str, str]:
    """Mark a counted text's two English forms for extraction as one plural entry, declared now
    and counted when shown (`ngettext(*pair, n)`, `Phrase.counted(*pair, n)`)."""
    return singular, plural


def _(message: str, /, **fields: object) -> str:
    return _fill(translations(current()).gettext(message), message, fields)


def pgettext(context: str, message: str, /, **fields: object) -> str:
    return _fill(translations(current()).pgettext(context, message), message, fields)


def ngettext(singular: str, plural: str, n: int, /, **fields: object) -> str:
    """The form for `n` in the current language; `{n}` is always available to the text.

    Every counted text is one plural entry in the catalogues, registries' `Message(plural=…)`
    included (`listbuilder.i18n.plural_extract`), so each language's own rule picks its form."""
    text = translations(current()).ngettext(singular, plural, n)
    return _fill(text, singular if n == 1 else plural, {"n": n, **fields})


def plural_forms(singular: str, plural: str) -> tuple[str, ...]:
    """Every form of a counted text in the current language, unfilled (`explain` shows them):
    three in Polish and Russian, the English two where the catalogue has no entry."""
    catalogue = getattr(translations(current()), "_catalog", None) or {}
    forms: list[str] = []
    while (singular, len(forms)) in catalogue:
        forms.append(catalogue[singular, len(forms)])
    return tuple(forms) or (singular, plural)


def _fill(text: str, source: str, fields: dict[str, object]) -> str:
    if not fields:
        return text
    try:
        return text.format(**fields)
    except (KeyError, IndexError, ValueError):
        # A broken translation (the catalogue tests catch these) must not cost the message.
        return source.format(**fields)
