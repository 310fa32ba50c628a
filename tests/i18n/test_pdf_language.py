"""PDFs in the chosen language: the words printed, the glyphs embedded, the roster's version line.

The fake catalogue (tests/i18n/fake_catalogue.py) stands in for the translators' work so the
mechanism is tested now; `test_the_real_catalogue_prints_its_word` checks the real catalogues
and skips a language whose translator has not yet translated the word.
"""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from listbuilder import i18n
from listbuilder.export import ExportOptions, write_pdf
from listbuilder.i18n.gettext_catalog import translations
from tests.export.conftest import FRENCH, load
from tests.export.measure import opened, pdf_text
from tests.i18n.fake_catalogue import FAKE

LANGUAGES = ("pl", "hu", "ru")


def _embedded_fonts(path) -> dict[str, bool]:
    """Every font a drawn character uses: is its TrueType program inside the file?

    (reportlab lists Helvetica, its starting font, on every page even when nothing is drawn
    with it: only the fonts of the characters count.)"""
    pdf = opened(path)
    used = {char["fontname"] for page in pdf.pages for char in page.chars}
    embedded = set()
    for page in PdfReader(path).pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            descriptors = [font.get("/FontDescriptor")] + [
                d.get_object().get("/FontDescriptor") for d in font.get("/DescendantFonts", [])]
            if any(d is not None and "/FontFile2" in d.get_object() for d in descriptors):
                embedded.add(str(font["/BaseFont"]).lstrip("/"))
    return {name: name in embedded for name in used}


@pytest.mark.parametrize("language", LANGUAGES)
def test_cards_print_in_the_chosen_language_with_its_glyphs(use_fake_catalogues, language,
                                                            tmp_path):
    army = load(FRENCH)
    out = tmp_path / f"cards-{language}.pdf"
    i18n.use("en")  # the window's language; the dialog chose another
    write_pdf("cards", army.view, army.system, out, ExportOptions(language=language))
    text = pdf_text(out)
    words = FAKE[language]
    for source in ("VBU lost", "Disorder", "GENERAL"):
        assert words[source] in text and source not in text
    assert words["heavy cavalry"] in text  # the table's N_() type name, translated when shown
    fonts = _embedded_fonts(out)
    assert fonts and all(fonts.values()), fonts
    assert i18n.current() == "en"  # the language was spoken for the document only


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_roster_names_the_list_version_in_the_chosen_language(use_fake_catalogues,
                                                                 language, tmp_path):
    army = load(FRENCH)
    out = tmp_path / f"roster-{language}.pdf"
    write_pdf("roster", army.view, army.system, out,
              ExportOptions(language=language, list_stamp=army.list_stamp))
    text = pdf_text(out)
    version = FAKE[language]["List {list}, version {stamp}"].format(
        list=army.view.list_name, stamp=army.list_stamp)
    assert version in text
    assert FAKE[language]["Unit"] in text and FAKE[language]["Findings"] in text
    assert all(_embedded_fonts(out).values())


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_base_chart_says_print_at_actual_size_in_the_chosen_language(
        use_fake_catalogues, language, tmp_path):
    army = load(FRENCH)
    out = tmp_path / f"bases-{language}.pdf"
    write_pdf("bases", army.view, army.system, out, ExportOptions(language=language))
    note = next(t for s, t in FAKE[language].items() if s.startswith("Print at 100 %"))
    assert note.split(". ")[0] in pdf_text(out)


def test_no_language_means_the_current_one(use_fake_catalogues, tmp_path):
    army = load(FRENCH)
    out = tmp_path / "cards.pdf"
    i18n.use("ru")
    write_pdf("cards", army.view, army.system, out)
    assert "Потеряно VBU" in pdf_text(out)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_real_catalogue_prints_its_word(language, tmp_path):
    """Depends on the translators: skips while their catalogue lacks "VBU lost"."""
    word = translations(language).gettext("VBU lost")
    if word == "VBU lost":
        pytest.skip(f"'VBU lost' is not yet translated in {language}")
    army = load(FRENCH)
    out = tmp_path / "cards.pdf"
    write_pdf("cards", army.view, army.system, out, ExportOptions(language=language))
    assert word in pdf_text(out)
    assert all(_embedded_fonts(out).values())


def test_the_export_command_follows_lang(use_fake_catalogues, tmp_path, monkeypatch, capsys):
    from listbuilder.cli import main

    monkeypatch.delenv("LISTBUILDER_LANG", raising=False)
    out = tmp_path / "roster.pdf"
    assert main(["--lang", "hu", "export", "roster", str(FRENCH), "-o", str(out)]) == 0
    assert "Lista: French 1150–1330 AD, változat: sha256:" in pdf_text(out)
    assert capsys.readouterr().out == f"{out}: roster, 1 page\n"  # not in the fake catalogue
