"""The list browser: filter the known army lists by system and words, start a new army."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSignalBlocker, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from listbuilder.app.look.accessibility import label_control, name_control
from listbuilder.app.tables.catalog_model import (
    AnyIndex,
    CatalogFilter,
    CatalogModel,
    ListIdRole,
    OwnFolderRole,
    PeriodRole,
    ProblemRole,
    SystemRole,
)
from listbuilder.app.widgets.fold_area import least_rows_height
from listbuilder.app.widgets.key_filters import on_key_press
from listbuilder.i18n import ngettext
from listbuilder.i18n.words import term

if TYPE_CHECKING:  # annotations only: the first frame shows before the army loads
    from listbuilder.storage.list_catalog import Catalog

SYSTEM_CHARS = 10  # the game box's least width, in characters
SPACING = 4  # px between the browser's parts
TITLE_ROOM = 190  # px of height below which the title gives its line to the lists
MOVE_KEYS = (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)


class ListNameDelegate(QStyledItemDelegate):
    """A list's name with, below it, its period where the name does not say it, the game it
    is for while lists of every system are shown, the folder of a list of the player's own,
    and, once it was read and failed, that it does not load. Each had a column once (the
    system's name was only in the tooltip): a From column squeezed the names to 25 px, and a
    Period column, empty for most lists, to three or four lines. The model's text stays the
    name."""

    show_system = True

    def initStyleOption(self, option: QStyleOptionViewItem, index: AnyIndex) -> None:
        super().initStyleOption(option, index)
        system = index.data(SystemRole) if self.show_system else None
        below = " · ".join(filter(None, [index.data(PeriodRole), term(system) if system else "",
                                         index.data(OwnFolderRole), index.data(ProblemRole)]))
        if below:
            option.text = f"{option.text}\u2028{below}"  # a line break in a cell


class TotalsDelegate(QStyledItemDelegate):
    """The VDT column's cells, as wide as a VDT and its break point with two digits each (as
    every published list's): sizing the column and the rows never asks for a cell's text, so
    a list is read for its totals only when its cell is painted (scrolled into view), not
    every list at the first layout."""

    WIDEST = "88/88"

    def sizeHint(self, option: QStyleOptionViewItem, index: AnyIndex) -> QSize:
        style = option.widget.style() if option.widget else QApplication.style()
        margin = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
        return QSize(option.fontMetrics.horizontalAdvance(self.WIDEST) + 2 * margin,
                     option.fontMetrics.height())


class ListBrowser(QWidget):
    new_army_requested = Signal(str)  # list id
    notice = Signal(str)  # what the window's status bar says (why nothing was started)

    def __init__(self, catalog: Catalog | None, parent: QWidget | None = None) -> None:
        """`catalog` None: no lists yet (they load after the window's first frame)."""
        super().__init__(parent)
        self.model = CatalogModel(catalog, self)
        self.model.failures_changed.connect(self._show_failures_again)
        self.proxy = CatalogFilter(self)
        self.proxy.setSourceModel(self.model)

        self.system_box = QComboBox()
        # As narrow as the column may go on a small screen (at 200 % on a laptop the names
        # of the games held it at 240 px); every name whole in its list.
        self.system_box.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.system_box.setMinimumContentsLength(SYSTEM_CHARS)
        self._fill_systems(catalog)
        self.system_box.setToolTip(self.tr("Show the lists of one rule system"))
        self.system_box.currentIndexChanged.connect(self._show_system)

        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search armies, units, weapons, rules…"))
        self.search.setClearButtonEnabled(True)
        self.search.setToolTip(self.tr("Every word must match an army's name, period, units, "
                                       "options, weapons or special rules (Ctrl+F)"))
        self.search.textChanged.connect(self.proxy.set_text)
        self.search.returnPressed.connect(self._request_first)
        on_key_press(self.search, self._search_keys)  # arrows choose among the results

        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.name_delegate = ListNameDelegate(self.table)
        self.table.setItemDelegateForColumn(CatalogModel.NAME, self.name_delegate)
        self.totals_delegate = TotalsDelegate(self.table)
        self.table.setItemDelegateForColumn(CatalogModel.VDT, self.totals_delegate)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.setShowGrid(False)
        self.table.setAlternatingRowColors(True)
        # A long name wraps onto a second line rather than being cut short with '…'.
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        rows = self.table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        rows.setMinimumSectionSize(self.table.fontMetrics().height() + 10)  # as roomy as before
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(CatalogModel.NAME, QHeaderView.ResizeMode.Stretch)
        # The list's own VDT and break point as published ('16/8'); the options' in the tooltip.
        header.setSectionResizeMode(CatalogModel.VDT, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        # Enter or a double click on a list starts an army from it.
        self.table.activated.connect(lambda _: self.request())
        self.table.selectionModel().selectionChanged.connect(self._update_button)
        label_control(self.system_box, self.tr("Game system"))
        name_control(self.search, self.tr("Search the army lists"))
        name_control(self.table, self.tr("Army lists"),
                     self.tr("Enter starts an army from the selected list"))

        self.new_button = QPushButton(self.tr("New army from list"))
        self.new_button.setToolTip(self.tr("Start an army from the selected list (Ctrl+N)"))
        self.new_button.clicked.connect(self.request)

        self.failed_label = QLabel()
        self.failed_label.setWordWrap(True)
        self.failed_label.setObjectName("failedLists")

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(SPACING)
        # On a short screen (200 % on a laptop) the table keeps one row, and the title goes:
        # its header and its name say 'Army list' already.
        self.table.setMinimumHeight(least_rows_height(self.table, 1))
        self.title = title = QLabel(self.tr("<b>Army lists</b>"))
        layout.addWidget(title)
        layout.addWidget(self.system_box)
        layout.addWidget(self.search)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.failed_label)
        layout.addWidget(self.new_button)
        if catalog is not None:
            self.show_failures(catalog)
        self._hide_columns()
        self._update_button()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.title.setVisible(event.size().height() >= TITLE_ROOM)

    def _show_system(self) -> None:
        """Lists of one system (the box names it), or of all, each saying its game."""
        system = self.system_box.currentData()
        self.name_delegate.show_system = not system
        self.proxy.set_system(system)

    def show_loading(self, loading: bool) -> None:
        """Greyed out with a word on it until the lists are there (`set_catalog` then says
        which failed, if any)."""
        self.setEnabled(not loading)
        if loading:
            self.failed_label.setText(self.tr("Loading the army lists…"))
            self.failed_label.setToolTip("")
            self.failed_label.show()

    def _search_keys(self, event: QKeyEvent) -> bool:
        """Up, Down, Page Up and Page Down in the search box move through the lists found,
        so a player types, picks with the arrows and presses Enter without leaving it."""
        if event.key() not in MOVE_KEYS:
            return False
        QCoreApplication.sendEvent(self.table, event)
        return True

    def _hide_columns(self) -> None:
        """A list's period, game and origin are said below its name (`ListNameDelegate`),
        where it comes from in full in its tooltip: the browser is too narrow for columns
        beside the names that most lists leave empty or all alike."""
        for column in (CatalogModel.PERIOD, CatalogModel.SYSTEM, CatalogModel.ORIGIN):
            self.table.setColumnHidden(column, True)

    def set_catalog(self, catalog: Catalog, shown: Iterable[str] | None = None) -> None:
        """Show another catalog: the lists of `shown`, or every list."""
        chosen = self.selected_list_id()
        self.model.set_catalog(catalog, shown)
        self._hide_columns()
        if chosen:
            self.select_list(chosen)
        self._fill_systems(catalog)
        self.show_failures(catalog)
        self._update_button()

    def _fill_systems(self, catalog: Catalog | None) -> None:
        current = self.system_box.currentData()
        with QSignalBlocker(self.system_box):
            self.system_box.clear()
            self.system_box.addItem(self.tr("All systems"), "")
            for name in self.model.system_names() if catalog else ():
                self.system_box.addItem(term(name), name)  # filtered by the English name
            self.system_box.setCurrentIndex(max(0, self.system_box.findData(current)))

    def _show_failures_again(self) -> None:
        """A list read for its row did not load: the note below the lists counts it."""
        if self.model.catalog is not None:
            self.show_failures(self.model.catalog)

    def show_failures(self, catalog: Catalog) -> None:
        failed, cut = catalog.failed, catalog.walk_findings
        self.failed_label.setVisible(bool(failed or cut))
        if not failed and not cut:
            return
        lines = [f"⚠ {d.text()}" for d in cut]  # the message names the folder
        if failed:
            lines.append(ngettext("⚠ {n} list file could not be loaded.",
                                  "⚠ {n} list files could not be loaded.", len(failed)))
        self.failed_label.setText("\n".join(lines))
        details = [d.render(for_people=True) for f in failed for d in f.diagnostics[:3]]
        self.failed_label.setToolTip("\n".join(details))

    def selected_list_id(self) -> str | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].data(ListIdRole) if rows else None

    def select_list(self, list_id: str) -> None:
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            if index.data(ListIdRole) == list_id:
                self.table.selectRow(row)
                self.table.scrollTo(index)
                return

    def _update_button(self) -> None:
        self.new_button.setEnabled(self.selected_list_id() is not None)

    def request(self) -> None:
        """Start an army from the selected list; with none selected, offer the lists (the
        first one current, the focus on them) and say so: Ctrl+N did nothing at all."""
        list_id = self.selected_list_id()
        if list_id:
            self.new_army_requested.emit(list_id)
            return
        if not self.proxy.rowCount():
            self.notice.emit(self.tr("No army list matches the search: clear it to see every "
                                     "list, then choose one."))
            self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
            return
        self.table.setCurrentIndex(self.proxy.index(0, CatalogModel.NAME))
        self.table.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.notice.emit(self.tr("Choose the army list to start from (the arrow keys move), "
                                 "then press Enter."))

    def _request_first(self) -> None:
        """Enter in the search box: the selected list, or the first one the search shows."""
        if self.selected_list_id() is None and self.proxy.rowCount():
            self.table.selectRow(0)
        self.request()

    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()
