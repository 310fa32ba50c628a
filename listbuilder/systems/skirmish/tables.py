"""The skirmish system's rule tables (RULES.md §3, seed 003): roles, morale points, formats.

Per-model costs are the army list's; what lives here is what the rules themselves fix: the
morale points of each role, the three game formats and the surcharges printed in the rules.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from listbuilder.systems.api import N_, InContext, Phrase, RuleText, Word, joined, pN_


@dataclass(frozen=True)
class Role:
    name: str
    morale_points: int
    # "Сержант"/"Офицер" are leaders; a chief counts as an officer and a standard bearer at
    # once ("вожди считаются одновременно Офицерами и знаменосцами"), so the officer limits
    # and the medium format's required officer count chiefs too.
    is_sergeant: bool = False
    is_officer: bool = False
    is_senior_officer: bool = False
    note: str = ""


# MP per model [3.1]: hero or senior officer 4, officer or sergeant 3, standard bearer 2,
# shaman and chief 5, any other fighter 1.
ROLES: dict[str, Role] = {
    "ranker": Role(N_("Ranker"), 1),
    "sergeant": Role(N_("Sergeant"), 3, is_sergeant=True),
    "officer": Role(N_("Officer"), 3, is_officer=True, note=N_("Re-rolls one initiative d6")),
    "senior-officer": Role(N_("Senior officer"), 4, is_senior_officer=True,
                           note=N_("Commander-in-chief; bonuses to detachments within 60 cm")),
    "standard-bearer": Role(N_("Standard bearer"), 2,
                            note=N_("Morale re-roll with half the detachment within 40 cm; "
                                    "special melee weapon")),
    "musician": Role(N_("Musician"), 1, note=N_("Doubles the leader's command distance")),
    "hero": Role(N_("Hero"), 4, note=N_("Fighter with 1/1/1 and B=6")),
    "shaman": Role(N_("Shaman"), 5, note=N_("Standard bearer and musician at once")),
    "chief": Role(N_("Chief"), 5, is_officer=True, note=N_("Officer and standard bearer at once")),
    "agitator": Role(N_("Agitator"), 1, note=N_("At most one per detachment")),
    "scout": Role(N_("Scout"), 1, note=N_("Deploys within 45 cm")),
    "sniper": Role(N_("Sniper"), 1, note=N_("Cannot shoot in a group; always aimed")),
}

#: Each role as findings name it: the rules' word, translated where it is shown.
ROLE_WORDS: dict[str, Word] = {key: Word(role.name) for key, role in ROLES.items()}


def role_words(keys: Iterable[str]) -> Phrase:
    """Roles as a player reads them ("Ranker, Sergeant", in the reader's language)."""
    return joined(ROLE_WORDS.get(k, k) for k in keys)


#: "One of the fighters in the army may become a Hero" [Герой]: any model that may be a
#: ranker may be the hero instead.
HERO_FROM_ROLE = "ranker"


@dataclass(frozen=True)
class GameFormat:
    name: str
    budget: int
    officer_required: bool
    senior_officer_required: bool  # and allowed: senior officers exist only in this format
    main_detachment_points: int  # at least this much on the main detachment (0: no rule)
    single_detachment: bool


# Formats [Дополнение I]: small 250, medium 500, large 1000.
FORMATS: dict[str, GameFormat] = {
    "small": GameFormat(N_("Small"), 250, False, False, 0, True),
    "medium": GameFormat(N_("Medium"), 500, True, False, 250, False),
    "large": GameFormat(N_("Large"), 1000, False, True, 0, False),
}

# Surcharges printed in the rules (points per model).
HERO_COST = 40
OUTSTANDING_OFFICER_COST = 5
SENIOR_OFFICER_BONUSES: dict[str, int] = {"stubborn": 30, "sensible": 40}
#: A model's upgrades as the rules name them (the file's keys stay in JSON): the senior
#: officer's bonuses are the book's «Упорный» and «Толковый».
UPGRADE_WORDS: dict[str, str] = {
    "lance": N_("cavalry lance"), "outstanding": N_("outstanding officer"),
    "stubborn": N_("Stubborn"), "sensible": N_("Sensible"),
}
CAVALRY_LANCE_COST = 3

MAX_HEROES_PER_ARMY = 1
MAX_AGITATORS_PER_DETACHMENT = 1
MAX_OFFICERS_PER_DETACHMENT = 1

#: Special rules of the seed a list may give its model types.
SPECIAL_RULES: dict[str, str] = {
    "guard": N_("Guard/Elite: re-roll the morale test; otherwise as Veterans"),
    "veterans": N_("Veterans: make the enemy re-roll damage tests; win drawn melees"),
    "impetuous": N_("Impetuous: +1d6 when attacking (not infantry against cavalry)"),
    "cavalry": N_("Cavalry: +1d6 in melee, +2d6 when attacking"),
    "sniper": N_("Sniper: no shooting or reloading in a group; shooting save; re-roll 1s; "
                 "always aimed"),
    "familiar-terrain": N_("Familiar terrain: no penalty in difficult ground"),
    "furious": N_("Furious: re-roll 1s in melee; the enemy re-rolls 6s"),
    "pike": N_("Pike: cavalry attacking it or a model touching it lose attack and horse dice"),
    "melee-weapon": N_("Melee weapon: re-roll one melee die"),
    "fanatics": N_("Fanatics: shake off suppression by moving toward the enemy"),
    "scouts": N_("Scouts: guides, detect ambushes at 45 cm, deploy forward"),
    "pistol-volley": N_("Pistol volley: may shoot as a group in the activation it charges"),
    "cuirass": N_("Cuirass: soft cover at effective range and beyond"),
    "armour": N_("Armour: hard cover at effective range and beyond, soft when close"),
    "shields": N_("Shields: soft cover against non-firearm shooting from the front"),
    "bayonets": N_("Bayonets: melee weapon when fixed; muzzle-loaders then reload 1 slower"),
}

#: Each special rule's name, as its line above begins: a trait the view names by itself. In a
#: context of its own, as "Pike" is also a Basic Impetus trait, another term in Polish (each
#: call writes the context out: the extractor reads literals).
RULE = "skirmish rule"
SPECIAL_RULE_NAMES: dict[str, str] = {
    "guard": pN_("skirmish rule", "Guard/Elite"),
    "veterans": pN_("skirmish rule", "Veterans"),
    "impetuous": pN_("skirmish rule", "Impetuous"),
    "cavalry": pN_("skirmish rule", "Cavalry"),
    "sniper": pN_("skirmish rule", "Sniper"),
    "familiar-terrain": pN_("skirmish rule", "Familiar terrain"),
    "furious": pN_("skirmish rule", "Furious"),
    "pike": pN_("skirmish rule", "Pike"),
    "melee-weapon": pN_("skirmish rule", "Melee weapon"),
    "fanatics": pN_("skirmish rule", "Fanatics"),
    "scouts": pN_("skirmish rule", "Scouts"),
    "pistol-volley": pN_("skirmish rule", "Pistol volley"),
    "cuirass": pN_("skirmish rule", "Cuirass"),
    "armour": pN_("skirmish rule", "Armour"),
    "shields": pN_("skirmish rule", "Shields"),
    "bayonets": pN_("skirmish rule", "Bayonets"),
}


def rule_name(rule: str) -> InContext:
    """The special rule's name, said in the reader's language where shown."""
    return InContext(RULE, SPECIAL_RULE_NAMES[rule])


def rule_text(rule: str) -> RuleText:
    """The special rule in short: its name and what it does, translated whole where shown."""
    name = SPECIAL_RULE_NAMES[rule]
    return RuleText(rule_name(rule), SPECIAL_RULES[rule].removeprefix(f"{name}: "))


#: Where each special rule is in the book: its entry under «Специальные правила», as the
#: book heads it (the entries marked * come from its supplements, the book says).
SPECIAL_RULE_SECTIONS: dict[str, str] = {
    "guard": "Гвардия/Элита", "veterans": "Ветераны", "impetuous": "Импульсивные",
    "cavalry": "Кавалерия", "sniper": "Снайпер", "familiar-terrain": "Знакомая территория",
    "furious": "Яростные", "pike": "Пика", "melee-weapon": "Оружие ближнего боя",
    "fanatics": "Фанатики", "scouts": "Разведчики", "pistol-volley": "Залп из пистолетов",
    "cuirass": "Кираса", "armour": "Доспехи", "shields": "Щиты", "bayonets": "Штыки",
}
#: Where each role's note comes from: its entry under «Специальные правила».
ROLE_SECTIONS: dict[str, str] = {
    "officer": "Офицер", "senior-officer": "Старший Офицер", "standard-bearer": "Знаменосец",
    "musician": "Музыкант", "hero": "Герой", "shaman": "Шаман", "chief": "Вождь",
    "agitator": "Агитаторы", "scout": "Разведчики", "sniper": "Снайпер",
}

SCALES = ("28mm", "15mm")


def morale_test_threshold(morale_points: int) -> int:
    """MP lost that forces a morale test: a third, rounded up [3.1]."""
    return math.ceil(morale_points / 3)


def leave_threshold(morale_points: int) -> int:
    """MP lost at which a detachment leaves the table: half [3.1].

    "50 % lost" read as at least half, so an odd total rounds up (13 MP: 7 lost).
    """
    return math.ceil(morale_points / 2)
