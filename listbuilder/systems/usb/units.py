"""Cost and profile of a unit from its menu choices, with every wrong choice as a finding.

Troops pay per model (quality, type surcharge, equipment, specialisations) plus leaders and
special weapons; monsters and vehicles are single models that pay for growth steps and items.
"""

from __future__ import annotations

from collections import Counter

from listbuilder.systems.api import N_, UNIT, Diagnostic, DocPath, Phrase, Ref, Word, ref_of
from listbuilder.systems.usb import messages
from listbuilder.systems.usb.army_model import UsbUnitChoice
from listbuilder.systems.usb.list_model import UsbUnitType
from listbuilder.systems.usb.menu import Menu, listing, unknown
from listbuilder.systems.usb.messages import BUY_ITEMS
from listbuilder.systems.usb.priced import Priced
from listbuilder.systems.usb.profile import Cios, grown


def times(name: str, n: int) -> Phrase:
    """A counted item or cost line, "Spear × 5", in the reader's language where shown."""
    return Phrase(N_("{name} × {n}"), name=name, n=n)


def price_unit(unit: UsbUnitChoice, path: DocPath, menu: Menu) -> Priced:
    p = Priced(unit.id, unit.name, "unit", path, quality=unit.quality, models=unit.models,
               growth=unit.growth)
    subjects = (unit.id,)
    quality = menu.qualities.get(unit.quality)
    if quality is None:
        p.findings.append(unknown(messages.UNKNOWN_QUALITY, unit.quality, menu.qualities,
                                  (*path, "quality"), subjects))
    utype = menu.types.get(unit.type)
    if utype is None:
        p.findings.append(unknown(messages.UNKNOWN_TYPE, unit.type, menu.types,
                                  (*path, "type"), subjects))
        return p
    p.unit_type = utype
    _check_models(p, unit, utype)
    if quality is not None:
        p.cios = Cios.of(quality.profile)
        p.pay(times(quality.name, unit.models), quality.cost * unit.models)
    p.pay(times(utype.name, unit.models), utype.cost_per_model * unit.models)
    p.gain(utype.effects)
    _growth(p, unit, utype)
    _items(p, unit, utype, menu)
    _equipment(p, unit, utype, menu)
    _leaders(p, unit, utype, menu)
    _special_weapons(p, unit, utype, menu)
    price_specialisations(p, unit.specialisations, utype.id, ref_of(utype),
                          unit.models, utype.included_specialisations, menu)
    if utype.rules:
        p.notes.append(utype.rules)
    return p


def _check_models(p: Priced, unit: UsbUnitChoice, utype: UsbUnitType) -> None:
    low, high = utype.models.min, utype.models.max
    if not low <= unit.models <= high:
        allowed = str(low) if low == high else f"{low}–{high}"
        p.findings.append(messages.MODELS_RANGE((*p.path, "models"), (unit.id,), unit=_unit(unit),
                                                n=unit.models, type=ref_of(utype),
                                                allowed=allowed))


def _growth(p: Priced, unit: UsbUnitChoice, utype: UsbUnitType) -> None:
    growth = utype.growth
    if growth is None:
        if unit.growth:
            p.findings.append(messages.GROWTH_NOT_OFFERED((*p.path, "growth"), (unit.id,),
                                                          unit=_unit(unit),
                                                          type=ref_of(utype)))
        return
    steps = unit.growth
    if steps > growth.max_steps:
        p.findings.append(messages.GROWTH_TOO_MANY((*p.path, "growth"), (unit.id,),
                                                   unit=_unit(unit), n=steps,
                                                   type=ref_of(utype),
                                                   most=growth.max_steps))
        steps = growth.max_steps
    # Phrases: English in the JSON's breakdown, translated where the editor shows it.
    # TRANSLATORS: a cost line: a growing type's base cost ("Monster base: 60 points").
    p.pay(Phrase(N_("{type} base"), type=ref_of(utype)), growth.base_cost)
    p.pay(Phrase(N_("Growth × {n}"), n=steps), steps * growth.step_cost)
    if p.cios is not None:
        p.cios = grown(p.cios, growth, steps)
    for unlock in growth.unlocks:
        if steps >= unlock.step:
            p.notes.append(Phrase(N_("Step {n}: {text}"), n=unlock.step, text=unlock.text))
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
        p.findings.append(messages.ITEMS_NOT_OFFERED((*p.path, "items"), (unit.id,),
                                                     unit=_unit(unit), type=ref_of(utype)))
        return
    offered = {i.id: i for i in utype.growth.equipment}
    for n, item_id in enumerate(unit.items):
        item = offered.get(item_id)
        if item is None:
            p.findings.append(unknown(messages.UNKNOWN_ITEM, item_id, offered,
                                      (*p.path, "items", n), (unit.id,),
                                      type=ref_of(utype)))
            continue
        p.pay(item.name, item.cost)
        p.add_equipment(item.name, item.rules)
    steps = min(unit.growth, utype.growth.max_steps)
    allowed = items_allowed(utype, steps)
    if len(unit.items) > allowed:
        more = _next_items_step(utype, steps, len(unit.items))
        fields = {"unit": _unit(unit), "n": len(unit.items), "type": ref_of(utype),
                  "steps": steps, "allowed": allowed}
        where = (*p.path, "items", allowed)
        p.findings.append(messages.ITEMS_TOO_MANY(where, (unit.id,), more=more, **fields)
                          if more else messages.ITEMS_OVER_MOST(where, (unit.id,), **fields))


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
        p.findings.append(unknown(messages.UNKNOWN_EQUIPMENT, unit.equipment, menu.equipment,
                                  where, (unit.id,)))
        return
    if utype.id not in item.costs:
        offered = [ref_of(e) for e in menu.equipment.values() if utype.id in e.costs]
        p.findings.append(messages.EQUIPMENT_NOT_OFFERED(
            where, (unit.id,), item=ref_of(item), type=ref_of(utype),
            offered=listing(offered),
            extra=Word(BUY_ITEMS) if utype.growth else ""))
        return
    p.pay(times(item.name, unit.models), item.costs[utype.id] * unit.models)
    p.add_equipment(item.name, item.rules)


def _leaders(p: Priced, unit: UsbUnitChoice, utype: UsbUnitType, menu: Menu) -> None:
    leaders = menu.source.leaders
    if not unit.leaders:
        return
    if leaders is None or utype.id not in leaders.types:
        p.findings.append(messages.LEADERS_NOT_OFFERED((*p.path, "leaders"), (unit.id,),
                                                       type=ref_of(utype)))
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
        p.findings.append(messages.SPECIAL_WEAPONS_NOT_OFFERED(where, (unit.id,),
                                                               type=ref_of(utype)))
        return
    chosen = menu.equipment.get(unit.equipment or "")
    if chosen is None or chosen.slot != menu_sw.requires_slot:
        p.findings.append(messages.SPECIAL_WEAPONS_NO_RANGED(where, (unit.id,), unit=_unit(unit),
                                                             slot=menu_sw.requires_slot))
    limit = min(menu_sw.models, unit.models)
    if unit.special_weapons > limit:
        p.findings.append(messages.SPECIAL_WEAPONS_TOO_MANY(where, (unit.id,), unit=_unit(unit),
                                                            n=unit.special_weapons, most=limit))
    p.pay(times(menu_sw.name, unit.special_weapons), option.cost * unit.special_weapons)
    p.equipment.append(times(menu_sw.name, unit.special_weapons))
    p.explain(menu_sw.name, option.rules)


def price_specialisations(p: Priced, chosen: list[str], cost_key: str, who: str | None,
                          models: int,
                          included: list[str], menu: Menu) -> None:
    """Specialisations of a unit (per model) or a hero (`cost_key` 'hero'); `who` is the
    unit type's name as messages say it, None for a hero."""
    counts = Counter(chosen)
    whose = Ref(UNIT, p.id, p.name)
    for n, spec_id in enumerate(chosen):
        where = (*p.path, "specialisations", n)
        spec = menu.specialisations.get(spec_id)
        if spec is None:
            p.findings.append(unknown(messages.UNKNOWN_SPECIALISATION, spec_id,
                                      menu.specialisations, where, (p.id,)))
            continue
        if counts[spec_id] > 1 and chosen.index(spec_id) != n:
            p.findings.append(messages.SPECIALISATION_TWICE(where, (p.id,), unit=whose,
                                                            spec=ref_of(spec)))
            continue
        if spec_id in included:
            p.findings.append(messages.SPECIALISATION_INCLUDED(where, (p.id,), unit=whose,
                                                               spec=ref_of(spec)))
            continue
        if cost_key not in spec.costs:
            offered = [ref_of(s) for s in menu.specialisations.values() if cost_key in s.costs]
            p.findings.append(_not_offered(where, p.id, ref_of(spec), who, offered))
            continue
        label = times(spec.name, models) if models > 1 else spec.name
        p.pay(label, spec.costs[cost_key] * models)
        p.add_trait(spec.name, spec.rules)
        p.gain(spec.effects)
    for spec_id in included:
        spec = menu.specialisations.get(spec_id)
        if spec is not None:
            p.add_trait(Phrase(N_("{name} (included)"), name=spec.name), spec.rules)


def _unit(unit: UsbUnitChoice) -> Ref:
    return Ref(UNIT, unit.id, unit.name)


def _not_offered(where: DocPath, subject: str, spec: str, who: str | None,
                 offered: list[Ref]) -> Diagnostic:
    """A specialisation not priced for this unit type (`who`), or for heroes (None)."""
    listed = listing(offered)
    if who is None:
        return messages.HERO_SPECIALISATION_NOT_OFFERED(where, (subject,), spec=spec,
                                                        offered=listed)
    return messages.SPECIALISATION_NOT_OFFERED(where, (subject,), spec=spec, type=who,
                                               offered=listed)
