"""Every finding a module can report is declared once, as a `Message`, in a registry.

Declaring the code, its severity, an English template with named fields and a longer help
text in one place (the spirit of yamllint's rule modules) is what makes findings
translatable and explainable: a `Diagnostic` made from a `Message` keeps the template and its
fields, so the people-facing text is rendered in the current language when shown
(`Diagnostic.text()`), while `message` stays the English rendering that JSON and GitHub
annotations print. `listbuilder explain CODE` and the findings panel's tooltip show `help`.

Each rule system keeps its registry in `systems/<name>/messages.py` and exposes it as
`GameSystem.messages`; loading and schema codes live in `storage/messages.py`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from string import Formatter

from listbuilder.core.diagnostics import Diagnostic, DocPath, Severity


class Word(str):
    """A field value that is itself a term to translate when shown (a unit type, a weapon):
    the English text is the catalogue key, so declare it with `N_()` where it is defined."""

    __slots__ = ()


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
        # Read back (the export cache) as the text it is, even with braces in it; the
        # template and fields come back with the rest of the state.
        return ("{text}",), {"text": str(self)}


def joined(values: Iterable[object], separator: str = ", ") -> Phrase:
    """Several field values as one ("Sling, Crossbow B"), each shown in the current language
    when the whole is (a `Word` translated, a `Phrase` rendered)."""
    items = list(values)
    template = separator.join(f"{{v{i}}}" for i in range(len(items)))
    return Phrase(template, **{f"v{i}": v for i, v in enumerate(items)})


def shown(value: object) -> object:
    """A field value as people read it in the current language."""
    from listbuilder.i18n import _

    if isinstance(value, Phrase):
        return value.text()
    if isinstance(value, Word):
        return _(value)
    return value


def translated(template: str, plural: str | None,
               fields: Iterable[tuple[str, object]]) -> str:
    """`template` (or its plural for the field `n`) in the current language, fields shown."""
    from listbuilder.i18n import _, ngettext  # imported late: only people-facing output

    values = {k: shown(v) for k, v in fields}
    if plural is None:
        return _(template, **values)
    n = values.pop("n")
    assert isinstance(n, int)
    return ngettext(template, plural, n, **values)


@dataclass(frozen=True, slots=True)
class Message:
    code: str
    severity: Severity
    template: str
    help: str
    # For a count: the plural template; the count is the field `n` and the language's plural
    # rules pick the form ("1 unit" / "2 units"; Polish and Russian have three).
    plural: str | None = None

    @property
    def fields(self) -> frozenset[str]:
        texts = (self.template, self.plural or "")
        return frozenset(name for t in texts for _, name, _, _ in Formatter().parse(t) if name)

    def __call__(self, path: DocPath = (), subjects: tuple[str, ...] = (),
                 **fields: object) -> Diagnostic:
        """The finding, at `path`, about `subjects` (unit or group ids the GUI selects)."""
        english = self.template if self.plural is None or fields.get("n") == 1 else self.plural
        return Diagnostic(self.severity, self.code, english.format(**fields), path,
                          None, subjects, template=self.template, plural=self.plural,
                          fields=tuple(sorted(fields.items())))


def quoted(finding: Diagnostic) -> str:
    """Another finding's message as a field value: translated with the message quoting it
    when the finding was made from a declared `Message`."""
    if finding.template is None:
        return finding.message
    return Phrase._made(finding.template, finding.plural, dict(finding.fields))


def declared(namespace: Mapping[str, object]) -> dict[str, Message]:
    """The registry of a messages module: every `Message` it defines (`declared(globals())`)."""
    return registry(*(v for v in namespace.values() if isinstance(v, Message)))


def registry(*messages: Message) -> dict[str, Message]:
    """Messages by code; a code declared twice is a programming error, caught at import."""
    by_code: dict[str, Message] = {}
    for message in messages:
        if message.code in by_code:
            raise ValueError(f"message code {message.code} declared twice")
        by_code[message.code] = message
    return by_code


def merged(*registries: Mapping[str, Message]) -> dict[str, Message]:
    return registry(*(m for r in registries for m in r.values()))


def codes(registries: Iterable[Mapping[str, Message]]) -> set[str]:
    return {code for r in registries for code in r}
