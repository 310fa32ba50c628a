"""Words as printed, looked up in the reader's language: the rules' words (declared with
`N_()` in the systems' tables) in the catalogue, a list's own words in its overlay.

The view carries what it shows typed (`core/phrases.py`: a `Word` of the rules, a `Phrase`
with its template and fields); a plain string of the view is a word of the rules or of a
list, looked up here whole. Nothing here reads English back out of a sentence.
"""

from __future__ import annotations

import re

from listbuilder.i18n import SOURCE_LANGUAGE, _, current

_SIZE = re.compile(r"(\d+(?:/\d+)?)mm")


def term(text: str) -> str:
    """A rules word ("heavy cavalry", "Pike") from the catalogue, else a list's own word (a
    USB weapon's rule, a Szwadron unit type) from its overlay, in the current language."""
    if not text:
        return text
    whole = _(text)
    return whole if whole != text else list_word(text)


def list_word(text: str) -> str:
    """A list's own text (a unit's name, the list's name) in the current language, from the
    list's overlay only, never the catalogue: a published name such as "Knights" stays as
    the book prints it even where the rules' own word 'knights' is translated."""
    if not text or current() == SOURCE_LANGUAGE:
        return text
    from listbuilder.i18n.list_overlays import word  # reads the overlay files once

    return word(text)


def scale_name(scale: str) -> str:
    """A figure scale as the player reads it wherever it is shown: a size as the rules print
    it ("28mm"), a named scale capitalised like a name ("Standard"), in the current language."""
    size = _SIZE.fullmatch(scale)
    if size:  # "28mm" as the language writes millimetres (Russian "28 мм")
        # TRANSLATORS: a figure scale in millimetres, as the rule books print it ("28mm").
        return _("{size}mm", size=size[1])
    name = term(scale)
    return name[:1].upper() + name[1:]


def scale_label(scale: str, sizes: str) -> str:
    """The scale a document is printed for, as the army or the player names it, and where
    its sizes are another scale's (20 mm figures on 28 mm bases [1.3.1]), that one too:
    "20mm on 28mm bases"."""
    if scale == sizes:
        return scale_name(scale)
    return _("{scale} on {sizes} bases", scale=scale_name(scale), sizes=scale_name(sizes))


def group_kind_name(kind: str) -> str:
    """"Big unit", "Group", or a system's own grouping as its id reads."""
    names = {"big-unit": _("Big unit"), "group": _("Group")}
    return names.get(kind) or kind.replace("-", " ").capitalize()


def quoted(name: str) -> str:
    """A name the player gave (a group's) in the reader's quotation marks: “Centre” in
    English, „Centre” in Polish and Hungarian, «Centre» in Russian."""
    # TRANSLATORS: your language's quotation marks around a name the player gave.
    return _("“{name}”", name=name)


def named_suffix(name: str) -> str:
    """' “Centre”' after a word ("Group “Centre”"), or nothing for an unnamed group."""
    return f" {quoted(name)}" if name else ""


def capitalised(text: str) -> str:
    """The text beginning with a capital: names and headings in one case ("Short bow B",
    "Models" beside "Unit" where the skirmish roster's heads read "models", "test")."""
    return text[:1].upper() + text[1:]
