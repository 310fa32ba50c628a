"""`listbuilder event check`: every army submitted, one row each, in every format, with the
exit code an organiser's script reads; share codes damaged, foreign or from other versions."""

from __future__ import annotations

import csv
import io
import json
import shutil
import time

import pytest

from listbuilder.storage.loading import load_file
from listbuilder.storage.share import encode
from listbuilder.storage.share_army import share_code
from tests.event.conftest import FRENCH, FRENCH_SEAL, ILLEGAL, SAMPLES, SCOTS, USB, army_text
from tests.event.test_event_file import EVERY_RULE, SAMPLE_EVENT


def _code(path) -> str:
    return share_code(load_file(path))


def _json(run_cli, *args) -> tuple[int, dict]:
    code, out, _err = run_cli("event", "check", *args, "--format", "json")
    return code, json.loads(out)


def test_every_legal_army_exits_0(run_cli):
    code, out, err = run_cli("event", "check", SAMPLE_EVENT, FRENCH)
    assert code == 0 and not err
    assert FRENCH_SEAL in out and "1 submission: 1 legal, 0 illegal, 0 unreadable" in out


def test_an_event_with_every_rule_kind_against_a_folder(run_cli, tmp_path):
    event = tmp_path / "every.event.yaml"
    event.write_text(EVERY_RULE, encoding="utf-8")
    folder = tmp_path / "armies"
    folder.mkdir()
    for path in (FRENCH, SCOTS, ILLEGAL, USB):
        shutil.copy(path, folder / path.name)
    shutil.copy(event, folder / "the.event.yaml")  # kept beside the armies: left out
    shutil.copy(SAMPLES.parent.parent / "army_lists" / "basic_impetus" / "normans.yaml",
                folder / "normans.yaml")  # so is a list
    code, report = _json(run_cli, event, folder)
    assert code == 1
    rows = {row["player"]: row for row in report["submissions"]}
    assert list(rows) == ["bi-french", "bi-illegal", "bi-scots", "usb-240"]
    codes = {player: [f["code"] for f in row["findings"] if f["code"].startswith("EVENT-")]
             for player, row in rows.items()}
    assert codes == {
        "bi-french": [],
        "bi-illegal": ["EVENT-YEARS", "EVENT-SIZE", "EVENT-SCALE"],
        "bi-scots": ["EVENT-PERIOD", "EVENT-YEARS-UNKNOWN", "EVENT-SIZE"],
        "usb-240": ["EVENT-SYSTEM"],
    }
    assert [row["legal"] for row in rows.values()] == [True, False, False, False]
    assert rows["bi-french"]["seal"] == FRENCH_SEAL
    assert all({"player", "file", "legal", "seal"} <= row.keys() for row in rows.values())
    assert report["summary"] == {"submissions": 4, "legal": 1, "illegal": 3, "unreadable": 0}
    assert report["event"]["name"] == "Spring Clash"


def test_warnings_not_allowed_makes_a_stale_army_illegal(run_cli, tmp_path):
    event = tmp_path / "strict.yaml"
    event.write_text(SAMPLE_EVENT.read_text(encoding="utf-8").replace(
        "warnings: true", "warnings: false"), encoding="utf-8")
    stale = tmp_path / "stale.army.yaml"
    stale.write_text(army_text(FRENCH, list_stamp="sha256:0123456789abcdef"), encoding="utf-8")
    code, report = _json(run_cli, event, stale, FRENCH)
    assert code == 1
    first, second = report["submissions"]
    assert [f["code"] for f in first["findings"]] == ["ARMY-LIST-CHANGED",
                                                      "EVENT-WARNINGS-NOT-ALLOWED"]
    assert first["list_changed"] is True and first["legal"] is False
    assert second["list_changed"] is False and second["legal"] is True


def test_the_player_comes_from_the_army_the_code_line_or_the_file(run_cli, tmp_path):
    named = tmp_path / "named.army.yaml"
    named.write_text(army_text(FRENCH, player="Anna Kowalska"), encoding="utf-8")
    codes = tmp_path / "codes.txt"
    codes.write_text(f"# Spring Clash codes\n\nBéla Nagy: {_code(SCOTS)}\n{_code(FRENCH)}\n",
                     encoding="utf-8")
    code, report = _json(run_cli, SAMPLE_EVENT, named, codes, SCOTS)
    assert code == 0
    assert [(r["player"], r["file"].split("/")[-1]) for r in report["submissions"]] == [
        ("Anna Kowalska", "named.army.yaml"), ("Béla Nagy", "codes.txt:3"),
        (f"{codes}:4", "codes.txt:4"), ("bi-scots", "bi-scots.army.yaml")]
    rows = report["submissions"]
    assert rows[0]["duplicate_of"] == [3] and rows[2]["duplicate_of"] == [1]
    assert rows[1]["duplicate_of"] == [4] and rows[3]["seal"] == rows[1]["seal"]


def _damaged(code: str) -> list[str]:
    return [code[:len(code) // 2],  # cut short
            code[:20] + ("A" if code[20] != "A" else "B") + code[21:],  # a character mistyped
            "LB2." + code[4:],  # from a later version
            "hello world",  # not a code at all
            encode({"kind": "army", "format": 9, "system": "basic-impetus", "name": "x",
                    "list": "bi/normans"}),  # an army a later version writes
            encode({"kind": "army", "format": 2, "system": "basic-impetus", "name": "x",
                    "list": "bi/normans", "colour": "red"})]  # a key this version lacks


def test_damaged_and_foreign_codes_are_unreadable_and_the_rest_checked(run_cli, tmp_path):
    codes = tmp_path / "codes.txt"
    good = _code(FRENCH)
    lines = [f"Player {n}: {bad}" for n, bad in enumerate(_damaged(good), 1)]
    codes.write_text("\n".join([*lines, f"Last: {good}"]) + "\n", encoding="utf-8")
    code, report = _json(run_cli, SAMPLE_EVENT, codes)
    assert code == 2
    rows = report["submissions"]
    assert [r["readable"] for r in rows] == [False] * 6 + [True]
    assert rows[-1]["legal"] and rows[-1]["seal"] == FRENCH_SEAL
    first = [r["findings"][0] for r in rows[:-1]]
    assert [f["code"] for f in first] == ["EVENT-CODE-UNREADABLE"] * 4 + [
        "FILE-FORMAT-TOO-NEW", "SCHEMA-UNKNOWN-KEY"]
    assert [f["line"] for f in first] == [1, 2, 3, 4, 5, 6]  # the code's own line
    assert "newer listbuilder" in first[2]["message"]
    assert report["summary"]["unreadable"] == 6


def test_a_code_of_an_earlier_version_still_counts(run_cli, tmp_path):
    data = load_file(FRENCH).model.model_dump(mode="json", exclude_defaults=True)
    codes = tmp_path / "codes.txt"
    codes.write_text(encode({**data, "format": 1}) + "\n", encoding="utf-8")
    code, report = _json(run_cli, SAMPLE_EVENT, codes)
    assert code == 0 and report["submissions"][0]["seal"] == FRENCH_SEAL


def test_missing_and_unreadable_submissions_exit_2_the_others_checked(run_cli, tmp_path):
    broken = tmp_path / "broken.army.yaml"
    broken.write_text("kind: army\nformat: 2\nsystem: basic-impetus\nname: [\n",
                      encoding="utf-8")
    code, report = _json(run_cli, SAMPLE_EVENT, tmp_path / "missing.yaml", broken, FRENCH)
    assert code == 2
    assert [(r["readable"], r["legal"]) for r in report["submissions"]] == [
        (False, False), (False, False), (True, True)]
    assert [r["findings"][0]["code"] for r in report["submissions"][:2]] == [
        "FILE-UNREADABLE", "YAML-SYNTAX"]


@pytest.mark.parametrize("fmt", ["text", "markdown", "csv", "github"])
def test_every_format_names_every_submission(run_cli, fmt):
    code, out, _err = run_cli("event", "check", SAMPLE_EVENT, FRENCH, ILLEGAL, "--format", fmt)
    assert code == 1
    assert FRENCH_SEAL in out if fmt != "github" else "EVENT-SCALE" in out
    if fmt == "csv":
        rows = list(csv.DictReader(io.StringIO(out)))
        assert [(r["player"], r["legal"], r["seal"]) for r in rows] == [
            ("bi-french", "true", FRENCH_SEAL), ("bi-illegal", "false", "XXDT-DVAY-2G7D")]
        assert "EVENT-SCALE" in rows[1]["findings"].split()
    if fmt == "markdown":
        assert out.startswith("# Spring Clash 2027 · 2027-04-10 · Basic Impetus")
        assert "| 2 | bi-illegal | How not to muster |" in out
    if fmt == "github":
        assert "::error file=" in out and "title=listbuilder EVENT-SCALE::" in out
    if fmt == "text":
        assert "illegal" in out and "bi-illegal.army.yaml:9:8: error [EVENT-SCALE]" in out


def test_five_hundred_submissions_well_under_a_minute(run_cli, tmp_path):
    folder = tmp_path / "armies"
    folder.mkdir()
    text = FRENCH.read_text(encoding="utf-8")
    for n in range(500):
        (folder / f"player-{n:03}.army.yaml").write_text(
            text.replace("name: Philip Augustus at Bouvines", f"name: Army {n}"),
            encoding="utf-8")
    # Its own processor time: the machines the suite runs on are shared, their clocks not.
    started = time.process_time()
    code, report = _json(run_cli, SAMPLE_EVENT, folder)
    elapsed = time.process_time() - started
    assert code == 0 and len(report["submissions"]) == 500
    assert len({r["seal"] for r in report["submissions"]}) == 500  # names differ: seals too
    assert elapsed < 60, f"{elapsed:.1f} s"


def test_event_versions_prints_what_the_event_file_pastes(run_cli, tmp_path):
    code, out, _err = run_cli("event", "versions", SAMPLE_EVENT)
    assert code == 0
    assert "  bi/french-1150-1330: [sha256:4f131c4d804b45dd]" in out.splitlines()
    assert not any(line.startswith("  usb/") for line in out.splitlines())
    event = tmp_path / "fixed.yaml"
    event.write_text(SAMPLE_EVENT.read_text(encoding="utf-8") + out, encoding="utf-8")
    code, report = _json(run_cli, event, FRENCH)
    assert code == 0, report
    stale = tmp_path / "stale.army.yaml"
    stale.write_text(army_text(FRENCH, list_stamp="sha256:0123456789abcdef"), encoding="utf-8")
    code, report = _json(run_cli, event, stale)
    assert code == 1
    assert "EVENT-LIST-VERSION" in [f["code"] for f in report["submissions"][0]["findings"]]


def test_a_folder_of_no_armies_is_the_wrong_folder_not_a_pass(run_cli, tmp_path):
    (tmp_path / "notes.txt").write_text("", encoding="utf-8")
    code, out, _err = run_cli("event", "check", SAMPLE_EVENT, tmp_path)
    assert code == 2
    assert f"no army found in {tmp_path}" in out
