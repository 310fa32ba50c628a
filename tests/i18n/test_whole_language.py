"""What was still English in a translated session (issue 23 item 4): `explain`'s help, the
severity word of `validate` lines, USB card headers, centimetres in Russian, the YAML
reader's and the system's own words (wrapped in our sentence, kept after it), the export
command's line."""

from __future__ import annotations

import errno

import pytest

from listbuilder.cli import main
from listbuilder.i18n import speaking
from listbuilder.storage.os_reasons import os_reason
from listbuilder.systems.basic_impetus.printables import centimetres
from listbuilder.systems.usb import printables as usb_printables
from tests.export.conftest import load

RULE_BREAKS = "tests/conformance/cases/army-rule-breaks/army-rule-breaks.yaml"
SEVERITY = {"pl": "błąd", "hu": "hiba", "ru": "ошибка"}


@pytest.fixture(autouse=True)
def _at_root(repo_root, monkeypatch):
    monkeypatch.chdir(repo_root)
    monkeypatch.setenv("COLUMNS", "100")
    for var in ("LISTBUILDER_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)


@pytest.mark.parametrize("lang", sorted(SEVERITY))
def test_validate_lines_name_the_severity_in_the_readers_language(lang, capsys):
    main(["--lang", lang, "validate", RULE_BREAKS])
    lines = [ln for ln in capsys.readouterr().out.splitlines() if "[BI-" in ln]
    assert lines and all(f": {SEVERITY[lang]} [BI-" in ln for ln in lines if "error" in ln
                         or SEVERITY[lang] in ln)
    assert not any(": error [" in ln for ln in lines)


def test_json_keeps_the_english_severity(capsys):
    main(["--lang", "pl", "validate", "--format", "json", RULE_BREAKS])
    assert '"severity": "error"' in capsys.readouterr().out


def test_explain_help_is_translated(capsys):
    assert main(["--lang", "pl", "explain", "--help"]) == 0
    out = capsys.readouterr().out
    assert "wypisz wszystkie kody" in out and "list every code" not in out


def test_russian_cards_write_centimetres_as_russians_do():
    with speaking("ru"):
        assert centimetres(16) == "16 см"
    with speaking("pl"):
        assert centimetres(16) == "16 cm"


def test_usb_card_headers_are_the_books_cios_in_polish():
    view = load("resources/samples/usb-240.army.yaml").view
    assert view is not None
    with speaking("pl"):
        labels = [s.label for s in usb_printables.card(view.units[0]).stats]
    assert labels[:4] == ["C", "I", "O", "S"] and labels[-1] == "Pkt"


def test_the_yaml_readers_words_follow_our_own_sentence(tmp_path, capsys):
    broken = tmp_path / "broken.army.yaml"
    broken.write_text("kind: army\nformat: 1\nname: [unclosed\n", encoding="utf-8")
    main(["--lang", "pl", "validate", str(broken)])
    line = next(ln for ln in capsys.readouterr().out.splitlines() if "[YAML-SYNTAX]" in ln)
    ours, _, theirs = line.partition("Komunikat czytnika YAML: ")
    assert "W tym miejscu plik nie jest poprawnym YAML-em" in ours and theirs


def test_the_systems_words_follow_our_own_reason():
    refused = PermissionError(errno.EACCES, "Permission denied")
    with speaking("hu"):
        assert os_reason(refused).text() == ("nincs hozzá jogosultsága (a rendszer üzenete: "
                                             "Permission denied)")
    odd = OSError(errno.EIO, "Input/output error")
    with speaking("ru"):
        assert os_reason(odd).text() == "сообщение системы: Input/output error"


def test_the_export_line_names_the_document_in_polish(tmp_path, capsys):
    out = tmp_path / "cards.pdf"
    assert main(["--lang", "pl", "export", "cards", "resources/samples/bi-scots.army.yaml",
                 "-o", str(out)]) == 0
    assert capsys.readouterr().out.strip().endswith(": karty oddziałów, 2 strony")


def test_skirmish_upgrades_are_the_rules_words_not_file_keys():
    from listbuilder.systems.skirmish.facts import ModelEntry
    from listbuilder.systems.skirmish.printables import _model_line

    model = ModelEntry(type="officer", name="Field commander", role="senior-officer", count=1,
                       mounted=False, cost_each=100, points=100, morale_points=4,
                       upgrades=("stubborn",), bases={})
    with speaking("ru"):
        assert "(Упорный)" in _model_line(model) and "stubborn" not in _model_line(model)
