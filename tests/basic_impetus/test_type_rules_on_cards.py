"""Rules as the books give them, on the cards of the units they concern (real PDFs): a CP's
compulsory pursuit, the elephants', the Wagenburg's and the scythed chariots' own rules (and
no Disorder box for chariots the rules never disorder), the +2 dice against foot only for a
big unit's impetuous foot while its front unit is fresh, and artillery's indirect fire as
the books say it or marked as our reading."""

from __future__ import annotations

from listbuilder.cli import main
from tests.conftest import ROOT
from tests.export.test_cards import card_texts

LIST = """\
kind: army-list
format: 2
system: basic-impetus
id: test/every-type
name: Every type
edition: Basic Impetus (2008)
source: {publisher: Test fixture, title: Types the books give rules of their own}
units:
  - {id: knights, name: Knights, type: CP, count: 1, general: true, M: 8, VBU: 6, I: 3, VD: 3}
  - {id: scythes, name: Scythed chariots, type: CF, count: 1, M: 8, VBU: 3, I: 3, VD: 1}
  - {id: elephants, name: Elephants, type: EL, count: 1, M: 6, VBU: 6, I: 2, VD: 3}
  - {id: wagons, name: Wagenburg, type: W, count: 1, M: 2, VBU: 8, I: 0, VD: 3,
     weapon: handgun}
  - {id: warband, name: Warband, type: FP, count: 2, M: 5, VBU: 5, I: 2, VD: 2,
     traits: [impetuous]}
  - {id: kerns, name: Kerns, type: FL, count: 1, M: 8, VBU: 4, I: 2, VD: 2,
     traits: [impetuous]}
  - {id: spears, name: Spearmen, type: FP, count: 1, M: 5, VBU: 4, I: 1, VD: 2}
  - {id: bombard, name: Bombard, type: ART, count: 1, M: 2, VBU: 2, I: 0, VD: 1,
     weapon: artillery-a}
  - {id: trebuchet, name: Trebuchet, type: ART, count: 1, M: 0, VBU: 2, I: 0, VD: 1,
     weapon: artillery-c}
"""
ARMY = """\
kind: army
format: 2
system: basic-impetus
list: test/every-type
name: Every type
scale: 28mm
general: knights-1
big_units:
  - units: [warband-1, warband-2]
"""


def _cards(tmp_path, language: str = "en") -> dict[str, str]:
    lists = tmp_path / "lists"
    lists.mkdir(exist_ok=True)
    (lists / "every.yaml").write_text(LIST, encoding="utf-8")
    army = tmp_path / "every.army.yaml"
    army.write_text(ARMY, encoding="utf-8")
    out = tmp_path / f"cards-{language}.pdf"
    assert main(["--lang", language, "export", "cards", "--lists", str(lists), str(army),
                 "-o", str(out)]) == 0
    return {" ".join(text.split()).split(" ", 1)[0]: " ".join(text.split())
            for text in card_texts(out)}


def test_each_type_carries_the_rules_the_books_give_it(tmp_path):
    cards = _cards(tmp_path)
    assert "CP: always pursues D6 after winning a melee [7.6.2]" in cards["Knights"]
    scythes = cards["Scythed"]
    assert "never disordered [2.4.2]" in scythes and "Disorder" not in scythes.replace(
        "disordered", "")
    assert "VBU lost" in scythes
    assert "Disorder" in cards["Knights"]  # a type that can be disordered keeps its box
    assert "every enemy mounted unit in melee with it is disordered" in cards["Elephants"]
    assert "never retreats from a lost melee" in cards["Wagenburg"]
    assert "always pursues" not in cards["Spearmen"]


def test_the_depth_bonus_is_printed_for_impetuous_foot_only(tmp_path):
    cards = _cards(tmp_path)
    fresh = "+2 dice against foot while the front unit is fresh [7.3]"
    assert fresh in cards["Warband"] and fresh in cards["Kerns"]
    assert "+2 dice" not in cards["Spearmen"]
    assert "keeps its impetus bonus in rough or difficult terrain [3.3]" in cards["Kerns"]
    assert "[3.3]" not in cards["Warband"]


def test_artillery_says_where_indirect_fire_is_our_reading(tmp_path):
    cards = _cards(tmp_path)
    assert "no indirect fire (our reading: the books do not say)" in cards["Bombard"]
    trebuchet = cards["Trebuchet"]
    assert "always indirectly and without the −2 [6.4]" in trebuchet
    assert "min range 5U (10 cm)" in trebuchet and "our reading" not in trebuchet
    assert "Handgun [6.1.2]: no indirect fire [6.4]." in cards["Wagenburg"]


def test_the_polish_cards_say_it_in_the_books_words(tmp_path):
    cards = _cards(tmp_path, "pl")
    text = " ".join(cards.values())
    assert "pościg" in text and "duży oddział" in text
    assert "[7.3]" in cards["Warband"] and "świeży" in cards["Warband"]
    assert "nasza interpretacja" in cards["Bombard"]


def test_the_fixture_is_real():
    assert (ROOT / "resources" / "samples").is_dir()
