"""Consistency checks on a Szwadron list file (paths point into the list file)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from listbuilder.systems.api import N_, Diagnostic, DocPath, Word, did_you_mean
from listbuilder.systems.szwadron import messages
from listbuilder.systems.szwadron.list_model import SzwadronList, UnitType, Variant


def check_list(army_list: SzwadronList) -> list[Diagnostic]:
    ability_ids = {a.id for a in army_list.abilities}
    out = list(_duplicates(Word(N_("ability")), (a.id for a in army_list.abilities),
                           ("abilities",)))
    out += _duplicates(Word(N_("unit type")), (t.id for t in army_list.unit_types),
                       ("unit_types",))
    for i, unit_type in enumerate(army_list.unit_types):
        out += _check_type(unit_type, ("unit_types", i), ability_ids)
    named = {a for t in army_list.unit_types
             for a in [*t.abilities, *(a for v in t.variants for a in v.abilities)]}
    out += [messages.LIST_ABILITY_UNUSED(("abilities", i, "id"), ability=a.id)
            for i, a in enumerate(army_list.abilities) if a.id not in named]
    return out


def _duplicates(what: Word, ids: Iterable[str], path: DocPath) -> Iterator[Diagnostic]:
    seen: set[str] = set()
    for i, item_id in enumerate(ids):
        if item_id in seen:
            yield messages.LIST_DUPLICATE_ID((*path, i, "id"), what=what, id=item_id)
        seen.add(item_id)


def _abilities(names: list[str], known: set[str], path: DocPath) -> Iterator[Diagnostic]:
    for i, ability in enumerate(names):
        if ability not in known:
            yield messages.LIST_UNKNOWN_ABILITY((*path, i), ability=ability,
                                                hint=did_you_mean(ability, known))


def _check_type(t: UnitType, path: DocPath, abilities: set[str]) -> Iterator[Diagnostic]:
    yield from _abilities(t.abilities, abilities, (*path, "abilities"))
    if t.min_figures > t.max_figures:
        yield messages.LIST_SIZE_RANGE((*path, "min_figures"), unit_type=t.name,
                                       low=t.min_figures, high=t.max_figures)
    if t.limber is not None and t.kind != "artillery":
        yield messages.LIST_LIMBER_KIND((*path, "limber"), unit_type=t.name,
                                        kind=Word(t.kind))
    yield from _duplicates(Word(N_("variant")), (v.id for v in t.variants), (*path, "variants"))
    for vi, variant in enumerate(t.variants):
        yield from _check_variant(t, variant, (*path, "variants", vi), abilities)


def _check_variant(t: UnitType, v: Variant, path: DocPath, abilities: set[str]
                   ) -> Iterator[Diagnostic]:
    yield from _abilities(v.abilities, abilities, (*path, "abilities"))
    changes = v.changes.changed()
    base = t.profile.model_dump()
    if not changes and not v.abilities:
        yield messages.LIST_VARIANT_EMPTY(path, variant=v.id)
    same = [k for k, value in changes.items() if base[k] == value]
    if same:
        yield messages.LIST_VARIANT_SAME((*path, "changes", same[0]), variant=v.id,
                                         same=", ".join(same))
    if v.max_per_unit is not None and v.max_per_unit > t.max_figures:
        yield messages.LIST_VARIANT_MAX((*path, "max_per_unit"), variant=v.id,
                                        limit=v.max_per_unit, high=t.max_figures)
