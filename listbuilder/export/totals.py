"""The army's totals as words: "Points: 236 of 240", "VDT 15: the army breaks at 8 VD …".

Every place that shows totals (the roster, the text export, `show`, the editor's totals line)
reads the view's typed `Total`s through here, so they word them alike.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from listbuilder.core.list_totals import ListTotal
from listbuilder.core.messages import Word, shown
from listbuilder.core.phrases import said
from listbuilder.core.view import ArmyView, Leading, RuleText, Total, UnitCount, UnitView
from listbuilder.i18n import N_, _
from listbuilder.i18n.words import term

#: Between the parts of the editor's one-line totals.
LINE_SEPARATOR = "   ·   "
#: A total in words, printed (with a colon) and on the editor's line, by what bounds it.
WORDED = {
    ("printed", "limit"): N_("{label}: {value} of {limit}"),
    ("printed", "range"): N_("{label}: {value} (of {low}–{high})"),
    ("printed", ""): N_("{label}: {value}"),
    ("line", "limit"): N_("{label} {value} of {limit}"),
    ("line", "range"): N_("{label} {value} (of {low}–{high})"),
    ("line", ""): N_("{label} {value}"),
}


#: The unit's own cost, printed first among the figures its system counts.
POINTS = N_("Points")


def unit_counts(unit: UnitView) -> tuple[UnitCount, ...]:
    """The unit's cost, where its system prices units, and the counts its system reports."""
    cost = (UnitCount("points", POINTS, unit.points),) if unit.points is not None else ()
    return (*cost, *unit.counts)


def type_label(unit: UnitView) -> str:
    """The unit's type as the rules print it: a type code where the system has one ("CP"),
    else the type's name ("Line infantry battalion"), never a category id ("infantry")."""
    return said(unit.type_name) if unit.type.islower() or not unit.type else unit.type


def unit_figures(unit: UnitView) -> list[tuple[str, str]]:
    """(label, value) of each of the unit's own figures its profile does not already show."""
    shown = {k.lower() for k in unit.profile}
    return [(c.label, str(c.value)) for c in unit_counts(unit) if not shown_in(c, shown)]


def shown_in(count: UnitCount, profile_keys: set[str]) -> bool:
    """Whether a profile (its keys in lower case) already shows the count."""
    return count.key in profile_keys or count.label.lower() in profile_keys


def rule_entries(unit: UnitView) -> list[RuleText | str]:
    """The unit's rules in short, then any trait or note with no text."""
    rules = list(dict.fromkeys(unit.rules))
    named = {r.name for r in rules}
    return [*rules, *(t for t in dict.fromkeys([*unit.traits, *unit.notes]) if t not in named)]


#: Characters before a rule's colon: a longer "name" is a sentence with a colon in it.
RULE_NAME_MAX = 40


@dataclass(frozen=True)
class RuleOnce:
    """A rule in short as the army's rules section prints it, once, with the numbers of the
    units that have it ("#3"): `name` "" where the line is a sentence of its own."""

    name: str
    text: str
    units: tuple[str, ...]

    @property
    def sentence(self) -> str:
        """The text ended with a full stop, then the units: "… bonus. (#3, #4)"."""
        ended = self.text if self.text.endswith(".") else f"{self.text}."
        return f"{ended} ({', '.join(self.units)})"


def rules_once(view: ArmyView) -> list[RuleOnce]:
    """Each rule in short once, with the units that have it: a glossary for the roster and
    the text export, rather than the same text under each of six schiltrons. The traits
    without a text stay with their units (the roster's table, the text's unit lines)."""
    units: dict[str, list[str]] = {}
    for n, unit in enumerate(view.units, 1):
        for entry in rule_entries(unit):
            if isinstance(entry, RuleText):
                units.setdefault(entry.said(), []).append(f"#{n}")
            elif ":" in entry or entry in unit.notes:
                units.setdefault(said(entry), []).append(f"#{n}")
    out = []
    for line, numbers in units.items():
        name, colon, text = line.partition(": ")
        if not colon or len(name) > RULE_NAME_MAX:  # a colon inside a sentence, or none
            name, text = "", line
        out.append(RuleOnce(name, text, tuple(numbers)))
    return out


def unit_notes_line(note: str) -> str:
    """The player's notes on a unit as a card, the roster and the text export print them."""
    return _("Notes: {notes}", notes=note)


def unit_notes(view: ArmyView) -> list[tuple[int, UnitView]]:
    """Each unit the player wrote notes on, with its place in the army (#3)."""
    return [(n, unit) for n, unit in enumerate(view.units, 1) if unit.player_note]


def leader_mark(view: ArmyView, unit: UnitView) -> str:
    """'General' on the unit carrying the army's leader, under the system's own title;
    'General (not allowed)' where the army puts him on a unit the rules forbid."""
    title = term(view.leader_title)
    if unit.leader:
        return title
    not_allowed = unit.leading is Leading.NOT_ALLOWED
    return _("{title} (not allowed)", title=title) if not_allowed and title else ""


def header_facts(view: ArmyView) -> list[str]:
    """The player, the event and the date, each named, as the army gives them; then the
    army's seal, where it was sealed."""
    return [fact for fact, given in (
        (_("Player: {player}", player=view.player), view.player),
        (_("Event: {event}", event=view.event), view.event),
        (_("Date: {date}", date=view.date), view.date),
        (_("Seal: {seal}", seal=view.seal), view.seal)) if given]


def break_tallies(view: ArmyView) -> list[Total]:
    """The totals the players tick off in the game, each with its break point."""
    return [t for t in view.totals if t.is_break_tally]


def total_lines(view: ArmyView) -> list[str]:
    """Each total once, in words, the most useful first: what breaks the army, then what
    the rules bound, then the rest, each kind in the system's order."""
    def rank(total: Total) -> int:
        bounded = total.limit is not None or total.range is not None
        return 0 if total.is_break_tally else 1 if bounded else 2
    return [total_text(t) for t in sorted(view.totals, key=rank)]


def total_text(total: Total) -> str:
    if total.is_break_tally:
        return _("{label} {value}: the army breaks at {n} {lost}", label=term(total.label),
                 value=total.value, n=total.breaks_at, lost=term(total.lost)).rstrip()
    return _worded(total, "printed")


def totals_line(totals: Iterable[Total]) -> tuple[str, bool]:
    """The editor's one line, in the system's order, and whether every total keeps to its
    bounds: 'Units 7 (of 7–10) · VDT 15 · Breaks at 8 VD of routed units'."""
    parts, within = [], True
    for total in totals:
        if isinstance(total.value, Mapping):
            continue  # counts by kind are for print; the line keeps to single figures
        parts.append(_worded(total, "line"))
        if total.is_break_tally:
            parts.append(_("Breaks at {n} {lost}", n=total.breaks_at,
                           lost=term(total.lost)).rstrip())
        within = within and total.within
    return LINE_SEPARATOR.join(parts), within


def _worded(total: Total, where: str) -> str:
    low, high = total.range or (None, None)
    bound = "limit" if total.limit is not None else "range" if total.range is not None else ""
    return _(WORDED[where, bound], label=term(total.label), value=_value(total.value),
             limit=total.limit, low=low, high=high)


def _value(value: Any) -> str:
    if isinstance(value, Word):  # a system's word ("small" game format): JSON keeps English
        return _(value)
    if isinstance(value, Mapping):
        return ", ".join(f"{_size(k)} {v}" for k, v in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(map(str, value))
    return str(value)


def _size(key: Any) -> str:
    """"20x40" → "20 × 40 mm"; anything else as it is."""
    parts = str(key).split("x")
    if len(parts) == 2 and all(p.isdigit() for p in parts):
        return _("{front} × {depth} mm:", front=parts[0], depth=parts[1])
    return str(key)


def list_total_text(total: ListTotal) -> str:
    """A list's totals for one option set, in one line: 'as published: Units 9 (of 7–10) ·
    VDT 18 · Breaks at 9 VD of routed units'."""
    line, _within = totals_line(total.totals)
    line = line.replace(LINE_SEPARATOR, " · ")  # a line of text, not the editor's spaced line
    return _("{which}: {totals}", which=str(shown(total.label)).strip(), totals=line)
