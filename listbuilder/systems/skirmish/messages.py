"""Every finding the skirmish system reports (RULES.md §3, the rules of seed 003), declared once.

Army findings first, then list-file findings. A `hint` field is the "Did you mean …?" sentence
(or empty); a `format` field is the game format's word (small, medium, large).
"""

from __future__ import annotations

from listbuilder.systems.api import N_, Message, Severity, declared

ERROR, WARNING = Severity.ERROR, Severity.WARNING

# Words the messages fill in (`Word` fields), declared for the catalogue: the game formats.
FORMAT_WORDS = (N_("small"), N_("medium"), N_("large"))
# The fix SK-SERGEANT-COUNT suggests, by whether the detachment has none or too many.
ADD_SERGEANT = N_("Add one: give a model the sergeant's role.")
DEMOTE_SERGEANTS = N_("Make the others rankers.")

# Where the army file keeps the game format (the `in_file` of the findings that change it).
GAME_FORMAT_IN_FILE = N_("In the army file the format is 'game_format' (small, medium or large).")

# --- army files: composition ------------------------------------------------------------------
DUPLICATE_DETACHMENT = Message(
    "SK-DUPLICATE-DETACHMENT", ERROR,
    N_("Detachment id '{detachment}' is used twice; give each detachment its own id."),
    N_("Findings, cards and the editor find a detachment by its id, so every detachment of an "
       "army needs its own. Rename one of the two."))

POINTS_OVER = Message(
    "SK-POINTS-OVER", ERROR,
    N_("The army costs {points} points; the {format} format allows {budget}. Remove {over} "
       "points of models or play a larger format."),
    N_("Each format has a points budget: small 250, medium 500, large 1000 "
       "[Дополнение I]. A model costs its list price plus its role's and upgrades' surcharges "
       "(hero +40, outstanding officer +5, senior officer bonus +30/+40, lance +3). Remove "
       "models or choose a larger format in the Game format box."),
    in_file=GAME_FORMAT_IN_FILE)

DETACHMENT_COUNT = Message(
    "SK-DETACHMENT-COUNT", ERROR,
    N_("The small format is one detachment; the army has {n}. Merge them or play the medium or "
       "large format."),
    N_("A small game (250 points) is fought by one detachment. Put all the models in one "
       "detachment, or choose medium in the Game format box (one main detachment of at least "
       "250 points with reinforcements, 500 points) or large (several detachments, 1000 "
       "points) [Дополнение I]."),
    in_file=GAME_FORMAT_IN_FILE)

LARGE_ONE_DETACHMENT = Message(
    "SK-LARGE-ONE-DETACHMENT", WARNING,
    N_("The large format is a battle of several detachments; this army has one. Add "
       "detachments or play a smaller format."),
    N_("The large format (1000 points) is played with several detachments, each with its "
       "sergeant, under a senior officer; senior officers take part only when more than one "
       "detachment does [Дополнение I]. Add detachments, or play the medium format "
       "(500 points) or the small one (250 points, one detachment)."))

MAIN_DETACHMENT = Message(
    "SK-MAIN-DETACHMENT", ERROR,
    N_("The medium format needs exactly one main detachment; {n} is marked. Make one "
       "detachment the main detachment."),
    N_("A medium game is one main detachment reinforced by models from other detachments of "
       "the same army [Дополнение I]. Tick Main detachment on the main one, and only "
       "on that one."),
    in_file=N_("In the army file the main detachment has 'main: true'."),
    plural=N_("The medium format needs exactly one main detachment; {n} are marked. Make one "
              "detachment the main detachment."))

MAIN_POINTS = Message(
    "SK-MAIN-POINTS", ERROR,
    N_("The main detachment '{detachment}' costs {points} points; the medium format needs at "
       "least {needed} on it. Move models into it from the reinforcements."),
    N_("In the medium format at least 250 points of the army are in the main detachment; the "
       "reinforcements make up the rest [Дополнение I]."))

SERGEANT_COUNT = Message(
    "SK-SERGEANT-COUNT", ERROR,
    N_("Detachment '{detachment}' has {n} sergeant; every detachment has exactly one. {fix}"),
    N_("Every detachment must have one sergeant (the source: \"ОБЯЗАН иметь одного\"). In the "
       "medium format the reinforcements may take a sergeant but need none. Choose sergeant in "
       "one model's Role box, or make the extra sergeants rankers."),
    in_file=N_("In the army file a sergeant is a model entry with 'role: sergeant'."),
    plural=N_("Detachment '{detachment}' has {n} sergeants; every detachment has exactly one. "
              "{fix}"))

OFFICER_COUNT = Message(
    "SK-OFFICER-COUNT", ERROR,
    N_("Detachment '{detachment}' has {n} officer (a chief counts as one); at most one per "
       "detachment. Remove the extra officers."),
    N_("A detachment has at most one officer; a chief is an officer and a standard bearer at "
       "once, so he counts too [Офицер, Вождь]. Remove the extra officers or move them to another "
       "detachment."),
    plural=N_("Detachment '{detachment}' has {n} officers (a chief counts as one); at most one "
              "per detachment. Remove the extra officers."))

AGITATOR_COUNT = Message(
    "SK-AGITATOR-COUNT", ERROR,
    N_("Detachment '{detachment}' has {n} agitator; at most one per detachment."),
    N_("A detachment may have at most one agitator [Агитаторы]. Remove the others or give them "
       "another role."),
    plural=N_("Detachment '{detachment}' has {n} agitators; at most one per detachment."))

OFFICER_REQUIRED = Message(
    "SK-OFFICER-REQUIRED", ERROR,
    N_("The {format} format needs an officer to command the force. Give a model the officer "
       "role. (The source's Officer entry requires one from the medium format on, but its "
       "large-format text makes officers optional; this tool requires one in medium games only "
       "and follows the more specific large-format text.)"),
    N_("In the medium format an officer commands the force besides the main detachment's "
       "sergeant. The source contradicts itself for the large format (its Officer entry "
       "requires one, the large-format text makes officers optional); this tool follows the "
       "more specific large-format text. Choose officer in one model's Role box."),
    in_file=N_("In the army file an officer is a model entry with 'role: officer'."))

SENIOR_OFFICER_FORMAT = Message(
    "SK-SENIOR-OFFICER-FORMAT", ERROR,
    N_("Senior officers take part only in the large format, not the {format} one. Remove him "
       "or play the large format."),
    N_("A senior officer commands several detachments as commander-in-chief, so he takes part "
       "only in the large format, with more than one detachment. Remove him or choose large "
       "in the Game format box."),
    in_file=GAME_FORMAT_IN_FILE)

SENIOR_OFFICER_REQUIRED = Message(
    "SK-SENIOR-OFFICER-REQUIRED", ERROR,
    N_("The large format needs a senior officer as commander-in-chief. Give a model the "
       "senior officer role."),
    N_("A large game is fought under a commander-in-chief: one senior officer (4 morale "
       "points; bonus Stubborn +30 or Sensible +40, or none). One small detachment may be his "
       "escort."))

SENIOR_OFFICER_COUNT = Message(
    "SK-SENIOR-OFFICER-COUNT", ERROR,
    N_("The army has {n} senior officer; it has one commander-in-chief. Keep one."),
    N_("The large format has one commander-in-chief, the senior officer. Make the others "
       "officers or remove them."),
    plural=N_("The army has {n} senior officers; it has one commander-in-chief. Keep one."))

HERO_COUNT = Message(
    "SK-HERO-COUNT", ERROR,
    N_("The army has {n} hero; one fighter in the army may be the hero. Make the others "
       "rankers."),
    N_("One of the fighters of the army may become the hero (+40 points, 4 morale points); "
       "only one. Give the others their ordinary role."),
    plural=N_("The army has {n} heroes; one fighter in the army may be the hero. Make the "
              "others rankers."))

SCALE_UNKNOWN = Message(
    "SK-SCALE-UNKNOWN", ERROR,
    N_("Unknown figure scale '{scale}'.{hint} Scales: {scales}."),
    N_("The rules give tables and bases for 28 mm and 15 mm figures. Choose one of them in "
       "the Scale box."),
    in_file=N_("In the army file, set 'scale' to one of them, or leave it out for the "
               "default."))

# --- army files: each model entry -------------------------------------------------------------
UNKNOWN_MODEL_TYPE = Message(
    "SK-UNKNOWN-MODEL-TYPE", ERROR,
    N_("The list has no model type '{type}'.{hint} Model types: {types}."),
    N_("A model's type is one of the model types of the army list the army is built on; the "
       "list sets its cost and the roles it may take. Models the list cannot price count as "
       "nothing: choose one of its model types in their Type box."),
    in_file=N_("In the army file the model entry's 'type' names the model type by its id."))

UNKNOWN_ROLE = Message(
    "SK-UNKNOWN-ROLE", ERROR,
    N_("Unknown role '{role}'.{hint} Roles: {roles}."),
    N_("A model's role is one of the rules' roles: ranker, sergeant, officer, senior officer, "
       "standard bearer, musician, hero, or a special (shaman, chief, agitator, scout, "
       "sniper). The role sets the model's morale points."))

ROLE_NOT_ALLOWED = Message(
    "SK-ROLE-NOT-ALLOWED", ERROR,
    N_("Model type '{model_type}' may not take the role '{role}'; the list allows {roles}. "
       "Pick one of those roles or another model type."),
    N_("The army list says which roles each model type may take; any model that may be a "
       "ranker may be the army's hero instead. Choose an allowed role in the model's Role box, "
       "or a model type that has this one in its Type box."),
    in_file=N_("In the army file the role is the model entry's 'role'; the list file gives "
               "each model type's 'roles'."))

LANCE_NOT_MOUNTED = Message(
    "SK-LANCE-NOT-MOUNTED", ERROR,
    N_("A cavalry lance is for mounted models only, and the list's {model_type} is on foot. "
       "Remove the lance."),
    N_("A cavalry lance (+3 points a model) is bought by mounted models only."))

OUTSTANDING_NOT_OFFICER = Message(
    "SK-OUTSTANDING-NOT-OFFICER", ERROR,
    N_("Only an officer may be outstanding (+5). Remove the upgrade or make the model an "
       "officer."),
    N_("\"Outstanding\" is an officer's upgrade, +5 points."))

BONUS_NOT_SENIOR = Message(
    "SK-BONUS-NOT-SENIOR", ERROR,
    N_("Only a senior officer takes the '{bonus}' bonus. Remove the bonus or make the model a "
       "senior officer."),
    N_("The bonuses Stubborn (+30) and Sensible (+40) are the senior officer's; other models "
       "take none."))

# --- list files -------------------------------------------------------------------------------
LIST_DUPLICATE_ID = Message(
    "SK-LIST-DUPLICATE-ID", ERROR,
    N_("Model type id '{id}' is used twice; every model type needs its own id."),
    N_("Army files name model types by their ids, so each id may be used once. Rename one of "
       "the two."))

LIST_NO_SERGEANT = Message(
    "SK-LIST-NO-SERGEANT", ERROR,
    N_("No model type may be a sergeant, and every detachment needs one. Add 'sergeant' to "
       "some model type's 'roles'."),
    N_("Every detachment must have one sergeant [Сержант], so a list whose model types cannot "
       "take that role cannot field a legal army."))

LIST_UNKNOWN_SCALE = Message(
    "SK-LIST-UNKNOWN-SCALE", ERROR,
    N_("Base sizes for unknown scale '{scale}'.{hint} Scales: {scales}."),
    N_("A list gives base sizes per figure scale; the rules know 28 mm and 15 mm. Rename the "
       "entry under 'bases' to one of them."))

LIST_UNKNOWN_ROLE = Message(
    "SK-LIST-UNKNOWN-ROLE", ERROR,
    N_("Unknown role '{role}'.{hint} Roles: {roles}."),
    N_("A model type's 'roles' name the rules' roles (ranker, sergeant, officer, senior "
       "officer, standard bearer, musician, hero, shaman, chief, agitator, scout, sniper); "
       "each sets a model's morale points."))

LIST_DUPLICATE_ROLE = Message(
    "SK-LIST-DUPLICATE-ROLE", WARNING,
    N_("Role '{role}' is listed twice; list it once."),
    N_("A role listed twice changes nothing. Remove the second one."))

LIST_ROLE_COST = Message(
    "SK-LIST-ROLE-COST", ERROR,
    N_("'role_costs' prices role '{role}', which {model_type} may not take.{hint} Add it to "
       "'roles' or remove the price."),
    N_("'role_costs' adds a price for a role the model type may take; a price for any other "
       "role is never used and usually a typing mistake."))

LIST_UNKNOWN_RULE = Message(
    "SK-LIST-UNKNOWN-RULE", ERROR,
    N_("Unknown special rule '{rule}'.{hint} Rules: {rules}."),
    N_("A model type's 'rules' name the special rules of the rule book (guard, veterans, "
       "impetuous, cavalry, pike …) by their ids; cards print their text."))

LIST_CAVALRY_ON_FOOT = Message(
    "SK-LIST-CAVALRY-ON-FOOT", WARNING,
    N_("{model_type} has the cavalry rule but is not mounted. Add 'mounted: true' or remove "
       "the rule."),
    N_("The cavalry rule is for mounted models; 'mounted' also decides who may buy a cavalry "
       "lance."))

MESSAGES = declared(globals())
