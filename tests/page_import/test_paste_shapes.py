"""The same published page, pasted the ways players paste it, gives the same lists.

Each shape below is one way a real paste differs from the page as printed (a browser's
tabs and odd spaces, a PDF viewer's broken rows, hyphenated words, ligatures and running
headers, the publisher's own typos). Applied to each conformance page, the lists read must
equal those of the clean page: units, options, stated VDTs, rules, notes (their line
numbers aside, as the lines move) and revision dates.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from ruamel.yaml import YAML

from listbuilder.systems import get_system
from tests.conformance.importer.cases import HERE

PAGES = ["vol15-english", "vol19-english", "vol19-italian", "quirks"]
_ROW = re.compile(r"^(\d+ )?(CP|CM|CL|FP|FL|T|S)(\(\*\))? \d")


def _rows(change: Callable[[str], str]) -> Callable[[str], str]:
    return lambda page: "\n".join(change(line) if _ROW.match(line) else line
                                  for line in page.split("\n"))


def _lines(change: Callable[[str], str]) -> Callable[[str], str]:
    return lambda page: "\n".join(change(line) for line in page.split("\n"))


def _broken_rows(at: str) -> Callable[[str], str]:
    """A PDF's row over two lines: after the dash, or after the six numbers."""
    def change(page: str) -> str:
        out = []
        for line in page.split("\n"):
            found = re.match(r"^(\d+ \S+ \d+ \d+ \d+ \S+) (.+)$", line)
            if at == "dash" and _ROW.match(line) and " - " in line:
                first, second = line.split(" - ", 1)
                out += [first + " -", second]
            elif at == "numbers" and found and _ROW.match(line):
                out += [found[1], found[2]]
            else:
                out.append(line)
        return "\n".join(out)
    return change


SHAPES: dict[str, Callable[[str], str]] = {
    "tabs": _rows(lambda line: re.sub(r"(?<=\d|\)) (?=\d)", "\t", line)),
    "non-breaking spaces": _lines(lambda line: line.replace(" ", "\u00a0")),
    "narrow no-break spaces": _lines(lambda line: line.replace(" ", "\u202f")),
    "zero-width spaces": _lines(lambda line: line.replace(" ", " \u200b")),
    "windows line ends": lambda page: page.replace("\n", "\r\n"),
    "a blank line after every line": lambda page: page.replace("\n", "\r\r\n"),
    "en dashes": _lines(lambda line: line.replace(" - ", " – ")),
    "em dashes": _lines(lambda line: line.replace(" - ", " — ")),
    "dash before the weapon": _lines(lambda line: line.replace(" - ", " –")),
    "dash with no spaces": _lines(lambda line: line.replace(" - ", "–")),
    "bullets": _rows(lambda line: "• " + line),
    "trailing and leading spaces": _lines(lambda line: f"  {line}   "),
    "header over two lines": _lines(lambda line: line.replace(
        "Nr TYPE M VBU I VD", "Nr TYPE M\nVBU I VD").replace("N. Tipo M VBU I VD",
                                                             "N. Tipo M\nVBU I VD")),
    "header with more words": _lines(lambda line: line.replace(
        "Nr TYPE M VBU I VD", "Nr. Units Type M VBU I VD Names and weapons")),
    "heading in capitals": lambda page: re.sub(r"^([A-Z][^\n]*\(VDT[^\n]*)$",
                                               lambda m: m[1].upper(), page, flags=re.M),
    "VDT = a / b": lambda page: re.sub(r"VDT=(\d+)/(\d+)", r"VDT = \1 / \2", page),
    "VDT: a/b": lambda page: page.replace("VDT=", "VDT: "),
    "VDT a/b": lambda page: page.replace("VDT=", "VDT "),
    "VDT in square brackets": lambda page: re.sub(r"\((VDT=[^()]*)\)", r"[\1]", page),
    "revision date in figures": lambda page: page.replace(
        "revised March 11 2008", "revised 11/03/2008").replace("updated 3 April 09",
                                                               "updated 3.4.09"),
    "period on its own line": lambda page: re.sub(
        r"^([A-Z][A-Za-z ]+?) (\d{3,4}-\d{3,4} AD)", r"\1\n\2", page, flags=re.M),
    "period with an en dash": lambda page: re.sub(r"(\d{3,4})-(\d{3,4}) AD", r"\1–\2 AD", page),
    "ligatures": lambda page: page.replace("fi", "ﬁ").replace("fl", "ﬂ").replace("ff", "ﬀ"),
    "(°) for (*)": lambda page: page.replace("(*)", "(°)"),
    "* for (*)": lambda page: page.replace("(*)", "*"),
    "full-width (*)": lambda page: page.replace("(*)", "(＊)"),
    "running header between rows": lambda page: re.sub(
        r"\n(?=3 )", "\nBasic Impetus Army Lists   page 3\n", page),
    "row broken after the dash": _broken_rows("dash"),
    "row broken after the numbers": _broken_rows("numbers"),
    "hyphenated over two lines": lambda page: page.replace(
        "Gallowglass", "Gallow-\nglass").replace("Schiltrons may", "Schil-\ntrons may")
    .replace("Prokoursatores", "Prokour-\nsatores"),
    "soft hyphens": lambda page: page.replace("Gallowglass", "Gallow\u00adglass"),
    "type in lower case": _rows(lambda line: re.sub(r"^(\d+ )?([A-Z]+)", lambda m:
                                                    (m[1] or "") + m[2].lower(), line)),
    "(*) after the row": _rows(lambda line: re.sub(r"^(\d+ [A-Z]+)\(\*\)( [^(]*)$",
                                                   r"\1\2 (*)", line)),
    "* after the row": _rows(lambda line: re.sub(r"^(\d+ [A-Z]+)\(\*\)( [^(]*)$", r"\1\2 *",
                                                 line)),
    "colon after the name": _rows(lambda line: line.replace(" - ", ": ")),
    "options as a numbered list": lambda page: re.sub(
        r"^([1-3])(?:st|nd|rd|\^) Option[.:] ", lambda m: ("Options:\n" if m[1] == "1" else "")
        + f"{m[1]}) ", page, flags=re.M),
    "count run into the type": _rows(lambda line: re.sub(r"^(\d+) ", r"\1", line)),
    "Unity, Untis": lambda page: page.replace(" Units", " Unity").replace(" Unit ", " Untis "),
    "VBU=7one, 1S": lambda page: page.replace("VBU=7 one", "VBU=7one").replace("1 S and",
                                                                                "1S and"),
    "table rules": _rows(lambda line: "| " + " | ".join(line.split(" ", 6)) + " |"),
    "blank lines between rows": _rows(lambda line: line + "\n"),
    "option label on its own line": lambda page: re.sub(
        r"^((?:\d\S* )?Option[.:]) ", r"\1\n", page, flags=re.M),
}


def _lists(text: str, names: dict[int, str] | None = None) -> dict[str, dict]:
    system = get_system("basic-impetus")
    assert system is not None
    result = system.import_page(text, "page.txt", names)
    assert result is not None
    lists = {}
    for imported in result.lists:
        data = YAML(typ="safe").load(imported.text)
        options = [{k: v for k, v in o.items() if k not in ("text", "name")}
                   for o in data.get("options") or []]
        lists[data["name"]] = {
            "units": data["units"], "options": options, "vdt": data.get("stated_vdt"),
            "rules": [re.sub(r"\s+", " ", r["text"]) for r in data.get("special_rules") or []],
            "notes": _words(data.get("notes") or ""),
            "revised": data["source"].get("revised")}
    return lists


def _words(notes: str) -> str:
    """The notes' words: where a kept line is quoted (its number moves with the shape) and
    how the lines of one kept paragraph are grouped aside."""
    return " ".join(re.sub(r"Line \d+ of the page, (?:option )?not understood:", " ", notes)
                    .split())


@pytest.mark.parametrize("shape", SHAPES, ids=str)
@pytest.mark.parametrize("page", PAGES)
def test_a_page_pasted_in_another_shape_gives_the_same_lists(page, shape):
    text = (HERE / page / "page.txt").read_text(encoding="utf-8")
    changed = SHAPES[shape](text)
    if changed == text:
        pytest.skip("the page has nothing this shape changes")
    assert _lists(changed) == _lists(text)
