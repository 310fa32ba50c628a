"""Where the fields panel goes, beside the units table or below it, and the table's columns
sized for the army shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QSplitter, QWidget

from listbuilder.app.editing.fields_panel import FieldsPanel
from listbuilder.app.tables.column_fit import ColumnFit
from listbuilder.app.tables.units_model import UnitIdRole, UnitsModel
from listbuilder.app.widgets.fold_area import least_rows_height

if TYPE_CHECKING:  # annotations only: the first frame shows before the army loads
    from listbuilder.app.army.document import ArmyDocument

# Narrower than this, the fields panel goes below the units table instead of beside it:
# side by side at 1024 px the table would be left a sliver.
WIDE_EDITOR = 880

# The fields panel below the table is never lower than this while it shows a unit: room for
# the unit's name and its first fields. With no unit selected it is only as high as its hint.
PANEL_LOW = 120
# Rows of the units table left in view when a selected unit's fields take room below it.
ROWS_KEPT = 6
_TEXT, _FONT = int(Qt.ItemDataRole.DisplayRole), int(Qt.ItemDataRole.FontRole)


class PanelPlace:
    """The editor's table and fields panel in `body`, placed as the editor's width allows."""

    def __init__(self, editor: QWidget, body: QSplitter, fields_panel: FieldsPanel,
                 columns: ColumnFit, model: UnitsModel) -> None:
        self.editor, self.body, self.fields_panel = editor, body, fields_panel
        self.columns, self.model = columns, model
        self.doc: ArmyDocument | None = None
        self._refit_pending = False  # the fields panel to be placed once the editor shows
        self._measured: set[tuple] | None = None
        # Below the table: what the panel's height was set for (a unit shown, the body's
        # height), and the height the player dragged it to, kept from then on.
        self._below_for: tuple[bool, int] | None = None
        self._player_height: int | None = None
        self._notes_lent = 0  # px of the notes' height the fields panel has below the table
        self._table_high = 0  # the table's height below which a unit shown would take it
        body.splitterMoved.connect(self._dragged)

    def set_document(self, doc: ArmyDocument | None) -> None:
        """Another army (or none), shown before its columns are sized (`fit_columns`)."""
        self.doc = doc
        self._measured = None  # the rows the columns were sized for (`_rows_shown`)

    def fit_new_army(self, doc: ArmyDocument) -> None:
        self._measured = self._rows_shown()
        self.fit_columns()

    def _rows_shown(self) -> set[tuple]:
        """What each row shows, cell by cell, and in which font: a new General's row turns
        bold and a grouped unit's Group cell gains words, each wider than its column was
        sized for. (The model's cells are worked out once per change: no layout is asked.)"""
        model = self.model
        return {(model.cell(row, 0)[UnitIdRole], _FONT in model.cell(row, 0),
                 *(model.cell(row, column).get(_TEXT) for column in range(model.COLUMN_COUNT)))
                for row in range(model.rowCount())}

    def refit_for_new_rows(self) -> None:
        """Rows that show what their columns were not sized for (units added, renamed,
        retyped, grouped, given the General): sized again if a cell does not fit (an army
        started empty kept its empty table's widths: 'Li…')."""
        if self._measured is None:
            return  # not sized yet: `fit_new_army` does it
        # Every row shown since the columns were sized counts as measured: columns only
        # grow until then, and undo or redo brings back rows that fitted.
        shown, measured = self._rows_shown(), self._measured
        new = {row[0] for row in shown - measured}
        self._measured = measured | shown
        if new and self.columns.cut_rows([self.model.row_of(uid) for uid in new]):
            self.columns.grow()
            self.place(refit=True)

    def fit_columns(self) -> None:
        """Columns sized for this army (never another's widths), none narrower than its
        header; the last one takes what is left. The fields panel then goes beside the
        table only if the table keeps room for all its columns (`ColumnFit`)."""
        self.columns.reset()
        self.place(refit=True)

    def place(self, refit: bool = False) -> None:
        """Beside the table when both fit whole, else below it: a sideways-scrolling table
        with its Base column cut next to a half-empty panel helps no one."""
        # Sizes given while hidden (the army opens before the editor is shown) are scaled
        # by Qt on showing: place the panel once the editor has its real width.
        editor = self.editor
        if not editor.isVisible():
            self._refit_pending = self._refit_pending or refit
            return
        refit, self._refit_pending = refit or self._refit_pending, False
        if self.doc is not None:
            refit = self.columns.fit(editor.width()) or refit
        table = self.columns.table_needs() if self.doc is not None else 0
        panel = self.fields_panel.needed_width() + self.body.handleWidth()
        wide = editor.width() >= max(WIDE_EDITOR, table + panel)
        orientation = Qt.Orientation.Horizontal if wide else Qt.Orientation.Vertical
        cut = wide and self.fields_panel.isVisible() and self.body.sizes()[1] < panel
        # (The table narrower than its columns: units added since, or a panel grown wider.)
        squeezed = wide and self.body.sizes()[0] < table
        if orientation == self.body.orientation() and not (refit or cut or squeezed):
            if not wide:
                self._fit_below()  # a unit selected or none since
            return
        self.body.setOrientation(orientation)
        # The panel keeps its size (stretch 0): the table takes what the window gains.
        if wide:
            table = min(max(table, 2 * editor.width() // 3), editor.width() - panel)
            self.body.setSizes([table, editor.width() - table])
        else:
            self._below_for = None
            self._fit_below()

    def _dragged(self) -> None:
        if self.body.orientation() == Qt.Orientation.Vertical:
            self._player_height = self.body.sizes()[1]

    def _fit_below(self, late: bool = False) -> None:
        """The panel below the table as high as the player dragged it; else as its content
        needs: its one-line hint while no unit is selected (it kept 120 px for it, and the
        table scrolled through 6 of 8 rows on a netbook), room for the unit's fields once
        one is. It grows downwards only: the table's top and the row just clicked stay
        where they were under the pointer."""
        fields = self.fields_panel
        if fields.isHidden():
            self._below_for = None
            self._notes_give(-self._notes_lent)  # no unit shown (Basic Impetus): lent back
            self._table_high = self.body.height()  # (shown, the panel takes from it at once)
            return
        high = self.body.height()
        if self._player_height is not None:
            panel = self._player_height
        else:
            placed, self._below_for = self._below_for, (fields.unit_box.isVisibleTo(fields), high)
            if placed == self._below_for:
                return  # another unit clicked: the panel stays as it is
            if self._below_for[0]:
                # As high as the unit's fields need, up to half the height while the table
                # keeps six rows in view (on a netbook it is left the least panel).
                keep = least_rows_height(self.columns.table, ROWS_KEPT) + self.body.handleWidth()
                # (More than half where the table's rows leave it empty: a few units on a
                # big screen left the panel scrolling under an empty table.)
                half = max(high // 2, high - self._rows_height() - self.body.handleWidth())
                panel = max(min(self._content_height(), half, high - keep), PANEL_LOW)
                # The notes' spare height first: the table's rows stay where they are.
                high += self._notes_give(panel - (high - self._table_high))
                if placed is not None and not placed[0]:
                    room = self._room_below_row(high)
                    if room < PANEL_LOW and not late:
                        # The row clicked low in a long table is scrolled up into view:
                        # only once a double click on it is over (its second click landed
                        # on another row and edited that one).
                        self._below_for = placed
                        QTimer.singleShot(QApplication.doubleClickInterval(), self.editor,
                                          self._grow_late)
                        return
                    panel = max(min(panel, room), PANEL_LOW)
            else:
                panel = self._content_height()
                self._table_high = high - panel
                high += self._notes_give(-self._notes_lent)  # no unit shown: lent back
        if self._below_for is not None:  # (the notes lent or took back height)
            self._below_for = (self._below_for[0], self.body.height())
        if self.body.sizes()[1] != panel:
            self.body.setSizes([high - panel, panel])
            self._show_row()
            # Its first field whole in the height it now has, once laid out at that height.
            QTimer.singleShot(0, self.fields_panel, self.fields_panel.show_unit)

    def _notes_give(self, growth: int) -> int:
        """The army's notes below lend their height down to their least while a unit's fields
        need it (`growth` px more for the panel), and take it back once the panel shrinks:
        the units table keeps its rows (at 150 % the panel showed no whole field, and at
        1024×600 a click on a low row shrank the table from under the pointer)."""
        parts = self.body.parentWidget()
        notes = parts.widget(1) if isinstance(parts, QSplitter) else None
        if not isinstance(parts, QSplitter) or notes is None:
            return 0
        sizes, before = parts.sizes(), self.body.height()
        if growth > 0:
            spare = sizes[1] - notes.minimumSizeHint().height()
            lent = max(min(growth, spare), 0)
            if growth - lent > self._rows_spare():
                # Else rows would go from under the pointer: the notes fold away whole
                # (their splitter's handle stays, to drag them back) until no unit is shown.
                parts.setCollapsible(1, True)
                lent = sizes[1]
        else:
            lent = -min(self._notes_lent, -growth)
        if lent:
            self._notes_lent += lent
            parts.setSizes([sizes[0] + lent, sizes[1] - lent])
            if self._notes_lent == 0:
                parts.setCollapsible(1, False)
        return self.body.height() - before

    def notes_dragged(self) -> None:
        """The player dragged the notes' handle: their height is the player's now."""
        self._notes_lent = 0
        parts = self.body.parentWidget()
        if isinstance(parts, QSplitter):
            parts.setCollapsible(1, False)

    def give_back_notes(self) -> None:
        """The notes' own height again (the window closes: it is remembered without the
        loan)."""
        self._notes_give(-self._notes_lent)

    def _rows_height(self) -> int:
        """The units table's height for all its rows, its header and frame."""
        table = self.columns.table
        rows = sum(table.rowHeight(row) for row in range(self.model.rowCount()))
        return rows + table.height() - table.viewport().height()

    def _rows_spare(self) -> int:
        """The units table's empty height below its last row that it can give (it keeps
        its least height, `LEAST_ROWS` rows, however few units it has)."""
        table, rows = self.columns.table, self.model.rowCount()
        free = table.height() - table.minimumHeight()
        if rows == 0:
            return min(table.viewport().height(), free)
        last = table.rowViewportPosition(rows - 1) + table.rowHeight(rows - 1)
        return max(min(table.viewport().height() - last, free), 0)

    def _grow_late(self) -> None:
        if self.body.orientation() == Qt.Orientation.Vertical and self.editor.isVisible():
            self._fit_below(late=True)

    def _content_height(self) -> int:
        """The panel's height for what it shows at the body's width, with its frame."""
        fields = self.fields_panel
        inner = fields.widget()
        if inner is None:
            return PANEL_LOW
        width = self.body.width() - 2 * fields.frameWidth()
        wants = (inner.heightForWidth(width) if inner.hasHeightForWidth()
                 else inner.sizeHint().height())
        return max(wants, inner.minimumSizeHint().height()) + 2 * fields.frameWidth()

    def _selected_row(self) -> int:
        unit_id = self.fields_panel.unit_id
        return self.model.row_of(unit_id) if unit_id else -1

    def _room_below_row(self, high: int) -> int:
        """The panel's height that leaves the selected row whole above it."""
        row, table = self._selected_row(), self.columns.table
        if row < 0 or table.rowViewportPosition(row) < 0:
            return high
        bottom = table.rowViewportPosition(row) + table.rowHeight(row)
        chrome = table.height() - table.viewport().height()  # the header, the frame
        return high - self.body.handleWidth() - chrome - bottom

    def _show_row(self) -> None:
        """The selected row in view (scrolled only when the panel covers it: clicked low
        in a long table, or selected from elsewhere)."""
        row = self._selected_row()
        if row >= 0:
            self.columns.table.scrollTo(self.model.index(row, UnitsModel.NAME))
