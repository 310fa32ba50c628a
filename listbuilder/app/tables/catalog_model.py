"""The list browser's item model and its filter: thin adapters over the `Catalog`."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from listbuilder.app.files.list_folders import is_bundled, origin, shadowed
from listbuilder.export.totals import list_total_text
from listbuilder.i18n.words import list_word, term

if TYPE_CHECKING:  # annotations only: the first frame shows before the army loads
    from listbuilder.core.list_totals import ListTotal
    from listbuilder.storage.catalog import Catalog

ListIdRole = Qt.ItemDataRole.UserRole + 1
SearchRole = Qt.ItemDataRole.UserRole + 2
SystemRole = Qt.ItemDataRole.UserRole + 3
OwnFolderRole = Qt.ItemDataRole.UserRole + 4  # a list of the player's own: its folder's name
PeriodRole = Qt.ItemDataRole.UserRole + 5  # the list's period, where its name does not say it
AnyIndex = QModelIndex | QPersistentModelIndex


class CatalogModel(QAbstractTableModel):
    NAME, PERIOD, SYSTEM, ORIGIN, VDT = range(5)

    def __init__(self, catalog: Catalog | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, str, str, str, str, str, str]] = []
        self._catalog = catalog
        self._totals: dict[str, list[ListTotal]] = {}  # by list id, worked out when shown
        if catalog is not None:  # None: no rows while the lists load
            self.set_catalog(catalog)

    def set_catalog(self, catalog: Catalog) -> None:
        self.beginResetModel()
        self._catalog, self._totals = catalog, {}
        rows = []
        for list_id, entry in catalog.entries.items():
            army_list, system = entry.model, entry.system
            bundled = is_bundled(entry.path)
            where = self.tr("bundled") if bundled else origin(entry.path)
            if shadowed(catalog, list_id):
                where += self.tr(" (replaces the bundled list)")
            own = "" if bundled else Path(entry.path).parent.name
            name = list_word(army_list.name)  # in the player's language, where translated
            search = f"{system.search_text(army_list)} {name}".lower()
            rows.append((list_id, name, army_list.period or "", system.name, where, search, own))
        self._rows = sorted(rows, key=lambda r: r[1].lower())
        self.endResetModel()

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 5

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        list_id, name, period, system, where, search, own = self._rows[index.row()]
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = self.tr("{name} — {system}\nFrom: {where}").format(
                name=name, system=term(system), where=where)
            return "\n".join([tip, *(list_total_text(t) for t in self.totals(list_id))])
        if role == Qt.ItemDataRole.DisplayRole and index.column() == self.VDT:
            return self._vdt(list_id)
        if role == Qt.ItemDataRole.DisplayRole:  # the system's name shown, its English kept
            return (name, period, term(system), where)[index.column()]
        if role == ListIdRole:
            return list_id
        if role == SearchRole:
            return search
        if role == SystemRole:
            return system
        if role == OwnFolderRole:
            return own or None
        if role == PeriodRole:
            return self._period(name, period)
        return None

    @staticmethod
    def _period(name: str, period: str) -> str | None:
        """The period as the list gives it, unless the name shown already holds it (most
        bundled names do: "English 1180–1330 AD")."""
        shown = list_word(period) if period else ""
        return shown if shown and shown not in name and period not in name else None

    def totals(self, list_id: str) -> list[ListTotal]:
        """The list's own totals, as published and with each option (issue 21)."""
        if list_id not in self._totals:
            entry = self._catalog.entries.get(list_id) if self._catalog else None
            self._totals[list_id] = entry.system.list_totals(entry.model) if entry else []
        return self._totals[list_id]

    def _vdt(self, list_id: str) -> str:
        """'16/8': the VDT and break point as published, as the books print them; the
        options' are in the tooltip."""
        for total in self.totals(list_id)[:1]:
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
        search = index.data(SearchRole) or ""
        return all(word in search for word in self._words)


def system_names(catalog: Catalog) -> list[str]:
    """The systems the catalog has lists for, in a stable order."""
    return sorted({e.system.name for e in catalog.entries.values()})
