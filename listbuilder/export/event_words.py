"""An event's table in words, alike on the command line (`event check`) and on the pack's
cover (`event pack`): each submission's totals, legality and notes in the reader's language."""

from __future__ import annotations

from collections.abc import Sequence

from listbuilder.core.diagnostics import Severity
from listbuilder.core.event import Event
from listbuilder.core.view import Total
from listbuilder.export.typeset import typeset
from listbuilder.i18n import _, ngettext
from listbuilder.i18n.words import term
from listbuilder.storage.event_check import Row
from listbuilder.systems import get_system


def system_name(event: Event) -> str:
    """The event's rule system as people read it ("Basic Impetus")."""
    system = get_system(event.system)
    return term(system.name) if system else event.system


def totals_brief(totals: Sequence[Total]) -> str:
    """The totals an organiser compares: what breaks the army, and its points."""
    parts = []
    for total in totals:
        if total.is_break_tally:
            parts.append(_("{label} {value}, breaks at {n}", label=term(total.label),
                           value=total.value, n=total.breaks_at))
        elif total.key == "points":
            parts.append(_("{value} of {limit} points", value=total.value, limit=total.limit)
                         if total.limit is not None else
                         _("{value} points", value=total.value))
    return typeset("; ".join(parts))


def legal_word(row: Row) -> str:
    if not row.readable:
        return _("unreadable")
    return _("legal") if row.legal else _("illegal")


def notes(row: Row) -> str:
    """What else the organiser should know of a row: a changed list, a twin."""
    out = []
    if row.list_changed:
        out.append(_("list changed since stamped"))
    elif row.readable and row.army and row.list_changed is None:
        out.append(_("not stamped"))
    if row.duplicates:
        out.append(_("same army as #{numbers}", numbers=", #".join(map(str, row.duplicates))))
    return "; ".join(out)


def counts_text(row: Row) -> str:
    counts = row.counts
    return f"{counts[Severity.ERROR]}/{counts[Severity.WARNING]}/{counts[Severity.INFO]}"


def summary_line(rows: Sequence[Row]) -> str:
    legal = sum(r.legal for r in rows)
    unreadable = sum(not r.readable for r in rows)
    return ngettext("{n} submission: {legal} legal, {illegal} illegal, {unreadable} "
                    "unreadable",
                    "{n} submissions: {legal} legal, {illegal} illegal, {unreadable} "
                    "unreadable", len(rows), legal=legal,
                    illegal=len(rows) - legal - unreadable, unreadable=unreadable)


def rules_lines(event: Event) -> list[str]:
    """What the event takes, a line for each rule it sets."""
    lines = []
    if event.lists:
        lines.append(_("Lists: {lists}", lists=", ".join(event.lists)))
    if event.periods:
        lines.append(_("Periods: {periods}", periods=", ".join(event.periods)))
    if event.years:
        lines.append(_("Years: {low} to {high}", low=event.years[0], high=event.years[1]))
    if event.points is not None:
        lines.append(_("Points: at most {points}", points=event.points))
    if event.units:
        low, high = event.units
        lines.append(_("Units: {low} to {high}", low=low, high=high) if low and high else
                     _("Units: at least {low}", low=low) if low else
                     _("Units: at most {high}", high=high))
    if event.scale:
        lines.append(_("Scale: {scale}", scale=event.scale))
    if not event.warnings:
        lines.append(_("Armies with warnings are not accepted."))
    for list_id, stamps in event.list_versions:
        lines.append(_("List {list}: data {stamps}", list=list_id, stamps=", ".join(stamps)))
    return lines
