"""The real CLI entry point in other languages; machine output stays English."""

from __future__ import annotations

import pytest

from listbuilder.cli import main

SAMPLES = ["resources/samples", "tests/conformance/cases/army-rule-breaks/army-rule-breaks.yaml"]


@pytest.fixture(autouse=True)
def _at_root_with_fixed_width(repo_root, monkeypatch):
    monkeypatch.chdir(repo_root)
    monkeypatch.setenv("COLUMNS", "100")  # argparse wraps help to the terminal width
    for var in ("LISTBUILDER_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


def test_polish_help_golden(capsys):
    assert main(["--lang", "pl", "--help"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == ("użycie: listbuilder [-h] [--version] [--lang LANG] [--traceback] "
                        "COMMAND ...")
    assert "argumenty pozycyjne:" in lines and "opcje:" in lines
    after = lines[lines.index("opcje:") + 1:]
    options = after[:after.index("")] if "" in after else after  # the exit codes follow
    assert options == [
        "  -h, --help   pokaż tę pomoc i zakończ",
        "  --version    pokaż numer wersji programu i zakończ",
        "  --lang LANG  język komunikatów i drukowanych kart: en, pl, hu, ru; domyślnie: zmienna",
        "               LISTBUILDER_LANG, potem język systemu. Wyjście dla programów "
        "(--format json)",
        "               pozostaje po angielsku",
        "  --traceback  przy błędzie wewnętrznym wypisz także ślad stosu (do zgłoszenia usterki)",
    ]


@pytest.mark.parametrize(("argv", "env", "first_line"), [
    (["--lang", "ru", "--help"], {"LISTBUILDER_LANG": "hu"}, "использование: listbuilder"),
    (["--help"], {"LISTBUILDER_LANG": "hu"}, "használat: listbuilder"),
    (["--help"], {"LANG": "pl_PL.UTF-8"}, "użycie: listbuilder"),
    (["--help"], {"LANGUAGE": "ru", "LANG": "pl_PL.UTF-8"}, "использование: listbuilder"),
    (["--help"], {}, "usage: listbuilder"),
    (["validate", "--lang=hu", "--help"], {}, "használat: listbuilder validate"),
])
def test_language_precedence_on_the_command_line(argv, env, first_line, capsys, monkeypatch):
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert main(argv) == 0
    assert capsys.readouterr().out.startswith(first_line)


@pytest.mark.parametrize(("env", "message"), [
    ({}, "listbuilder: error: argument --lang: de is not a language listbuilder speaks; "
         "choose from en, pl, hu, ru"),
    ({"LANG": "pl_PL.UTF-8"}, "listbuilder: błąd: argument --lang: listbuilder nie zna języka "
                              "de; wybierz jeden z: en, pl, hu, ru"),
    ({"LANG": "hu_HU.UTF-8"}, "listbuilder: hiba: --lang argumentum: a listbuilder nem ismeri "
                              "a(z) de nyelvet; válasszon ezek közül: en, pl, hu, ru"),
    ({"LANG": "ru_RU.UTF-8"}, "listbuilder: ошибка: аргумент --lang: listbuilder не знает "
                              "языка de; выберите один из: en, pl, hu, ru"),
])
def test_an_unknown_language_is_a_usage_error_in_the_users_language(env, message, capsys,
                                                                       monkeypatch):
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert main(["--lang", "de", "validate", "army_lists"]) == 2
    captured = capsys.readouterr()
    assert (captured.out, captured.err) == ("", message + "\n")


def test_a_missing_value_is_a_usage_error(capsys):
    assert main(["validate", "army_lists", "--lang"]) == 2
    assert capsys.readouterr().err == (
        "listbuilder: error: argument --lang: expected one argument\n")


def test_an_unknown_environment_value_is_noted_and_the_system_language_used(capsys,
                                                                             monkeypatch):
    monkeypatch.setenv("LISTBUILDER_LANG", "klingon")
    monkeypatch.setenv("LANG", "pl_PL.UTF-8")
    assert main(["--help"]) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith("użycie: ")
    assert captured.err == ("listbuilder: LISTBUILDER_LANG=klingon: listbuilder nie zna tego "
                            "języka (en, pl, hu, ru); używam: pl\n")


def test_text_after_a_double_dash_is_never_taken_for_the_option(capsys):
    assert main(["validate", "--", "--lang"]) == 2  # a path named --lang: no such file
    assert "--lang: no such file or folder" in capsys.readouterr().err


@pytest.mark.parametrize("output", ["json", "github"])
@pytest.mark.parametrize("language", ["pl", "hu", "ru"])
def test_machine_output_stays_english(language, output, capsys):
    assert main(["validate", "--format", output, *SAMPLES]) == 1
    english = capsys.readouterr().out
    assert main(["--lang", language, "validate", "--format", output, *SAMPLES]) == 1
    assert capsys.readouterr().out == english


def test_a_runaway_value_is_quoted_short(capsys, monkeypatch):
    monkeypatch.setenv("LISTBUILDER_LANG", "x" * 100_000)
    assert main(["--version"]) == 0
    assert capsys.readouterr().err == (
        "listbuilder: LISTBUILDER_LANG=" + "x" * 39 + "… is not a language listbuilder "
        "speaks (en, pl, hu, ru); using en\n")


def test_argparse_speaks_the_language_only_while_it_parses(capsys):
    """argparse's words come from our catalogue for one command; afterwards argparse is
    gettext's again and the process's LANGUAGE untouched (gettext's own route changes it,
    and the C library then kept its messages in that language: cli/language.py)."""
    import argparse
    import gettext
    import os

    assert main(["--lang", "pl", "validate"]) == 2
    assert "wymagane są argumenty" in capsys.readouterr().err
    assert argparse._ is gettext.gettext and argparse.ngettext is gettext.ngettext
    assert "LANGUAGE" not in os.environ
