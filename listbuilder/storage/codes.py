"""Every finding code listbuilder reports, gathered from the registries that declare them:
the core's (errata), storage's (files, YAML, schema, lists and armies together) and each rule
system's `GameSystem.messages`. `listbuilder explain`, the findings panel's help and the
generated docs/codes.md read them here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache

from listbuilder.core.books import BOOKS, cited_sections
from listbuilder.core.diagnostics import Severity
from listbuilder.core.earlier_codes import EARLIER_CODES, later_codes
from listbuilder.core.hints import closest
from listbuilder.core.messages import Message, merged
from listbuilder.i18n import N_, _, plural_forms, speaking

SEVERITY_WORDS = {Severity.ERROR: N_("error"), Severity.WARNING: N_("warning"),
                  Severity.INFO: N_("info")}
_EARLIER_NAME = N_("Earlier name: {code} (these findings were reported under it before; "
                   "errata naming it still match).")
_LATER_NAMES = N_("Some findings once reported under this code have a code of their own "
                  "now: {codes}.")
MARKDOWN_COMMAND = "listbuilder explain --markdown > docs/codes.md"


def severity_word(severity: Severity) -> str:
    """'error', 'warning', 'info' in the current language, for findings people read."""
    return _(SEVERITY_WORDS[severity])


def registries() -> dict[str, Mapping[str, Message]]:
    """Each registry under the heading docs/codes.md gives it, in a stable order."""
    from listbuilder.core import errata, event_messages  # only when all codes are asked for
    from listbuilder.storage import messages
    from listbuilder.systems import registry as systems

    out: dict[str, Mapping[str, Message]] = {N_("Files, YAML and the file format"):
                                             messages.MESSAGES,
                                             N_("Errata"): errata.MESSAGES,
                                             N_("Events"): event_messages.MESSAGES}
    for system in systems().values():
        out[system.name] = system.messages
    return out


@cache
def all_messages() -> dict[str, Message]:
    """Every declared message by code; a code declared twice anywhere raises."""
    return merged(*registries().values())


def lookup(code: str) -> Message | None:
    return all_messages().get(code.strip().upper())


def suggestions(code: str) -> list[str]:
    return closest(code.strip().upper(), all_messages())


def explanation(message: Message) -> str:
    """What `explain CODE` prints: code, severity, the message, its help and the rule book
    it comes from, translated, and the code's earlier or later names (core/earlier_codes.py)."""
    lines = [f"{message.code} ({_(SEVERITY_WORDS[message.severity])})", "",
             *_templates(message), "", _with_file(message, _)]
    source = rule_source(message)
    return "\n".join([*lines, *(["", source] if source else []), *_renames(message.code, _)])


def _with_file(message: Message, say: Callable[..., str]) -> str:
    """The help, then what the file says for who edits it by hand (the window shows only
    the help: a control or a Fix does it there)."""
    return " ".join(say(text) for text in (message.help, message.in_file) if text)


@cache
def _systems_by_code() -> dict[str, str]:
    from listbuilder.systems import registry as systems

    return {code: system.id for system in systems().values() for code in system.messages}


def rule_source(message: Message) -> str | None:
    """"Rule book: Basic Impetus …, §2.5, §2.5.1" for a message whose texts cite its
    system's book (the bracketed sections, `core.books`), in the current language."""
    book = BOOKS.get(_systems_by_code().get(message.code, ""))
    sections = cited_sections(" ".join((message.template, message.plural or "", message.help,
                                        message.in_file)))
    if book is None or not sections:
        return None
    shown = [f"§{s}" if s[:1].isdigit() else s for s in sections]
    return _("Rule book: {book}, {sections}.", book=_(book.title), sections=", ".join(shown))


def _renames(code: str, say: Callable[..., str]) -> list[str]:
    """Lines naming the code this one's findings had before, and the codes that took some of
    this one's findings; none for a code never split."""
    out = []
    earlier = EARLIER_CODES.get(code)
    if earlier:
        out.append(say(_EARLIER_NAME, code=earlier))
    later = later_codes(code)
    if later:
        listed = ", ".join(later)
        out.append(say(_LATER_NAMES, codes=listed))
    return ["", *out] if out else []


def _templates(message: Message) -> list[str]:
    """The message's template, or each distinct form of a counted one, in this language."""
    if message.plural is None:
        return [_(message.template)]
    return list(dict.fromkeys(plural_forms(message.template, message.plural)))


def first_template(message: Message) -> str:
    """The message as `explain --list` names it: its template, or a counted one's first form."""
    return _templates(message)[0]


def markdown() -> str:
    """docs/codes.md: every code by registry, in English (the codes are English too)."""
    with speaking("en"):
        out = ["# Finding codes", "",
               f"Every finding listbuilder reports, by code. Generated by `{MARKDOWN_COMMAND}`",
               "from the message registries (`listbuilder/storage/messages.py`,",
               "`listbuilder/core/event_messages.py`,",
               "`listbuilder/systems/<system>/messages.py`); a test keeps it current. "
               "`listbuilder explain CODE` prints one entry in your language.", "",
               *_earlier_names_table()]
        for heading, messages in registries().items():
            out += [f"## {heading}", ""]
            for m in messages.values():
                out += [f"### `{m.code}` ({SEVERITY_WORDS[m.severity]})", "",
                        f"> {_escaped(m.template)}"]
                if m.plural:
                    out += [">", f"> {_escaped(m.plural)}"]
                out += ["", _with_file(m, _english), *_renames(m.code, _english), ""]
    return "\n".join(out)


def _earlier_names_table() -> list[str]:
    """Codes keep working once renamed: the table of earlier names (core/earlier_codes.py)."""
    rows = [f"| `{new}` | `{old}` |" for new, old in sorted(EARLIER_CODES.items())]
    return ["## Earlier names", "",
            "Findings that moved to a code of their own keep the code they were reported under "
            "before as an earlier name: `listbuilder explain` gives it, and errata naming it "
            "still match.", "", "| code | earlier name |", "|---|---|", *rows, ""]


def _english(template: str, **fields: object) -> str:
    return template.format(**fields)


def _escaped(text: str) -> str:
    return text.replace("<", "\\<")
