"""Every finding Basic Impetus reports, declared once: code, severity, English template with
named fields, and help for the player or list author (RULES.md §1; rule numbers in [brackets]
are the rule book's).

`BI-…` codes are about an army; `BI-LIST-…` codes about a list file. Where one code used to
carry two sentences (or two severities) each now has its own code, so a code always means one
thing: BI-LIST-VD-GENERAL (error) and BI-LIST-VD-GENERAL-LOWER (warning), for instance.
"""

from __future__ import annotations

from listbuilder.systems.api import N_, Message, N_plural, Phrase, Severity, declared

ERROR, WARNING, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

#: For a list of names that is empty ("Options: none.").
NONE = Phrase(N_("none"))


# --- the army's options and choices -----------------------------------------------------

OPTION_UNKNOWN = Message(
    "BI-OPTION-UNKNOWN", ERROR,
    # The option as typed is not said: the player never typed it (a file did), and the
    # command line's line and column (and the path, options[i]) point at it.
    N_("The army takes an option not in list '{list}'.{hint} Options: {options}."),
    N_("The army takes an option its list does not offer (a typo, or the list was changed). "
       "Take one of the options the message lists, or drop this one (in the editor, its Fix "
       "button does)."))
OPTION_TWICE = Message(
    "BI-OPTION-TWICE", ERROR, N_("Option '{option}' is taken twice; remove one."),
    N_("An option is taken once at most. Drop the repeated one (in the editor, its Fix button "
       "does)."))
OPTION_CONFLICT = Message(
    "BI-OPTION-CONFLICT", ERROR,
    N_("Options '{other}' and '{option}' cannot be taken together in this list; drop one."),
    N_("The list says these options exclude each other. Keep the one you want and drop the "
       "other."))
ARMY_NEEDS_FORMAT_2 = Message(
    "BI-ARMY-NEEDS-FORMAT-2", ERROR,
    N_("This army file is format 1, and choices made in options need format 2. Upgrade it: "
       "'listbuilder upgrade FILE' keeps your comments."),
    N_("Choices made inside options need the newer army format (2). The Fix upgrades the "
       "army and keeps your comments."),
    in_file=N_("From the command line: 'listbuilder upgrade FILE' rewrites the file as format "
               "2 and keeps its comments."))
CHOICE_NOT_TAKEN = Message(
    "BI-CHOICE-NOT-TAKEN", WARNING,
    N_("A choice is kept for option '{option}', which the army does not take; take the option "
       "or forget the choice.{hint}"),
    N_("A choice (which row an option adds or removes) only counts while the army takes that "
       "option. Take the option, or forget the choice with the Fix."),
    in_file=N_("In the army file the choice is the option's entry under 'choices': delete it to "
               "forget the choice."))
OPTION_APPLY = Message(
    "BI-OPTION-APPLY", ERROR,
    N_("Option '{option}' cannot apply: it {problem}. Check the combination of options."),
    N_("The option changes rows that the army, with its other options, does not have (another "
       "option removed them first, for instance). Drop one of the options that clash."))
OPTION_CHOICE = Message(
    "BI-OPTION-CHOICE", ERROR, N_("The choice for option '{option}' {problem}."),
    N_("The option's choice names a row or unit the option does not offer. Pick one of those the "
       "message names in the option's drop-down, or forget the choice with the Fix."),
    in_file=N_("In the army file the choice is the option's entry under 'choices'."))
OPTION_UNCHOSEN = Message(
    "BI-OPTION-UNCHOSEN", WARNING, N_("Option '{option}' {problem}."),
    N_("The option lets the player choose (one row of several to add, or which unit to remove), "
       "and the army has not said which: the first is taken until you choose in the option's "
       "drop-down or with the Fix."),
    in_file=N_("In the army file the choice goes under the option's 'choices'."))
OPTION_DEFAULT = Message(
    "BI-OPTION-DEFAULT", INFO, N_("Option '{option}' {problem}."),
    N_("The option changes some of the units of a row and the army does not say which, so the "
       "first ones are taken. To change another unit, use the Fix that names it."),
    in_file=N_("In the army file, name the unit under the option's 'choices'."))
UNIT_SET_ASIDE = Message(
    "BI-UNIT-SET-ASIDE", INFO,
    N_("Settings for '{unit}' are kept for when the option that removed the unit is taken "
       "back."),
    N_("An option taken replaces or removes a unit the army had settings for (a weapon, a name). "
       "They are kept, so dropping the option brings the unit back as it was; the Fix forgets "
       "them."),
    in_file=N_("In the army file they are the unit's entry under 'units': delete it to forget "
               "them."))
UNIT_UNKNOWN = Message(
    "BI-UNIT-UNKNOWN", ERROR,
    N_("Settings for unit '{unit}', which this army does not have (an option removed it?)."
       "{hint} Forget them, or drop the option that removed the unit."),
    N_("The army has settings (a weapon, a name) for a unit that the list, with the options taken,"
       " no longer fields. Forget them with the Fix, or take back the option that removed the "
       "unit."),
    in_file=N_("In the army file they are the unit's entry under 'units'."))

# --- weapons ------------------------------------------------------------------------------

WEAPON_NOT_OFFERED = Message(
    "BI-WEAPON-NOT-OFFERED", ERROR,
    N_("{name} has no weapon choice in this list; remove the weapon choice."),
    N_("Only the units a list lets choose may pick a missile weapon [6.1.2]; this unit's weapon is"
       " fixed by its list. Remove the weapon choice with the Fix."),
    in_file=N_("In the army file, delete the unit's 'weapon' entry (in a list file, the rows that "
               "let the player pick have a 'weapon_choice')."))
WEAPON_NOT_ALLOWED = Message(
    "BI-WEAPON-NOT-ALLOWED", ERROR,
    N_("{name} may take one of {weapons}, not '{weapon}'.{hint}"),
    N_("The unit's list row offers a choice of missile weapons [6.1.2] and the army picked "
       "one not among them. Pick one of the weapons the message lists."))
WEAPON_UNCHOSEN = Message(
    "BI-WEAPON-UNCHOSEN", WARNING,
    N_("Choose a weapon for {name}: one of {weapons}."),
    N_("The list lets this unit choose its missile weapon [6.1.2]. Pick one in the Weapon column; "
       "until then its card has no weapon."),
    in_file=N_("In the army file, write 'weapon:' under the unit."))

# --- army size and the General -----------------------------------------------------------

UNIT_COUNT = Message(
    "BI-UNIT-COUNT", WARNING,
    N_("The army has {n} unit; the rules' usual army is {low}–{high}. The published list "
       "fields this many: agree it with your opponent."),
    N_("A Basic Impetus army is 7 to 10 units [2.1]. Lists fix every count, so a size outside "
       "that comes from the published list with these options: a warning, not an error. "
       "Agree it with your opponent, or change the options."),
    plural=N_("The army has {n} units; the rules' usual army is {low}–{high}. The published "
              "list fields this many: agree it with your opponent."))
ARMY_TOO_LARGE = Message(
    "BI-ARMY-TOO-LARGE", ERROR,
    N_("The list, with the options taken, fields more than {limit} units, where an army has "
       "7 to 10 [2.1]: a unit count in it is far too high (20 written for 2?). Only the first "
       "{limit} units are checked, shown and printed. Correct the count in the list file, or "
       "take back the option that adds so many."),
    N_("Some 'count' in the list's rows, or in the rows an option adds, is far too high: no "
       "army has this many units. listbuilder stops at the limit, so that a wrong list cannot "
       "make checking and printing run for minutes. Find the count and correct it in the list "
       "file; in an army, taking back the option that adds the units also helps."))
GENERAL_MISSING = Message(
    "BI-GENERAL-MISSING", ERROR,
    N_("No unit carries the General: every army has exactly one. Give the General to a unit."
       "{carriers}"),
    N_("Every army has exactly one General, attached to one of its units [2.6]; the list marks "
       "which units may carry it. Choose it in the General box."),
    in_file=N_("In the army file, set 'general' to the id of a unit that may carry it."))
GENERAL_UNKNOWN_UNIT = Message(
    "BI-GENERAL-UNKNOWN-UNIT", ERROR,
    N_("The General is on '{unit}', but the army has no such unit.{hint}"),
    N_("The General is given to a unit the army does not have (a typo in the file, or an option "
       "removed the unit). Choose the General again in the General box, from the units that may "
       "carry it [2.6]."),
    in_file=N_("In the army file 'general' names the unit by its id: set it to one of the army's "
               "units that may carry the General."))
GENERAL_NOT_ALLOWED = Message(
    "BI-GENERAL-NOT-ALLOWED", ERROR,
    N_("{name} ({type}) may not carry the General in this list. Choose one of: {carriers}."),
    N_("The list marks which rows may carry the General [2.6]. Put the General on one of "
       "those units."))
GENERAL_SOURCE_UNMARKED = Message(
    "BI-GENERAL-SOURCE-UNMARKED", INFO,
    N_("The list's source marks no unit that may carry the General, so {name} may carry it "
       "(our reading, not the book's)."),
    N_("Books mark the rows that may carry the General [2.6]; this list's source (a player's "
       "roster, a blog) marks none, and the list says so with 'source_marks_general: false'. "
       "Any unit may then carry it: agree on the choice with your opponent."))
OPTIONS_NOT_TRANSCRIBED = Message(
    "BI-OPTIONS-NOT-TRANSCRIBED", INFO,
    N_("The list's source offers options this list file does not transcribe: see the source "
       "for them."),
    N_("The list says 'options_not_transcribed: true': its source has options that were not "
       "written into the file, so the army is checked only against those that were."))

# --- groups and big units [2.5, 2.5.1] ---------------------------------------------------

_ILLEGAL_GROUP = N_("Illegal group: {reason}. Members: {members}.")
_ILLEGAL_BIG_UNIT = N_("Illegal big unit: {reason}. Members: {members}.")

GROUP_UNKNOWN_UNIT = Message(
    "BI-GROUP-UNKNOWN-UNIT", ERROR, N_("No unit '{unit}' in this army.{hint}"),
    N_("A group names a unit id the army does not have. Fix the id or remove it from the "
       "group."))
BIG_UNIT_UNKNOWN_UNIT = Message(
    "BI-BIG-UNIT-UNKNOWN-UNIT", ERROR, N_("No unit '{unit}' in this army.{hint}"),
    N_("A big unit names a unit id the army does not have. Fix the id or remove it from the "
       "big unit."))
GROUP_REPEATED = Message(
    "BI-GROUP-REPEATED", ERROR,
    N_("{name} is listed twice in the same grouping."),
    N_("A unit appears twice in one group. Remove the repeated id."))
BIG_UNIT_REPEATED = Message(
    "BI-BIG-UNIT-REPEATED", ERROR,
    N_("{name} is listed twice in the same grouping."),
    N_("A unit appears twice in one big unit. A big unit is two different units: remove the "
       "repeated id."))
GROUP_OVERLAP = Message(
    "BI-GROUP-OVERLAP", ERROR,
    N_("{name} is already in group {number}; a unit belongs to one group at most."),
    N_("A unit is in one group at most. Remove it from one of the groups."))
BIG_UNIT_OVERLAP = Message(
    "BI-BIG-UNIT-OVERLAP", ERROR,
    N_("{name} is already in big unit {number}; a unit belongs to one big unit at "
       "most."),
    N_("A unit is part of one big unit at most. Remove it from one of the big units."))
GROUP_TOO_SMALL = Message(
    "BI-GROUP-TOO-SMALL", ERROR,
    N_("A group is two or more units; add units or ungroup it."),
    N_("A group of one unit is no group [2.5]. Add units to it, or ungroup it."))
GROUP_NEVER = Message(
    "BI-GROUP-NEVER", ERROR, _ILLEGAL_GROUP,
    N_("Wagenburg, artillery and chariots (W, ART, CGP, CGL, CF) never group, not even with "
       "identical units [2.5]. Take them out of the group."))
GROUP_MIXED = Message(
    "BI-GROUP-MIXED", ERROR, _ILLEGAL_GROUP,
    N_("A group is all infantry or all cavalry; only skirmishers (S) may also join cavalry "
       "[2.5]. Split the group by category."))
GROUP_IMPETUOUS = Message(
    "BI-GROUP-IMPETUOUS", ERROR, _ILLEGAL_GROUP,
    N_("Impetuous units group only with other impetuous units of the same type: impetuous FL "
       "with impetuous FL, impetuous FP with impetuous FP [2.5]. Group the impetuous units "
       "apart from the others, type by type."))
BIG_UNIT_SIZE = Message(
    "BI-BIG-UNIT-SIZE", ERROR, _ILLEGAL_BIG_UNIT,
    N_("A big unit is two pike units or two impetuous foot units, one behind the other "
       "[2.5.1]; that both must be of the same type (two pike FP, two impetuous FP or two "
       "impetuous FL) is our reading of it. A list may let other rows form big units. Give "
       "the big unit exactly two units."))
BIG_UNIT_ILLEGAL = Message(
    "BI-BIG-UNIT-ILLEGAL", ERROR, _ILLEGAL_BIG_UNIT,
    N_("A big unit is two pike units or two impetuous foot units, one behind the other "
       "[2.5.1]; that both must be of the same type (two pike FP, two impetuous FP or two "
       "impetuous FL) is our reading of it. A list may let other rows form big units. Break "
       "up this big unit."))

# Reasons an illegal group or big unit gives (the `reason` field above).
NEVER_GROUP_REASON = N_("{types} units never group, not even with identical units")
MIXED_REASON = N_("a group is all infantry or all cavalry; only skirmishers (S) may also join "
                  "cavalry")
IMPETUOUS_ONLY_REASON = N_("impetuous units group only with other impetuous units")
IMPETUOUS_TYPE_REASON = N_("impetuous units group only with impetuous units of the same type")
BIG_UNIT_SIZE_REASON = N_("a big unit is exactly two units, one behind the other (this one has "
                          "{n})")
BIG_UNIT_TYPES_REASON = N_("a big unit is two units of the same type (our reading of 2.5.1), "
                           "not {first} and {second}")
BIG_UNIT_KIND_REASON = N_("only two pike units or two impetuous foot units may form a big unit")

# --- the army file ------------------------------------------------------------------------

SCALE_UNKNOWN = Message(
    "BI-SCALE-UNKNOWN", ERROR,
    N_("Unknown figure scale '{scale}'.{hint} Scales: {scales}."),
    N_("Base sizes depend on the figure scale [1.3.1]. Choose one in the Scale box (25mm is read "
       "as 28mm)."),
    in_file=N_("In the army file, set 'scale' to one the message lists."))
VDT_PUBLISHED_DIFFERS = Message(
    "BI-VDT-PUBLISHED-DIFFERS", INFO,
    N_("The list's book states VDT {stated}{which}, but its rows sum to {rows}; this army's "
       "VDT and break point are worked out from the units, General included [8.0]."),
    N_("The published list prints a VDT (the sum of the army's VD, [8.0]) that its own rows "
       "do not add up to; the list acknowledges it as an erratum. The army's VDT is computed "
       "from its units; nothing to fix in the army."))

# --- list files: rows ----------------------------------------------------------------------

LIST_WEAPON_SHADOWS = Message(
    "BI-LIST-WEAPON-SHADOWS", ERROR,
    N_("The list's weapon '{weapon}' has the id of a weapon of the shooting table; give it "
       "its own id."),
    N_("A list's own weapons (under 'weapons') must not reuse the codes of the rules' "
       "shooting table [6.1.2], or rows could not say which they mean. Rename the list's "
       "weapon."))
LIST_WEAPON_AS_UNKNOWN = Message(
    "BI-LIST-WEAPON-AS-UNKNOWN", ERROR,
    N_("'{name}' shoots as '{weapon}', which is not in the shooting table.{hint}"),
    N_("A list's own weapon shoots as one of the rules' weapons ('as:'), whose range and "
       "dice it takes [6.1.2]. Name a weapon of the shooting table there."))
LIST_TYPE_ALIAS = Message(
    "BI-LIST-TYPE-ALIAS", INFO,
    N_("'{alias}' is the Hungarian text's spelling; it reads as {type}. Write '{type}'."),
    N_("The Hungarian rules write LP for FL, LGP for CGL and E for EL in places [2.2]. They "
       "are read as the canonical codes; write those in list files."))
LIST_UNKNOWN_TYPE = Message(
    "BI-LIST-UNKNOWN-TYPE", ERROR,
    N_("Unknown unit type '{type}'.{hint} {listing}"),
    N_("A row's 'type' is one of the rules' unit types [2.2]: FP, FL, T, S, ART, CP, CM, CL, "
       "CGP, CGL, CF, EL, W. Camels, pikes and long spears are traits on those types."))
LIST_WEAPON_BOTH = Message(
    "BI-LIST-WEAPON-BOTH", ERROR,
    N_("A row has either 'weapon' (fixed) or 'weapon_choice' (the player picks one), not "
       "both."),
    N_("Keep 'weapon' when the book fixes the unit's missile weapon, 'weapon_choice' when it "
       "lets the player pick; remove the other."))
LIST_UNKNOWN_WEAPON = Message(
    "BI-LIST-UNKNOWN-WEAPON", ERROR,
    N_("Unknown weapon '{weapon}'.{hint} {listing} A weapon the table lacks goes under the "
       "list's 'weapons'."),
    N_("Weapons are codes of the rules' shooting table [6.1.2] or of the list's own "
       "'weapons'. Fix the code, or declare the weapon under 'weapons' with the table weapon "
       "it shoots as."))
LIST_WEAPON_CHOICE = Message(
    "BI-LIST-WEAPON-CHOICE", WARNING,
    N_("A weapon choice needs at least two weapons; with one, write it as 'weapon'."),
    N_("'weapon_choice' lets the player pick among weapons; with one there is nothing to "
       "pick. Write that weapon as 'weapon'."))
LIST_WEAPON_CHOICE_TWICE = Message(
    "BI-LIST-WEAPON-CHOICE-TWICE", WARNING,
    N_("Weapon '{weapon}' is offered twice in this weapon choice; remove the repeated one."),
    N_("A row's 'weapon_choice' lists each weapon the player may pick once; a repeated one "
       "shows twice in the editor's list. Remove it, or correct it to the weapon meant."))
LIST_UNKNOWN_TRAIT = Message(
    "BI-LIST-UNKNOWN-TRAIT", ERROR,
    N_("Unknown trait '{trait}'.{hint} {listing} List-specific rules go under "
       "'special_rules' and are named in 'rules'."),
    N_("Traits are the rules' own notes (impetuous, pike, long spear, pavise, shieldwall, "
       "pilum, camels …) [2.3]. A rule only this list has goes under 'special_rules' and is "
       "named in the row's 'rules'."))
LIST_UNKNOWN_RULE = Message(
    "BI-LIST-UNKNOWN-RULE", ERROR, N_("No special rule '{rule}' in this list.{hint}"),
    N_("A row's 'rules' name ids of the list's 'special_rules'. Fix the id, or add the rule "
       "under 'special_rules'."))
LIST_RULE_UNUSED = Message(
    "BI-LIST-RULE-UNUSED", WARNING,
    N_("Special rule '{rule}' applies to no unit, so no card or roster prints it."),
    N_("A special rule reaches the cards and the roster through the rows that name it in "
       "'rules' (or, with 'replaces', the rows with that trait). One no row names is printed "
       "nowhere: usually a 'rules' entry forgotten on its rows. Name it in the 'rules' of the "
       "rows it applies to, or remove it."))
LIST_VD_GENERAL = Message(
    "BI-LIST-VD-GENERAL", ERROR,
    N_("This row has a VD with the General but may not carry the General: add 'general: "
       "true' or remove 'VD_general'."),
    N_("'VD_general' is the unit's VD when it carries the General, as the published army "
       "lists print it (the rules themselves give no such value); it means nothing on a row "
       "that may not carry the General. Mark the row 'general: true', or remove "
       "'VD_general'."))
LIST_VD_GENERAL_LOWER = Message(
    "BI-LIST-VD-GENERAL-LOWER", WARNING,
    N_("VD with the General ({vd_general}) is lower than without ({vd}); the source writes it "
       "as VD/VD-with-General."),
    N_("Carrying the General raises a unit's VD; a lower value is most likely the two numbers "
       "swapped (books print 'VD 2/3'). Check the source. "
       "If the book really prints it so, keep it and acknowledge the finding under 'errata' in "
       "the list file (code and reason): it then shows as information."))
LIST_TRAIT_TYPE = Message(
    "BI-LIST-TRAIT-TYPE", WARNING,
    N_("{conflict} The list gives it all the same: check it against the book."),
    N_("The rules give some traits to some unit types only (pike to FP, camels to CM and CL "
       "[2.2]). A list may mean it: then give its own rule text as a special rule with "
       "'replaces:' naming the trait. "
       "If the book really prints it so, keep it and acknowledge the finding under 'errata' in "
       "the list file (code and reason): it then shows as information."))
LIST_WEAPON_TYPE = Message(
    "BI-LIST-WEAPON-TYPE", WARNING,
    N_("The rules give units of type {type_name} ({type}) no arc of fire [6.3.1], but this "
       "row has '{weapon}'. Add the 'shooters' trait if the book lets it shoot."),
    N_("A unit shoots only when its list gives it a missile weapon, and the rules give an arc "
       "of fire to T, S, CM and ART (45°), to CL, CGP, CGL and W (360°) and to the FL and "
       "mounted units a list marks as shooters [6.3.1]. If the book gives this unit a missile "
       "weapon, add the 'shooters' trait to the row; otherwise remove the weapon."))

# --- list files: ids and references ---------------------------------------------------------

LIST_DUPLICATE_ID = Message(
    "BI-LIST-DUPLICATE-ID", ERROR,
    N_("Row id '{row}' is used twice; every row, including those options add, needs its own "
       "id."),
    N_("Armies, options and groups name rows by id, so ids must be unique in the list, rows "
       "added by options included. Rename one of the rows."))
LIST_DUPLICATE_ITEM_ID = Message(
    "BI-LIST-DUPLICATE-ITEM-ID", ERROR, N_("The {kind} id '{id}' is used more than once."),
    N_("Options, special rules and the list's own weapons are named by id, so each id is "
       "used once. Rename one of them."))
#: The kinds of item `LIST_DUPLICATE_ITEM_ID` names.
OPTION_KIND, SPECIAL_RULE_KIND, WEAPON_KIND = N_("option"), N_("special rule"), N_("weapon")
LIST_BIG_UNIT_UNKNOWN_ROW = Message(
    "BI-LIST-BIG-UNIT-UNKNOWN-ROW", ERROR,
    N_("'big_units' names row '{row}', which the list does not have.{hint}"),
    N_("'big_units' names the rows the book lets form big units beyond the rules' own "
       "[2.5.1]. Fix the row id or remove it."))
LIST_REPLACES_UNKNOWN_TRAIT = Message(
    "BI-LIST-REPLACES-UNKNOWN-TRAIT", ERROR,
    N_("Special rule '{rule}' replaces trait '{trait}', which the rules do not have.{hint} "
       "{listing}"),
    N_("A special rule's 'replaces' names the rules' trait whose text it replaces. Name one "
       "of the rules' traits, or remove 'replaces'."))
LIST_UNKNOWN_ROW = Message(
    "BI-LIST-UNKNOWN-ROW", ERROR,
    N_("Option '{option}' refers to row '{row}', which the list does not have.{hint}"),
    N_("An option's 'remove', 'modify' and 'add_more' name rows of the list by id. Fix the id; "
       "until then the option is not checked further."))
LIST_UNKNOWN_OPTION = Message(
    "BI-LIST-UNKNOWN-OPTION", ERROR,
    N_("Option '{option}' excludes '{other}', which is not an option of this list.{hint}"),
    N_("'excludes' names other options of the same list. Fix the id or remove it."))
LIST_OPTION_EXCLUDES_ITSELF = Message(
    "BI-LIST-OPTION-EXCLUDES-ITSELF", WARNING,
    N_("Option '{option}' excludes itself; remove it from its own 'excludes', or name the "
       "option meant."),
    N_("'excludes' names the other options that cannot be combined with this one. An option "
       "is never combined with itself, so naming it there means nothing; often it is a typo "
       "for another option's id."))
LIST_VDT_UNKNOWN_OPTION = Message(
    "BI-LIST-VDT-UNKNOWN-OPTION", ERROR,
    N_("Stated VDT names option '{option}', which is not in the list.{hint}"),
    N_("A stated VDT is the book's total for the list with some options; they are named by "
       "the list's option ids. Fix the id."))

# --- list files: options ----------------------------------------------------------------

LIST_ONE_OF = Message(
    "BI-LIST-ONE-OF", WARNING,
    N_("Option '{option}' offers one row to choose from; with one, write it under 'add'."),
    N_("'add_one_of' lets the player choose one of several rows; with one there is no "
       "choice. Move the row under 'add'."))
LIST_OPTION_EMPTY = Message(
    "BI-LIST-OPTION-EMPTY", WARNING,
    N_("Option '{option}' changes nothing: give it 'remove', 'add', 'add_one_of', 'add_more' "
       "or 'modify'."),
    N_("An option changes the base list. Say how, with the keys the message names (see "
       "docs/list-format.md)."))
LIST_OPTION_APPLY = Message(
    "BI-LIST-OPTION-APPLY", ERROR, N_("Option '{option}' {problem}."),
    N_("Applied to the list as published, the option does something impossible (removes more "
       "units than there are, adds a row whose id is taken). Fix the option's counts or ids."),
    whole_list=True)
LIST_NEEDS_FORMAT_2 = Message(
    "BI-LIST-NEEDS-FORMAT-2", ERROR,
    N_("This file is format 1, and {what} needs format 2. Run 'listbuilder upgrade FILE' (it "
       "keeps your comments)."),
    N_("The file uses a feature of list format 2. "
       "Run 'listbuilder upgrade FILE': it rewrites the file as format 2 and keeps your "
       "comments."))

# --- list files: army size, General and VDT [2.1, 2.6, 8.0] -------------------------------

LIST_UNIT_COUNT = Message(
    "BI-LIST-UNIT-COUNT", WARNING,
    N_("The list{which} fields {n} unit; the rules' usual army is {low}–{high} [2.1]. "
       "Players should agree on it before the game."),
    N_("A Basic Impetus army is 7 to 10 units [2.1]. Some published lists field more or fewer "
       "with some options; check the counts against the book. "
       "If the book really prints it so, keep it and acknowledge the finding under 'errata' in "
       "the list file (code and reason): it then shows as information."),
    plural=N_("The list{which} fields {n} units; the rules' usual army is {low}–{high} "
              "[2.1]. Players should agree on it before the game."),
    whole_list=True)
LIST_NO_GENERAL = Message(
    "BI-LIST-NO-GENERAL", ERROR,
    N_("No unit of the list{which} may carry the General; the book marks those that may "
       "with (*)."),
    N_("Every army has a General on one of its units [2.6], so every list, with any options, "
       "needs a row that may carry it. Mark those rows 'general: true'. A source that marks "
       "no row (a player's roster, a blog) is written 'source_marks_general: false': any unit "
       "may then carry the General."),
    whole_list=True)
LIST_GENERAL_UNMARKED = Message(
    "BI-LIST-GENERAL-UNMARKED", INFO,
    N_("The source marks no unit that may carry the General ('source_marks_general: false'): "
       "any unit may carry it (our reading, not the book's)."),
    N_("Every army has a General on one of its units [2.6], and books mark the rows that may "
       "carry it. A source that marks none (a player's roster, a blog) is written "
       "'source_marks_general: false' (format 2): every unit may then carry the General. "
       "Where the source does mark them, remove the key and mark those rows 'general: true'."))
LIST_GENERAL_MARKED_UNMARKED = Message(
    "BI-LIST-GENERAL-MARKED-UNMARKED", ERROR,
    N_("Row '{row}' is marked 'general: true', but the list says its source marks no unit "
       "that may carry the General ('source_marks_general: false'). Remove one of the two."),
    N_("'source_marks_general: false' says the source marks no row that may carry the General "
       "[2.6], so every unit may; a row marked 'general: true' contradicts it. If the source "
       "marks rows, remove 'source_marks_general'; if not, remove the row's 'general'."))
LIST_VDT_NOT_STATED = Message(
    "BI-LIST-VDT-NOT-STATED", INFO,
    N_("The book states no VDT{which}; the units' VD add up to {vdt} (break point "
       "{break_at})."),
    N_("The VDT is the sum of the army's VD; the army breaks when the VD of its routed units "
       "reaches half of it, rounded up [8.0]. The book prints none here, so the computed "
       "value is shown for checking."),
    whole_list=True)
LIST_VDT_MISMATCH = Message(
    "BI-LIST-VDT-MISMATCH", ERROR,
    N_("The book states VDT {stated}{which}, but the units' VD add up to {vdt}: check the "
       "units against the book. An army's VDT is worked out from its units [8.0]."),
    N_("The VDT the book prints must be the sum of the rows' VD [8.0]: a difference means a "
       "row or the stated value was copied wrongly. "
       "If the book really prints it so, keep it and acknowledge the finding under 'errata' in "
       "the list file (code and reason): it then shows as information."),
    whole_list=True)
LIST_BREAK_MISMATCH = Message(
    "BI-LIST-BREAK-MISMATCH", ERROR,
    N_("The book states break point {stated}{which}, but half of VDT {vdt}, rounded up, is "
       "{half} [8.0]; an army's break point is worked out from its VDT."),
    N_("An army breaks when the VD of its routed units reaches half its VDT, rounded up "
       "[8.0]. Fix the stated break point. "
       "If the book really prints it so, keep it and acknowledge the finding under 'errata' in "
       "the list file (code and reason): it then shows as information."))

#: Phrases the list checks insert as `which` (the option set a finding is about).
AS_PUBLISHED = N_(" as published")
WITH_OPTION = N_(" with option '{option}'")
WITH_OPTION_ADDING = N_(" with option '{option}' adding '{row}'")
WITH_OPTIONS = N_plural(" with option '{options}'", " with options '{options}'")
WITH_THESE_OPTIONS = N_(" with these options")

MESSAGES = declared(globals())
