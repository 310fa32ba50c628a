"""A small catalogue per language, for tests that must not wait for the translators.

Each entry carries the language's own letters (ą ę ł, ő ű, Cyrillic), so a PDF that prints it
proves the glyphs are embedded; the `use_fake_catalogues` fixture (conftest.py) makes `_()`
read these instead of the real catalogues.
"""

from __future__ import annotations

import gettext
import io

from listbuilder.i18n.po import compile_po

PLURAL_FORMS = {
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) "
          "? 1 : 2);",
    "hu": "nplurals=2; plural=(n != 1);",
    "ru": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
          "(n%100<10 || n%100>=20) ? 1 : 2);",
}
FAKE: dict[str, dict[str, str]] = {
    "pl": {"VBU lost": "Stracone VBU", "Disorder": "Dezorganizacja", "GENERAL": "WÓDZ",
           "List {list}, version {stamp}": "Rozpiska {list}, wersja {stamp}",
           "Unit": "Oddział", "Findings": "Uwagi", "heavy cavalry": "ciężka jazda",
           "Print at 100 % (\"Actual size\"), never \"Fit to page\". Both rulers must measure "
           "exactly 100 mm. The heavy edge of each base is its front.":
               "Drukuj w skali 100 % (\"Rzeczywisty rozmiar\"). Obie linijki muszą mieć "
               "dokładnie 100 mm. Gruba krawędź podstawki to jej przód.",
           "Totals: {totals}": "Razem: {totals}", "Options: {options}": "Opcje: {options}",
           "No findings: the army is legal.": "Brak uwag: armia jest zgodna z zasadami.",
           "id": "id", "unit": "oddział", "type": "typ", "Findings:": "Uwagi:",
           "Scale: {scale}": "Skala: {scale}", "Group": "Grupa", "Big unit": "Duży oddział",
           "Long spear": "Długie włócznie"},
    "hu": {"VBU lost": "Elvesztett VBU", "Disorder": "Zűrzavar", "GENERAL": "HADVEZÉR",
           "List {list}, version {stamp}": "Lista: {list}, változat: {stamp}",
           "Unit": "Egység", "Findings": "Észrevételek", "heavy cavalry": "nehézlovasság",
           "Print at 100 % (\"Actual size\"), never \"Fit to page\". Both rulers must measure "
           "exactly 100 mm. The heavy edge of each base is its front.":
               "Nyomtasson 100 %-on (\"Tényleges méret\"). Mindkét vonalzó pontosan 100 mm "
               "legyen. A talp vastag éle az eleje.",
           "Totals: {totals}": "Összesen: {totals}"},
    "ru": {"VBU lost": "Потеряно VBU", "Disorder": "Расстройство", "GENERAL": "ГЕНЕРАЛ",
           "List {list}, version {stamp}": "Список {list}, версия {stamp}",
           "Unit": "Отряд", "Findings": "Замечания", "heavy cavalry": "тяжёлая конница",
           "Print at 100 % (\"Actual size\"), never \"Fit to page\". Both rulers must measure "
           "exactly 100 mm. The heavy edge of each base is its front.":
               "Печатайте в масштабе 100 % («Фактический размер»). Обе линейки должны "
               "быть ровно 100 мм. Толстый край подставки — её фронт.",
           "Totals: {totals}": "Итого: {totals}"},
}


def _quoted(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def fake_translations(language: str) -> gettext.NullTranslations:
    if language not in FAKE:
        return gettext.NullTranslations()
    lines = ['msgid ""', 'msgstr ""',
             _quoted(f"Content-Type: text/plain; charset=UTF-8\n"
                     f"Plural-Forms: {PLURAL_FORMS[language]}\n"), ""]
    for source, text in FAKE[language].items():
        lines += [f"msgid {_quoted(source)}", f"msgstr {_quoted(text)}", ""]
    return gettext.GNUTranslations(io.BytesIO(compile_po("\n".join(lines).encode())))
