"""Resolve a Basic Impetus army against its list into the generic army view."""

from __future__ import annotations

from listbuilder.systems.api import (
    N_,
    Armed,
    ArmyView,
    Diagnostic,
    GroupView,
    Leading,
    Phrase,
    Quoted,
    Recent,
    RuleText,
    UnitView,
    Word,
    did_you_mean,
    joined,
    one_line,
)
from listbuilder.systems.basic_impetus import choices, composition, general, grouping, messages
from listbuilder.systems.basic_impetus.absent_units import absent_hint
from listbuilder.systems.basic_impetus.army_model import BasicImpetusArmy
from listbuilder.systems.basic_impetus.facts import BasicImpetusFacts
from listbuilder.systems.basic_impetus.list_model import (
    BasicImpetusList,
    ListWeapon,
    Option,
    SpecialRule,
)
from listbuilder.systems.basic_impetus.resolve import Problem, Unit, resolve
from listbuilder.systems.basic_impetus.tables import (
    SCALE_ALIASES,
    SCALES,
    TRAITS,
    TYPE_RULES,
    UNIT_TYPES,
    WEAPONS,
)

# The editor asks about one army several times per edit (the document's view, the header's
# fields, each unit's fields): the last few armies' units and views are kept and given again
# (`Recent`: by identity, as the models are frozen and any edit makes a new army object;
# undo gives back the army it replaced, so its view is found again).
_kept_units: Recent[tuple[list[Unit], list[Problem]]] = Recent()
_kept_views: Recent[ArmyView] = Recent()


def resolved(army_list: BasicImpetusList, army: BasicImpetusArmy
             ) -> tuple[list[Unit], list[Problem]]:
    """The army's units with its options applied, and what applying them found."""
    units, problems = _kept_units.get((army_list, army), lambda: _resolve(army_list, army))
    return list(units), list(problems)


def _resolve(army_list: BasicImpetusList, army: BasicImpetusArmy
             ) -> tuple[list[Unit], list[Problem]]:
    known_options = {o.id for o in army_list.options}
    return resolve(army_list, [o for o in army.options if o in known_options], army.choices,
                   army.general)


def build_view(army_list: BasicImpetusList, army: BasicImpetusArmy) -> ArmyView:
    """The army's view (the same object again for the same list and army)."""
    return _kept_views.get((army_list, army), lambda: _build_view(army_list, army))


def _build_view(army_list: BasicImpetusList, army: BasicImpetusArmy) -> ArmyView:
    units_list, problems = resolved(army_list, army)
    units = {u.id: u for u in units_list}
    findings: list[Diagnostic] = []
    if army.scale is not None and army.scale not in SCALES and army.scale not in SCALE_ALIASES:
        findings.append(messages.SCALE_UNKNOWN(("scale",), scale=army.scale,
                                               hint=did_you_mean(army.scale, SCALES),
                                               scales=", ".join(SCALES)))
    findings += choices.check_options(army, army_list, problems)
    findings += composition.check_size(len(units))
    names = {uid: c.name for uid, c in army.units.items() if c.name}
    absent = absent_hint(army_list, army, units)
    findings += general.check_general(army.general, units, names, army_list.source_marks_general,
                                      absent)
    if army_list.options_not_transcribed:
        findings.append(messages.OPTIONS_NOT_TRANSCRIBED(("list",)))
    findings += choices.check_unit_choices(army, units, army_list, absent)
    findings += grouping.check_groups(army.groups, units, names, absent)
    findings += grouping.check_big_units(army.big_units, units, set(army_list.big_units), names,
                                         absent)
    findings += _published_vdt(army_list, army, units_list)

    views = tuple(_unit_view(u, army, army_list) for u in units_list)
    groups = tuple(
        GroupView(f"group-{i + 1}", "group", tuple(g.units), g.name or "")
        for i, g in enumerate(army.groups)
    ) + tuple(
        GroupView(f"big-unit-{i + 1}", "big-unit", tuple(b.units), b.name or "")
        for i, b in enumerate(army.big_units)
    )
    option_names = {o.id: _option_name(o, army) for o in army_list.options}
    return ArmyView.for_army(
        army_list,
        army,
        units=views,
        groups=groups,
        # A key the list does not have is the player's own typing: quoted, as typed.
        options=tuple(option_names.get(o) or Phrase(N_("{name} (not in this list)"),
                                                    name=Quoted(f"'{o}'"))
                      for o in army.options),
        totals=composition.totals([v.profile["VD"] for v in views], [v.type for v in views]),
        findings=tuple(findings),
        leader_title=N_("General"),
    )


def _option_name(option: Option, army: BasicImpetusArmy) -> str:
    """The option as a player reads it, with the row they chose where it offers several."""
    choice = army.choices.get(option.id)
    picked = next((r for r in option.add_one_of if choice and r.id == choice.add), None)
    # Only the brackets are the template's: both names are the list's, each shown in turn.
    return Phrase("{option} ({row})", option=option.name, row=picked.name) if picked \
        else option.name


def _published_vdt(army_list: BasicImpetusList, army: BasicImpetusArmy,
                   units: list[Unit]) -> list[Diagnostic]:
    """Where the book's VDT for this army's options differs from what its rows sum to."""
    chosen = sorted(o for o in army.options if o in {x.id for x in army_list.options})
    rows_sum = sum(u.VD for u in units)
    for stated in army_list.stated_vdt:
        if sorted(stated.options) == chosen and isinstance(stated.vdt, int) \
                and stated.vdt != rows_sum:
            which = Phrase(messages.WITH_THESE_OPTIONS) if chosen else ""
            return [messages.VDT_PUBLISHED_DIFFERS(("list",), stated=stated.vdt, which=which,
                                                   rows=rows_sum)]
    return []


def _unit_view(unit: Unit, army: BasicImpetusArmy, army_list: BasicImpetusList) -> UnitView:
    is_general = army.general == unit.id and unit.row.general
    not_allowed = army.general == unit.id and not unit.row.general
    choice = army.units.get(unit.id)
    weapon = choices.weapon_of(unit, army)
    own = {w.id: w for w in army_list.weapons}
    # An illegal choice prints as chosen and marked (the findings say why), never replaced.
    chosen = choice.weapon if choice and choice.weapon and choice.weapon != weapon else None
    if chosen:
        equipment: tuple[str, ...] = (Phrase(N_("{name} (not allowed)"),
                                             name=_weapon_name(chosen, army_list)),)
    elif weapon is None and unit.row.weapon_choice:
        names = joined(_weapon_name(w, army_list) for w in unit.row.weapon_choice)
        equipment = (Phrase(N_("weapon not chosen: one of {names}"), names=names),)
    else:
        equipment = (_weapon_name(weapon, army_list),) if weapon else ()
    rule_names = {r.id: r.name for r in army_list.special_rules}
    replacing = _replacing(army_list)
    unit_type = UNIT_TYPES.get(unit.type)
    rule_texts = _rule_texts(unit, army_list)
    return UnitView(
        id=unit.id,
        name=(choice.name if choice and choice.name else unit.name),
        type=unit.type,
        type_name=Word(unit_type.name) if unit_type else unit.type,
        profile={
            "M": unit.M,
            "VBU": unit.VBU,
            "I": unit.I,
            "VD": unit.vd_with_general if is_general else unit.VD,
        },
        leading=(Leading.LEADS if is_general else Leading.NOT_ALLOWED if not_allowed
                 else Leading.MAY if unit.row.general else Leading.NONE),
        equipment=equipment,
        traits=tuple(replacing[t].name if t in replacing else Word(TRAITS[t].name)
                     if t in TRAITS else t for t in unit.row.traits),
        notes=tuple(rule_names.get(r, r) for r in unit.row.rules
                    if r not in {rule.id for rule in replacing.values()})
        + ((unit.row.note,) if unit.row.note else ())
        # A count the book leaves out changes the army; a supplied name does not.
        + ((Word(N_("count not printed in the book (inferred)")),) if "count" in unit.row.inferred
           else ()),
        rules=rule_texts,
        weapon=(Armed(weapon, _weapon_name(weapon, army_list)) if weapon
                else Armed(chosen, _weapon_name(chosen, army_list), allowed=False) if chosen
                else None),
        list_name=unit.name,
        player_note=one_line(choice.notes if choice else None),
        facts=BasicImpetusFacts(
            row=unit.row.id,
            weapon=weapon,
            weapon_choice=tuple(unit.row.weapon_choice or ()),
            list_name=unit.name,
            vd_with_general=unit.vd_with_general,
            shooting=_shooting(weapon, own) if weapon else None,
            list_weapon=(own[weapon].name, own[weapon].as_) if weapon in own else None,
            chosen_weapon=chosen,
            general_not_allowed=bool(not_allowed),
            rules=tuple(r.line for r in rule_texts),
        ),
    )


def _rule_texts(unit: Unit, army_list: BasicImpetusList) -> tuple[RuleText, ...]:
    """Each trait and special rule in short, as cards and rosters print them; the list's own
    text where it prints its own version of a trait."""
    rules = {r.id: r for r in army_list.special_rules}
    replacing = _replacing(army_list)
    # The type's own rules first (a CP pursues [7.6.2]), under its code.
    own = (RuleText(unit.type, Word(TYPE_RULES[unit.type])),) if unit.type in TYPE_RULES else ()
    traits = [RuleText(replacing[t].name, replacing[t].text) if t in replacing
              else RuleText(Word(TRAITS[t].name), Word(TRAITS[t].summary_for(unit.type)))
              for t in unit.row.traits if t in TRAITS or t in replacing]
    return (*own, *traits, *(RuleText(rules[r].name, rules[r].text) for r in unit.row.rules
                             if r in rules and rules[r].replaces not in unit.row.traits))


def _replacing(army_list: BasicImpetusList) -> dict[str, SpecialRule]:
    """A list that prints its own version of a trait's rule: its name and text replace ours."""
    return {r.replaces: r for r in army_list.special_rules if r.replaces}


def _weapon_name(code: str, army_list: BasicImpetusList) -> str:
    """The weapon as printed: the table's word, or the list's own name (marked where it does
    not shoot); a code neither knows stays as the file wrote it."""
    own = next((w for w in army_list.weapons if w.id == code), None)
    if own is None:
        return Word(WEAPONS[code].name) if code in WEAPONS else code
    return own.name if own.as_ else Phrase(N_("{name} (does not shoot)"), name=own.name)


def _shooting(code: str, own: dict[str, ListWeapon]) -> str | None:
    """The weapon's row of the shooting table [6.1.2], under the list's name for its own."""
    weapon = own.get(code)
    if weapon is None:
        return WEAPONS[code].table_row() if code in WEAPONS else None
    if weapon.as_ not in WEAPONS:
        return f"{weapon.name}: does not shoot"
    return f"{weapon.name}, shoots as {WEAPONS[weapon.as_].table_row()}"
