"""One name for a unit everywhere a player reads it (issue 23, "Words the player uses, never
ids"): the window's units table, the findings, the fix buttons, the roster and the cards and
the Markdown of `export text` name each unit as the findings do — its name in the reader's
language, numbered where namesakes share it ("Knights 2") — never "#4 Spearmen" beside a
finding's "Spearmen 1", never the English name on a Polish button. A group naming a unit the
army lacks quotes the key the player typed. Every sample, and a copy with namesakes and a group
naming a missing unit, in English and Polish."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from listbuilder import i18n
from listbuilder.app.look.qt_i18n import install_translators
from listbuilder.app.tables.units_model import UnitsModel
from listbuilder.app.window import main_window
from listbuilder.core.list_view import UnitNames
from listbuilder.core.phrases import UNIT, Ref, naming, said
from listbuilder.i18n.words import list_word
from tests.app.conftest import cli_output as _cli
from tests.app.test_player_words import shown
from tests.export.measure import pdf_text
from tests.export.test_cards import card_texts
from tests.test_findings_name_no_ids import _armies

pytestmark = pytest.mark.gui

#: A copy with namesakes, the General where no unit may carry him (fix buttons naming the
#: carriers) and a group naming a unit the army lacks.
BROKEN = {"bi-french": lambda a: a.update(general="skirmishers-1", groups=[
    {"units": ["knights-2", "knights-3", "knights-9"]}])}
MISSING = "'knights-9'"


def _mentions(text: str, names: set[str]) -> set[str]:
    """The names `text` holds, the longest first ("Knights 2" before "Knights")."""
    ordered = sorted(names, key=len, reverse=True)
    pattern = "|".join(re.escape(n) for n in ordered)
    return {m.group(1) for m in re.finditer(rf"(?<![\w'])({pattern})(?![\w'])", text)}


def _documents(capsys, tmp_path: Path, language: str, army: Path) -> dict[str, str]:
    roster, cards = (tmp_path / f"{army.stem}.{language}.{kind}.pdf" for kind in ("r", "c"))
    _cli(capsys, "--lang", language, "export", "roster", army, "-o", roster, "--force")
    _cli(capsys, "--lang", language, "export", "cards", army, "-o", cards, "--force")
    return {"roster": roster, "cards": cards,
            "markdown": _cli(capsys, "--lang", language, "export", "text", army)}


@pytest.mark.parametrize("language", ["en", "pl"])
def test_every_edge_names_each_unit_as_the_findings_do(qapp, qtbot, catalog, tmp_path, capsys,
                                                       language, english_afterwards):
    install_translators(qapp, language)
    i18n.use(language)
    window = main_window.MainWindow(catalog)
    qtbot.addWidget(window)
    namesakes = fixes = 0
    for army in _armies(tmp_path, BROKEN):
        assert window.open_path(str(army))
        view, where = window.doc.view, army.name
        unit_names = UnitNames.of(view)
        labels = {unit_names(Ref(UNIT, u.id, u.name)) for u in view.units}
        # What a name could be printed as: the label, or the plain name (in either language).
        plain = {list_word(u.name) for u in view.units} | {u.name for u in view.units}
        # A rule may share a unit's name (Scots' "Schiltron: may deploy two deep"): not a unit.
        rules = {w for u in view.units for r in u.rules for w in (r.name, said(r.name))}
        names = labels | (plain - rules)
        namesakes += len(labels - plain)

        model = window.editor.model
        table = [model.index(r, UnitsModel.NAME).data() for r in range(model.rowCount())]
        assert set(table) == labels, (where, "table")

        # Findings: each unit they refer to, by the name the table shows.
        texts = dict(zip(view.findings, shown(window), strict=True))
        with naming(unit_names):
            for finding, text in texts.items():
                for _key, value in finding.fields:
                    if isinstance(value, Ref) and value.kind == UNIT and view.unit(value.key):
                        assert value.text() in labels and value.text() in text, (where, text)
                assert _mentions(text, names) <= labels, (where, "finding", text)

        buttons = [fix.label for finding in view.findings for fix in window.doc.fixes(finding)]
        fixes += len(buttons)
        for label in buttons:
            assert _mentions(label, names) <= labels, (where, "fix", label)

        printed = _documents(capsys, tmp_path, language, army)
        markdown = printed["markdown"]
        listed = re.findall(r"^\d+\. \*\*(.+?)\*\*", markdown, re.MULTILINE)
        assert set(listed) == labels, (where, "markdown")
        assert _mentions(markdown, names) <= labels, (where, "markdown")

        # Units named by their labels only, every namesake numbered (the roster's table, the
        # cards' titles; a long name wraps in a table cell, so not every name is whole).
        for document in ("roster", "cards"):
            text = (pdf_text(printed[document]) if document == "roster"
                    else " ".join(card_texts(printed[document])))
            found = _mentions(text, names)
            assert labels - plain <= found <= labels, (where, document, found)
        if army.name.startswith("bi-french-broken"):
            assert f"{MISSING}" in markdown and MISSING in pdf_text(printed["roster"])
        window.doc.undo_stack.setClean()
    assert namesakes >= 10 and fixes >= 3  # namesakes in several armies; General's carriers


def test_fix_buttons_name_units_in_the_lists_words_of_the_reader(qapp, qtbot, catalog, tmp_path,
                                                                   monkeypatch,
                                                                   english_afterwards):
    """A list whose overlay gives its units other names in the reader's language (here every
    list word in capitals): the General's fix buttons name the carriers as the table and the
    findings do, not by the list's English."""
    from listbuilder.i18n import list_overlays

    monkeypatch.setattr(list_overlays, "word", str.upper)
    install_translators(qapp, "pl")
    i18n.use("pl")
    window = main_window.MainWindow(catalog)
    qtbot.addWidget(window)
    [army] = [a for a in _armies(tmp_path, {}) if a.name == "bi-illegal.army.yaml"]
    assert window.open_path(str(army))
    model = window.editor.model
    table = {model.index(r, UnitsModel.NAME).data() for r in range(model.rowCount())}
    assert {"KNIGHTS 1", "KNIGHTS 2", "FOOT 3"} <= table
    buttons = [fix.label for finding in window.doc.view.findings
               for fix in window.doc.fixes(finding) if "KNIGHTS" in fix.label.upper()]
    assert buttons and all(re.search(r"KNIGHTS \d", label) for label in buttons), buttons
    general = window.doc.system.editable(window.doc.army_list, window.doc.model, None)[0]
    assert {"KNIGHTS 1", "KNIGHTS 2"} <= {label for _value, label in general.choices}
