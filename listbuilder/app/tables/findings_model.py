"""The findings panel's item model: one row per diagnostic, worst first."""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QStyle

from listbuilder.app.tables.catalog_model import AnyIndex
from listbuilder.app.tables.role_data import Asked, answer_roles
from listbuilder.core.diagnostics import Diagnostic, Severity
from listbuilder.i18n import _
from listbuilder.storage.codes import lookup, rule_source, severity_word

SubjectsRole = Qt.ItemDataRole.UserRole + 1
PathRole = Qt.ItemDataRole.UserRole + 2
SeverityRole = Qt.ItemDataRole.UserRole + 3

_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_ICON = int(Qt.ItemDataRole.DecorationRole)
_ICONS = {
    Severity.ERROR: QStyle.StandardPixmap.SP_MessageBoxCritical,
    Severity.WARNING: QStyle.StandardPixmap.SP_MessageBoxWarning,
    Severity.INFO: QStyle.StandardPixmap.SP_MessageBoxInformation,
}


_icon_cache: dict[tuple[str, Severity], QIcon] = {}


def severity_icon(severity: Severity) -> QIcon:
    # Views ask for icons on every repaint; the style builds a new one each time. Cached per
    # style, so a style change (Fusion is set at start-up) is honoured.
    style = QApplication.style()
    key = (style.name(), severity)
    if key not in _icon_cache:
        _icon_cache[key] = style.standardIcon(_ICONS[severity])
    return _icon_cache[key]


def tooltip(d: Diagnostic) -> str:
    """The finding, the ids it is about, and the help `listbuilder explain CODE` prints."""
    message = lookup(d.code)
    help_text = _(message.help) if message else ""
    source = rule_source(message) if message else None
    if source:
        help_text += " " + source
    severity = severity_word(d.severity)
    # The ids the finding is about, for those who edit the file: the text names, not keys.
    in_file = _("In the file: {ids}", ids=", ".join(d.subjects)) if d.subjects else ""
    ids = f"<br>{escape(in_file, quote=False)}" if in_file else ""
    return (f"<b>{severity} [{d.code}]</b><br>{escape(d.text(), quote=False)}{ids}"
            f"<br><i>{escape(help_text, quote=False)}</i>")


def spoken(d: Diagnostic, shown: str) -> str:
    """The finding as a screen reader says it: its severity in words first, as the icon
    shows it to the eye ("error: …"), never by colour alone."""
    return f"{severity_word(d.severity)}: {shown}"


class FindingsModel(QAbstractTableModel):
    MESSAGE, CODE = range(2)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._findings: list[Diagnostic] = []
        self._shown: list[str] = []

    def set_findings(self, findings: tuple[Diagnostic, ...] | list[Diagnostic],
                     words: Callable[[Diagnostic], str] | None = None) -> None:
        """Show `findings`, each message as `words` puts it for players (ids become names).

        Rows are changed in place, not reset: a reset makes the panel lay out every row
        again and forget which finding the player is on, after every edit.
        """
        ordered = sorted(findings, key=lambda d: d.severity.rank)  # stable: system order kept
        shown = [words(d) if words else d.text() for d in ordered]
        old, new = len(self._findings), len(ordered)
        changed = [row for row in range(min(old, new))
                   if (ordered[row], shown[row]) != (self._findings[row], self._shown[row])]
        if new < old:
            self.beginRemoveRows(QModelIndex(), new, old - 1)
            self._findings, self._shown = self._findings[:new], self._shown[:new]
            self.endRemoveRows()
        if new > old:
            self.beginInsertRows(QModelIndex(), old, new - 1)
        self._findings, self._shown = ordered, shown
        if new > old:
            self.endInsertRows()
        if changed:
            self.dataChanged.emit(self.index(changed[0], 0),
                                  self.index(changed[-1], self.columnCount() - 1))

    def finding(self, row: int) -> Diagnostic:
        return self._findings[row]

    def message(self, row: int) -> str:
        """The finding in row `row` as the panel shows it."""
        return self._shown[row]

    def cell(self, row: int, column: int) -> dict[int, Any]:
        """What the cell draws, by role (its text and, for the message, the severity's icon):
        the panel draws it from a kept layout (`CellTextDelegate`)."""
        if column != self.MESSAGE:
            return {_DISPLAY: self._findings[row].code}
        return {_DISPLAY: self._shown[row], _ICON: severity_icon(self._findings[row].severity)}

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._findings)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 2

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        d = self._findings[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._shown[index.row()] if index.column() == self.MESSAGE else d.code
        if role == Qt.ItemDataRole.DecorationRole and index.column() == self.MESSAGE:
            return severity_icon(d.severity)
        if role == Qt.ItemDataRole.ToolTipRole:
            return tooltip(d)
        if role == Qt.ItemDataRole.AccessibleTextRole and index.column() == self.MESSAGE:
            return spoken(d, self._shown[index.row()])
        if role == SubjectsRole:
            return list(d.subjects)
        if role == PathRole:
            return list(d.path)
        if role == SeverityRole:
            return d.severity.value
        return None

    def multiData(self, index: AnyIndex, roleDataSpan: Asked) -> None:
        answer_roles(roleDataSpan, lambda role: self.data(index, role))  # one call per cell

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Finding"), self.tr("Rule"))[section]
        return None
