"""Sheet geometry: how many cards fit, and plain errors for impossible sizes."""

from __future__ import annotations

import pytest

from listbuilder.export.geometry import ExportError, card_sheet
from listbuilder.export.packing import Slot, shelf_pack


@pytest.mark.parametrize(("paper", "size", "grid"), [
    # At least 10 mm from every edge, but cards may come to Letter's quarter inch where that
    # gains a row (three standard rows, as on A4); three poker columns are too wide for A4.
    ("a4", "standard", (3, 3)), ("letter", "standard", (3, 3)),
    ("a4", "poker", (2, 3)), ("a4", "large", (2, 2)), ("letter", "large", (2, 2)),
])
def test_cards_per_sheet(paper, size, grid):
    sheet = card_sheet(paper, size)
    assert (sheet.cols, sheet.rows) == grid


def test_grid_is_centred():
    sheet = card_sheet("a4", "standard")
    x0, y0 = sheet.origin
    assert x0 == pytest.approx(210 - x0 - 3 * 63)
    assert y0 == pytest.approx(297 - y0 - 3 * 88)


def test_card_too_wide_is_a_plain_error():
    with pytest.raises(ExportError, match="too wide for the sheet"):
        card_sheet("a4", (205.0, 88.0))


def test_card_too_tall_is_a_plain_error():
    with pytest.raises(ExportError, match="too tall for the sheet"):
        card_sheet("letter", (63.0, 275.0))


def test_unknown_paper_names_the_choices():
    with pytest.raises(ExportError, match="a4, letter"):
        card_sheet("a3", "standard")


def test_shelf_packing_keeps_boxes_apart_and_spills_to_pages():
    slots = [Slot(i, 120.0, 90.0) for i in range(5)] + [Slot("s", 60.0, 20.0)]
    placed = shelf_pack(slots, 190.0, 200.0, 4.0)
    assert max(p.page for p in placed) == 2  # two 90 mm shelves a page, one base per shelf
    small = next(p for p in placed if p.item == "s")
    assert small.page == 2 and small.x == pytest.approx(124.0)  # beside the fifth base
    for a in placed:
        for b in placed:
            if a is not b and a.page == b.page:
                apart_x = a.x + 120 <= b.x or b.x + 120 <= a.x
                apart_y = a.top + 90 <= b.top or b.top + 20 <= a.top
                assert apart_x or apart_y or "s" in (a.item, b.item)


def test_a_base_larger_than_the_page_is_a_plain_error():
    with pytest.raises(ExportError, match="does not fit"):
        shelf_pack([Slot("w", 300.0, 10.0)], 190.0, 250.0, 4.0)
