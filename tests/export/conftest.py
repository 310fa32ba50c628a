"""Armies to print: the bundled French sample and a 10-unit army with awkward names."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from listbuilder.core.system import GameSystem
from listbuilder.core.view import ArmyView
from listbuilder.storage.open_army import open_army

ROOT = Path(__file__).resolve().parents[2]
FRENCH = ROOT / "resources" / "samples" / "bi-french.army.yaml"
FRENCH_LIST = ROOT / "army_lists" / "basic_impetus" / "french-1150-1330.yaml"

# Polish, Hungarian, Cyrillic, markup characters, and one name too long for a card's line.
TEN_NAMES = {
    "knights-1": "Król Władysław Łokietek",
    "knights-2": "Árvíztűrő tükörfúrógép",
    "knights-3": "Дружина князя",
    "spearmen-1": "Fish & Chips <b>bold</b>",
    "spearmen-2": "Pospolite ruszenie ziemi krakowskiej i sandomierskiej",
    "skirmishers-1": "Łucznicy",
    "skirmishers-2": "Стрельцы",
    "skirmishers-3": "Székely íjászok",
    "skirmishers-4": "Kusznicy",
    "skirmishers-5": "Procarze",
}


@dataclass
class Army:
    path: Path
    view: ArmyView
    system: GameSystem
    list_stamp: str | None
    list_dirs: list[Path]


def load(path: Path, list_dirs: list[Path] = ()) -> Army:
    view, diagnostics, loaded = open_army(path, list(list_dirs))
    assert view is not None and loaded is not None, diagnostics
    return Army(path, view, loaded.system, loaded.model.list_stamp, list(list_dirs))


@pytest.fixture
def french() -> Army:
    return load(FRENCH)


@pytest.fixture
def ten_units(tmp_path: Path) -> Army:
    """The French list with five skirmisher units: ten units, every one renamed."""
    lists = tmp_path / "lists"
    lists.mkdir()
    text = FRENCH_LIST.read_text(encoding="utf-8")
    text = text.replace("id: bi/french-1150-1330", "id: test/ten-units")
    text = text.replace("type: S\n    count: 3", "type: S\n    count: 5")
    assert "count: 5" in text
    (lists / "ten.yaml").write_text(text, encoding="utf-8")
    units = "\n".join(f"  {uid}: {{name: {_quoted(name)}"
                      + (", weapon: crossbow-b}" if uid.startswith("skirm") else "}")
                      for uid, name in TEN_NAMES.items())
    army = tmp_path / "ten.army.yaml"
    army.write_text("kind: army\nformat: 1\nsystem: basic-impetus\nlist: test/ten-units\n"
                    "name: \"Zażółć gęślą jaźń <&>\"\nscale: 28mm\ngeneral: knights-1\n"
                    f"units:\n{units}\n"
                    "groups:\n  - units: [knights-1, knights-2, knights-3]\n",
                    encoding="utf-8")
    loaded = load(army, [lists])
    assert len(loaded.view.units) == 10
    return loaded


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def print_every_sample(folder: Path, document: str, variants: dict[str, list[str]]
                       ) -> dict[tuple[str, str, str], Path]:
    """Every sample in every language, once for each variant (its name → the extra options:
    a paper, a card size), written by the real command line: (sample, language, variant) →
    the PDF."""
    from listbuilder.cli import main
    from listbuilder.i18n import LANGUAGES

    out = {}
    for sample in sorted((ROOT / "resources" / "samples").glob("*.army.yaml")):
        name = sample.name.split(".")[0]
        for language in LANGUAGES:
            for variant, options in variants.items():
                pdf = folder / f"{name}-{language}-{document}-{variant}.pdf"
                assert main(["--lang", language, "export", document, str(sample), "-o",
                             str(pdf), *options]) == 0
                out[name, language, variant] = pdf
    return out
