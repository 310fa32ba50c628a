"""The Import dialog's preview: each army found, with its units, options, special rules and
notes as the list file will hold them, in the player's words (weapons and traits by their
printed names, in the reader's language), each item knowing the lines of the pasted text it
was read from. A finding of the list checks (at a path of the file) is placed at those
lines too.

Two columns, the first wrapping its words and taking the room the VDT column leaves: no
column is cut while another has room, and nothing scrolls sideways.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.page_import import OPTION, RULE, UNIT, Entry, ImportedList
from listbuilder.i18n import _
from listbuilder.i18n.words import capitalised, term

#: An item's place: (army's index, first line, last line); the army's own item: entry None.
PLACE = Qt.ItemDataRole.UserRole
SHORT = 110  # an option's, a rule's or a note's text shown whole up to this; all in its tooltip


def _short(text: str) -> str:
    """The text whole, or up to the last word that fits, with '…'."""
    if len(text) <= SHORT:
        return text
    cut = text[:SHORT]
    return (cut.rsplit(" ", 1)[0] if " " in cut else cut).rstrip(" ,;:") + "…"


def entry_text(entry: Entry) -> str:
    name = capitalised(entry.name if entry.named else term(entry.name))
    if entry.kind == UNIT:
        words = ", ".join(capitalised(term(w)) for w in entry.words)
        return f"{entry.profile}  {name}" + (f" — {words}" if words else "")
    if entry.kind == OPTION:
        return f"{name} — {_short(entry.text)}" if entry.text else name
    if entry.kind == RULE:
        return _("Special rule: {name} — {text}", name=name, text=_short(entry.text))
    return _("Note: {text}", text=_short(entry.text))


def placed(d: Diagnostic, imported: ImportedList) -> tuple[int, int]:
    """The lines of the pasted text a list check's finding is about: the unit, option or
    rule at its path, else the army's heading (its VDT, its size)."""
    by_kind: dict[str, list[Entry]] = {}
    for entry in imported.entries:
        by_kind.setdefault(entry.kind, []).append(entry)
    keys = {"units": UNIT, "options": OPTION, "special_rules": RULE}
    path = d.path
    if len(path) >= 2 and path[0] in keys and isinstance(path[1], int):
        entries = by_kind.get(keys[str(path[0])], [])
        if path[1] < len(entries):
            entry = entries[path[1]]
            if len(path) >= 4 and path[2] in ("add", "add_one_of") and isinstance(path[3], int) \
                    and path[3] < len(entry.units):
                entry = entry.units[path[3]]
            return entry.lines
    return imported.heading_line, imported.heading_line


class WrappingDelegate(QStyledItemDelegate):
    """Rows as high as their text wrapped in the column's width (the tree's own measure
    left them one line high, the rest cut off with '…')."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        natural = super().sizeHint(option, index)
        if index.column() != 0:  # the VDT: as wide as its text, which never wraps
            return natural
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        depth, parent = 1 if self.tree.rootIsDecorated() else 0, index.parent()
        while parent.isValid():
            depth, parent = depth + 1, parent.parent()
        spanned = self.tree.isFirstColumnSpanned(index.row(), index.parent())
        width = (self.tree.viewport().width() if spanned else self.tree.columnWidth(0)) \
            - depth * self.tree.indentation()
        margin = 2 * (self.tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
        font = shown.font
        need = QFontMetrics(font).boundingRect(QRect(0, 0, max(1, width - margin), 100_000),
                                               Qt.TextFlag.TextWordWrap, shown.text)
        return QSize(natural.width(), max(need.height(), QFontMetrics(font).height()) + 4)


class Preview(QTreeWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setColumnCount(2)
        self.setHeaderLabels([self.tr("Army, its units, options and rules"), self.tr("VDT")])
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.sectionResized.connect(lambda *_: self.doItemsLayout())
        self.setWordWrap(True)
        self.setItemDelegate(WrappingDelegate(self))
        self.setUniformRowHeights(False)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)

    def show_armies(self, lists: tuple[ImportedList, ...], placeholders: set[int]) -> None:
        """The armies (those at `placeholders`' indexes carry a name the page does not print)."""
        self.clear()
        for index, imported in enumerate(lists):
            army = self._army(index, imported, index in placeholders)
            self.addTopLevelItem(army)
            # Units, options and rules have no VDT: their text takes the VDT column's room
            # too (it wrapped beside an empty column of 107 px).
            for child in _descendants(army):
                child.setFirstColumnSpanned(True)
        self.expandAll()

    def _army(self, index: int, imported: ImportedList, placeholder: bool) -> QTreeWidgetItem:
        stated = self.tr("{vdt} (page: {stated})").format(vdt=imported.vdt,
                                                         stated=imported.stated) \
            if imported.stated else str(imported.vdt)
        name = imported.name
        if placeholder:
            name = self.tr("{name} (placeholder name: rename it)").format(name=name)
        army = QTreeWidgetItem([name, stated])
        font = QFont(self.font())
        font.setBold(True)
        font.setItalic(placeholder)
        army.setFont(0, font)
        army.setData(0, PLACE, (index, imported.heading_line, imported.heading_line))
        army.setToolTip(0, self.tr("Saved as {file}").format(file=imported.file_name))
        army.setToolTip(1, self.tr("VDT: the units' VD added up, and the page's own figure "
                                   "(VDT/break point) where it prints one"))
        for entry in imported.entries:
            army.addChild(self._entry(index, entry))
        return army

    def _entry(self, index: int, entry: Entry) -> QTreeWidgetItem:
        item = QTreeWidgetItem([entry_text(entry), ""])
        item.setData(0, PLACE, (index, *entry.lines))
        if entry.text:
            item.setToolTip(0, entry.text)
        elif not entry.named:
            item.setToolTip(0, self.tr("The page prints no name: the unit is called by its "
                                       "type"))
        for unit in entry.units:
            item.addChild(self._entry(index, unit))
        return item

    def army_item(self, index: int) -> QTreeWidgetItem | None:
        return self.topLevelItem(index) if 0 <= index < self.topLevelItemCount() else None

    def select_place(self, index: int, first: int) -> None:
        """Select the army's item read from line `first` (the army's own, if none is)."""
        army = self.army_item(index)
        if army is None:
            return
        found = army
        for child in _descendants(army):
            place = child.data(0, PLACE)
            if place and place[1] == first:
                found = child
                break
        self.setCurrentItem(found)
        # An army at the top, its units under it in view; a unit or an option where it is.
        self.scrollToItem(found, QAbstractItemView.ScrollHint.PositionAtTop if found is army
                          else QAbstractItemView.ScrollHint.EnsureVisible)


def _descendants(item: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    out: list[QTreeWidgetItem] = []
    for child in (item.child(i) for i in range(item.childCount())):
        if child is not None:
            out += [child, *_descendants(child)]
    return out
