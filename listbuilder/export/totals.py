"""The army's totals as words: "Points: 236 of 240", "VDT 15: the army breaks at 8 VD …".

Every place that shows totals (the roster, the text export, `show`, the editor's totals line)
reads the view's typed `Total`s through here, so they word them alike.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from listbuilder.core.view import ArmyView, Total, UnitView
from listbuilder.i18n import N_, _
from listbuilder.i18n.terms import term

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


#: The unit's own cost (typed) and counts (the system's UnitView.extra), as printed.
UNIT_FIGURES = {"points": N_("Points"), "models": N_("Models"), "morale_points": N_("MP"),
                "figures": N_("Figures"), "base": N_("Base mm")}


def unit_figures(unit: UnitView) -> list[tuple[str, str]]:
    """(label, value) of each of the unit's own figures its system reports."""
    shown = {k.lower() for k in unit.profile}
    return [(label, str(value)) for k, label in UNIT_FIGURES.items()
            if (value := unit_figure(unit, k)) is not None
            and k not in shown and label.lower() not in shown]


def unit_figure(unit: UnitView, key: str) -> str | int | None:
    """One of the unit's figures UNIT_FIGURES names, where its system reports it."""
    value = unit.points if key == "points" else unit.extra.get(key)
    return value if isinstance(value, str | int) else None


def rule_lines(unit: UnitView) -> list[str]:
    """The unit's rules in short ("Name: text"), then any trait or note with no text."""
    rules = list(dict.fromkeys(unit.extra.get("rules", [])))
    named = {r.split(":")[0] for r in rules}
    return rules + [t for t in dict.fromkeys([*unit.traits, *unit.notes]) if t not in named]


def leader_mark(view: ArmyView, unit: UnitView) -> str:
    """'General' on the unit carrying the army's leader, under the system's own title;
    'General (not allowed)' where the army puts him on a unit the rules forbid."""
    title = term(view.leader_title)
    if unit.leader:
        return title
    return _("{title} (not allowed)", title=title) if unit.leader_not_allowed and title else ""


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
    if isinstance(value, Mapping):
        return ", ".join(f"{_size(k)} {v}" for k, v in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(map(str, value))
    return str(value)


def _size(key: Any) -> str:
    """"20x40" → "20 × 40 mm"; anything else as it is."""
    parts = str(key).split("x")
    if len(parts) == 2 and all(p.isdigit() for p in parts):
        return f"{parts[0]} × {parts[1]} mm:"
    return str(key)
