"""Rule terms as printed: the systems' tables declare their words with `N_()`, shown here.

A unit's type name, weapons, traits and short rule texts reach the view in English (the view
is also the JSON output, which stays English); the documents translate them when they print.
A list's own words are not in the catalogue and print as the list wrote them.
"""

from __future__ import annotations

from listbuilder.i18n import _


def term(text: str) -> str:
    """A table word ("heavy cavalry", "Pike") in the current language."""
    return _(text) if text else text


def rule(line: str) -> str:
    """A rule line "Name: text" with each half translated ("Pike: deep formation bonus …")."""
    whole = term(line)
    if whole != line:  # declared whole, as the skirmish rules' "Pike: charging cavalry …"
        return whole
    name, colon, text = line.partition(": ")
    return f"{term(name)}{colon}{term(text)}" if colon else whole


def group_kind_name(kind: str) -> str:
    """"Big unit", "Group", or a system's own grouping as its id reads."""
    names = {"big-unit": _("Big unit"), "group": _("Group")}
    return names.get(kind) or kind.replace("-", " ").capitalize()
