"""A card keeps any system's content inside its outline: long titles, many lines, long tracks."""

from __future__ import annotations

from listbuilder.core.printables import Card, CardStat, Track
from listbuilder.export.canvas import new_canvas
from listbuilder.export.cards_sheet import card_parts, draw_cards
from listbuilder.export.fonts import REGULAR, register_fonts
from listbuilder.export.geometry import card_sheet
from listbuilder.export.text import first_words, fit, width, wrap
from tests.export.measure import cell_texts, chars_outside_cells, font_sizes, overlapping_chars

CROWDED = Card(
    unit_id="u1",
    title="Wielkie Księstwo Litewskie — chorągiew husarska hetmana wielkiego koronnego",
    subtitle="HC — heavy cavalry with a very long explanation of what that means in play",
    stats=tuple(CardStat(k, v, "a rather long hint") for k, v in
                [("M", "8"), ("VBU", "7"), ("I", "4"), ("VD", "3"), ("MP", "12"), ("Pts", "150")]),
    lines=tuple(f"Special rule number {n}: charges home & breaks <everything> it meets"
                for n in range(30)),
    tracks=(Track("Morale points lost", 24), Track("Disorder", 1)),
    badge="GENERAL",
)


def test_crowded_card_continues_on_more_cards_and_drops_nothing(tmp_path):
    sheet = card_sheet("a4", "standard")
    out = tmp_path / "crowded.pdf"
    canvas = new_canvas(out, sheet.paper_w, sheet.paper_h, "crowded")
    pages = draw_cards(canvas, sheet, [CROWDED], "Army")
    canvas.save()
    cells = [(*sheet.card_origin(i), sheet.card_w, sheet.card_h) for i in range(9)]
    assert chars_outside_cells(out, cells) == []
    text = " ".join(cell_texts(out, cells))  # card by card
    for n in range(30):  # every rule whole, none cut
        assert f"Special rule number {n}: charges home & breaks <everything> it meets" in text
    assert "…" not in text
    parts = len(card_parts(sheet, [CROWDED]))
    assert parts >= 2 and pages == 1
    assert f"card 1/{parts}" in text and f"card {parts}/{parts}" in text
    assert f"continued on card 2/{parts}" in text
    assert min(font_sizes(out)) >= 7.0


def test_fit_shrinks_before_it_cuts():
    register_fonts()
    fitted = fit(["a b c d e f g h"] * 3, REGULAR, 40, 30, 10, 5)
    assert fitted.size < 10 and fitted.height <= 30
    assert not any(line.endswith("…") for line in fitted.lines)


def test_wrap_breaks_a_word_wider_than_the_box_and_keeps_it_whole():
    register_fonts()
    lines = wrap("a Supercalifragilistic word", REGULAR, 10, 30)
    assert "".join(lines[1:-1]) == "Supercalifragilistic" and len(lines) > 3
    assert lines[0] == "a" and lines[-1] == "word"
    assert all(width(line, REGULAR, 10) <= 30 for line in lines)


def test_first_words_cuts_after_a_whole_word_and_drops_the_punctuation_before_the_cut():
    register_fonts()
    name = "The Host of Flanders, Champagne and Blois"
    assert first_words(name, REGULAR, 7, 1000) == name
    room = width("The Host of Flanders, Cha", REGULAR, 7)
    assert first_words(name, REGULAR, 7, room) == "The Host of Flanders"
    cut = first_words("Árvíztűrőtükörfúrógép", REGULAR, 7, 20)  # one word wider than the line
    assert cut and "Árvíztűrőtükörfúrógép".startswith(cut) and width(cut, REGULAR, 7) <= 20


def test_a_title_that_fills_the_card_pushes_the_rules_on_instead_of_over_the_tracks(tmp_path):
    """A 199-character name wraps to many lines and a long army name fills the footer: the
    first card has room for no rule line, and its rules once printed over the tracks."""
    card = Card(unit_id="u1", title="Ünits of Łódź " + "Wwwwwwwww " * 18,
                subtitle="FP — heavy foot",
                stats=tuple(CardStat(k, v, "") for k, v in [("M", "5"), ("VBU", "4"),
                                                            ("I", "1"), ("VD", "2")]),
                lines=tuple(f"Rule {n}: must charge; groups only with its own kind"
                            for n in range(6)),
                tracks=(Track("VBU lost", 4), Track("Disorder", 1)), badge="GENERAL")
    sheet = card_sheet("a4", "standard")
    out = tmp_path / "tall.pdf"
    canvas = new_canvas(out, sheet.paper_w, sheet.paper_h, "tall")
    draw_cards(canvas, sheet, [card], "An army with a name much too long for one line " * 3)
    canvas.save()
    assert overlapping_chars(out) == []
    text = " ".join(cell_texts(out, [(*sheet.card_origin(i), sheet.card_w, sheet.card_h)
                                     for i in range(9)]))
    for n in range(6):
        assert f"Rule {n}: must charge; groups only with its own kind" in text


def test_a_first_card_is_filled_and_its_continuations_share_the_rest():
    """The Dragon Lord's first card left 12 mm blank (an item moved whole to the next card),
    the second card was full and the third held five lines."""
    from listbuilder.export.card_flowable import CardFlowable
    from tests.export.conftest import ROOT, load

    register_fonts()
    army = load(ROOT / "resources" / "samples" / "usb-legend-on-dragon.army.yaml")
    card = army.system.cards(army.view, "28mm")[0]
    sheet = card_sheet("a4", "standard")
    parts = [p for p in card_parts(sheet, [card]) if p.card is card]
    first = parts[0]
    room = CardFlowable(first, sheet.card_w, sheet.card_h).body_room()
    line = first.size * first.leading
    blank = room - len(first.rows) * line
    assert blank < 2 * line, (blank, len(parts))
    # Each effect said once (not "Leaders" and "Leaders: …"), it takes two cards.
    later = [len(p.rows) for p in parts[1:]]
    assert len(parts) >= 2 and max(later) - min(later) <= 4, later  # was 22 and 5
