"""The view carries its words typed (issue 22, item 2): what a builder adds around a list's or
a table's word is a `Phrase` with its template and fields, rendered in the reader's language
where it is shown (`said()`), English in `--format json`. Nothing reads English back.
"""

from __future__ import annotations

import importlib.util

import pytest

from listbuilder import i18n
from listbuilder.core.phrases import Lowered, Phrase, Quoted, Word, joined, said
from listbuilder.core.view import RuleText
from listbuilder.i18n import N_
from tests.i18n.pseudo_catalogue import pseudo, pseudo_translations


@pytest.fixture(autouse=True)
def _pseudo(monkeypatch):
    monkeypatch.setattr(i18n, "translations", pseudo_translations)


@pytest.mark.parametrize(("value", "english", "shown"), [
    (Phrase(N_("{name} (not allowed)"), name=Word("Crossbow A")),
     "Crossbow A (not allowed)", "Cróššbów Á (ñót állówéd)"),
    (Phrase(N_("{name} (not in this list)"), name=Quoted("'genoese'")),
     "'genoese' (not in this list)", "'genoese' (ñót íñ thíš líšt)"),
    (Phrase(N_("{name} (does not shoot)"), name="Various"),
     "Various (does not shoot)", "Various (dóéš ñót šhóót)"),
    (Phrase(N_("weapon not chosen: one of {names}"),
            names=joined([Word("Crossbow A"), Word("Javelin")])),
     "weapon not chosen: one of Crossbow A, Javelin",
     "wéápóñ ñót čhóšéñ: óñé óf Cróššbów Á, Jávélíñ"),
    (Phrase(N_("Magic / technology ({n} pts)"), n=115),
     "Magic / technology (115 pts)", "Mágíč / téčhñólógý (115 ptš)"),
])
def test_a_phrase_is_english_as_a_string_and_translated_when_said(value, english, shown):
    assert str(value) == english
    assert said(value) == shown


def test_a_word_of_the_rules_is_looked_up_whole():
    assert said(Word("heavy cavalry")) == said("heavy cavalry") == pseudo("heavy cavalry")
    assert said("") == ""


def test_a_lists_sentence_is_never_taken_apart():
    """A list's rule text with the look of a decoration stays as the list wrote it."""
    text = "Not deployed; on activation pass a Defence test to place it anywhere."
    assert said(text) == text
    assert RuleText("Deep strike", text).said() == f"Deep strike: {text}"
    assert said("Knight on foot") == "Knight on foot"  # no "{rank} on {mount}" read into it


def test_a_lowered_word_is_the_rules_word_in_lower_case():
    assert str(Lowered("Infantry")) == "infantry"
    assert said(Phrase(N_("{rank} ({kind})"), rank="Aspiring hero", kind=Lowered("Infantry"))
                ) == "Aspiring hero (" + pseudo("infantry") + ")"


def test_the_regex_layer_is_gone():
    assert importlib.util.find_spec("listbuilder.i18n.terms") is None
