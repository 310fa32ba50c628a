"""Every rule line a Basic Impetus card, roster or text prints is what the two books say, in
the section it cites: each part of each text is held to a quotation from the Polish and the
Hungarian text (the Hungarian's found inside the section cited; the Polish text's two
columns interleave, so only found). A part only one book gives says which book; a reading
of our own says so and cites nothing."""

from __future__ import annotations

import re

import pytest

from listbuilder.core.books import BASIC_IMPETUS, SHIELDWALL, cited_sections
from listbuilder.systems.basic_impetus.tables import INDIRECT, NOTE_PARTS, TRAITS, TYPE_RULES
from tests.conftest import seeds_dir
from tests.test_rule_citations import variants

SEEDS = seeds_dir()
pytestmark = pytest.mark.skipif(not SEEDS.is_dir(),
                                reason="the rule books' texts are not beside the repo")

Quotes = tuple[tuple[str, str], ...]  # (section where the book says it, its words)
#: Each text, part by part: (the sections the part cites, the Polish text's words, the
#: Hungarian text's). The texts are the tables' own (`TRAITS`, `TYPE_RULES`, `INDIRECT`).
IMPETUOUS_PURSUIT = (("2.3", "7.6.2"),
                     (("2.3", "obowiązek ścigania przeciwnika w razie wygrania starcia"),
                      ("7.6.2", "'Porywcza' piechota obowiązkowo przeprowadza pościg, o połowę "
                                "wyniku k6, zaokrąglając w górę")),
                     (("2.3", "kötelező üldözniük az ellenséget, ha nyertek egy közelharcot"),
                      ("7.6.2", "Heves Gyalogság (Impetuous) mindig üldöz, aminek távolsága "
                                "1D6 kocka eredménye megfelezve (felfelé kerekítve)")))
IMPETUOUS_GROUPS = (("2.5",),
                    (("2.5", "'Porywcze' oddziały mogą być w grupie wyłącznie z innymi "
                             "'porywczymi' oddziałami, tego samego typu"),),
                    (("2.5", "Heves (Impetuous)osztagok kizárólag ugyanolyan típusú Heves "
                             "(Impetuous) osztaggal alkothat Csoportot"),))
BIG_UNIT = (("2.5.1",),
            (("2.5.1", "dwa oddziały pikinierów albo 'porywczej' piechoty mogą uformować "
                       "duży oddział"),),
            (("2.5.1", "két Pikás (Pike) vagy Heves (Impetuous) osztagot mélységben "
                       "elhelyezve Nagyméretű Osztagot alkothatunk"),))
FRESH_FRONT = (("7.3", "Premia za głębokość szyku przysługuje jeżeli czołowy oddział jest "
                       "świeży"),)
FRESH_FRONT_HU = (("7.3", "A bónusz mindig, csak akkor érvényes, ha az első osztag Friss"),)
IMPETUOUS_DEPTH = (("7.3",),
                   (("7.3", "'Porywcze' oddziały piechoty ciężkiej (FP) lub lekkiej (FL) mają "
                            "premię w postaci 2 kości w starciu z piechotą"), *FRESH_FRONT),
                   (("7.3", "Heves Könnyű Gyalogság (Impetuous FL) vagy Nehéz Gyalogság (FP) "
                            "+2 bónusz kockát kap Gyalogság ellen"), *FRESH_FRONT_HU))
ROUGH_TERRAIN = (("3.3",),
                 (("3.3", "W terenie nierównym lub trudnym tylko 'porywcze' oddziały lekkiej "
                          "piechoty (FL) mogą uzyskać premię za impet"),),
                 (("3.3", "Egyenetlen-és Nehéz Terepen kizárólag Heves Könnyű Gyalogság (FL) "
                          "kapja meg a Lendület Bónuszát (I)"),))
NO_IMPETUS_AGAINST_PIKES = (("2.2.1",),
                            (("2.2.1", "oba typy pozbawiają wrogą jazdę, w tym słonie (EL), "
                                       "premii za impet"),),
                            (("2.2.1", "mindkettő negálja a lovasság Lendület Bónuszát"),))

EVIDENCE: dict[str, tuple] = {
    TRAITS["impetuous"].summary: (
        (("2.3", "7.6.2"), IMPETUOUS_PURSUIT[1] + (
            ("7.6.2", "zasięg ruchu ścigających rzuty k6 (połowa wyniku w przypadku piechoty, "
                      "zaokrąglając w górę)"),), IMPETUOUS_PURSUIT[2]),
        IMPETUOUS_GROUPS),
    TRAITS["impetuous"].summary_for("FL"): (IMPETUOUS_PURSUIT, ROUGH_TERRAIN, (
        ("2.5",), (("2.5", "wyłącznie 'porywcza' lekka piechota (FL)"),),
        IMPETUOUS_GROUPS[2]), BIG_UNIT, IMPETUOUS_DEPTH),
    TRAITS["impetuous"].summary_for("FP"): (IMPETUOUS_PURSUIT, (
        ("2.5",), (("2.5", "wyłącznie 'porywcza' ciężka piechota (FP)"),),
        IMPETUOUS_GROUPS[2]), BIG_UNIT, IMPETUOUS_DEPTH),
    TRAITS["impetuous"].summary_for("S"): (IMPETUOUS_PURSUIT, IMPETUOUS_GROUPS),
    TRAITS["pike"].summary: (
        NO_IMPETUS_AGAINST_PIKES, BIG_UNIT,
        (("7.3",),
         (("7.3", "w starciu mają premię w postaci 4 kości przeciw oddziałom jazdy i 2 kości "
                  "przeciw oddziałom piechoty"), *FRESH_FRONT),
         (("7.3", "+4 bónusz kockát kapnak Lovasság és +2 bónusz kockát Gyalogság ellen"),
          *FRESH_FRONT_HU)),
        (("3.3",),
         (("3.3", "wszystkie oddziały jazdy i pikinierzy tracą 2k6 jeżeli walczą zajmując "
                  "trudny teren lub z przeciwnikiem całkowicie znajdującym się w trudnym "
                  "terenie"),),
         (("3.3", "minden lovasság és pikás alakulat 2D6 kockát veszít, amennyiben Nehéz "
                  "Terepen vagy olyan katonák ellen harcol"),))),
    TRAITS["long-spear"].summary: (NO_IMPETUS_AGAINST_PIKES,),
    TRAITS["pavese"].summary: (
        (("6.1.3",),
         (("6.1.3", "lub w żołnierzy chronionych pawężami; modyfikator ten nie dotyczy "
                    "ostrzału prowadzonego przez artylerię"),),
         (("6.1.3", "pavéze (pavese) pajzzsal rendelkezik. Ez a levonás nem érvényes a "
                    "Tüzérség (ART)lövésére"),)),),
    TRAITS["shieldwall"].summary: (
        ((SHIELDWALL,), (),
         ((SHIELDWALL, "Néhány Nehéz Gyalogság (FP) képes Pajzsfal alkalmazására. Ilyenkor "
                       "az Osztagnak Frissnek kell lennie és nem lehet Rendezetlen, ezen "
                       "kívül helyben kell maradnia"),
          (SHIELDWALL, "a rohamozó ellenfél elveszíti a Lendület Bónuszát, ezen kívül +1-et "
                       "ad közelharcban és Kohéziós teszteknél"),
          (SHIELDWALL, "megtarthatja ezt a formációt akkor is, ha később Rendezetlen lesz"),
          (SHIELDWALL, "Ha az alakzat megszűnik az Osztag Kimerült lesz"))),),
    TRAITS["pilum"].summary: (
        (("6.5",),
         (("6.5", "Tylko świeże oddziały legionistów"),
          ("6.5", "jeżeli legioniści są zdezorganizowani, tracą jedną k6")),
         (("6.5", "1D6, ha a Légiósok rohamoztak. 3D6, ha a Légiósokat lerohamozták"),)),),
    TRAITS["mounted-infantry"].summary: (
        (("6.1.2", "6.3.1"),
         (("6.3.1", "mogą prowadzić ostrzał wyłącznie stojąc w miejscu. Ich pole rażenia "
                    "zawsze wynosi 45°"),),
         (("6.1.2", "kizárólag álló helyzetben lőhet. Ezek a katonák 45 fokos tűzívvel "
                    "rendelkeznek"),)),),
    TRAITS["camels"].summary: (
        (("2.2.3",),
         (("2.2.3", "pozbawiają premii za impet inne oddziały jazdy"),),
         (("2.2.3", "más lovas egységek nem kapják meg a Lendület Bónuszt (I)ellenük"),)),
        (("3.2",),
         (("3.2", "Wydmy nie stanowią trudnego terenu dla oddziałów na wielbłądach"),),
         (("3.2", "A dűnék a Tevés Osztagok számára nem jelentenek Nehéz Terepet"),))),
    TRAITS["shooters"].summary: (
        (("6.3.1",),
         (("6.3.1", "Nie każdy oddział jazdy i lekkiej piechoty (FL) może prowadzić ostrzał "
                    "- jedynie te wyróżnione w spisach armii"),),
         (("6.3.1", "Nem minden lovas egység képes lőni, erről információt az adott "
                    "sereglistában találsz"),)),),
    TYPE_RULES["CP"]: (
        (("7.6.2",),
         (("7.6.2", "Ciężka jazda(CP) i wszystkie typy rydwanów, wygrywając starcie, "
                    "obowiązkowo wykonują natychmiastowy pościg o k6"),),
         (("7.6.2", "Nehéz Lovasság (CP), ha nyeri a közelharcot, mindig 1D6 távolságra "
                    "üldözi"),)),),
    TYPE_RULES["CF"]: (
        (("2.4.2",), (("2.4.2", "Rydwany z kosami nigdy nie ulegają dezorganizacji"),),
         (("2.4.2", "Kaszás Harci Szekerek (CF) soha nem lesznek Rendezetlenek"),)),
        (("2.4.1",), (("2.4.1", "Z wyjątkiem rydwanów z kosami, tylko świeże oddziały mogą "
                                "uzyskać premię za impet"),),
         (("2.4.1", "A Kaszás Harci Szekerek kivételével kizárólag Friss osztagok kapnak "
                    "Lendület Bónuszt"),)),
        (("7.6.1",), (("7.6.1", "Rydwany z kosami (CF) są natychmiast eliminowane, jeżeli "
                                "nie odniosą zwycięstwa w starciu"),),
         (("7.6.1", "Kaszás Harci Szekerek (CF) elpusztulnak amennyiben elvesztik a "
                    "közelharcot"),)),
        (("7.6.2",), (("7.6.2", "Ciężka jazda(CP) i wszystkie typy rydwanów, wygrywając "
                                "starcie, obowiązkowo wykonują natychmiastowy pościg o k6"),),
         ())),
    TYPE_RULES["EL"]: (
        (("2.2.3",),
         (("2.2.3", "automatycznie dezorganizują wszystkie wrogie oddziały jazdy, które "
                    "zwarły się z nimi w starciu"),
          ("2.2.3", "pozbawiają premii za impet szarżujące nań oddziały jazdy"),
          ("2.2.3", "same jednak nie otrzymują premii za impet przeciw harcownikom (S) i "
                    "lekkiej piechocie (FL) bez cechy 'porywczy'")),
         (("2.2.3", "Az Elefántok (E) automatikusan Rendezetlen státuszt okoznak az összes "
                    "velük közelharcoló lovasságnak, lovas egységek nem kapják meg a Lendület "
                    "Bónuszt ellenük és nem kapnak bónuszt Előcsatározók (S)és Nem-heves "
                    "könnyű gyalogság (FL)ellen"),)),
        (("6.2.1",),
         (("6.2.1", "muszą się wycofać o ilość U określoną rzutem k6"),
          ("6.2.1", "ulegając przy tym dezorganizacji i ponosząc 1 trwałą stratę VBU lub 2 "
                    "straty w przypadku oddziałów jazdy")),
         (("6.2.1", "ha elrontják a tesztet visszavonulnak annyi U távolságot, amennyit a D6 "
                    "kockával dobtál"),
          ("6.2.1", "azonnal abbahagyja a visszavonulást és megáll, Harcértéke véglegesen "
                    "csökken 1-el, lovasságnak 2-vel és Rendezetlen lesz")))),
    TYPE_RULES["W"]: (
        (("2.2.3",),
         (("2.2.3", "popada w dezorganizację za każdym razem gdy wykona ruch"),
          ("2.2.3", "nie wycofuje się po przegranym starciu"),
          ("2.2.3", "posiada załogę uzbrojoną w broń miotającą")),
         (("2.2.3", "Minden mozgásnál Rendezetlen lesz. 2. Nem menekül, ha elveszít egy "
                    "közelharcot. 3. Tartalmaz lövész osztagot is"),)),
        (("7.2",), (("7.2", "Wagenburg (W) ignoruje wszelkie kary wynikające z ataku na jego "
                            "flankę lub tyły"),),
         (("7.2", "Szekérvárak (W) nem kapják meg az Oldalba és Hátba támadásból származó "
                  "hátrányokat"),)),
        (("6.1.3",), (("6.1.3", "strzelając w wagenburg (W)"),),
         (("6.1.3", "-1, ha a célpont Szekérvár (W)"),))),
    INDIRECT["may"]: (
        (("6.1.3", "6.4"),
         (("6.4", "Ostrzał pośredni mogą prowadzić bronie miotające o zakrzywionym torze lotu "
                  "pocisku, takie jak łuki, oszczepy i proce"),
          ("6.1.3", "-2 za ostrzał pośredni (patrz 6.4)")),
         (("6.4", "A tűzívvel rendelkező fegyverek képesek közvetett módon lőni, mint például "
                  "az Íjjak (Bows), Gerely (Javelin) és a Parittya (Sling)"),
          ("6.1.3", "-2, ha a célpontra közvetett lövéssel lövünk"))),),
    INDIRECT["never"]: (
        (("6.4",),
         (("6.4", "ale nie broń rażąca pociskami w linii prostej, jak kusze, arkebuzy i "
                  "muszkiety"),
          ("6.4", "Zróżnicowane uzbrojenie również nie może strzelać ogniem pośrednim")),
         (("6.4", "de a közvetlen célzással működő fegyverek nem, mint a Számszeríj (Crossbow), "
                  "Arquebus és Muskéta (Musket)"),)),),
    INDIRECT["ours"]: (),
    INDIRECT["siege"]: (
        (("6.4",),
         (("6.4", "Wyrzutnie, takie jak mangonele, trebusze lub katapulty, zawsze strzelają "
                  "pośrednio bez modyfikatorów, ale w tabeli ostrzału funkcjonują jak "
                  "artyleria klasy C"),),
         (("6.4", "Mangonel, Trebuche vagy a Katapult használhat közvetett lövést "
                  "korlátozások nélkül, de a Lövés Táblázatban a Tüzérség C-nek számítanak"),)),),
}


def _plain(text: str) -> str:
    return " ".join(text.split())


def _book(pattern: str) -> str:
    return _plain(next(SEEDS.glob(pattern)).read_text(encoding="utf-8"))


def hungarian_sections(text: str) -> dict[str, str]:
    """Each numbered section of the Hungarian text, and the shieldwall after 7.6.7, by its
    heading: headings found in the book's order (a reference such as "(lásd 6.3.3
    Elsődleges Célpontok)" earlier in the text is not the heading)."""
    numbered = sorted((s for s in BASIC_IMPETUS.sections if s[0].isdigit()),
                      key=lambda s: tuple(int(p) for p in s.split(".")))
    starts: list[tuple[int, str]] = []
    at = 0
    for section in numbered:
        found = re.compile(rf"(?<![\d.]){re.escape(section)} [A-ZÁÉÍÓÖŐÚÜŰ]").search(text, at)
        if found:
            starts.append((found.start(), section))
            at = found.start()
    starts.append((text.index(SHIELDWALL), SHIELDWALL))
    starts.sort()
    ends = [s for s, _ in starts[1:]] + [len(text)]
    return {section: text[start:end] for (start, section), end in zip(starts, ends,
                                                                    strict=True)}


POLISH = _book("000_*.txt") if SEEDS.is_dir() else ""
HUNGARIAN = _book("001_*.txt") if SEEDS.is_dir() else ""
HU_SECTIONS = hungarian_sections(HUNGARIAN) if HUNGARIAN else {}
PRINTED = list(dict.fromkeys([*(t for trait in TRAITS.values() for t in variants(trait)),
                              *TYPE_RULES.values(), *INDIRECT.values()]))


def test_every_printed_rule_text_has_its_evidence():
    assert set(PRINTED) == set(EVIDENCE)


@pytest.mark.parametrize("text", PRINTED, ids=lambda t: t[:40])
def test_each_part_is_what_both_books_say_where_it_cites(text):
    parts = EVIDENCE[text]
    assert [s for part in parts for s in part[0]] == cited_sections(text), \
        "the parts name every section the text cites, in its order"
    for sections, polish, hungarian in parts:
        assert polish or hungarian, sections
        for section, words in polish:
            assert section in sections and _plain(words) in POLISH, (section, words)
        for section, words in hungarian:
            assert section in sections, (section, words)
            assert _plain(words) in HU_SECTIONS[section], (section, words)
        # A part one book lacks says which book gives it.
        if not polish:
            assert "Hungarian text" in text, sections
        if not hungarian:
            assert "Polish text" in text, sections
    if not parts:  # a reading of our own says so, and cites no book
        assert "our reading" in text and not cited_sections(text)


def test_the_weapon_notes_are_the_tables_footnotes():
    assert NOTE_PARTS == ("max range 5U", "min range 5U")
    assert "maksymalny zasięg 5U" in POLISH and "minimalny zasięg 5U" in POLISH
    assert "Maximum lőtávolság 5U" in HUNGARIAN and "Minimum lőtávolság 5U" in HUNGARIAN


def test_the_hungarian_sections_are_found_in_order():
    assert "Pajzsfal" in HU_SECTIONS[SHIELDWALL] and "8.0" not in HU_SECTIONS[SHIELDWALL]
    assert HU_SECTIONS["7.3"].startswith("7.3 NAGYMÉRETŰ OSZTAGOK")
    assert HU_SECTIONS["6.3.3"].startswith("6.3.3 Elsődleges célpontok")


def test_this_test_fails_for_the_old_wrong_line():
    """The line once printed for every impetuous FP and FL: +2 dice against foot cited to
    7.3 with no big unit and no fresh front unit, which the checks here refuse."""
    old = "FP and FL +2 dice against foot [7.3]"
    assert old not in " ".join(PRINTED)
    assert "big unit" not in old and "fresh" not in old
