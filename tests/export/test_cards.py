"""Unit cards measured in the real PDF: page size and count, card outlines, text."""

from __future__ import annotations

import pytest

from listbuilder.export.banner import BANNER_H_MM
from listbuilder.export.cards_sheet import write_cards
from listbuilder.export.geometry import card_sheet
from tests.export.conftest import TEN_NAMES
from tests.export.measure import cell_texts, edge_distances_mm, page_sizes_mm, pdf_text, rects_mm


def _outlines(path, w, h):
    return [[r for r in page if r == pytest.approx((w, h), abs=0.2)] for page in rects_mm(path)]


def test_ten_standard_cards_take_two_a4_pages(ten_units, tmp_path):
    out = tmp_path / "cards.pdf"
    assert write_cards(ten_units.view, ten_units.system, out) == 2
    assert page_sizes_mm(out) == [pytest.approx((210, 297), abs=0.1)] * 2
    assert [len(page) for page in _outlines(out, 63, 88)] == [9, 1]


@pytest.mark.parametrize(("size", "mm", "per_page"), [
    # Poker cards (190.5 mm for three) leave A4 less than its 10 mm margins: two columns.
    ("poker", (63.5, 88.9), 6), ("large", (89, 127), 4),
])
def test_card_sizes_measure_true(french, tmp_path, size, mm, per_page):
    out = tmp_path / "cards.pdf"
    write_cards(french.view, french.system, out, card_size=size)
    counts = [len(page) for page in _outlines(out, *mm)]
    assert sum(counts) == 7 and counts[0] == min(7, per_page)


def test_letter_paper(french, tmp_path):
    out = tmp_path / "cards.pdf"
    write_cards(french.view, french.system, out, paper="letter")
    # Three rows (264 mm) fit Letter inside its quarter-inch edges: 9 a page, as on A4.
    assert page_sizes_mm(out) == [pytest.approx((215.9, 279.4), abs=0.1)]
    assert min(edge_distances_mm(out)) >= 6.35 - 0.001


def card_texts(path, paper="a4", size="standard", banner=False):
    """Each card's text; an illegal army's `banner` takes room above the grid."""
    sheet = card_sheet(paper, size, BANNER_H_MM + 1 if banner else 0.0)
    cells = [(*sheet.card_origin(i), sheet.card_w, sheet.card_h) for i in range(sheet.per_page)]
    return cell_texts(path, cells)


def test_every_name_prints_with_its_diacritics_and_markup(ten_units, tmp_path):
    out = tmp_path / "cards.pdf"
    write_cards(ten_units.view, ten_units.system, out)
    texts = card_texts(out)
    assert len(texts) == 10
    for text, name in zip(texts, TEN_NAMES.values(), strict=True):
        assert text.startswith(name)
    assert texts[3].startswith("Fish & Chips <b>bold</b> FP")


def test_card_content(french, tmp_path):
    out = tmp_path / "cards.pdf"
    write_cards(french.view, french.system, out)
    text = pdf_text(out)
    assert "GENERAL" in text and text.count("GENERAL") == 1
    assert "CP — heavy cavalry" in text
    assert "16 cm" in text  # M 8 at 28 mm, U = 2 cm
    assert "Crossbow A" in text and "VBU lost" in text and "Disorder" in text


def test_cards_follow_the_scale(french, tmp_path):
    out = tmp_path / "cards.pdf"
    write_cards(french.view, french.system, out, scale="15mm")
    assert "8 cm" in pdf_text(out) and "16 cm" not in pdf_text(out)


def test_same_army_same_bytes(ten_units, tmp_path):
    a, b = tmp_path / "a.pdf", tmp_path / "b.pdf"
    write_cards(ten_units.view, ten_units.system, a)
    write_cards(ten_units.view, ten_units.system, b)
    assert a.read_bytes() == b.read_bytes()
