"""Qt's own dialogs and our tr() texts speak the chosen language; the Language menu."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from listbuilder import i18n
from listbuilder.app.files.config import settings
from listbuilder.app.look.qt_i18n import (
    GettextTranslator,
    gui_language,
    install_translators,
    language_menu,
    save_language,
    saved_language,
)
from listbuilder.i18n.languages import Choice

pytestmark = pytest.mark.gui
Button = QDialogButtonBox.StandardButton


@pytest.fixture(autouse=True)
def _english_translators_afterwards(qapp):
    yield
    install_translators(qapp, "en")


def _buttons() -> tuple[str, str]:
    box = QDialogButtonBox(Button.Cancel | Button.Save)
    return box.button(Button.Cancel).text(), box.button(Button.Save).text()


@pytest.mark.parametrize(("language", "cancel_save", "ours"), [
    ("pl", ("Anuluj", "Zachowaj"), "Domyślny systemu"),
    ("hu", ("Mégse", "Mentés"), "Rendszer alapértelmezése"),
    ("ru", ("Отмена", "Сохранить"), "Как в системе"),
    ("en", ("Cancel", "Save"), "System default"),
])
def test_qt_dialogs_and_our_texts_change_together(qapp, language, cancel_save, ours):
    install_translators(qapp, language)
    assert _buttons() == cancel_save
    assert QCoreApplication.translate("AnyContext", "System default") == ours
    # Texts we have no translation for fall through to Qt's own catalogue, then the source.
    assert QCoreApplication.translate("AnyContext", "no such text") == "no such text"


def test_switching_back_removes_the_previous_translators(qapp):
    install_translators(qapp, "ru")
    install_translators(qapp, "pl")
    assert _buttons() == ("Anuluj", "Zachowaj")
    install_translators(qapp, "en")
    assert _buttons() == ("Cancel", "Save")


def test_the_gettext_translator_handles_disambiguation_and_plurals(qapp):
    translator = GettextTranslator("pl")
    assert translator.translate("X", "options") == "opcje"
    assert translator.translate("X", "options", "some other context") is None
    assert translator.translate("X", "{n} error", None, 5) == "{n} błędów"


def test_the_language_menu_lists_languages_by_their_own_names(qapp, monkeypatch):
    monkeypatch.setenv("LISTBUILDER_LANG", "pl")
    i18n.use("en")
    install_translators(qapp, gui_language(settings()).language)
    parent = QWidget()
    menu = language_menu(parent, settings())
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert texts == ["&Domyślny systemu", "&English", "&Polski", "&Magyar", "&Русский",
                     "Nowy język zostanie użyty po ponownym &uruchomieniu programu listbuilder."]
    assert menu.title() == "&Język"
    assert [a.text() for a in menu.actions() if a.isChecked()] == ["&Domyślny systemu"]
    assert not menu.actions()[-1].isEnabled()  # the note is not a choice


def test_choosing_in_the_menu_is_saved_and_used_at_the_next_start(qapp, monkeypatch):
    monkeypatch.delenv("LISTBUILDER_LANG")
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    i18n.use("en")
    parent = QWidget()
    menu = language_menu(parent, settings())
    magyar = next(a for a in menu.actions() if a.text() == "&Magyar")
    magyar.trigger()
    assert saved_language(settings()) == "hu"
    assert gui_language(settings()) == Choice("hu", "settings")
    reopened = language_menu(parent, settings())
    assert [a.text() for a in reopened.actions() if a.isChecked()] == ["&Magyar"]
    next(a for a in reopened.actions() if a.data() == "").trigger()  # System default
    assert saved_language(settings()) is None
    assert gui_language(settings()).language == "ru"


def test_an_explicit_language_beats_the_saved_one(qapp, monkeypatch):
    save_language(settings(), "hu")
    i18n.use(Choice("pl", "option"))  # `listbuilder --lang pl gui`
    assert gui_language(settings()).language == "pl"
    monkeypatch.setenv("LISTBUILDER_LANG", "ru")
    i18n.use(Choice("en", "system"))
    assert gui_language(settings()) == Choice("ru", "environment")


def test_the_editor_starts_in_the_chosen_language(qapp, monkeypatch):
    from listbuilder.app.startup.main import application

    monkeypatch.setenv("LISTBUILDER_LANG", "ru")
    i18n.use("en")
    application()
    assert _buttons() == ("Отмена", "Сохранить")
    assert i18n.current() == "ru"  # findings and totals follow the window


def test_a_switch_leaves_translators_installed_by_others(qapp):
    class Shouting(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return source.upper() if source == "no such text" else None

    other = Shouting(qapp)
    qapp.installTranslator(other)
    try:
        install_translators(qapp, "pl")
        install_translators(qapp, "hu")
        assert QCoreApplication.translate("X", "no such text") == "NO SUCH TEXT"
        assert _buttons() == ("Mégse", "Mentés")
    finally:
        qapp.removeTranslator(other)


@pytest.mark.parametrize(("language", "word"), [
    ("pl", "licencja mit"), ("hu", "mit-licenc"), ("ru", "лицензия mit")])
def test_the_about_box_speaks_the_chosen_language(qapp, language, word):
    """Its text sat in parentheses inside translate(): never extracted, English in every
    language."""
    from listbuilder.app.help.about import about_text

    install_translators(qapp, language)
    text = about_text()
    assert word in text.lower() and "NOTICE.md" in text and "{" not in text
