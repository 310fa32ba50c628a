"""What a rule system may use of the rest of listbuilder: the one module a system imports from.

A system's package imports its own modules and this one, nothing else of listbuilder (an
import-linter contract in pyproject.toml holds every package under `listbuilder/systems/` to
it). So an author reads this file to know what there is, and the core may move its code
between modules without touching a system. docs/adding-a-system.md walks through a system.

The names, by what a system does with them:

- the interface it implements (`GameSystem`, whose docstring says which members are needed);
- its file models (`StrictModel`, the list and army bases, the ranges every field is held to);
- its findings (`Message` declared in its `messages.py`, the `Diagnostic` it makes, hints);
- the words it says (`N_`/`_`, the phrases that translate at the moment they are shown);
- the army as it is shown and printed (`ArmyView`, `UnitView`, `Card`, `BaseNeed`, …);
- its lists (published totals, page import) and its editing (`FieldSpec`, `EditorLayout`, …).
"""

from __future__ import annotations

# --- the interface -------------------------------------------------------------------------
from listbuilder.core.system import GameSystem

# --- the files: models, the ranges of their fields, the stamp armies record ------------------
from listbuilder.core.model import ArmyBase, ArmyListBase, StrictModel
from listbuilder.core.ranges import (
    COUNT_MAX,
    ENTRIES_MAX,
    ID_MAX,
    ID_PATTERN,
    POINTS_LIMIT_MAX,
    TEXT_MAX,
    Centimetres,
    Count,
    Id,
    Millimetres,
    Modifier,
    Name,
    OptionalCount,
    Points,
    PointsLimit,
    Stat,
    UnitNote,
    WholeMillimetres,
)
from listbuilder.core.stamp import data_stamp
from listbuilder.core.text_safety import cleaned, one_line

# --- findings: declared messages, the findings made of them, hints and one-click fixes -------
from listbuilder.core.diagnostics import Diagnostic, DocPath, Severity, Span, shorten, sort_key
from listbuilder.core.messages import Message, declared, merged
from listbuilder.core.hints import did_you_mean
from listbuilder.core.fixes import Fix, without_item

# --- words: marked for translation, said in the reader's language when shown ----------------
from listbuilder.i18n import N_, N_plural, _, ngettext, pgettext, pN_
from listbuilder.i18n.words import list_word, named_suffix, scale_label, term
from listbuilder.core.phrases import (
    OPTION,
    ROW,
    RULE,
    UNIT,
    WEAPON,
    InContext,
    Listed,
    Lowered,
    Phrase,
    Quoted,
    Ref,
    Word,
    joined,
    naming,
    ref_of,
    said,
    shown,
)

# --- the army as shown and printed -------------------------------------------------------------
from listbuilder.core.view import (
    Armed,
    ArmyView,
    CostItem,
    FactsRecord,
    GroupView,
    Leading,
    RuleText,
    Total,
    UnitCount,
    UnitView,
    numbered_labels,
)
from listbuilder.core.list_view import UnitNames, member_name
from listbuilder.core.printables import BaseNeed, Card, CardStat, CardTable, Track
from listbuilder.core.recent import Recent

# --- lists: their published totals, a published page read into list files ------------------
from listbuilder.core.list_totals import ListTotal
from listbuilder.core.page_import import PAGE_MAX_BYTES, Entry, ImportedList, PageImport
# An imported `Entry`'s kind: UNIT, OPTION or RULE (the words above), or NOTE.
from listbuilder.core.page_import import NOTE

# --- editing: what a player may change, as data the editor renders ------------------------------
from listbuilder.core.editor_layout import EditorLayout
from listbuilder.core.edit_specs import (
    ActionSpec,
    AddSpec,
    Choice,
    Edit,
    FieldSpec,
    RemoveSpec,
    add_edit,
    field_edits,
    free_id,
    note_field,
)
from listbuilder.core.path_edits import data_of, get_at, set_at
from listbuilder.core.set_aside import as_type

__all__ = [
    "COUNT_MAX", "ENTRIES_MAX", "ID_MAX", "ID_PATTERN", "NOTE", "N_", "N_plural", "OPTION",
    "PAGE_MAX_BYTES", "POINTS_LIMIT_MAX", "ROW", "RULE", "TEXT_MAX", "UNIT", "WEAPON", "ActionSpec",
    "AddSpec", "Armed", "ArmyBase", "ArmyListBase", "ArmyView", "BaseNeed", "Card", "CardStat",
    "CardTable", "Centimetres", "Choice", "CostItem", "Count", "Diagnostic", "DocPath", "Edit",
    "EditorLayout", "Entry", "FactsRecord", "FieldSpec", "Fix", "GameSystem", "GroupView", "Id",
    "ImportedList", "InContext", "Leading", "ListTotal", "Listed", "Lowered", "Message",
    "Millimetres", "Modifier", "Name", "OptionalCount", "PageImport", "Phrase", "Points",
    "PointsLimit", "Quoted", "Recent", "Ref", "RemoveSpec", "RuleText", "Severity", "Span", "Stat",
    "StrictModel", "Total", "Track", "UnitCount", "UnitNames", "UnitNote", "UnitView",
    "WholeMillimetres", "Word", "_", "add_edit", "as_type", "cleaned", "data_of", "data_stamp",
    "declared", "did_you_mean", "field_edits", "free_id", "get_at", "joined", "list_word",
    "member_name", "merged", "named_suffix", "naming", "ngettext", "note_field", "numbered_labels",
    "one_line", "pN_", "pgettext", "ref_of", "said", "scale_label", "set_at", "shorten", "shown",
    "sort_key", "term", "without_item",
]
