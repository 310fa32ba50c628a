"""The player's guide says what the window shows, in each language and for each game.

Every name the guide puts in bold is something on the screen: a menu path ("File ▸ Save") is
a menu and its entry, anything else a button, a label, a panel's title, a column or a choice
in a drop-down of the editor's window in that language. The steps of "Building an army" come
in one section per kind of game: the Basic Impetus section's names must be in the Basic
Impetus window (where there is no Add unit, and where the General, the options, the weapon
cell, groups, big units and Rename are), the points systems' in theirs. The guide's links
lead to documents that are installed with it.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QMenu,
    QWidget,
)

from listbuilder import i18n
from listbuilder.app.dialogs.export_dialog import ExportDialog
from listbuilder.app.dialogs.import_dialog import ImportListDialog
from listbuilder.app.dialogs.preferences import PreferencesDialog
from listbuilder.app.help.guide_dialog import GUIDE_LANGUAGES, GuideDialog, guide_file
from listbuilder.app.look.qt_i18n import install_translators
from listbuilder.app.window import main_window
from listbuilder.i18n.words import term
from tests.app.conftest import ROOT

SAMPLES = ROOT / "resources" / "samples"
#: Each game's sample army, by the game's name as the list browser's filter shows it.
SYSTEMS = {"Basic Impetus": "bi-french", "USB (Uniwersalny System Bitewny)": "usb-240",
           "Skirmish (morale points)": "skirmish-small", "Szwadron": "szwadron-brigade"}
BOLD = re.compile(r"\*\*([^*]+)\*\*")
MENU = " ▸ "
LINK = re.compile(r"(?<!!)\[[^\]]+\]\(([^)\s]+)\)")

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing)")


def plain(text: str) -> str:
    """A text as the player reads it: no mnemonic '&', no markup, no colon after a label."""
    text = re.sub(r"<[^>]+>", " ", text).replace("&&", "\0").replace("&", "").replace("\0", "&")
    return re.sub(r"\s+", " ", text.replace("\xa0", " ")).strip().rstrip(":").strip()


class Screen:
    """What one window (with its dialogs) shows: its texts and its menus' paths."""

    def __init__(self) -> None:
        self.texts: set[str] = set()
        self.menus: set[tuple[str, ...]] = set()

    def read(self, widget: QWidget) -> None:
        for child in [widget, *widget.findChildren(QWidget)]:
            if not child.isVisibleTo(widget) and child is not widget:
                continue
            if isinstance(child, QAbstractButton):
                self.texts.add(plain(child.text()))
            elif isinstance(child, QLabel):
                self.texts.add(plain(child.text()))
                # "Findings — none: the army is legal", "Units 7 (of 7–10)": its name first.
                self.texts.add(re.split(r" — | \(|\d", plain(child.text()))[0].strip())
            elif isinstance(child, QGroupBox):
                self.texts.add(plain(child.title()))
            elif isinstance(child, QComboBox):
                self.texts.update(plain(child.itemText(i)) for i in range(child.count()))
        self.texts.discard("")

    def read_table(self, view) -> None:
        model = view.model()
        for column in range(model.columnCount()):
            if not view.isColumnHidden(column):
                self.texts.add(plain(str(model.headerData(column, Qt.Orientation.Horizontal))))

    def read_menus(self, window) -> None:
        def walk(menu: QMenu, path: tuple[str, ...]) -> None:
            for action in menu.actions():
                if action.isSeparator() or not action.isVisible():
                    continue
                here = (*path, plain(action.text()))
                self.menus.add(here)
                if action.menu():
                    walk(action.menu(), here)

        for top in window.menuBar().actions():
            self.menus.add((plain(top.text()),))
            walk(top.menu(), (plain(top.text()),))

    def shows(self, name: str) -> bool:
        if MENU in name:
            return tuple(name.split(MENU)) in self.menus
        if name.endswith("…") and not name.endswith(" …") and name in self.texts:
            return True
        if name.endswith(" …"):  # "Fix: …": the start of a button whose end varies
            return any(t.startswith(name[:-1].rstrip()) for t in self.texts)
        return name in self.texts


def screens(qtbot, catalog, tmp_path: Path) -> dict[str, Screen]:
    """Each game's window with its sample army and a unit selected, in the current language;
    under "" everything any of them shows, with the dialogs the guide speaks of."""
    window = main_window.MainWindow(catalog)
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    shown: dict[str, Screen] = {}
    everything = Screen()
    for system, sample in [*SYSTEMS.items(), ("", "bi-illegal")]:
        army = tmp_path / f"{sample}.army.yaml"
        shutil.copyfile(SAMPLES / army.name, army)
        assert window.open_path(str(army))
        window.editor.table.selectRow(0)
        QApplication.processEvents()
        screen = shown.setdefault(system, Screen()) if system else everything
        for one in {screen, everything}:
            one.read(window)
            one.read_table(window.editor.table)
            one.read_menus(window)
        if window.findings.model.rowCount():
            everything.texts.update(plain(a.text()) for a in window.findings.explain_actions(0))
        window.doc.undo_stack.setClean()
    for dialog in (ExportDialog(window.doc, window), PreferencesDialog([str(tmp_path)], window),
                   ImportListDialog([str(tmp_path)], window)):
        dialog.show()
        QApplication.processEvents()
        everything.read(dialog)
        dialog.close()
    shown[""] = everything
    return shown


def sections(text: str) -> list[tuple[str, str]]:
    """(heading, its text) for each part of the guide, split at every ## and ### heading."""
    parts = re.split(r"^(#{2,3} .*)$", text, flags=re.MULTILINE)
    return [(parts[i].lstrip("# ").strip(), parts[i + 1]) for i in range(1, len(parts), 2)]


def systems_named(heading: str) -> list[str]:
    """The games a heading names, by their names in the language ("USB", "Alap Impetus")."""
    return [system for system in SYSTEMS if term(system).split(" (")[0] in heading]


@pytest.mark.parametrize("language", GUIDE_LANGUAGES)
def test_every_name_the_guide_puts_in_bold_is_in_its_languages_window(
        qapp, qtbot, catalog, tmp_path, language, english_afterwards):
    install_translators(qapp, language)
    i18n.use(language)
    shown = screens(qtbot, catalog, tmp_path)
    text = guide_file(language).read_text(encoding="utf-8")
    missing = []
    for heading, body in sections(text):
        named = systems_named(heading)
        for name in BOLD.findall(body):
            name = re.sub(r"\s+", " ", name)
            where = [shown[s] for s in named] or [shown[""]]
            if not any(screen.shows(name) for screen in where):
                missing.append(f"{heading}: {name}")
    title_and_intro = text.split("\n## ")[0]
    missing += [f"intro: {n}" for n in BOLD.findall(title_and_intro)
                if not shown[""].shows(re.sub(r"\s+", " ", n))]
    assert missing == []


@pytest.mark.parametrize("language", GUIDE_LANGUAGES)
def test_building_an_army_has_a_section_for_each_game(language, english_afterwards):
    """Basic Impetus alone (its window has no Add unit), then the points systems."""
    i18n.use(language)
    text = guide_file(language).read_text(encoding="utf-8")
    building = text.split("\n## ")[1]  # the first part: Building an army
    headings = re.findall(r"^### (.*)$", building, flags=re.MULTILINE)
    assert [systems_named(h) for h in headings] == [
        ["Basic Impetus"],
        ["USB (Uniwersalny System Bitewny)", "Skirmish (morale points)", "Szwadron"]], headings
    basic, points = (sections("### " + part)[0][1] for part in building.split("\n### ")[1:])
    # The Basic Impetus steps: the General, the options, groups, big units, Rename...
    bi_names = set(BOLD.findall(basic))
    assert len(bi_names) >= 6, bi_names
    # ...each with its picture: a Basic Impetus window here, a points system's there.
    assert re.search(r"!\[[^\]]*\]\(images/\w+/army\.png\)", basic)
    assert re.search(r"!\[[^\]]*\]\(images/\w+/army-points\.png\)", points)


@pytest.mark.parametrize("language", GUIDE_LANGUAGES)
def test_the_guides_links_open_documents_that_are_installed(qtbot, window, language):
    """A link leads to a file shipped with the guide (the repository's docs/*.md are not
    installed by themselves): in the guide window it opens as text, and Back returns."""
    with i18n.speaking(language):
        dialog = GuideDialog(window)
    qtbot.addWidget(dialog)
    text = guide_file(language).read_text(encoding="utf-8")
    links = [link for link in LINK.findall(text) if "://" not in link]
    assert links, "the guide links to the list format"
    start = dialog.browser.source()
    for link in links:
        target = start.resolved(QUrl(link))
        path = Path(target.toLocalFile())
        assert path.is_file(), link
        assert path.name in installed_docs(), f"{link} is not installed with the program"
        assert not dialog.back_button.isEnabled()
        dialog.browser.setSource(target)
        assert path.read_text(encoding="utf-8").split("\n")[0].lstrip("# ") in \
            dialog.browser.toPlainText()
        assert dialog.back_button.isEnabled()
        qtbot.mouseClick(dialog.back_button, Qt.MouseButton.LeftButton)
        assert dialog.browser.source() == start


def installed_docs() -> tuple[str, ...]:
    """The docs/ files setup.py installs beside the guide, when the PyInstaller bundle
    carries them too."""
    setup_text = (ROOT / "setup.py").read_text(encoding="utf-8")
    found = re.search(r"^GUIDE_DOCS = \(([^)]*)\)", setup_text, flags=re.MULTILINE)
    assert found
    names = tuple(re.findall(r'"([^"]+)"', found.group(1)))
    spec = (ROOT / "packaging" / "listbuilder.spec").read_text(encoding="utf-8")
    assert f"for name in ({found.group(1)})" in spec
    return names


def test_the_findings_panel_is_where_the_guide_says(window):
    """"The Findings panel on the left": left of the army being edited, in the window."""
    fixing = dict(sections(guide_file("en").read_text(encoding="utf-8")))["Fixing findings"]
    assert "**Findings** panel on the left" in fixing
    findings_x = window.findings.mapTo(window, window.findings.rect().topLeft()).x()
    editor_x = window.editor.mapTo(window, window.editor.rect().topLeft()).x()
    assert findings_x + window.findings.width() <= editor_x
