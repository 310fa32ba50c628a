"""Where the fields panel goes, beside the units table or below it, and the table's columns
sized for the army shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSplitter, QWidget

from listbuilder.app.editing.fields_panel import FieldsPanel
from listbuilder.app.tables.column_fit import ColumnFit
from listbuilder.app.tables.units_model import UnitsModel

if TYPE_CHECKING:  # annotations only: the first frame shows before the army loads
    from listbuilder.app.army.document import ArmyDocument

# Narrower than this, the fields panel goes below the units table instead of beside it:
# side by side at 1024 px the table would be left a sliver.
WIDE_EDITOR = 880

# The fields panel below the table is never lower than this: room for the army's settings
# and the start of a selected unit's fields.
PANEL_LOW = 120


class PanelPlace:
    """The editor's table and fields panel in `body`, placed as the editor's width allows."""

    def __init__(self, editor: QWidget, body: QSplitter, fields_panel: FieldsPanel,
                 columns: ColumnFit, model: UnitsModel) -> None:
        self.editor, self.body, self.fields_panel = editor, body, fields_panel
        self.columns, self.model = columns, model
        self.doc: ArmyDocument | None = None
        self._refit_pending = False  # the fields panel to be placed once the editor shows
        self._measured: set[tuple] | None = None

    def set_document(self, doc: ArmyDocument | None) -> None:
        """Another army (or none), shown before its columns are sized (`fit_columns`)."""
        self.doc = doc
        self._measured = None  # the rows the columns were sized for (`_rows_shown`)

    def fit_new_army(self, doc: ArmyDocument) -> None:
        self._measured = self._rows_shown(doc)
        self.fit_columns()

    @staticmethod
    def _rows_shown(doc: ArmyDocument) -> set[tuple]:
        """What each row shows that sets its columns' widths (read from the army's view:
        asking the table's model would lay every cell out again)."""
        return {(u.id, u.name, u.type_name, u.weapon, u.points, str(u.profile))
                for u in doc.view.units}

    def refit_for_new_rows(self, doc: ArmyDocument) -> None:
        """Units added, renamed or retyped since the columns were sized: sized again if one
        of them does not fit (an army started empty kept its empty table's widths: 'Li…')."""
        if self._measured is None:
            return  # not sized yet: `fit_new_army` does it
        # Every row shown since the columns were sized counts as measured: columns only
        # grow until then, and undo or redo brings back rows that fitted.
        shown, measured = self._rows_shown(doc), self._measured
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
            return
        self.body.setOrientation(orientation)
        # The panel keeps its size (stretch 0): the table takes what the window gains.
        if wide:
            table = min(max(table, 2 * editor.width() // 3), editor.width() - panel)
            self.body.setSizes([table, editor.width() - table])
        else:
            # Below the table, as high as the army's settings need (a third to half of the
            # height): on a netbook the table keeps five or six rows in view.
            high = self.body.height()
            fields = self.fields_panel
            inner = fields.widget()
            wants = (inner.sizeHint().height() if inner else 0) + 2 * fields.frameWidth()
            panel = min(max(wants, high // 3, PANEL_LOW), high // 2)
            self.body.setSizes([high - panel, panel])
