"""Choosing the language in the editor: Edit ▸ Language, and the export dialog's language."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

from listbuilder import i18n
from listbuilder.app.dialogs import export_dialog
from listbuilder.app.look.qt_i18n import saved_language
from tests.export.measure import pdf_text
from tests.i18n.fake_catalogue import FAKE, fake_translations


def _menu_texts(menu) -> list[str]:
    return [a.text() for a in menu.actions() if not a.isSeparator()]


def test_the_edit_menu_offers_the_languages_and_says_when_they_apply(window):
    edit = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Edit")
    language = next(a.menu() for a in edit.actions() if a.menu() is window.menus.language_menu)
    assert _menu_texts(language) == ["&System default", "&English", "&Polski", "&Magyar",
                                     "&Русский",
                                     "The new language is used when listbuilder starts &again."]
    next(a for a in language.actions() if a.text() == "&Polski").trigger()
    from listbuilder.app.files.config import settings

    assert saved_language(settings()) == "pl"


def test_the_export_dialog_prints_in_its_language_default_the_windows(opened, dialogs,
                                                                      monkeypatch, tmp_path):
    monkeypatch.setattr(i18n, "translations", fake_translations)
    i18n.use("pl")  # the window's language
    try:
        dialog = export_dialog.ExportDialog(opened.doc, opened)
        assert dialog.language_box.currentData() == "pl"
        assert [dialog.language_box.itemText(i) for i in range(dialog.language_box.count())] == [
            "English", "Polski", "Magyar", "Русский"]
        dialog.deleteLater()

        def exec_(self):
            self.kind_box.setCurrentIndex(self.kind_box.findData("cards"))
            self.language_box.setCurrentIndex(self.language_box.findData("ru"))
            return QDialog.DialogCode.Accepted

        monkeypatch.setattr(export_dialog.ExportDialog, "exec", exec_)
        monkeypatch.setattr(export_dialog.QDesktopServices, "openUrl", staticmethod(print))
        dialogs.save_path = str(tmp_path / "cards.pdf")
        assert export_dialog.run_export_dialog(opened, opened.doc) == dialogs.save_path
        text = pdf_text(tmp_path / "cards.pdf")
        assert FAKE["ru"]["VBU lost"] in text and FAKE["pl"]["VBU lost"] not in text
        assert i18n.current() == "pl"  # the window keeps its language
    finally:
        i18n.use("en")
