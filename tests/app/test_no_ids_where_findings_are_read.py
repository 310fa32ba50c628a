"""Everywhere a player reads an army's findings — the window's findings panel, `validate` and
`show`, the Markdown of `export text` and the roster PDF — units, options, rows, weapons and
types are named as the list and the rules print them, in the reader's language, never by the
keys of the files (issue 23, "Words the player uses, never ids"; issue 22 item 2: findings
carry typed references that each of these edges names). Every sample army and a broken copy
of each system's sample, so that every system has findings naming its things, in English and
Polish. A key is quoted only where the player typed one the list does not have (then it is no
id of the list or the army)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from listbuilder import i18n
from listbuilder.app.look.qt_i18n import install_translators
from listbuilder.app.window import main_window
from listbuilder.i18n import _
from listbuilder.i18n.words import list_word
from listbuilder.storage.open_army import open_army
from tests.app.conftest import cli_output as _cli
from tests.app.test_player_words import shown
from tests.export.measure import pdf_text
from tests.test_findings_name_no_ids import (
    RULE_WORDS,
    _armies,
    _ids,
    _list_data,
    _names,
    _token,
    _without,
)

pytestmark = pytest.mark.gui


def _add_unknown_variant(army):
    army["units"][0]["differing"].append({"variant": "grenadiers", "count": 1})
    army["units"][1].update(differing=[{"variant": "grenadier", "count": 1}])
    army["units"][2].update(type="line-infantery")  # a type the list does not have


#: Broken copies of the samples, each naming the list's and the army's things in findings.
BROKEN = {
    # A typed option the list lacks, a weapon not allowed, a group with a unit the army does
    # not have, the General on a unit that may not carry him, settings of an unknown unit.
    "bi-french": lambda a: (
        a["options"].append("genose"),
        a.update(general="skirmishers-1", groups=[
            {"units": ["knights-1", "spearmen-1"]}, {"units": ["knights-1", "knights-2"]},
            {"units": ["knights-3", "knights-9"]}]),
        a["units"].update({"skirmishers-1": {"weapon": "longbow-b"},
                           "spearmen-7": {"name": "Rear guard"}})),
    # An unknown unit type and equipment, equipment its type is not offered.
    "usb-240": lambda a: (a["units"][0].update(equipment="heavy-ranged"),
                          a["units"][1].update(type="infantri"),
                          a["units"][2].update(equipment="cavalry-weapon")),
    # A second sergeant (the role twice), an officer where the type may not be one, an
    # unknown model type.
    "skirmish-small": lambda a: a["detachments"][0]["models"].extend(
        [{"type": "rifleman", "role": "sergeant"}, {"type": "rifleman", "role": "officer"},
         {"type": "riflemen"}]),
    # A figure variant twice, one the type does not have, a type the list does not have.
    "szwadron-brigade": _add_unknown_variant,
}


def _keyed_ids(path: Path) -> tuple[list[str], list[str]]:
    """The ids of the army and its list a reader could mistake for nothing else (with a
    hyphen or a digit), and the names to take out of a text first (a name may hold such a
    word), longest first."""
    army = yaml.safe_load(path.read_text(encoding="utf-8"))
    listed = _list_data(army["list"])
    names = _names(listed) | _names(army)
    view, _findings, _loaded = open_army(path, [])
    own = {u.id for u in view.units} if view else set()
    ids = {i for i in _ids(listed) | _ids(army) | own if i not in names}
    typed = _typed_unknown(army, listed, own)
    keyed = sorted(i for i in ids - typed if "-" in i or any(c.isdigit() for c in i))
    words = {*names, *(list_word(n) for n in names), *(_(w) for w in RULE_WORDS)}
    return keyed, sorted(words, key=len, reverse=True)


def _typed_unknown(army, listed, own: set[str]) -> set[str]:
    """Keys the player typed that neither the list nor the army has: quoted as typed."""
    return _ids(army) - _ids(listed) - own


def _messages(lines: list[str]) -> list[str]:
    """The message of each finding line ('PATH:L:C: severity [CODE] message')."""
    return [line.split("] ", 1)[1] for line in lines if re.search(r"\[[A-Z0-9-]+\] ", line)]


def _leaks(texts: list[str], keyed: list[str], words: list[str]) -> list[tuple[str, str]]:
    return [(i, text) for text in texts for i in keyed
            if _token(i).search(_without(text, words))]


def _printed(capsys, tmp_path: Path, language: str, army: Path) -> dict[str, list[str]]:
    """Each command-line edge's findings, as its reader reads them."""
    roster = tmp_path / f"{army.stem}.{language}.pdf"
    _cli(capsys, "--lang", language, "export", "roster", army, "-o", roster, "--force")
    text = pdf_text(roster)
    return {
        "validate": _messages(_cli(capsys, "--lang", language, "validate", army).splitlines()),
        "show": _messages(_cli(capsys, "--lang", language, "show", army).splitlines()),
        "markdown": _messages(_cli(capsys, "--lang", language, "export", "text",
                                   army).splitlines()),
        # The roster's findings follow its heading; a line of the PDF may end mid-name.
        "roster": [text[text.find(_("Findings")):]],
    }


@pytest.mark.parametrize("language", ["en", "pl"])
def test_no_id_where_a_player_reads_the_findings(qapp, qtbot, catalog, tmp_path, capsys,
                                                 language, english_afterwards):
    install_translators(qapp, language)
    i18n.use(language)
    window = main_window.MainWindow(catalog)
    qtbot.addWidget(window)
    leaks, read = {}, 0
    for army in _armies(tmp_path, BROKEN):
        keyed, words = _keyed_ids(army)
        assert window.open_path(str(army))
        edges = {"window": shown(window), **_printed(capsys, tmp_path, language, army)}
        window.doc.undo_stack.setClean()
        for edge, texts in edges.items():
            read += len(texts)
            if found := _leaks(texts, keyed, words):
                leaks[(army.name, edge)] = found
    assert leaks == {}
    assert read > 80  # every edge has findings to read, for every system's broken army
