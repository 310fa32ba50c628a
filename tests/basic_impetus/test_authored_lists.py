"""Lists a list author wrote from docs/list-format.md alone (tests/basic_impetus/authored):
every shape the documentation offers (choose-one-of removals, add_one_of, add_more, changes
by and to a value, the list's own weapons and rule texts, stated VDTs per option, errata,
inferred values) loads, checks and prints whole, as a published list we do not have would."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from listbuilder.cli import main
from tests.export.measure import edge_distances_mm, overlapping_chars, pdf_text

AUTHORED = Path(__file__).parent / "authored"
ARMIES = {"vikings": ["Harald's hird", "Hirdmen", "Bondi", "Archers", "Mounted nobles",
                      "Welsh allies"],
          "teutonic": ["Knight brethren", "Sergeant brothers", "Turcopoles", "Crossbowmen",
                       "Scouts", "Town militia"]}
RULE_TEXTS = {"vikings": ["The list's own version of the shieldwall, in our words.",
                          "Once a game the unit may re-roll its impetus dice.",
                          "Throwing axes, shoots as Javelin"],
              "teutonic": ["Pavese: shooting at it: −1 die",
                           "Pike: mounted troops charging it lose"]}


def test_the_authored_lists_and_armies_have_no_errors(capsys):
    assert main(["validate", "--lists", str(AUTHORED), str(AUTHORED)]) == 0
    out = capsys.readouterr().out
    assert "4 files checked: 0 errors, 1 warning" in out
    assert "acknowledged erratum: The book's figure is kept as printed." in out


def test_show_names_the_groups_the_army_names(capsys):
    assert main(["show", "--lists", str(AUTHORED), str(AUTHORED / "teutonic.army.yaml")]) == 0
    out = capsys.readouterr().out
    assert "Big unit “The town's pikes”: Town militia 1, Town militia 2" in out


@pytest.mark.parametrize("army", sorted(ARMIES))
def test_text_export_holds_every_unit_and_rule(army, capsys):
    assert main(["export", "text", "--lists", str(AUTHORED),
                 str(AUTHORED / f"{army}.army.yaml")]) == 0
    text = " ".join(capsys.readouterr().out.split())
    for name in ARMIES[army]:  # numbered where namesakes share it, as findings say
        assert re.search(rf"\*\*{re.escape(name)}( \d+)?\*\*", text)
    for rule in RULE_TEXTS[army][:2]:  # the rules section bolds each rule's name
        assert rule in text.replace("**", "")


@pytest.mark.parametrize("army", sorted(ARMIES))
@pytest.mark.parametrize("document", ["cards", "roster", "bases"])
def test_every_document_prints_inside_the_margins_with_nothing_dropped(army, document,
                                                                       tmp_path):
    out = tmp_path / f"{army}-{document}.pdf"
    assert main(["export", document, "--lists", str(AUTHORED), "--paper", "letter",
                 str(AUTHORED / f"{army}.army.yaml"), "-o", str(out)]) == 0
    # Cards come to Letter's quarter inch, where that fits 9 a sheet.
    assert min(edge_distances_mm(out)) >= (6.35 if document == "cards" else 10.0) - 0.001
    assert overlapping_chars(out) == []
    text = " ".join(pdf_text(out).split())
    for name in ARMIES[army]:
        assert name in text
    if document == "cards":
        for rule in RULE_TEXTS[army]:
            assert rule in text


@pytest.mark.parametrize("army", sorted(ARMIES))
def test_share_code_rebuilds_the_army(army, tmp_path, capsys):
    source = AUTHORED / f"{army}.army.yaml"
    assert main(["share", "--lists", str(AUTHORED), str(source)]) == 0
    code = capsys.readouterr().out.strip()
    rebuilt = tmp_path / "rebuilt.yaml"
    assert main(["import", "--lists", str(AUTHORED), code, "-o", str(rebuilt)]) == 0
    capsys.readouterr()
    shown = []
    for path in (source, rebuilt):
        assert main(["show", "--format", "json", "--lists", str(AUTHORED), str(path)]) == 0
        shown.append(json.loads(capsys.readouterr().out))
    # The source records no list stamp (an info finding); the rebuilt army does.
    assert [f["code"] for f in shown[0].pop("findings")] == ["ARMY-NO-STAMP"]
    assert shown[1].pop("findings") == []
    assert shown[0] == shown[1]
