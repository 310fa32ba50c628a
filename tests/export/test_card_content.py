"""What a player reads on the cards of every sample: rules in short, the shooting table, who
each card is, and the banner of an illegal army."""

from __future__ import annotations

import pytest

from listbuilder.cli import main
from tests.export.conftest import ROOT
from tests.export.measure import font_sizes, pdf_text
from tests.export.test_cards import card_texts

SAMPLES = ROOT / "resources" / "samples"


def _cards(name: str, tmp_path, *extra: str) -> str:
    out = tmp_path / f"{name}.pdf"
    assert main(["export", "cards", str(SAMPLES / f"{name}.army.yaml"), "-o", str(out),
                 *extra]) == 0
    return out


def test_rules_print_in_short_and_identical_units_are_told_apart(tmp_path):
    out = _cards("bi-scots", tmp_path)
    text = " ".join(card_texts(out))
    assert "Schiltron: Schiltrons may deploy two deep as a big unit." in text
    assert "Impetuous: must pursue a beaten enemy" in text and "must charge" not in text
    assert "#5 · 28mm: 1 U = 2 cm · Stirling Bridge" in text  # the number, not an id
    assert "schiltron-3" not in text
    # The others named as the findings name them: the label, numbered among namesakes.
    assert "Group “Centre” with Schiltron 3, Schiltron 4" in text
    assert "this unit is the front; behind it: Schiltron 1" in text
    assert "this unit is the rear; in front of it: Wallace's schiltron" in text
    assert min(font_sizes(out)) >= 7.0


def test_the_shooting_row_is_a_headed_table_in_the_scale_units(tmp_path):
    text = " ".join(card_texts(_cards("bi-scots", tmp_path)))
    assert "dice ≤10U ≤20U ≤50U 20 cm 40 cm 100 cm" in text
    assert "vs foot −1 – –" in text and "vs mounted 0 −1 –" in text
    assert "Short bow B [6.1.2]: may shoot indirectly, at −2 dice [6.1.3, 6.4]." in text


def test_an_illegal_army_says_so_and_prints_the_choice_as_made(tmp_path):
    cards = card_texts(_cards("bi-illegal", tmp_path), banner=True)
    text = " ".join(cards)
    assert "ILLEGAL ARMY: 6 errors" in pdf_text(_cards("bi-illegal", tmp_path))
    assert "Longbow B (not allowed)" in text
    assert "one of: Sling" not in text  # the choice as made, not the list's offer
    skirmishers = " ".join(c for c in cards if "#9 ·" in c)
    assert "NOT LEGAL: Skirmishers may take one of Sling" in skirmishers
    assert "GENERAL: NOT ALLOWED" in skirmishers
    big_unit_rear = next(c for c in cards if "#8 ·" in c)
    assert "NOT LEGAL: Illegal big unit" in big_unit_rear
    # Cut apart and handed round, every card still says the army is illegal (the page's
    # banner stays on the sheet).
    assert len(cards) == 10
    assert all("ILLEGAL ARMY: 6 errors" in c for c in cards)
    legal = card_texts(_cards("bi-french", tmp_path), banner=True)
    assert legal and not any("ILLEGAL" in c for c in legal)


@pytest.mark.parametrize("name", ["usb-legend-on-dragon"])
def test_a_long_card_continues_and_keeps_every_rule(name, tmp_path):
    text = " ".join(card_texts(_cards(name, tmp_path)))
    for rule in ("Flying:", "Deep strike:", "Step 5: may buy three equipment items"):
        assert rule in text
    assert "card 1/" in text and "continued on card 2/" in text
    assert "…" not in text


def test_a_szwadron_ability_prints_its_rule_text_on_the_card_of_every_unit_that_has_it(tmp_path):
    cards = card_texts(_cards("szwadron-brigade", tmp_path))
    text = "May stand up to 4 cm from the next figure of its unit and keep coherency [1.3.4]."
    light = [c for c in cards if "Light infantry battalion" in c]
    line = [c for c in cards if "Voltigeur company" in c]  # a variant figure has it too
    assert light and line
    assert all(f"Skirmish order: {text}" in " ".join(c.split()) for c in light + line)


def test_cards_of_an_army_whose_list_changed_say_so_each(tmp_path):
    """Printed from a list edited since the army was built, every card says so (the stamp
    the army records differs from the list's); a card says the scale its distances assume."""
    army = tmp_path / "stale.army.yaml"
    text = (SAMPLES / "bi-french.army.yaml").read_text(encoding="utf-8")
    army.write_text(text.replace("list_stamp: sha256:4f131c4d804b45dd",
                                 "list_stamp: sha256:0000000000000000"), encoding="utf-8")
    out = tmp_path / "stale.pdf"
    assert main(["export", "cards", str(army), "-o", str(out)]) == 0
    cards = card_texts(out)
    assert len(cards) == 7
    assert all("LIST CHANGED since this army was built" in c for c in cards)
    assert all("28mm: 1 U = 2 cm" in c for c in cards)
    assert not any("LIST CHANGED" in c for c in card_texts(_cards("bi-french", tmp_path)))


@pytest.mark.parametrize(("language", "words"), [
    ("hu", "SW közelharci erő, SO tűzerő"), ("ru", "SW сила в рукопашной, SO огневая мощь"),
    ("en", "SW melee strength, SO firepower")])
def test_szwadron_cards_say_what_their_polish_codes_stand_for(tmp_path, language, words):
    out = tmp_path / f"{language}.pdf"
    assert main(["--lang", language, "export", "cards",
                 str(SAMPLES / "szwadron-brigade.army.yaml"), "-o", str(out)]) == 0
    cards = card_texts(out)
    assert len(cards) == 8 and all(words in c for c in cards)
