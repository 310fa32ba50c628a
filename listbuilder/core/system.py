"""The rule-system interface: everything the app, CLI and printer need from a game.

A game comes in as one package under `listbuilder/systems/` implementing `GameSystem` with
what `listbuilder.systems.api` gives it; the core, storage, CLI, GUI and export layers only
ever talk to this interface.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.edit_specs import NO_ACTIONS, field_edits
from listbuilder.core.editor_layout import DEFAULT_LAYOUT, EditorLayout
from listbuilder.core.messages import Message
from listbuilder.core.model import ArmyBase, ArmyListBase
from listbuilder.core.printables import BaseNeed, Card
from listbuilder.core.view import ArmyView, UnitView

if TYPE_CHECKING:
    from listbuilder.core.edit_specs import ActionSpec, AddSpec, Edit, FieldSpec, RemoveSpec
    from listbuilder.core.fixes import Fix
    from listbuilder.core.list_totals import ListTotal
    from listbuilder.core.page_import import PageImport
    from listbuilder.core.phrases import Listed

L = TypeVar("L", bound=ArmyListBase)
A = TypeVar("A", bound=ArmyBase)


class GameSystem(ABC, Generic[L, A]):
    """Generic over the system's own list and army models, so implementations take them
    without casts; everything outside the system sees `GameSystem[Any, Any]`.

    In five groups, each read by one part of the program: what the system is (files, the
    event checks), checking (`validate`, the findings panel), lists (the list browser,
    `show LIST`, page import), printing (the exports) and editing (the editor). A system must
    give the abstract five (`check_list`, `build`, `cards`, `bases`, `new_army`); every other
    member has a default that means "this system has none".
    """

    # --- what the system is -----------------------------------------------------------
    #: As written in files (`system: basic-impetus`).
    id: ClassVar[str]
    #: For people.
    name: ClassVar[str]
    #: Strict pydantic models of this system's files.
    list_model: type[L]
    army_model: type[A]
    #: Figure scales the system has base sizes for, the first one the default.
    scales: ClassVar[tuple[str, ...]]
    #: Other scales the rules size like one of `scales` (e.g. 25 mm like 28 mm).
    scale_aliases: ClassVar[dict[str, str]] = {}
    #: Whether the system prices armies in points (a "points" total): an event may then
    #: limit them (core/event.py).
    counts_points: ClassVar[bool] = False

    # --- checking: the findings on a list and on an army --------------------------------
    #: Every finding the system reports, by code (its `messages.py`): `explain`, the
    #: findings panel's help and docs/codes.md read it; a test holds the code to it.
    messages: ClassVar[Mapping[str, Message]] = {}

    @abstractmethod
    def check_list(self, army_list: L) -> list[Diagnostic]:
        """Consistency of a list file beyond its schema; paths point into the list file."""

    @abstractmethod
    def build(self, army_list: L, army: A) -> ArmyView:
        """Resolve an army against its list, run the army checks and sum the totals.

        Findings' paths point into the army file. Must not raise for anything a user wrote.
        """

    def unit_types(self, army_list: L) -> Sequence[Listed]:
        """The types a unit's (or a model entry's) `type` names, as the list prints them:
        what a unit keeps from another type (`core.set_aside`) is said by that type's name.
        None for a system whose units have no such type."""
        return ()

    # --- lists: the list browser, `show LIST`, `validate`'s summary, page import ---------
    def list_totals(self, army_list: L) -> list[ListTotal]:
        """The list's own totals, as published and with each option (`show LIST`,
        `validate`'s summary, the list browser); none for a system that has no fixed ones."""
        return []

    @property
    def has_list_totals(self) -> bool:
        """Whether the system gives `list_totals` (overrides it): the list browser reads a
        list for its totals column only then, so a start shows the lists of the other
        systems without loading them."""
        return type(self).list_totals is not GameSystem.list_totals

    def search_text(self, army_list: L) -> str:
        """What the list browser's free-text search matches: names, period, unit names."""
        return " ".join(filter(None, [army_list.name, army_list.period or "", army_list.id]))

    def import_page(self, data: str | bytes, page_name: str,
                    names: Mapping[int, str] | None = None) -> PageImport | None:
        """The list files a published page's text (as a player copies it) holds, or None
        when this system cannot read such pages. `names` gives armies their names by their
        number on the page (`ImportedList.number`): a heading the copied text lacks, or a
        name the player prefers; a name typed with its VDT ('Normans (VDT=15/8)') states
        that VDT too."""
        return None

    # --- printing: cards, roster, bases, the text export ----------------------------------
    @abstractmethod
    def cards(self, view: ArmyView, scale: str) -> list[Card]:
        """One printable card per unit."""

    @abstractmethod
    def bases(self, view: ArmyView, scale: str) -> list[BaseNeed]:
        """The bases the army needs at `scale`, at true size."""

    def composition(self, unit: UnitView) -> list[str]:
        """What the unit is made of, a line each, where its card lists it (a skirmish
        detachment's models): the text export prints the same lines."""
        return []

    # --- editing: what a player may change, as data the editor renders ---------------------
    #: What the editor's units table shows and where the fields below are edited.
    editor_layout: ClassVar[EditorLayout] = DEFAULT_LAYOUT

    @abstractmethod
    def new_army(self, army_list: L, name: str) -> A:
        """A legal starting point for a player: the list's base composition."""

    def editable(self, army_list: L, army: A, unit_id: str | None
                 ) -> list[FieldSpec]:
        """The values a player may change in one unit, or in the army itself (`unit_id` None).

        The editor shows them the same way for every system: the army's in its header (a
        `member` tick with the fields of its `section` beside it), a unit's in its table
        cell where `editor_layout.in_cell` says so, the rest in the fields panel. Every
        choice offered must give an army file that validates; choices that break a rule
        are fine (the findings flag them).
        """
        return []

    def field_edits(self, army_list: L, army: A, view: ArmyView, spec: FieldSpec,
                    value: Any) -> list[Edit]:
        """The edits that set `spec` to `value`, applied as one undoable step: the field's
        own, and any a system makes go with it (a dropped option's choices)."""
        return field_edits(army, spec, value)

    def addable(self, army_list: L, army: A, unit_id: str | None = None
                ) -> list[AddSpec]:
        """What may be added to the army (`unit_id` None) or inside one unit (a model entry)."""
        return []

    def removable(self, army_list: L, army: A, unit_id: str
                  ) -> list[RemoveSpec]:
        """What may be removed: the unit itself (section "") first, then entries inside it."""
        return []

    def kept(self, army_list: L, army: A, unit_id: str) -> str:
        """Why the unit cannot be removed, in the reader's words, where `removable` offers
        no way to ("" where it does): the editor's Remove unit says this instead of doing
        nothing."""
        return ""

    #: Actions on a selection of units the system has (`ActionSpec`s without edits), in
    #: menu order: the GUI makes one menu entry and button of each.
    selection_action_kinds: ClassVar[tuple[ActionSpec, ...]] = NO_ACTIONS

    def selection_actions(self, army_list: L, army: A, view: ArmyView,
                          unit_ids: list[str]) -> list[ActionSpec]:
        """The actions that apply to these selected units, each with its edits."""
        return []

    def fixes(self, army_list: L, army: A, view: ArmyView, finding: Diagnostic) -> list[Fix]:
        """One-click repairs for a finding of this army (`view` is its build), best first."""
        return []
