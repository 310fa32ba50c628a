"""A continuation card only where the unit's text needs one, and never one holding a line or
two (issue 23: the Dragon Lord's household guard spilled three lines onto a card of their
own). Every sample × language × card size, laid out as printed; the pages closer leading
makes are printed and read back for text drawn over text."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from listbuilder import i18n
from listbuilder.core.printables import Card, CardStat, Track
from listbuilder.export.card_flowable import BODY_MIN, LEADING, CardFlowable, CardPart
from listbuilder.export.card_split import FILL, SPARSE, TIGHTER, split_card
from listbuilder.export.cards_sheet import CardsAbout, _marked, army_marks, card_parts
from listbuilder.export.fonts import REGULAR, register_fonts
from listbuilder.export.geometry import card_sheet
from listbuilder.export.pdf import ExportOptions, write_pdf
from listbuilder.export.scale import pick_scale
from listbuilder.export.text import wrap
from listbuilder.i18n.words import scale_name
from listbuilder.storage.open_army import open_army
from tests.export.conftest import ROOT
from tests.export.measure import overlapping_chars

SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))
LANGUAGES = ("en", "pl", "hu", "ru")
SIZES = ("standard", "poker", "large")


def _units(sample: Path, language: str, size: str) -> list[list[CardPart]]:
    """Each unit's printed cards, as the card sheet lays them out."""
    register_fonts()
    view, _diagnostics, loaded = open_army(sample, [])
    assert view is not None and loaded is not None
    sheet = card_sheet("a4", size)
    with i18n.speaking(language):
        chosen = pick_scale(view, loaded.system, None)
        cards = [_marked(card, view) for card in loaded.system.cards(view, chosen)]
        parts = card_parts(sheet, cards, view.army_name,
                           CardsAbout(scale_name(chosen), army_marks(view)))
    units: dict[str, list[CardPart]] = {}
    for part in parts:
        units.setdefault(part.ref, []).append(part)
    return list(units.values())


def _text_rows(part: CardPart) -> int:
    """The card's rows less the note saying where the text goes on."""
    return len(part.rows) - (part.number < part.parts and bool(part.rows))


def _room(part: CardPart, size: str) -> float:
    sheet = card_sheet("a4", size)
    return CardFlowable(part, sheet.card_w, sheet.card_h).body_room()


@pytest.fixture(scope="module")
def laid_out():
    with i18n.speaking("en"):
        return {(s.name.split(".")[0], lang, size): _units(s, lang, size)
                for s in SAMPLES for lang in LANGUAGES for size in SIZES}


def _cases():
    return [(s.name.split(".")[0], lang, size) for s in SAMPLES for lang in LANGUAGES
            for size in SIZES]


@pytest.mark.parametrize("case", _cases(), ids="-".join)
def test_a_unit_is_continued_only_where_its_text_cannot_fit_one_card(laid_out, case):
    """At 7 pt and the closest leading allowed, the unit's text would not fit its card
    alone: nothing continues that a slightly closer leading keeps whole."""
    size = case[2]
    for parts in laid_out[case]:
        if len(parts) == 1:
            continue
        first = parts[0]
        alone = replace(first, rows=(), number=1, parts=1)
        sheet = card_sheet("a4", size)
        probe = CardFlowable(alone, sheet.card_w, sheet.card_h)
        lines = sum(len(wrap(text, REGULAR, BODY_MIN, probe.body_w))
                    for text in first.card.lines)
        assert lines * BODY_MIN * min(TIGHTER) > probe.body_room(), (
            f"{first.ref} {first.card.title}: {lines} lines on {len(parts)} cards")


@pytest.mark.parametrize("case", _cases(), ids="-".join)
def test_a_first_card_with_free_lines_carries_rules(laid_out, case):
    """The Highlanders' first card in Russian held no rule, only "continued on card 2/2",
    over six free lines: the rule went whole onto the next card."""
    for parts in laid_out[case]:
        if len(parts) == 1:
            continue
        first = parts[0]
        free = int(_room(first, case[2]) // (first.size * first.leading)) - 1  # the note's
        assert _text_rows(first) > 0 or free < FILL, (first.card.title, free)


@pytest.mark.parametrize("case", _cases(), ids="-".join)
def test_no_last_card_holds_only_a_line_or_two(laid_out, case):
    """A last card filled under a quarter of its text area only where the card before it
    could not have taken its first item."""
    size = case[2]
    for parts in laid_out[case]:
        if len(parts) == 1:
            continue
        last, before = parts[-1], parts[-2]
        line = last.size * last.leading
        if len(last.rows) * line >= SPARSE * _room(last, size):
            continue
        first_item = 1 + next((n for n, row in enumerate(last.rows[1:]) if row[0]),
                              len(last.rows) - 1)
        capacity = int(_room(before, size) // line)
        assert _text_rows(before) + first_item > capacity, (
            f"{last.ref} {last.card.title}: {len(last.rows)} lines on card "
            f"{last.number}/{last.parts}")


def _card(lines: int) -> Card:
    return Card(unit_id="u", title="Household guard", subtitle="FP — heavy foot",
                stats=tuple(CardStat(k, v, "") for k, v in [("M", "5"), ("VBU", "4"),
                                                            ("I", "1"), ("VD", "2")]),
                lines=tuple(f"Rule {n}: one short line" for n in range(lines)),
                tracks=(Track("VBU lost", 4), Track("Disorder", 1)))


def test_one_line_rules_never_leave_a_sparse_second_card():
    """One-line rules can always be shared: however many there are, two cards both carry
    a useful share (the first keeps the most it can)."""
    register_fonts()
    sheet = card_sheet("a4", "standard")
    seen_two = 0
    for count in range(1, 60):
        parts = split_card(_card(count), "#1", sheet.card_w, sheet.card_h)
        assert sum(_text_rows(p) for p in parts) == count  # nothing lost, nothing doubled
        if len(parts) != 2:
            continue
        seen_two += 1
        second = parts[1]
        filled = len(second.rows) * second.size * second.leading
        assert filled >= SPARSE * _room(second, "standard"), (count, len(second.rows))
    assert seen_two > 5


def test_closer_lines_keep_a_card_whole_and_only_where_needed():
    register_fonts()
    sheet = card_sheet("a4", "standard")
    leadings = [split_card(_card(n), "#1", sheet.card_w, sheet.card_h)[0].leading
                for n in range(1, 30)]
    assert leadings[0] == LEADING  # a short card keeps the usual spacing
    # A longer one closes up before it continues (which of TIGHTER a whole number of lines
    # needs depends on the card's room).
    assert set(TIGHTER) & set(leadings)
    whole = leadings[:leadings.index(min(leadings)) + 1]
    assert whole == sorted(whole, reverse=True)


def test_some_sample_prints_closer_lines(laid_out):
    """So that the test below reads some: the Scots in Polish and Hungarian."""
    assert any(p.leading < LEADING for parts_of in laid_out.values() for parts in parts_of
               for p in parts)


@pytest.mark.parametrize("language", LANGUAGES)
def test_cards_with_closer_lines_print_no_line_over_another(laid_out, language, tmp_path):
    tight = [(s, size) for s in SAMPLES for size in SIZES
             if any(p.leading < LEADING for parts in
                    laid_out[(s.name.split(".")[0], language, size)] for p in parts)]
    for sample, size in tight:
        view, _diagnostics, loaded = open_army(sample, [])
        assert view is not None and loaded is not None
        out = tmp_path / f"{sample.name}-{size}.pdf"
        write_pdf("cards", view, loaded.system, out,
                  ExportOptions(language=language, card_size=size))
        assert overlapping_chars(out) == [], (sample.name, size)
