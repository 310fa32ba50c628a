"""Pages made of the shapes real pages print, shuffled, cut and garbled: the importer never
raises, and every file it would write loads as a list (no YAML or schema finding), however
strange the page."""

from __future__ import annotations

import random

import pytest

from listbuilder.core.ranges import ENTRIES_MAX
from listbuilder.core.text_safety import UNSAFE, UNSAFE_IN_NAME
from listbuilder.storage.page_import import check_imported
from listbuilder.systems import get_system
from tests.conformance.importer.cases import CASES

FRAGMENTS = [
    "French 1150-1330 AD (VDT=16/8)", "(VDT=18/9) revised April 2009", "Option.", "Option:",
    "2^ Option. Change one FP Unit (VBU=5) with:", "or with", "Replace wardogs with:",
    "change the FL + S Units into 2 CL Units (with VBU=3)", "Special rules.", "Notes.",
    "Increase by 1 point the FP Unit's VBU and lower by 1 point one the CP Unit's VBU",
    "Remove 1 S and upgrade to VBU=7 one Unit of CP", "3 CP(*) 8 7 4 3", "FP(*) 5 6 2 3 x",
    "6 FP(*) 5 4 1 2/3(*) Schiltron - pikes", "2 S 8 2 0 1 - javelin, sling ot short bow B",
    "1 T 6 3 0 1 - crossbow and pavese", "20 CL 99 99 99 99/99(*) " + "n" * 300, "",
    "Nr TYPE M VBU I VD", "15mm Camelot Games", "More lists coming soon", "x" * 1200,
    "Shieldwall: an FP unit may form a shieldwall.", "\u202eevil\u202c 1 CP 8 6 4 3",
    "(VDT=1/1 or VDT=999/999 with nothing)", "Opzione: trasforma le unità FL + S in 2 CL",
    # what the fuzzing found: numbers beyond a list's bounds, controls anywhere
    "Option. Increase by 101 points the FP Unit's VBU", "Option. Lower by 999 points one CP",
    "Option. Change 29 S Units with:", "Option. Increase by 100 points the CP Unit's VBU",
    "1 CP 8 6 4 3 Nobles\x1b[2J\x07", "\x85 2 FP 5 4 1 2 Milites\u2028", "\x01\x02\x03",
    "Normans\x0b(VDT=5/3)\x0c", "2 CL 12 4 0 2 composite bow B - Szekeley",
    "1 S 8 2 0 1 blowpipe", "NrTipoMVBUIVDNote e armi da tiro", "1 FL(*) 6 5",
    "2 3 Imperial", "Guard", "- impetuous", "(VDT=17/9 o con opzione VDT=19/10)",
    "Option. Change one FP Unit (with VBU=5) or one CP Unit with:", "Remore 1 S",
    "28mm Crusader Miniatures", "| informativa privacy e cookie |",
]
#: Page names as `--page-name` may give them: controls, line breaks, overrides, nothing.
PAGE_NAMES = ["fuzz", "vol20e.html", "a\x1b[31mred\x1b[0m", "two\nlines", "\u202eevil",
              "tab\there", "\x00nul", "\x7fdel", "", "   ", "x" * 500, "\r\n", "vol\x8515e"]


def _page(seed: int) -> str:
    rng = random.Random(seed)
    lines = [rng.choice(FRAGMENTS) for _ in range(rng.randint(1, 400))]
    if rng.random() < 0.3:  # a garbled paste: characters dropped or doubled
        lines = ["".join(c * rng.choice((0, 1, 1, 2)) for c in line) for line in lines]
    return "\n".join(lines)


def _loads_as_a_list(text: str, seed, page_name: str = "fuzz",
                     names: dict[int, str] | None = None) -> None:
    """Every file the importer would write loads as a list: no YAML or schema finding, no
    control character anywhere in it (comments included), one line per name."""
    system = get_system("basic-impetus")
    assert system is not None
    result = system.import_page(text, page_name, names)
    assert result is not None
    assert len(result.line_kinds) == len(text.splitlines())
    for imported in result.lists:
        broken = [d for d in check_imported(imported, "x.yaml")
                  if d.code.startswith(("FILE-", "YAML-", "SCHEMA-"))]
        assert broken == [], (seed, broken[:3], imported.text[:2000])
        assert UNSAFE.search(imported.text) is None, (seed, imported.text[:2000])
        assert UNSAFE_IN_NAME.search(imported.name) is None, (seed, imported.name)


@pytest.mark.parametrize("seed", range(60))
def test_a_shuffled_page_never_raises_and_writes_loadable_lists(seed):
    rng = random.Random(seed)
    names = {rng.randint(1, 6): rng.choice(PAGE_NAMES + FRAGMENTS)} if seed % 3 else None
    _loads_as_a_list(_page(seed), seed, PAGE_NAMES[seed % len(PAGE_NAMES)], names)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_every_cut_of_a_real_page_imports(case):
    lines = (case / "page.txt").read_text(encoding="utf-8").splitlines()
    for end in range(len(lines) + 1):
        _loads_as_a_list("\n".join(lines[:end]), end)


def test_more_rows_than_a_list_holds(capsys):
    text = "Big army (VDT=9/5)\n" + "\n".join(["1 CP 8 6 4 3"] * (ENTRIES_MAX + 20)) + \
        "\nSpecial rules. " + "A very long rule. " * 3000
    _loads_as_a_list(text, "rows")


#: What a paste changes in a page: the characters browsers and PDF viewers put in.
_ODD = ["\t", "\u00a0", "\u200b", "\u00ad", "–", "—", "-", "\r", "\r\n", "ﬁ", "(°)", "*",
        "(*)", "•", "|", "’", "\ufeff", " ", "\n", "-\n", "VDT=", "/", "0", "9", "(", ")"]


def _mutated(page: str, rng: random.Random) -> str:
    text = list(page)
    for _ in range(rng.randint(1, 12)):
        at = rng.randrange(len(text) + 1)
        what = rng.random()
        if what < 0.4:
            text[at:at] = list(rng.choice(_ODD))
        elif what < 0.7 and text:
            del text[at:at + rng.randint(1, 8)]
        elif text:  # a stretch of the page copied twice, or moved (a column pasted apart)
            start = rng.randrange(len(text))
            piece = text[start:start + rng.randint(1, 80)]
            text[at:at] = piece
    return "".join(text)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_a_page_mutated_as_pastes_mutate_it_never_raises(case):
    """150 mutations of every conformance page (a thousand in all): no exception,
    a kind for every line, files that load, and the same bytes for the same text."""
    page = (case / "page.txt").read_text(encoding="utf-8")
    system = get_system("basic-impetus")
    assert system is not None
    rng = random.Random(case.name)
    for n in range(150):
        text = _mutated(page, rng)
        _loads_as_a_list(text, (case.name, n))
        if n % 25 == 0:
            first, again = system.import_page(text, "p"), system.import_page(text, "p")
            assert first is not None and again is not None
            assert [i.text for i in first.lists] == [i.text for i in again.lists]
