"""Every sample army × Polish, Hungarian and Russian: the printed cards and roster, the
Markdown and `show` hold no English word of the rules or of the lists that the language
translates (issue 23, "Words the player uses"): a class test over every word the view carries,
not one example. The window's table and panel: tests/app/test_rules_words_in_window.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.cli import main
from tests.export.conftest import load
from tests.export.measure import pdf_text
from tests.i18n.rules_words import english_left, translated_words

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))
LANGUAGES = ("pl", "hu", "ru")


def _name(path: Path) -> str:
    return path.name.split(".")[0]


@pytest.fixture(scope="module")
def views():
    return {_name(p): load(p).view for p in SAMPLES}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("sample", SAMPLES, ids=_name)
def test_printed_and_shown_texts_hold_no_translated_english_word(sample, language, views,
                                                                  tmp_path, capsys):
    words = translated_words(views[_name(sample)], language)
    assert words, "the sample carries no word the language translates: nothing tested"
    texts = {}
    for kind in ("cards", "roster"):
        out = tmp_path / f"{kind}.pdf"
        assert main(["--lang", language, "export", kind, str(sample), "-o", str(out)]) == 0
        texts[kind] = pdf_text(out)
    capsys.readouterr()
    for command in (["export", "text"], ["show"]):
        main(["--lang", language, *command, str(sample)])
        texts[command[-1]] = capsys.readouterr().out
    left = {kind: english_left(text, words) for kind, text in texts.items()}
    assert not any(left.values()), left


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_typed_word_a_sample_carries_has_its_translation(language, views):
    """A word the view types as the rules' own (a `Word`, a `Phrase`...) is in the catalogue."""
    from listbuilder.core.phrases import Lowered, Phrase, Word, said
    from listbuilder.i18n import speaking

    with speaking(language):
        untranslated = {name: sorted({str(v) for u in view.units
                                      for v in (u.type_name, *u.traits, *u.equipment, *u.notes,
                                                *(p for r in u.rules for p in (r.name, r.text)))
                                      if isinstance(v, Word | Phrase | Lowered)
                                      and said(v) == str(v)})
                        for name, view in views.items()}
    assert not any(untranslated.values()), untranslated


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_skirmish_special_rule_is_named_as_its_line_names_it(language, capsys):
    """The traits column of `show` and the roster named the rules in English ("Bayonets" in a
    Polish `show`): each rule's name is a term of its own, as its translated line begins."""
    from listbuilder.i18n import _, speaking
    from listbuilder.systems.skirmish.tables import SPECIAL_RULES, rule_name

    with speaking(language):
        for rule, line in SPECIAL_RULES.items():
            name = rule_name(rule).text()
            assert _(line).startswith(f"{name}: ") and name != str(rule_name(rule)), rule
    sample = ROOT / "resources" / "samples" / "skirmish-small.army.yaml"
    main(["--lang", language, "show", str(sample)])
    with speaking(language):
        assert f" {rule_name('bayonets').text()}\n" in capsys.readouterr().out
