"""Thousands of rows, options or units: every list and mapping holds at most ENTRIES_MAX
entries (refused before they are built), a file reports at most MAX_FINDINGS findings, a Basic
Impetus army at most UNITS_MAX units, and a "did you mean" hint costs about a millisecond.

Before: a 600 KB list of 8,000 broken options gave 56,000 findings in 25 s; a list of 200
rows of 20 units made a 4,000-unit army whose `export bases` ran 517 s, whose roster raised
DataOverflowError from the QR code, and whose 760 hints among 64-character ids took 30 s.
Small inputs that cross each limit stand in for the giant ones."""

from __future__ import annotations

import json

import pytest

from listbuilder.core.hints import closest
from listbuilder.core.ranges import ENTRIES_MAX
from listbuilder.storage.finding_limit import MAX_FINDINGS
from listbuilder.storage.json_schema import KINDS, schema_for
from listbuilder.storage.yaml_source import parse_text
from listbuilder.systems.basic_impetus.resolve import UNITS_MAX

HEAD = ("kind: army-list\nformat: 2\nsystem: basic-impetus\nid: big/many\nname: Many\n"
        "period: x\nedition: x\nsource: {publisher: x, title: x}\nunits:\n")


def _rows(n: int, count: int = 1, name: str = "Unit") -> str:
    return "".join(f"  - {{id: u{i}, name: {name} {i}, type: CP, count: {count}, general: true,"
                   f" M: 8, VBU: 7, I: 4, VD: 3}}\n" for i in range(n))


@pytest.mark.parametrize("text", [
    "[" + ", ".join(["1"] * (ENTRIES_MAX + 1)) + "]",
    "{" + ", ".join(f"k{i}: 1" for i in range(ENTRIES_MAX + 1)) + "}",
], ids=["sequence", "mapping"])
def test_a_collection_past_the_limit_is_refused_before_it_is_built(text):
    parsed = parse_text("kind: army\nx: " + text + "\n", "f.yaml")
    assert [d.code for d in parsed.diagnostics] == ["YAML-TOO-MANY-ENTRIES"]
    assert parsed.diagnostics[0].span.line == 2


def test_a_list_with_too_many_rows_is_one_finding(tmp_path, run_cli):
    path = tmp_path / "list.yaml"
    path.write_text(HEAD + _rows(ENTRIES_MAX + 1), "utf-8")
    code, out, _ = run_cli("validate", str(path))
    assert code == 1
    assert f"list.yaml:10:3: error [YAML-TOO-MANY-ENTRIES] This holds {ENTRIES_MAX + 1} " \
           "entries" in out


@pytest.mark.parametrize("kind", KINDS)
def test_every_collection_in_the_schema_has_the_same_limit(kind):
    def walk(node, where="#"):
        if isinstance(node, dict):
            if node.get("type") == "array":
                assert node.get("maxItems", 10**9) <= ENTRIES_MAX, where
            if node.get("type") == "object" and isinstance(node.get("additionalProperties"),
                                                           dict):
                assert node.get("maxProperties", 10**9) <= ENTRIES_MAX, where
            for key, child in node.items():
                walk(child, f"{where}/{key}")
        elif isinstance(node, list):
            for i, child in enumerate(node):
                walk(child, f"{where}/{i}")

    walk(schema_for(kind))


def test_a_file_reports_its_first_findings_and_counts_the_rest(tmp_path, run_cli):
    # Every row lacks VD and has an unknown key: two findings a row, past the limit.
    rows = "".join(f"  - {{id: u{i}, name: U, type: CP, count: 1, M: 8, VBU: 7, I: 4, bad: 1}}\n"
                   for i in range(ENTRIES_MAX))
    path = tmp_path / "list.yaml"
    path.write_text(HEAD + rows + "options:\n" + rows.replace("id: u", "id: o"), "utf-8")
    code, out, _ = run_cli("validate", "--format", "json", str(path))
    findings = json.loads(out)["findings"]
    assert code == 1
    assert len(findings) == MAX_FINDINGS + 1
    last = findings[-1]
    assert last["code"] == "FILE-MORE-FINDINGS"
    assert last["message"].endswith("more problems in this file are not shown; fix the ones "
                                    "above and check again.")
    assert int(last["message"].split()[0]) >= 4 * ENTRIES_MAX - MAX_FINDINGS - 1


def test_an_army_of_a_list_fielding_thousands_stops_at_the_unit_limit(tmp_path, run_cli):
    lists = tmp_path / "lists"
    lists.mkdir()
    rows = 12  # 12 rows of 20: past the limit of 200 units
    (lists / "list.yaml").write_text(HEAD + _rows(rows, count=20), "utf-8")
    army = tmp_path / "army.yaml"
    army.write_text("kind: army\nformat: 2\nsystem: basic-impetus\nlist: big/many\n"
                    "name: Horde\ngeneral: u0-1\n", "utf-8")
    code, out, _ = run_cli("show", "--format", "json", str(army), "--lists", str(lists))
    assert code == 1
    view = json.loads(out)
    assert len(view["units"]) == UNITS_MAX
    code, out, err = run_cli("show", str(army), "--lists", str(lists))
    assert "[BI-ARMY-TOO-LARGE]" in out + err


def test_the_roster_of_an_army_whose_code_cannot_fit_a_qr_code_still_prints(tmp_path, run_cli):
    lists = tmp_path / "lists"
    lists.mkdir()
    (lists / "list.yaml").write_text(HEAD + _rows(ENTRIES_MAX // 2, name="N" * 150), "utf-8")
    names = "".join(f"  u{i}-1: {{name: {'Ł' * 190}{i}}}\n" for i in range(ENTRIES_MAX // 2))
    army = tmp_path / "army.yaml"
    army.write_text("kind: army\nformat: 2\nsystem: basic-impetus\nlist: big/many\n"
                    f"name: Horde\ngeneral: u0-1\nunits:\n{names}", "utf-8")
    out = tmp_path / "roster.pdf"
    code, _, err = run_cli("export", "roster", str(army), "--lists", str(lists), "-o", str(out))
    assert code == 0, err
    assert out.read_bytes().startswith(b"%PDF-")


def test_a_hint_among_many_long_ids_compares_only_a_shortlist(monkeypatch):
    import difflib

    from listbuilder.core import hints

    compared: list[int] = []
    real = difflib.SequenceMatcher.ratio
    monkeypatch.setattr(difflib.SequenceMatcher, "ratio",
                        lambda self: compared.append(len(self.a)) or real(self))
    pool = ["x" * 60 + f"{i:03d}" for i in range(ENTRIES_MAX)]
    closest("x" * 58 + "007q", pool)
    assert 0 < len(compared) <= hints.SHORTLIST  # was every one of the 200
    assert max(compared) <= hints.COMPARED  # was 63 characters: ratio is quadratic
    assert closest("knigths", ["knights", "spearmen", "skirmishers", "genoese"]) == ["knights"]


def test_a_list_fielding_too_many_units_is_an_error_of_the_list(tmp_path, run_cli):
    path = tmp_path / "list.yaml"
    path.write_text(HEAD + _rows(12, count=20), "utf-8")
    code, out, _ = run_cli("validate", str(path))
    assert code == 1
    assert ("list.yaml:10:3: error [BI-ARMY-TOO-LARGE] The list, with the options taken, "
            "fields more than 200 units, where an army has 7 to 10 [2.1]: a unit count in it is "
            "far too high (20 written for 2?).") in out
    assert "Correct the count in the list file" in out  # says how to fix it, as the others
    _, out, _ = run_cli("--lang", "pl", "validate", str(path))
    assert "[BI-ARMY-TOO-LARGE] Spis z wybranymi opcjami wystawia ponad 200 oddziałów" in out


def test_an_option_id_repeated_is_applied_once_per_check(monkeypatch):
    """200 copies of one option made every check apply it 200 times: 40,000 applications,
    8 s for a 31 KB list (found by the fuzz campaign)."""
    import importlib

    from listbuilder.storage.loading import load_text

    resolve = importlib.import_module("listbuilder.systems.basic_impetus.resolve")

    options = "".join("  - {id: same, name: Same, remove: [{unit: u0, count: 1}]}\n"
                      for _ in range(ENTRIES_MAX))
    loaded = load_text(HEAD + _rows(3) + "options:\n" + options, "list.yaml")
    applied = []
    real = resolve._apply
    monkeypatch.setattr(resolve, "_apply", lambda *a: applied.append(1) or real(*a))
    codes = {d.code for d in loaded.system.check_list(loaded.model)}
    assert "BI-LIST-DUPLICATE-ITEM-ID" in codes
    assert len(applied) <= 5 * ENTRIES_MAX  # a few checks an option, not one a copy
