"""The live findings panel: severity icon and message; clicking one selects its units."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from listbuilder.app.findings_model import FindingsModel, PathRole, SubjectsRole


def subjects_of(subjects: list[str], path: list) -> list[str]:
    """Units a finding is about: its subjects, or the unit its path points into."""
    if subjects:
        return subjects
    if len(path) >= 2 and path[0] == "units" and isinstance(path[1], str):
        return [path[1]]
    return []


class FindingsPanel(QWidget):
    units_chosen = Signal(list)  # unit ids to select

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = FindingsModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.setShowGrid(False)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(FindingsModel.MESSAGE, QHeaderView.ResizeMode.Stretch)
        # The rule code is in each finding's tooltip with its explanation: the message
        # gets the panel's whole width.
        self.table.hideColumn(FindingsModel.CODE)
        header.hide()
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.clicked.connect(self.choose)
        self.table.activated.connect(self.choose)
        self.title = QLabel()
        self.all_clear = QLabel(self.tr("✔ No problems found.\n\nFindings appear here as you "
                                        "edit; click one to select its units."))
        self.all_clear.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.all_clear.setWordWrap(True)
        self.all_clear.setStyleSheet("color: #3c8d40; font-size: 11pt; padding: 24px;")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.all_clear, 1)
        self.model.modelReset.connect(self._retitle)
        self._retitle()

    def _retitle(self) -> None:
        count = self.model.rowCount()
        self.table.setVisible(count > 0)
        self.all_clear.setVisible(count == 0)
        text = self.tr("<b>Findings</b> (%n)", "", count) if count else self.tr(
            "<b>Findings</b> — none: the army is legal")
        self.title.setText(text)

    def choose(self, index: QModelIndex) -> None:
        row = self.model.index(index.row(), 0)
        units = subjects_of(row.data(SubjectsRole) or [], row.data(PathRole) or [])
        if units:
            self.units_chosen.emit(units)
