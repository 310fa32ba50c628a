"""An edit repaints what it changed, not the whole window (issue 11, edit-to-repaint speed).

Re-creating the fix buttons on every edit re-laid out, and so repainted, the whole window;
a units table told that every cell changed repaints all of itself.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from listbuilder.app.tables.units_model import UnitIdRole
from tests.app import intents
from tests.app.conftest import ROOT
from tests.app.test_fixes import focus_finding, open_copy


def test_fix_buttons_stay_across_an_edit_that_keeps_them_and_apply_the_current_fix(
        window, tmp_path):
    open_copy(window, tmp_path, "bi-illegal")
    panel = focus_finding(window, "BI-OPTION-UNKNOWN")
    [button] = panel.fix_buttons()
    window.doc.set_army_name("Renamed")  # the finding and its fix stay
    assert panel.fix_buttons() == [button] and not panel.fix_bar.isHidden()
    button.click()
    assert window.doc.model.options == [] and window.doc.model.name == "Renamed"
    assert window.menus.undo_action.text() == "&Undo Remove the option this list does not have"


def test_fix_buttons_follow_the_finding(window, tmp_path):
    open_copy(window, tmp_path, "bi-illegal")
    panel = focus_finding(window, "BI-OPTION-UNKNOWN")
    before = panel.fix_buttons()
    panel = focus_finding(window, "BI-WEAPON-NOT-ALLOWED")
    assert [b.text() for b in panel.fix_buttons()][0].startswith("Fix: Choose")
    assert not set(before) & set(panel.fix_buttons())


def test_the_units_table_is_told_only_about_the_rows_an_edit_changed(opened):
    model = opened.editor.table.model()
    told: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda top, bottom, *_roles: told.append((top.row(), bottom.row())))
    row = model.row_of("knights-2")
    opened.doc.apply("Rename", [(("units", "knights-2", "name"), "Oriflamme")])
    # Its namesake's row too (knights-3, "Knights 2"): now the army's only "Knights".
    assert told == [(row, model.row_of("knights-3"))] == [(row, row + 1)]
    assert model.index(row, model.NAME).data() == "Oriflamme"
    assert model.index(row + 1, model.NAME).data() == "Knights"
    told.clear()
    opened.doc.set_army_name("Bouvines")  # no unit shows anything new
    assert told == []


def _drawn(view, index):
    """What the view's delegate draws the cell with (asked through `multiData`, as a repaint
    asks it)."""
    from PySide6.QtWidgets import QStyleOptionViewItem

    option = QStyleOptionViewItem()
    view.itemDelegate().initStyleOption(option, index)
    return option


def test_every_cell_is_drawn_with_what_the_models_say(opened):
    from PySide6.QtCore import Qt

    intents.group_units(opened.doc, ["knights-1", "spearmen-1"])  # a finding: an icon
    table, model = opened.editor.table, opened.editor.model
    flagged = 0
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column)
            option = _drawn(table, index)
            assert option.text == (index.data() or "")
            font = index.data(Qt.ItemDataRole.FontRole)
            assert option.font.bold() == bool(font and font.bold())
            has_icon = index.data(Qt.ItemDataRole.DecorationRole) is not None
            assert (not option.icon.isNull()) == has_icon
            flagged += has_icon
    assert flagged >= 2
    findings = opened.findings
    index = findings.model.index(0, 0)
    option = _drawn(findings.table, index)
    assert option.text == index.data() and not option.icon.isNull()


def test_new_figures_in_the_totals_or_the_findings_title_lay_out_nothing_again(opened, qtbot):
    """A new total or count re-lays out no part of the window (`SteadyLabel`); a text that
    needs another line still gets it."""
    from PySide6.QtCore import QEvent, QObject

    class Requests(QObject):
        seen: list[QObject] = []

        def eventFilter(self, watched, event):  # Qt's name
            if event.type() == QEvent.Type.LayoutRequest:
                self.seen.append(watched)
            return False

    requests = Requests()
    for widget in (opened.editor, opened.findings):
        widget.installEventFilter(requests)
    totals, title = opened.editor.totals_box, opened.findings.title_box
    title.set_text("<b>Findings</b> (2)")  # other words: laid out again

    def settle() -> None:
        for _ in range(20):  # until no layout is asked for
            requests.seen.clear()
            qtbot.wait(10)
            if not requests.seen:
                return

    settle()
    totals.set_text(totals.label.text().replace("7", "8"))
    title.set_text("<b>Findings</b> (3)")
    qtbot.wait(10)
    assert requests.seen == []
    title.set_text("<b>Findings</b> (13)")  # its longest word is the same: no new layout
    qtbot.wait(10)
    assert requests.seen == []
    high = title.height()
    title.set_text("<b>Findings</b> (13) " + "W" * 30)  # a longer word: a wider minimum
    qtbot.wait(10)
    assert opened.findings in requests.seen
    title.set_text("<b>Findings</b> " + " ".join(["many words"] * 40))
    qtbot.waitUntil(lambda: title.height() > 2 * high)
    assert opened.findings.title.height() == title.height()
    opened.findings.show_findings(())
    # (As high as its text needs: one line, or two where the column is narrow.)
    qtbot.waitUntil(lambda: title.height() == max(high, title.label.heightForWidth(title.width())))
    assert opened.findings.title.text().endswith("the army is legal")


def test_each_finding_is_as_high_as_its_wrapped_message_at_every_width(window, tmp_path):
    """Rows are measured once per message and width, not by Qt after every edit: they must
    still be as high as the message needs when the panel narrows, widens or the text changes."""
    open_copy(window, tmp_path, "bi-illegal")
    panel = window.findings
    table = panel.table

    def heights_fit() -> bool:
        return all(table.rowHeight(row) == table.sizeHintForRow(row)
                   for row in range(panel.model.rowCount()))

    for width in (1920, 1024, 1400):
        window.resize(width, 800)
        QApplication.processEvents()
        assert heights_fit(), width
    window.resize(1024, 800)
    QApplication.processEvents()
    tallest = max(table.rowHeight(row) for row in range(panel.model.rowCount()))
    assert tallest > 2 * table.fontMetrics().height()  # a message wraps at this width
    intents.rename_unit(window.doc, "skirmishers-1", "Ettrick archers of the forest " * 3)
    QApplication.processEvents()
    assert heights_fit()


def test_a_status_count_gets_the_width_a_longer_text_needs(opened, qtbot):
    """The status bar's counts re-lay out for a wider text only, and then show it whole."""
    box = opened.counts.labels[next(iter(opened.counts.labels))]
    box.set_text("1 warning and then some more words")
    qtbot.waitUntil(lambda: box.width() >= box.label.sizeHint().width())
    assert box.label.width() == box.width()
    assert "some more words" in opened.counts.text()


def _pixels(widget):
    # Twice: a new height of the army's header (a drop-down with an icon in it) reaches the
    # window's layout one pass later, through the header's scroll area (`FoldArea`).
    QApplication.processEvents()
    QApplication.processEvents()
    return widget.grab().toImage()


def _as_qt_draws(table):
    """The table's viewport drawn by Qt's own delegate, as it was before `CellText`."""
    from PySide6.QtWidgets import QStyledItemDelegate

    ours = table.itemDelegate()
    table.setItemDelegate(QStyledItemDelegate(table))
    try:
        return _pixels(table.viewport())
    finally:
        table.setItemDelegate(ours)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_units_table_draws_every_cell_as_qts_delegate_does(window, tmp_path, size):
    """Kept text layouts (`CellText`) change no pixel: every sample, both screen sizes, a
    selected row, a focused cell, the leader's bold row, icons and elided texts."""
    window.resize(*size)
    for sample in sorted((ROOT / "resources" / "samples").glob("*.army.yaml")):
        open_copy(window, tmp_path, sample.name.removesuffix(".army.yaml"))
        editor = window.editor
        table = editor.table
        assert _pixels(table.viewport()) == _as_qt_draws(table), sample.name
        if editor.model.rowCount() > 2:
            editor.select_units([editor.model.cell(2, 0)[UnitIdRole]])
            table.setFocus()
            table.setCurrentIndex(editor.model.index(1, 1))
            assert _pixels(table.viewport()) == _as_qt_draws(table), sample.name
        table.setColumnWidth(0, 30)  # names elided: Qt's own path
        assert _pixels(table.viewport()) == _as_qt_draws(table), sample.name


def _settle() -> None:
    """Until the window is laid out: a new army's findings resize the panel's parts."""
    from PySide6.QtCore import QCoreApplication, QEvent

    for _ in range(5):
        QApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_findings_panel_draws_every_finding_as_qts_delegate_does(window, tmp_path, size):
    """Findings drawn from kept layouts change no pixel: wrapped over several lines, with
    their icons, the current one selected, and cut where the panel is too short for them."""
    window.resize(*size)
    panel = window.findings
    table = panel.table
    drawn = 0
    for sample in sorted((ROOT / "resources" / "samples").glob("*.army.yaml")):
        open_copy(window, tmp_path, sample.name.removesuffix(".army.yaml"))
        if not panel.model.rowCount():
            continue
        drawn += 1
        _settle()
        assert _pixels(table.viewport()) == _as_qt_draws(table), sample.name
        table.selectRow(panel.model.rowCount() - 1)  # its fixes show below: laid out again
        _settle()
        assert _pixels(table.viewport()) == _as_qt_draws(table), sample.name
        table.setRowHeight(0, table.rowHeight(0) // 2)  # a message cut: Qt's own path
        _settle()
        assert _pixels(table.viewport()) == _as_qt_draws(table), sample.name
    assert drawn
    made = table.itemDelegate().cell_text.layouts_made
    assert made


def test_an_option_that_changes_the_units_draws_the_other_rows_from_kept_layouts(
        qtbot, catalog, sample, monkeypatch):
    """An option that adds and removes units repaints the whole table (Qt does that for a
    row that comes or goes). The rows that show nothing new are drawn from their kept
    layouts: no text laid out again, no cell asked of the model."""
    from listbuilder.app.tables.units_model import UnitsModel
    from listbuilder.app.window import main_window

    asked: list[int] = []
    real = UnitsModel.multiData
    # Before the first model is asked: PySide looks a Python override up once.
    monkeypatch.setattr(UnitsModel, "multiData",
                        lambda self, index, span: (asked.append(index.row()),
                                                   real(self, index, span))[1])
    opened = main_window.MainWindow(catalog)
    qtbot.addWidget(opened)
    opened.resize(1280, 800)  # measured side by side (the window now fits the test's screen)
    opened.show()
    assert opened.open_path(str(sample))
    assert intents.group_units(opened.doc, ["knights-1", "spearmen-1"])  # a finding's icons
    editor = opened.editor
    table, model = editor.table, editor.model

    def shown() -> dict[str, list]:
        return {model.cell(r, 0)[UnitIdRole]: [model.cell(r, c) for c in range(model.COLUMN_COUNT)]
                for r in range(model.rowCount())}

    _as_qt_draws(table)
    assert len(set(asked)) == model.rowCount()  # Qt's delegate asks for every cell
    table.viewport().repaint()
    before, made = shown(), editor.delegate.cell_text.layouts_made
    asked.clear()
    assert intents.set_option(opened.doc, "genoese", "genoese" not in opened.doc.model.options)
    QApplication.processEvents()
    table.viewport().repaint()  # every cell, whatever Qt chose to repaint
    after = shown()
    assert list(after) != list(before)  # units came or went
    kept = {model.row_of(uid) for uid, cells in after.items() if before.get(uid) == cells}
    kept.discard(table.currentIndex().row())  # Qt draws the focused cell
    assert len(kept) >= 4
    assert not kept & set(asked)
    flagged = {r for r in kept if Qt.ItemDataRole.DecorationRole.value in model.cell(r, 0)}
    assert flagged  # a row with a finding's icon is drawn from its kept layouts too
    new_cells = (model.rowCount() - len(kept)) * model.COLUMN_COUNT
    assert 0 < editor.delegate.cell_text.layouts_made - made <= new_cells


def test_a_label_measures_a_text_it_showed_before_only_once(opened):
    """Counts go up and down and Undo brings a total back: each text is measured once at a
    width (`SteadyLabel`); measuring lays the rich text out again."""
    boxes = [opened.editor.totals_box, opened.findings.title_box, *opened.counts.labels.values()]
    measured: list[str] = []
    for box in boxes:
        label = box.label
        for name in ("heightForWidth", "minimumSizeHint"):
            real = getattr(label, name)
            setattr(label, name, lambda *args, real=real, label=label: (
                measured.append(label.text()), real(*args))[1])
    texts = [(box, box.label.text()) for box in boxes]
    for box, text in texts:
        box.set_text(text + " 7")
        box.set_text(text)
    assert measured  # a new text is measured
    measured.clear()
    for _ in range(2):
        for box, text in texts:
            box.set_text(text + " 7")
            box.set_text(text)
    assert measured == []


def test_undo_and_redo_work_out_nothing_they_worked_out_before(opened, monkeypatch):
    """Undo gives back the army object it replaced (`SetValueCommand`): its view, the units
    table's rows and the findings' words are found again (`Recent`), not worked out anew;
    and what shows is the army as it is then."""
    from listbuilder.app.tables.units_model import UnitsModel
    from listbuilder.core import wording
    from listbuilder.systems.basic_impetus import build

    doc, model = opened.doc, opened.editor.model
    before = [u.id for u in doc.view.units]
    assert intents.set_option(doc, "genoese", "genoese" not in doc.model.options)
    assert intents.group_units(doc, ["knights-1", "spearmen-1"])  # a finding to word
    after, findings = [u.id for u in doc.view.units], opened.findings.model.rowCount()
    assert after != before and findings
    worked: list[str] = []
    for module, name in ((build, "_build_view"), (build, "resolve"), (UnitsModel, "_derive_new"),
                         (wording, "in_player_words")):
        real = getattr(module, name)
        monkeypatch.setattr(module, name, lambda *args, real=real, name=name: (
            worked.append(name), real(*args))[1])
    for _ in range(2):
        doc.undo_stack.undo()
        doc.undo_stack.undo()
        QApplication.processEvents()
        assert [model.cell(r, 0)[UnitIdRole] for r in range(model.rowCount())] == before
        assert opened.findings.model.rowCount() == 0
        doc.undo_stack.redo()
        doc.undo_stack.redo()
        QApplication.processEvents()
        assert [model.cell(r, 0)[UnitIdRole] for r in range(model.rowCount())] == after
        assert opened.findings.model.rowCount() == findings
    assert worked == []


def test_findings_an_edit_keeps_are_drawn_from_kept_layouts(qtbot, catalog, tmp_path,
                                                             monkeypatch):
    """An edit that adds or drops a finding repaints the whole panel (rows move); findings
    that stay are drawn from their kept layouts, without asking the model for them."""
    from listbuilder.app.tables.findings_model import FindingsModel
    from listbuilder.app.window import main_window

    asked: list[int] = []
    real = FindingsModel.multiData
    monkeypatch.setattr(FindingsModel, "multiData",  # before the panel's model is asked
                        lambda self, index, span: (asked.append(index.row()),
                                                   real(self, index, span))[1])
    window = main_window.MainWindow(catalog)
    qtbot.addWidget(window)
    window.resize(1280, 800)  # measured side by side (the window now fits the test's screen)
    window.show()
    open_copy(window, tmp_path, "bi-illegal")
    panel = window.findings
    before = [panel.model.message(r) for r in range(panel.model.rowCount())]
    _settle()
    panel.table.viewport().repaint()
    made = panel.table.itemDelegate().cell_text.layouts_made
    assert made >= len(before)
    asked.clear()
    assert intents.group_units(window.doc, ["knights-1", "spearmen-1"])
    _settle()
    panel.table.viewport().repaint()
    after = [panel.model.message(r) for r in range(panel.model.rowCount())]
    assert after != before  # findings came or went
    kept = {r for r, text in enumerate(after) if text in before}
    assert kept and not kept & set(asked)
    assert panel.table.itemDelegate().cell_text.layouts_made - made <= len(after) - len(kept)


def test_the_findings_scroll_bar_comes_and_goes_in_the_edit_s_own_repaint(opened, qtbot):
    """Findings that come or go show or hide the panel's scroll bar in the repaint that
    follows the edit, not a pass of the event loop later: that frame showed the rows at a
    width they did not keep (and the panel was drawn again)."""
    opened.resize(1024, 600)
    _settle()
    table = opened.findings.table
    shown = set()

    def edit_then_check(edit) -> None:
        edit()
        QApplication.processEvents()
        first = (table.verticalScrollBar().isVisible(), table.viewport().width())
        _settle()
        qtbot.wait(20)
        assert (table.verticalScrollBar().isVisible(), table.viewport().width()) == first
        shown.add(first[0])

    doc = opened.doc
    assert intents.group_units(doc, ["knights-1", "spearmen-1"])  # findings shown
    _settle()
    for _ in range(2):
        edit_then_check(lambda: intents.set_option(doc, "genoese",
                                                   "genoese" not in doc.model.options))
        edit_then_check(lambda: intents.set_option(doc, "genoese",
                                                   "genoese" not in doc.model.options))
        edit_then_check(doc.undo_stack.undo)
        edit_then_check(doc.undo_stack.redo)
    # Since issue 24 the bar is always shown: findings coming and going change no width.
    assert shown == {True}
