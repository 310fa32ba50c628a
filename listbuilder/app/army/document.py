"""One open army: its model, undo stack, list and current view.

Every edit goes through `apply()`, which pushes small `SetValueCommand`s (a macro when one
intent changes several values); "modified" is simply `not undo_stack.isClean()`.

What the views follow:
- `changed(Change)`: after every step (an edit, its undo or redo, a list checked again), the
  flags of what the army shows that is new (core/changes.py): `UNITS`, `ARMY` (its own
  fields), `TOTALS`, `FINDINGS`, `LIST`. Each view redraws only when a flag it shows is set,
  reading `view` (the army as its system builds it) and `army_fields` (its own fields as the
  system gives them). A command carries the fields it sets (app/army/commands.py); the flags
  are those fields' (`set_fields`) and what differs between the views before and after
  (`shown_changes`), so an undo or redo emits the same flags as the edit.
- the file's state, which no edit of the army sets alone: `modified_changed(bool)` (clean or
  not, from the undo stack) and `path_changed(str)` (saved under another name).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from listbuilder import i18n
from listbuilder.app.army.commands import ReplaceModelCommand, SetValueCommand
from listbuilder.app.files import recovery
from listbuilder.app.files.autosave_writer import AutosaveWriter
from listbuilder.app.files.config import config_dir
from listbuilder.core import event_messages
from listbuilder.core.changes import EVERYTHING, Change, set_fields, shown_changes
from listbuilder.core.diagnostics import Diagnostic, DocPath
from listbuilder.core.edit_specs import FieldSpec, short_label, undo_words
from listbuilder.core.event import Entrant, Event, event_findings
from listbuilder.core.fixes import Fix
from listbuilder.core.list_diff import list_changes
from listbuilder.core.model import ArmyBase, ArmyListBase
from listbuilder.core.path_edits import get_at, set_at
from listbuilder.core.recent import Recent
from listbuilder.core.stamp import accepted_stamps, data_stamp
from listbuilder.core.system import GameSystem
from listbuilder.core.text_safety import cleaned, code_point
from listbuilder.core.view import ArmyView
from listbuilder.core.wording import PlayerWords
from listbuilder.i18n.words import list_word
from listbuilder.storage import messages, roundtrip
from listbuilder.storage.atomic import absolute, resolve_target
from listbuilder.storage.checking import list_changed_findings, set_aside_findings
from listbuilder.storage.disk_state import DiskState, save_unless_changed
from listbuilder.storage.event_file import system_names
from listbuilder.storage.list_history import ListHistory
from listbuilder.storage.sealing import sealed

Edit = tuple[DocPath, Any]
AUTOSAVE_DELAY_MS = 2000
LIST_CHANGED = messages.ARMY_LIST_CHANGED.code
NO_STAMP = messages.ARMY_NO_STAMP.code
EVENT_SCALE = event_messages.EVENT_SCALE.code


class ArmyDocument(QObject):
    changed = Signal(object)  # a `Change`: what the army shows that is new (see above)
    path_changed = Signal(str)
    modified_changed = Signal(bool)
    autosave_failed = Signal(str)  # why: the window shows it, the work is not safe
    text_cleaned = Signal(str)  # what was left out of typed text: the window says so

    def __init__(self, system: GameSystem, army_list: ArmyListBase, model: ArmyBase,
                 path: str | None = None, text: str | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.system, self.army_list = system, army_list
        # The list never changes under a document: its stamp is computed once, not per edit.
        self.current_stamp = data_stamp(army_list)
        self.accepted_stamps = accepted_stamps(army_list)  # earlier versions' stamps too
        self._model = model
        self._cleaned = False  # the last typed text had characters left out
        self.path = path
        self.original_text = text  # what the file held: saving merges into it
        self.former_path: str | None = None  # a recovered army's file, gone: Save As starts there
        self.disk_state: DiskState | None = None  # what the file held, to notice others' saves
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        self.autosave = recovery.AutosaveSlot()
        self.autosave_problem: str | None = None  # why the last autosave failed, if it did
        self._writer = AutosaveWriter(self.autosave, self)
        self._writer.finished.connect(self._autosave_finished)
        self._autosave_timer = QTimer(self, singleShot=True, interval=AUTOSAVE_DELAY_MS)
        self._autosave_timer.timeout.connect(self._autosave_due)
        self.undo_stack.indexChanged.connect(self._schedule_autosave)
        #: The edits that input typed but not yet confirmed (no Enter, the focus still in the
        #: field) would make: the editor sets it, and autosaves include them (`typing`).
        self.typed_edits: Callable[[], list[Edit]] = list
        self.list_notes: tuple[Diagnostic, ...] = ()  # what the app says about the list
        self.list_source: str | None = None  # the list's file, once the window knows it
        #: The event the army is checked against too (Army ▸ Event…), and its file. (Not
        #: `event`: that would hide QObject.event, which Qt calls for every event.)
        self.entered_event: Event | None = None
        self.entered_source: str | None = None
        # Undo finds the view (and the army's fields) it replaced here.
        self._views: Recent[tuple[ArmyView, list[FieldSpec]]] = Recent()
        self.view, self.army_fields = self._build()
        self._words = PlayerWords()
        self._history = ListHistory(config_dir() / "list-history")
        if not self.list_changed:
            self._history.remember(army_list)

    def _clean_changed(self, clean: bool) -> None:
        if clean:
            self._forget_undone_work()
        self.modified_changed.emit(not clean)

    def _forget_undone_work(self) -> None:
        """Undone back to the saved army: its autosave would offer back what the player
        undid, after a kill. Gone at once; text still being typed is autosaved when due."""
        if self._with_typed() == self._model:
            self.discard_autosave()
        else:
            self._autosave_timer.start()

    # --- reading -------------------------------------------------------------------------
    @property
    def model(self) -> ArmyBase:
        return self._model

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    @property
    def list_changed(self) -> bool:
        stamp = self._model.list_stamp
        return stamp is not None and stamp not in self.accepted_stamps

    def list_changes(self) -> list[str] | None:
        """What changed in the list since the army was built, line by line.

        Empty when nothing changed; None when that earlier version was never seen here.
        """
        stamp = self._model.list_stamp
        if not self.list_changed or stamp is None:
            return []
        old = self._history.recall(stamp)
        if old is None:
            return None
        return list_changes(old, self.army_list.model_dump(mode="json"))

    @property
    def display_name(self) -> str:
        return Path(self.path).name if self.path else self.tr("Untitled army")

    def _build(self) -> tuple[ArmyView, list[FieldSpec]]:
        """The army's view and its own fields (the header's), as its system gives them."""
        key = (self.army_list, self._model, self.list_notes, self.entered_event)
        return self._views.get(key, self._build_new, (self.current_stamp, i18n.current()))

    def _build_new(self) -> tuple[ArmyView, list[FieldSpec]]:
        view = self.system.build(self.army_list, self._model)
        extra = [*list_changed_findings(self._model, self.current_stamp,
                                          self.accepted_stamps),
                 *set_aside_findings(self._model, self.system.unit_types(self.army_list)),
                 *self.list_notes]
        if extra:
            view = replace(view, findings=tuple(view.findings) + tuple(extra))
        # Sealed as `export` seals it, so a roster printed here carries the same seal.
        view = sealed(view, self._model, self.army_list, self.system, self.current_stamp)
        if self.entered_event is not None:
            # What the organiser's `event check` will say, beside the army's own findings.
            entrant = Entrant(view, self.army_list.period, self.current_stamp,
                              self.accepted_stamps, self._model.list_stamp)
            added = event_findings(self.entered_event, entrant, self.system.scale_aliases,
                                   system_names())
            view = replace(view, findings=(*view.findings, *added))
        return view, self.system.editable(self.army_list, self._model, None)

    def _show(self, changes: Change) -> None:
        """Build the army's view again and tell the views what is new in it: `changes`
        (what the step set) and whatever differs in what the army shows."""
        view, fields = self.view, self.army_fields
        self.view, self.army_fields = self._build()
        changes |= shown_changes(view, self.view, fields, self.army_fields)
        if changes:
            self.changed.emit(changes)

    def set_event(self, event: Event | None, source: str | None = None) -> None:
        """Check the army against an event's rules too (None: no longer); not an edit of
        the army, as a changed list is not."""
        self.entered_event, self.entered_source = event, source if event else None
        self._show(Change.FINDINGS | Change.ARMY)  # the menus say an event is entered

    def set_list(self, army_list: ArmyListBase, notes: tuple[Diagnostic, ...] = ()) -> None:
        """Check the army against its list as it is now (edited on disk, or a player's copy
        shadowing the bundled one, which `notes` say); not an edit of the army."""
        self.army_list, self.list_notes = army_list, notes
        self.current_stamp = data_stamp(army_list)
        self.accepted_stamps = accepted_stamps(army_list)
        self._show(EVERYTHING)

    def _set_model(self, model: ArmyBase, fields: Iterable[str]) -> None:
        """The army as a step leaves it; `fields`: the top-level fields the step set."""
        self._model = model
        self._show(set_fields(fields))

    def _schedule_autosave(self) -> None:
        # Started by the first unsaved edit, not restarted by later ones: steady editing
        # still autosaves every AUTOSAVE_DELAY_MS. (After the push, when `modified` is true.)
        if self.modified and not self._autosave_timer.isActive():
            self._autosave_timer.start()

    def typing(self) -> None:
        """The player is typing into a field: an autosave comes due with what is typed so
        far, confirmed or not, so that a crash or kill -9 mid-field loses none of it."""
        if not self._autosave_timer.isActive():
            self._autosave_timer.start()

    def _with_typed(self) -> ArmyBase:
        """The army with the input typed but not yet confirmed (for autosaves only: it is
        not an edit until the player confirms it)."""
        model = self._model
        for path, value in self.typed_edits():
            try:
                model = set_at(model, path, value)
            except ValueError:  # pydantic's errors are ValueErrors: a half-typed value
                continue
        return model

    # --- editing -------------------------------------------------------------------------
    def apply(self, text: str, edits: list[Edit]) -> bool:
        """Push one undoable intent; edits that change nothing are dropped."""
        steps = [(path, get_at(self._model, path), value) for path, value in edits]
        steps = [s for s in steps if s[1] != s[2]]
        if not steps:
            return False
        commands, model = [], self._model
        for path, before, after in steps:
            command = SetValueCommand(text, path, before, after, lambda: self._model,
                                      self._set_model)
            try:
                model = command.made_from(model)
            except ValueError as exc:  # pydantic's ValidationError: no valid file
                self._refuse(text, exc)
                return False
            commands.append(command)
        if len(commands) > 1:
            self.undo_stack.beginMacro(text)
        for command in commands:
            self.undo_stack.push(command)
        if len(commands) > 1:
            self.undo_stack.endMacro()
        return True

    def _refuse(self, text: str, exc: ValueError) -> None:
        """An edit that would make no valid army file (a bug: the editor offers only valid
        values) is not made, and shown as a finding instead of a traceback; it goes with
        the next change of the army."""
        errors = getattr(exc, "errors", None)
        first = errors()[0] if callable(errors) and errors() else None
        problem = (f"{'.'.join(str(p) for p in first.get('loc', ()))}: {first.get('msg', '')}"
                   if first else str(exc).splitlines()[0])
        finding = messages.APP_EDIT_REFUSED((), edit=text, problem=problem)
        self.view = replace(self.view, findings=(*self.view.findings, finding))
        self.changed.emit(Change.FINDINGS)

    def replace_model(self, text: str, model: ArmyBase) -> None:
        self.undo_stack.push(ReplaceModelCommand(text, self._model, model, self._set_model))

    def set_army_name(self, name: str) -> bool:
        name = self._printable(name, one_line=True).strip()
        return self._applied(self.apply(self.tr("Rename army"),
                                        [(("name",), name or self._model.name)]))

    def set_scale(self, scale: str) -> bool:
        return self.apply(self.tr("Change figure scale"), [(("scale",), scale)])

    def set_notes(self, notes: str) -> bool:
        notes = self._printable(notes, one_line=False)
        return self._applied(self.apply(self.tr("Edit notes"), [(("notes",), notes or None)]))

    def set_roster_facts(self, facts: dict[str, str]) -> bool:
        """The player, event and date (keys of `facts`), one undoable step; an empty one is
        left out of the file."""
        edits: list[Edit] = [((key,), self._printable(text, one_line=True).strip() or None)
                             for key, text in facts.items()]
        return self._applied(self.apply(self.tr("Edit player, event and date"), edits))

    def _printable(self, text: str, *, one_line: bool) -> str:
        """Typed or pasted text without the control and text-direction characters no file may
        hold (core/text_safety.py), the window told which were left out: the army stays
        valid, and the player sees why the text differs from what they pasted."""
        text, removed = cleaned(text, one_line=one_line)
        if removed:
            self._cleaned = True
            self.text_cleaned.emit(self.tr(
                "Left out {characters}: control and text-direction characters would garble or "
                "disguise the text on cards.").format(
                    characters=", ".join(code_point(c) for c in removed)))
        return text

    def _applied(self, done: bool) -> bool:
        """After cleaned text changed nothing, the views still show what was typed: redraw."""
        if not done and self._cleaned:  # in the header or a unit's field
            self.changed.emit(Change.ARMY | Change.UNITS)
        self._cleaned = False
        return done

    def set_field(self, spec: FieldSpec, value: Any) -> bool:
        """Set a field the system described to `value`: one undoable step with every edit the
        system says goes with it. False when nothing changes (a cleared required name)."""
        if spec.kind == "text" and isinstance(value, str):  # names: one line each
            value = self._printable(value, one_line=True)
        edits = self.system.field_edits(self.army_list, self._model, self.view, spec, value)
        words = undo_words(spec, value)
        text = self.tr(words) if words else self.tr("Change {what}").format(
            what=short_label(self.tr(spec.label)))
        return self._applied(self.apply(text, edits))

    # Typed input as the edits confirming it would make, made nowhere: for autosaves
    # (`typed_edits`), so they hold what `set_army_name`, `set_notes`, `set_field` would set.
    def typed_name(self, name: str) -> list[Edit]:
        name = cleaned(name, one_line=True)[0].strip()
        return [(("name",), name)] if name else []

    def typed_notes(self, notes: str) -> list[Edit]:
        return [(("notes",), cleaned(notes)[0] or None)]

    def typed_field(self, spec: FieldSpec, value: Any) -> list[Edit]:
        if spec.kind == "text" and isinstance(value, str):
            value = cleaned(value, one_line=True)[0]
            if not value.strip():
                return []
        return self.system.field_edits(self.army_list, self._model, self.view, spec, value)

    def run_selection_action(self, key: str, unit_ids: list[str]) -> bool:
        """Apply the system's action `key` (group, big unit…) to these units, if it applies."""
        actions = self.system.selection_actions(self.army_list, self._model, self.view,
                                                unit_ids)
        action = next((a for a in actions if a.key == key), None)
        if action is None:
            return False
        return self.apply(self.tr(action.label).replace("&", ""), list(action.edits))

    def in_player_words(self, finding: Diagnostic) -> str:
        """The finding as the editor shows it: names, not ids; no hashes."""
        list_name = list_word(self.army_list.name)
        if finding.code == LIST_CHANGED:
            return self.tr("The list “{name}” has changed since this army was built; the "
                           "army is already shown with the new list. Press Update to record "
                           "it (you can undo it); the other findings show what no longer "
                           "fits.").format(name=list_name)
        if finding.code == NO_STAMP:  # its stamp and commands are for the command line
            return self.tr("The army does not record which version of “{name}” it was built "
                           "for; saving it records it.").format(name=list_name)
        return self._words.of(finding, self.view)

    def fixes(self, finding: Diagnostic) -> list[Fix]:
        """The finding's one-click repairs: the system's own, and accepting a changed list."""
        if finding.code == LIST_CHANGED:
            return [Fix(self.tr("Update to the changed list"),
                        ((("list_stamp",), self.current_stamp),))]
        event = self.entered_event
        if finding.code == EVENT_SCALE and event is not None and event.scale:
            return [Fix(self.tr("Play at {scale}").format(scale=event.scale),
                        ((("scale",), event.scale),))]
        return self.system.fixes(self.army_list, self._model, self.view, finding)

    def apply_fix(self, fix: Fix) -> bool:
        if any(path == ("list_stamp",) for path, _ in fix.edits):
            self._history.remember(self.army_list)  # so the next change can be compared too
        return self.apply(fix.label, list(fix.edits))

    def accept_list_change(self) -> bool:
        self._history.remember(self.army_list)  # so the next change can be compared too
        return self.apply(self.tr("Update to the changed list"),
                          [(("list_stamp",), self.current_stamp)])

    # --- files ---------------------------------------------------------------------------
    def text_to_save(self) -> str:
        return self._text_maker()()

    def _text_maker(self, model: ArmyBase | None = None) -> Callable[[], str]:
        """What makes the file's text as the army is now (or as `model`), on any thread: the
        model is frozen and replaced, never changed, so the one taken here stays as it is."""
        model, original = model or self._model, self.original_text

        def make() -> str:
            return roundtrip.dump_model(model, original)
        return make

    def save(self, path: str | None = None, overwrite: bool = False) -> None:
        """Write atomically; raises OSError for the window to report.

        Raises `ChangedOnDisk` instead when our own file was changed by someone else since it
        was opened or saved, unless `overwrite` says the user chose to replace that.
        """
        target = absolute(path) if path else self.path
        if target is None:
            raise ValueError("no file name to save to")
        text = self.text_to_save()
        own_file = self.path is not None and resolve_target(target) == resolve_target(self.path)
        self.disk_state = save_unless_changed(target, text, self.disk_state if own_file
                                              else None, overwrite)
        self.original_text = text
        if target != self.path:
            self.path = target
            self.path_changed.emit(target)
        self.undo_stack.setClean()
        self.discard_autosave()

    def take_from_disk(self, fresh: ArmyDocument) -> None:
        """The army as its file now holds it (read into `fresh`, same list), as one undoable
        step: Undo brings back what was shown before. Saved, as far as the stack knows."""
        self.original_text, self.disk_state = fresh.original_text, fresh.disk_state
        if fresh.model != self._model:
            self.replace_model(self.tr("Reload from disk"), fresh.model)
        self.undo_stack.setClean()
        self.discard_autosave()

    def autosave_now(self) -> None:
        """Write the autosave now, on this thread (or drop it when nothing is unsaved);
        raises OSError. For the crash handler, which cannot wait for the event loop."""
        self._writer.wait()
        model = self._with_typed()
        if self.modified or model != self._model:
            self.autosave.write(self._text_maker(model)(), self.path)
        else:
            self.discard_autosave()

    def _autosave_due(self) -> None:
        model = self._with_typed()
        if not self.modified and model == self._model:
            self.discard_autosave()
        elif not self._writer.start(self._text_maker(model), self.path):
            self._autosave_timer.start()  # the last write is still going: next round

    def _autosave_finished(self, problem: str) -> None:
        # A full disk shows in the window every round, not as a crash dialog.
        self.autosave_problem = problem or None
        if problem:
            self.autosave_failed.emit(problem)

    def discard_autosave(self) -> None:
        self._autosave_timer.stop()
        self._writer.wait()  # a write still in flight would bring the autosave back
        self.autosave.discard()
