"""The rule books' own terms in the catalogues: wherever an entry's English holds a glossary
term that has a `check` (docs/glossary.yaml), its Polish, Hungarian and Russian translation
use the glossary's word (a stem, so inflected forms pass). The Hungarian "VBU" is the book's
«Harcérték», the Russian skirmish "model" its «боец», the game is «Alap Impetus» in Hungarian."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
import yaml

from listbuilder.i18n.catalogs import read
from listbuilder.i18n.gettext_catalog import po_path

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "docs" / "glossary.yaml"
LANGUAGES = ("pl", "hu", "ru")


def _checks() -> list[tuple[str, dict]]:
    data = yaml.safe_load(GLOSSARY.read_text(encoding="utf-8"))
    return [(term["id"], term["check"]) for section in data["sections"]
            for term in section["terms"] if "check" in term]


def _texts(value) -> tuple[str, ...]:
    return (value,) if isinstance(value, str) else tuple(value or ())


def _systems(locations) -> set[str]:
    """The parts of the package an entry's locations name: 'basic_impetus' for
    listbuilder/systems/basic_impetus/…, 'app' for listbuilder/app/…"""
    parts = set()
    for path, _line in locations:
        bits = path.split("/")
        parts.add(bits[2] if len(bits) > 2 and bits[1] == "systems" else bits[1])
    return parts


#: What is not the English's own words: a file's key and value quoted as written ('role:
#: sergeant', 'impetuous' from a page), and the menus' accelerator marks.
_CODE = re.compile(r"'[a-z_]+(: [^']*)?'|&")


def _misses(language: str) -> list[str]:
    catalogue = read(po_path(language), language)
    checks = [(term, re.compile(check["en"]), re.compile(check[language], re.IGNORECASE),
               set(check.get("only", ())))
              for term, check in _checks() if language in check]
    misses = []
    for message in catalogue:
        if not message.id:
            continue
        english = tuple(_CODE.sub("", text) for text in _texts(message.id))
        forms = tuple(text.replace("&", "") for text in _texts(message.string))
        for term, en, word, only in checks:
            if only and not (only & _systems(message.locations)):
                continue
            if any(en.search(text) for text in english) and not all(map(word.search, forms)):
                misses.append(f"{term}: {english[0]!r} → {forms[0]!r}")
    return misses


def test_the_glossary_checks_are_valid_patterns_for_every_language():
    checks = _checks()
    assert len(checks) >= 30
    for term, check in checks:
        assert "en" in check and set(check) - {"en", "only"} <= set(LANGUAGES), term
        for pattern in check.values():
            if isinstance(pattern, str):
                re.compile(pattern)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_catalogue_entry_uses_the_glossary_word_for_a_term_its_english_holds(language):
    misses = _misses(language)
    assert not misses, f"{len(misses)} entries:\n" + "\n".join(misses)


def test_the_check_finds_a_wrong_word(monkeypatch):
    """The check fails an entry whose translation lacks the word (it cannot pass vacuously)."""
    from listbuilder.i18n import catalogs

    real = catalogs.read

    def reading(path, language=None):
        catalogue = real(path, language)
        message = catalogue.get("Commander-in-chief")
        message.string = "Naczelny wódz"
        return catalogue

    monkeypatch.setattr(sys.modules[__name__], "read", reading)
    assert any(m.startswith("commander-in-chief:") for m in _misses("pl"))
