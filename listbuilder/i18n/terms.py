"""Rule terms as printed: the systems' tables declare their words with `N_()`, shown here.

A unit's type name, weapons, traits and short rule texts reach the view in English (the view
is also the JSON output, which stays English); the documents translate them when they print.
A list's own words are not in the catalogue and print as the list wrote them.

The view builders also add words around a list's or table's word ("Crossbow (not allowed)",
"Royal guard (not in this list)"). Those additions are declared once in `DECORATIONS`;
`term()` recognises them in the English view and translates the addition and the word inside.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from listbuilder.i18n import N_, SOURCE_LANGUAGE, _, current

#: What the view builders put around a word, as the English view writes it. A builder that
#: adds a new one declares it here, so `term()` can translate it where it is shown.
DECORATIONS = (
    N_("{name} (not in this list)"),
    N_("{name} (not allowed)"),
    N_("{name} (does not shoot)"),
    N_("weapon not chosen: one of {names}"),
    N_("{name} (included)"),
    N_("Magic / technology ({n} pts)"),
    N_("{rank} on {mount}"),
    N_("{name} ×{n}"),
    N_("{name} × {n}"),
    N_("Step {n}: {text}"),
    N_("{rank} ({kind})"),
    N_("{mount}: {item}"),
)


def term(text: str) -> str:
    """A table word ("heavy cavalry", "Pike") or a list's own word (a USB weapon's rule, a
    Szwadron unit type) in the current language."""
    if not text:
        return text
    whole = _(text)
    if whole != text:
        return whole
    listed = list_word(text)  # before the decorations: "Long spear (light foot)" is one name
    return listed if listed != text else _decorated(text)


def list_word(text: str) -> str:
    """A list's own text (a unit's name, the list's name) in the current language, from the
    list's overlay only, never the catalogue: a published name such as "Knights" stays as
    the book prints it even where the rules' own word 'knights' is translated."""
    if not text or current() == SOURCE_LANGUAGE:
        return text
    from listbuilder.i18n.list_words import word  # reads the overlay files once

    return word(text)


def scale_name(scale: str) -> str:
    """A figure scale as the player reads it wherever it is shown: a size as the rules print
    it ("28mm"), a named scale capitalised like a name ("Standard"), in the current language."""
    name = term(scale)
    return name[:1].upper() + name[1:]


def rule(line: str) -> str:
    """A rule line "Name: text" with each half translated ("Pike: mounted troops charging …")."""
    whole = term(line)
    if whole != line:  # declared whole, as the skirmish rules' "Pike: charging cavalry …"
        return whole
    name, colon, text = line.partition(": ")
    return f"{term(name)}{colon}{term(text)}" if colon else whole


def terms(text: str) -> str:
    """A list of words as the view joins them ("Bow, Crossbow"), each translated."""
    return ", ".join(term(word) for word in text.split(", "))


def group_kind_name(kind: str) -> str:
    """"Big unit", "Group", or a system's own grouping as its id reads."""
    names = {"big-unit": _("Big unit"), "group": _("Group")}
    return names.get(kind) or kind.replace("-", " ").capitalize()


def _decorated(text: str) -> str:
    """The text translated where it is a declared decoration of a word; else as it is."""
    for template, pattern in _patterns():
        found = pattern.fullmatch(text)
        if found:
            fields = {k: _FIELDS.get(k, term)(v) for k, v in found.groupdict().items()}
            return _(template, **fields)
    return text


#: How a decoration's field is translated: a word by default.
_FIELDS: dict[str, Callable[[str], str]] = {"names": terms, "n": str,
                                            "kind": lambda kind: _lower_kind(kind)}
#: What a field may hold: a name or two by default, never a sentence (a rule text such as
#: "Not deployed; on activation …" must not read as "{rank} on {mount}").
_WORDS = r"[^;:,.!?]+?"
_FIELD_PATTERNS = {"names": ".+?", "text": ".+?", "item": ".+?", "n": r"\d+"}


def _lower_kind(kind: str) -> str:
    """A unit type named in lower case inside a phrase ("Aspiring hero (infantry)"): the
    rules' word, else the list's capitalised word, in lower case as the phrase has it."""
    word = term(kind)
    if word == kind:
        listed = list_word(kind[:1].upper() + kind[1:])
        word = listed[:1].lower() + listed[1:] if listed != kind[:1].upper() + kind[1:] else kind
    return word


@cache
def _patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    def pattern(template: str) -> re.Pattern[str]:
        parts = re.split(r"\{(\w+)\}", template)
        return re.compile("".join(re.escape(p) if i % 2 == 0
                                  else f"(?P<{p}>{_FIELD_PATTERNS.get(p, _WORDS)})"
                                  for i, p in enumerate(parts)))
    return tuple((t, pattern(t)) for t in DECORATIONS)
