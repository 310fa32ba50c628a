"""What a Szwadron player may edit: an optional points limit, units and differing figures.

A unit's figures count its differing figures too (the file's meaning), so raising a variant's
count does not change the unit's size, only its price.
"""

from __future__ import annotations

from typing import Any

from listbuilder.systems.api import (
    N_,
    AddSpec,
    DocPath,
    FieldSpec,
    RemoveSpec,
    _,
    as_type,
    data_of,
    free_id,
    list_word,
    ngettext,
    note_field,
)
from listbuilder.systems.api import POINTS_LIMIT_MAX as POINTS_MAX
from listbuilder.systems.szwadron.army_model import DifferingFigures, SzwadronArmy, Unit
from listbuilder.systems.szwadron.list_model import SzwadronList, UnitType

NO_LIMIT = 0


def army_fields(army: SzwadronArmy) -> list[FieldSpec]:
    # 0 stands for "no limit": the file then leaves `points_limit` out.
    return [FieldSpec(("points_limit",), N_("&Points limit"), "int", army.points_limit or NO_LIMIT,
                      minimum=NO_LIMIT, maximum=POINTS_MAX, default=NO_LIMIT,
                      help=N_("The points agreed for the battle; 0 for none"))]


def _find(army: SzwadronArmy, unit_id: str) -> tuple[int, Unit] | None:
    return next(((i, u) for i, u in enumerate(army.units) if u.id == unit_id), None)


def unit_fields(army_list: SzwadronList, army: SzwadronArmy, unit_id: str) -> list[FieldSpec]:
    found = _find(army, unit_id)
    if found is None:
        return []
    i, unit = found
    path: DocPath = ("units", i)
    types = {t.id: t for t in army_list.unit_types}
    data = data_of(unit)
    type_choices = tuple((_unit_as(data, t, types),
                          _("{name} ({cost}/figure)", name=list_word(t.name), cost=t.cost))
                         for t in types.values())
    if not any(value == data for value, _ in type_choices):
        type_choices += ((data, _("⚠ {id} (not in the list)", id=unit.type)),)
    unit_type = types.get(unit.type)
    fields = [FieldSpec((*path, "name"), N_("Name"), "text", unit.name),
              FieldSpec(path, N_("Type"), "choice", data, type_choices)]
    if unit_type is None:
        return [*fields, note_field(path, unit.notes)]
    fields.append(FieldSpec((*path, "figures"), N_("Figures"), "int", unit.figures, minimum=1,
                            maximum=max(unit_type.max_figures, unit.figures)))
    if unit_type.limber or unit.limbers:
        label = (_("Limbers (+{cost} each)", cost=unit_type.limber.cost) if unit_type.limber
                 else N_("Limbers"))
        fields.append(FieldSpec((*path, "limbers"), label, "int", unit.limbers,
                                minimum=0, maximum=max(unit.figures, unit.limbers), default=0))
    fields.append(note_field(path, unit.notes))
    for j, entry in enumerate(unit.differing):
        fields += _differing_fields(entry, (*path, "differing", j), unit, unit_type, j)
    return fields


def _differing_fields(entry: DifferingFigures, path: DocPath, unit: Unit, unit_type: UnitType,
                      j: int) -> list[FieldSpec]:
    variants = {v.id: v for v in unit_type.variants}
    variant = variants.get(entry.variant)
    section = _("Differing {n}: {name}", n=j + 1, name=list_word(variant.name) if variant
                else entry.variant)
    choices = tuple((v.id, _("{name} ({cost}/figure)", name=list_word(v.name), cost=v.cost))
                    for v in variants.values())
    if variant is None:
        choices += ((entry.variant, _("⚠ {id} (not in the list)", id=entry.variant)),)
    most = (variant.max_per_unit if variant and variant.max_per_unit else unit.figures)
    return [
        FieldSpec((*path, "variant"), N_("Variant"), "choice", entry.variant, choices,
                  section=section),
        FieldSpec((*path, "count"), N_("Count"), "int", entry.count, minimum=1,
                  maximum=max(most, entry.count), default=1, section=section),
    ]


def _unit_as(data: dict[str, Any], unit_type: UnitType, types: dict[str, UnitType]
             ) -> dict[str, Any]:
    """The unit as another type: its size kept in range, the variants and limbers it can
    take kept, the others set aside, and what was set aside that it can take brought back
    (`as_type`)."""
    return as_type(data, unit_type.id, ("figures", "differing", "limbers"),
                   lambda unit: _fitted(unit, types))


def _fitted(data: dict[str, Any], types: dict[str, UnitType]) -> dict[str, Any]:
    """The unit with only what its type can take, its size brought into the type's range."""
    unit_type = types.get(data["type"])
    if unit_type is None:  # not in the list: nothing to measure it against
        return data
    out = {k: v for k, v in data.items() if k in ("id", "name", "type", "notes")}
    out["figures"] = max(unit_type.min_figures, min(unit_type.max_figures, data["figures"]))
    variants = {v.id for v in unit_type.variants}
    differing = [d for d in data.get("differing", []) if d["variant"] in variants]
    if differing:
        out["differing"] = differing
    if unit_type.limber and data.get("limbers"):
        out["limbers"] = min(data["limbers"], out["figures"])
    return out


def addable(army_list: SzwadronList, army: SzwadronArmy, unit_id: str | None
            ) -> list[AddSpec]:
    if unit_id is None:
        taken = {u.id for u in army.units}
        # Counted and costed in words: '(12 × 10)' alone said nothing to a new player.
        return [AddSpec(ngettext("{name} ({n} figure, {cost} points)",
                                 "{name} ({n} figures, {cost} points each)", t.max_figures,
                                 name=list_word(t.name), cost=t.cost), ("units",),
                        {"id": free_id(t.id, taken), "type": t.id, "figures": t.max_figures})
                for t in army_list.unit_types]
    found = _find(army, unit_id)
    unit_type = next((t for t in army_list.unit_types if found and t.id == found[1].type), None)
    if found is None or unit_type is None:
        return []
    path = ("units", found[0], "differing")
    return [AddSpec(_("{name} ({cost}/figure)", name=list_word(v.name), cost=v.cost), path,
                    {"variant": v.id},
                    section=N_("Differing figures")) for v in unit_type.variants]


def removable(army_list: SzwadronList, army: SzwadronArmy, unit_id: str) -> list[RemoveSpec]:
    found = _find(army, unit_id)
    if found is None:
        return []
    i, unit = found
    out = [RemoveSpec(_("Remove {name}", name=unit.name or unit.id), ("units", i))]
    variants = {v.id: v.name for t in army_list.unit_types if t.id == unit.type
                for v in t.variants}
    out += [RemoveSpec(N_("Remove these figures"), ("units", i, "differing", j),
                       _("Differing {n}: {name}", n=j + 1,
                         name=variants.get(e.variant, e.variant)))
            for j, e in enumerate(unit.differing)]
    return out
