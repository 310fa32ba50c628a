"""The live findings panel: severity icon and message; clicking one selects its units.

Below the list, the current finding's one-click fixes ("Remove option 'Genoese'"), as
buttons: the window applies the one chosen as an undoable edit.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QModelIndex, QPoint, QRect, Qt, Signal
from PySide6.QtGui import QAction, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from listbuilder.app.help.guide_dialog import show_explanation
from listbuilder.app.look.accessibility import name_control
from listbuilder.app.look.colours import readable
from listbuilder.app.tables.cell_text_views import CellTextDelegate, CellTextTable
from listbuilder.app.tables.findings_model import FindingsModel, PathRole, SubjectsRole
from listbuilder.app.widgets.fold_area import FoldArea
from listbuilder.app.widgets.layouts import discard, widgets_in
from listbuilder.app.widgets.steady_label import SteadyLabel
from listbuilder.app.widgets.wrap_button import WrapButton
from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.fixes import Fix

FixesOf = Callable[[Diagnostic], list[Fix]]


def subjects_of(subjects: list[str], path: list) -> list[str]:
    """Units a finding is about: its subjects, or the unit its path points into."""
    if subjects:
        return subjects
    if len(path) >= 2 and path[0] == "units" and isinstance(path[1], str):
        return [path[1]]
    return []


ALL_CLEAR = "#3c8d40"  # the no-problems green, as on a light window
ROW_HEIGHTS_KEPT = 500  # measured rows remembered (a message at a width each)

class FindingsPanel(QWidget):
    units_chosen = Signal(list)  # unit ids to select
    field_chosen = Signal(tuple)  # the path of a finding about the army, not its units
    fix_chosen = Signal(object)  # a Fix to apply
    has_army = False
    explained: QWidget | None = None  # the last "What does this mean?" window
    opening = False  # a start is reading the army (`show_opening`)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = FindingsModel(self)
        # Findings come and go with most edits, and the panel then repaints whole: the
        # messages are drawn from kept layouts (`CellTextDelegate`).
        self.table = CellTextTable()
        self.table.setModel(self.model)
        self.table.setItemDelegate(CellTextDelegate(self.table, self.model, frozenset()))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.setShowGrid(False)
        self.table.setTabKeyNavigation(False)
        self.table.setWordWrap(True)
        # Its scroll bar always there: coming and going (rows added, the fixes' room kept),
        # it narrowed the messages, re-wrapped them all and moved them under the pointer.
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(FindingsModel.MESSAGE, QHeaderView.ResizeMode.Stretch)
        # The rule code is in each finding's tooltip with its explanation: the message
        # gets the panel's whole width.
        self.table.hideColumn(FindingsModel.CODE)
        header.hide()
        # Each row as high as its wrapped message, measured once per text and width (`_fit_rows`):
        # Qt's ResizeToContents measured every row again after every edit.
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self._row_heights: dict[tuple[str, int], int] = {}
        # The message column, as the panel resizes (told before the table knows the width).
        header.sectionResized.connect(lambda _column, _old, width: self._fit_rows(width))
        self.table.clicked.connect(self.choose)
        # "What does this mean?": the finding's explanation, from its context menu (mouse or
        # the Menu key) and Help ▸ What does this finding mean? (Shift+F1).
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._context_menu)
        name_control(self.table, self.tr("Findings"), self.tr(
            "Enter selects a finding's units; the Menu key or Shift+F1 says what it means"))
        self.table.activated.connect(self.choose)
        # Longer in Hungarian and Russian: wraps, never widens. A new count re-lays out
        # nothing (`SteadyLabel`).
        self.title_box = SteadyLabel()
        self.title = self.title_box.label
        self.all_clear = QLabel(self.tr("✔ No problems found.\n\nFindings appear here as you "
                                        "edit; click one to select its units."))
        self.all_clear.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.all_clear.setWordWrap(True)
        self._style_all_clear()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title_box)
        layout.addWidget(self.table, 1)
        # Scrolled, never cut, where the column is short (200 % on a laptop, a banner below).
        self.all_clear_area = FoldArea(content=self.all_clear)
        layout.addWidget(self.all_clear_area, 1)
        self._build_fix_bar(layout)
        self.model.modelReset.connect(self._retitle)
        self.table.selectionModel().currentRowChanged.connect(self._show_fixes)
        self._retitle()

    def _style_all_clear(self) -> None:
        """Green that reads on this palette's window, light or dark."""
        green = readable(ALL_CLEAR, self.palette().color(QPalette.ColorRole.Window))
        # Slim padding: under the file-changed banner on a netbook the Hungarian hint
        # needs every line of the findings column.
        style = f"color: {green}; font-size: 11pt; padding: 8px 12px;"
        if self.all_clear.styleSheet() != style:
            self.all_clear.setStyleSheet(style)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # the desktop switched light / dark
            self._style_all_clear()
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._row_heights.clear()  # measured in the old font
            self._fit_rows()

    def _fit_rows(self, width: int | None = None) -> None:
        """Each row as high as its message needs in the message column (`width` px)."""
        rows = self.table.verticalHeader()
        width = self.table.columnWidth(FindingsModel.MESSAGE) if width is None else width
        if len(self._row_heights) > ROW_HEIGHTS_KEPT:
            self._row_heights.clear()
        heights = {}
        for row in range(self.model.rowCount()):
            key = (self.model.message(row), width)
            if key not in self._row_heights:
                index = self.model.index(row, FindingsModel.MESSAGE)
                self._row_heights[key] = max(self._measure(index, width),
                                             rows.minimumSectionSize())
            heights[row] = self._row_heights[key]
        self.table.resize_rows(heights)

    def _measure(self, index: QModelIndex, width: int) -> int:
        """The row's height as the table's own measure gives it, at `width`."""
        option = QStyleOptionViewItem()
        self.table.initViewItemOption(option)
        option.rect = QRect(0, 0, width, 1)  # wraps at this width (a rect of no height would not)
        return self.table.itemDelegate().sizeHint(option, index).height()

    def _build_fix_bar(self, layout: QVBoxLayout) -> None:
        self.fixes_of: FixesOf = lambda _finding: []
        self._fixes: list[Fix] = []
        self._fix_labels: list[str] = []
        self.fix_bar = QWidget()
        self.fix_bar.setObjectName("fixBar")
        self.fix_layout = QVBoxLayout(self.fix_bar)
        self.fix_layout.setContentsMargins(0, 4, 0, 4)
        self.fix_layout.setSpacing(2)
        # Once a finding of this army had fixes, their room is kept (said empty) while the
        # player goes through the others: the list above no longer jumps as buttons come and
        # go, moving the next finding from under the pointer.
        self._fix_room = 0
        self.no_fix = QLabel(self.tr("No one-click fix for this finding."))
        self.no_fix.setObjectName("noFix")
        self.no_fix.setWordWrap(True)
        self.no_fix.setEnabled(False)  # greyed: a note, not a control
        self.fix_layout.addWidget(self.no_fix)
        self.fix_layout.addStretch(1)
        layout.addWidget(self.fix_bar)

    def show_findings(self, findings, fixes_of: FixesOf | None = None,
                      words: Callable[[Diagnostic], str] | None = None,
                      has_army: bool = True) -> None:
        """Show these findings in players' words (`words`), each with its fixes."""
        self.fixes_of = fixes_of or (lambda _finding: [])
        self.has_army, self.opening = has_army, False
        row = self.table.currentIndex().row()
        self.model.set_findings(findings, words)
        self._fit_rows()
        self._retitle()
        if self.model.rowCount():
            # The first finding (or the one the player was on) is current, so its fixes show.
            keep = self.model.index(min(max(row, 0), self.model.rowCount() - 1),
                                    FindingsModel.MESSAGE)
            if keep != self.table.currentIndex():
                self.table.setCurrentIndex(keep)
        self._show_fixes()
        # Rows that came or went are laid out now, with the scroll bar they need: the edit's
        # repaint draws the table at the width it keeps, not again on a later pass.
        self.table.lay_out_rows_now()

    def fix_buttons(self) -> list[QPushButton]:
        return widgets_in(self.fix_layout, QPushButton)

    def _show_fixes(self, *_args) -> None:
        row = self.table.currentIndex().row()
        fixes = self.fixes_of(self.model.finding(row)) if 0 <= row < self.model.rowCount() else []
        labels = [fix.label for fix in fixes]
        self._fixes = fixes  # the buttons apply these: the same label may carry new edits
        # (No finding left: no room kept, the all-clear note takes the panel.)
        self.fix_bar.setVisible(bool(fixes) or (self._fix_room > 0 and self.model.rowCount() > 0))
        self.no_fix.setVisible(not fixes)
        if labels == self._fix_labels:
            return  # new buttons would re-lay out, and so repaint, the whole window
        self._fix_labels = labels
        for button in self.fix_buttons():
            discard(self.fix_layout, button)
        for index, label in enumerate(labels):
            button = WrapButton(self.tr("Fix: {what}").format(what=label))
            button.setObjectName("fixButton")
            button.setToolTip(self.tr("Apply this fix (you can undo it)"))
            button.clicked.connect(lambda _=False, i=index: self.fix_chosen.emit(self._fixes[i]))
            self.fix_layout.insertWidget(index, button)
            button.setVisible(self.fix_bar.isVisible())  # now, so that its room is measured
        if fixes:
            self._keep_fix_room()

    def _keep_fix_room(self) -> None:
        """The bar at least as high as the most fixes of this army have needed so far."""
        bar, layout = self.fix_bar, self.fix_layout
        # The buttons wrap: their height depends on the bar's width.
        needed = (layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth()
                  else bar.sizeHint().height())
        if needed > self._fix_room:
            self._fix_room = needed
            bar.setMinimumHeight(needed)
        chain = [self.table, *self.fix_buttons()]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def forget_fix_room(self) -> None:
        """Another army (or none): its findings start without room kept for fixes."""
        self._fix_room = 0
        self.fix_bar.setMinimumHeight(0)
        self.fix_bar.setVisible(bool(self._fixes))

    def show_opening(self) -> None:
        """While a start reads its army: it is being opened, not absent (and not legal)."""
        self.opening = True
        self._retitle()

    def _retitle(self) -> None:
        count = self.model.rowCount()
        self.table.setVisible(count > 0)
        if count:
            text = self.tr("<b>Findings</b> ({n})").format(n=count)
        elif self.has_army:
            text = self.tr("<b>Findings</b> — none: the army is legal")
        elif self.opening:
            text = self.tr("<b>Findings</b> — opening the army…")
        else:
            text = self.tr("<b>Findings</b> — no army open")
        self.title_box.set_text(text)
        self.all_clear.setVisible(count == 0 and self.has_army)
        self.all_clear_area.setVisible(not self.all_clear.isHidden())

    def choose(self, index: QModelIndex) -> None:
        units = self._units_at(index.row())
        if units:
            self.units_chosen.emit(units)
        else:
            self.field_chosen.emit(tuple(self.model.index(index.row(), 0).data(PathRole) or ()))

    def follow_current(self) -> None:
        """The current finding's units selected, as a click on it would (after a Fix, the
        next finding is current: its units are the next to look at). A finding about the
        army leaves the focus here, where the player is working through the list."""
        row = self.table.currentIndex().row()
        units = self._units_at(row) if 0 <= row < self.model.rowCount() else []
        if units:
            self.units_chosen.emit(units)

    def _units_at(self, row: int) -> list[str]:
        index = self.model.index(row, 0)
        return subjects_of(index.data(SubjectsRole) or [], index.data(PathRole) or [])

    def explain_actions(self, row: int) -> list[QAction]:
        """The context menu's entries for the finding in `row`."""
        explain = QAction(self.tr("What does this mean?"), self)
        explain.triggered.connect(lambda: self.explain(row))
        return [explain]

    def _context_menu(self, pos: QPoint) -> None:
        row = self.table.indexAt(pos).row()
        row = row if row >= 0 else self.table.currentIndex().row()
        if not 0 <= row < self.model.rowCount():
            return
        menu = QMenu(self)
        menu.addActions(self.explain_actions(row))
        menu.exec(self.table.viewport().mapToGlobal(pos))

    def explain_current(self) -> None:
        self.explain(self.table.currentIndex().row())

    def explain(self, row: int) -> None:
        """Show what the finding in `row` means and how to fix it."""
        if not 0 <= row < self.model.rowCount():
            return

        self.explained = show_explanation(self, self.model.finding(row), self.model.message(row))
