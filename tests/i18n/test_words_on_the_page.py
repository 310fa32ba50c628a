"""Every sample army × Polish, Hungarian and Russian, as printed (cards and roster, their PDF
text), as Markdown and as `show` prints it (issue 33, "Every word in the reader's language"):
millimetres as the language writes them (no Latin "mm" in Russian), a group's name in the
language's quotation marks, the Markdown footer's book in the language ('(seed 003)', '(fan
rules)', 'Invented example list…' were English), every name the list's overlay translates in
the language everywhere (Szwadron's "Grenadier company" was English on the roster and in the
Markdown while the cards translated it), and the USB profile headed by the language's own
initials (Hungarian and Russian cards printed the Polish "C I O S PP" with no legend)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from listbuilder.cli import main
from listbuilder.storage.overlay_checks import read_overlay
from tests.export.measure import pdf_text
from tests.i18n.test_list_overlays import overlay_path

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))
LANGUAGES = ("pl", "hu", "ru")
QUOTES = {"pl": ("„", "”"), "hu": ("„", "”"), "ru": ("«", "»")}
#: The English footer of the invented and fan lists, before their words were translated.
FOOTER_ENGLISH = ("seed 003", "fan rules", "Invented example list", "listbuilder example")
#: The USB card's column heads, Accuracy Initiative Defence Resolve, in each language.
USB_HEADS = {"pl": "C I O S", "hu": "P K V E", "ru": "М И З С"}


def _name(path: Path) -> str:
    return path.name.split(".")[0]


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    """(sample, language) -> {cards, roster, text, show}: every text a reader gets."""
    import contextlib
    import io

    out = tmp_path_factory.mktemp("pages")
    found = {}
    for sample in SAMPLES:
        for language in LANGUAGES:
            texts = {}
            for kind in ("cards", "roster"):
                pdf = out / f"{_name(sample)}.{language}.{kind}.pdf"
                with contextlib.redirect_stderr(io.StringIO()):
                    assert main(["--lang", language, "export", kind, str(sample),
                                 "-o", str(pdf)]) == 0
                texts[kind] = pdf_text(pdf)
            for command in (["export", "text"], ["show"]):
                buffer = io.StringIO()
                with contextlib.redirect_stdout(buffer), contextlib.redirect_stderr(io.StringIO()):
                    main(["--lang", language, *command, str(sample)])
                texts[command[-1]] = buffer.getvalue()
            found[_name(sample), language] = texts
    return found


def _army(sample: Path) -> dict:
    return yaml.safe_load(sample.read_text(encoding="utf-8"))


def _list_id(sample: Path) -> str:
    return _army(sample)["list"]


@pytest.mark.parametrize("sample", SAMPLES, ids=_name)
def test_russian_writes_millimetres_in_cyrillic(sample, pages):
    texts = pages[_name(sample), "ru"]
    assert any("мм" in text for text in texts.values())  # something is measured at all
    latin = {kind: re.findall(r".{0,20}\bmm\b|\d+mm", text) for kind, text in texts.items()}
    assert not any(latin.values()), latin


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_groups_name_stands_in_the_languages_quotes(language, pages):
    named = [(sample, group["name"]) for sample in SAMPLES
             for group in _army(sample).get("groups", []) if group.get("name")]
    assert named, "no sample names a group: nothing tested"
    left, right = QUOTES[language]
    for sample, name in named:
        for kind, text in pages[_name(sample), language].items():
            assert f"{left}{name}{right}" in text, (sample.name, kind)
            assert f"“{name}”" not in text, (sample.name, kind)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("sample", SAMPLES, ids=_name)
def test_the_markdown_footer_names_the_book_in_the_language(sample, language, pages):
    footer = pages[_name(sample), language]["text"].strip().splitlines()[-1]
    assert footer.startswith("_") and "sha256:" in footer
    assert not [phrase for phrase in FOOTER_ENGLISH if phrase in footer], footer


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("sample", SAMPLES, ids=_name)
def test_every_name_the_overlay_translates_is_printed_translated(sample, language, pages):
    """A name of the list the language translates (a unit's, a differing figure's, a name
    the book does not print) is never printed in English on any page."""
    overlay = read_overlay(overlay_path(_list_id(sample), language))
    own = _army_own_names(sample)
    names = {english for english, text in overlay.words.items()
             if text != english and len(english.split()) <= 4
             and not any(english in name for name in own)}
    assert names
    for kind, text in pages[_name(sample), language].items():
        flat = " ".join(text.split())
        left = [e for e in names if re.search(rf"(?<![\w-]){re.escape(e)}(?![\w-])", flat)]
        assert not left, (kind, left)


def _army_own_names(sample: Path) -> list[str]:
    """The names the player wrote in the army file (kept as written)."""
    text = sample.read_text(encoding="utf-8")
    return re.findall(r"name: ([^\n}]+)", text)


@pytest.mark.parametrize("language", LANGUAGES)
def test_usb_cards_head_the_profile_with_the_languages_initials(language, pages):
    for sample in SAMPLES:
        if not _name(sample).startswith("usb"):
            continue
        cards = pages[_name(sample), language]["cards"]
        assert USB_HEADS[language] in cards
        others = [heads for lang, heads in USB_HEADS.items() if lang != language]
        assert not [heads for heads in others if heads in cards]


def _polish_inches(n: int) -> str:
    """The Polish plural of 'cal' (inch): 1 cal, 2–4 cale (not 12–14), else cali."""
    if n == 1:
        return "cal"
    return "cale" if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else "cali"


def test_polish_counts_inches_in_their_plural_forms(pages):
    """"zasięg 24 cali" read wrong: 24 takes «cale» as the book's own «2 cale», «4 cale»."""
    # The cards' PDF text runs columns together ("…karcie 2/3 cali"): read the roster,
    # the Markdown and show, which print the same rule lines.
    found = [(int(n), word) for (_sample, language), texts in pages.items() if language == "pl"
             for kind, text in texts.items() if kind != "cards"
             for n, word in re.findall(r"\b(\d+) (cal[ei]?)\b", text)]
    assert found, "no Polish page counts inches: nothing tested"
    assert [(n, w) for n, w in found if w != _polish_inches(n)] == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_name_offered_after_a_preposition_stands_in_the_nominative(language, tmp_path, capsys):
    """Polish printed "Czy chodziło o Kusza B?" (a preposition before a name that cannot
    decline), Russian "для {name}": a name the program fills in follows a colon instead."""
    army = tmp_path / "typo.army.yaml"
    army.write_text((ROOT / "resources" / "samples" / "bi-french.army.yaml").read_text(
        encoding="utf-8").replace("{weapon: short-bow-b}", "{weapon: crosbow-b}"),
        encoding="utf-8")
    main(["--lang", language, "validate", str(army)])
    out = capsys.readouterr().out
    offered = {"pl": "Czy chodziło o: Kusza B", "hu": "Erre gondolt: Számszeríj B",
               "ru": "имелось в виду: Арбалет B"}[language]
    assert offered in out, out
