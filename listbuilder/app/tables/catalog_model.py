"""The list browser's item model and its filter: thin adapters over the `Catalog`."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    QTimer,
    Signal,
)

from listbuilder.export.totals import list_total_text
from listbuilder.i18n import ngettext
from listbuilder.i18n.words import list_word, term

if TYPE_CHECKING:  # annotations only: the first frame shows before the army loads
    from listbuilder.core.list_totals import ListTotal
    from listbuilder.storage.list_catalog import Catalog, FailedList

ListIdRole = Qt.ItemDataRole.UserRole + 1
SearchRole = Qt.ItemDataRole.UserRole + 2
SystemRole = Qt.ItemDataRole.UserRole + 3
OwnFolderRole = Qt.ItemDataRole.UserRole + 4  # a list of the player's own: its folder's name
PeriodRole = Qt.ItemDataRole.UserRole + 5  # the list's period, where its name does not say it
ProblemRole = Qt.ItemDataRole.UserRole + 6  # why the list does not load, once it was tried
AnyIndex = QModelIndex | QPersistentModelIndex


class _Row(NamedTuple):
    """What a list's row shows, from its file's header (`Catalog.rows`)."""

    list_id: str
    name: str  # in the player's language, where translated
    period: str
    system: str  # the system's name, in English ("" for a system not installed)
    where: str
    own: str  # the player's folder it is in; "" for a bundled list
    totals: bool  # whether its system has totals to show (`GameSystem.has_list_totals`)


class _Read(NamedTuple):
    """What a row shows once its list is read: its totals and the words a search matches."""

    totals: list[ListTotal]
    search: str


class CatalogModel(QAbstractTableModel):
    """The catalog's lists by name, each shown from its header: a list is read only for
    what its row shows beyond that — its totals (the VDT column, the tooltip) and the words a
    search matches — when they are first asked for, and only those are kept."""

    NAME, PERIOD, SYSTEM, ORIGIN, VDT = range(5)
    #: A list read for its row turned out not to load (or another file of its id took its
    #: place): the browser says which failed.
    failures_changed = Signal()

    def __init__(self, catalog: Catalog | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[_Row] = []
        self.catalog = catalog  # what the rows show
        self._read: dict[str, _Read] = {}  # by list id, read when first shown
        self._changed: set[str] = set()  # rows to show anew once Qt is done asking
        if catalog is not None:  # None: no rows while the lists load
            self.set_catalog(catalog)

    def set_catalog(self, catalog: Catalog, shown: Iterable[str] | None = None) -> None:
        """Rows for the lists of `shown` (every list when None)."""
        self.beginResetModel()
        self.catalog, self._read = catalog, {}
        ids = list(catalog.rows) if shown is None else [i for i in shown if i in catalog.rows]
        rows = [self._row(catalog, list_id) for list_id in ids]
        self._rows = sorted(rows, key=lambda r: r.name.lower())
        self.endResetModel()

    def _row(self, catalog: Catalog, list_id: str) -> _Row:
        from listbuilder.systems import get_system  # pydantic: not for the first frame

        entry = catalog.rows[list_id]
        system = get_system(entry.system_id)
        if system is None:  # not a system installed here: loading it says why
            catalog.read(list_id)
            entry = catalog.rows[list_id]
        where = self.tr("bundled") if entry.bundled else str(Path(entry.path).parent)
        if list_id in catalog.shadowed:
            where += self.tr(" (replaces the bundled list)")
        own = "" if entry.bundled else Path(entry.path).parent.name
        return _Row(list_id, list_word(entry.name), entry.period or "",
                    system.name if system else "", where, own,
                    bool(system and system.has_list_totals))

    def system_names(self) -> list[str]:
        """The systems the catalog has lists for, in a stable order."""
        return sorted({row.system for row in self._rows if row.system})

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 5

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row)
        if role == Qt.ItemDataRole.DisplayRole and index.column() == self.VDT:
            return self._vdt(row) if row.totals else ""
        if role == Qt.ItemDataRole.DisplayRole:  # the system's name shown, its English kept
            return (row.name, row.period, term(row.system), row.where)[index.column()]
        if role == ListIdRole:
            return row.list_id
        if role == SearchRole:
            return self._read_row(row).search
        if role == SystemRole:
            return row.system
        if role == OwnFolderRole:
            return row.own or None
        if role == PeriodRole:
            return self._period(row.name, row.period)
        if role == ProblemRole:
            return self._problem(row.list_id)
        return None

    def _tooltip(self, row: _Row) -> str:
        tip = self.tr("{name} — {system}\nFrom: {where}").format(
            name=row.name, system=term(row.system), where=row.where)
        totals = self._read_row(row).totals
        failure = self._failure(row.list_id)
        problems = [d.render(for_people=True) for d in failure.diagnostics[:3]] \
            if failure else []
        return "\n".join([tip, *(list_total_text(t) for t in totals), *problems])

    @staticmethod
    def _period(name: str, period: str) -> str | None:
        """The period as the list gives it, unless the name shown already holds it (most
        bundled names do: "English 1180–1330 AD")."""
        shown = list_word(period) if period else ""
        return shown if shown and shown not in name and period not in name else None

    def _failure(self, list_id: str) -> FailedList | None:
        entry = self.catalog.rows.get(list_id) if self.catalog else None
        return entry.failure if entry else None

    def _problem(self, list_id: str) -> str | None:
        """'⚠ cannot be loaded: 3 errors' once the list was read and failed, else None."""
        failure = self._failure(list_id)
        if failure is None:
            return None
        count = len(failure.diagnostics)
        if not count:
            return self.tr("⚠ cannot be loaded")
        return ngettext("⚠ cannot be loaded: {n} error", "⚠ cannot be loaded: {n} errors",
                        count)

    def _read_row(self, row: _Row) -> _Read:
        """The row's totals and search words, read from its list the first time."""
        if row.list_id in self._read:
            return self._read[row.list_id]
        catalog = self.catalog
        before = catalog.rows.get(row.list_id) if catalog else None
        loaded = catalog.read(row.list_id) if catalog else None
        words = " ".join(filter(None, [row.name, row.period, row.list_id]))
        if loaded is None:
            read = _Read([], words.lower())
        else:
            read = _Read(loaded.system.list_totals(loaded.model) if row.totals else [],
                         f"{loaded.system.search_text(loaded.model)} {row.name}".lower())
        self._read[row.list_id] = read
        if catalog is not None and catalog.rows.get(row.list_id) is not before \
                or loaded is None:
            if not self._changed:  # not while Qt asks for data (a paint, a filter): after
                QTimer.singleShot(0, self, self._show_changed)
            self._changed.add(row.list_id)
        return read

    def _show_changed(self) -> None:
        """Rows whose list failed, or whose id another file now gives: shown anew."""
        changed, self._changed = self._changed, set()
        if self.catalog is None:
            return
        where = [i for i, row in enumerate(self._rows)
                 if row.list_id in changed and row.list_id in self.catalog.rows]
        for i in where:
            self._rows[i] = self._row(self.catalog, self._rows[i].list_id)
        if where:
            self.dataChanged.emit(self.index(where[0], 0), self.index(where[-1], self.VDT))
            self.failures_changed.emit()

    def _vdt(self, row: _Row) -> str:
        """'16/8': the VDT and break point as published, as the books print them; the
        options' are in the tooltip."""
        for total in self._read_row(row).totals[:1]:
            for figure in total.totals:
                if figure.is_break_tally:
                    return f"{figure.value}/{figure.breaks_at}"
        return ""

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Army list"), self.tr("Period"), self.tr("System"),
                    self.tr("From"), self.tr("VDT"))[section]
        return None


class CatalogFilter(QSortFilterProxyModel):
    """Rows whose system matches and whose search text holds every word typed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._system = ""
        self._words: list[str] = []

    def set_system(self, system_name: str) -> None:
        self._refilter(lambda: setattr(self, "_system", system_name))

    def set_text(self, text: str) -> None:
        self._refilter(lambda: setattr(self, "_words", text.lower().split()))

    def _refilter(self, change) -> None:
        # Qt 6.10 replaced invalidateFilter() with a begin/end pair around the change.
        if hasattr(self, "beginFilterChange"):
            self.beginFilterChange()
            change()
            self.endFilterChange()
        else:  # pragma: no cover - older Qt
            change()
            self.invalidateFilter()

    def filterAcceptsRow(self, row: int, parent: AnyIndex) -> bool:
        index = self.sourceModel().index(row, 0, parent)
        if self._system and index.data(SystemRole) != self._system:
            return False
        if not self._words:
            return True  # a list is read for its search words only when there are words
        search = index.data(SearchRole) or ""
        return all(word in search for word in self._words)
