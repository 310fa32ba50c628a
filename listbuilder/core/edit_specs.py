"""What a player may edit in an army, described as data the GUI renders generically.

A rule system says, for the army or one unit, which values can change (`FieldSpec`), what can
be added (`AddSpec`) and what removed (`RemoveSpec`), each as a path into the army file. The
GUI turns every change into one undoable `set_at` edit, so the same panel serves every
points system without knowing its rules. Every value offered must give a file that
validates; values that break a rule (over the points limit, a role the type may not take)
are fine: the findings flag them at once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from listbuilder.core.diagnostics import DocPath
from listbuilder.core.limits import UNIT_NOTE_MAX
from listbuilder.core.path_edits import data_of, get_at, set_at, value_at
from listbuilder.i18n import N_

if TYPE_CHECKING:  # see path_edits
    from pydantic import BaseModel

#: choice: one of `choices`; multi: a set of them (a list without repeats); counts: a list
#: where an item may repeat (how many of each); int, bool, text: a plain value.
FieldKind = Literal["choice", "multi", "counts", "int", "bool", "text"]
Choice = tuple[Any, str]  # (value written to the file, label for people)
Edit = tuple[DocPath, Any]


@dataclass(frozen=True)
class FieldSpec:
    path: DocPath
    #: For people; an "&" marks the letter Alt jumps to it with ("&&" for an ampersand).
    label: str
    kind: FieldKind
    current: Any  # as the rules read it: a default the file leaves out is filled in
    choices: tuple[Choice, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    #: The value the file may leave out: choosing it removes the key, keeping files short.
    default: Any = None
    #: A text that may not be empty (a name): clearing it is ignored, not stored.
    required: bool = False
    #: Heading the GUI groups fields under ("" for the unit itself): "Mount", "Model 2".
    section: str = ""
    help: str = ""
    #: A tick (kind "bool") for whether this id is in the list at `path` (an option taken),
    #: not a value stored there. Fields whose `section` is this id belong beside the tick.
    member: str | None = None
    #: The units-table column that shows and edits this unit field, where the system's
    #: `EditorLayout.table_edits` edits in cells ("name", "weapon").
    column: str = ""
    #: The undo menu's words for a change ("Rename unit"); for a tick, `undo_off` is those
    #: for unticking. Empty: "Change <label>".
    undo: str = ""
    undo_off: str = ""


@dataclass(frozen=True)
class AddSpec:
    """Append `value` to the list at `collection_path` (a new unit, a model entry)."""

    label: str
    collection_path: DocPath
    value: Any
    section: str = ""


@dataclass(frozen=True)
class RemoveSpec:
    """Remove the list item at `path` (its last element is the index)."""

    label: str
    path: DocPath
    section: str = ""


def note_field(path: DocPath, current: str | None) -> FieldSpec:
    """The player's note on the unit at `path` (its `notes`, in every system), printed on the
    unit's card, the roster and the text export."""
    return FieldSpec((*path, "notes"), N_("Notes"), "text", current, maximum=UNIT_NOTE_MAX,
                     help=N_("A line of your own for this unit, printed on its card, the "
                             "roster and the text export"))


def stored_value(spec: FieldSpec, value: Any) -> Any:
    """What to write for `value`: None (the key left out) for the default or an empty list."""
    if spec.kind == "text":
        value = (value or "").strip()
        # Back to the default (a unit's name in the list): no copy of it in the file.
        return None if value == spec.default else value or None
    if spec.kind in ("multi", "counts") and not value:
        return None
    if spec.default is not None and value == spec.default:
        return None
    return value


def field_edit(spec: FieldSpec, value: Any) -> Edit | None:
    """The one edit that sets the field, or None when there is nothing to store."""
    stored = stored_value(spec, value)
    if stored is None and spec.required:
        return None
    return spec.path, stored


def field_edits(model: BaseModel, spec: FieldSpec, value: Any) -> list[Edit]:
    """The edit setting the field in `model`, at the outermost mapping it creates or empties.

    Setting a value under keys the file does not have yet adds them with it, and removing the
    last value of a mapping removes the mapping: so undo gives back the file key for key,
    never an empty `{}` where there was nothing.
    """
    if spec.member is not None:
        items = [m for m in get_at(model, spec.path) or [] if m != spec.member]
        return [(spec.path, [*items, spec.member] if value else items or None)]
    edit = field_edit(spec, value)
    return [] if edit is None else [_outermost(model, edit)]


def _outermost(model: BaseModel, edit: Edit) -> Edit:
    path = edit[0]
    if len(path) < 2:
        return edit
    before, after = data_of(model), data_of(set_at(model, *edit))
    for depth in range(1, len(path)):
        prefix = path[:depth]
        if not isinstance(prefix[-1], str):  # a list item is never created or removed here
            continue
        if _hollow(value_at(before, prefix)) or _hollow(value_at(after, prefix)):
            return prefix, None if _hollow(value_at(after, prefix)) else value_at(after, prefix)
    return edit


def _hollow(node: Any) -> bool:
    """Nothing there, or a mapping of nothing: `{}`, `{knights-1: {}}` (a 0 is something)."""
    if isinstance(node, dict):
        return all(_hollow(v) for v in node.values())
    return node is None or node == []


def plain_label(label: str) -> str:
    """The label without its mnemonic marker: 'Genera&l' -> 'General'."""
    return label.replace("&&", "\0").replace("&", "").replace("\0", "&")


def short_label(label: str) -> str:
    """'Leaders (+30)' → 'leaders': the label as an undo text reads it."""
    return re.sub(r"\s*\(.*\)$", "", plain_label(label)).lower()


def undo_words(spec: FieldSpec, value: Any) -> str:
    """The spec's own undo text for setting `value`; "" where the generic one applies."""
    if spec.undo_off and not value:
        return spec.undo_off
    return spec.undo


def add_edit(model: BaseModel, spec: AddSpec) -> Edit:
    items = get_at(model, spec.collection_path) or []
    return spec.collection_path, [*items, spec.value]


def remove_edit(model: BaseModel, spec: RemoveSpec) -> Edit:
    """The list without the item; an emptied list is left out of the file (its default)."""
    collection, index = spec.path[:-1], spec.path[-1]
    items = get_at(model, collection) or []
    rest = [item for i, item in enumerate(items) if i != index]
    return collection, rest or None


def free_id(stem: str, taken: set[str]) -> str:
    """`stem-1`, `stem-2`, ... : the first id not yet used."""
    n = 1
    while f"{stem}-{n}" in taken:
        n += 1
    return f"{stem}-{n}"


def counts_value(choices: tuple[Choice, ...], counts: dict[Any, int],
                 keep: tuple[Any, ...] = ()) -> list[Any]:
    """A repeatable list from per-choice counts, in menu order; `keep` (unknown ids) last."""
    out = [value for value, _ in choices for _ in range(counts.get(value, 0))]
    return out + [v for v in keep if v not in dict(choices)]


@dataclass(frozen=True)
class ActionSpec:
    """An action on the selected units (group them, form a big unit), with its edits ready.

    `key` is stable across selections, so the GUI keeps one menu entry per key and enables it
    when the system offers the action for the units selected.
    """

    key: str
    label: str
    edits: tuple[Edit, ...] = ()
    shortcut: str = ""
    help: str = ""


#: A system without actions on a selection (`GameSystem.selection_action_kinds`).
NO_ACTIONS: tuple[ActionSpec, ...] = ()
