"""Every army submitted to an event, checked: its own rules, the event's (core/event.py), its
seal, and whether it is another's twin. One `Row` each, plain data, so 500 armies never
stay in memory at once; `event pack` asks for each army's view as well (`keep_views`).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path

from listbuilder.core.diagnostics import Diagnostic, Severity, count_by_severity, has_errors
from listbuilder.core.event import Entrant, Event, event_findings
from listbuilder.core.model import ArmyListBase
from listbuilder.core.stamp import accepted_stamps, data_stamp
from listbuilder.core.system import GameSystem
from listbuilder.core.view import ArmyView, Total
from listbuilder.storage.checking import build_army
from listbuilder.storage.event_file import system_names
from listbuilder.storage.list_catalog import Catalog, bundled_lists_dir
from listbuilder.storage.loading import LoadedArmy
from listbuilder.storage.open_army import not_an_army
from listbuilder.storage.sealing import sealed
from listbuilder.storage.share_army import share_code
from listbuilder.storage.submissions import Submission


@dataclass(frozen=True)
class Printed:
    """What a roster of one army needs, for `event pack`."""

    view: ArmyView
    system: GameSystem
    notes: str | None
    list_stamp: str | None
    share_code: str | None


@dataclass
class Row:
    """One submission as the organiser's table shows it."""

    number: int
    file: str
    player: str
    #: False when no army could be read from it (a damaged code, a broken file).
    readable: bool
    findings: list[Diagnostic] = field(default_factory=list)
    army: str = ""
    list_id: str = ""
    list_name: str = ""
    system: str = ""
    units: int | None = None
    totals: tuple[Total, ...] = ()
    #: Whether the army's list changed since it was stamped; None: it records no stamp.
    list_changed: bool | None = None
    seal: str = ""
    #: The numbers of the other rows holding the same army (the same seal).
    duplicates: list[int] = field(default_factory=list)
    printed: Printed | None = None

    @property
    def legal(self) -> bool:
        return self.readable and bool(self.army) and not has_errors(self.findings)

    @cached_property
    def counts(self) -> dict[Severity, int]:
        return count_by_severity(self.findings)


class EventCheck:
    """The lists and list stamps every submission is checked against, read once."""

    def __init__(self, event: Event, list_dirs: Sequence[Path] = ()) -> None:
        self.event = event
        self.catalog = Catalog.from_paths(list_dirs, bundled=bundled_lists_dir())
        self._stamps: dict[str, tuple[str, frozenset[str]]] = {}

    def rows(self, submissions: Iterable[Submission], keep_views: bool = False
             ) -> Iterator[Row]:
        for number, submission in enumerate(submissions, 1):
            yield self.row(number, submission, keep_views)

    def row(self, number: int, submission: Submission, keep_views: bool = False) -> Row:
        row = self._row(number, submission, keep_views)
        if submission.span is not None:  # an army from a code: its findings at the code
            row.findings = [d.at(submission.span) for d in row.findings]
        return row

    def _row(self, number: int, submission: Submission, keep_views: bool) -> Row:
        loaded = submission.loaded
        if not isinstance(loaded, LoadedArmy):
            return Row(number, submission.source, submission.player or submission.name,
                       readable=False, findings=not_an_army(loaded))
        army = loaded.model
        player = army.player or submission.player or submission.name
        view, findings = build_army(loaded, self.catalog)
        row = Row(number, submission.source, player, readable=True, findings=findings,
                  army=army.name, list_id=army.list, system=army.system)
        army_list = self.catalog.get(army.list)
        if view is None or army_list is None:
            return row
        stamp, accepted = self._stamp(army_list)
        view = sealed(view, army, army_list, loaded.system, stamp)
        entrant = Entrant(view, army_list.period, stamp, accepted, army.list_stamp)
        added = loaded.locate(event_findings(self.event, entrant, loaded.system.scale_aliases,
                                             system_names()))
        view = replace(view, findings=(*view.findings, *added), player=player,
                       event=self.event.name, date=self.event.date)
        row.findings = [*findings, *added]
        row.list_name, row.units, row.totals = view.list_name, len(view.units), view.totals
        row.list_changed = None if army.list_stamp is None else army.list_stamp not in accepted
        row.seal = view.seal
        if keep_views:
            code = submission.code or share_code(loaded)
            row.printed = Printed(view, loaded.system, army.notes, stamp, code)
        return row

    def _stamp(self, army_list: ArmyListBase) -> tuple[str, frozenset[str]]:
        """The list's stamp and every stamp meaning the same data, worked out once a list."""
        if army_list.id not in self._stamps:
            self._stamps[army_list.id] = (data_stamp(army_list), accepted_stamps(army_list))
        return self._stamps[army_list.id]


def mark_duplicates(rows: list[Row]) -> None:
    """Each row holding the same army as others (the same seal) names them."""
    by_seal: dict[str, list[int]] = defaultdict(list)
    for row in rows:
        if row.seal:
            by_seal[row.seal].append(row.number)
    for row in rows:
        row.duplicates = [n for n in by_seal.get(row.seal, []) if n != row.number]
