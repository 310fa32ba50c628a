"""The glossary (docs/glossary.yaml) is complete and quotes its seeds truly."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from tests.conftest import seeds_dir

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "docs" / "glossary.yaml"
LANGS = ("en", "pl", "hu", "ru")
SEED_REF = re.compile(r"^(?P<seed>\d{3})(?: §(?P<section>[\d.]+))? «(?P<quote>.+)»$")


def _terms() -> list[dict]:
    data = yaml.safe_load(GLOSSARY.read_text(encoding="utf-8"))
    return [term for section in data["sections"] for term in section["terms"]]


def _seeds_dir() -> Path | None:
    seeds = seeds_dir()
    return seeds if seeds.is_dir() else None


def _normalised(text: str) -> str:
    return " ".join(text.split()).casefold()


def test_every_term_has_all_four_languages_and_a_unique_id():
    terms = _terms()
    ids = [term["id"] for term in terms]
    assert len(ids) == len(set(ids)), sorted({i for i in ids if ids.count(i) > 1})
    for term in terms:
        missing = [lang for lang in LANGS if not str(term.get(lang, "")).strip()]
        assert not missing, f"{term['id']}: no {missing}"


def test_every_seed_reference_is_well_formed():
    for term in _terms():
        for lang, ref in (term.get("seeds") or {}).items():
            assert lang.split("-")[0] in LANGS[1:], f"{term['id']}: {lang}"
            assert SEED_REF.match(ref), f"{term['id']}: {lang}: {ref!r}"


def test_the_glossary_covers_the_terms_the_issue_names():
    ids = {term["id"] for term in _terms()}
    wanted = {"VBU", "VD", "VDT", "general", "disorder", "big-unit", "group", "I",
              "shooting-weapon", "FP", "FL", "T", "S", "ART", "CP", "CM", "CL", "CGP", "CGL",
              "CF", "EL", "W", "morale-points", "detachment", "format-small", "format-medium",
              "format-large", "sergeant", "accuracy", "initiative-usb", "defence", "resolve",
              "power-points", "R", "W-szwadron", "SW", "SO", "Z", "UW", "C", "M-szwadron"}
    assert wanted <= ids, sorted(wanted - ids)


def test_every_quote_occurs_in_its_seed():
    seeds = _seeds_dir()
    if seeds is None:
        pytest.skip("the shared seed texts are not beside this checkout")
    texts = {path.name[:3]: _normalised(path.read_text(encoding="utf-8"))
             for path in seeds.glob("0*.txt")}
    wrong = []
    for term in _terms():
        for lang, ref in (term.get("seeds") or {}).items():
            found = SEED_REF.match(ref)
            if _normalised(found["quote"]) not in texts[found["seed"]]:
                wrong.append(f"{term['id']} {lang}: {ref}")
    assert not wrong, "quotes not in their seed:\n" + "\n".join(wrong)
