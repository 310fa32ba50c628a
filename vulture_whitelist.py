# Names vulture (`make lint`, dead code) sees no caller for, that are called or read by what it
# cannot see. Never imported or run: vulture reads it beside listbuilder/. A name that is really
# dead is removed from the code, not added here.
# ruff: noqa
# fmt: off

# Qt calls these overrides of its virtual methods (models, layouts, window events).
_.headerData
_.multiData
_.filterAcceptsRow
_.takeAt
_.expandingDirections
_.dragEnterEvent
_.dropEvent
_.closeEvent

# reportlab calls these hooks of its page templates and flowables, by name.
_.afterInit
_.beforePage
spaceBefore

# Arguments of a library's signature the override has to keep (argparse's Action, reportlab's
# wrap, PyYAML's resolver and emitter).
option_string
avail_width
current_index
current_node
indentless
_.descend_resolver
_.ascend_resolver
_.preserve_quotes  # ruamel.yaml's switch, set on its object

# pydantic: its configuration and validators, found on the class.
model_config
_._stated_vdt_shape
licence  # a field of a published list's source (Source), read from the file
# Szwadron's profile: fields read from the file and printed through the model's dump.
R
SW
SO
Z
UW
C

# The unit facts a system writes into `show --json` (FactsRecord.to_json reads every field).
general_not_allowed
min_game_points
base_type

# Rule systems, found through the `listbuilder.systems` entry points in pyproject.toml.
BasicImpetus
Skirmish
Szwadron
Usb

# Texts declared with N_() only so the catalogue extractor finds them (looked up by value).
ARGPARSE_TEXTS
NOTE_PARTS
FORMAT_WORDS

# The book's headings each special rule and role comes from: data tests hold to the book.
SPECIAL_RULE_SECTIONS
ROLE_SECTIONS

# Held for Qt: the last "What does this mean?" window, kept alive while it is shown.
explained
_.explained

# Read by tests only, as what a player would see is hard to watch: the reason the last autosave
# failed, the text layouts the table's painter made, and clearing the player's folders' words
# the module keeps between calls.
_.autosave_problem
_.layouts_made
forget_folders

# A USB unit's facts that `--format json` writes (through the dataclass's fields) and no page
# prints: the card says these bonuses through the rules that give them.
melee_initiative_bonus
