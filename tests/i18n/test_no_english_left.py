"""No English UI word left in what people read, once every catalogued text is translated.

Every sample goes through `show`, `export text` and `validate` with a pseudo-translation of
the whole template (tests/i18n/pseudo_catalogue.py): a text the code marked reads accented,
one it forgot stays English. The army's and its list's own words (names, rule texts) are
taken out first, since a list's words are not translated; so are findings lines, whose text
the message registries render. Then none of `UI_WORDS` may remain. The same run in English
must show every one of them, so the list stays one of words the output really prints.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
import yaml

from listbuilder import i18n
from listbuilder.cli import main
from listbuilder.export.typeset import typeset
from tests.i18n.pseudo_catalogue import pseudo_translations

SAMPLES = sorted(str(p) for p in Path("resources/samples").glob("*.army.yaml")) + [
    "tests/conformance/cases/army-rule-breaks/army-rule-breaks.yaml"]
COMMANDS = (["show"], ["export", "text"], ["validate"])
#: Words our code prints around the lists' own words (whole words, case as printed).
UI_WORDS = (
    "Options", "Scale", "unit", "type", "General", "Commander", "Group", "Groups", "Big unit",
    "Totals", "breaks", "routed", "Findings", "legal", "Legal", "Equipment", "not allowed",
    "not in this list", "front", "rear", "source", "checked", "errors", "warnings",
    "Accuracy", "Initiative", "Defence", "Resolve", "Power Points", "models", "leaves",
    "Points", "Models", "Figures", "Base mm", "Detachment", "heavy cavalry", "heavy foot",
    "shooters", "Magic / technology", "included", "Activations", "Units", "By type",
    "Morale points", "Game size", "Bases",
)
FINDING = re.compile(r"\b(error|warning|info) \[[A-Z0-9-]+\]")


@pytest.fixture(autouse=True)
def _at_root(repo_root, monkeypatch):
    monkeypatch.chdir(repo_root)
    for var in ("LISTBUILDER_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)


@cache
def _list_files() -> dict[str, Path]:
    found = {}
    for path in Path("army_lists").rglob("*.yaml"):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and isinstance(data.get("id"), str):
            found[data["id"]] = path
    return found


def _strings(data: object) -> list[str]:
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for v in data.values() for s in _strings(v)]
    if isinstance(data, list):
        return [s for item in data for s in _strings(item)]
    return []


def _data_words(army: str) -> list[str]:
    """The army's and its list's own texts, longest first."""
    data = yaml.safe_load(Path(army).read_text(encoding="utf-8"))
    texts = _strings(data)
    listed = _list_files().get(data.get("list"))
    if listed is not None:
        texts += _strings(yaml.safe_load(listed.read_text(encoding="utf-8")))
    # As printed: "−1" with its minus sign, "40 × 40" (export/typeset.py).
    texts += [typeset(t) for t in texts]
    return sorted({t for t in texts if len(t) >= 3}, key=len, reverse=True)


def _people_text(army: str, language: str, capsys) -> str:
    """What people read of the three commands, without the list's words and the findings."""
    out = []
    for command in COMMANDS:
        main(["--lang", language, *command, army])
        captured = capsys.readouterr()
        out += [line for line in (captured.out + captured.err).splitlines()
                if not FINDING.search(line)]
    text = "\n".join(out)
    for data in _data_words(army):
        text = text.replace(data, "\0")
    return text


def _left(text: str) -> set[str]:
    return {w for w in UI_WORDS if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text)}


def test_every_ui_word_is_printed_in_english(capsys):
    printed = set().union(*(_left(_people_text(a, "en", capsys)) for a in SAMPLES))
    assert set(UI_WORDS) - printed == set()


@pytest.mark.parametrize("army", SAMPLES)
def test_no_english_ui_word_is_left_translated(monkeypatch, army, capsys):
    monkeypatch.setattr(i18n, "translations", pseudo_translations)
    text = _people_text(army, "pl", capsys)
    assert _left(text) == set(), text
