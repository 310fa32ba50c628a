"""The shapes the text players really paste takes, read as the clean page is read.

Each class is tried on every conformance page that can show it, not on one example: headings
gone (on the publisher's web pages most headings are pictures), rows a PDF broke at any
place, column headers run together or spaced, VDT variants in either order, notes with the
weapon first, option prose naming alternatives, and the page's rules reaching their rows.
"""

from __future__ import annotations

import random
import re

import pytest
from ruamel.yaml import YAML

from listbuilder.core.page_import import PageImport
from listbuilder.systems import get_system
from listbuilder.systems.basic_impetus.page_import.lines import Kind, cleaned_line, furniture
from tests.conformance.importer.cases import HERE
from tests.page_import.test_paste_shapes import _lists

#: The conformance pages whose armies all have their headings printed.
WITH_HEADINGS = ["vol15-english", "vol19-english", "vol19-italian", "pdf-paste",
                 "italian-page", "browser-paste", "headers-and-variants"]


def _import(text: str, names: dict[int, str] | None = None) -> PageImport:
    system = get_system("basic-impetus")
    assert system is not None
    result = system.import_page(text, "page.txt", names)
    assert result is not None
    return result


def _page(case: str) -> str:
    return (HERE / case / "page.txt").read_text(encoding="utf-8")


def _codes(result: PageImport) -> list[str]:
    return [f"{d.span.line if d.span else 0} {d.code}" for d in result.findings]


def _bodies(text: str, names: dict[int, str] | None = None) -> list[dict]:
    """Each list's units, options, rules and stated VDT, in page order (names aside)."""
    out = []
    for imported in _import(text, names).lists:
        data = YAML(typ="safe").load(imported.text)
        out.append({"units": data["units"], "options": [
            {k: v for k, v in o.items() if k not in ("text", "name")}
            for o in data.get("options") or []],
            "rules": [r["text"] for r in data.get("special_rules") or []],
            "vdt": data.get("stated_vdt")})
    return out


def _headings_as_pictures(text: str) -> tuple[str, dict[int, str]]:
    """The page with each army's heading lines blank, as a browser copies a heading that is
    a picture; and each army's heading, by its number, to give back."""
    lines = text.splitlines()
    kinds = _import(text).line_kinds
    names: dict[int, str] = {}
    number, previous = 0, ""
    for index, kind in enumerate(kinds):
        if kind == "heading":
            if previous != "heading":
                number += 1
                names[number] = lines[index]
            else:
                names[number] += " " + lines[index]
            lines[index] = ""
        previous = kind
    return "\n".join(lines), names


@pytest.mark.parametrize("case", WITH_HEADINGS)
def test_a_page_whose_headings_are_pictures_gives_the_same_armies(case):
    text = _page(case)
    gone, names = _headings_as_pictures(text)
    result = _import(gone)
    assert len(result.lists) == len(_import(text).lists)
    assert all(i.placeholder for i in result.lists)
    assert [i.name for i in result.lists] == [f"Army {i.number} of the page"
                                              for i in result.lists]
    missing = [c for c in _codes(result) if c.endswith("BI-IMPORT-HEADING-MISSING")]
    assert len(missing) == len(result.lists)
    # the units and options are the clean page's; named back, the lists are the clean page's
    clean = _bodies(text)
    assert [b["units"] for b in _bodies(gone)] == [b["units"] for b in clean]
    assert _lists(gone, names) == _lists(text)
    assert not [i for i in _import(gone, names).lists if i.placeholder]


def _broken(text: str, seed: int) -> str:
    """Every row broken over two lines at a place chosen at random: inside its numbers,
    after them, inside its name, before or inside its weapon (never right after the count,
    which would leave a line a page number)."""
    rng = random.Random(seed)
    out = []
    kinds = _import(text).line_kinds
    for line, kind in zip(text.splitlines(), kinds, strict=True):
        words = line.split()
        if kind in ("row", "option-row") and len(words) > 3 and re.match(r"\d", words[0]):
            at = rng.randrange(2, len(words))
            out += [" ".join(words[:at]), " ".join(words[at:])]
        else:
            out.append(line)
    return "\n".join(out)


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("case", ["vol15-english", "vol19-english", "web-page-vol20",
                                  "italian-page"])
def test_rows_a_pdf_broke_anywhere_give_the_same_lists(case, seed):
    text = _page(case)
    assert _bodies(_broken(text, seed)) == _bodies(text)


@pytest.mark.parametrize(("first", "second"), [
    ("1 FL(*) 6 5 2 3 Imperial", "Guard"),
    ("1 CL 12 3 0 2 Shamans", "- impetuous"),
    ("1 FL(*) 6 5", "2 3 Imperial Guard"),
    ("1 S 8 2 0 1 Archers - short", "bow B"),
    ("1 T 5 3 0 2 Mercenaries - crossbow", "A"),
    ("1 FL 8 4 2 2 Highlanders or", "Islemen - short bow B - Impetuous"),
    ("4 T 5 4 1 2 Skoutatoi", "and archers long spear and short bow B"),
])
def test_a_row_broken_in_two_is_the_unbroken_row(first, second):
    head = "Steppe Horde (VDT=9/5)\n2 CM(*) 10 5 2 3 Khans\n"
    tail = "\n1 S 8 2 0 1 Hunters - javelin\n"
    assert _bodies(head + f"{first}\n{second}" + tail) == _bodies(head + f"{first} {second}"
                                                                  + tail)


def test_a_heading_right_under_a_row_is_not_taken_for_the_rest_of_its_name():
    page = ("Normans (VDT=5/3)\n1 CP(*) 10 6 4 3 Milites\n1 S 8 2 0 1 Bretons\n"
            "ANGLO-SAXONS\n2 FP(*) 5 6 2 3 Huscarls\n"
            "Byzantines 1000-1100 AD\n3 CM(*) 10 5 2 3 Kavallarioi\n")
    assert [i.name for i in _import(page).lists] == ["Normans", "Anglo-Saxons",
                                                     "Byzantines 1000-1100 AD"]


@pytest.mark.parametrize("header", [
    "NrTipoMVBUIVDNote e armi da tiro", "NumeroTipoMVBUIVDNote e armi da tiro",
    "Number Type M VBU I VD Notes and missile weapons",
    "Number  Type  M  VBU  I  VD  Notes and  missile  weapons",
    "N. Tipo M VBU I VD Note", "Nr.\tType\tM\tVBU\tI\tVD\tNotes", "NUMBER TYPE M VBU I VD",
    "Unità Tipo M VBU I VD Note e armi da tiro", "# Type M VBU I VD Weapons",
])
def test_a_column_header_is_furniture_in_any_spacing(header):
    assert furniture(cleaned_line(header)) is Kind.COLUMNS
    page = f"Normans (VDT=4/2)\n{header}\n1 CP(*) 10 6 4 3 Milites\n1 S 8 2 0 1\n" \
           f"Anglo-Saxons\n{header}\n2 FP(*) 5 6 2 3 Huscarls\n"
    result = _import(page)
    assert [i.name for i in result.lists] == ["Normans", "Anglo-Saxons"]
    assert result.line_kinds[1] == result.line_kinds[5] == "columns"


#: (base words, variant words): every wording a page prints, each read in both orders.
_BASE = ["", "if without options", "se senza opzioni", "senza opzioni", "without options"]
_VARIANT = ["con opzione", "se con opzione", "with option", "with the option",
            "with Carroccio"]


@pytest.mark.parametrize("base", _BASE)
@pytest.mark.parametrize("variant", _VARIANT)
@pytest.mark.parametrize("order", ["base first", "variant first"])
@pytest.mark.parametrize("separator", [" or ", " o ", ", ", " oppure "])
def test_a_headings_vdt_variants_in_either_order(base, variant, order, separator):
    plain = f"VDT=17/9 {base}".strip()
    with_option = f"VDT=19/10 {variant}" if order == "base first" or not variant.startswith(
        ("con", "se")) else f"{variant} VDT=19/10"
    if order == "base first":
        stated = f"{plain}{separator}{with_option}"
        if variant.startswith(("con", "se")) and separator.strip() in ("o", "or", "oppure"):
            stated = f"{plain}{separator}{variant} VDT=19/10"  # '17/9 o con opzione 19/10'
    else:
        stated = f"{with_option}{separator}{plain}"
    page = (f"Magyars ({stated})\n2 CM(*) 10 5 2 3 composite bow B\n"
            "3 CL 14 3 0 2 composite bow B\n2 CL 12 4 0 2 Szekely - composite bow B\n"
            "1 FL 8 4 1 1 Slavs - javelin\n1 S 8 2 0 1 Slavs - short bow B\n"
            "Option: change the FL + S Units with:\n"
            "1 W 5 5 0 4 Carroccio wagon\n")
    data = YAML(typ="safe").load(_import(page).lists[0].text)
    stated_vdt = sorted(data["stated_vdt"], key=lambda s: s["vdt"])
    assert stated_vdt == [{"vdt": 17, "break_at": 9},
                          {"options": ["option"], "vdt": 19, "break_at": 10}], stated


@pytest.mark.parametrize(("row", "name", "weapons", "traits"), [
    ("2 CL 12 4 0 2 composite bow B - Szekeley", "Szekeley", ["composite-bow-b"], []),
    ("1 FL 8 4 1 1 javelin - Slav", "Slav", ["javelin"], []),
    ("1 S 8 2 0 1 short bow B - Slav", "Slav", ["short-bow-b"], []),
    ("1 FL 8 4 2 2 impetuous - Highlanders", "Highlanders", [], ["impetuous"]),
    ("1 S 8 2 0 1 javelin, sling - Slingers", "Slingers", ["javelin", "sling"], []),
])
def test_notes_with_the_weapon_first_give_the_weapon_and_the_name(row, name, weapons, traits):
    result = _import(f"Magyars (VDT=3/2)\n{row}\n")
    unit = YAML(typ="safe").load(result.lists[0].text)["units"][0]
    assert unit["name"] == name
    assert (unit.get("weapon_choice") or [unit.get("weapon")] if "weapon" in unit
            or "weapon_choice" in unit else []) == weapons
    assert unit.get("traits", []) == traits
    assert not [c for c in _codes(result) if "ROW-" in c]


@pytest.mark.parametrize(("row", "code", "name"), [
    ("1 S 8 2 0 1 blowpipe", "BI-IMPORT-ROW-TEXT-KEPT", "Skirmishers"),
    ("1 S 8 2 0 1 Blowpipe", "BI-IMPORT-ROW-TEXT-KEPT", "Skirmishers"),
    ("1 S 8 2 0 1 Hunters - blowpipe B", "BI-IMPORT-ROW-TEXT-KEPT", "Hunters"),
    ("1 S 8 2 0 1 blowpipe - Hunters", "BI-IMPORT-ROW-TEXT-KEPT", "Hunters"),
    ("1 FP 5 4 1 2 Guard - two-handed axes", "BI-IMPORT-ROW-TEXT-KEPT", "Guard"),
    ("1 CL 12 3 0 1 Berrovieri - various", "BI-IMPORT-ROW-TEXT-KEPT", "Berrovieri"),
    ("1 CL 12 3 0 1 various", "BI-IMPORT-ROW-NAME-KEPT", "various"),
])
def test_a_weapon_word_the_importer_does_not_know_is_never_silently_a_name(row, code, name):
    result = _import(f"Hunters (VDT=3/2)\n{row}\n")
    unit = YAML(typ="safe").load(result.lists[0].text)["units"][0]
    assert unit["name"] == name
    assert f"2 {code}" in _codes(result)
    warning = next(d for d in result.findings if d.code == code)
    assert "If it is a weapon, give it to the unit" in warning.text()


def test_option_prose_naming_alternatives_keeps_them_all():
    text = _page("web-page-vol20")
    data = YAML(typ="safe").load(_import(text).lists[1].text)
    option = data["options"][0]
    assert option["remove"] == [{"unit": ["heavy-foot", "nobles", "mercenaries"], "count": 1}]
    assert [a["name"] for a in option["add_one_of"]] == ["Carroccio wagon", "Berrovieri"]


def test_option_prose_it_cannot_say_whole_is_kept_as_a_note():
    page = ("Milan (VDT=5/3)\n2 CP(*) 8 6 2 3 Nobles\n1 FP 5 5 1 2 Militia\n"
            "Option. Change one FP Unit or one Elephant with:\n1 W 5 5 0 4 Carroccio wagon\n")
    result = _import(page)
    data = YAML(typ="safe").load(result.lists[0].text)
    assert "options" not in data
    assert "one Elephant" in data["notes"]
    assert "4 BI-IMPORT-OPTION-KEPT" in _codes(result)


@pytest.mark.parametrize("case", ["web-page-vol15", "web-page-vol19", "web-page-vol20",
                                  "vol19-english", "italian-page", "browser-paste"])
def test_the_pages_rules_reach_their_rows(case):
    """No list imported from a real page raises a false alarm about its own rules: every
    rule reaches rows, every trait a page's rule or note speaks of is the page's own."""
    from listbuilder.storage.page_import import check_imported

    for imported in _import(_page(case)).lists:
        codes = {d.code for d in check_imported(imported, "x.yaml")}
        assert "BI-LIST-RULE-UNUSED" not in codes, imported.name
        if "Long spear on shooters" not in imported.text and "Skoutatoi" not in imported.text:
            assert "BI-LIST-TRAIT-TYPE" not in codes, imported.name


def test_a_trait_rule_reaches_the_rows_it_speaks_of():
    lists = {i.name: YAML(typ="safe").load(i.text) for i in _import(
        _page("web-page-vol15"), {4: "Anglo-Saxons"}).lists}
    saxons = lists["Anglo-Saxons"]
    assert saxons["special_rules"][0]["replaces"] == "shieldwall"
    assert [u.get("traits") for u in saxons["units"]] == [["shieldwall"]] * 3 + [None]
    welsh = {i.name: YAML(typ="safe").load(i.text) for i in _import(
        _page("web-page-vol19")).lists}["Welsh 1100-1400 AD"]
    assert welsh["special_rules"][0]["replaces"] == "long-spear"
    assert "notes" not in welsh


def test_a_misprinted_verb_is_read_and_said():
    result = _import(_page("web-page-vol19"))
    data = YAML(typ="safe").load(result.lists[1].text)
    assert data["options"][0]["remove"] == [{"unit": "skirmishers", "count": 1}]
    assert "27 BI-IMPORT-OPTION-WORD-READ" in _codes(result)


def test_an_option_by_more_than_a_list_holds_is_a_located_warning_and_a_note():
    page = "Milan (VDT=5/3)\n2 CP(*) 8 6 2 3 Nobles\n1 FP 5 5 1 2 Militia\n" \
           "Option. Increase by 101 points the FP Unit's VBU.\n"
    result = _import(page)
    assert "4 BI-IMPORT-OPTION-VALUE" in _codes(result)
    data = YAML(typ="safe").load(result.lists[0].text)
    assert "options" not in data and "by 101" in data["notes"]


def test_names_given_by_number_name_the_armies_and_state_their_vdt():
    text = _page("web-page-vol15")
    result = _import(text, {2: "Ottonian German", 4: "ANGLO-SAXONS (VDT=15/8)"})
    by_number = {i.number: i for i in result.lists}
    assert by_number[2].name == "Ottonian German" and not by_number[2].placeholder
    assert by_number[4].name == "Anglo-Saxons" and by_number[4].stated == "15/8"
    assert by_number[5].placeholder and by_number[5].name == "Army 5 of the page"
    assert by_number[1].name == "Later Magyars" and [i.number for i in result.lists] == [
        1, 2, 3, 4, 5]


def test_a_name_holding_control_characters_is_one_clean_line():
    result = _import(_page("web-page-vol15"), {2: "Otto\x1b[31mnian\nGerman\u202e"})
    assert result.lists[1].name == "Otto [31mnian German"


@pytest.mark.parametrize("shape", ["tabs", "windows line ends", "a blank line after every line",
                                   "non-breaking spaces", "bullets", "en dashes", "table rules",
                                   "type in lower case", "row broken after the dash",
                                   "row broken after the numbers", "* for (*)"])
@pytest.mark.parametrize("case", WITH_HEADINGS)
def test_headings_gone_from_a_page_pasted_in_another_shape(case, shape):
    """Headings that are pictures, in a paste that also has tabs, doubled line ends, PDF
    breaks…: the same armies and units as the clean page."""
    from tests.page_import.test_paste_shapes import SHAPES

    text = _page(case)
    gone, _names = _headings_as_pictures(text)
    pasted = SHAPES[shape](gone)
    assert [b["units"] for b in _bodies(pasted)] == [b["units"] for b in _bodies(text)]
