"""What a skirmish player may edit: the game format, detachments and their model entries.

A detachment is the unit a player selects; its model entries are nested sections with a
type, count, role and the upgrades the rules price. Roles offered are those the list allows
the type (and the hero); upgrades that do not fit the role are still shown when set, so the
finding that flags them can be fixed here.
"""

from __future__ import annotations

from typing import Any

from listbuilder.systems.api import (
    COUNT_MAX,
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
    note_field,
)
from listbuilder.systems.skirmish import tables
from listbuilder.systems.skirmish.army_model import Detachment, ModelEntry, SkirmishArmy
from listbuilder.systems.skirmish.list_model import ModelType, SkirmishList
from listbuilder.systems.skirmish.tables import FORMATS, ROLES


def army_fields(army: SkirmishArmy) -> list[FieldSpec]:
    choices = tuple((key, _("{name} ({budget} points)", name=_(f.name), budget=f.budget))
                    for key, f in FORMATS.items())
    return [FieldSpec(("game_format",), N_("&Game format"), "choice", army.game_format, choices,
                      help=N_("Sets the points limit and the detachment rules"))]


def _find(army: SkirmishArmy, unit_id: str) -> tuple[int, Detachment] | None:
    return next(((i, d) for i, d in enumerate(army.detachments) if d.id == unit_id), None)


def unit_fields(army_list: SkirmishList, army: SkirmishArmy, unit_id: str) -> list[FieldSpec]:
    found = _find(army, unit_id)
    if found is None:
        return []
    i, det = found
    path: DocPath = ("detachments", i)
    types = {t.id: t for t in army_list.model_types}
    fields = [FieldSpec((*path, "name"), N_("Name"), "text", det.name),
              FieldSpec((*path, "main"), N_("Main detachment"), "bool", det.main, default=False),
              note_field(path, det.notes)]
    for j, entry in enumerate(det.models):
        fields += _entry_fields(entry, (*path, "models", j), _section(j, entry, types), types)
    return fields


def _section(j: int, entry: ModelEntry, types: dict[str, ModelType]) -> str:
    model_type = types.get(entry.type)
    return _("Model {n}: {name}", n=j + 1,
             name=entry.name or (list_word(model_type.name) if model_type else entry.type))


def _entry_fields(entry: ModelEntry, path: DocPath, section: str,
                  types: dict[str, ModelType]) -> list[FieldSpec]:
    data = data_of(entry)
    type_choices = tuple((_entry_as(data, t, types), f"{list_word(t.name)} ({t.cost})")
                         for t in types.values())
    if not any(value == data for value, _ in type_choices):
        type_choices += ((data, _("⚠ {id} (not in the list)", id=entry.type)),)
    fields = [FieldSpec(path, N_("Type"), "choice", data, type_choices, section=section)]
    model_type = types.get(entry.type)
    fields.append(FieldSpec((*path, "count"), N_("Count"), "int", entry.count, minimum=1,
                            maximum=max(COUNT_MAX, entry.count), default=1, section=section))
    if model_type is None:
        return fields
    role_id = entry.role or model_type.roles[0]
    fields += [
        FieldSpec((*path, "role"), N_("Role"), "choice", role_id, _roles(model_type, role_id),
                  default=model_type.roles[0], section=section),
        FieldSpec((*path, "name"), N_("Name"), "text", entry.name, section=section),
    ]
    fields += _upgrades(entry, model_type, ROLES.get(role_id), path, section)
    return fields


def _roles(model_type: ModelType, current: str) -> tuple[tuple[str, str], ...]:
    ids = list(model_type.roles)
    if tables.HERO_FROM_ROLE in ids:
        ids.append("hero")
    if current not in ids:
        ids.append(current)  # shown as it is; the finding says why it is wrong
    out = []
    for rid in ids:
        role = ROLES.get(rid)
        extra = model_type.role_costs.get(rid, 0) + (tables.HERO_COST if rid == "hero" else 0)
        label = (f"⚠ {rid}" if role is None
                 else _("{name} ({morale} MP, +{cost})", name=role.name,
                        morale=role.morale_points, cost=extra) if extra
                 else _("{name} ({morale} MP)", name=role.name, morale=role.morale_points))
        out.append((rid, label))
    return tuple(out)


def _upgrades(entry: ModelEntry, model_type: ModelType, role, path: DocPath, section: str
              ) -> list[FieldSpec]:
    out = []
    if model_type.mounted or entry.lance:
        out.append(FieldSpec((*path, "lance"),
                             _("Cavalry lance (+{cost})", cost=tables.CAVALRY_LANCE_COST),
                             "bool", entry.lance, default=False, section=section))
    if (role and role.is_officer) or entry.outstanding:
        out.append(FieldSpec((*path, "outstanding"),
                             _("Outstanding officer (+{cost})",
                               cost=tables.OUTSTANDING_OFFICER_COST), "bool",
                             entry.outstanding, default=False, section=section))
    if (role and role.is_senior_officer) or entry.bonus:
        bonuses = tuple((key, f"{_(tables.UPGRADE_WORDS[key])} (+{cost})")
                        for key, cost in tables.SENIOR_OFFICER_BONUSES.items())
        out.append(FieldSpec((*path, "bonus"), N_("Senior officer's bonus"), "choice", entry.bonus,
                             ((None, _("— none —")), *bonuses), section=section))
    return out


def _entry_as(data: dict[str, Any], model_type: ModelType, types: dict[str, ModelType]
              ) -> dict[str, Any]:
    """The entry as another model type: the role and upgrades the new type can take kept,
    the others set aside, and what was set aside that it can take brought back
    (`as_type`)."""
    return as_type(data, model_type.id, ("role", "lance", "outstanding", "bonus"),
                   lambda entry: _fitted(entry, types))


def _fitted(data: dict[str, Any], types: dict[str, ModelType]) -> dict[str, Any]:
    """The entry with only the role and upgrades its type (and that role) can take."""
    model_type = types.get(data["type"])
    if model_type is None:  # not in the list: nothing to measure it against
        return data
    out = {k: v for k, v in data.items() if k in ("type", "count", "name")}
    role = data.get("role")
    if role in model_type.roles or (role == "hero" and tables.HERO_FROM_ROLE in model_type.roles):
        out["role"] = role
    if data.get("lance") and model_type.mounted:
        out["lance"] = True
    taken = ROLES.get(out.get("role") or model_type.roles[0])
    if data.get("outstanding") and taken and taken.is_officer:
        out["outstanding"] = True
    if data.get("bonus") and taken and taken.is_senior_officer:
        out["bonus"] = data["bonus"]
    return out


def addable(army_list: SkirmishList, army: SkirmishArmy, unit_id: str | None) -> list[AddSpec]:
    if unit_id is None:
        taken = {d.id for d in army.detachments}
        first = army_list.model_types[0]
        new_id = free_id("detachment", taken)
        value = {"id": new_id, "name": _("Detachment {number}", number=new_id.rsplit('-', 1)[1]),
                 "models": [{"type": first.id}]}
        return [AddSpec(N_("Detachment"), ("detachments",), value)]
    found = _find(army, unit_id)
    if found is None:
        return []
    path = ("detachments", found[0], "models")
    return [AddSpec(f"{list_word(t.name)} ({t.cost})", path, {"type": t.id}, section=N_("Models"))
            for t in army_list.model_types]


def kept(army: SkirmishArmy, unit_id: str) -> str:
    """Why a detachment stays: the army file needs one."""
    if _find(army, unit_id) is not None and len(army.detachments) == 1:
        return _("An army keeps at least one detachment: add another before removing this one.")
    return ""


def removable(army_list: SkirmishList, army: SkirmishArmy, unit_id: str) -> list[RemoveSpec]:
    """A detachment or model entry is removable while one is left: the file needs one."""
    found = _find(army, unit_id)
    if found is None:
        return []
    i, det = found
    out = []
    if len(army.detachments) > 1:
        out.append(RemoveSpec(_("Remove {name}", name=det.name or det.id), ("detachments", i)))
    if len(det.models) > 1:
        types = {t.id: t for t in army_list.model_types}
        out += [RemoveSpec(N_("Remove this entry"), ("detachments", i, "models", j),
                           _section(j, entry, types)) for j, entry in enumerate(det.models)]
    return out
