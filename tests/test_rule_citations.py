"""Every rule text the program prints or explains names the section of the book it comes from,
and that section exists (issue 23 items 1–3): finding help and templates of all four systems,
the Basic Impetus traits' summaries, in English and in every translation."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from listbuilder.core.books import BASIC_IMPETUS, BOOKS, CITATION, SHIELDWALL, cited_sections
from listbuilder.i18n import speaking
from listbuilder.i18n.languages import LANGUAGES, SOURCE_LANGUAGE
from listbuilder.storage import codes
from listbuilder.systems import registry as systems
from listbuilder.systems.basic_impetus import codes as bi_codes
from listbuilder.systems.basic_impetus.tables import TRAITS, Trait, may_shoot
from tests.conftest import seeds_dir

SEEDS = seeds_dir()
TRANSLATED = [lang for lang in LANGUAGES if lang != SOURCE_LANGUAGE]
#: Any bracket that is not a format field ("[{code}]") must be a citation; a YAML flow list
#: after a key, as a finding quotes what the file says ("'inferred: [count]'"), is no bracket
#: of ours.
BRACKET = re.compile(r"(?<!: )\[([^\]{}]*)\]")


def _system_texts() -> list[tuple[str, str, str]]:
    """(system, code, text) for every template, plural and help of every system."""
    return [(system.id, m.code, text) for system in systems().values()
            for m in system.messages.values()
            for text in (m.template, m.plural or "", m.help) if text]


@pytest.mark.parametrize(("system", "code", "text"), _system_texts(),
                         ids=lambda v: v if isinstance(v, str) and len(v) < 40 else "")
def test_every_bracket_is_a_citation_of_a_section_the_book_has(system, code, text):
    for found in BRACKET.finditer(text):
        assert CITATION.fullmatch(found.group(0)), f"{code}: {found.group(0)} is no citation"
    book = BOOKS[system]
    missing = [s for s in cited_sections(text) if s not in book.sections]
    assert not missing, f"{code} cites {missing}, which {book.title} does not have"


def test_the_known_wrong_citations_are_gone():
    texts = " ".join(t for _s, _c, t in _system_texts())
    assert "rule 1]" not in texts and "rule 2]" not in texts and "rule 3]" not in texts
    vd_general = codes.lookup("BI-LIST-VD-GENERAL")
    assert vd_general is not None
    # The rules give no VD with the General: the published lists do.
    assert not cited_sections(vd_general.help)
    assert "published army lists" in vd_general.help


def test_no_text_cites_a_seed_file_in_any_language():
    for lang in TRANSLATED:
        with speaking(lang):
            for m in codes.all_messages().values():
                shown = codes.explanation(m)
                assert not re.search(r"seed 00\d|00\d-(?:es|as) forrás|источник 00\d", shown), \
                    (lang, m.code, shown)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_keep_every_citation(lang):
    """A translator may reword a sentence but not drop or change its sections."""
    for m in codes.all_messages().values():
        with speaking(lang):
            help_text = codes.explanation(m)
        for cite in cited_sections(m.help):
            assert cite in help_text, (lang, m.code, cite)


def test_explain_names_the_book_and_its_sections_in_the_readers_language():
    usb = codes.lookup("USB-HEROES-MISSING")
    bi = codes.lookup("BI-GROUP-NEVER")
    assert usb is not None and bi is not None
    assert codes.rule_source(usb) == ("Rule book: Uniwersalny System Bitewny v0.1, "
                                      "Kompozycja armii.")
    assert codes.rule_source(bi) == ("Rule book: Basic Impetus (Polish and Hungarian texts, "
                                     "2008), §2.5.")
    with speaking("pl"):
        assert codes.rule_source(bi).startswith("Podręcznik: Basic Impetus")  # type: ignore


def test_a_reading_of_our_own_says_it_is_one():
    """RULES.md marks these as readings the builder takes; the texts say so."""
    for code in ("BI-BIG-UNIT-SIZE", "BI-BIG-UNIT-ILLEGAL", "USB-LIST-GROWTH-MISSING"):
        message = codes.lookup(code)
        assert message is not None and "our reading" in message.help, code


@pytest.mark.parametrize("trait", list(TRAITS.values()), ids=lambda t: t.code)
def test_every_trait_summary_cites_the_sections_it_carries(trait):
    assert trait.sections, trait.code
    assert tuple(cited_sections(trait.summary)) == trait.sections
    assert set(trait.sections) <= BASIC_IMPETUS.sections


def variants(trait: Trait) -> tuple[str, ...]:
    """Every text the trait prints: its summary and each unit type's own."""
    return (trait.summary, *(text for _types, text in trait.by_type))


def test_impetuous_is_what_the_books_give_it_not_must_charge():
    impetuous = TRAITS["impetuous"]
    assert not any("must charge" in text for text in variants(impetuous))
    # Compulsory pursuit [2.3, 7.6.2]; the +2 dice against foot only in a big unit of two
    # impetuous foot, while its front unit is fresh [2.5.1, 7.3], so only for FP and FL;
    # the impetus bonus in rough or difficult terrain kept by impetuous FL [3.3].
    for foot in ("FP", "FL"):
        text = impetuous.summary_for(foot)
        assert "must pursue a beaten enemy, half a D6 rounded up [2.3, 7.6.2]" in text
        assert ("two impetuous foot units may form a big unit [2.5.1]: +2 dice against foot "
                "while the front unit is fresh [7.3]") in text
    assert "[3.3]" in impetuous.summary_for("FL") and "[3.3]" not in impetuous.summary_for("FP")
    for other in ("CM", "CL", "S", "T"):
        assert "+2 dice" not in impetuous.summary_for(other)
        assert "[7.3]" not in impetuous.summary_for(other)


def test_every_trait_variant_cites_sections_the_book_has():
    for trait in TRAITS.values():
        for text in variants(trait):
            assert set(cited_sections(text)) <= BASIC_IMPETUS.sections, (trait.code, text)


def test_mounted_units_and_chariots_do_not_shoot_by_type_alone():
    """[6.3.1]: only the mounted units and FL a list marks shoot; a list marks one by giving
    its row a missile weapon."""
    for code in ("CM", "CL", "CGP", "CGL", "FL"):
        assert "shoots only when its list row gives it a missile weapon" in \
            bi_codes.type_text(code)
        assert "; shoots [" not in bi_codes.type_text(code)
    assert "has no arc of fire" in bi_codes.type_text("CP")
    assert may_shoot("CP", {"shooters"}) and not may_shoot("CP", set())


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the rule books' texts are not beside the repo")
def test_the_basic_impetus_section_table_is_the_books_own():
    polish = next(SEEDS.glob("000_*.txt")).read_text(encoding="utf-8")
    hungarian = next(SEEDS.glob("001_*.txt")).read_text(encoding="utf-8")
    found = set(re.findall(r"(?m)^\s*(\d+\.\d+(?:\.\d+)?)\s+[A-ZŻŹĆĄŚĘŁÓŃ\d]", polish))
    found |= set(re.findall(r"(?<![\d.])(\d+\.\d+(?:\.\d+)?) [A-ZÁÉÍÓÖŐÚÜŰ]", hungarian))
    numbered = {s for s in BASIC_IMPETUS.sections if s[0].isdigit()}
    assert found == numbered
    # The one heading cited by its words: the Hungarian text's, after 7.6.7.
    assert BASIC_IMPETUS.sections - numbered == {SHIELDWALL}
    assert hungarian.index(SHIELDWALL) > hungarian.index("7.6.7 ")


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the rule books' texts are not beside the repo")
@pytest.mark.parametrize("system", ["usb", "skirmish"])
def test_unnumbered_books_headings_are_printed_in_them(system):
    seed = {"usb": "004_*.txt", "skirmish": "003_*.txt"}[system]
    text = next(Path(SEEDS).glob(seed)).read_text(encoding="utf-8").casefold()
    for heading in BOOKS[system].sections:
        assert heading.casefold() in text, heading


def test_every_skirmish_rule_and_role_note_names_its_entry_in_the_book():
    from listbuilder.systems.skirmish.tables import (
        ROLE_SECTIONS,
        ROLES,
        SPECIAL_RULE_SECTIONS,
        SPECIAL_RULES,
    )

    assert set(SPECIAL_RULE_SECTIONS) == set(SPECIAL_RULES)
    assert {k for k, r in ROLES.items() if r.note} <= set(ROLE_SECTIONS)
    for heading in [*SPECIAL_RULE_SECTIONS.values(), *ROLE_SECTIONS.values()]:
        assert heading in BOOKS["skirmish"].sections, heading


def test_skirmish_rules_say_what_the_book_says():
    from listbuilder.systems.skirmish.tables import SPECIAL_RULES

    assert "no shooting or reloading in a group" in SPECIAL_RULES["sniper"]
    assert "soft when close" in SPECIAL_RULES["armour"]
