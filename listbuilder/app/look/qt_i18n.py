"""The editor's side of the one translation mechanism (see `listbuilder.i18n`).

Widgets keep calling `tr()`: `GettextTranslator` answers those calls from the same gettext
catalogues as the command line and the PDFs, and Qt's own `qtbase_<lang>.qm` (shipped with
PySide6) translates Qt's dialogs and buttons, so "Cancel" and our labels change together.
The language is fixed for the life of the process: the Language menu saves a choice that
applies when the editor next starts (said in the menu itself).
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from listbuilder import i18n
from listbuilder.i18n.gettext_catalog import translations
from listbuilder.i18n.languages import (
    EXPLICIT_SOURCES,
    LANGUAGE_NAMES,
    SOURCE_LANGUAGE,
    Choice,
    choose_language,
    normalise,
)

SETTINGS_KEY = "language"
#: Marks the translators this module installs, so a language switch removes only those.
TRANSLATOR_NAME = "listbuilder-i18n"


def _tr(text: str) -> str:
    return QCoreApplication.translate("Language", text)


class GettextTranslator(QTranslator):
    """A QTranslator that looks texts up in our gettext catalogue for one language."""

    def __init__(self, language: str, parent: QCoreApplication | None = None) -> None:
        super().__init__(parent)
        self._catalogue = translations(language)
        self._language = language

    def language(self) -> str:
        return self._language

    def isEmpty(self) -> bool:
        return False

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        if n >= 0:  # Qt's plural texts ("%n unit(s)") are plural entries under one msgid
            text = self._catalogue.ngettext(source, source, n)
        elif disambiguation:
            text = self._catalogue.pgettext(disambiguation, source)
        else:
            text = self._catalogue.gettext(source)
        return None if text == source else text  # None: not ours, Qt asks the next translator


def install_translators(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Replace the translators this module installed before with ones for `language`."""
    for old in app.findChildren(QTranslator, TRANSLATOR_NAME):
        app.removeTranslator(old)
        old.setParent(None)
    if language == SOURCE_LANGUAGE:
        return []
    installed: list[QTranslator] = []
    qt_own = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_own.load(f"qtbase_{language}", folder):
        installed.append(qt_own)
    installed.append(GettextTranslator(language, app))
    for translator in installed:
        translator.setObjectName(TRANSLATOR_NAME)
        app.installTranslator(translator)
    return installed


def saved_language(settings: QSettings) -> str | None:
    value = settings.value(SETTINGS_KEY, "")
    return normalise(value) if isinstance(value, str) and value else None


def gui_language(settings: QSettings) -> Choice:
    """--lang and LISTBUILDER_LANG first, then the Language menu's choice, then the system."""
    chosen = i18n.current_choice()
    if chosen.source in EXPLICIT_SOURCES:
        return chosen
    return choose_language(None, os.environ, saved_language(settings),
                           QLocale.system().uiLanguages())


def apply_gui_language(app: QApplication, settings: QSettings) -> Choice:
    choice = gui_language(settings)
    i18n.use(choice)  # texts from the pure layers (findings, totals) follow the window
    install_translators(app, choice.language)
    return choice


def language_menu(parent: QWidget, settings: QSettings) -> QMenu:
    """Language ▸ System default / English / Polski / Magyar / Русский; applies on restart."""
    menu = QMenu(_tr("&Language"), parent)
    group = QActionGroup(menu)
    saved = saved_language(settings)
    entries = [(None, _tr("System default")), *LANGUAGE_NAMES.items()]
    for code, name in entries:
        # Each name's first letter is its mnemonic (S, E, P, M, Р: none the same).
        action = QAction("&" + name.replace("&", "&&"), menu, checkable=True,
                         checked=code == saved)
        action.setData(code or "")
        group.addAction(action)
        menu.addAction(action)
    menu.addSeparator()
    # A mnemonic on the note too, though it is disabled: every entry is read with its letter.
    note = menu.addAction(_tr("The new language is used when listbuilder starts &again."))
    note.setEnabled(False)
    group.triggered.connect(lambda action: save_language(settings, action.data() or None))
    return menu


def save_language(settings: QSettings, language: str | None) -> None:
    if language:
        settings.setValue(SETTINGS_KEY, language)
    else:
        settings.remove(SETTINGS_KEY)
