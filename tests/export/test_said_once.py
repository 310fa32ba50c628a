"""Everything said once: a card lists each effect once, and the USB roster says "Aspiring hero
(infantry)" once and leaves out the Power Points a unit does not have.

The USB cards said "Leaders", then "Move +1\"", then "Leaders: +1\" move; …"; the roster's
type read "Aspiring hero (infantry) (hero)" and every unit's Power Points "0".
"""

from __future__ import annotations

import re

import pytest

from listbuilder import i18n
from listbuilder.cli import main
from listbuilder.core.list_view import in_words
from listbuilder.export.roster_table import table_columns
from listbuilder.export.scale import pick_scale
from listbuilder.i18n import LANGUAGES, _
from listbuilder.storage.open_army import open_army
from tests.export.conftest import ROOT
from tests.export.measure import table_rows
from tests.export.test_every_sample import IDS, SAMPLES

USB = [s for s in SAMPLES if s.name.startswith("usb-")]
USB_IDS = [p.name.split(".")[0] for p in USB]


def _cards(sample, language):
    view, _diagnostics, loaded = open_army(sample, [])
    assert view is not None and loaded is not None
    with i18n.speaking(language):
        words = in_words(view, numbered=True)
        return [card for card in loaded.system.cards(words, pick_scale(words, loaded.system,
                                                                       None))]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("sample", SAMPLES, ids=IDS)
def test_a_card_names_each_effect_once(sample, language):
    """No name stands in a card's list of names and again before its text ("Leaders" and
    "Leaders: +1\" move …"), and no line is said twice."""
    for card in _cards(sample, language):
        lines = list(card.lines)
        assert len(set(lines)) == len(lines), card.title
        described = {line.split(": ")[0] for line in lines if ": " in line}
        named = {name for line in lines if ": " not in line for name in line.split(", ")}
        assert not named & described, (card.title, named & described)


@pytest.mark.parametrize("sample", USB, ids=USB_IDS)
def test_the_move_and_melee_bonuses_are_said_by_the_rules_that_give_them(sample):
    for card in _cards(sample, "en"):
        summed = [line for line in card.lines
                  if re.fullmatch(r'Move \+\d+"|\+\d+ Initiative in melee', line)]
        assert not summed, (card.title, summed)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("sample", USB, ids=USB_IDS)
def test_the_usb_roster_says_a_heros_type_once_and_no_units_power_points(sample, language,
                                                                          tmp_path):
    """Read from the printed table where its columns come out whole (the numbers), else
    from the columns it is printed from (pdfplumber cuts "Aspiring hero" between cells)."""
    out = tmp_path / "roster.pdf"
    assert main(["--lang", language, "export", "roster", str(sample), "-o", str(out)]) == 0
    view, _diagnostics, _loaded = open_army(sample, [])
    assert view is not None
    with i18n.speaking(language):
        hero, points = _("hero").lower(), _("Power Points")
        columns = {c.header: c.texts for c in table_columns(in_words(view, numbered=True))}
        kinds = columns[_("Type")]
    rows = table_rows(out)
    printed = [row[[" ".join(h.split()) for h in rows[0]].index(points)] for row in rows[1:]]
    assert printed == columns[points]
    for kind, unit, power in zip(kinds, view.units, printed, strict=True):
        assert kind.count("(") <= 1 and kind.lower().count(hero) <= 1, kind
        assert power == (str(unit.profile["Power Points"]) if unit.type == "hero" else "")


def test_the_text_export_leaves_out_a_units_power_points(capsys):
    assert main(["export", "text", str(ROOT / "resources/samples/usb-240.army.yaml")]) == 0
    text = capsys.readouterr().out
    assert "Power Points 0" not in text and "Power Points 2" in text  # the hero's


def _in(language: str, message: str) -> str:
    with i18n.speaking(language):
        return _(message)
