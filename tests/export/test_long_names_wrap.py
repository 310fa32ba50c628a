"""Long names wrap, whole, on every document: every sample with names as long as a player may
write them (tests/export/long_names.py), in every language, on every card size and paper.

No "…" anywhere: a card's title, a group's line, a base's label and the base chart's title
wrap, a word wider than its box broken across lines. The army's name, which a card's footer
repeats to tell armies' cards apart, takes one line there: cut after its last whole word that
fits (the rule the guide states), where it took up to five lines of a card.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.export.geometry import card_mm
from listbuilder.export.text import ELLIPSIS
from listbuilder.i18n import LANGUAGES
from listbuilder.storage.open_army import open_army
from tests.export.conftest import ROOT
from tests.export.long_names import ARMY_NAME, LONG_WORD, with_long_names
from tests.export.measure import card_lines, opened
from tests.export.test_every_sample import IDS, SAMPLES

CARDS = (("standard", "a4"), ("poker", "letter"), ("large", "a4"))
DOCUMENTS = (*(("cards", size, paper) for size, paper in CARDS),
             ("roster", "", "a4"), ("bases", "", "letter"))


@pytest.fixture(scope="module")
def printed(tmp_path_factory) -> dict[tuple[str, str], dict[tuple[str, str, str], Path]]:
    """Every long-named sample × language × document, written by the real command line."""
    from listbuilder.cli import main

    folder = tmp_path_factory.mktemp("long")
    out: dict[tuple[str, str], dict[tuple[str, str, str], Path]] = {}
    for sample, name in zip(SAMPLES, IDS, strict=True):
        army = with_long_names(sample, folder)
        for language in LANGUAGES:
            pdfs = out.setdefault((name, language), {})
            for document, size, paper in DOCUMENTS:
                pdf = folder / f"{name}-{language}-{document}-{size}-{paper}.pdf"
                extra = ["--card-size", size] if size else []
                assert main(["--lang", language, "export", document, str(army), "-o", str(pdf),
                             "--paper", paper, *extra]) == 0
                pdfs[document, size, paper] = pdf
    return out


def _unit_names(name: str, tmp_path: Path) -> list[str]:
    army = with_long_names(ROOT / "resources" / "samples" / f"{name}.army.yaml", tmp_path)
    view, _diagnostics, _loaded = open_army(army, [])
    assert view is not None
    return [unit.name for unit in view.units if LONG_WORD in unit.name]  # the names we gave


def _squeezed(text: str) -> str:
    return "".join(text.split())


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("sample", IDS)
def test_nothing_is_cut_short_with_an_ellipsis(printed, sample, language):
    for (document, size, paper), pdf in printed[sample, language].items():
        cut = [ch["text"] for page in opened(pdf).pages for ch in page.chars
               if ch["text"] == ELLIPSIS]
        assert not cut, (document, size, paper)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("sample", IDS)
def test_every_unit_name_is_printed_whole_on_its_card(printed, sample, language, tmp_path):
    names = _unit_names(sample, tmp_path)
    assert names
    for size, paper in CARDS:
        cards = [_squeezed(" ".join(lines)) for lines in
                 card_lines(printed[sample, language]["cards", size, paper], *card_mm(size))]
        missing = [n for n in names if not any(_squeezed(n) in card for card in cards)]
        assert not missing, (size, paper, missing)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("sample", IDS)
def test_the_army_name_takes_one_line_of_each_cards_footer(printed, sample, language):
    """The last line of every card is the army's name, or as many of its first words as fit
    the line; no other line of the card holds any of it."""
    for size, paper in CARDS:
        for lines in card_lines(printed[sample, language]["cards", size, paper],
                                *card_mm(size)):
            last = lines[-1].strip()
            assert ARMY_NAME.startswith(last) and len(last) >= 8, (size, paper, lines[-3:])
            assert sum("Kingdom" in line or "Mustered" in line for line in lines) <= 1


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("sample", IDS)
def test_the_base_charts_title_and_the_rosters_names_are_whole(printed, sample, language):
    page = opened(printed[sample, language]["bases", "", "letter"]).pages[0]
    assert _squeezed(ARMY_NAME) in _squeezed(page.extract_text() or "")
    roster = opened(printed[sample, language]["roster", "", "a4"]).pages[0]
    assert _squeezed(ARMY_NAME) in _squeezed(roster.extract_text() or "")
