"""`term()` translates the words the view builders add around a list's or table's word."""

from __future__ import annotations

import pytest

from listbuilder import i18n
from listbuilder.i18n.terms import rule, term
from tests.i18n.pseudo_catalogue import pseudo, pseudo_translations


@pytest.fixture(autouse=True)
def _pseudo(monkeypatch):
    monkeypatch.setattr(i18n, "translations", pseudo_translations)


@pytest.mark.parametrize(("english", "shown"), [
    ("Crossbow A (not allowed)", "Cróššbów Á (ñót állówéd)"),
    ("genoese (not in this list)", "genoese (ñót íñ thíš líšt)"),  # an id: not catalogued
    ("Various (does not shoot)", "Various (dóéš ñót šhóót)"),
    ("weapon not chosen: one of Crossbow A, Javelin",
     "wéápóñ ñót čhóšéñ: óñé óf Cróššbów Á, Jávélíñ"),
    ("Magic / technology (115 pts)", "Mágíč / téčhñólógý (115 ptš)"),
])
def test_a_decorated_word_is_translated_with_the_word_inside(english, shown):
    assert term(english) == shown


def test_a_catalogued_word_is_translated_whole():
    assert term("heavy cavalry") == pseudo("heavy cavalry")
    assert term("") == ""


def test_a_sentence_of_the_lists_own_is_not_taken_for_a_decoration():
    text = "Not deployed; on activation pass a Defence test to place it anywhere."
    assert term(text) == text
    assert rule(f"Deep strike: {text}") == f"Deep strike: {text}"
