"""Counted findings in each language's own plural forms: a registry's `Message(plural=…)` and a
`Phrase.counted()` are ONE plural entry in the catalogues, looked up by the language's rule
(Russian 1 подразделение, 2–4 подразделения, 5+ подразделений; 21 like 1)."""

from __future__ import annotations

import re

import pytest

from listbuilder import i18n
from listbuilder.core.messages import Word
from listbuilder.i18n import catalogs, gettext_catalog
from listbuilder.i18n.plural_extract import counted_pairs
from listbuilder.storage import codes
from listbuilder.systems.basic_impetus import messages as bi
from listbuilder.systems.basic_impetus.composition import units_phrase
from listbuilder.systems.skirmish import messages as sk
from listbuilder.systems.usb import messages as usb

COUNTS = (1, 2, 3, 5, 11, 21, 22, 25)
# Which of the three forms each count takes, written out rather than computed.
FORM = {"ru": {1: 0, 2: 1, 3: 1, 5: 2, 11: 2, 21: 0, 22: 1, 25: 2},
        "pl": {1: 0, 2: 1, 3: 1, 5: 2, 11: 2, 21: 2, 22: 1, 25: 2}}
WORDS = {  # (a finding made with n, its word in each form)
    "ru": [(lambda n: bi.UNIT_COUNT(n=n, low=7, high=10),
            ("подразделение", "подразделения", "подразделений")),
           (lambda n: sk.SERGEANT_COUNT(detachment="a", n=n, fix=Word(sk.DEMOTE_SERGEANTS)),
            ("сержант", "сержанта", "сержантов")),
           (lambda n: usb.HEROES_MISSING(n=n, least=30), ("герой", "героя", "героев"))],
    "pl": [(lambda n: bi.UNIT_COUNT(n=n, low=7, high=10),
            ("oddział", "oddziały", "oddziałów")),
           (lambda n: sk.SERGEANT_COUNT(detachment="a", n=n, fix=Word(sk.DEMOTE_SERGEANTS)),
            ("sierżanta", "sierżantów", "sierżantów")),
           (lambda n: usb.HEROES_MISSING(n=n, least=30), ("bohatera", "bohaterów", "bohaterów"))],
}


@pytest.mark.parametrize("language", ["ru", "pl"])
@pytest.mark.parametrize("n", COUNTS)
def test_a_counted_finding_takes_the_form_its_count_needs(language, n):
    i18n.use(language)
    for finding, forms in WORDS[language]:
        text = finding(n).text()
        word = forms[FORM[language][n]]
        assert re.search(rf"\b{n} {word}\b", text), (n, text)
        assert not any(re.search(rf"\b{n} {other}\b", text)
                       for other in set(forms) - {word}), (n, text)


@pytest.mark.parametrize("n", COUNTS)
def test_a_counted_phrase_inside_a_finding_takes_its_form(n):
    i18n.use("ru")
    form = ("подразделение", "подразделения", "подразделений")[FORM["ru"][n]]
    assert units_phrase(n).text() == f"{n} {form}"
    i18n.use("hu")  # Hungarian: the noun stays singular after a number
    assert units_phrase(n).text() == f"{n} osztag"
    assert f"{n} osztag van" in bi.UNIT_COUNT(n=n, low=7, high=10).text()


def test_every_counted_message_is_one_plural_entry_in_the_template():
    template = catalogs.read(catalogs.TEMPLATE)
    counted = [m for m in codes.all_messages().values() if m.plural]
    assert len(counted) >= 18
    for message in counted:
        entry = template.get(message.template)
        assert entry is not None and entry.id == (message.template, message.plural), message.code
        assert template.get(message.plural) is None, f"{message.code}: plural extracted alone"
    units = template.get("{n} unit")
    assert units is not None and units.id == ("{n} unit", "{n} units")  # Phrase.counted
    declared = template.get("String should have at most {n} character")  # N_plural
    assert declared is not None and declared.id[1] == "String should have at most {n} characters"


def test_the_check_flags_a_counted_entry_missing_forms():
    template = catalogs.read(catalogs.TEMPLATE)
    broken = catalogs.read(gettext_catalog.po_path("ru"), "ru")
    few = broken.get(bi.UNIT_COUNT.template)
    few.string = few.string[:2]
    empty = broken.get(sk.SERGEANT_COUNT.template)
    empty.string = (empty.string[0], "", empty.string[2])
    found = catalogs.problems(broken, template)
    assert f"{few.id!r}: 2 plural forms, the language has 3" in found
    assert f"{empty.id!r}: untranslated" in found


def test_the_extractor_pairs_only_declared_counted_texts():
    source = '''
X = Message("C", ERROR, N_("{n} cat"), N_("help"),
            plural=N_("{n} cats"))
Y = Message("D", ERROR, N_("{n} dog"), N_("help"))
p = Phrase.counted(N_("{n} bird"),
                   N_("{n} birds"), n)
q = Phrase.counted(name, N_("{n} fish"), n)
'''
    pairs = counted_pairs(source)
    assert [(p.singular, p.plural, p.first_line, p.last_line) for p in pairs] == [
        ("{n} cat", "{n} cats", 2, 3), ("{n} bird", "{n} birds", 5, 6)]
    assert counted_pairs("def broken(:") == []


def test_explain_shows_every_form_of_a_counted_message(capsys):
    from listbuilder.cli import main

    main(["--lang", "ru", "explain", "BI-UNIT-COUNT"])
    out = capsys.readouterr().out
    assert all(f"В армии {{n}} {w};" in out
               for w in ("подразделение", "подразделения", "подразделений"))
