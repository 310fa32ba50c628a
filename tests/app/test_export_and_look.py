"""File → Export through the real dialog, and the palette following the desktop scheme."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QDesktopServices, QPalette
from PySide6.QtWidgets import QApplication, QDialog

from listbuilder.app.dialogs import export_dialog
from listbuilder.app.look import theme
from listbuilder.app.look.look_style import LookStyle


@pytest.fixture
def accept_with(monkeypatch):
    """Make the export dialog 'accept' with the given choices, as a player would."""

    def configure(**picks):
        def exec_(self):
            for name, value in picks.items():
                box = getattr(self, f"{name}_box")
                box.setCurrentIndex(box.findData(value))
            return QDialog.DialogCode.Accepted

        monkeypatch.setattr(export_dialog.ExportDialog, "exec", exec_)

    return configure


# The French army's 7 cards fit one Letter sheet of 9 (issue 23: as on A4).
@pytest.mark.parametrize("document, pages", [("cards", 1), ("bases", 1), ("roster", 1)])
def test_export_dialog_writes_the_chosen_document_and_opens_it(
        opened, dialogs, accept_with, monkeypatch, tmp_path, document, pages):
    from pypdf import PdfReader

    opened_urls = []
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(opened_urls.append))
    dialogs.save_path = str(tmp_path / f"{document}.pdf")
    accept_with(kind=document, paper="letter", scale="28mm")
    out = export_dialog.run_export_dialog(opened, opened.doc)
    assert out == dialogs.save_path
    reader = PdfReader(out)
    assert len(reader.pages) == pages
    width, height = (float(v) for v in reader.pages[0].mediabox.upper_right)
    assert (round(width), round(height)) == (612, 792)  # US Letter in points
    assert [u.toLocalFile() for u in opened_urls] == [out]


def test_cancelled_save_dialog_writes_nothing(opened, dialogs, accept_with, tmp_path):
    dialogs.save_path = ""
    accept_with(kind="cards")
    assert export_dialog.run_export_dialog(opened, opened.doc) is None
    assert list(tmp_path.glob("*.pdf")) == []


class _Hints:
    def __init__(self, scheme):
        self.scheme = scheme

    def colorScheme(self):  # Qt's name
        return self.scheme


class _Gui:
    def __init__(self, scheme):
        self.hints = _Hints(scheme)

    def styleHints(self):  # Qt's name
        return self.hints


def test_palette_follows_a_dark_and_then_a_light_desktop(qapp: QApplication, monkeypatch):
    original = qapp.palette()
    try:
        monkeypatch.setattr(theme, "QGuiApplication", _Gui(Qt.ColorScheme.Dark))
        theme.apply_palette(qapp)
        assert qapp.palette().color(QPalette.ColorRole.Window).lightness() < 80
        assert qapp.palette().color(QPalette.ColorRole.WindowText).lightness() > 180
        assert isinstance(qapp.style(), LookStyle)  # indicators drawn to be seen
        monkeypatch.setattr(theme, "QGuiApplication", _Gui(Qt.ColorScheme.Light))
        theme.apply_palette(qapp)
        assert qapp.palette().color(QPalette.ColorRole.Window).lightness() > 180
        assert not isinstance(qapp.style(), LookStyle)  # plain Fusion: no Python per draw
    finally:
        qapp.setPalette(original)


def test_letters_the_font_cannot_print_are_named_after_an_export(opened, dialogs, accept_with,
                                                                 tmp_path, monkeypatch):
    """The bundled font is a subset: a Georgian name printed as empty boxes, silently."""
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: None))
    opened.doc.set_army_name("Stirling ბრიგადა")
    dialogs.save_path = str(tmp_path / "cards.pdf")
    accept_with(kind="cards")
    assert export_dialog.run_export_dialog(opened, opened.doc) == dialogs.save_path
    warned = [text for kind, text in dialogs.shown if kind == "warning"]
    assert len(warned) == 1 and "ბ რ ი გ ა დ" in warned[0]


def test_a_printable_army_gets_no_font_warning(opened, dialogs, accept_with, tmp_path,
                                               monkeypatch):
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: None))
    opened.doc.set_army_name("Żółć Бригада Ölelés")  # Polish, Russian, Hungarian
    dialogs.save_path = str(tmp_path / "cards.pdf")
    accept_with(kind="cards")
    assert export_dialog.run_export_dialog(opened, opened.doc) == dialogs.save_path
    assert [kind for kind, _ in dialogs.shown] == []


def test_roster_and_text_name_the_list_data_printed(window, sample, dialogs, accept_with,
                                                    tmp_path, monkeypatch):
    """An army built against an older list prints today's list: the roster's footer and the
    copied text give the stamp of that data, not the one the army records."""
    from listbuilder.app.dialogs.sharing import army_as_text
    from tests.export.measure import pdf_text

    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: None))
    sample.write_text(re.sub(r"list_stamp: .*", "list_stamp: sha256:0000000000000000",
                             sample.read_text(encoding="utf-8")), encoding="utf-8")
    assert window.open_path(str(sample))
    current = window.doc.current_stamp
    dialogs.save_path = str(tmp_path / "roster.pdf")
    accept_with(kind="roster")
    assert export_dialog.run_export_dialog(window, window.doc) == dialogs.save_path
    footer = pdf_text(dialogs.save_path).rsplit("listbuilder", 1)[-1]
    assert f"version {current} page 1" in footer, footer
    assert f"list data {current}" in army_as_text(window.doc)
