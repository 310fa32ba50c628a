"""Cost and profile of a hero: rank, one ranged and one melee item, class change, magic."""

from __future__ import annotations

from collections import Counter

from listbuilder.systems.api import N_, UNIT, DocPath, Phrase, Ref, ref_of
from listbuilder.systems.usb import messages
from listbuilder.systems.usb.army_model import UsbHeroChoice, UsbUnitChoice
from listbuilder.systems.usb.list_model import HERO_KEY, UsbClassChange
from listbuilder.systems.usb.menu import Menu, unknown
from listbuilder.systems.usb.priced import Priced
from listbuilder.systems.usb.profile import Cios
from listbuilder.systems.usb.units import price_specialisations, price_unit


def price_hero(hero: UsbHeroChoice, path: DocPath, menu: Menu) -> Priced:
    p = Priced(hero.id, hero.name, "hero", path)
    rank = menu.ranks.get(hero.rank)
    if rank is None:
        p.findings.append(unknown(messages.UNKNOWN_RANK, hero.rank, menu.ranks,
                                  (*path, "rank"), (hero.id,)))
    else:
        p.rank_name = rank.name
        p.cios = Cios.of(rank.profile)
        p.power_points = rank.power_points
        p.pay(rank.name, rank.cost)
    _equipment(p, hero, menu)
    change = _class_change(p, hero, menu)
    p.unit_type = menu.types.get(change.becomes if change else menu.source.heroes.type)
    if p.unit_type is not None:
        p.gain(p.unit_type.effects)
    _mount(p, hero, change, menu)
    if hero.mount is not None and hero.specialisations:
        # The mount rule: the monster's specialisations apply instead of the hero's, so the
        # hero's are neither charged nor applied (no flying move from the rider).
        p.findings.append(messages.HERO_SPECIALISATION_MOUNTED(
            (*path, "specialisations"), (hero.id,), hero=_hero(hero)))
    else:
        price_specialisations(p, hero.specialisations, HERO_KEY, None, 1, [], menu)
    _magic(p, hero, rank.magic_max if rank else None)
    return p


def _equipment(p: Priced, hero: UsbHeroChoice, menu: Menu) -> None:
    slots = menu.source.heroes.slots
    used: Counter[str] = Counter()
    for n, item_id in enumerate(hero.equipment):
        where = (*p.path, "equipment", n)
        item = menu.hero_items.get(item_id)
        if item is None:
            p.findings.append(unknown(messages.UNKNOWN_HERO_EQUIPMENT, item_id,
                                      menu.hero_items, where, (hero.id,)))
            continue
        used[item.slot] += 1
        if used[item.slot] > slots.get(item.slot, 0):
            allowed = ", ".join(f"{k} {v}" for k, v in slots.items())
            p.findings.append(messages.HERO_EQUIPMENT_SLOTS(
                where, (hero.id,), hero=_hero(hero), n=slots.get(item.slot, 0), slot=item.slot,
                allowed=allowed, item=ref_of(item)))
        p.pay(item.name, item.cost)
        p.add_equipment(item.name, item.rules)


def _class_change(p: Priced, hero: UsbHeroChoice, menu: Menu) -> UsbClassChange | None:
    if hero.class_change is None:
        return None
    change = menu.class_changes.get(hero.class_change)
    if change is None:
        p.findings.append(unknown(messages.UNKNOWN_CLASS_CHANGE, hero.class_change,
                                  menu.class_changes, (*p.path, "class_change"), (hero.id,)))
        return None
    p.pay(change.name, change.cost)
    p.add_trait(change.name, change.rules)
    return change


def _mount(p: Priced, hero: UsbHeroChoice, change: UsbClassChange | None, menu: Menu) -> None:
    wants_mount = change is not None and change.mount
    if hero.mount is None:
        if change is not None and change.mount:
            p.findings.append(messages.MOUNT_MISSING((*p.path, "class_change"), (hero.id,),
                                                     hero=_hero(hero), change=change.name.lower()))
        return
    if not wants_mount:
        mounts = [c.name for c in menu.class_changes.values() if c.mount]
        p.findings.append(messages.MOUNT_WITHOUT_CLASS_CHANGE(
            (*p.path, "mount"), (hero.id,), hero=_hero(hero), change=mounts[0] if mounts else "…"))
        return
    assert change is not None
    mount = hero.mount
    type_name = p.unit_type.name if p.unit_type else change.becomes
    name = mount.name or type_name
    as_unit = UsbUnitChoice(id=hero.id, name=name, type=change.becomes, quality=mount.quality,
                            growth=mount.growth, items=list(mount.items),
                            specialisations=list(mount.specialisations))
    beast = price_unit(as_unit, (*p.path, "mount"), menu)
    p.findings += beast.findings
    p.pay(Phrase(N_("Mount: {name}"), name=name), beast.points)
    p.equipment += [Phrase(N_("{mount}: {item}"), mount=name, item=item)
                    for item in beast.equipment]
    p.traits += [Phrase(N_("{mount}: {item}"), mount=name, item=trait) for trait in beast.traits]
    p.rules += [line for line in beast.rules if line not in p.rules]
    # The monster type's own blurb ("a single model") says nothing about a ridden mount.
    type_rules = beast.unit_type.rules if beast.unit_type else None
    p.notes += [Phrase(N_("{mount}: {item}"), mount=name, item=note)
                for note in beast.notes if note != type_rules]
    p.move_bonus += beast.move_bonus
    if p.cios is not None and beast.cios is not None:
        p.cios = p.cios.riding(beast.cios)
    p.growth = beast.growth
    p.mount_name = name


def _magic(p: Priced, hero: UsbHeroChoice, budget: int | None) -> None:
    if not hero.magic:
        return
    p.pay(N_("Magic / technology"), hero.magic)  # English in JSON; the editor translates
    p.traits.append(Phrase(N_("Magic / technology ({n} pts)"), n=hero.magic))
    if budget is not None and hero.magic > budget:
        p.findings.append(messages.MAGIC_OVER_BUDGET((*p.path, "magic"), (hero.id,),
                                                     hero=_hero(hero), magic=hero.magic,
                                                     rank=p.rank_name or "", budget=budget))


def _hero(hero: UsbHeroChoice) -> Ref:
    """The hero as findings name it: the player's name, the editor's label at each edge."""
    return Ref(UNIT, hero.id, hero.name)
