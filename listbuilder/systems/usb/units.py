"""Cost and profile of a unit from its menu choices, with every wrong choice as a finding.

Troops pay per model (quality, type surcharge, equipment, specialisations) plus leaders and
special weapons; monsters and vehicles are single models that pay for growth steps and items.
"""

from __future__ import annotations

from collections import Counter

from listbuilder.core.articles import a
from listbuilder.core.diagnostics import DocPath, error, warning
from listbuilder.systems.usb.army_model import UsbUnitChoice
from listbuilder.systems.usb.list_model import UsbUnitType
from listbuilder.systems.usb.menu import Menu, unknown
from listbuilder.systems.usb.priced import Priced
from listbuilder.systems.usb.profile import Cios, grown


def price_unit(unit: UsbUnitChoice, path: DocPath, menu: Menu) -> Priced:
    p = Priced(unit.id, unit.name, "unit", path, quality=unit.quality, models=unit.models,
               growth=unit.growth)
    subjects = (unit.id,)
    quality = menu.qualities.get(unit.quality)
    if quality is None:
        p.findings.append(unknown("USB-UNKNOWN-QUALITY", "quality", unit.quality,
                                  menu.qualities, (*path, "quality"), subjects))
    utype = menu.types.get(unit.type)
    if utype is None:
        p.findings.append(unknown("USB-UNKNOWN-TYPE", "unit type", unit.type, menu.types,
                                  (*path, "type"), subjects))
        return p
    p.unit_type = utype
    _check_models(p, unit, utype)
    if quality is not None:
        p.cios = Cios.of(quality.profile)
        p.pay(f"{quality.name} × {unit.models}", quality.cost * unit.models)
    p.pay(f"{utype.name} × {unit.models}", utype.cost_per_model * unit.models)
    p.gain(utype.effects)
    _growth(p, unit, utype)
    _items(p, unit, utype, menu)
    _equipment(p, unit, utype, menu)
    _leaders(p, unit, utype, menu)
    _special_weapons(p, unit, utype, menu)
    price_specialisations(p, unit.specialisations, utype.id, f"{utype.name.lower()} units",
                          unit.models, utype.included_specialisations, menu)
    if utype.rules:
        p.notes.append(utype.rules)
    return p


def _check_models(p: Priced, unit: UsbUnitChoice, utype: UsbUnitType) -> None:
    low, high = utype.models.min, utype.models.max
    if not low <= unit.models <= high:
        allowed = f"exactly {low}" if low == high else f"{low}–{high}"
        p.findings.append(error("USB-MODELS-RANGE", f"{unit.name} has {unit.models} models; "
                                f"{a(utype.name.lower())} unit has {allowed}.",
                                (*p.path, "models"), (unit.id,)))


def _growth(p: Priced, unit: UsbUnitChoice, utype: UsbUnitType) -> None:
    growth = utype.growth
    if growth is None:
        if unit.growth:
            p.findings.append(error("USB-GROWTH-NOT-OFFERED", f"{unit.name} is "
                                    f"{utype.name.lower()}, which does not grow; remove "
                                    "'growth' (only monsters and vehicles grow).",
                                    (*p.path, "growth"), (unit.id,)))
        return
    steps = unit.growth
    if steps > growth.max_steps:
        p.findings.append(error("USB-GROWTH-TOO-MANY", f"{unit.name} has {steps} growth steps; "
                                f"{a(utype.name.lower())} grows at most {growth.max_steps} "
                                "times.", (*p.path, "growth"), (unit.id,)))
        steps = growth.max_steps
    p.pay(f"{utype.name} base", growth.base_cost)
    p.pay(f"Growth × {steps}", steps * growth.step_cost)
    if p.cios is not None:
        p.cios = grown(p.cios, growth, steps)
    for unlock in growth.unlocks:
        if steps >= unlock.step:
            p.notes.append(f"Step {unlock.step}: {unlock.text}")
            p.gain(unlock.effects)


def items_allowed(utype: UsbUnitType, steps: int) -> int:
    """How many equipment items a monster or vehicle may carry at a growth step."""
    assert utype.growth is not None
    allowed = utype.growth.items
    for unlock in sorted(utype.growth.unlocks, key=lambda u: u.step):
        if steps >= unlock.step and unlock.items is not None:
            allowed = unlock.items
    return allowed


def _items(p: Priced, unit: UsbUnitChoice, utype: UsbUnitType, menu: Menu) -> None:
    if not unit.items:
        return
    if utype.growth is None:
        p.findings.append(error("USB-ITEMS-NOT-OFFERED", f"{unit.name} is "
                                f"{utype.name.lower()}: 'items' are monster and vehicle "
                                "equipment. Use 'equipment' for the unit's one option.",
                                (*p.path, "items"), (unit.id,)))
        return
    offered = {i.id: i for i in utype.growth.equipment}
    for n, item_id in enumerate(unit.items):
        item = offered.get(item_id)
        if item is None:
            p.findings.append(unknown("USB-UNKNOWN-ITEM", f"{utype.name.lower()} equipment",
                                      item_id, offered, (*p.path, "items", n), (unit.id,)))
            continue
        p.pay(item.name, item.cost)
        p.add_equipment(item.name, item.rules)
    steps = min(unit.growth, utype.growth.max_steps)
    allowed = items_allowed(utype, steps)
    if len(unit.items) > allowed:
        more = _next_items_step(utype, steps, len(unit.items))
        hint = f" It may carry {len(unit.items)} from growth step {more}." if more else ""
        p.findings.append(error("USB-ITEMS-TOO-MANY", f"{unit.name} carries "
                                f"{len(unit.items)} equipment items, but "
                                f"{a(utype.name.lower())} at growth step {steps} may carry "
                                f"{allowed}.{hint}", (*p.path, "items", allowed), (unit.id,)))


def _next_items_step(utype: UsbUnitType, steps: int, wanted: int) -> int | None:
    assert utype.growth is not None
    for unlock in sorted(utype.growth.unlocks, key=lambda u: u.step):
        if unlock.step > steps and unlock.items is not None and unlock.items >= wanted:
            return unlock.step
    return None


def _equipment(p: Priced, unit: UsbUnitChoice, utype: UsbUnitType, menu: Menu) -> None:
    if unit.equipment is None:
        return
    where = (*p.path, "equipment")
    item = menu.equipment.get(unit.equipment)
    if item is None:
        p.findings.append(unknown("USB-UNKNOWN-EQUIPMENT", "equipment", unit.equipment,
                                  menu.equipment, where, (unit.id,)))
        return
    if utype.id not in item.costs:
        offered = [e.id for e in menu.equipment.values() if utype.id in e.costs]
        extra = " Monsters and vehicles buy 'items' instead." if utype.growth else ""
        p.findings.append(error("USB-EQUIPMENT-NOT-OFFERED", f"{item.name} is not offered to "
                                f"{utype.name.lower()}. It may take one of: "
                                f"{', '.join(offered) or 'none'}.{extra}", where, (unit.id,)))
        return
    p.pay(f"{item.name} × {unit.models}", item.costs[utype.id] * unit.models)
    p.add_equipment(item.name, item.rules)


def _leaders(p: Priced, unit: UsbUnitChoice, utype: UsbUnitType, menu: Menu) -> None:
    leaders = menu.source.leaders
    if not unit.leaders:
        return
    if leaders is None or utype.id not in leaders.types:
        p.findings.append(error("USB-LEADERS-NOT-OFFERED", f"{utype.name} units cannot take "
                                "leaders; remove 'leaders'.", (*p.path, "leaders"), (unit.id,)))
        return
    p.pay(leaders.name, leaders.cost)
    p.add_trait(leaders.name, leaders.rules)
    p.gain(leaders.effects)


def _special_weapons(p: Priced, unit: UsbUnitChoice, utype: UsbUnitType, menu: Menu) -> None:
    if not unit.special_weapons:
        return
    where = (*p.path, "special_weapons")
    menu_sw = menu.source.special_weapons
    option = next((o for o in menu_sw.options if o.type == utype.id), None) if menu_sw else None
    if menu_sw is None or option is None:
        p.findings.append(error("USB-SPECIAL-WEAPONS-NOT-OFFERED", f"{utype.name} units cannot "
                                "take special weapons; remove 'special_weapons'.", where,
                                (unit.id,)))
        return
    chosen = menu.equipment.get(unit.equipment or "")
    if chosen is None or chosen.slot != menu_sw.requires_slot:
        p.findings.append(error("USB-SPECIAL-WEAPONS-NO-RANGED", f"{unit.name} takes special "
                                f"weapons without {a(menu_sw.requires_slot)} option: only a "
                                f"unit equipped with {menu_sw.requires_slot} weapons may swap "
                                "them. Choose a ranged 'equipment' or remove 'special_weapons'.",
                                where, (unit.id,)))
    limit = min(menu_sw.models, unit.models)
    if unit.special_weapons > limit:
        p.findings.append(error("USB-SPECIAL-WEAPONS-TOO-MANY", f"{unit.name} gives special "
                                f"weapons to {unit.special_weapons} models; at most {limit} "
                                "may swap.", where, (unit.id,)))
    p.pay(f"{menu_sw.name} × {unit.special_weapons}", option.cost * unit.special_weapons)
    p.equipment.append(f"{menu_sw.name} × {unit.special_weapons}")
    p.explain(menu_sw.name, option.rules)


def price_specialisations(p: Priced, chosen: list[str], cost_key: str, who: str, models: int,
                          included: list[str], menu: Menu) -> None:
    """Specialisations of a unit (per model) or a hero (`cost_key` 'hero')."""
    counts = Counter(chosen)
    for n, spec_id in enumerate(chosen):
        where = (*p.path, "specialisations", n)
        spec = menu.specialisations.get(spec_id)
        if spec is None:
            p.findings.append(unknown("USB-UNKNOWN-SPECIALISATION", "specialisation", spec_id,
                                      menu.specialisations, where, (p.id,)))
            continue
        if counts[spec_id] > 1 and chosen.index(spec_id) != n:
            p.findings.append(error("USB-SPECIALISATION-TWICE", f"{p.name} takes {spec.name} "
                                    "twice; a specialisation is bought once.", where, (p.id,)))
            continue
        if spec_id in included:
            p.findings.append(warning("USB-SPECIALISATION-INCLUDED", f"{p.name} is always "
                                      f"{spec.name.lower()}, already paid for; remove it.",
                                      where, (p.id,)))
            continue
        if cost_key not in spec.costs:
            offered = [s.id for s in menu.specialisations.values() if cost_key in s.costs]
            p.findings.append(error("USB-SPECIALISATION-NOT-OFFERED", f"{spec.name} is not "
                                    f"offered to {who}. Offered: {', '.join(offered) or 'none'}.",
                                    where, (p.id,)))
            continue
        label = f"{spec.name} × {models}" if models > 1 else spec.name
        p.pay(label, spec.costs[cost_key] * models)
        p.add_trait(spec.name, spec.rules)
        p.gain(spec.effects)
    for spec_id in included:
        spec = menu.specialisations.get(spec_id)
        if spec is not None:
            p.add_trait(f"{spec.name} (included)", spec.rules)
