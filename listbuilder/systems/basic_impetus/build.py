"""Resolve a Basic Impetus army against its list into the generic army view."""

from __future__ import annotations

from listbuilder.core.diagnostics import Diagnostic, error
from listbuilder.core.hints import did_you_mean
from listbuilder.core.view import ArmyView, GroupView, UnitView
from listbuilder.systems.basic_impetus import choices, composition, general, grouping
from listbuilder.systems.basic_impetus.army_model import BasicImpetusArmy
from listbuilder.systems.basic_impetus.list_model import BasicImpetusList
from listbuilder.systems.basic_impetus.resolve import Unit, resolve
from listbuilder.systems.basic_impetus.tables import (
    SCALE_ALIASES,
    SCALES,
    TRAITS,
    UNIT_TYPES,
    WEAPONS,
)


def build_view(army_list: BasicImpetusList, army: BasicImpetusArmy) -> ArmyView:
    known_options = {o.id for o in army_list.options}
    units_list, problems = resolve(army_list, [o for o in army.options if o in known_options])
    units = {u.id: u for u in units_list}
    findings: list[Diagnostic] = []
    if army.scale is not None and army.scale not in SCALES and army.scale not in SCALE_ALIASES:
        findings.append(error("BI-SCALE-UNKNOWN", f"Unknown figure scale '{army.scale}'."
                              f"{did_you_mean(army.scale, SCALES)} Scales: {', '.join(SCALES)}.",
                              ("scale",)))
    findings += choices.check_options(army, army_list, problems)
    findings += composition.check_size(len(units))
    findings += general.check_general(army.general, units)
    findings += choices.check_unit_choices(army, units)
    findings += grouping.check_groups(army.groups, units)
    findings += grouping.check_big_units(army.big_units, units, set(army_list.big_units))

    views = tuple(_unit_view(u, army, army_list) for u in units_list)
    groups = tuple(
        GroupView(f"group-{i + 1}", "group", tuple(g.units), g.name or "")
        for i, g in enumerate(army.groups)
    ) + tuple(
        GroupView(f"big-unit-{i + 1}", "big-unit", tuple(b.units), b.name or "")
        for i, b in enumerate(army.big_units)
    )
    option_names = {o.id: o.name for o in army_list.options}
    return ArmyView.for_army(
        army_list,
        army,
        units=views,
        groups=groups,
        options=tuple(option_names.get(o, f"{o} (not in this list)") for o in army.options),
        totals=composition.totals([v.profile["VD"] for v in views], [v.type for v in views]),
        findings=tuple(findings),
    )


def _unit_view(unit: Unit, army: BasicImpetusArmy, army_list: BasicImpetusList) -> UnitView:
    is_general = army.general == unit.id and unit.row.general
    choice = army.units.get(unit.id)
    weapon = choices.weapon_of(unit, army)
    # An illegal choice prints as chosen and marked (the findings say why), never replaced.
    chosen = choice.weapon if choice and choice.weapon and choice.weapon != weapon else None
    if chosen:
        equipment: tuple[str, ...] = (f"{choices.weapon_name(chosen)} (not allowed)",)
    elif weapon is None and unit.row.weapon_choice:
        names = ", ".join(choices.weapon_name(w) or w for w in unit.row.weapon_choice)
        equipment = (f"weapon not chosen: one of {names}",)
    else:
        equipment = (choices.weapon_name(weapon) or weapon,) if weapon else ()
    rules = {r.id: r for r in army_list.special_rules}
    rule_names = {r.id: r.name for r in army_list.special_rules}
    unit_type = UNIT_TYPES.get(unit.type)
    return UnitView(
        id=unit.id,
        name=(choice.name if choice and choice.name else unit.name),
        type=unit.type,
        type_name=unit_type.name if unit_type else unit.type,
        profile={
            "M": unit.M,
            "VBU": unit.VBU,
            "I": unit.I,
            "VD": unit.vd_with_general if is_general else unit.VD,
        },
        general=bool(is_general),
        may_carry_general=unit.row.general,
        equipment=equipment,
        traits=tuple(TRAITS[t].name if t in TRAITS else t for t in unit.row.traits),
        notes=tuple(rule_names.get(r, r) for r in unit.row.rules)
        + ((unit.row.note,) if unit.row.note else ()),
        extra={
            "row": unit.row.id,
            "weapon": weapon,
            "weapon_choice": list(unit.row.weapon_choice or []),
            "list_name": unit.name,
            "vd_with_general": unit.vd_with_general,
            "shooting": WEAPONS[weapon].table_row() if weapon in WEAPONS else None,
            "chosen_weapon": chosen,
            "general_not_allowed": army.general == unit.id and not unit.row.general,
            # Each trait and special rule in short, as cards and rosters print them.
            "rules": [f"{TRAITS[t].name}: {TRAITS[t].summary}" for t in unit.row.traits
                      if t in TRAITS]
            + [f"{rules[r].name}: {rules[r].text}" for r in unit.row.rules if r in rules],
        },
    )
