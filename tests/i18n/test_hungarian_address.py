"""Hungarian speaks to the reader in the formal address throughout (issue 23 item 5: the
catalogue was informal, then formal with informal entries, the guide and the lists' words
left informal): the catalogue, the guide and the bundled lists' words, every entry."""

from __future__ import annotations

import re

import pytest
import yaml
from babel.messages.pofile import read_po

from tests.conftest import ROOT

LOCALE = ROOT / "listbuilder" / "locale" / "hu"
#: Second-person informal forms: imperatives ('javítsd', 'töröld', 'add', 'cserélj',
#: 'illessz', 'válassz'), 'your …' possessives ('listáidat', 'mappádba'), past tense
#: ('módosítottál') and the pronoun.
INFORMAL = re.compile(
    r"\b(?:\w+(?:sd|zd|ld|jd|dd)|add|\w+(?:aid|eid|áid|éid)\w*"
    r"|\w+[aeáéoöő]d(?:ba|be|ban|ben|ból|ből|at|et|hoz|hez|ra|re|dal|del)"
    r"|\w+(?:tál|tél)|\w+(?:assz|essz|ssz|lj|gyél)|te|neked|téged)\b", re.IGNORECASE)
#: Words that only look informal: 'then', 'fresh', 'unlocks', 'battalion', 'starts', 'see', 'bad'.
NOT_INFORMAL = {"majd", "friss", "old", "zászlóalj", "kezd", "lásd", "rossz"}
#: Quoted file keys and values, placeholders and code stay as they are written.
VERBATIM = re.compile(r"'[^']*'|„[^”]*”|\{[^}]*\}|`[^`]*`")


def informal_words(text: str) -> list[str]:
    return [w for w in INFORMAL.findall(VERBATIM.sub(" ", text))
            if w.lower() not in NOT_INFORMAL]


def _catalogue() -> list[str]:
    with (LOCALE / "LC_MESSAGES" / "listbuilder.po").open("rb") as f:
        catalog = read_po(f)
    return [text for m in catalog if m.id
            for text in (m.string if isinstance(m.string, tuple) else (m.string,))]


def _list_words() -> list[str]:
    return [text for path in sorted((LOCALE / "lists").rglob("*.yaml"))
            for text in yaml.safe_load(path.read_text(encoding="utf-8"))["words"].values()]


@pytest.mark.parametrize("source", ["catalogue", "guide", "lists"])
def test_hungarian_addresses_the_reader_formally(source):
    texts = {"catalogue": _catalogue,
             "guide": lambda: (ROOT / "docs" / "guide" / "hu.md").read_text(
                 encoding="utf-8").splitlines(),
             "lists": _list_words}[source]()
    assert len(texts) > 20
    found = {text[:70]: words for text in texts if (words := informal_words(text))}
    assert found == {}


def test_the_scan_sees_the_informal_forms_that_were_there():
    for text in ("Ellenőrizd a kulcsot, vagy töröld.", "tedd a listamappádba",
                 "Hogyan építs sereget és használd a saját listáidat",
                 "Két osztagot cserélj le", "Egyszerre egy oldalt illessz be.",
                 "Kérjük, jelezd, mit módosítottál."):
        assert informal_words(text), text
    assert informal_words("Ellenőrizze a kulcsot, majd törölje; lásd 'add'.") == []
