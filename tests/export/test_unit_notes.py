"""What a player writes on a unit reaches every page: its card, the roster, the text export
and `show`, in every system, from a real army file; a share code carries it, and the file
format bounds it."""

from __future__ import annotations

import pytest
import yaml

from listbuilder.cli import main
from listbuilder.core.path_edits import set_at
from listbuilder.core.ranges import UNIT_NOTE_MAX
from listbuilder.storage.loading import load_file, load_text
from listbuilder.storage.share_army import army_yaml, share_code
from tests.export.conftest import ROOT
from tests.export.measure import pdf_text
from tests.export.test_cards import card_texts

SAMPLES = ROOT / "resources" / "samples"
NOTE = "Hold the ford until the 3rd turn; żółć ĄŚ"
#: sample: (where one unit's notes go in the file, that unit's id, its place in the army)
WHERE = {
    "bi-scots": (("units", "nobles-1", "notes"), "nobles-1", 1),
    "skirmish-small": (("detachments", 0, "notes"), "picket", 1),
    "szwadron-brigade": (("units", 0, "notes"), None, 1),
    "usb-240": (("units", 0, "notes"), "rifles", 2),  # after the hero
}


def _noted(sample: str, tmp_path, note: str = NOTE):
    """The sample with a note on one unit, written as a real army file."""
    data = load_file(SAMPLES / f"{sample}.army.yaml").model.model_dump(
        mode="json", exclude_defaults=True)
    *parents, last = WHERE[sample][0]
    node = data
    for key in parents:
        node = node.setdefault(key, {}) if isinstance(key, str) else node[key]
    node[last] = note
    out = tmp_path / f"{sample}.army.yaml"
    out.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return out


def _unit_id(sample: str, path) -> str:
    loaded = load_file(path)
    unit_id = WHERE[sample][1]
    return unit_id or loaded.model.units[0].id


@pytest.mark.parametrize("sample", list(WHERE))
def test_the_note_reaches_the_view_the_json_and_show(sample, tmp_path, capsys):
    path = _noted(sample, tmp_path)
    loaded = load_file(path)
    assert not [d for d in loaded.diagnostics if d.severity.name == "ERROR"]
    assert main(["show", str(path)]) in (0, 1)
    shown = capsys.readouterr().out
    assert "Unit notes:" in shown and NOTE in shown
    assert main(["show", str(path), "--format", "json"]) in (0, 1)
    data = __import__("json").loads(capsys.readouterr().out)
    army = data["armies"][0] if "armies" in data else data
    units = {u["id"]: u for u in army["units"]}
    assert units[_unit_id(sample, path)]["player_note"] == NOTE


@pytest.mark.parametrize("sample", list(WHERE))
def test_the_note_prints_on_the_units_card_and_the_roster(sample, tmp_path):
    path = _noted(sample, tmp_path)
    cards, roster = tmp_path / "cards.pdf", tmp_path / "roster.pdf"
    assert main(["export", "cards", str(path), "-o", str(cards)]) == 0
    assert main(["export", "roster", str(path), "-o", str(roster)]) == 0
    # On the noted unit's card (the first), and on no other.
    noted = [c for c in card_texts(cards) if f"Notes: {NOTE}" in " ".join(c.split())]
    assert len(noted) == 1 and f"#{WHERE[sample][2]} ·" in noted[0]
    roster_text = " ".join(pdf_text(roster).split())
    assert "Unit notes" in roster_text and NOTE in roster_text
    # Without a note, neither prints the heading or the line.
    plain = tmp_path / "plain.pdf"
    assert main(["export", "roster", str(SAMPLES / f"{sample}.army.yaml"), "-o",
                 str(plain)]) == 0
    assert "Unit notes" not in pdf_text(plain)


@pytest.mark.parametrize("sample", list(WHERE))
def test_the_note_is_in_the_text_export_under_its_unit(sample, tmp_path, capsys):
    path = _noted(sample, tmp_path)
    assert main(["export", "text", str(path)]) == 0
    text = capsys.readouterr().out
    n = WHERE[sample][2]
    item = text.split(f"\n{n}. ", 1)[1].split(f"\n{n + 1}. ", 1)[0]
    assert f"   - Notes: {NOTE}" in item


@pytest.mark.parametrize("sample", list(WHERE))
def test_a_share_code_carries_the_note(sample, tmp_path):
    path = _noted(sample, tmp_path)
    code = share_code(load_file(path))
    rebuilt = load_text(army_yaml(code), "rebuilt.army.yaml")
    noted = set_at(load_file(path).model, WHERE[sample][0], NOTE)
    assert rebuilt.model == noted


def test_a_usb_heros_note_prints_too(tmp_path, capsys):
    loaded = load_file(SAMPLES / "usb-240.army.yaml")
    model = set_at(loaded.model, ("heroes", 0, "notes"), "Stays with the riflemen")
    path = tmp_path / "hero.army.yaml"
    path.write_text(yaml.safe_dump(model.model_dump(mode="json", exclude_defaults=True)),
                    encoding="utf-8")
    cards = tmp_path / "cards.pdf"
    assert main(["export", "cards", str(path), "-o", str(cards)]) == 0
    assert any("Notes: Stays with the riflemen" in " ".join(c.split())
               for c in card_texts(cards))


@pytest.mark.parametrize("sample", list(WHERE))
def test_a_note_is_of_bounded_length_and_its_line_breaks_are_kept(sample, tmp_path):
    """USB armies held notes of several lines before every system had notes: such a file
    still loads, keeps its lines, and the card prints them as one line."""
    too_long = _noted(sample, tmp_path, "x" * (UNIT_NOTE_MAX + 1))
    assert any(d.code == "SCHEMA-INVALID" or d.code == "SCHEMA-OUT-OF-RANGE"
               for d in load_file(too_long).diagnostics)
    just = _noted(sample, tmp_path, "x" * UNIT_NOTE_MAX)
    assert not [d for d in load_file(just).diagnostics if d.code.startswith("SCHEMA")]
    two_lines = _noted(sample, tmp_path, "first\nsecond")
    loaded = load_file(two_lines)
    assert not [d for d in loaded.diagnostics if d.code.startswith("SCHEMA")]
    cards = tmp_path / "cards.pdf"
    assert main(["export", "cards", str(two_lines), "-o", str(cards)]) in (0, 1)
    assert any("Notes: first second" in " ".join(c.split()) for c in card_texts(cards))
    control = _noted(sample, tmp_path, "first\x07second")  # a control character: refused
    assert any(d.severity == "error" for d in load_file(control).diagnostics)
