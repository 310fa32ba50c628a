"""Skirmish cards print each special rule's short text, as Basic Impetus and Szwadron cards do:
whole, continued on a second card (1/2, 2/2) when they do not fit, never below 7 pt.

They printed the rules' names only ("Bayonets"), though the rules' short texts were known.
"""

from __future__ import annotations

import pytest

from listbuilder.cli import main
from listbuilder.core.view import RuleText
from listbuilder.export.geometry import card_sheet
from listbuilder.i18n import speaking
from listbuilder.systems.skirmish.tables import SPECIAL_RULES
from tests.cli.conftest import ROOT
from tests.export.measure import chars_outside_cells, font_sizes
from tests.export.test_cards import card_texts

LIST = ROOT / "army_lists" / "skirmish" / "example-warband.yaml"
SAMPLE = ROOT / "resources" / "samples" / "skirmish-small.army.yaml"


def _cards(army, out, *extra: str) -> str:
    assert main(["export", "cards", str(army), "-o", str(out), *extra]) == 0
    return " ".join(" ".join(c.split()) for c in card_texts(out))


def test_the_sample_card_gives_the_rule_text(tmp_path):
    text = _cards(SAMPLE, tmp_path / "c.pdf")
    assert "Bayonets: melee weapon when fixed" in text


@pytest.mark.parametrize("lang", ["pl", "hu", "ru"])
def test_the_rule_text_is_printed_in_the_language(tmp_path, lang):
    assert main(["--lang", lang, "export", "cards", str(SAMPLE), "-o",
                 str(tmp_path / "c.pdf")]) == 0
    text = " ".join(" ".join(c.split()) for c in card_texts(tmp_path / "c.pdf"))
    with speaking(lang):
        wanted = RuleText(*SPECIAL_RULES["bayonets"].split(": ", 1)).said()
    assert wanted != SPECIAL_RULES["bayonets"] and wanted in text


@pytest.fixture
def every_rule(tmp_path):
    """A list whose rifleman has every special rule, and an army of riflemen."""
    lists = tmp_path / "lists"
    lists.mkdir()
    all_rules = ", ".join(SPECIAL_RULES)
    (lists / "warband.yaml").write_text(LIST.read_text(encoding="utf-8").replace(
        "    rules: [bayonets]", f"    rules: [{all_rules}]"), encoding="utf-8")
    army = tmp_path / "a.army.yaml"
    army.write_text(SAMPLE.read_text(encoding="utf-8").replace("list_stamp:", "#"),
                    encoding="utf-8")
    return army, lists


def test_many_rules_continue_on_a_second_card_whole(every_rule, tmp_path):
    army, lists = every_rule
    out = tmp_path / "cards.pdf"
    assert main(["export", "cards", str(army), "-o", str(out), "--lists", str(lists)]) == 0
    cards = [" ".join(c.split()) for c in card_texts(out)]
    text = " ".join(cards)
    for line in SPECIAL_RULES.values():  # every rule, whole, on some card
        assert line in text, line
    assert "…" not in text
    # As many cards as the rules' whole texts need, each numbered of all of them.
    n = len(cards)
    assert n >= 2
    assert f"card 1/{n}" in cards[0] and f"continued on card 2/{n}" in cards[0]
    assert f"card {n}/{n}" in cards[-1]
    assert min(font_sizes(out)) >= 7.0
    sheet = card_sheet("a4", "standard")
    cells = [(*sheet.card_origin(i), sheet.card_w, sheet.card_h) for i in range(sheet.per_page)]
    assert chars_outside_cells(out, cells) == []
