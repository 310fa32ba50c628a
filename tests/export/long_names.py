"""Every sample with names as long as a player may write them: the army's, each unit's and
detachment's, each group's, each of them with a word wider than any box on a card."""

from __future__ import annotations

from itertools import count
from pathlib import Path
from typing import Any

import yaml

#: 200 characters (the format's most), words of every length and one of 52 characters.
ARMY_NAME = ("The Host of the Kingdom of France and of the Counties of Flanders, Champagne, "
             "Blois, Anjou and Toulouse with their Vassals, Sergeants and Communal Levies "
             "Mustered for the Campaign of 1214 AD")
LONG_WORD = "Hochwohlgeborenerleibgardeschwadronskavalleriezüge"


def unit_name(n: int) -> str:
    """A unit's name of 80-odd characters: the long word, then ordinary ones."""
    return f"{LONG_WORD}{n} Pospolite ruszenie ziemi krakowskiej i sandomierskiej"


def with_long_names(sample: Path, folder: Path) -> Path:
    """The sample, every name in it long: the army's, and every `name` below it (units,
    heroes, mounts, detachments, models, groups); Basic Impetus units and groups get one
    where they have none."""
    data = yaml.safe_load(sample.read_text(encoding="utf-8"))
    numbers = count(1)
    data = _renamed(data, numbers)
    data["name"] = ARMY_NAME
    for unit in (data.get("units") or {}).values() if isinstance(data.get("units"), dict) else ():
        unit.setdefault("name", unit_name(next(numbers)))
    for key in ("groups", "big_units"):
        for group in data.get(key) or []:
            group.setdefault("name", unit_name(next(numbers)))
    out = folder / f"long-{sample.name}"
    out.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return out


def _renamed(value: Any, numbers: count) -> Any:
    if isinstance(value, dict):
        return {k: unit_name(next(numbers)) if k == "name" else _renamed(v, numbers)
                for k, v in value.items()}
    if isinstance(value, list):
        return [_renamed(v, numbers) for v in value]
    return value
