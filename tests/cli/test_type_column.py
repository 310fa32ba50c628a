"""What players read names each unit's type as the rules print it, never a category id.

`show` printed Szwadron's "infantry" and USB's "heavy-infantry" in its type column; JSON keeps
the ids (`type`) beside the names (`type_name`), for tools.
"""

from __future__ import annotations

import json

import pytest

from tests.cli.conftest import SAMPLES


def _units(run_cli, sample) -> list[dict]:
    code, out, _ = run_cli("show", sample, "--format", "json")
    assert code in (0, 1)
    return json.loads(out)["units"]


def _ids_that_are_not_names(units: list[dict]) -> list[dict]:
    return [u for u in units if u["type"].islower()
            and u["type"].replace("-", " ") != u["type_name"].lower()]


def test_some_sample_has_category_ids_to_hide(run_cli):
    """The test below has something to catch: Szwadron and USB give ids, not names."""
    hidden = [u["type"] for s in SAMPLES for u in _ids_that_are_not_names(_units(run_cli, s))]
    assert {"infantry", "cavalry", "artillery", "hero"} <= set(hidden)


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name)
def test_show_prints_the_type_name_in_its_type_column(run_cli, sample):
    units = _units(run_cli, sample)
    code, out, _ = run_cli("show", "--ids", sample)
    lines = out.splitlines()
    head = next(line for line in lines if line.lstrip().startswith("id "))
    start = head.index(" type ") + 1
    for unit in units:
        row = next(line for line in lines if line[2:].startswith(unit["id"] + " "))
        printed = row[start:].split("  ")[0].strip()
        wanted = unit["type"] if not unit["type"].islower() else unit["type_name"]
        assert printed == wanted, row


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name)
def test_the_text_export_never_prints_a_category_id_as_the_type(run_cli, sample):
    units = _units(run_cli, sample)
    code, out, _ = run_cli("export", "text", sample)
    assert code == 0
    for unit in _ids_that_are_not_names(units):
        assert f"— {unit['type']} —" not in out
        assert f"— {unit['type_name']} —" in out


@pytest.mark.parametrize("document", ["cards", "roster"])
def test_szwadron_categories_print_in_the_language(tmp_path, document):
    """Cards and the roster printed "(infantry)" in a Polish, Hungarian or Russian PDF."""
    from listbuilder.cli import main
    from tests.export.measure import pdf_text

    sample = next(s for s in SAMPLES if s.name.startswith("szwadron"))
    for lang, word in (("pl", "piechota"), ("hu", "gyalogság"), ("ru", "пехота")):
        out = tmp_path / f"{lang}.pdf"
        assert main(["--lang", lang, "export", document, str(sample), "-o", str(out)]) == 0
        text = pdf_text(out)
        assert f"({word})" in text and "(infantry)" not in text, lang
