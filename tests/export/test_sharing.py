"""Sharing an army: `export text` (goldens for every sample), share codes round trip for
every sample, and plain messages for codes that are damaged or not ours."""

from __future__ import annotations

import base64
import os
import zlib

import pytest

from listbuilder.cli import main
from listbuilder.export.qr import MODULE_MM
from listbuilder.storage.loading import load_file
from listbuilder.storage.share import PREFIX, ShareCodeError, decode, encode
from tests.export.conftest import ROOT
from tests.export.measure import pdf_text, rects_mm

SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))
IDS = [p.name.split(".")[0] for p in SAMPLES]
GOLDEN = ROOT / "tests" / "export" / "golden_text"
REGENERATE = os.environ.get("LISTBUILDER_REGENERATE") == "1"


@pytest.mark.parametrize("sample", SAMPLES, ids=IDS)
def test_export_text_matches_its_golden(sample, capsys):
    assert main(["export", "text", str(sample)]) == 0
    text = capsys.readouterr().out
    golden = GOLDEN / f"{sample.name.split('.')[0]}.md"
    if REGENERATE:
        golden.write_text(text, encoding="utf-8")
    assert text == golden.read_text(encoding="utf-8")
    assert "vdt:" not in text and "_" not in text.replace("_List", "").replace("._", "")


def test_export_text_to_a_file(tmp_path):
    out = tmp_path / "army.md"
    assert main(["export", "text", str(SAMPLES[0]), "-o", str(out)]) == 0
    assert out.read_text(encoding="utf-8").startswith("# ")


def _share(sample, capsys) -> str:
    assert main(["share", str(sample)]) == 0
    return capsys.readouterr().out.strip()


@pytest.mark.parametrize("sample", SAMPLES, ids=IDS)
def test_share_code_round_trip_rebuilds_the_same_army(sample, tmp_path, capsys):
    code = _share(sample, capsys)
    assert code.startswith(PREFIX) and len(code) < 1000 and code.isascii()
    out = tmp_path / "rebuilt.army.yaml"
    expected_exit = 1 if "illegal" in sample.name else 0
    assert main(["import", code, "-o", str(out)]) == expected_exit
    original, rebuilt = load_file(sample).model, load_file(out).model
    assert rebuilt.model_copy(update={"list_stamp": None}) == \
        original.model_copy(update={"list_stamp": None})  # the notes too: they were dropped
    assert rebuilt.list_stamp  # the list data it was shared against travels with it
    assert f"{original.name} rebuilt from the share code" in capsys.readouterr().out


def test_long_notes_are_cut_in_the_code_and_the_sharer_is_told(tmp_path, capsys):
    from listbuilder.storage.share import MAX_NOTES

    text = SAMPLES[0].read_text(encoding="utf-8")
    notes = " ".join(f"word{n}" for n in range(MAX_NOTES))  # far over the bound
    army = tmp_path / "long.army.yaml"
    army.write_text(text.split("\nnotes:")[0] + f"\nnotes: {notes}\n", encoding="utf-8")
    assert main(["share", str(army)]) == 0
    code, said = (part.strip() for part in capsys.readouterr())
    assert f"the code keeps their first {MAX_NOTES} characters" in said
    kept = decode(code).data["notes"]
    assert notes.startswith(kept.splitlines()[0]) and len(kept.splitlines()[0]) <= MAX_NOTES
    assert kept.endswith("[The notes were cut here to keep the share code short.]")
    assert len(code) < 20_000


def test_import_names_the_army_even_when_its_list_is_missing(tmp_path, capsys):
    data = load_file(SAMPLES[0]).model.model_dump(mode="json", exclude_defaults=True)
    data["list"] = "bi/no-such-list"
    assert main(["import", encode(data), "-o", str(tmp_path / "a.yaml")]) == 1
    out = capsys.readouterr().out
    assert f"{data['name']} rebuilt from the share code" in out and "army rebuilt" not in out


def test_a_code_with_line_breaks_still_reads(capsys, tmp_path):
    code = _share(SAMPLES[0], capsys)
    broken = "\n".join(code[i:i + 40] for i in range(0, len(code), 40))
    assert main(["import", f"  {broken} ", "-o", str(tmp_path / "a.yaml")]) == 0


def test_a_changed_list_gives_findings(capsys, tmp_path):
    data = load_file(SAMPLES[0]).model.model_dump(mode="json", exclude_defaults=True)
    data["list_stamp"] = "sha256:0000000000000000"
    assert main(["import", encode(data), "-o", str(tmp_path / "a.yaml")]) in (0, 1)
    assert "sha256:0000000000000000" in capsys.readouterr().err


@pytest.mark.parametrize(("code", "says"), [
    ("hello", "not a listbuilder share code"),
    ("LB2.eJyrVg", "made by a newer listbuilder (format LB2.)"),
    ("LB12.abc", "made by a newer listbuilder (format LB12.)"),
    ("LB1.", "damaged"),
    ("LB1.!!!!", "damaged"),
    (PREFIX + base64.urlsafe_b64encode(zlib.compress(b"[1, 2]")).decode(), "does not hold"),
    (PREFIX + base64.urlsafe_b64encode(zlib.compress(b"{" * 10)).decode(), "damaged"),
    (PREFIX + base64.urlsafe_b64encode(zlib.compress(b" " * 10_000_000)).decode(), "damaged"),
    (PREFIX + "A" * 30_000, "too long"),
])
def test_damaged_or_foreign_codes_get_a_plain_message(code, says, tmp_path, capsys):
    out = tmp_path / "x.yaml"
    assert main(["import", code, "-o", str(out)]) == 2
    assert says in capsys.readouterr().err
    assert not out.exists()
    with pytest.raises(ShareCodeError):
        decode(code)


def test_a_truncated_code_is_damaged(capsys, tmp_path):
    code = _share(SAMPLES[0], capsys)
    assert main(["import", code[:-10], "-o", str(tmp_path / "x.yaml")]) == 2
    assert "damaged" in capsys.readouterr().err


def test_import_refuses_to_overwrite_without_force(capsys, tmp_path):
    code = _share(SAMPLES[0], capsys)
    out = tmp_path / "a.yaml"
    out.write_text("mine", encoding="utf-8")
    assert main(["import", code, "-o", str(out)]) == 2
    assert out.read_text(encoding="utf-8") == "mine"
    assert main(["import", code, "-o", str(out), "--force"]) == 0


def test_roster_prints_the_code_and_its_qr_code(capsys, tmp_path):
    code = _share(SAMPLES[0], capsys)
    out = tmp_path / "roster.pdf"
    assert main(["export", "roster", str(SAMPLES[0]), "-o", str(out)]) == 0
    assert code in pdf_text(out).replace(" ", "")
    # The QR code's dark modules, drawn in runs one module tall.
    runs = [w for page in rects_mm(out) for w, h in page if h == pytest.approx(MODULE_MM)]
    assert len(runs) > 100 and sum(runs) / MODULE_MM > 200


def test_the_text_export_lists_a_skirmish_detachments_models_as_its_card_does(tmp_path, capsys):
    assert main(["export", "text", str(ROOT / "resources/samples/skirmish-small.army.yaml")]) == 0
    text = capsys.readouterr().out
    assert "   - 10 × Colonial rifleman — Ranker, 10 MP, 120 pts\n" in text
    assert "   - 1 × Colour Sergeant — Sergeant, 3 MP, 18 pts\n" in text


def test_text_and_share_code_use_the_players_list_that_shadows_the_bundled_one(tmp_path, capsys):
    """As `open_army` does: a list in --lists wins over the bundled list of the same id, for
    the list printed by `export text` and for the stamp a code carries."""
    bundled = ROOT / "army_lists" / "basic_impetus" / "french-1150-1330.yaml"
    lists = tmp_path / "lists"
    lists.mkdir()
    (lists / "french.yaml").write_text(bundled.read_text(encoding="utf-8").replace(
        "name: French 1150–1330 AD", "name: French as I play them", 1), encoding="utf-8")
    army = tmp_path / "army.yaml"
    army.write_text("".join(line for line in (SAMPLES[0].parent / "bi-french.army.yaml")
                            .read_text(encoding="utf-8").splitlines(keepends=True)
                            if not line.startswith("list_stamp:")), encoding="utf-8")
    assert main(["export", "text", str(army), "--lists", str(lists)]) == 0
    text = capsys.readouterr().out
    assert "French as I play them" in text and "French 1150–1330 AD" not in text
    assert main(["share", str(army), "--lists", str(lists)]) == 0
    shadowing = decode(capsys.readouterr().out.strip()).data["list_stamp"]
    assert main(["share", str(army)]) == 0
    assert shadowing != decode(capsys.readouterr().out.strip()).data["list_stamp"]
