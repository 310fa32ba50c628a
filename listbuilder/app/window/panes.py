"""The window's panes: army lists, the army being edited and its findings.

Wide windows show them side by side. Narrower than `NARROW` the lists and the findings share
one column on the left, one above the other, so the army gets the width its units table
needs (at 1024 px three columns side by side left it under 500 px, and the table scrolled
sideways). Each arrangement remembers its own splitter positions.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QSplitter, QWidget

NARROW = 1400  # px of the panes' width; below it (1366 px laptops too) lists and findings share
SIDE = 240  # the shared column's first width, at least
# Of a wider window's width, for the shared column: list names wrapped to three or four lines
# at 1280 px while the units table had room to spare.
SIDE_SHARE = 0.23
LISTS_SHARE = 0.5  # of the shared column's height, for the lists
# Side by side, the findings take a share of the width (their messages wrap less on a wide
# screen), within these bounds; they also take a share of what the window gains.
FINDINGS_SHARE, FINDINGS_LOW, FINDINGS_HIGH = 0.2, 280, 420


class Panes(QSplitter):
    def __init__(self, lists: QWidget, center: QWidget, findings: QWidget,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainSplitter")
        self.lists, self.center, self.findings = lists, center, findings
        self.side = QSplitter(Qt.Orientation.Vertical)
        self.side.setObjectName("sideSplitter")
        self.side.setChildrenCollapsible(False)
        self.side.addWidget(lists)
        self.addWidget(self.side)
        self.addWidget(center)
        self.addWidget(findings)
        self.setStretchFactor(1, 4)
        self.setStretchFactor(2, 1)
        self.setChildrenCollapsible(False)
        self.narrow: bool | None = None  # not arranged yet: the first width decides
        self.has_army = False  # without one, the shared column is the lists' alone
        self.states: dict[str, QByteArray] = {}  # each arrangement's positions, by key
        #: Widgets outside the panes that Tab reaches just before the army (the banner's).
        self.before_army: list[QWidget] = []
        #: While set, the focus chain waits (see `hold_focus_chain`).
        self.chain_held = False
        self.setSizes([220, 780, 280])
        # Until the first width decides, the findings wait under the lists: three panes side
        # by side would make the window's least width wider than a small screen (at 200 %
        # on a 1366×768 laptop), and a window is never made narrower than its least.
        self.side.addWidget(findings)

    @property
    def key(self) -> str:
        return "narrow" if self.narrow else "wide"

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.arrange()

    def arrange(self) -> None:
        """Side by side, or lists over findings, as the width now asks."""
        narrow = self.width() < NARROW
        if narrow == self.narrow:
            return
        if self.narrow is not None:
            self.remember()
        self.narrow = narrow
        if narrow:
            self.side.addWidget(self.findings)
            self.side.setStretchFactor(1, 1)
        else:
            self.addWidget(self.findings)
        self._show_findings()
        if not self._restore(self.key):
            self._default_sizes()
        self.chain_focus()

    def chain_focus(self) -> None:
        """Tab goes as the player reads: down the left column, then on to the right. Side by
        side that is lists, army, findings; narrow, lists, findings (under the lists), army.
        Each pane keeps its own order (the editor and the findings chain theirs as they make
        widgets), so the panes are moved in the window's chain as whole blocks."""
        if self.chain_held:
            return
        panes = [self.lists, self.findings, self.center] if self.narrow \
            else [self.lists, self.center, self.findings]
        blocks = _focus_blocks(self.window(), panes)
        # (The banner's buttons may sit in the army's pane, below it: first all the same.)
        blocks[self.center] = [*self.before_army, *(w for w in blocks[self.center]
                                                    if w not in self.before_army)]
        order = [w for pane in panes for w in blocks[pane]]
        for first, second in zip(order, order[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def hold_focus_chain(self, held: bool) -> None:
        """Hold the focus chain back while the window's first frame is painted, then chain.

        The walk wraps every widget Qt made (PySide builds ~50 classes for them): about an
        eighth of a start's first frame, which nothing can be tabbed to yet (issue 11)."""
        was, self.chain_held = self.chain_held, held
        if was and not held:
            self.chain_focus()

    def show_army(self, shown: bool) -> None:
        self.has_army = shown
        self._show_findings()

    def _show_findings(self) -> None:
        """Beside the army, always (it says when there is none); under the lists, only when
        there is an army to find things in: else the lists get the column's height."""
        self.findings.setVisible(self.has_army or not self.narrow)

    def _default_sizes(self) -> None:
        if self.narrow:
            side = min(max(SIDE, int(self.width() * SIDE_SHARE)), self.width() // 4)
            self.setSizes([side, self.width() - side])
            high = self.side.height() or self.height()
            lists = int(high * LISTS_SHARE)
            self.side.setSizes([lists, high - lists])
        else:
            findings = min(max(int(self.width() * FINDINGS_SHARE), FINDINGS_LOW), FINDINGS_HIGH)
            self.setSizes([SIDE, max(self.width() - SIDE - findings, 300), findings])

    def remember(self) -> None:
        self.states[self.key] = self.saveState()
        if self.narrow:
            self.states["side"] = self.side.saveState()

    def _restore(self, key: str) -> bool:
        state = self.states.get(key)
        if state is None or not self.restoreState(state):
            return False
        side = self.states.get("side")
        if self.narrow and side is not None:
            self.side.restoreState(side)
        return True


def _focus_blocks(window: QWidget, panes: list[QWidget]) -> dict[QWidget, list[QWidget]]:
    """Each pane's widgets that Tab can stop at, in the window's focus chain order."""
    blocks: dict[QWidget, list[QWidget]] = {pane: [] for pane in panes}
    widget = window.nextInFocusChain()
    while widget is not window and widget is not None:
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.focusProxy() is None:
            pane = next((p for p in panes if p.isAncestorOf(widget)), None)
            if pane is not None:
                blocks[pane].append(widget)
        widget = widget.nextInFocusChain()
    return blocks
