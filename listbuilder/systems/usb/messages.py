"""Every finding USB reports (RULES.md §2, seed 004), declared once.

Army composition first, then units, heroes and list files. A `hint` field is the "Did you
mean …?" sentence (or empty); a `choices` field lists the ids the troop menu offers. Unit,
type and item names come from the troop menu and stay as written there.
"""

from __future__ import annotations

from listbuilder.systems.api import N_, Message, Severity, declared

ERROR, WARNING = Severity.ERROR, Severity.WARNING

# A `Word` filled in when a list of choices is empty.
NONE = N_("none")
# The `extra` sentence of USB-EQUIPMENT-NOT-OFFERED for a monster or vehicle (a `Word`).
BUY_ITEMS = N_(" Monsters and vehicles buy items instead.")

_UNKNOWN_HELP = N_("An army names its choices by the ids of the troop menu (the USB list file) it "
                   "is built on, and this one is not in it. Choose one the message lists in its "
                   "box, or add the entry to the troop menu.")
_UNKNOWN_IN_FILE = N_("In the army file, write one of the ids the message lists.")

# --- composition [RULES.md §2.1] --------------------------------------------------------------
GAME_TOO_SMALL = Message(
    "USB-GAME-TOO-SMALL", ERROR,
    N_("The points limit is {limit}; the smallest USB game is {smallest} points."),
    N_("USB is played at 90 points or more: small games up to 250 points, medium up to 500, "
       "large up to 1000 [Standardowe punkty, Kompozycja armii]. Raise the Points limit box."),
    in_file=N_("In the army file, raise 'points_limit'."))

POINTS_OVER = Message(
    "USB-POINTS-OVER", ERROR,
    N_("The army costs {points} points, {over} over its {limit}-point limit. Drop or trim "
       "units, or raise the limit."),
    N_("An army's total must not exceed the points limit the players agreed on. Every model "
       "pays its quality, its type's surcharge and its options; heroes pay their rank, items, "
       "class change, mount and magic."))

HEROES_MISSING = Message(
    "USB-HEROES-MISSING", ERROR,
    N_("The army has {n} hero; it needs at least {least}. Add a hero."),
    N_("Every USB army has at least one hero, and at most one per started 250 points of the "
       "limit [Kompozycja armii]."),
    plural=N_("The army has {n} heroes; it needs at least {least}. Add a hero."))

HEROES_TOO_MANY = Message(
    "USB-HEROES-TOO-MANY", ERROR,
    N_("The army has {n} hero; a game of {limit} points allows {most} (one per started {per} "
       "points). Remove {extra}."),
    N_("An army may field one hero per started 250 points of its limit: 1 up to 250 points, "
       "2 up to 500, and so on [Kompozycja armii]. Remove heroes, or raise the limit."),
    plural=N_("The army has {n} heroes; a game of {limit} points allows {most} (one per "
              "started {per} points). Remove {extra}."))

ACTIVATIONS_TOO_MANY = Message(
    "USB-ACTIVATIONS-TOO-MANY", ERROR,
    N_("The army has {count} activations (heroes included); a game of {limit} points allows "
       "{most} (one per started {per} points). Remove {n} unit."),
    N_("Each unit and each hero is one activation; an army has at most one per started 50 "
       "points of its limit (240 points: 5). Merge small units, remove some, or raise the "
       "limit."),
    plural=N_("The army has {count} activations (heroes included); a game of {limit} points "
              "allows {most} (one per started {per} points). Remove {n} units."))

UNIT_OVER_SHARE = Message(
    "USB-UNIT-OVER-SHARE", ERROR,
    N_("{unit} costs {points} points, over 1/{share} of the {limit}-point limit ({cap}). It "
       "needs a game of at least {needed} points; make it cheaper or raise the limit."),
    N_("In a standard battle no unit or hero may cost more than a third of the points limit; "
       "a hero's mount and magic count too [Kompozycja armii]. The source says \"33%\"; its "
       "own example (an 80-point unit at 240 points) must be legal, so this tool reads one "
       "third."))

DUPLICATE_ID = Message(
    "USB-DUPLICATE-ID", ERROR,
    N_("The id '{id}' is used by more than one hero or unit; give each its own id."),
    N_("Findings, cards and the editor find heroes and units by their ids, so each must be "
       "unique in the army. Rename one of them."))

# --- units [RULES.md §2.3–2.5] ----------------------------------------------------------------
UNKNOWN_QUALITY = Message(
    "USB-UNKNOWN-QUALITY", ERROR,
    N_("The troop menu has no quality '{key}'.{hint} Choose from: {choices}."), _UNKNOWN_HELP,
    in_file=_UNKNOWN_IN_FILE)

UNKNOWN_TYPE = Message(
    "USB-UNKNOWN-TYPE", ERROR,
    N_("The troop menu has no unit type '{key}'.{hint} Choose from: {choices}."), _UNKNOWN_HELP,
    in_file=_UNKNOWN_IN_FILE)

UNKNOWN_ITEM = Message(
    "USB-UNKNOWN-ITEM", ERROR,
    N_("The troop menu has no {type} equipment '{key}'.{hint} Choose from: {choices}."),
    N_("Monsters and vehicles buy equipment items from their type's own equipment in the troop "
       "menu; the same item may be bought again. Choose one the message lists in the unit's "
       "Items."),
    in_file=N_("In the army file, write one of the ids the message lists under the unit's "
               "'items'."))

UNKNOWN_EQUIPMENT = Message(
    "USB-UNKNOWN-EQUIPMENT", ERROR,
    N_("The troop menu has no equipment '{key}'.{hint} Choose from: {choices}."), _UNKNOWN_HELP,
    in_file=_UNKNOWN_IN_FILE)

UNKNOWN_SPECIALISATION = Message(
    "USB-UNKNOWN-SPECIALISATION", ERROR,
    N_("The troop menu has no specialisation '{key}'.{hint} Choose from: {choices}."),
    _UNKNOWN_HELP, in_file=_UNKNOWN_IN_FILE)

MODELS_RANGE = Message(
    "USB-MODELS-RANGE", ERROR,
    N_("{unit} has {n} model; {type} units have {allowed}."),
    N_("Each unit type has its number of models: infantry 1–20, heavy infantry and cavalry "
       "1–12, monsters and vehicles a single model [Jednostki]. Change the unit's Models, or split "
       "the unit in two."),
    in_file=N_("In the army file, change the unit's 'models'."),
    plural=N_("{unit} has {n} models; {type} units have {allowed}."))

GROWTH_NOT_OFFERED = Message(
    "USB-GROWTH-NOT-OFFERED", ERROR,
    N_("{unit} is {type}, which does not grow; remove its growth steps (only monsters and "
       "vehicles grow)."),
    N_("Growth steps (+15 points each, raising Initiative and Resolve) are bought by monsters "
       "and vehicles only."))

GROWTH_TOO_MANY = Message(
    "USB-GROWTH-TOO-MANY", ERROR,
    N_("{unit} has {n} growth step; {type} units grow at most {most} times."),
    N_("A monster or vehicle grows at most 6 steps of 15 points [Potwory, Pojazdy]; the troop menu "
       "may set another maximum. Lower the unit's Growth."),
    in_file=N_("In the army file, lower the unit's 'growth'."),
    plural=N_("{unit} has {n} growth steps; {type} units grow at most {most} times."))

ITEMS_NOT_OFFERED = Message(
    "USB-ITEMS-NOT-OFFERED", ERROR,
    N_("{unit} is {type}: items are monster and vehicle equipment. Remove them and choose the "
       "unit's one equipment option."),
    N_("Troops choose one equipment option for the whole unit (its Equipment); monsters and "
       "vehicles buy equipment items, more of them as they grow. Clear the unit's Items and "
       "choose its Equipment."),
    in_file=N_("In the army file, troops choose under 'equipment'; monsters and vehicles buy "
               "under 'items'."))

ITEMS_TOO_MANY = Message(
    "USB-ITEMS-TOO-MANY", ERROR,
    N_("{unit} carries {n} equipment item, but {type} units at growth step {steps} may carry "
       "{allowed}. It may carry {n} from growth step {more}."),
    N_("A monster carries one item, two from growth step 2 and three from step 5; a vehicle "
       "two from step 2 and three from step 4 [Potwory, Pojazdy]. Buy more growth steps or remove "
       "items."),
    plural=N_("{unit} carries {n} equipment items, but {type} units at growth step {steps} "
              "may carry {allowed}. It may carry {n} from growth step {more}."))

ITEMS_OVER_MOST = Message(
    "USB-ITEMS-OVER-MOST", ERROR,
    N_("{unit} carries {n} equipment item, but {type} units at growth step {steps} may carry "
       "{allowed}."),
    N_("A monster carries at most three equipment items (from growth step 5), a vehicle at "
       "most three (from step 4) [Potwory, Pojazdy]; no growth step allows this many. Remove "
       "items."),
    plural=N_("{unit} carries {n} equipment items, but {type} units at growth step {steps} "
              "may carry {allowed}."))

EQUIPMENT_NOT_OFFERED = Message(
    "USB-EQUIPMENT-NOT-OFFERED", ERROR,
    N_("{item} is not offered to {type}. It may take one of: {offered}.{extra}"),
    N_("Each equipment option has a price per model for the types that may take it (for "
       "example a cavalry weapon only for cavalry, heavy-infantry ranged only for heavy "
       "infantry). Choose one the message lists in the unit's Equipment; monsters and vehicles buy "
       "Items instead."),
    in_file=N_("In the army file, troops choose under 'equipment'; monsters and vehicles buy "
               "under 'items'."))

LEADERS_NOT_OFFERED = Message(
    "USB-LEADERS-NOT-OFFERED", ERROR,
    N_("{type} units cannot take leaders; remove them."),
    N_("Leaders (sergeant, musician, banner; +30 a unit) are bought by the troop types the "
       "troop menu names, not by monsters and vehicles."))

SPECIAL_WEAPONS_NOT_OFFERED = Message(
    "USB-SPECIAL-WEAPONS-NOT-OFFERED", ERROR,
    N_("{type} units cannot take special weapons; remove them."),
    N_("Special weapons are offered to the types the troop menu prices them for: infantry "
       "(+20 a model) and heavy infantry (+25 a model) in the rule book."))

SPECIAL_WEAPONS_NO_RANGED = Message(
    "USB-SPECIAL-WEAPONS-NO-RANGED", ERROR,
    N_("{unit} takes special weapons without {slot} equipment: only a unit equipped with "
       "{slot} weapons may swap them. Choose {slot} equipment or remove the special weapons."),
    N_("Only a unit that took a ranged equipment option may let two of its models swap to a "
       "special weapon [Piechota, Ciężka piechota]."))

SPECIAL_WEAPONS_TOO_MANY = Message(
    "USB-SPECIAL-WEAPONS-TOO-MANY", ERROR,
    N_("{unit} gives special weapons to {n} model; at most {most} may swap."),
    N_("At most two models of a unit, and never more than the unit has, may swap to a special "
       "weapon [Piechota, Ciężka piechota]. Lower the unit's special weapons count."),
    in_file=N_("In the army file, lower the unit's 'special_weapons'."),
    plural=N_("{unit} gives special weapons to {n} models; at most {most} may swap."))

SPECIALISATION_TWICE = Message(
    "USB-SPECIALISATION-TWICE", ERROR,
    N_("{unit} takes {spec} twice; a specialisation is bought once."),
    N_("A unit or hero may take any number of specialisations, each paid once (per model for "
       "troops). Remove the repeated one."))

SPECIALISATION_INCLUDED = Message(
    "USB-SPECIALISATION-INCLUDED", WARNING,
    N_("{unit} is always {spec}, already paid for; remove it."),
    N_("Some types have a specialisation built in (a vehicle is always robotic); buying it "
       "again changes nothing. Untick it in the unit's Specialisations."),
    in_file=N_("In the army file, remove it from the unit's 'specialisations'."))

SPECIALISATION_NOT_OFFERED = Message(
    "USB-SPECIALISATION-NOT-OFFERED", ERROR,
    N_("{spec} is not offered to {type} units. Offered: {offered}."),
    N_("Each specialisation has a price for the types that may take it; flying, for example, "
       "is not offered to heavy infantry, nor deep strike to cavalry [Jednostki]. Choose "
       "one the message lists."))

# --- heroes [RULES.md §2.6] -------------------------------------------------------------------
UNKNOWN_RANK = Message(
    "USB-UNKNOWN-RANK", ERROR,
    N_("The troop menu has no hero rank '{key}'.{hint} Choose from: {choices}."), _UNKNOWN_HELP,
    in_file=_UNKNOWN_IN_FILE)

UNKNOWN_HERO_EQUIPMENT = Message(
    "USB-UNKNOWN-HERO-EQUIPMENT", ERROR,
    N_("The troop menu has no hero equipment '{key}'.{hint} Choose from: {choices}."),
    _UNKNOWN_HELP, in_file=_UNKNOWN_IN_FILE)

UNKNOWN_CLASS_CHANGE = Message(
    "USB-UNKNOWN-CLASS-CHANGE", ERROR,
    N_("The troop menu has no class change '{key}'.{hint} Choose from: {choices}."),
    _UNKNOWN_HELP, in_file=_UNKNOWN_IN_FILE)

HERO_SPECIALISATION_NOT_OFFERED = Message(
    "USB-HERO-SPECIALISATION-NOT-OFFERED", ERROR,
    N_("{spec} is not offered to heroes. Offered: {offered}."),
    N_("Heroes buy the specialisations the troop menu prices for them (deep strike +10, "
       "flying +10, robotic / undead / fanatic +5 in the rule book). Choose one the message "
       "lists."))

HERO_EQUIPMENT_SLOTS = Message(
    "USB-HERO-EQUIPMENT-SLOTS", ERROR,
    N_("{hero} has more than {n} {slot} item: a hero carries at most {allowed}. Remove "
       "{item}."),
    N_("A hero carries at most one ranged and one melee item [Bohaterowie]; the troop menu sets "
       "the slots."),
    plural=N_("{hero} has more than {n} {slot} items: a hero carries at most {allowed}. "
              "Remove {item}."))

HERO_SPECIALISATION_MOUNTED = Message(
    "USB-HERO-SPECIALISATION-MOUNTED", WARNING,
    N_("{hero} rides a monster: the monster's specialisations apply, not the hero's, so the "
       "hero's are neither charged nor applied. Buy them for the mount instead, or remove "
       "them."),
    N_("A hero on a monster mount fights as one model with it; the monster's specialisations "
       "are the pair's. Untick them in the hero's Specialisations and tick them in the Mount "
       "section's."),
    in_file=N_("In the army file, move them to the specialisations under the hero's 'mount'."))

MOUNT_MISSING = Message(
    "USB-MOUNT-MISSING", ERROR,
    N_("{hero} takes {change} but has no mount: describe the monster (quality, growth, items, "
       "specialisations)."),
    N_("A monster mount is bought as a class change and costs the monster's full price; the "
       "pair uses the better Accuracy and Defence and the sum of Initiative and Resolve. "
       "Choose \"— none —\" and then the class change again in the Class change box: the hero "
       "gets a mount, which you describe in its Mount section."),
    in_file=N_("In the army file, describe the monster under the hero's 'mount'."))

MOUNT_WITHOUT_CLASS_CHANGE = Message(
    "USB-MOUNT-WITHOUT-CLASS-CHANGE", ERROR,
    N_("{hero} has a mount but not the class change that buys it; choose the class change "
       "{change} or remove the mount."),
    N_("A hero rides a monster only through the class change that buys the mount; its price "
       "is the monster's full cost."))

MAGIC_OVER_BUDGET = Message(
    "USB-MAGIC-OVER-BUDGET", ERROR,
    N_("{hero} buys {magic} points of magic; the rank {rank} allows at most {budget} (its "
       "base cost)."),
    N_("A hero may buy magic or technology up to his rank's base cost: Aspiring 30, Daredevil "
       "65, Hero 90, Legend 115 [Magia i technika]. Lower the hero's Magic / technology "
       "(points)."),
    in_file=N_("In the army file, lower the hero's 'magic'."))

# --- list files -------------------------------------------------------------------------------
LIST_DUPLICATE_ID = Message(
    "USB-LIST-DUPLICATE-ID", ERROR,
    N_("The id '{id}' is used twice in '{section}'; every entry needs its own id."),
    N_("Army files choose from the troop menu by id, so each id may be used once in its "
       "section. Rename one of the two."))

LIST_UNKNOWN_TYPE = Message(
    "USB-LIST-UNKNOWN-TYPE", ERROR,
    N_("'{type}' is not a unit type of this list.{hint} Types: {types}."),
    N_("Prices, leaders, special weapons, heroes and class changes name unit types by the ids "
       "under 'unit_types'. Use one of them, or define the type."))

LIST_UNKNOWN_COST_KEY = Message(
    "USB-LIST-UNKNOWN-COST-KEY", ERROR,
    N_("Specialisation '{spec}' has a cost for '{key}', which is neither a unit type nor "
       "'{hero}'.{hint}"),
    N_("A specialisation's 'costs' are keyed by unit type id, or by 'hero' for the price a "
       "hero pays."))

LIST_MOUNT_NOT_MONSTER = Message(
    "USB-LIST-MOUNT-NOT-MONSTER", ERROR,
    N_("Class change '{change}' buys a mount, so it must become a type that grows (a "
       "monster), not '{type}'."),
    N_("A mount class change puts the hero on a monster and adds the monster's full cost, so "
       "it becomes a type with 'growth'."))

LIST_UNKNOWN_SPECIALISATION = Message(
    "USB-LIST-UNKNOWN-SPECIALISATION", ERROR,
    N_("Type '{type}' includes specialisation '{spec}', which the list does not define."
       "{hint}"),
    N_("'included_specialisations' names specialisations the type always has (a vehicle is "
       "always robotic); each must be defined under 'specialisations'."))

LIST_MODEL_RANGE = Message(
    "USB-LIST-MODEL-RANGE", ERROR,
    N_("Type '{type}' allows {low}–{high} models: 'min' is above 'max'."),
    N_("A type's 'models' is the range of models a unit has; with the minimum above the "
       "maximum no unit of it is legal."))

LIST_GROWTH_MISSING = Message(
    "USB-LIST-GROWTH-MISSING", ERROR,
    N_("Type '{type}' is of kind '{kind}': give it 'growth' (step cost, steps, Initiative and "
       "Resolve per step)."),
    N_("Monsters and vehicles are single models priced by growth steps (+15 points each, at "
       "most 6) [Potwory, Pojazdy]; that n steps give Initiative n and Resolve 3n is our "
       "reading of the book's worked examples."))

LIST_GROWTH_TROOP = Message(
    "USB-LIST-GROWTH-TROOP", WARNING,
    N_("Type '{type}' is a troop type with 'growth'; only monsters and vehicles grow. Set its "
       "'kind'."),
    N_("Troops pay per model and never grow; a type with growth steps is a monster or a "
       "vehicle ('kind')."))

LIST_UNLOCK_UNREACHABLE = Message(
    "USB-LIST-UNLOCK-UNREACHABLE", WARNING,
    N_("Type '{type}' unlocks something at step {step}, but grows at most {most} times."),
    N_("An unlock at a growth step the type cannot reach never applies. Lower its 'step' or "
       "raise the type's 'max_steps'."))

MESSAGES = declared(globals())
