"""The Basic Impetus list-format reference (`docs/list-format.md`), generated from the file
models and the rule tables themselves, so it cannot drift from what the checker accepts.

Regenerate with `python -m listbuilder.systems.basic_impetus.reference --write`; a test
compares the committed copy and the README's key summary with this output.
"""

from __future__ import annotations

import sys
import types
import typing
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from listbuilder.systems.basic_impetus.army_model import BasicImpetusArmy
from listbuilder.systems.basic_impetus.codes import trait_text, type_text
from listbuilder.systems.basic_impetus.list_model import BasicImpetusList, Option, UnitRow
from listbuilder.systems.basic_impetus.tables import TRAITS, TYPE_ALIASES, UNIT_TYPES, WEAPONS

README_BEGIN = "<!-- list-format keys: generated, see docs/list-format.md -->"
README_END = "<!-- end of list-format keys -->"

_INTRO = """\
# Basic Impetus list format

Generated from the file models and the rule tables the checker uses
(`python -m listbuilder.systems.basic_impetus.reference --write`); do not edit by hand.
Rule references in brackets point into the Basic Impetus rules.

Files start with `kind`, `format` and `system`. Format 2 added what the books print and
format 1 could not say; a format-1 file still loads, and `listbuilder upgrade FILE` rewrites it
to format 2 keeping its comments:

- choose-one-of options: `remove: [{unit: [foot, knights]}]` removes from one of the rows,
  `add_one_of` adds one of several rows; the army records the player's choice under `choices`;
- `add_more: [{unit: light-horse, count: 2}]`: more units of a row the list already has;
- relative changes: `modify: [{unit: foot, by: {VBU: 1}}]`. Values outside `by` are absolute,
  and a value written with a leading `+` is refused (YAML would read `+1` as 1);
- traits and weapons in `modify`: "the same unit, but not impetuous" is
  `modify: [{unit: foot, drop_traits: [impetuous]}]`; `add_traits` gains traits, `traits`
  sets them all, `weapon` gives another weapon and `drop_weapon: true` takes it away;
- the list's own `weapons` (`as:` a table weapon, or no `as` for one that does not shoot) and
  special rules that `replaces:` a trait's built-in summary with the list's own text;
- `inferred: [count]` on a row whose count (or name) the book does not print;
- `stated_vdt: [{options: [x], vdt: not stated}]` where the book states no VDT;
- `source_marks_general: false` for a source that marks no row that may carry the General (a
  player's roster, a blog): any unit may then carry it, and the check says so (an info,
  `BI-LIST-GENERAL-UNMARKED`); no row may then say `general: true`;
- `options_not_transcribed: true` for a source with options the file leaves out: armies built
  on the list get an info (`BI-OPTIONS-NOT-TRANSCRIBED`) sending the player to the source.

Which unit a change hits: the army names it under `choices: {option: {units: [...]}}`;
otherwise units not carrying the General go first, and the army's check says which it took.

A published list page's text need not be written by hand: `listbuilder import-list PAGE.txt -o
DIR` (File ▸ Import published list… in the editor) writes these files from it and says what it
could not read; see [import-list.md](import-list.md).
"""


def _type_name(annotation: Any, models: list[type[BaseModel]]) -> str:
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin in (typing.Union, types.UnionType):
        names = [_type_name(a, models) for a in args if a is not type(None)]
        return " or ".join(names)
    if origin is typing.Literal:
        return "one of " + ", ".join(f"`{a}`" for a in args)
    if origin is typing.Annotated:
        return _type_name(args[0], models)
    if origin is list:
        return f"list of {_type_name(args[0], models)}"
    if origin is dict:
        return f"mapping of id to {_type_name(args[1], models)}"
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        if annotation not in models:
            models.append(annotation)
        return f"[{annotation.__name__}](#{annotation.__name__.lower()})"
    return {int: "whole number", str: "text", bool: "true/false"}.get(annotation, str(annotation))


# Keys every file has (core.model), described here rather than in the shared models.
_COMMON = {
    "kind": "What the file is: `army-list` or `army`",
    "format": "The file format version; 2 is current",
    "system": "The rule system, `basic-impetus`",
    "id": "Stable id: lowercase letters, digits, '-' and '_' (a list's id may carry a "
          "namespace, e.g. `bi/normans`)",
    "name": "As people read it",
    "text": "In your own words",
    "period": "Dates, as the book prints them",
    "source": "Where the list is published (publisher, volume, page)",
    "errata": "Known mistakes of the source kept on purpose; their findings become info",
    "notes": "Free text",
    "list": "Id of the army list the army is built from",
    "list_stamp": "Stamp of the list data the army was built against "
                  "(`listbuilder stamp ARMY` writes it)",
    "scale": "Figure scale: 28mm, 15mm, 10mm or 6mm [1.3.1]",
    "publisher": "Who publishes the list", "title": "The publication's title",
    "volume": "Volume, as printed", "page": "Page or web page", "url": "Where to find it",
    "licence": "The list data's licence, if stated", "reason": "Why the source's value is kept",
}


def _model_section(model: type[BaseModel], models: list[type[BaseModel]]) -> list[str]:
    doc = " ".join((model.__doc__ or "").strip().split("\n\n")[0].split())
    lines = [f"### {model.__name__}", ""] + ([doc, ""] if doc else [])
    lines += ["| key | value | required | meaning |", "|---|---|---|---|"]
    for name, field in model.model_fields.items():
        key = field.alias or name
        value = _type_name(field.annotation, models)
        needed = "yes" if field.is_required() else "no"
        meaning = (field.description or _COMMON.get(key, "")).replace("|", "\\|")
        lines.append(f"| `{key}` | {value} | {needed} | {meaning} |")
    return [*lines, ""]


def _models_doc(root: type[BaseModel], title: str) -> list[str]:
    models: list[type[BaseModel]] = [root]
    lines = [f"## {title}", ""]
    i = 0
    while i < len(models):  # sections for nested models as they are found
        lines += _model_section(models[i], models)
        i += 1
    return lines


#: The weapons table's indirect-fire column (`INDIRECT` says each in full).
INDIRECT_CELL = {"may": "yes", "never": "no", "ours": "no (our reading)",
                 "siege": "siege engines: always, without the -2"}


def _codes_doc() -> list[str]:
    lines = ["## Unit types [2.2]", "", "| code | meaning |", "|---|---|"]
    lines += [f"| `{c}` | {type_text(c)} |" for c in UNIT_TYPES]
    lines += [f"| `{a}` | the Hungarian text's spelling of `{c}`; accepted, write `{c}` |"
              for a, c in TYPE_ALIASES.items()]
    lines += ["", "## Weapons: the shooting table [6.1.2]", "",
              "Dice added or removed at short (10U), long (20U) and extreme (50U) range, "
              "`vs infantry/vs cavalry`. A weapon the table lacks goes under the list's "
              "`weapons`, shooting `as:` one of these or not at all.", "",
              "| code | name | 10U | 20U | 50U | indirect [6.4] | note |",
              "|---|---|---|---|---|---|---|"]
    for w in WEAPONS.values():
        cells = [w.short or "–", w.long or "–", w.extreme or "–"]
        lines.append(f"| `{w.code}` | {w.name} | {' | '.join(cells)} | "
                     f"{INDIRECT_CELL[w.indirect]} | {w.note} |")
    lines += ["", "## Traits", "", "A list that prints its own version of a trait's rule "
              "gives it a special rule with `replaces: TRAIT`.", "",
              "| code | rule |", "|---|---|"]
    lines += [f"| `{c}` | {trait_text(c)} |" for c in TRAITS]
    return [*lines, ""]


def reference_markdown() -> str:
    lines = [_INTRO]
    lines += _models_doc(BasicImpetusList, "List file keys")
    lines += _models_doc(BasicImpetusArmy, "Army file keys")
    lines += _codes_doc()
    return "\n".join(lines).rstrip() + "\n"


def readme_block() -> str:
    """The README's summary of keys: one line per kind of entry, every key named."""
    def keys(model: type[BaseModel]) -> str:
        return ", ".join(f"`{f.alias or n}`" for n, f in model.model_fields.items())

    return "\n".join([
        README_BEGIN,
        f"- **list**: {keys(BasicImpetusList)}",
        f"- **row** (`units`, `add`, `add_one_of`): {keys(UnitRow)}",
        f"- **option**: {keys(Option)}",
        f"- **army**: {keys(BasicImpetusArmy)}",
        f"- **unit types**: {', '.join(f'`{c}`' for c in UNIT_TYPES)}; "
        f"**weapons**: {', '.join(f'`{c}`' for c in WEAPONS)}",
        "",
        "Every key and code, with its rule text: [docs/list-format.md](docs/list-format.md).",
        README_END,
    ])


def _write(root: Path) -> None:
    (root / "docs").mkdir(exist_ok=True)
    (root / "docs" / "list-format.md").write_text(reference_markdown(), encoding="utf-8")
    readme = root / "README.md"
    text = readme.read_text(encoding="utf-8")
    start, end = text.index(README_BEGIN), text.index(README_END) + len(README_END)
    readme.write_text(text[:start] + readme_block() + text[end:], encoding="utf-8")


if __name__ == "__main__":  # pragma: no cover - a developer's command
    if "--write" in sys.argv:
        _write(Path(__file__).resolve().parents[3])
    else:
        sys.stdout.write(reference_markdown())
