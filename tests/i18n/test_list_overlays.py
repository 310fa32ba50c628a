"""The bundled lists' own words in the player's language (issue 23, item 8): every name and
rule text of every bundled list has its pl/hu/ru overlay entry or is a published name kept as
printed; the window, `show`, the Markdown and the PDFs print them; a broken or missing entry
falls back to the list's words and `validate` locates what is wrong, never crashing."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import yaml

from listbuilder import i18n
from listbuilder.cli import main
from listbuilder.export import ExportOptions, write_pdf
from listbuilder.i18n import list_overlays
from listbuilder.storage.overlay_checks import (
    OVERLAYS_DIR,
    check_overlay,
    list_texts,
    read_overlay,
)
from tests.export.conftest import load
from tests.export.measure import pdf_text

ROOT = Path(__file__).resolve().parents[2]
LISTS = sorted((ROOT / "army_lists").rglob("*.yaml"))
SAMPLES = ROOT / "resources" / "samples"
SZWADRON = SAMPLES / "szwadron-brigade.army.yaml"
USB = SAMPLES / "usb-legend-on-dragon.army.yaml"
LANGUAGES = ("pl", "hu", "ru")


def overlay_path(list_id: str, language: str) -> Path:
    """The bundled overlay of a list in a language."""
    return OVERLAYS_DIR / language / "lists" / f"{list_id}.yaml"

#: A few words each language must print, from the Szwadron list and the USB troop menu.
POLISH = {SZWADRON: ["Batalion piechoty liniowej", "Pułk huzarów", "Walka w rozproszeniu",
                     "Przykładowa francuska brygada napoleońska"],
          USB: ["Ciężka piechota", "Broń strzelecka ciężkiej piechoty", "Broń specjalna",
                "Wielka broń strzelecka", "Liderzy", "USB — podstawowy spis oddziałów"]}
WORDS = {"hu": {SZWADRON: ["Sorgyalogos zászlóalj", "Huszárezred"],
                USB: ["Nehézgyalogság", "Nagy löveg"]},
         "ru": {SZWADRON: ["Батальон линейной пехоты", "Гусарский полк"],
                USB: ["Тяжёлая пехота", "Главное орудие"]},
         "pl": POLISH}


def _data(path: Path):
    return yaml.safe_load(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("path", LISTS, ids=lambda p: p.stem)
def test_every_name_and_rule_of_every_bundled_list_has_its_overlay_entry(path, language):
    data = _data(path)
    overlay = read_overlay(overlay_path(data["id"], language))
    assert overlay.problems == [] and overlay.language == language
    assert overlay.list_id == data["id"]
    missing = [t for t in list_texts(data)
               if t not in overlay.words and t not in overlay.published]
    assert missing == []
    assert check_overlay(overlay.path, data) == []  # nothing stale, nothing missing
    for english, text in overlay.words.items():  # translated, not copied over
        assert text != english or len(english) <= 3, english


def _rows(data) -> list[dict]:
    """A Basic Impetus list's unit rows, those its options add among them."""
    rows = list(data["units"])
    for option in data.get("options", []):
        rows += [r for key in ("add", "add_one_of") for r in option.get(key) or []
                 if isinstance(r, dict)]
    return rows


@pytest.mark.parametrize("language", LANGUAGES)
def test_published_names_stay_only_where_a_book_prints_them(language):
    """Basic Impetus units and armies are the publisher's names; a unit's name the book does
    not print (`inferred: [name]`: the French list's "Knights") is ours and is translated, as
    are the invented example lists' names (the skirmish list's Zulu titles stay)."""
    inferred_seen = 0
    for path in LISTS:
        data = _data(path)
        overlay = read_overlay(overlay_path(data["id"], language))
        if data["system"] == "basic-impetus":
            assert data["name"] in overlay.published
            for row in _rows(data):
                if "name" in row.get("inferred", []):
                    inferred_seen += 1
                    assert row["name"] not in overlay.published, (path.name, row["name"])
                    assert overlay.words.get(row["name"], row["name"]) != row["name"]
                else:
                    assert row["name"] in overlay.published, (path.name, row["name"])
        else:  # the books' own titles stay too (USB's "Uniwersalny System Bitewny")
            assert overlay.published <= {"Induna", "Inyanga", "USB v0.1",
                                         "Uniwersalny System Bitewny"}
    assert inferred_seen >= 20


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_inferred_name_is_printed_in_the_language_a_printed_one_as_printed(language,
                                                                             capsys):
    """The French sample: "Knights 1" (a name the book does not print) in the reader's words,
    "Genoese mercenaries" (printed by the book) as printed, in `show` and the Markdown."""
    knights = read_overlay(overlay_path("bi/french-1150-1330", language)).words["Knights"]
    sample = SAMPLES / "bi-french.army.yaml"
    for command in (["show"], ["export", "text"]):
        main(["--lang", language, *command, str(sample)])
        out = capsys.readouterr().out
        assert f"{knights} 1" in out and "Knights" not in out
        assert "Genoese mercenaries" in out


def test_validate_finds_the_bundled_overlays_clean(capsys):
    assert main(["validate", str(ROOT / "listbuilder" / "locale")]) == 0
    assert "0 errors, 0 warnings, 0 info" in capsys.readouterr().out


@pytest.mark.parametrize("language", LANGUAGES)
def test_show_and_the_markdown_print_the_lists_words(language, capsys, tmp_path):
    for sample, words in WORDS[language].items():
        assert main(["--lang", language, "show", str(sample)]) == 0
        shown = capsys.readouterr().out
        out = tmp_path / f"{sample.stem}.md"
        assert main(["--lang", language, "export", "text", str(sample), "-o", str(out)]) == 0
        markdown = out.read_text(encoding="utf-8")
        for word in words:
            assert word in shown or sample == USB and word.startswith("USB"), word
            assert word in markdown, word


def test_json_keeps_the_lists_own_words(capsys):
    assert main(["--lang", "pl", "show", "--format", "json", str(SZWADRON)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["list_name"] == "Example Napoleonic French brigade (invented costs)"
    assert {u["type_name"] for u in data["units"]} >= {"Line infantry battalion"}


def test_findings_name_the_list_words_in_the_language(tmp_path, capsys):
    army = tmp_path / "big.army.yaml"
    army.write_text(SZWADRON.read_text(encoding="utf-8").replace("figures: 12", "figures: 14"),
                    encoding="utf-8")
    main(["--lang", "pl", "validate", str(army)])
    out = capsys.readouterr().out
    assert "typu „Batalion piechoty liniowej” ma 6–12 figurek" in out
    assert "Line infantry" not in out


@pytest.mark.parametrize("kind", ["cards", "roster"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_pdf_printed_in_the_language_carries_the_lists_words(kind, language, tmp_path):
    for sample, words in WORDS[language].items():
        army = load(sample)
        out = tmp_path / f"{sample.stem}-{kind}.pdf"
        write_pdf(kind, army.view, army.system, out, ExportOptions(language=language))
        text = pdf_text(out)
        for word in words:
            if kind == "cards" and word.startswith(("USB", "Przykładowa")):
                continue  # a card names its unit, not the list
            # A roster's narrow type column wraps a long name: its words, in any order.
            found = word in text if kind == "cards" else all(w in text for w in word.split())
            assert found, (word, kind)
        assert "Line infantry battalion" not in text and "Heavy infantry" not in text


def test_a_pdf_printed_in_english_keeps_the_lists_words(tmp_path):
    army = load(SZWADRON)
    out = tmp_path / "cards.pdf"
    write_pdf("cards", army.view, army.system, out, ExportOptions(language="en"))
    assert "Line infantry battalion" in pdf_text(out)


# --- a missing or broken overlay entry falls back; validate locates, never crashes ---------

def _overlay_root(tmp_path: Path, text: str) -> Path:
    root = tmp_path / "locale"
    target = root / "pl" / "lists" / "szwadron" / "example-napoleonic.yaml"
    target.parent.mkdir(parents=True)
    target.write_text(text, encoding="utf-8")
    return root


BROKEN = """\
kind: army-list-words
format: 1
list: szwadron/example-napoleonic
language: pl
words:
  Line infantry battalion: Batalion piechoty liniowej
  Hussar regiment: 12
  Horse battery: ""
  Old text: Stary tekst
colour: red
"""


def test_a_broken_entry_falls_back_to_the_lists_words(tmp_path, monkeypatch):
    root = _overlay_root(tmp_path, BROKEN)
    found = list_overlays.words.__wrapped__("pl", root)
    assert found["Line infantry battalion"] == "Batalion piechoty liniowej"
    assert "Hussar regiment" not in found and "Horse battery" not in found
    monkeypatch.setattr(list_overlays, "words", lambda language: found)
    with i18n.speaking("pl"):
        assert list_overlays.word("Hussar regiment") == "Hussar regiment"
        assert list_overlays.word("Foot battery") == "Foot battery"  # no entry at all
        assert list_overlays.word("Line infantry battalion") == "Batalion piechoty liniowej"


def test_validate_locates_each_problem_of_an_overlay(tmp_path, capsys):
    path = tmp_path / "broken.yaml"
    path.write_text(BROKEN, encoding="utf-8")
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:7:20: error [WORDS-BAD-ENTRY] The translation of 'Hussar regiment'" in out
    assert f"{path}:8:18: error [WORDS-BAD-ENTRY]" in out
    assert f"{path}:9:3: warning [WORDS-STALE] The list has no text 'Old text'" in out
    assert f"{path}:10:1: warning [WORDS-UNKNOWN-KEY] 'colour'" in out
    assert "info [WORDS-MISSING] No translation of the list's text 'Foot battery'" in out


@pytest.mark.parametrize("text", [
    "kind: army-list-words\nformat: 2\nlist: [x]\nlanguage: de\nwords: 5\npublished: 3\n",
    "kind: army-list-words\nwords: {a: [b\n",
    "kind: army-list-words\n- 1\n",
    "kind: army-list-words\nformat: 1\nlist: nope/none\nlanguage: ru\nwords: {a: b}\n",
    "kind: army-list-words\nformat: 1\nlist: x\nlanguage: pl\nwords: {? [a]: b, c: [d]}\n",
    "kind: army-list-words\nformat: 1\nlist: x\nlanguage: pl\npublished: [1, {a: b}]\n",
])
def test_a_hostile_overlay_gets_located_errors_never_a_crash(tmp_path, text, capsys):
    path = tmp_path / "hostile.yaml"
    path.write_text(text, encoding="utf-8")
    assert main(["validate", str(path)]) == 1 or "warning" in capsys.readouterr().out
    for finding in check_overlay(path, None):
        assert finding.span is not None and finding.span.line >= 1
    root = tmp_path / "locale"
    shutil.copytree(tmp_path, root / "pl" / "lists", ignore=shutil.ignore_patterns("locale"))
    assert isinstance(list_overlays.words.__wrapped__("pl", root), dict)


def test_an_overlay_bounds_its_entries(tmp_path):
    long = "x" * (list_overlays.MAX_TEXT + 1)
    path = tmp_path / "long.yaml"
    path.write_text("kind: army-list-words\nformat: 1\nlist: usb/core\nlanguage: pl\n"
                    f"words:\n  Infantry: {long}\n", encoding="utf-8")
    overlay = read_overlay(path)
    assert overlay.words == {}
    assert [d.code for d in overlay.problems] == ["WORDS-BAD-ENTRY"]


# --- the window -------------------------------------------------------------------------

@pytest.fixture
def polish(qapp):
    from listbuilder.app.look.qt_i18n import install_translators

    install_translators(qapp, "pl")
    i18n.use("pl")
    yield
    install_translators(qapp, "en")
    i18n.use("en")


@pytest.mark.gui
@pytest.mark.parametrize("sample", [SZWADRON, USB], ids=["szwadron", "usb"])
def test_a_polish_window_shows_the_lists_words(qtbot, polish, sample, tmp_path):
    from listbuilder.app.tables.units_model import UnitsModel
    from listbuilder.app.window.main_window import MainWindow
    from listbuilder.storage.list_catalog import bundled_catalog

    window = MainWindow(bundled_catalog())
    qtbot.addWidget(window)
    window.show()
    copy = tmp_path / sample.name
    shutil.copyfile(sample, copy)
    assert window.open_path(str(copy))
    model = window.editor.model
    cells = [model.index(r, c).data() or "" for r in range(model.rowCount())
             for c in (UnitsModel.NAME, UnitsModel.TYPE, UnitsModel.PROFILE)]
    table = " ".join(str(c) for c in cells)
    shown = table + " " + window.editor.list_label.text()
    window.editor.select_units([window.doc.view.units[1].id])
    panel = window.editor.fields_panel
    shown += " " + panel.unit_title.text()
    texts = [w.text() for w in panel.findChildren(type(panel.unit_title))]
    from PySide6.QtWidgets import QComboBox

    for box in panel.findChildren(QComboBox):
        texts += [box.itemText(i) for i in range(box.count())]
    shown += " " + " ".join(texts)
    browser = window.browser.model
    shown += " " + " ".join(str(browser.index(r, 0).data()) for r in range(browser.rowCount()))
    expected = {SZWADRON: ["Batalion piechoty liniowej", "Pułk huzarów",
                           "Przykładowa francuska brygada napoleońska (wymyślone koszty)"],
                USB: ["Ciężka piechota", "Pojazd", "USB — podstawowy spis oddziałów"]}[sample]
    for word in expected:
        assert word in shown, word
    assert "Line infantry battalion" not in table and "Heavy infantry" not in table
    window.doc.undo_stack.setClean()
    window.close()


def test_the_skirmish_models_are_named_in_the_language(tmp_path):
    out = tmp_path / "skirmish.md"
    sample = SAMPLES / "skirmish-small.army.yaml"
    assert main(["--lang", "pl", "export", "text", str(sample), "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert "10 × Strzelec kolonialny — Szeregowiec" in text
    assert "Przykładowy oddział — kolonialne siły polowe, 1879" in text


def test_an_overlay_in_a_lists_folder_is_no_broken_list(tmp_path):
    from listbuilder.storage.list_catalog import Catalog

    folder = tmp_path / "lists"
    folder.mkdir()
    shutil.copyfile(overlay_path("usb/core", "pl"), folder / "usb-core.pl.yaml")
    catalog = Catalog.from_paths([folder])
    assert catalog.failed == [] and catalog.crashed == []


# --- a player's own lists ------------------------------------------------------------------

SZWADRON_LIST = ROOT / "army_lists" / "szwadron" / "example-napoleonic.yaml"
OWN_WORDS = """\
kind: army-list-words
format: 1
list: my/brigade
language: pl
words:
  My own brigade: Moja własna brygada
  My line battalion: Mój batalion liniowy
published: [Old Guard]
"""


def _own_folder(tmp_path: Path) -> tuple[Path, Path]:
    """A player's lists folder with a copy of the Szwadron list under its own id and words,
    and an army built on it (outside the folder)."""
    folder = tmp_path / "my-lists"
    folder.mkdir()
    text = SZWADRON_LIST.read_text(encoding="utf-8")
    text = text.replace("id: szwadron/example-napoleonic", "id: my/brigade")
    text = text.replace("name: Example Napoleonic French brigade (invented costs)",
                        "name: My own brigade")
    text = text.replace("name: Line infantry battalion", "name: My line battalion")
    (folder / "brigade.yaml").write_text(text, encoding="utf-8")
    army = tmp_path / "brigade.army.yaml"
    army_text = SZWADRON.read_text(encoding="utf-8")
    army_text = army_text.replace("list: szwadron/example-napoleonic", "list: my/brigade")
    army.write_text("\n".join(line for line in army_text.splitlines()
                              if not line.startswith("list_stamp:")) + "\n", encoding="utf-8")
    return folder, army


@pytest.fixture
def own_folders():
    yield
    list_overlays.forget_folders()


def test_a_players_folder_carries_its_lists_words(tmp_path, capsys, own_folders):
    folder, army = _own_folder(tmp_path)
    words = folder / "locale" / "pl" / "my" / "brigade.yaml"
    words.parent.mkdir(parents=True)
    words.write_text(OWN_WORDS, encoding="utf-8")
    assert main(["--lang", "pl", "show", str(army), "--lists", str(folder)]) in (0, 1)
    shown = capsys.readouterr().out
    assert "Mój batalion liniowy" in shown and "My line battalion" not in shown
    out = tmp_path / "brigade.md"
    assert main(["--lang", "pl", "export", "text", str(army), "--lists", str(folder),
                 "-o", str(out)]) == 0
    markdown = out.read_text(encoding="utf-8")
    assert "Moja własna brygada" in markdown and "Mój batalion liniowy" in markdown
    # The bundled words of the same list still read as before: the copy's other texts.
    assert "Pułk huzarów" in markdown
    pdf = tmp_path / "brigade.pdf"
    assert main(["--lang", "pl", "export", "cards", str(army), "--lists", str(folder),
                 "-o", str(pdf)]) == 0
    assert "Mój batalion liniowy" in pdf_text(pdf)
    # validate finds the folder's words clean (beside its WORDS-MISSING notes).
    assert main(["validate", str(folder)]) == 0
    report = capsys.readouterr().out
    assert "WORDS-NOT-READ" not in report and "WORDS-STALE" not in report


def test_a_folders_words_serve_only_the_lists_of_that_folder(tmp_path, capsys, own_folders):
    """Words for a list the folder does not hold (here the bundled USB menu) are not read:
    a player's folder does not rename the bundled lists."""
    folder, army = _own_folder(tmp_path)
    stray = folder / "locale" / "pl" / "usb-core.yaml"
    stray.parent.mkdir(parents=True)
    stray.write_text(OWN_WORDS.replace("list: my/brigade", "list: usb/core")
                     .replace("My own brigade", "Heavy infantry"), encoding="utf-8")
    assert main(["--lang", "pl", "show", str(USB), "--lists", str(folder)]) in (0, 1)
    assert "Moja własna brygada" not in capsys.readouterr().out
    assert main(["validate", str(folder)]) == 0
    out = capsys.readouterr().out
    assert f"{stray}:4:11: warning [WORDS-NOT-READ]" in out


def test_words_kept_beside_the_list_are_reported_as_never_read(tmp_path, capsys, own_folders):
    folder, army = _own_folder(tmp_path)
    beside = folder / "brigade.pl.yaml"
    beside.write_text(OWN_WORDS, encoding="utf-8")
    assert main(["--lang", "pl", "show", str(army), "--lists", str(folder)]) in (0, 1)
    assert "Mój batalion liniowy" not in capsys.readouterr().out
    assert main(["validate", str(folder)]) == 0
    out = capsys.readouterr().out
    assert f"{beside}:4:11: warning [WORDS-NOT-READ]" in out, out
    assert "'locale/pl/'" in out
    # Checked against its list, though 'brigade.pl.yaml' sorts before 'brigade.yaml'.
    assert "WORDS-UNKNOWN-LIST" not in out and f"{beside}:7:3: warning [WORDS-STALE]" not in out


def test_a_broken_overlay_in_a_players_folder_loses_nothing(tmp_path, capsys, own_folders):
    folder, army = _own_folder(tmp_path)
    broken = folder / "locale" / "pl" / "brigade.yaml"
    broken.parent.mkdir(parents=True)
    broken.write_text(OWN_WORDS.replace("  My line battalion: Mój batalion liniowy",
                                        "  My line battalion: [Mój]\n  bad: {"),
                      encoding="utf-8")
    (broken.parent / "loop").symlink_to(broken.parent, target_is_directory=True)
    assert main(["--lang", "pl", "show", str(army), "--lists", str(folder)]) in (0, 1)
    assert "My line battalion" in capsys.readouterr().out  # the list's own words
    assert main(["validate", str(folder)]) == 1
    out = capsys.readouterr().out
    assert f"{broken}:" in out and "error [YAML-" in out


def test_a_folders_words_follow_its_files(tmp_path, capsys, own_folders):
    """The editor builds its catalog again when the player's files change: the words shown
    change with them, without a restart."""
    from listbuilder.storage.list_catalog import Catalog

    folder, _army = _own_folder(tmp_path)
    words = folder / "locale" / "pl" / "brigade.yaml"
    words.parent.mkdir(parents=True)
    words.write_text(OWN_WORDS, encoding="utf-8")
    Catalog.from_paths([folder])
    with i18n.speaking("pl"):
        assert list_overlays.word("My line battalion") == "Mój batalion liniowy"
        words.write_text(OWN_WORDS.replace("Mój batalion liniowy", "Nasz batalion"),
                         encoding="utf-8")
        Catalog.from_paths([folder])
        assert list_overlays.word("My line battalion") == "Nasz batalion"
        assert list_overlays.word("Old Guard") == "Old Guard"  # kept as printed


def test_validating_a_folder_names_its_lists_words_in_the_language(tmp_path, capsys,
                                                                   own_folders):
    folder, army = _own_folder(tmp_path)
    words = folder / "locale" / "pl" / "brigade.yaml"
    words.parent.mkdir(parents=True)
    words.write_text(OWN_WORDS, encoding="utf-8")
    (folder / "big.army.yaml").write_text(
        army.read_text(encoding="utf-8").replace("figures: 12", "figures: 14"),
        encoding="utf-8")
    main(["--lang", "pl", "validate", str(folder)])
    out = capsys.readouterr().out
    assert "typu „Mój batalion liniowy” ma 6–12 figurek" in out, out
    # The book's names (edition, publisher, title) may be translated, never asked for.
    assert "„Szwadron v1 (2008-05-25)”" not in out and "„listbuilder example”" not in out
