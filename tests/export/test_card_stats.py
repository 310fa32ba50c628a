"""The stat boxes under a card's title: every value of a card at one size, each distance with
its unit (Szwadron's R "10" and Z "15" printed smaller than the "3" beside them, with no
unit), on every sample, in every language and card size."""

from __future__ import annotations

import pytest

from listbuilder import i18n
from listbuilder.export.geometry import card_mm
from listbuilder.i18n import LANGUAGES, _
from tests.export.conftest import print_every_sample
from tests.export.measure import MM, opened
from tests.export.test_every_sample import IDS

SIZES = ("standard", "poker", "large")


@pytest.fixture(scope="module")
def cards(tmp_path_factory):
    return print_every_sample(tmp_path_factory.mktemp("stats"), "cards",
                              {size: ["--card-size", size] for size in SIZES})


def _stat_rows(pdf, size: str) -> list[list[tuple[str, list[dict]]]]:
    """Per card, its stat boxes left to right: (the box's label, the characters in it)."""
    return [[(label, chars) for _box, label, chars in row] for row in _stat_boxes(pdf, size)]


def _stat_boxes(pdf, size: str) -> list[list[tuple[dict, str, list[dict]]]]:
    k = max(0.8, min(1.4, card_mm(size)[0] / 63))
    out = []
    for page in opened(pdf).pages:
        # A box is ruled, and shaded as high as its label's band at its top.
        bands = [b for b in page.rects if b["fill"] and abs(b["height"] - 4 * MM * k) < 0.05]
        boxes = sorted((b for b in page.rects if b["stroke"] and any(
            abs(b["x0"] - band["x0"]) < 0.05 and abs(b["top"] - band["top"]) < 0.05
            and abs(b["width"] - band["width"]) < 0.05 for band in bands)),
            key=lambda b: (round(b["top"], 1), b["x0"]))
        for box in boxes:  # a box not touching the one before starts another card's row
            if not out or out[-1][-1][0]["top"] != box["top"] or abs(
                    out[-1][-1][0]["x1"] - box["x0"]) > 0.5:
                out.append([])
            chars = [c for c in page.chars if box["x0"] <= (c["x0"] + c["x1"]) / 2 <= box["x1"]
                     and box["top"] <= (c["top"] + c["bottom"]) / 2 <= box["bottom"]]
            label = "".join(c["text"] for c in chars if c["top"] < box["top"] + 4 * MM * k)
            out[-1].append((box, label, chars))
    return out


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("sample", IDS)
def test_every_value_of_a_card_prints_at_one_size(cards, sample, language, size):
    rows = _stat_rows(cards[sample, language, size], size)
    assert rows
    for row in rows:
        label_size = min(c["size"] for _label, chars in row for c in chars)
        values = {round(c["size"], 2) for _label, chars in row for c in chars
                  if c["size"] > label_size + 2}
        assert len(values) == 1, (row[0][0], values)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_szwadron_distances_carry_their_unit(cards, language, size):
    """R (movement, cm a turn) and Z (range) are centimetres [002 §1.1]."""
    with i18n.speaking(language):
        cm = _("cm")
    rows = _stat_rows(cards["szwadron-brigade", language, size], size)
    assert len(rows) == 8
    for row in rows:
        for label, chars in row:
            text = "".join(c["text"] for c in chars)
            assert text.endswith(cm) == (label in ("R", "Z")), (label, text)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("sample", IDS)
def test_a_stat_box_is_as_tall_as_what_it_holds(cards, sample, language, size):
    """Every box was as tall as two lines of hint, under values with no hint at all: under
    a row's lowest text (a value, or a hint) is less than a line of hint blank."""
    k = max(0.8, min(1.4, card_mm(size)[0] / 63))
    rows = _stat_boxes(cards[sample, language, size], size)
    assert rows
    for row in rows:
        blank = row[0][0]["bottom"] - max(c["bottom"] for _box, _label, chars in row
                                           for c in chars)
        assert blank < 2.2 * MM * k, ([label for _box, label, _chars in row], blank / MM)
