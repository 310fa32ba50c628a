"""What reading a published list page can report (`listbuilder import-list`, File ▸ Import
published list…). Each finding is placed at its line of the pasted text; a line kept as a
note in the written file is quoted there too."""

from __future__ import annotations

from listbuilder.systems.api import N_, Message, Severity, declared

ERROR, WARNING, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

PAGE_TOO_LARGE = Message(
    "BI-IMPORT-PAGE-TOO-LARGE", ERROR,
    N_("The text is larger than {limit}; a list page's text is far smaller. Paste one page "
       "of lists."),
    N_("A published list page is a few tens of thousands of characters. A larger text is "
       "refused before it is read, so a wrong file cannot hang the program."))
PAGE_TOO_MANY_LINES = Message(
    "BI-IMPORT-PAGE-TOO-MANY-LINES", ERROR,
    N_("The pasted text has more than {limit} lines; a list page has a few hundred. Paste one "
       "page of lists."),
    N_("A published list page has a few hundred lines. A longer text is refused before it is "
       "read."))
PAGE_BINARY = Message(
    "BI-IMPORT-PAGE-BINARY", ERROR,
    N_("This is not text (it holds {what}); copy the list page's text and paste that."),
    N_("The importer reads the text a player copies from a list page (a web page or a PDF). "
       "A binary file, such as the PDF itself or a picture, cannot be read: open it, select "
       "the text and copy it."))
PAGE_ENCODING = Message(
    "BI-IMPORT-PAGE-ENCODING", ERROR,
    N_("Byte 0x{byte} on line {line} is not UTF-8 text; save the page's text as UTF-8 (or "
       "copy and paste it)."),
    N_("A saved text file is read as UTF-8 (or UTF-16 with its byte order mark). Save it "
       "again choosing UTF-8 under 'Encoding', or paste the text into the editor's Import "
       "dialog."))
NO_ARMY = Message(
    "BI-IMPORT-NO-ARMY", ERROR,
    N_("No army list found in the text: an army is a heading followed by unit rows such as "
       "'3 CP(*) 8 7 4 3'."),
    N_("The importer looks for a heading (the army's name, often with '(VDT=16/8)') and the "
       "unit rows under it, 'count TYPE M VBU I VD name - weapon'. Check that the text "
       "copied is a Basic Impetus list page."))
NO_ROWS = Message(
    "BI-IMPORT-NO-ROWS", WARNING,
    N_("'{name}' has no unit rows under it (is the page cut off?); no file is written for "
       "it."),
    N_("A heading with no rows gives no list. Copy the whole page, or the rest of this army, "
       "and import again."))
LINE_KEPT = Message(
    "BI-IMPORT-LINE-KEPT", WARNING,
    N_("Line not understood; kept word for word in the list's notes: {quote}"),
    N_("The line is none of a list's parts (heading, unit row, option, special rule, note). "
       "It is quoted in the list file's 'notes' with its line number: check it against the "
       "page and write what it says into the file by hand."))
OPTION_KEPT = Message(
    "BI-IMPORT-OPTION-KEPT", WARNING,
    N_("Option not understood, so the editor cannot offer it; kept word for word in the "
       "list's notes: {quote}"),
    N_("The importer reads options that replace, remove, add or change units ('Change one "
       "FP Unit with:', 'Remove 1 S and upgrade to VBU=7 one Unit of CP', 'Increase by 1 "
       "point …'). This one it could not: the option's lines are quoted in the list file's "
       "'notes'; write it under 'options' by hand (docs/list-format.md)."))
ROW_TEXT_KEPT = Message(
    "BI-IMPORT-ROW-TEXT-KEPT", WARNING,
    N_("'{quote}' is no weapon or trait the importer knows; kept as the unit's note, shown "
       "on its card. If it is a weapon, give it to the unit in the saved list (the "
       "explanation says how)."),
    N_("After a row's numbers the page prints a name and weapons or traits ('short bow B', "
       "'impetuous'). Words the importer does not know, and that do not read as a name "
       "(small letters only, or a weapon's word such as 'blowpipe'), are kept on the unit's "
       "card as its note, never silently as its name: set 'weapon' or 'traits' by hand if "
       "they are one (docs/list-format.md says how to add a weapon of the list's own)."))
ROW_NAME_KEPT = Message(
    "BI-IMPORT-ROW-NAME-KEPT", WARNING,
    N_("'{quote}' is no weapon or trait the importer knows; kept as the unit's name. If it "
       "is a weapon, give it to the unit in the saved list (the explanation says how)."),
    N_("A row's words in small letters with no weapon or trait beside them may be a name "
       "('peasants') or a weapon the importer does not know. They are kept as the unit's "
       "name, and said, so that a weapon is never silently a name. If it is a weapon, give "
       "the unit 'weapon:' and a name in the list file (a weapon of the list's own goes under "
       "'weapons': docs/list-format.md)."))
ROW_JOINED = Message(
    "BI-IMPORT-ROW-JOINED", INFO,
    N_("'{quote}' read as the rest of the unit's name on line {row} (a line break inside "
       "the row); if it is the next army's heading, put a blank line before it."),
    N_("A PDF or a narrow window breaks a long row over two lines ('1 FL(*) 6 5 2 3 "
       "Imperial' / 'Guard'). A short line right under a row, with none of a heading's marks "
       "(a VDT, a period, capitals, a column header under it), is read as the rest of the "
       "row's name."))
HEADING_MISSING = Message(
    "BI-IMPORT-HEADING-MISSING", WARNING,
    N_("These unit rows have no army heading above them (on the web page it is a picture?); "
       "read as army {number} of the page, named '{name}' until you name it."),
    N_("On the publisher's web pages most army headings are pictures, so the copied text "
       "has none. A block of unit rows that starts after a blank line, a caption, a column "
       "header, an option or a rule, once the army before it has its rows, is a new army. "
       "Its name is a placeholder until you give it (import-list --name N=NAME, N its number "
       "on the page; in the editor, rename it before saving): a name typed as the heading is "
       "printed, with its VDT ('Normans (VDT=15/8)'), gives the stated VDT too."))
LINE_TOO_LONG = Message(
    "BI-IMPORT-LINE-TOO-LONG", WARNING,
    N_("This line is {length} characters long, longer than any list's line ({limit}); its "
       "first {limit} characters are kept as a note: {quote}"),
    N_("A list page's lines are a few dozen characters. A longer line is no heading, row or "
       "rule: it is not read, and its start is quoted so that you can find it."))
OPTION_VALUE = Message(
    "BI-IMPORT-OPTION-VALUE", WARNING,
    N_("option text gives {value}, beyond what a list holds ({low} to {high}); the option is "
       "kept as a note: {quote}"),
    N_("An option's numbers must fit the list format (a change by at most 100 points, at "
       "most 20 units). The option is quoted in the list file's 'notes' instead: check it "
       "against the page and write it under 'options' by hand."))
OPTION_WORD_READ = Message(
    "BI-IMPORT-OPTION-WORD-READ", INFO,
    N_("'{printed}' in the option's text read as '{word}' (a misprint?)."),
    N_("The publisher's pages have a few misprints in option verbs ('Remore 1 S'). A word "
       "one letter away from a verb the importer reads, at the start of a clause, is read as "
       "that verb; the option keeps the text as printed."))
WEAPON_NO_CLASS = Message(
    "BI-IMPORT-WEAPON-NO-CLASS", WARNING,
    N_("The page prints '{weapon}' without its class (A or B), so the unit gets a weapon "
       "that does not shoot. If you know the class, add it to the page's line ('{weapon} B')."),
    N_("The shooting table knows bows, crossbows and arquebuses only with a class [6.1.2]. "
       "Where the page prints none, the importer writes a list weapon without 'as', so "
       "nothing is guessed: add the class to the page's line and import again, or give the "
       "list's weapon 'as: crossbow-b' (the class the book means) in the file."))
ROW_NO_COUNT = Message(
    "BI-IMPORT-ROW-NO-COUNT", INFO,
    N_("The row prints no number of units; read as one unit."),
    N_("Option rows often print no count. The importer reads one unit and marks the value "
       "as inferred in the file, so a reader knows the book does not print it."))
VDT_OPTION_UNKNOWN = Message(
    "BI-IMPORT-VDT-OPTION-UNKNOWN", WARNING,
    N_("The heading states VDT {vdt} '{words}', but no option of the list fits those "
       "words; kept in the list's notes."),
    N_("The heading states a VDT for a variant of the list ('with Carroccio', 'con "
       "opzione'); the importer names the option it means in 'stated_vdt' when one option "
       "fits the words. None did: add the option's id to 'stated_vdt' by hand."))
TOO_MANY = Message(
    "BI-IMPORT-TOO-MANY", WARNING,
    N_("{what}: more than a list holds ({limit}); only the first {limit} are kept."),
    N_("A list file holds at most 200 rows, options or rules, 20,000 characters of text in "
       "one rule or in its notes, and a page gives at most 100 lists: far more than any "
       "published page prints. A page past these bounds is not a list page, or several "
       "pasted together: import them one by one."))
OUTSIDE = Message(
    "BI-IMPORT-OUTSIDE", WARNING,
    N_("Before the first army, so part of no list; left out: {quote}"),
    N_("Lines before the first army heading belong to no list file. The page's title is "
       "read for the lists' source; anything else is reported here and left out."))

MESSAGES = declared(globals())
