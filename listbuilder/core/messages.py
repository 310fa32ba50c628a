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
from listbuilder.core.phrases import (
    OPTION,
    ROW,
    RULE,
    UNIT,
    WEAPON,
    Phrase,
    Quoted,
    Ref,
    Word,
    joined,
    ref_of,
    shown,
    translated,
)

# Phrase, Quoted, Ref (and its kinds), Word, joined, shown and translated are core/phrases.py's,
# named here too for the modules that declare messages with them.
__all__ = ["OPTION", "ROW", "RULE", "UNIT", "WEAPON", "Message", "Phrase", "Quoted", "Ref", "Word",
           "codes", "declared", "joined", "merged", "quoted", "ref_of", "registry", "shown",
           "translated"]


@dataclass(frozen=True, slots=True)
class Message:
    code: str
    severity: Severity
    template: str
    help: str
    # For a count: the plural template; the count is the field `n` and the language's plural
    # rules pick the form ("1 unit" / "2 units"; Polish and Russian have three).
    plural: str | None = None
    # A list finding that sums over every row (the army's size, its VDT): meaningless when a
    # row could not be read, so a list that fails its schema does not report it.
    whole_list: bool = False
    # What the file says, for who edits it by hand ("In the army file, set 'general' …"):
    # `explain` and the codes' reference print it after `help`; the window never shows it,
    # where a control or a Fix does the same (a player reads no file keys there).
    in_file: str = ""

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
