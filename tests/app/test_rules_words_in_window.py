"""Every sample army × Polish, Hungarian and Russian in the window: the units table's cells
and the fields (the panel beside the table, or the header's fields) hold no English word of
the rules or of the lists that the language translates (issue 23: the weapon column showed
"Crossbow A" in a Polish window). A class test over every word the view carries."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel

from listbuilder import i18n
from listbuilder.app.look.qt_i18n import install_translators
from listbuilder.app.window import main_window
from tests.app.conftest import SAMPLE, each_sample
from tests.i18n.rules_words import english_left, translated_words

pytestmark = pytest.mark.gui

SAMPLES = sorted(SAMPLE.parent.glob("*.army.yaml"))
TAG = re.compile(r"<[^>]+>")


def _editor_texts(window) -> list[str]:
    """What the editor's fields show: labels, buttons and the choice in each drop-down."""
    editor = window.editor
    texts = [w.text() for kind in (QLabel, QAbstractButton) for w in editor.findChildren(kind)
             if w.isVisibleTo(window)]
    texts += [b.currentText() for b in editor.findChildren(QComboBox) if b.isVisibleTo(window)]
    return [TAG.sub(" ", t).replace("&&", "&") for t in texts]


def _cells(window) -> list[str]:
    model = window.editor.model
    return [str(model.index(r, c).data(Qt.ItemDataRole.DisplayRole) or "")
            for r in range(model.rowCount()) for c in range(model.columnCount())]


@pytest.fixture
def english_afterwards(qapp):
    yield
    install_translators(qapp, "en")
    i18n.use("en")


@pytest.mark.parametrize("language", ["pl", "hu", "ru"])
def test_the_table_and_the_fields_hold_no_translated_english_word(qapp, qtbot, catalog,
                                                                  tmp_path, language,
                                                                  english_afterwards):
    install_translators(qapp, language)
    i18n.use(language)
    window = main_window.MainWindow(catalog)
    qtbot.addWidget(window)
    window.show()
    left = {}
    for sample in each_sample(window, tmp_path, SAMPLES):
        words = translated_words(window.doc.view, language)
        assert words, sample.name
        texts = {"table": " | ".join(_cells(window))}
        for unit in window.doc.view.units:
            window.editor.select_units([unit.id])
            QApplication.processEvents()
            texts[unit.id] = " | ".join(_editor_texts(window))
        found = {where: english_left(text, words) for where, text in texts.items()}
        if any(found.values()):
            left[sample.name] = {k: v for k, v in found.items() if v}
    assert left == {}
