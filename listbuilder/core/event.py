"""What an event adds to an army's own rules, as a pure function: an army (its view and the
list data it was checked against) and an event in, findings out, one code per rule.

`event check` runs it on every army submitted and the editor on the army open (Army ▸
Event…), so a player sees before submitting what the organiser will see. Findings point into
the army file (its `list`, `scale`, `list_stamp`), where the player mends them.
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from listbuilder.core import event_messages as m
from listbuilder.core.diagnostics import Diagnostic, Severity
from listbuilder.core.event_model import EventFile
from listbuilder.core.messages import Phrase
from listbuilder.core.view import ArmyView
from listbuilder.i18n import N_


@dataclass(frozen=True)
class Event:
    """An event file, resolved: plain values, hashable (the editor keys its views by it)."""

    name: str
    system: str
    date: str = ""
    lists: tuple[str, ...] = ()  # globs; none: every list of the system
    periods: tuple[str, ...] = ()
    years: tuple[int, int] | None = None
    points: int | None = None
    units: tuple[int | None, int | None] | None = None
    warnings: bool = True
    scale: str | None = None
    list_versions: tuple[tuple[str, tuple[str, ...]], ...] = ()
    notes: str = ""

    @classmethod
    def of(cls, model: EventFile) -> Event:
        years = model.years
        units = model.units
        return cls(
            name=model.name, system=model.system, date=model.date or "",
            lists=tuple(model.lists or ()), periods=tuple(model.periods or ()),
            years=(years.first, years.last) if years else None, points=model.points,
            units=(units.min, units.max) if units else None, warnings=model.warnings,
            scale=model.scale,
            list_versions=tuple((k, tuple(v)) for k, v in (model.list_versions or {}).items()),
            notes=model.notes or "")

    def allows_list(self, list_id: str) -> bool:
        return not self.lists or any(fnmatch.fnmatchcase(list_id, p) for p in self.lists)

    def versions(self, list_id: str) -> tuple[str, ...]:
        """The stamps of the list's data the event counts as current; () when it fixes none."""
        return next((stamps for key, stamps in self.list_versions if key == list_id), ())


@dataclass(frozen=True)
class Entrant:
    """What the event's rules read of one army."""

    view: ArmyView  # with the army's own findings only
    list_period: str | None  # as the list gives it
    list_stamp: str | None  # the list data the army was checked against
    accepted_stamps: frozenset[str]  # every stamp meaning the same data as `list_stamp`
    army_stamp: str | None  # the stamp the army records


def event_findings(event: Event, entrant: Entrant,
                   scale_aliases: Mapping[str, str] | None = None,
                   system_names: Mapping[str, str] | None = None) -> list[Diagnostic]:
    """Every rule of `event` the army breaks (or that cannot be checked), in the file's
    order of rules. An army of another system gets only that said (`system_names`: how
    to name systems by id, e.g. as `Word`s)."""
    view = entrant.view
    if view.system != event.system:
        names = system_names or {}
        return [m.EVENT_SYSTEM(("system",), event=event.name,
                               event_system=names.get(event.system, event.system),
                               system=names.get(view.system, view.system))]
    return [*_lists(event, view), *_periods(event, entrant), *_years(event, entrant),
            *_points(event, view), *_size(event, view), *_warnings(event, view),
            *_scale(event, view, scale_aliases or {}), *_versions(event, entrant)]


def _lists(event: Event, view: ArmyView) -> Iterator[Diagnostic]:
    if not event.allows_list(view.list_id):
        yield m.EVENT_LIST_NOT_ALLOWED(("list",), event=event.name, list=view.list_id,
                                       allowed=", ".join(event.lists))


def _periods(event: Event, entrant: Entrant) -> Iterator[Diagnostic]:
    """The list's period (or, where it gives none, its name) against the event's patterns,
    in any case: '*AD*' takes '1150–1330 AD'."""
    if not event.periods:
        return
    period = entrant.list_period or entrant.view.list_name
    if not any(fnmatch.fnmatch(period.lower(), p.lower()) for p in event.periods):
        yield m.EVENT_PERIOD(("list",), period=period, event=event.name,
                             periods=", ".join(event.periods))


def _years(event: Event, entrant: Entrant) -> Iterator[Diagnostic]:
    if event.years is None:
        return
    low, high = event.years
    found = years_of(entrant.list_period or "") or years_of(entrant.view.list_name)
    if found is None:
        yield m.EVENT_YEARS_UNKNOWN(("list",), event=event.name, low=_year(low),
                                    high=_year(high))
    elif found[0] > high or found[1] < low:
        yield m.EVENT_YEARS(("list",), first=_year(found[0]), last=_year(found[1]),
                            event=event.name, low=_year(low), high=_year(high))


def _year(year: int) -> Phrase | str:
    return Phrase(N_("{year} BC"), year=-year) if year < 0 else str(year)


def _points(event: Event, view: ArmyView) -> Iterator[Diagnostic]:
    points = view.total("points")
    if event.points is None or points is None or not isinstance(points.value, int):
        return
    if points.value > event.points:
        yield m.EVENT_POINTS_OVER(event=event.name, points=points.value, limit=event.points)
    if points.limit is not None and points.limit > event.points:
        yield m.EVENT_POINTS_GAME_SIZE(event=event.name, size=points.limit, limit=event.points)


def _size(event: Event, view: ArmyView) -> Iterator[Diagnostic]:
    if event.units is None:
        return
    low, high = event.units
    count = len(view.units)
    if (low is not None and count < low) or (high is not None and count > high):
        yield m.EVENT_SIZE(event=event.name, n=count, allowed=_allowed(low, high))


def _allowed(low: int | None, high: int | None) -> Phrase:
    if low is not None and high is not None:
        return Phrase(N_("{low} to {high}"), low=low, high=high)
    if low is not None:
        return Phrase(N_("at least {low}"), low=low)
    return Phrase(N_("at most {high}"), high=high)


def _warnings(event: Event, view: ArmyView) -> Iterator[Diagnostic]:
    if event.warnings:
        return
    codes = list(dict.fromkeys(d.code for d in view.findings
                               if d.severity is Severity.WARNING))
    if codes:
        yield m.EVENT_WARNINGS_NOT_ALLOWED(event=event.name, n=len(codes),
                                           codes=", ".join(codes))


def _scale(event: Event, view: ArmyView, aliases: Mapping[str, str]) -> Iterator[Diagnostic]:
    if event.scale is None or same_scale(view.scale or "", event.scale, aliases):
        return
    yield m.EVENT_SCALE(("scale",), scale=view.scale or "?", event=event.name,
                        event_scale=event.scale)


def same_scale(one: str, other: str, aliases: Mapping[str, str]) -> bool:
    """'15 mm' is '15mm'; a scale the rules size like another (25mm like 28mm) is that one."""
    def plain(scale: str) -> str:
        scale = "".join(scale.split()).lower()
        return aliases.get(scale, scale)
    return plain(one) == plain(other)


def _versions(event: Event, entrant: Entrant) -> Iterator[Diagnostic]:
    list_id = entrant.view.list_id
    versions = event.versions(list_id)
    if not versions:
        return
    stamps = ", ".join(versions)
    if entrant.list_stamp is not None and not entrant.accepted_stamps & set(versions):
        yield m.EVENT_LIST_DATA(("list",), list=list_id, stamp=entrant.list_stamp,
                                event=event.name, stamps=stamps)
    if entrant.army_stamp is None:
        yield m.EVENT_LIST_NOT_STAMPED(("list",), list=list_id, event=event.name,
                                       stamps=stamps)
    elif entrant.army_stamp not in versions:
        yield m.EVENT_LIST_VERSION(("list_stamp",), stamp=entrant.army_stamp, list=list_id,
                                   event=event.name, stamps=stamps)


# A year: three or four digits, or fewer with its era ("55 BC"); "AD 1066" and "1066 AD"
# alike. "11th century" and "150mm" name no year.
_YEAR = re.compile(r"(?:\b(?P<before>AD|A\.D\.)\s*)?(?<![\d.])(?P<year>\d{1,4})"
                   r"(?!\d|st|nd|rd|th|mm|cm)(?:\s*(?P<after>BCE|BC|B\.C\.|AD|A\.D\.|CE)\b)?",
                   re.IGNORECASE)


def years_of(text: str) -> tuple[int, int] | None:
    """The first and last year a list's period or name gives ("1150–1330 AD", "500–200 BC",
    "1879"), BC as negative; None when it gives none. A year without its own era takes the
    next one written after it ("500–200 BC"), else AD."""
    found: list[tuple[int, str | None]] = []
    for match in _YEAR.finditer(text[:200]):
        era = (match.group("after") or match.group("before") or "").upper().replace(".", "")
        if len(match.group("year")) < 3 and not era:
            continue
        found.append((int(match.group("year")), era or None))
    years = []
    for n, (year, era) in enumerate(found):
        era = era or next((later for _, later in found[n + 1:] if later), "AD")
        years.append(-year if era in ("BC", "BCE") else year)
    return (min(years), max(years)) if years else None
