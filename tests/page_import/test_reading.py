"""How the importer reads each shape the publisher's pages print: headings and their VDT
variants, rows and their notes, and option prose turned into the list format's operations."""

from __future__ import annotations

import pytest
from ruamel.yaml import YAML

from listbuilder.systems import get_system
from listbuilder.systems.basic_impetus.page_import.heading import read_heading
from listbuilder.systems.basic_impetus.page_import.rows import read_row
from listbuilder.systems.basic_impetus.page_import.words import read_notes


def _imported(text: str) -> tuple[list[dict], list[str]]:
    system = get_system("basic-impetus")
    assert system is not None
    result = system.import_page(text, "test")
    assert result is not None
    data = [YAML(typ="safe").load(imported.text) for imported in result.lists]
    return data, [f"{d.span.line if d.span else 0} {d.code}" for d in result.findings]


@pytest.mark.parametrize(("printed", "weapons", "traits", "classless"), [
    ("short bow B", ["short-bow-b"], [], []),
    ("comp. bow B", ["composite-bow-b"], [], []),
    ("arco corto B", ["short-bow-b"], [], []),
    ("crossbow A", ["crossbow-a"], [], []),
    ("short bow B or crossbow B", ["short-bow-b", "crossbow-b"], [], []),
    ("javelin, sling ot short bow B", ["javelin", "sling", "short-bow-b"], [], []),
    ("short bow or crossbow B", ["short-bow-b", "crossbow-b"], [], []),
    ("long spear and short bow B", ["short-bow-b"], ["long-spear"], []),
    ("short bow B, Impetuous", ["short-bow-b"], ["impetuous"], []),
    ("crossbow and pavese", [], ["pavese"], ["crossbow"]),
    ("picche", [], ["pike"], []),
    # a PDF's hyphen over two lines, joined: 'long-' / 'spear', 'long-' / 'bow B'
    ("longspear", [], ["long-spear"], []),
    ("long-spear, shield-wall", [], ["long-spear", "shieldwall"], []),
    ("arco lungo B, lancia lunga", ["longbow-b"], ["long-spear"], []),
])
def test_weapons_and_traits_as_printed(printed, weapons, traits, classless):
    notes = read_notes(printed)
    assert (notes.weapons, notes.traits, notes.classless, notes.unread) == (
        weapons, traits, classless, [])


@pytest.mark.parametrize(("printed", "count", "general", "vd", "name", "unread"), [
    ("3 CP(*) 8 7 4 3", 3, True, (3, None), None, None),
    ("6 FP(*) 5 4 1 2/3(*) Schiltron - pikes", 6, True, (2, 3), "Schiltron", None),
    ("FP(*) 5 6 2 3 dismounted Nobles", None, True, (3, None), "dismounted Nobles", None),
    ("2CM(*) 10 5 2 3 arco composito B", 2, True, (3, None), None, None),
    ("1 FL 8 4 2 2 Highlanders or Islemen - short bow B, impetuous", 1, False, (2, None),
     "Highlanders or Islemen", None),
    ("1 FP 5 4 1 2 Guard - two-handed axes", 1, False, (2, None), "Guard", "two-handed axes"),
    ("1 S 8 2 0 1 Archers (short bow B)", 1, False, (1, None), "Archers", None),
    ("2 CL 12 4 0 2 Székely  comp. bow B", 2, False, (2, None), "Székely", None),
    ("4 T 5 4 1 2 Skoutatoi with archers long spear and short bow B", 4, False, (2, None),
     "Skoutatoi with archers", None),
    ("1 CP 8 6 2 3 Nobles (on foot)", 1, False, (3, None), "Nobles (on foot)", None),
])
def test_rows_as_printed(printed, count, general, vd, name, unread):
    row = read_row(printed, 1)
    assert row is not None
    assert (row.count, row.general, (row.VD, row.VD_general), row.name, row.unread) == (
        count, general, vd, name, unread)


@pytest.mark.parametrize("printed", ["Nr TYPE M VBU I VD", "25 CP 8 7 4 3", "0 CP 8 7 4 3",
                                     "1st Option. Change 2 S", "3 XX 8 7 4 3"])
def test_what_is_not_a_row(printed):
    assert read_row(printed, 1) is None


@pytest.mark.parametrize(("printed", "name", "totals", "revised"), [
    ("French 1150-1330 AD (VDT=16/8)", "French 1150-1330 AD", [(16, 8, "")], None),
    ("Normans (VDT=16/8 if without options)", "Normans",
     [(16, 8, "if without options")], None),
    ("Lombards (VDT=16/8 or VDT=18/9 with Carroccio) revised March 11 2008", "Lombards",
     [(16, 8, ""), (18, 9, "with Carroccio")], "2008-03-11"),
    ("Comuni (VDT=16/8 o VDT=18/9 se con opzione)", "Comuni",
     [(16, 8, ""), (18, 9, "se con opzione")], None),
    ("Welsh 1100-1400 AD (VDT=21/11) revised April 2009", "Welsh 1100-1400 AD",
     [(21, 11, "")], "2009-04"),
    ("Wallace and Bruce Scots (VDT=18/9) - updated 3 April 09", "Wallace and Bruce Scots",
     [(18, 9, "")], "2009-04-03"),
    ("Ottonian German", "Ottonian German", [], None),
])
def test_headings_as_printed(printed, name, totals, revised):
    heading = read_heading(printed, 1)
    assert heading.name == name and heading.revised == revised
    assert [(t.vdt, t.break_at, t.qualifier) for t in heading.totals] == totals


BASE = """Test army (VDT=14/7 if without options, VDT=15/8 with Carroccio)
2 CP(*) 8 6 4 3 Knights
1 FP 5 5 1 2 Milites
1 FP 5 4 1 1 Wardogs
3 CL 14 3 0 2 - comp. bow B
1 FL 8 4 1 1 Slavs - javelin
1 S 8 2 0 1 - short bow B
"""


def _options(prose: str) -> list[dict]:
    data, findings = _imported(BASE + prose)
    assert not [f for f in findings if "KEPT" in f], findings
    return data[0]["options"]


def test_change_one_unit_with_rows_or_with_another():
    [option] = _options("Option. Change one FP Unit (VBU=5) with:\n1 FP 5 6 2 2 Carroccio guard"
                        "\nor with\n1 T 6 4 0 1 Genoese - crossbow A\n")
    assert option["remove"] == [{"unit": "milites", "count": 1}]
    assert [r["name"] for r in option["add_one_of"]] == ["Carroccio guard", "Genoese"]


def test_replace_by_name():
    [option] = _options("Option. Replace wardogs with:\nS 8 2 0 1 - sling\n")
    assert option["remove"] == [{"unit": "wardogs", "count": 1}]
    assert option["add"][0]["inferred"] == ["name", "count"]


def test_two_rows_into_more_of_a_row():
    [option] = _options("Option: change the FL + S Units into 2 CL Units (with VBU=3)\n")
    assert option["remove"] == [{"unit": "slavs", "count": 1},
                                {"unit": "skirmishers", "count": 1}]
    assert option["add_more"] == [{"unit": "light-cavalry", "count": 2}]


def test_into_units_with_a_vbu_no_row_has_makes_a_new_row():
    [option] = _options("Option: change the S Unit into 1 CL Unit (with VBU=5)\n")
    assert option["add"][0]["VBU"] == 5 and option["add"][0]["M"] == 14


def test_increase_and_lower_by_a_point():
    [option] = _options("2^ Option. Increase by 1 point the FL Unit's VBU and lower by 1 point"
                        " one the CP Unit's VBU\n")
    assert option["modify"] == [{"unit": "slavs", "count": 1, "by": {"VBU": 1}},
                                {"unit": "knights", "count": 1, "by": {"VBU": -1}}]


def test_remove_and_upgrade():
    [option] = _options("Option: Remove 1 S and upgrade to VBU=7 one Unit of CP\n")
    assert option["remove"] == [{"unit": "skirmishers", "count": 1}]
    assert option["modify"] == [{"unit": "knights", "count": 1, "VBU": 7}]


def test_one_of_several_rows_of_a_type_is_the_player_s_choice():
    [option] = _options("Option. Replace 1 FP unit with 1 FP 5 6 3 3 Varangians\n")
    assert option["remove"] == [{"unit": ["milites", "wardogs"], "count": 1}]
    assert option["add"][0]["name"] == "Varangians"


def test_italian_prose():
    [option] = _options("1^ Opzione. Sostituisci una unità FL con:\n1 CL 14 3 0 2 Cumani\n")
    assert option["remove"] == [{"unit": "slavs", "count": 1}]


@pytest.mark.parametrize("prose", [
    "Opzione: Togliere 1 S e portare a VBU=7 una unità di CP\n",
    "Opzione: Rimuovere 1 S e potenziare a VBU=7 una unità CP\n",
    "Opzione: Eliminare 1 S e aumentare a VBU=7 una unità di CP\n"])
def test_italian_prose_with_the_verbs_in_the_infinitive(prose):
    [option] = _options(prose)
    assert option["remove"] == [{"unit": "skirmishers", "count": 1}]
    assert option["modify"] == [{"unit": "knights", "count": 1, "VBU": 7}]


def test_italian_add_and_transform_in_the_infinitive():
    [add, into] = _options("1^ Opzione: Aggiungere 1 CP\n"
                           "2^ Opzione: Trasformare le unità FL + S in 2 unità CP\n")
    assert add["add_more"] == [{"unit": "knights", "count": 1}]
    assert into["add_more"] == [{"unit": "knights", "count": 2}]


def test_a_vdt_stated_with_words_names_the_option_they_fit():
    data, _ = _imported(BASE + "1st Option. Replace wardogs with:\nS 8 2 0 1 - sling\n"
                        "2nd Option. Change one FP Unit (VBU=5) with:\n"
                        "1 FP 5 6 2 2 Carroccio guard\n")
    assert data[0]["stated_vdt"] == [{"vdt": 14, "break_at": 7},
                                     {"options": ["option-2"], "vdt": 15, "break_at": 8}]


def test_a_vdt_no_option_fits_is_kept_as_a_note_and_warned():
    data, findings = _imported(BASE)
    assert "1 BI-IMPORT-VDT-OPTION-UNKNOWN" in findings
    assert "VDT 15/8 with Carroccio" in data[0]["notes"]


def test_option_prose_not_understood_is_kept_and_warned_line_by_line():
    data, findings = _imported(BASE + "Option. Up to two units may be mercenaries,\n"
                               "at the player's choice.\n")
    assert "options" not in data[0]
    assert {"8 BI-IMPORT-OPTION-KEPT", "9 BI-IMPORT-OPTION-KEPT"} <= set(findings)
    assert "Line 9 of the page, option not understood: at the player's choice." \
        in data[0]["notes"]


def test_a_rule_for_a_trait_gives_the_trait_to_the_types_it_names():
    data, _ = _imported(BASE + "Special Rule. Shieldwall: an FP unit may form a shieldwall.\n")
    rule = data[0]["special_rules"][0]
    assert (rule["id"], rule["replaces"]) == ("shieldwall", "shieldwall")
    assert [u.get("traits") for u in data[0]["units"]][1:3] == [["shieldwall"]] * 2


def test_a_heading_with_no_rows_gives_no_file_and_a_warning():
    data, findings = _imported("Cut army (VDT=10/5)\nNr TYPE M VBU I VD\n\n" + BASE)
    assert [d["name"] for d in data] == ["Test army"]
    assert "1 BI-IMPORT-NO-ROWS" in findings


@pytest.mark.parametrize(("printed", "kind"), [
    ("Unit Type M VBU I VD", "columns"), ("N° Type M VBU I VD Notes", "columns"),
    ("NrTYPEMVBUIVD", "columns"), ("N.TipoMVBUIVDNote", "columns"), ("- 2 -", "page-number"),
    ("Page 3 of 12", "page-number"), ("Pag. 4 di 12", "page-number"),
    ("15mm Camelot Games", "caption"), ("Foto: collezione dell'autore", "caption"),
    ("(*) = the General may be in this unit", "legend"), ("CP = heavy cavalry", "legend"),
    ("More lists coming soon!", "coming-soon"), ("Altre liste in arrivo", "coming-soon"),
])
def test_page_furniture(printed, kind):
    from listbuilder.systems.basic_impetus.page_import.lines import cleaned_line, furniture

    assert furniture(cleaned_line(printed)) == kind


def test_bulleted_rows_and_an_nb_note():
    data, findings = _imported("Army (VDT=4/2)\n• 1 CP(*) 8 6 4 3 Knights\n- 1 S 8 2 0 1 - sling\n"
                               "NB: the knights never dismount.\n")
    assert [u["type"] for u in data[0]["units"]] == ["CP", "S"]
    assert data[0]["notes"] == "the knights never dismount.\n"


def test_a_vdt_named_inside_a_note_does_not_start_an_army():
    data, findings = _imported(BASE + "Notes. With the Carroccio the army has\n"
                               "VDT=15/8 as the heading says.\n")
    assert len(data) == 1 and "NO-ROWS" not in " ".join(findings)
    assert data[0]["notes"].startswith("With the Carroccio the army has VDT=15/8 as the")


def test_a_running_header_after_an_army_is_furniture_and_the_address_is_the_source():
    system = get_system("basic-impetus")
    assert system is not None
    result = system.import_page("Basic Impetus - Vol. 19\nhttp://www.dadiepiombo.it/vol19e.html\n"
                                + BASE + "Basic Impetus - Vol. 19\n", "p")
    assert result is not None and result.line_kinds[-1] == "title"
    assert not [d for d in result.findings if "KEPT" in d.code]
    data = YAML(typ="safe").load(result.lists[0].text)
    assert data["source"]["url"] == "http://www.dadiepiombo.it/vol19e.html"
    assert data["source"]["volume"] == "19"
