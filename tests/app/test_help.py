"""Help (issue 24): the player's guide opens with F1 and Help ▸ Guide, in the editor's
language, with its screenshots; each finding's "What does this mean?" shows its explanation."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu

from listbuilder import i18n
from listbuilder.app.help.guide_dialog import (
    GUIDE_LANGUAGES,
    ExplainDialog,
    GuideDialog,
    guide_file,
)
from listbuilder.storage.bundled import guide_dir
from listbuilder.storage.codes import lookup
from tests.app.test_fixes import open_copy

# Offscreen, raising a window and opening a menu print these.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing)")


def guide_of(window) -> GuideDialog:
    dialog = window.findChild(GuideDialog)
    assert dialog is not None, "no guide opened"
    return dialog


def test_f1_opens_the_guide_with_its_screenshots(qtbot, window):
    window.activateWindow()
    window.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    dialog = guide_of(window)
    assert dialog.isVisible()
    text = dialog.browser.toPlainText()
    for heading in ("Building an army", "Fixing findings", "Printing", "Sharing",
                    "Your own lists", "Importing a published list"):
        assert heading in text, heading
    assert "File ▸ Import published list…" in text
    # The screenshots are there and load (a missing file would be an empty resource).
    document = dialog.browser.document()
    html = document.toHtml()
    images = re.findall(r'<img src="([^"]+)"', html)
    assert len(images) >= 4, images
    for image in images:
        resource = dialog.browser.loadResource(2, dialog.browser.source().resolved(image))
        assert resource is not None and not resource.isNull(), image


def test_help_menu_has_guide_and_a_second_f1_raises_the_same_window(qtbot, window):
    help_menu = next(a.menu() for a in window.menuBar().actions()
                     if a.text() == "&Help")
    texts = [a.text() for a in help_menu.actions()]
    assert "&Guide" in texts and "&About listbuilder" in texts
    assert window.menus.guide_action.shortcut().toString() == "F1"
    window.menus.guide_action.trigger()
    window.menus.guide_action.trigger()
    assert len(window.findChildren(GuideDialog)) == 1


@pytest.mark.parametrize("language", GUIDE_LANGUAGES)
def test_the_guide_exists_in_every_language_with_every_part(language):
    path = guide_file(language)
    assert path.parent == guide_dir() and path.name == f"{language}.md"
    text = path.read_text(encoding="utf-8")
    headings = [line for line in text.splitlines() if line.startswith("## ")]
    assert len(headings) >= 6, headings  # the six parts the issue names, and more
    for image in re.findall(r"!\[[^\]]*\]\(([^)]+)\)", text):
        assert (path.parent / image).is_file(), image


def test_the_guide_follows_the_editors_language(qtbot, window):
    with i18n.speaking("pl"):
        assert guide_file().name == "pl.md"
        dialog = GuideDialog(window)
        qtbot.addWidget(dialog)
        assert "Budowanie armii" in dialog.browser.toPlainText()
    assert guide_file("de").name == "en.md"  # a language with no guide: English


def explained(window) -> ExplainDialog:
    dialog = window.findings.explained
    assert isinstance(dialog, ExplainDialog) and dialog.isVisible()
    return dialog


def test_what_does_this_mean_shows_the_findings_explanation(qtbot, window, tmp_path):
    open_copy(window, tmp_path, "bi-illegal")
    panel = window.findings
    finding = panel.model.finding(1)
    panel.table.setCurrentIndex(panel.model.index(1, 0))
    window.menus.explain_action.trigger()
    text = explained(window).browser.toPlainText()
    message = lookup(finding.code)
    assert message is not None
    assert message.help.split(".")[0] in text
    assert panel.model.message(1) in text and finding.code in text


def test_what_does_this_mean_names_the_rule_book_as_explain_prints_it(qtbot, window, tmp_path):
    from listbuilder.storage.codes import explanation, rule_source

    open_copy(window, tmp_path, "bi-illegal")
    panel = window.findings
    cited = 0
    for row in range(panel.model.rowCount()):
        message = lookup(panel.model.finding(row).code)
        source = rule_source(message) if message else None
        if not source:
            continue
        panel.table.setCurrentIndex(panel.model.index(row, 0))
        window.menus.explain_action.trigger()
        assert source in explanation(message)  # the line `explain CODE` prints
        assert source in explained(window).browser.toPlainText()
        cited += 1
    assert cited >= 1


def test_the_findings_context_menu_offers_the_explanation(qtbot, window, tmp_path):
    open_copy(window, tmp_path, "bi-illegal")
    panel = window.findings
    rect = panel.table.visualRect(panel.model.index(0, 0))
    chosen: list[str] = []

    def choose_in_menu() -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        action = next(a for a in menu.actions() if a.text() == "What does this mean?")
        chosen.append(action.text())
        menu.setActiveAction(action)
        qtbot.keyClick(menu, Qt.Key.Key_Return)  # as a player picks it

    QTimer.singleShot(100, choose_in_menu)
    panel.table.customContextMenuRequested.emit(rect.center() + QPoint(0, 0))
    assert chosen
    dialog = explained(window)
    assert panel.model.finding(0).code in dialog.browser.toPlainText()


def test_explaining_with_no_finding_does_nothing(window):
    window.menus.explain_action.trigger()
    assert window.findings.explained is None


def test_the_screenshots_fit_a_small_guide_window(qtbot, window):
    """On a netbook (or at a large scale) the pictures shrink to the page, not scroll."""
    dialog = GuideDialog(window)
    qtbot.addWidget(dialog)
    dialog.resize(600, 500)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.browser.viewport().width() < 600)
    document = dialog.browser.document()
    assert document.size().width() <= dialog.browser.viewport().width() + 4
    html = document.toHtml()
    widths = [int(w) for w in re.findall(r'<img [^>]*width="(\d+)"', html)]
    assert widths and max(widths) < 600

