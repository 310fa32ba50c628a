"""What a USB player may edit: the points limit, heroes (and their mounts) and units.

Choices come from the troop menu, each labelled with its cost so the price of a pick is
visible before it is made. A pick that changes several keys at once (a new unit type, a
monster mount that brings its monster) replaces the whole record, so it stays one edit.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from listbuilder.systems.api import (
    N_,
    AddSpec,
    Choice,
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
    term,
)
from listbuilder.systems.api import POINTS_LIMIT_MAX as POINTS_MAX
from listbuilder.systems.usb.army_model import UsbArmy, UsbHeroChoice, UsbUnitChoice
from listbuilder.systems.usb.list_model import HERO_KEY, UsbList, UsbUnitType
from listbuilder.systems.usb.menu import Menu
from listbuilder.systems.usb.starting_army import STARTING_MODELS
from listbuilder.systems.usb.units import price_unit


def army_fields(army: UsbArmy) -> list[FieldSpec]:
    return [FieldSpec(("points_limit",), N_("&Points limit"), "int", army.points_limit,
                      minimum=1, maximum=POINTS_MAX,
                      help=N_("The agreed points per side: sets heroes, activations and the "
                              "most one unit may cost"))]


def unit_fields(army_list: UsbList, army: UsbArmy, unit_id: str) -> list[FieldSpec]:
    menu = Menu.of(army_list)
    for i, hero in enumerate(army.heroes):
        if hero.id == unit_id:
            return _hero_fields(hero, ("heroes", i), menu)
    for i, unit in enumerate(army.units):
        if unit.id == unit_id:
            return _unit_fields(unit, ("units", i), menu)
    return []


def addable(army_list: UsbList, army: UsbArmy) -> list[AddSpec]:
    taken = {h.id for h in army.heroes} | {u.id for u in army.units}
    rank = min(army_list.heroes.ranks, key=lambda r: r.cost)
    # Each with its price, as the troop menu prints it: a new player chose blind.
    out = [AddSpec(_("Hero ({rank}, {cost} points)", rank=list_word(rank.name), cost=rank.cost),
                   ("heroes",),
                   {"id": free_id("hero", taken), "name": rank.name, "rank": rank.id})]
    quality = min(army_list.qualities, key=lambda q: q.cost)
    menu = Menu.of(army_list)
    for utype in army_list.unit_types:
        models = max(utype.models.min, min(utype.models.max, STARTING_MODELS))
        value: dict[str, Any] = {"id": free_id(utype.id, taken), "name": utype.name,
                                 "type": utype.id, "quality": quality.id}
        if models != 1:
            value["models"] = models
        cost = price_unit(UsbUnitChoice.model_validate(value), ("units",), menu).points
        out.append(AddSpec(ngettext("{name} ({n} model, {cost} points)",
                                    "{name} ({n} models, {cost} points)", models,
                                    name=list_word(utype.name), cost=cost), ("units",), value))
    return out


def removable(army: UsbArmy, unit_id: str) -> list[RemoveSpec]:
    entries = [("heroes", i, h.id, h.name) for i, h in enumerate(army.heroes)]
    entries += [("units", i, u.id, u.name) for i, u in enumerate(army.units)]
    for key, i, entry_id, name in entries:
        if entry_id == unit_id:
            return [RemoveSpec(_("Remove {name}", name=name), (key, i))]
    return []


# --- units -------------------------------------------------------------------------------
def _unit_fields(unit: UsbUnitChoice, path: DocPath, menu: Menu) -> list[FieldSpec]:
    data = data_of(unit)
    types = tuple((_unit_as(data, t, menu), list_word(t.name)) for t in menu.types.values())
    fields = [
        FieldSpec((*path, "name"), N_("Name"), "text", unit.name, required=True),
        FieldSpec(path, N_("Type"), "choice", data, _with_current(types, data, unit.type)),
        FieldSpec((*path, "quality"), N_("Quality"), "choice", unit.quality,
                  tuple((q.id, _("{name} ({cost}/model)", name=list_word(q.name), cost=q.cost))
                        for q in menu.qualities.values())),
    ]
    utype = menu.types.get(unit.type)
    if utype is None:
        return fields
    if utype.models.max == 1:  # a single model: its costs are not "per model"
        fields[2] = FieldSpec((*path, "quality"), N_("Quality"), "choice", unit.quality,
                              tuple((q.id, f"{list_word(q.name)} ({q.cost})")
                                    for q in menu.qualities.values()))
    if utype.models.max > 1 or unit.models > 1:
        fields.append(FieldSpec((*path, "models"), N_("Models"), "int", unit.models, minimum=1,
                                maximum=max(utype.models.max, unit.models), default=1))
    fields += _troop_options(unit, utype, path, menu)
    fields += _growth_fields(unit.growth, unit.items, utype, path)
    fields += _specialisations(unit.specialisations, utype.id, path, menu,
                               exclude=utype.included_specialisations,
                               per_model=utype.models.max > 1)
    fields.append(note_field(path, unit.notes))
    return fields


def _troop_options(unit: UsbUnitChoice, utype: UsbUnitType, path: DocPath, menu: Menu
                   ) -> list[FieldSpec]:
    out = []
    offered = [e for e in menu.equipment.values() if utype.id in e.costs]
    if offered or unit.equipment:
        choices = ((None, _("— none —")),
                   *((e.id, _("{name} (+{cost}/model)", name=list_word(e.name),
                              cost=e.costs[utype.id]))
                     for e in offered))
        out.append(FieldSpec((*path, "equipment"), N_("Equipment"), "choice", unit.equipment,
                             choices))
    leaders = menu.source.leaders
    if (leaders and utype.id in leaders.types) or unit.leaders:
        label = _("Leaders (+{cost})", cost=leaders.cost) if leaders else N_("Leaders")
        out.append(FieldSpec((*path, "leaders"), label, "bool", unit.leaders,
                             default=False))
    sw = menu.source.special_weapons
    option = next((o for o in sw.options if o.type == utype.id), None) if sw else None
    if (sw and option) or unit.special_weapons:
        most = sw.models if sw else 0
        label = (_("{name} (+{cost} each)", name=list_word(sw.name), cost=option.cost)
                 if sw and option else N_("Special weapons"))
        out.append(FieldSpec((*path, "special_weapons"), label, "int", unit.special_weapons,
                             minimum=0, maximum=max(most, unit.special_weapons), default=0))
    return out


def _growth_fields(steps: int, items: list[str], utype: UsbUnitType, path: DocPath
                   ) -> list[FieldSpec]:
    growth = utype.growth
    if growth is None:
        return []
    choices = tuple((i.id, f"{list_word(i.name)} (+{i.cost})") for i in growth.equipment)
    return [
        FieldSpec((*path, "growth"), _("Growth (+{cost}/step)", cost=growth.step_cost), "int",
                  steps,
                  minimum=0, maximum=max(growth.max_steps, steps), default=0),
        FieldSpec((*path, "items"), N_("Items"), "counts", list(items), choices),
    ]


def _specialisations(chosen: list[str], cost_key: str, path: DocPath, menu: Menu,
                     exclude: Sequence[str] = (), per_model: bool = False, section: str = ""
                     ) -> list[FieldSpec]:
    template = N_("{name} (+{cost}/model)") if per_model else "{name} (+{cost})"
    choices = tuple((s.id, _(template, name=list_word(s.name), cost=s.costs[cost_key]))
                    for s in menu.specialisations.values()
                    if cost_key in s.costs and s.id not in exclude)
    if not choices and not chosen:
        return []
    return [FieldSpec((*path, "specialisations"), N_("Specialisations"), "multi", list(chosen),
                      choices, section=section)]


def _unit_as(data: dict[str, Any], utype: UsbUnitType, menu: Menu) -> dict[str, Any]:
    """The unit as another type: every choice the new type can take kept, the others set
    aside, and what was set aside that it can take brought back (`as_type`)."""
    return as_type(data, utype.id, TYPE_CHOICES, lambda unit: _fitted(unit, menu))


#: What a unit's type decides it may have: kept over a change of type where it still fits.
TYPE_CHOICES = ("models", "equipment", "leaders", "special_weapons", "specialisations",
                "growth", "items")


def _fitted(data: dict[str, Any], menu: Menu) -> dict[str, Any]:
    """The unit with only what its type can take, its size brought into the type's range."""
    utype = menu.types.get(data["type"])
    if utype is None:  # not in the list: nothing to measure it against
        return data
    out = {k: v for k, v in data.items() if k in ("id", "name", "type", "quality", "notes")}
    models = max(utype.models.min, min(utype.models.max, data.get("models", 1)))
    if models != 1:
        out["models"] = models
    equipment = menu.equipment.get(data.get("equipment") or "")
    if equipment is not None and utype.id in equipment.costs:
        out["equipment"] = equipment.id
    leaders = menu.source.leaders
    if data.get("leaders") and leaders and utype.id in leaders.types:
        out["leaders"] = True
    sw = menu.source.special_weapons
    if data.get("special_weapons") and sw and any(o.type == utype.id for o in sw.options):
        out["special_weapons"] = min(data["special_weapons"], sw.models)
    specs = [s for s in data.get("specialisations", [])
             if s in menu.specialisations and utype.id in menu.specialisations[s].costs
             and s not in utype.included_specialisations]
    if specs:
        out["specialisations"] = specs
    growth = utype.growth
    if growth is not None and data.get("growth"):
        out["growth"] = min(data["growth"], growth.max_steps)
    items = [i for i in data.get("items", []) if growth and i in {e.id for e in growth.equipment}]
    if items:
        out["items"] = items
    return out


def _with_current(choices: tuple[Choice, ...], current: Any, key: str) -> tuple[Choice, ...]:
    """The choices, with the current record kept when its key is not in the menu."""
    if any(value == current for value, _ in choices):
        return choices
    return (*choices, (current, _("⚠ {id} (not in the list)", id=key)))


# --- heroes ------------------------------------------------------------------------------
def _hero_fields(hero: UsbHeroChoice, path: DocPath, menu: Menu) -> list[FieldSpec]:
    data = data_of(hero)
    rank = menu.ranks.get(hero.rank)
    changes = ((None, _("— none —")),
               *((c.id, f"{list_word(c.name)} (+{c.cost})" if c.cost else list_word(c.name))
                 for c in menu.class_changes.values()))
    class_choices = tuple((_hero_as(data, cid, menu), label) for cid, label in changes)
    fields = [
        FieldSpec((*path, "name"), N_("Name"), "text", hero.name, required=True),
        FieldSpec((*path, "rank"), N_("Rank"), "choice", hero.rank,
                  tuple((r.id, f"{list_word(r.name)} ({r.cost})") for r in menu.ranks.values())),
        FieldSpec((*path, "equipment"), N_("Equipment"), "multi", list(hero.equipment),
                  tuple((i.id, f"{list_word(i.name)} ({term(i.slot)}, +{i.cost})")
                        for i in menu.hero_items.values()),
                  help=N_("At most one ranged and one melee item")),
        FieldSpec(path, N_("Class change"), "choice", data,
                  _with_current(class_choices, data, hero.class_change or "")),
        FieldSpec((*path, "magic"), N_("Magic / technology (points)"), "int", hero.magic,
                  minimum=0, maximum=max(rank.magic_max if rank else 0, hero.magic),
                  default=0),
    ]
    fields += _specialisations(hero.specialisations, HERO_KEY, path, menu)
    fields += _mount_fields(hero, path, menu)
    fields.append(note_field(path, hero.notes))
    return fields


def _mount_fields(hero: UsbHeroChoice, path: DocPath, menu: Menu) -> list[FieldSpec]:
    mount = hero.mount
    change = menu.class_changes.get(hero.class_change or "")
    if mount is None:
        return []
    where, section = (*path, "mount"), N_("Mount")
    fields = [
        FieldSpec((*where, "name"), N_("Name"), "text", mount.name, section=section),
        FieldSpec((*where, "quality"), N_("Quality"), "choice", mount.quality,
                  tuple((q.id, f"{list_word(q.name)} ({q.cost})") for q in menu.qualities.values()),
                  section=section),
    ]
    utype = menu.types.get(change.becomes) if change else None
    if utype is None:
        return fields
    fields += [FieldSpec(f.path, f.label, f.kind, f.current, f.choices, f.minimum, f.maximum,
                         f.default, section=section)
               for f in _growth_fields(mount.growth, mount.items, utype, where)]
    fields += _specialisations(mount.specialisations, utype.id, where, menu, section=section)
    return fields


def _hero_as(data: dict[str, Any], change_id: str | None, menu: Menu) -> dict[str, Any]:
    """The hero with another class change: a monster mount brings a monster, others drop it."""
    if data.get("class_change") == change_id:
        return data
    out = {k: v for k, v in data.items() if k not in ("class_change", "mount")}
    if change_id is not None:
        out["class_change"] = change_id
    change = menu.class_changes.get(change_id or "")
    if change is not None and change.mount:
        quality = min(menu.qualities.values(), key=lambda q: q.cost)
        out["mount"] = data.get("mount") or {"quality": quality.id}
    return out
