"""Consistency checks on a Szwadron list file (paths point into the list file)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from listbuilder.core.diagnostics import Diagnostic, DocPath, error, warning
from listbuilder.core.hints import did_you_mean
from listbuilder.systems.szwadron.list_model import SzwadronList, UnitType, Variant


def check_list(army_list: SzwadronList) -> list[Diagnostic]:
    ability_ids = {a.id for a in army_list.abilities}
    out = list(_duplicates("ability", (a.id for a in army_list.abilities), ("abilities",)))
    out += _duplicates("unit type", (t.id for t in army_list.unit_types), ("unit_types",))
    for i, unit_type in enumerate(army_list.unit_types):
        out += _check_type(unit_type, ("unit_types", i), ability_ids)
    return out


def _duplicates(what: str, ids: Iterable[str], path: DocPath) -> Iterator[Diagnostic]:
    seen: set[str] = set()
    for i, item_id in enumerate(ids):
        if item_id in seen:
            yield error("SZ-LIST-DUPLICATE-ID", f"The {what} id '{item_id}' is used twice; "
                        "give each its own id.", (*path, i, "id"))
        seen.add(item_id)


def _abilities(names: list[str], known: set[str], path: DocPath) -> Iterator[Diagnostic]:
    for i, ability in enumerate(names):
        if ability not in known:
            yield error("SZ-LIST-UNKNOWN-ABILITY", f"No ability '{ability}' in this list."
                        f"{did_you_mean(ability, known)} Define it under 'abilities'.",
                        (*path, i))


def _check_type(t: UnitType, path: DocPath, abilities: set[str]) -> Iterator[Diagnostic]:
    yield from _abilities(t.abilities, abilities, (*path, "abilities"))
    if t.min_figures > t.max_figures:
        yield error("SZ-LIST-SIZE-RANGE", f"{t.name}: min_figures ({t.min_figures}) is above "
                    f"max_figures ({t.max_figures}). Swap or fix them.", (*path, "min_figures"))
    if t.limber is not None and t.kind != "artillery":
        yield error("SZ-LIST-LIMBER-KIND", f"{t.name} is {t.kind}; only artillery has limbers. "
                    "Remove 'limber'.", (*path, "limber"))
    yield from _duplicates("variant", (v.id for v in t.variants), (*path, "variants"))
    for vi, variant in enumerate(t.variants):
        yield from _check_variant(t, variant, (*path, "variants", vi), abilities)


def _check_variant(t: UnitType, v: Variant, path: DocPath, abilities: set[str]
                   ) -> Iterator[Diagnostic]:
    yield from _abilities(v.abilities, abilities, (*path, "abilities"))
    changes = v.changes.changed()
    base = t.profile.model_dump()
    if not changes and not v.abilities:
        yield error("SZ-LIST-VARIANT-EMPTY", f"Differing figure '{v.id}' names no "
                    "characteristic that differs and adds no ability. Say what differs under "
                    "'changes' (e.g. {UW: 4}) or remove the variant.", path)
    same = [k for k, value in changes.items() if base[k] == value]
    if same:
        yield warning("SZ-LIST-VARIANT-SAME", f"Differing figure '{v.id}' gives "
                      f"{', '.join(same)} the base figure's own value; list only what differs.",
                      (*path, "changes", same[0]))
    if v.max_per_unit is not None and v.max_per_unit > t.max_figures:
        yield warning("SZ-LIST-VARIANT-MAX", f"Differing figure '{v.id}' allows "
                      f"{v.max_per_unit} per unit, more than the unit's {t.max_figures} "
                      "figures.", (*path, "max_per_unit"))
