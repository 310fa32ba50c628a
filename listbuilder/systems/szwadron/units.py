"""Check each unit of a Szwadron army against its type and price it.

A unit's points: base figures at the type's cost, differing figures at their variant's
cost, limbers at the limber cost. Paths point into the army file.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from listbuilder.systems.api import N_, Diagnostic, DocPath, Word, did_you_mean, joined, ref_of
from listbuilder.systems.szwadron import messages
from listbuilder.systems.szwadron.army_model import Unit
from listbuilder.systems.szwadron.list_model import UnitType, Variant


@dataclass(frozen=True)
class Differing:
    variant: Variant
    count: int


@dataclass(frozen=True)
class Priced:
    index: int
    unit: Unit
    unit_type: UnitType
    differing: tuple[Differing, ...]

    @property
    def path(self) -> DocPath:
        return ("units", self.index)

    @property
    def base_figures(self) -> int:
        return max(0, self.unit.figures - sum(d.count for d in self.differing))

    @property
    def limbers(self) -> int:
        return self.unit.limbers if self.unit_type.limber else 0

    @property
    def points(self) -> int:
        limber_cost = self.unit_type.limber.cost if self.unit_type.limber else 0
        return (self.base_figures * self.unit_type.cost
                + sum(d.count * d.variant.cost for d in self.differing)
                + self.limbers * limber_cost)


def price(index: int, unit: Unit, types: dict[str, UnitType]
          ) -> tuple[Priced | None, list[Diagnostic]]:
    path: DocPath = ("units", index)
    unit_type = types.get(unit.type)
    if unit_type is None:
        named = {key: ref_of(t) for key, t in types.items()}
        return None, [messages.UNKNOWN_TYPE((*path, "type"), (unit.id,), type=unit.type,
                                            hint=did_you_mean(unit.type, types, named),
                                            types=joined(named.values()))]
    differing, findings = _differing(unit, unit_type, path)
    priced = Priced(index, unit, unit_type, tuple(differing))
    findings += _size(priced)
    findings += _limbers(priced)
    return priced, findings


def _differing(unit: Unit, unit_type: UnitType, path: DocPath
               ) -> tuple[list[Differing], list[Diagnostic]]:
    variants = {v.id: v for v in unit_type.variants}
    names = {v.id: ref_of(v) for v in unit_type.variants}  # the list's words, not its keys
    out: list[Differing] = []
    findings: list[Diagnostic] = []
    seen: set[str] = set()
    for i, typed in enumerate(unit.differing):
        where = (*path, "differing", i)
        variant = variants.get(typed.variant)
        if variant is None:
            findings.append(messages.UNKNOWN_VARIANT(
                (*where, "variant"), (unit.id,), unit_type=ref_of(unit_type), variant=typed.variant,
                hint=did_you_mean(typed.variant, variants, names),
                offered=joined(names.values()) if names else Word(N_("none"))))
            continue
        if variant.id in seen:
            findings.append(messages.DIFFERING_TWICE((*where, "variant"), (unit.id,),
                                                     variant=ref_of(variant)))
        else:
            findings += _variant_max(unit, variant, where)
        seen.add(variant.id)
        out.append(Differing(variant, typed.count))
    differing_total = sum(d.count for d in out)
    if differing_total > unit.figures:
        findings.append(messages.DIFFERING_TOO_MANY((*path, "differing"), (unit.id,),
                                                    n=differing_total, figures=unit.figures))
    return out, findings


def _variant_max(unit: Unit, variant: Variant, where: DocPath) -> list[Diagnostic]:
    total = sum(e.count for e in unit.differing if e.variant == variant.id)
    if variant.max_per_unit is None or total <= variant.max_per_unit:
        return []
    return [messages.VARIANT_MAX((*where, "count"), (unit.id,), count=total,
                                 variant=ref_of(variant), limit=variant.max_per_unit)]


def _size(priced: Priced) -> Iterator[Diagnostic]:
    t, n = priced.unit_type, priced.unit.figures
    if not t.min_figures <= n <= t.max_figures:
        yield messages.UNIT_SIZE((*priced.path, "figures"), (priced.unit.id,),
                                 unit_type=ref_of(t), low=t.min_figures, high=t.max_figures,
                                 figures=n)


def _limbers(priced: Priced) -> Iterator[Diagnostic]:
    unit, t = priced.unit, priced.unit_type
    where = (*priced.path, "limbers")
    if t.limber is None:
        if unit.limbers:
            yield messages.LIMBER_NOT_ALLOWED(where, (unit.id,), unit_type=ref_of(t))
        return
    # The source sets no most limbers per gun; only a list that requires them is checked.
    if t.limber.required and unit.limbers < unit.figures:
        yield messages.LIMBER_MISSING(where, (unit.id,), unit_type=ref_of(t),
                                      figures=unit.figures, limbers=unit.limbers)
