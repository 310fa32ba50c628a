"""The bundled fonts are a subset of DejaVu Sans (resources/fonts/README.md): every character
the program can print must still be in both.

"Can print" is taken wide: every character of the translation catalogues, of the bundled
lists and sample armies, and of the package's own sources outside the editor (export,
systems' rule texts and terms, messages). A character missing from a font prints as an empty
box, so a text that gains one fails here, not on a player's card.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest
from reportlab.pdfbase.ttfonts import TTFontFile

from listbuilder.export.fonts import FILES
from listbuilder.storage.bundled import fonts_dir

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "listbuilder"


def _printable_sources() -> list[Path]:
    catalogues = sorted((PACKAGE / "locale").rglob("*.po*"))
    data = sorted((ROOT / "army_lists").rglob("*.yaml"))
    data += sorted((ROOT / "resources" / "samples").glob("*.yaml"))
    code = sorted(p for p in PACKAGE.rglob("*.py") if "app" not in p.relative_to(PACKAGE).parts)
    return catalogues + data + code


def _characters(paths: list[Path]) -> dict[str, Path]:
    """Each drawable character, with the first file holding it."""
    found: dict[str, Path] = {}
    for path in paths:
        for char in path.read_text(encoding="utf-8"):
            if unicodedata.category(char)[0] != "C":  # not a control or format character
                found.setdefault(char, path)
    return found


def test_the_sources_read_are_the_real_ones():
    sources = _printable_sources()
    names = {p.name for p in sources}
    assert {"listbuilder.pot", "french-1150-1330.yaml", "bi-french.army.yaml",
            "card_flowable.py"} <= names
    # Polish, Hungarian, Cyrillic and the symbols the cards print are among the characters.
    assert set("ąőж×–⚠…") <= set(_characters(sources))


@pytest.mark.parametrize("filename", sorted(set(FILES.values())))
def test_every_character_the_program_prints_is_in_the_font(filename):
    cmap = TTFontFile(str(fonts_dir() / filename)).charToGlyph
    missing = {char: path for char, path in _characters(_printable_sources()).items()
               if ord(char) not in cmap}
    assert not missing, "\n".join(f"U+{ord(c):04X} {c!r} ({unicodedata.name(c, '?')}) in "
                                  f"{p.relative_to(ROOT)}" for c, p in sorted(missing.items()))


@pytest.mark.parametrize("filename", sorted(set(FILES.values())))
def test_the_subset_keeps_the_scripts_players_write_names_in(filename):
    """Names are the players' own: whole Latin (with Extended A, B and Additional), Greek and
    Cyrillic blocks stay, not only the letters the shipped texts happen to use."""
    cmap = TTFontFile(str(fonts_dir() / filename)).charToGlyph
    blocks = [(0x20, 0x7E), (0xA0, 0x17F), (0x391, 0x3A9), (0x3B1, 0x3C9), (0x410, 0x44F),
              (0x1E80, 0x1E85)]
    letters = [chr(c) for low, high in blocks for c in range(low, high + 1)]
    assert [c for c in letters if ord(c) not in cmap and unicodedata.category(c)[0] != "C"] == []
