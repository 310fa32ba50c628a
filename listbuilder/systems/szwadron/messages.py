"""Every finding Szwadron reports (RULES.md §4, seed 002), declared once.

Army findings first, then list-file findings. A `hint` field is the "Did you mean …?" sentence
(or empty); ids and names from list files are plain strings.
"""

from __future__ import annotations

from listbuilder.systems.api import N_, Message, Severity, declared

ERROR, WARNING = Severity.ERROR, Severity.WARNING

# Words the messages fill in, declared for the catalogue: the unit kinds (a `Word` field).
KINDS = (N_("infantry"), N_("cavalry"), N_("artillery"))

# Where the army file keeps a unit's size (the `in_file` of the findings about it).
FIGURES_IN_FILE = N_("In the army file the unit's 'figures' counts the whole unit, its differing "
                     "figures included.")

# --- army files -------------------------------------------------------------------------------
DUPLICATE_UNIT = Message(
    "SZ-DUPLICATE-UNIT", ERROR,
    N_("Unit id '{unit}' is used twice; give each unit its own id."),
    N_("Every unit of an army file needs its own id: findings, cards and the editor find the "
       "unit by it. Rename one of the two (any short name without spaces will do)."))

POINTS_OVER = Message(
    "SZ-POINTS-OVER", ERROR,
    N_("The army costs {points} points, over its limit of {limit}. Remove {over} points of "
       "figures or raise the points limit."),
    N_("An army may not cost more than the points the players agreed on. A unit costs its "
       "base figures at the type's cost, its differing figures at their own cost and its "
       "limbers at the limber cost. Take figures out, or agree a higher limit and enter it in "
       "the Points limit box."),
    in_file=N_("In the army file the limit is 'points_limit'."))

UNKNOWN_TYPE = Message(
    "SZ-UNKNOWN-TYPE", ERROR,
    N_("The list has no unit type '{type}'.{hint} Unit types: {types}."),
    N_("A unit's type is one of the unit types of the army list the army is built on. Choose "
       "one in the unit's Type box, or build the army on the list that has this type."),
    in_file=N_("In the army file the unit's 'type' names the unit type by its id: use one of "
               "the ids the message lists."))

UNKNOWN_VARIANT = Message(
    "SZ-UNKNOWN-VARIANT", ERROR,
    N_("{unit_type} has no differing figure '{variant}'.{hint} The list offers: {offered}."),
    N_("A unit may contain figures whose characteristics differ from its base figure "
       "[1.1], but only the differing figures its army list defines for that unit type. "
       "Choose one in their Variant box, or remove these figures."),
    in_file=N_("In the army file they are an entry under the unit's 'differing': use one of "
               "the ids the message lists, or delete the entry."))

DIFFERING_TWICE = Message(
    "SZ-DIFFERING-TWICE", WARNING,
    N_("Differing figure '{variant}' is listed twice in this unit; give it once with the total "
       "count."),
    N_("The army counts both entries, but the file reads more clearly, and the list's "
       "per-unit limit is checked on the total, when each differing figure is listed once. "
       "Merge the two entries and add their counts."))

DIFFERING_TOO_MANY = Message(
    "SZ-DIFFERING-TOO-MANY", ERROR,
    N_("{n} differing figure is recorded, but the unit has only {figures} figures. Lower the "
       "differing figures' counts or raise the unit's figures (they include the differing "
       "ones)."),
    N_("A unit's Figures are the whole unit, its differing figures included; the base figures "
       "are what is left. A unit cannot have more differing figures than figures: lower the "
       "differing figures' Count or raise the unit's Figures."),
    in_file=FIGURES_IN_FILE,
    plural=N_("{n} differing figures are recorded, but the unit has only {figures} figures. "
              "Lower the differing figures' counts or raise the unit's figures (they include "
              "the differing ones)."))

VARIANT_MAX = Message(
    "SZ-VARIANT-MAX", ERROR,
    N_("The unit has {count} '{variant}' figures; the list allows {limit} per unit. Lower the "
       "count."),
    N_("The army list limits how many of this differing figure one unit may contain. Lower "
       "their Count, or give the rest of the figures to another unit."),
    in_file=N_("In the army file the number is the 'count' of the entry under the unit's "
               "'differing'; the list file's limit is 'max_per_unit'."))

UNIT_SIZE = Message(
    "SZ-UNIT-SIZE", ERROR,
    N_("A unit of {unit_type} has {low}–{high} figures; this one has {figures}. Change its "
       "figures."),
    N_("A Szwadron unit is a group of a few to several dozen figures, one figure to a base; "
       "the army list sets how many a unit of each type has. Set the unit's Figures to a "
       "number in the range."),
    in_file=FIGURES_IN_FILE)

LIMBER_NOT_ALLOWED = Message(
    "SZ-LIMBER-NOT-ALLOWED", ERROR,
    N_("{unit_type} has no limbers in the list. Remove its limbers."),
    N_("Limbers and trains stand on their own 40 × 40 mm bases beside artillery "
       "[1.2]; only a unit type the army list gives a limber may have them. Set this unit's "
       "Limbers to 0."),
    in_file=N_("In the army file, delete the unit's 'limbers'."))

LIMBER_MISSING = Message(
    "SZ-LIMBER-MISSING", ERROR,
    N_("Every {unit_type} figure has its limber in the list; this unit has {figures} figures "
       "and {limbers} limbers. Set its limbers to {figures}."),
    N_("This army list requires a limber for every gun of this artillery type, and each "
       "limber is paid for. Give the unit as many limbers as figures."))

# --- list files -------------------------------------------------------------------------------
LIST_DUPLICATE_ID = Message(
    "SZ-LIST-DUPLICATE-ID", ERROR,
    N_("The {what} id '{id}' is used twice; give each its own id."),
    N_("Army files name abilities, unit types and differing figures by their ids, so each id "
       "may be used once in its section. Rename one of the two."))

LIST_ABILITY_UNUSED = Message(
    "SZ-LIST-ABILITY-UNUSED", WARNING,
    N_("Ability '{ability}' is named by no unit type or differing figure, so no card prints it. "
       "Name it in the 'abilities' of those it applies to, or remove it."),
    N_("An ability reaches the cards through the unit types and differing figures that name it "
       "in their 'abilities'. One none of them names is printed nowhere: usually an entry "
       "forgotten on its unit type."))

LIST_UNKNOWN_ABILITY = Message(
    "SZ-LIST-UNKNOWN-ABILITY", ERROR,
    N_("No ability '{ability}' in this list.{hint} Define it under 'abilities'."),
    N_("Unit types and differing figures name their special abilities (skirmish order and the "
       "like) by id; each id must be defined under the list's 'abilities' with its name and "
       "rule text."))

LIST_SIZE_RANGE = Message(
    "SZ-LIST-SIZE-RANGE", ERROR,
    N_("{unit_type}: min_figures ({low}) is above max_figures ({high}). Swap or fix them."),
    N_("A unit type's size is the range 'min_figures' to 'max_figures'; with the minimum above "
       "the maximum no unit of this type can be legal."))

LIST_LIMBER_KIND = Message(
    "SZ-LIST-LIMBER-KIND", ERROR,
    N_("{unit_type} is {kind}; only artillery has limbers. Remove 'limber'."),
    N_("In Szwadron only artillery batteries have limbers or trains [1.2]. Remove "
       "'limber' from this unit type, or make it artillery."))

LIST_VARIANT_EMPTY = Message(
    "SZ-LIST-VARIANT-EMPTY", ERROR,
    N_("Differing figure '{variant}' names no characteristic that differs and adds no ability. "
       "Say what differs under 'changes' (e.g. {{UW: 4}}) or remove the variant."),
    N_("A differing figure is one whose characteristics differ from the unit's base figure "
       "[1.1]. Give the values that differ under 'changes' (R, W, SW, SO, Z, UW, "
       "C, M) or the abilities it adds."))

LIST_VARIANT_SAME = Message(
    "SZ-LIST-VARIANT-SAME", WARNING,
    N_("Differing figure '{variant}' gives {same} the base figure's own value; list only what "
       "differs."),
    N_("A value under 'changes' equal to the base figure's changes nothing and makes the list "
       "harder to read. Remove it."))

LIST_VARIANT_MAX = Message(
    "SZ-LIST-VARIANT-MAX", WARNING,
    N_("Differing figure '{variant}' allows {limit} per unit, more than the unit's {high} "
       "figures."),
    N_("A limit above the largest unit of the type never applies. Lower 'max_per_unit' to the "
       "number the army list means, or remove it."))

MESSAGES = declared(globals())
