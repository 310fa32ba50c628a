"""Golden command-line output in Polish, through the real entry point.

The words come from the fake catalogue (tests/i18n/fake_catalogue.py), not the translators'
work, so this golden changes only when the output's English or its layout does. Regenerate
with `LISTBUILDER_REGENERATE=1 pytest tests/i18n/test_cli_golden.py` and read the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from listbuilder.cli import main

HERE = Path(__file__).parent
SAMPLE = "resources/samples/bi-french.army.yaml"
RULE_BREAKS = "tests/conformance/cases/army-rule-breaks/army-rule-breaks.yaml"
STATED_VDT = "tests/conformance/cases/stated-vdt-as-printed/stated-vdt-as-printed.yaml"
OFFICER = "tests/conformance/cases/skirmish-officer-reading/skirmish-officer-reading.yaml"


@pytest.fixture(autouse=True)
def _at_root(repo_root, monkeypatch):
    monkeypatch.chdir(repo_root)
    for var in ("LISTBUILDER_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


def _matches_golden(name: str, text: str) -> None:
    golden = HERE / "golden" / name
    if os.environ.get("LISTBUILDER_REGENERATE"):
        golden.write_text(text, encoding="utf-8")
    assert text == golden.read_text(encoding="utf-8")


@pytest.mark.parametrize("army", [SAMPLE, RULE_BREAKS])
def test_show_in_polish_matches_its_golden(use_fake_catalogues, army, capsys):
    main(["--lang", "pl", "show", army])
    out = capsys.readouterr().out
    assert "Opcje: " in out or "Razem: " in out  # the catalogue was used at all
    _matches_golden(Path(army).name.replace(".yaml", ".show.pl.txt"), out)


@pytest.mark.parametrize("language", ["pl", "hu", "ru"])
def test_show_json_stays_english(use_fake_catalogues, language, capsys):
    assert main(["show", "--format", "json", SAMPLE]) == 0
    english = capsys.readouterr().out
    assert main(["--lang", language, "show", "--format", "json", SAMPLE]) == 0
    assert capsys.readouterr().out == english
    assert main(["--lang", language, "show", SAMPLE]) == 0
    assert capsys.readouterr().out != english  # the text output did change language


def test_validate_summary_in_polish_has_real_plural_forms(capsys):
    """The real catalogue: the summary line's plurals were translated with the mechanism."""
    main(["--lang", "pl", "validate", RULE_BREAKS, SAMPLE])
    last = capsys.readouterr().out.splitlines()[-1]
    assert last.startswith("sprawdzono 2 pliki: ")


@pytest.mark.parametrize("language", ["pl", "hu", "ru"])
def test_validate_and_show_with_the_translators_catalogue_match_their_goldens(language, capsys):
    """The real catalogues, as a player reads them: findings with their fields filled in,
    the summary's plural forms, the totals and the leader line. Changes when a translation
    does: regenerate and read the diff."""
    def run(*args: str) -> str:
        main([*args, "validate", RULE_BREAKS, SAMPLE])
        main([*args, "show", RULE_BREAKS])
        return capsys.readouterr().out

    english, out = run("--lang", "en"), run("--lang", language)
    assert len(out.splitlines()) == len(english.splitlines())
    assert sum(a != b for a, b in zip(out.splitlines(), english.splitlines(), strict=True)) \
        > len(english.splitlines()) // 2  # most lines speak the language
    _matches_golden(f"validate-and-show.{language}.txt", out)


@pytest.mark.parametrize("language", ["pl", "hu", "ru"])
def test_a_counted_finding_is_translated_whatever_the_count(language, capsys):
    """A registry's `plural=` is one plural entry: every count's form is translated."""
    main(["--lang", language, "validate", str(STATED_VDT), str(OFFICER)])
    out = capsys.readouterr().out
    counted = [line for line in out.splitlines()
               if "[BI-LIST-UNIT-COUNT]" in line or "[SK-MAIN-DETACHMENT]" in line]
    assert len(counted) == 2
    for line in counted:
        text = line.split("] ", 1)[1]
        assert not {"fields", "units", "detachment", "marked"} & set(text.split()), line
