"""Every finding about reading a file, declared once: bytes and encoding (`FILE-…`), YAML
(`YAML-…`), the header and the schema (`FILE-…`, `SCHEMA-…`), lists and armies found together
(`LIST-…`, `ARMY-…`), and the editor's loading (`APP-…`).

Codes that used to carry several sentences were split so that one code is one message:
YAML-CONTROL-CHARACTER and YAML-ERROR (from YAML-SYNTAX), SCHEMA-BAD-STAMP and SCHEMA-BAD-FORM
(from SCHEMA-BAD-VALUE), SCHEMA-NOT-FINITE (from SCHEMA-OUT-OF-RANGE), ARMY-LIST-SHADOWS-BUNDLED
(from LIST-SHADOWS-BUNDLED), APP-UNKNOWN-LIST (from ARMY-UNKNOWN-LIST).
"""

from __future__ import annotations

from listbuilder.core.diagnostics import Severity
from listbuilder.core.messages import Message, declared
from listbuilder.i18n import N_

ERROR, WARNING, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

# --- the file ---------------------------------------------------------------------------

FILE_UNREADABLE = Message(
    "FILE-UNREADABLE", ERROR, N_("Cannot read the file: {reason}."),
    N_("The file could not be opened or read (it does not exist, you lack permission, or it "
       "is a folder or device). Check the path and the file's permissions."))
FILE_TOO_LARGE = Message(
    "FILE-TOO-LARGE", ERROR,
    N_("The file is {kib} KiB or more; list and army files are limited to {limit} MiB. Split "
       "it, or check it is the right file."),
    N_("List and army files are small text files; a larger file is refused unread, so a wrong "
       "file cannot hang the tool. Split a very large list, or give the right file."))
FILE_ENCODING = Message(
    "FILE-ENCODING", ERROR,
    N_("Byte 0x{byte} is not valid UTF-8. Save the file as UTF-8 text (this may also be a "
       "binary file, not YAML)."),
    N_("List and army files are UTF-8 text. Save the file again as UTF-8 in your editor (most "
       "offer it under 'Save as' or 'Encoding'), or check it is a YAML file at all."))
FILE_NOT_UTF8 = Message(
    "FILE-NOT-UTF8", ERROR,
    N_("The file is saved as {encoding} text; list and army files are UTF-8. Save it again as "
       "UTF-8."),
    N_("Some editors save text as UTF-16 or UTF-32 (Windows Notepad calls it 'Unicode'). "
       "Choose UTF-8 under 'Save as' or 'Encoding' and save the file again."))
FILE_NOT_MAPPING = Message(
    "FILE-NOT-MAPPING", ERROR,
    N_("The file holds {found}, but a list or army file is a mapping that starts with 'kind:', "
       "'format:' and 'system:'."),
    N_("A list or army file is a YAML mapping ('key: value' lines). Start it with 'kind:', "
       "'format:' and 'system:' (see docs/list-format.md)."))
FILE_UNKNOWN_KIND = Message(
    "FILE-UNKNOWN-KIND", ERROR,
    N_("'kind' {what}: this tool reads 'kind: army-list' and 'kind: army'.{hint}"),
    N_("'kind' says what the file is: 'army-list' for a published list, 'army' for a "
       "player's army. Add or fix it near the top of the file."))
FILE_IS_EVENT = Message(
    "FILE-IS-EVENT", ERROR,
    N_("This is an event file, not a list or army: check armies against it with 'listbuilder "
       "event check EVENT.yaml ARMY…', or open it in the editor with Army ▸ Event…."),
    N_("An event file ('kind: event') says what a tournament takes. 'validate' checks it; "
       "'event check' and 'event pack' check and print the armies submitted to it; the "
       "editor's Army ▸ Event… shows an army's findings against it."))
FILE_NO_FORMAT = Message(
    "FILE-NO-FORMAT", ERROR,
    N_("'format' is missing: add 'format: {version}' near the top."),
    N_("'format' is the version of the file layout, so older files can be upgraded safely. "
       "Add it near the top of the file."))
FILE_BAD_FORMAT = Message(
    "FILE-BAD-FORMAT", ERROR, N_("'format' must be a whole number, not {found}."),
    N_("'format' is the version of the file layout: a whole number such as 2."))
FILE_FORMAT_TOO_NEW = Message(
    "FILE-FORMAT-TOO-NEW", ERROR,
    N_("This file is format {format}; this version of listbuilder reads format {version}. "
       "Update listbuilder to open it."),
    N_("The file was written by a newer listbuilder. Update listbuilder; it is not read "
       "partly, so nothing is lost."))
FILE_UNKNOWN_SYSTEM = Message(
    "FILE-UNKNOWN-SYSTEM", ERROR,
    N_("'system' {what}; known systems: {systems}.{hint}"),
    N_("'system' names the rules the file is for (the message lists the known ones). Add or "
       "fix it near the top of the file."))
FILE_NOT_ARMY = Message(
    "FILE-NOT-ARMY", ERROR,
    N_("This is an army-list file, not an army; give an army file ('kind: army')."),
    N_("'show', 'export', 'share' and 'stamp' take an army file ('kind: army'). Check a list "
       "with 'validate'; build an army from it in the editor (New army from list)."))
FILE_NOT_OURS = Message(
    "FILE-NOT-OURS", INFO,
    N_("Skipped: nothing in it says it is a list or army (a 'kind' of ours, 'army-list' or "
       "'army', or the keys 'format', 'system', 'units' …), so this is another tool's file; "
       "it is not checked."),
    N_("'validate' reads every .yaml and .yml file it is given or finds in a folder. A file "
       "that shows no sign of being a list or army (a CI workflow, a pre-commit config, a "
       "Kubernetes manifest whose 'kind' is not ours) is skipped with this note; '--exclude "
       "GLOB' leaves it out without one. A file with one of our keys, or a 'kind' close to "
       "ours, is checked, and a broken one (a misspelt 'kind') gets its errors."))
FILE_ONLY_COMMENTS = Message(
    "FILE-ONLY-COMMENTS", INFO,
    N_("Skipped: the file holds only comments; there is nothing in it to check."),
    N_("A YAML file with nothing but comments (a template, a placeholder) holds no list or "
       "army. An empty file is still an error, as a list or army cut short would be; a "
       "comment-only file named '.army.yaml' too."))

FOLDER_CUT_SHORT = Message(
    "FOLDER-CUT-SHORT", WARNING,
    N_("Stopped looking for list and army files in {folder} after {limit}; only the files "
       "found by then are used. Give the folder that holds your lists, not a whole disk or "
       "home folder."),
    N_("A lists folder holds a few dozen files a level or two deep. So that a folder such as "
       "'/' cannot make listbuilder search a whole disk, a folder is searched only so far "
       "(10,000 files and folders, 8 levels down, 5 seconds). Give the folder your lists are "
       "in."))

# --- YAML ---------------------------------------------------------------------------------

YAML_TOO_LARGE = Message(
    "YAML-TOO-LARGE", ERROR,
    N_("The document holds or expands to more than {limit} values (aliases repeated many "
       "times?); list and army files are far smaller."),
    N_("A document this large is refused before it is built, so that a crafted file (aliases "
       "repeating aliases) cannot eat the memory. Real lists are far smaller: check the "
       "file."))
YAML_TOO_DEEP = Message(
    "YAML-TOO-DEEP", ERROR,
    N_("The document is nested more than {limit} levels deep; list and army files never need "
       "that."),
    N_("Mappings and lists inside each other this deep are refused, so a crafted file cannot "
       "crash the tool. Check the file's indentation."))
YAML_TOO_MANY_ENTRIES = Message(
    "YAML-TOO-MANY-ENTRIES", ERROR,
    N_("This holds {count} entries; no list or mapping in list and army files may hold more "
       "than {limit}."),
    N_("Every list and mapping in the formats is bounded (a published army list has a few "
       "dozen rows), so a crafted file cannot make checking or printing run for minutes. "
       "Check the file, or split it."))
FILE_MORE_FINDINGS = Message(
    "FILE-MORE-FINDINGS", ERROR,
    N_("{n} more problem in this file is not shown; fix the ones above and check again."),
    N_("Only the first problems of a file are reported, so a badly broken file cannot flood "
       "the output or take minutes to report. Fix those and check the file again."),
    plural=N_("{n} more problems in this file are not shown; fix the ones above and check "
              "again."))
YAML_TOO_SLOW = Message(
    "YAML-TOO-SLOW", ERROR,
    N_("Reading the document took more than {seconds} seconds; list and army files read in far "
       "less."),
    N_("Reading stopped so that a crafted file cannot hang the tool. Check it is the right "
       "file."))
YAML_SYNTAX = Message(
    "YAML-SYNTAX", ERROR,
    N_("The file is not valid YAML here: check the indentation, colons and quotes around "
       "this point. The YAML reader says: {problem}{context}."),
    N_("The file is not valid YAML at this point, so nothing after it can be read. Common "
       "causes: a tab or uneven indentation, a missing space after ':', a text with ': ' or "
       "'#' that needs quotes, or two documents in one file ('---')."))
YAML_CONTROL_CHARACTER = Message(
    "YAML-CONTROL-CHARACTER", ERROR,
    N_("Character #x{character} is not allowed in YAML text; remove it (is this a binary "
       "file?)."),
    N_("YAML text may not hold control characters. Remove it; if there are many, this is "
       "probably not a YAML file."))
YAML_CONTROL_IN_TEXT = Message(
    "YAML-CONTROL-IN-TEXT", ERROR,
    N_("The text holds the control character {code}, which garbles terminals, cards and PDFs. "
       "Remove it (in quotes it may be written as an escape such as '\\e' or '\\x1b')."),
    N_("Text in list and army files may hold line breaks and tabs, but no other control "
       "characters: they are invisible and can clear a terminal, move its cursor or break a "
       "PDF. Remove the character at the line and column given."))
YAML_DIRECTION_CONTROL = Message(
    "YAML-DIRECTION-CONTROL", ERROR,
    N_("The text holds {code} ({name}), an invisible character that shows the text after it "
       "in another order than it is written, so one name can pass for another. Remove it; "
       "right-to-left letters show correctly without it."),
    N_("Text-direction overrides and isolates (U+202A to U+202E, U+2066 to U+2069) make text "
       "read differently on cards and screens than in the file. They are refused everywhere; "
       "the marks U+200E and U+200F are allowed. Remove the character at the line and column "
       "given."))
YAML_ERROR = Message(
    "YAML-ERROR", ERROR, N_("The YAML reader refused the file. It says: {error}"),
    N_("The YAML reader refused the file for a reason it gives in its own words. Check the "
       "file near the start."))
YAML_SEVERAL_DOCUMENTS = Message(
    "YAML-SEVERAL-DOCUMENTS", ERROR,
    N_("A second YAML document starts with this '---' line; a list or army file holds one "
       "document."),
    N_("YAML lets one file hold several documents, each after a '---' line; a list or army is "
       "one document a file. Put each list or army in its own file, or remove the '---' line "
       "(one at the very top, before everything, is fine)."))
YAML_EMPTY = Message(
    "YAML-EMPTY", ERROR,
    N_("The file is empty. A list or army file starts with 'kind:' and 'format:'."),
    N_("An empty file holds no list or army. Write one (the editor's New army does it), or "
       "remove the file."))
YAML_NUMBER_TOO_LONG = Message(
    "YAML-NUMBER-TOO-LONG", ERROR,
    N_("The value '{start}…' is {length} characters long; no number in a list or army file "
       "needs more than {limit}."),
    N_("Numbers this long are refused before they are read, so a crafted file cannot stall "
       "the tool. Check the value."))
YAML_TAG = Message(
    "YAML-TAG", ERROR,
    N_("{problem}. Explicit tags are accepted only where the value fits them, and only "
       "{accepted}; remove the tag."),
    N_("A tag ('!!int', '!python/…') tells YAML what a value is. Files need none; only the "
       "core tags are accepted, and only on values that fit them. Remove the tag; the rest "
       "of the file is still checked."))
YAML_MERGE_KEY = Message(
    "YAML-MERGE-KEY", ERROR,
    N_("Merge keys ('<<') are not supported: write the keys out, or use an anchor for the "
       "whole value."),
    N_("YAML merge keys ('<<: *anchor') are not part of YAML 1.2 and would hide keys from the "
       "checks. Write the keys out."))
YAML_KEY_TYPE = Message(
    "YAML-KEY-TYPE", ERROR,
    N_("A mapping key must be a plain name, not a list or mapping."),
    N_("Keys in list and army files are names ('name:', 'units:'). Rewrite the key as a "
       "name."))
YAML_DUPLICATE_KEY = Message(
    "YAML-DUPLICATE-KEY", ERROR,
    N_("Key '{key}' appears twice in the same mapping (first on line {line}). Remove or rename "
       "one of them."),
    N_("YAML readers silently keep the last of two equal keys; listbuilder refuses them, so "
       "nothing you wrote is dropped. Keep one."))

# --- the schema ---------------------------------------------------------------------------

SCHEMA_PLUS_SIGN = Message(
    "SCHEMA-PLUS-SIGN", ERROR,
    N_("'{key}: {text}' would be read as {key} = {value}, not as a change of {text}: values "
       "here are absolute. Write '{key}: {value}' for the new value, or a change relative to "
       "the row as 'by: {{{key}: {value}}}'."),
    N_("YAML reads '+1' as the number 1, so under 'modify' a '+' would silently set the value "
       "instead of adding to it. Write the new value, or the change under 'by:'."))
SCHEMA_UNKNOWN_KEY = Message(
    "SCHEMA-UNKNOWN-KEY", ERROR, N_("Unknown key '{key}'.{hint}{allowed}"),
    N_("The key is not part of the file format here (often a typo or wrong indentation). Use "
       "one of the allowed keys; docs/list-format.md and 'listbuilder schema' list them."))
SCHEMA_MISSING_KEY = Message(
    "SCHEMA-MISSING-KEY", ERROR,
    N_("Missing required key '{key}' in {parent}. Add '{key}: …' there."),
    N_("The file format requires this key here. Add it (docs/list-format.md says what it "
       "holds)."))
SCHEMA_BAD_VALUE = Message(
    "SCHEMA-BAD-VALUE", ERROR, N_("'{where}' must be {expected}, not {found}.{hint}"),
    N_("This key takes one of a few fixed values. Write one of those the message lists."))
SCHEMA_BAD_STAMP = Message(
    "SCHEMA-BAD-STAMP", ERROR,
    N_("'{where}' is {found}; a stamp looks like 'sha256:2f15197b8724232a'. The editor writes "
       "it on save: remove the line to let it."),
    N_("'list_stamp' records which data of its list an army was built against; tools write "
       "it. Remove the line and save the army in the editor, or run 'listbuilder stamp'."))
SCHEMA_BAD_FORM = Message(
    "SCHEMA-BAD-FORM", ERROR, N_("'{where}': {problem}"),
    N_("The value does not have the form this key takes; the message says which form. See "
       "docs/list-format.md."))
SCHEMA_BAD_ID = Message(
    "SCHEMA-BAD-ID", ERROR,
    N_("'{where}' is {found}; ids use lowercase letters, digits, '-' and '_' only, e.g. "
       "'mounted-knights'."),
    N_("Ids name things across files (an army names its list's rows and options), so they "
       "are kept simple. Rewrite the id; the 'name' beside it can be anything."))
SCHEMA_WRONG_TYPE = Message(
    "SCHEMA-WRONG-TYPE", ERROR, N_("'{where}' must be {expected}, not {found}."),
    N_("The value has the wrong kind: text where a number is needed, a single value where a "
       "list is, and so on. Rewrite it as the message says."))
SCHEMA_NOT_FINITE = Message(
    "SCHEMA-NOT-FINITE", ERROR,
    N_("'{where}' is {found}: NaN and infinity are not accepted anywhere; write a number."),
    N_("YAML can write 'not a number' and infinity ('.nan', '.inf'); no value in a list or "
       "army means them. Write a number."))
SCHEMA_OUT_OF_RANGE = Message(
    "SCHEMA-OUT-OF-RANGE", ERROR, N_("'{where}' is {found}: {problem}."),
    N_("The number or text is outside what this key allows (a count below 1, a negative "
       "points limit, an empty name). Change it as the message says."))
SCHEMA_NAME_NOT_ONE_LINE = Message(
    "SCHEMA-NAME-NOT-ONE-LINE", ERROR,
    N_("'{where}' holds {what} ({code}); a name is one line of printable text. Write it on "
       "one line (longer text goes under 'notes')."),
    N_("Names are printed on one line of cards and rosters, so line breaks, tabs and control "
       "characters are refused in them. Rewrite the name on one line."))
SCHEMA_INVALID = Message(
    "SCHEMA-INVALID", ERROR, N_("'{where}': {problem}."),
    N_("The value does not fit the file format here. See docs/list-format.md."))

# --- lists and armies found together --------------------------------------------------------

LIST_DUPLICATE_ID = Message(
    "LIST-DUPLICATE-ID", ERROR,
    N_("List id '{list}' is also used by {file}; every list needs its own id."),
    N_("Armies name their list by id, so two lists with one id would be ambiguous. Give one "
       "of them another id."))
LIST_SHADOWS_BUNDLED = Message(
    "LIST-SHADOWS-BUNDLED", INFO,
    N_("List '{list}' shadows the bundled list of the same id ({bundled}): armies checked with "
       "this file use it instead."),
    N_("Your list has the id of a list that comes with listbuilder, and replaces it for armies "
       "checked with it. Fine for a corrected copy; give it another id if it is a different "
       "list."))
ARMY_LIST_SHADOWS_BUNDLED = Message(
    "ARMY-LIST-SHADOWS-BUNDLED", INFO,
    N_("List '{list}' is read from {file}, which shadows the bundled list of the same id "
       "({bundled})."),
    N_("The army is checked against your copy of a list that comes with listbuilder, not the "
       "bundled one. Fine for a corrected copy; otherwise remove or rename yours."))
ARMY_LIST_BROKEN = Message(
    "ARMY-LIST-BROKEN", ERROR,
    N_("List '{list}' did not load, so the army cannot be checked: {file}{line}: [{code}] "
       "{problem} Fix the list first."),
    N_("The army's list has errors of its own, so the army cannot be checked against it. Fix "
       "the list (validate it on its own), then check the army again."))
ARMY_UNKNOWN_LIST = Message(
    "ARMY-UNKNOWN-LIST", ERROR,
    N_("No army list with id '{list}' is loaded.{hint} Pass the list's file or folder too, or "
       "fix the id."),
    N_("An army names its list by id ('list:'). Give the list's file or folder on the command "
       "line (or put it in your lists folder), or fix the id."))
ARMY_SYSTEM_MISMATCH = Message(
    "ARMY-SYSTEM-MISMATCH", ERROR,
    N_("The army is for '{system}' but list '{list}' is for '{list_system}'."),
    N_("An army and its list are for the same rules. Fix the army's 'system' or 'list'."))
ARMY_NO_STAMP = Message(
    "ARMY-NO-STAMP", INFO,
    N_("The army does not record which data of list '{list}' it was built against; the list's "
       "current stamp is {stamp}. Add 'list_stamp: {stamp}', run 'listbuilder stamp ARMY', or "
       "save it in the editor."),
    N_("With a stamp, listbuilder can warn when the list changes under the army. Save the army "
       "in the editor or run 'listbuilder stamp ARMY' to record it."))
ARMY_LIST_CHANGED = Message(
    "ARMY-LIST-CHANGED", WARNING,
    N_("List '{list}' has changed since this army was built (stamp {old}, now {new}). Check "
       "the army against the list, then run 'listbuilder stamp ARMY' or save it in the editor "
       "to accept the change."),
    N_("The army list was edited since this army was built. Check the findings, then press "
       "Update in the editor (or run 'listbuilder stamp ARMY') to accept the new list."))
ARMY_SET_ASIDE = Message(
    "ARMY-SET-ASIDE", INFO,
    N_("'{unit}' keeps what it had as {types} and its type cannot take: it comes back when "
       "the unit is changed to a type that takes it."),
    N_("A unit or model changed to another type keeps every choice the new type can take. "
       "What it cannot take (equipment, differing figures, a role) is kept, by the type it had, "
       "and comes back as soon as the unit is changed to a type that takes it, where it has no "
       "other choice in its place. Nothing needs doing."),
    in_file=N_("In the army file it is kept under the unit's 'set_aside': delete that entry to "
               "forget it."))

# --- the editor's loading -------------------------------------------------------------------

APP_NOT_AN_ARMY = Message(
    "APP-NOT-AN-ARMY", ERROR,
    N_("This is an army list, not an army: choose it in the list browser and press New army."),
    N_("The editor opens armies. To build an army from a list, choose the list in the list "
       "browser and press New army."))
APP_UNKNOWN_LIST = Message(
    "APP-UNKNOWN-LIST", ERROR,
    N_("No army list with id '{list}' for {system} is loaded, so this army cannot be edited."),
    N_("The army's list is neither bundled nor in your list folders. Add the list's folder in "
       "Edit ▸ Preferences (Add folder…), then open the army again."),
    in_file=N_("In the army file 'list' names the list by its id: correct it if it is "
               "mistyped."))
APP_LIST_SHADOWS = Message(
    "APP-LIST-SHADOWS", INFO,
    N_("This army uses your list from {origin}, which replaces the bundled list of the same "
       "id."),
    N_("Your lists folder has a list with the id of a bundled list; armies use yours. Fine "
       "for a corrected copy; otherwise rename or remove it."))
APP_EDIT_REFUSED = Message(
    "APP-EDIT-REFUSED", ERROR,
    N_("“{edit}” was not made: it would give an army file that cannot be read ({problem}). "
       "The army is as it was before."),
    N_("The editor offers only changes that give a valid army file; this one did not, which "
       "is a fault in listbuilder, not in your army. Nothing was changed, and undo and redo "
       "work as before. Please report what you changed."))

# --- list words in other languages (overlays) ------------------------------------------

WORDS_BAD_VALUE = Message(
    "WORDS-BAD-VALUE", ERROR,
    N_("'{key}' of this list-words file should be {expected}."),
    N_("A list-words file gives a list's names and rule texts in one language: 'kind: "
       "army-list-words', 'format: 1', the list's id under 'list', the language under "
       "'language', the translations under 'words' and the names kept as printed under "
       "'published'. Fix the key shown; the list's own words are shown meanwhile."))
WORDS_UNKNOWN_KEY = Message(
    "WORDS-UNKNOWN-KEY", WARNING,
    N_("'{key}' is not a key of a list-words file; it is ignored."),
    N_("A list-words file has the keys kind, format, list, language, words and published. "
       "Check the spelling of the key, or remove it."))
WORDS_BAD_ENTRY = Message(
    "WORDS-BAD-ENTRY", ERROR,
    N_("The translation of '{text}' is not a text of 1 to {limit} characters; the list's own "
       "words are shown instead."),
    N_("Each entry under 'words' is the list's text, a colon, then the text in the file's "
       "language. Quote a text that holds a colon or starts with a symbol."))
WORDS_STALE = Message(
    "WORDS-STALE", WARNING,
    N_("The list has no text '{text}': this translation is never shown."),
    N_("The list's text was changed or removed since it was translated. Add the text as the "
       "list now writes it, with its translation, and remove this entry."))
WORDS_MISSING = Message(
    "WORDS-MISSING", INFO,
    N_("No translation of the list's text '{text}': players read it as the list writes it."),
    N_("Add the text under 'words' with its translation, or under 'published' if it is a "
       "name the book prints and players keep as printed."))
WORDS_UNKNOWN_LIST = Message(
    "WORDS-UNKNOWN-LIST", WARNING,
    N_("No army list with id '{list}' is bundled or given, so the words cannot be checked "
       "against it."),
    N_("A list-words file translates one list, named by its id under 'list'. Check the id, "
       "or validate the list's folder together with this file."))
WORDS_NOT_READ = Message(
    "WORDS-NOT-READ", WARNING,
    N_("This list-words file is never read: a lists folder's words are read from its "
       "'locale/{language}/' folder, for the lists in that lists folder."),
    N_("Keep a list's words in the folder that holds the list: the list in 'my-lists/', its "
       "Polish words in 'my-lists/locale/pl/' (one file per list, named after its id, e.g. "
       "'my-lists/locale/pl/my-scots.yaml'). Move the file there, or fix its 'language' or "
       "'list'."))

MESSAGES = declared(globals())
