"""Check each unit of a Szwadron army against its type and price it.

A unit's points: base figures at the type's cost, differing figures at their variant's
cost, limbers at the limber cost. Paths point into the army file.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from listbuilder.core.diagnostics import Diagnostic, DocPath, error, warning
from listbuilder.core.hints import did_you_mean
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
        return None, [error("SZ-UNKNOWN-TYPE", f"The list has no unit type '{unit.type}'."
                            f"{did_you_mean(unit.type, types)} Unit types: {', '.join(types)}.",
                            (*path, "type"), (unit.id,))]
    differing, findings = _differing(unit, unit_type, path)
    priced = Priced(index, unit, unit_type, tuple(differing))
    findings += _size(priced)
    findings += _limbers(priced)
    return priced, findings


def _differing(unit: Unit, unit_type: UnitType, path: DocPath
               ) -> tuple[list[Differing], list[Diagnostic]]:
    variants = {v.id: v for v in unit_type.variants}
    out: list[Differing] = []
    findings: list[Diagnostic] = []
    seen: set[str] = set()
    for i, entry in enumerate(unit.differing):
        where = (*path, "differing", i)
        variant = variants.get(entry.variant)
        if variant is None:
            offered = ", ".join(variants) or "none"
            findings.append(error(
                "SZ-UNKNOWN-VARIANT", f"{unit_type.name} has no differing figure "
                f"'{entry.variant}'.{did_you_mean(entry.variant, variants)} The list offers: "
                f"{offered}.", (*where, "variant"), (unit.id,)))
            continue
        if variant.id in seen:
            findings.append(warning("SZ-DIFFERING-TWICE", f"Differing figure '{variant.id}' is "
                                    "listed twice in this unit; give it once with the total "
                                    "count.", (*where, "variant"), (unit.id,)))
        else:
            findings += _variant_max(unit, variant, where)
        seen.add(variant.id)
        out.append(Differing(variant, entry.count))
    differing_total = sum(d.count for d in out)
    if differing_total > unit.figures:
        findings.append(error(
            "SZ-DIFFERING-TOO-MANY", f"{differing_total} differing figures are recorded, but "
            f"the unit has only {unit.figures} figures. Lower the counts under 'differing' or "
            "raise 'figures' (it counts the differing figures too).", (*path, "differing"),
            (unit.id,)))
    return out, findings


def _variant_max(unit: Unit, variant: Variant, where: DocPath) -> list[Diagnostic]:
    total = sum(e.count for e in unit.differing if e.variant == variant.id)
    if variant.max_per_unit is None or total <= variant.max_per_unit:
        return []
    return [error("SZ-VARIANT-MAX", f"The unit has {total} '{variant.name}' figures; the list "
                  f"allows {variant.max_per_unit} per unit. Lower the count.", (*where, "count"),
                  (unit.id,))]


def _size(priced: Priced) -> Iterator[Diagnostic]:
    t, n = priced.unit_type, priced.unit.figures
    if not t.min_figures <= n <= t.max_figures:
        yield error("SZ-UNIT-SIZE", f"A unit of {t.name} has {t.min_figures}–{t.max_figures} "
                    f"figures; this one has {n}. Change 'figures'.",
                    (*priced.path, "figures"), (priced.unit.id,))


def _limbers(priced: Priced) -> Iterator[Diagnostic]:
    unit, t = priced.unit, priced.unit_type
    where = (*priced.path, "limbers")
    if t.limber is None:
        if unit.limbers:
            yield error("SZ-LIMBER-NOT-ALLOWED", f"{t.name} has no limbers in the list. "
                        "Remove 'limbers'.", where, (unit.id,))
        return
    # The source sets no most limbers per gun; only a list that requires them is checked.
    if t.limber.required and unit.limbers < unit.figures:
        yield error("SZ-LIMBER-MISSING", f"Every {t.name} figure has its limber in the list; "
                    f"this unit has {unit.figures} figures and {unit.limbers} limbers. Set "
                    f"'limbers: {unit.figures}'.", where, (unit.id,))
