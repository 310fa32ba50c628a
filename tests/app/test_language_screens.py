"""The main window in each language at a netbook's 1024×600: no label or button cut short.

Hungarian and Russian run about a third longer than English. Each language's window is built
after its translators are installed (the language applies at start-up), an army is opened,
and every visible label, button and group-box title must have room for its text. The
screenshots are saved (under LISTBUILDER_SCREENSHOTS if set, else the test's tmp folder) to
be looked at. Until the translators' catalogues are merged most texts are still English; the
"pseudo" run lengthens every word by 40 % and accents it (pseudo-localisation), so the
layout is held to longer words already.
"""

from __future__ import annotations

import math
import os
import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel, QWidget

from listbuilder import i18n
from listbuilder.app.look.qt_i18n import TRANSLATOR_NAME, GettextTranslator, install_translators
from listbuilder.app.window import main_window
from tests.app.conftest import SAMPLE
from tests.app.test_layout import cut_cells

SIZE = (1024, 600)
ACCENTED = str.maketrans("aeiouAEIOUcnsyz", "áéíóúÁÉÍÓÚčñšýž")


class PseudoTranslator(GettextTranslator):
    """Every word 40 % longer and accented ("Save" → "Sávés"), as Hungarian or Russian text
    runs longer; {fields}, %n and <tags> stay as they are, and words still wrap at spaces."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return "".join(part if KEEP.fullmatch(part) else WORD.sub(_longer, part)
                       for part in KEEP.split(source)) if source else None


KEEP = re.compile(r"(\{[^}]*\}|<[^>]*>|%\w|&\w+;)")
WORD = re.compile(r"[A-Za-z]+")


def _longer(word: re.Match) -> str:
    text = word.group()
    return (text + text[:math.ceil(len(text) * 0.4)].lower()).translate(ACCENTED)


def _speak(app: QCoreApplication, language: str) -> None:
    if language == "pseudo":
        install_translators(app, "en")
        pseudo = PseudoTranslator("en", app)
        pseudo.setObjectName(TRANSLATOR_NAME)
        app.installTranslator(pseudo)
        i18n.use("en")
    else:
        install_translators(app, language)
        i18n.use(language)


def _plain(text: str) -> str:
    """The text as drawn: mnemonics' & gone, && kept as one."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def clipped(window: QWidget) -> list[str]:
    """Every visible widget whose own text is wider than the room it is given."""
    found = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window) or widget.width() <= 1:
            continue
        if isinstance(widget, QLabel):
            text = _plain(widget.text()) if widget.text() else ""
            if text and widget.wordWrap():  # wrapped: its lines must fit its height
                need, room = widget.heightForWidth(widget.width()), widget.height()
                if need > room + 1:
                    found.append(f"QLabel '{text[:40]}…': needs {need} px high, has {room}")
                continue
            if not text or widget.textFormat() == 1 or "<" in text:
                continue
            need = max(widget.fontMetrics().horizontalAdvance(line) for line in text.split("\n"))
            room = widget.contentsRect().width() - 2 * widget.margin() - 2 * widget.indent()
        elif isinstance(widget, QAbstractButton):
            text = _plain(widget.text())
            if not text:
                continue
            need, room = widget.sizeHint().width(), widget.width()
        elif isinstance(widget, QGroupBox) and widget.title():
            text = _plain(widget.title())
            need = widget.fontMetrics().horizontalAdvance(text)
            room = widget.width() - 16  # the frame's indent either side of the title
        else:
            continue
        if need > room + 1:
            found.append(f"{type(widget).__name__} {widget.objectName() or ''}'{text}': "
                         f"needs {need} px, has {room}")
    return found


def _folder(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("LISTBUILDER_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture
def english_afterwards(qapp):
    yield
    install_translators(qapp, "en")
    for translator in qapp.findChildren(PseudoTranslator):
        qapp.removeTranslator(translator)
    i18n.use("en")


SAMPLES = sorted(SAMPLE.parent.glob("*.army.yaml"))


@pytest.mark.parametrize("language", ["en", "pl", "hu", "ru", "pseudo"])
def test_no_text_is_cut_short_at_1024x600(qapp, qtbot, catalog, tmp_path, language,
                                          english_afterwards):
    """Every sample army in turn, in one window per language."""
    _speak(qapp, language)
    window = main_window.MainWindow(catalog)
    qtbot.addWidget(window)
    window.resize(*SIZE)
    window.show()
    cut = {}
    for sample in SAMPLES:
        army = tmp_path / sample.name
        shutil.copyfile(sample, army)
        assert window.open_path(str(army))
        QApplication.processEvents()
        name = sample.name.split(".")[0]
        assert window.grab().save(str(_folder(tmp_path) / f"main-window-{language}-{name}.png"))
        assert window.size().width() == SIZE[0] and window.size().height() <= SIZE[1]
        if clipped(window) or cut_cells(window):  # labels and buttons, the units table
            cut[name] = clipped(window) + cut_cells(window)
        window.doc.undo_stack.setClean()  # the next army replaces it without asking
    assert cut == {}


def _netbook_window_on_a_copy(qapp, qtbot, catalog, tmp_path: Path, language: str):
    """The window at netbook size in `language`, on a copy of the sample army."""
    _speak(qapp, language)
    window = main_window.MainWindow(catalog)
    qtbot.addWidget(window)
    window.resize(*SIZE)
    window.show()
    army = tmp_path / SAMPLE.name
    shutil.copyfile(SAMPLE, army)
    assert window.open_path(str(army))
    return window, army


@pytest.mark.parametrize("language", ["en", "pl", "hu", "ru"])
def test_the_file_changed_banner_leaves_every_text_whole(qapp, qtbot, catalog, tmp_path,
                                                        language, english_afterwards):
    """The banner over a netbook's window took 60 px from the findings column: the
    Hungarian "no problems found" hint lost its first and last lines."""
    window, army = _netbook_window_on_a_copy(qapp, qtbot, catalog, tmp_path, language)
    window.on_disk.banner.show_changed(str(army), "mapping values are not allowed here")
    QApplication.processEvents()
    assert window.grab().save(str(_folder(tmp_path) / f"banner-{language}.png"))
    assert clipped(window) == []
    window.on_disk.banner.show_deleted(str(army))
    QApplication.processEvents()
    assert clipped(window) == []


def test_the_check_finds_a_cut_label(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    label = QLabel("Árvíztűrő tükörfúrógép és a nagyon hosszú felirat", holder)
    label.setFixedWidth(60)
    holder.show()
    assert len(clipped(holder)) == 1 and "needs" in clipped(holder)[0]
    label.setFixedWidth(label.sizeHint().width() + 4)
    assert clipped(holder) == []
    wrapped = QLabel("Árvíztűrő tükörfúrógép és a nagyon hosszú felirat " * 4, holder)
    wrapped.setWordWrap(True)
    wrapped.setFixedSize(120, 30)
    wrapped.show()
    assert len(clipped(holder)) == 1 and "high" in clipped(holder)[0]


@pytest.mark.parametrize("language", ["en", "pl", "hu", "ru"])
def test_no_table_header_is_narrower_than_its_title(qapp, qtbot, catalog, tmp_path, language,
                                                    english_afterwards):
    """The lists' "Армейский список" column had 129 px of the 132 its title needs on a
    netbook, beside the period column."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QHeaderView

    window, _army = _netbook_window_on_a_copy(qapp, qtbot, catalog, tmp_path, language)
    QApplication.processEvents()
    narrow = [f"{header.model().headerData(c, Qt.Orientation.Horizontal)!r}: "
              f"{header.sectionSize(c)} < {header.sectionSizeHint(c)}"
              for header in window.findChildren(QHeaderView)
              if header.isVisibleTo(window) and header.orientation() == Qt.Orientation.Horizontal
              for c in range(header.count())
              if not header.isSectionHidden(c)
              and header.sectionSize(c) < header.sectionSizeHint(c)]
    assert narrow == []
