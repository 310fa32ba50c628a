"""Texts that were still printed in English in pl/hu/ru (the leftovers of issue 13), through
the real entry point and the translators' catalogues; JSON and codes stay English."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

from listbuilder import i18n
from listbuilder.cli import main
from listbuilder.core.list_diff import list_changes
from listbuilder.core.messages import Phrase, shown
from listbuilder.storage.open_army import open_army
from listbuilder.storage.share import ShareCodeError, decode

SKIRMISH = "resources/samples/skirmish-small.army.yaml"
STATED_VDT = "tests/conformance/cases/stated-vdt-as-printed/stated-vdt-as-printed.yaml"
GAME_SIZE = {"pl": "Format gry: mały", "hu": "Játékméret: kis",
             "ru": "Игровой формат: маленький"}
SYSTEM_NAME = {"pl": "Potyczka (punkty morale)", "hu": "Csetepaté (morálpontok)",
               "ru": "Стычка (очки морали)"}


@pytest.fixture(autouse=True)
def _at_root(repo_root, monkeypatch):
    monkeypatch.chdir(repo_root)
    monkeypatch.delenv("LISTBUILDER_LANG", raising=False)


@pytest.mark.parametrize("language", ["pl", "hu", "ru"])
def test_the_skirmish_game_format_and_system_name_are_words_of_the_language(language, capsys):
    for command in (["show"], ["export", "text"]):
        main(["--lang", language, *command, SKIRMISH])
        out = capsys.readouterr().out
        assert GAME_SIZE[language] in out and "small" not in out, out
    main(["--lang", language, "export", "text", SKIRMISH])
    out = capsys.readouterr().out
    assert SYSTEM_NAME[language] in out and "Skirmish (morale points)" not in out
    main(["--lang", language, "show", "--format", "json", SKIRMISH])
    assert json.loads(capsys.readouterr().out)["totals"]["game_format"] == "small"


@pytest.mark.parametrize("language", ["pl", "hu", "ru"])
def test_the_stated_vdt_shape_hint_is_translated_and_json_keeps_english(language, capsys):
    main(["--lang", language, "validate", STATED_VDT])
    line = next(ln for ln in capsys.readouterr().out.splitlines() if "SCHEMA-BAD-FORM" in ln)
    assert "write it as a list" not in line and "the book's" not in line, line
    assert "'stated_vdt: [{vdt: 16, break_at: 8}]'" in line and "'{vdt: 20, break_at: 10}'" in line
    main(["--lang", language, "validate", "--format", "json", STATED_VDT])
    found = json.loads(capsys.readouterr().out)
    messages = [f["message"] for f in (found if isinstance(found, list) else found["findings"])
                if f["code"] == "SCHEMA-BAD-FORM"]
    assert messages == ["'stated_vdt': write it as a list of items, e.g. 'stated_vdt: [{vdt: 16, "
                        "break_at: 8}]', adding 'options: [id]' to an item for a VDT stated "
                        "with options; the book's '20/10' is '{vdt: 20, break_at: 10}'."]


def test_usb_cost_breakdown_items_built_by_the_view_are_translated():
    view, _, _ = open_army(Path("resources/samples/usb-legend-on-dragon.army.yaml"), [])
    assert view is not None
    items = [c.item for u in view.units for c in u.cost_breakdown]
    built = [item for item in items if isinstance(item, Phrase)]
    assert {"Mount: Ancient dragon", "Vehicle base", "Growth × 6"} <= set(built)
    three = [next(item for item in built if item == english)
             for english in ("Mount: Ancient dragon", "Vehicle base", "Growth × 6")]
    i18n.use("ru")
    assert [shown(item) for item in three] == [
        "Верховое чудовище: Ancient dragon", "Техника: базовая стоимость", "Рост × 6"]
    i18n.use("pl")
    assert shown(three[2]) == "Wzrost × 6"


@pytest.mark.parametrize(("language", "words"), [
    ("pl", "Kod udostępniania"), ("hu", "megosztási kód"), ("ru", "Код обмена")])
def test_share_code_errors_speak_the_language(language, words, capsys, tmp_path):
    i18n.use(language)
    for code in ("XYZ", "LB1.!!!!", "LB1." + "A" * 30_000):
        with pytest.raises(ShareCodeError) as caught:
            decode(code)
        assert words.lower() in str(caught.value).lower(), str(caught.value)
    i18n.use("en")
    assert main(["--lang", language, "import", "XYZ", "-o", str(tmp_path / "a.yaml")]) == 2
    assert words.lower() in capsys.readouterr().err.lower()


def test_what_changed_in_a_list_is_said_in_the_language():
    old = {"units": [{"id": "a", "name": "Knights", "VBU": 7, "tags": []},
                     {"id": "b", "name": "Foot"}], "big_units": [{"x": 1}]}
    new = copy.deepcopy(old)
    new["units"][0].update(VBU=6, tags=None, weapon="bow")
    del new["units"][1]
    new["units"].append({"id": "c", "name": "Archers"})
    new["big_units"] = [{"x": 1}, {"x": 2}]
    english = list_changes(old, new)
    i18n.use("pl")
    polish = list_changes(old, new)
    assert english == ["units: Foot removed", "units: Archers added",
                       "units › Knights: VBU 7 → 6", "units › Knights: tags none → none",
                       "units › Knights: weapon added (bow)",
                       "big_units 1 entry → 2 entries"]
    assert polish == ["units: usunięto Foot", "units: dodano Archers",
                      "units › Knights: VBU 7 → 6", "units › Knights: tags brak → brak",
                      "units › Knights: dodano weapon (bow)",
                      "big_units 1 pozycja → 2 pozycje"]


@pytest.mark.parametrize(("language", "bound", "length"), [
    ("pl", "wartość musi wynosić co najmniej 1", "Tekst może mieć najwyżej 200 znaków"),
    ("hu", "az értéknek legalább 1 kell lennie", "A szöveg legfeljebb 200 karakter hosszú lehet"),
    ("ru", "значение должно быть не меньше 1", "Текст должен содержать не более 200 символов"),
])
def test_pydantics_bounds_are_said_in_the_language_and_json_keeps_its_words(
        language, bound, length, tmp_path, capsys):
    sample = Path("resources/samples/usb-240.army.yaml").read_text(encoding="utf-8")
    army = tmp_path / "bounds.army.yaml"
    army.write_text(sample.replace("points_limit: 240", "points_limit: -5").replace(
        "name: Border patrol", "name: " + "x" * 300), encoding="utf-8")
    main(["--lang", language, "validate", str(army)])
    out = capsys.readouterr().out
    assert bound in out and length in out and "should" not in out, out
    main(["--lang", language, "validate", "--format", "json", str(army)])
    found = {f["code"]: f["message"] for f in json.loads(capsys.readouterr().out)["findings"]}
    assert found["SCHEMA-OUT-OF-RANGE"].endswith(": input should be greater than or equal to 1.")
    assert found["SCHEMA-INVALID"] == "'name': String should have at most 200 characters."


def test_a_bound_pydantic_words_otherwise_keeps_pydantics_text():
    from listbuilder.storage.schema_errors import _bound

    err = {"msg": "Dictionary should have at least 1 item after validation, not 0"}
    assert _bound("too_short", {"min_length": 1, "actual_length": 0}, err) == err["msg"].lower()
    list_err = {"msg": "List should have at least 2 items after validation, not 1"}
    i18n.use("ru")
    assert shown(_bound("too_short", {"min_length": 2, "actual_length": 1}, list_err)) == \
        "в списке должно быть не менее 2 элементов, а сейчас 1"


@pytest.mark.parametrize(("language", "required", "choice"), [
    ("pl", "błąd: wymagane są argumenty: PATH", "nieprawidłowy wybór: 'xml'"),
    ("hu", "hiba: a következő argumentumok kötelezők: PATH", "érvénytelen választás: 'xml'"),
    ("ru", "ошибка: требуются аргументы: PATH", "недопустимый вариант: 'xml'"),
])
def test_argparse_errors_speak_the_language(language, required, choice, capsys):
    for args, expected in ((["validate"], required), (["validate", "--format", "xml", "a"],
                                                      choice)):
        assert main(["--lang", language, *args]) == 2
        err = capsys.readouterr().err
        assert expected in err and "error" not in err, err
    assert main(["validate"]) == 2  # English stays English after another language's run
    assert "error: the following arguments are required: PATH" in capsys.readouterr().err


SZWADRON = "resources/samples/szwadron-brigade.army.yaml"
SCALE_WORD = {"pl": "Standardowa", "hu": "Szabványos", "ru": "Стандартный"}


@pytest.mark.parametrize("language", ["pl", "hu", "ru"])
def test_szwadrons_scale_is_a_word_of_the_language(language, capsys):
    """'Масштаб: standard': Szwadron's one scale printed as its id in show and export text."""
    for command in (["show"], ["export", "text"]):
        main(["--lang", language, *command, SZWADRON])
        out = capsys.readouterr().out
        assert SCALE_WORD[language] in out and not re.search(r"\bstandard\b", out), out
    main(["--lang", language, "show", SZWADRON, "--format", "json"])
    assert json.loads(capsys.readouterr().out)["scale"] == "standard"  # tools read the id
