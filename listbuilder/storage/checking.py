"""Run a system's rule checks on a loaded file and place the findings in the file.

Load diagnostics (syntax, schema) stop here; rule findings come from pure system functions
whose paths this module turns into lines and columns.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.errata import ERRATUM_UNUSED, apply_errata
from listbuilder.core.hints import did_you_mean
from listbuilder.core.messages import Phrase, quoted
from listbuilder.core.model import ArmyBase, ArmyListBase
from listbuilder.core.phrases import UNIT, Listed, Quoted, Ref, joined, ref_of
from listbuilder.core.stamp import accepted_stamps, data_stamp
from listbuilder.core.system import GameSystem
from listbuilder.core.view import ArmyView
from listbuilder.i18n import N_
from listbuilder.storage import messages
from listbuilder.storage.list_catalog import Catalog, FailedList
from listbuilder.storage.loading import FailedLoad, LoadedArmy, LoadedList
from listbuilder.storage.salvage import Salvaged


def check_list(loaded: LoadedList | FailedLoad) -> list[Diagnostic]:
    if isinstance(loaded, FailedLoad):
        return loaded.diagnostics + _salvaged_findings(loaded)
    army_list = loaded.model
    findings = apply_errata(loaded.system.check_list(army_list), army_list.errata)
    return loaded.diagnostics + loaded.locate(findings)


def _salvaged_findings(loaded: FailedLoad) -> list[Diagnostic]:
    """Rule findings on what of a broken list could be read, none echoing the break."""
    salvaged = loaded.salvaged
    if salvaged is None or loaded.header is None or \
            not isinstance(salvaged.model, ArmyListBase):
        return []
    system = loaded.header.system
    army_list = salvaged.model
    whole_list = frozenset(code for code, m in system.messages.items() if m.whole_list)
    findings = [f for f in system.check_list(army_list) if not salvaged.echoes(f, whole_list)]
    findings = [f for f in apply_errata(findings, army_list.errata)
                if f.code != ERRATUM_UNUSED.code]
    return loaded.locate([salvaged.restore(f) for f in findings])


def build_army(loaded: LoadedArmy | FailedLoad, catalog: Catalog
               ) -> tuple[ArmyView | None, list[Diagnostic]]:
    """The army view (None when the army cannot be resolved) and every finding, located.

    An army that fails its schema is still checked as far as the rest of it allows (see
    `salvage.py`), without a view.
    """
    checkable = _checkable(loaded)
    if checkable is None:
        return None, loaded.diagnostics
    army, system, salvaged = checkable
    army_list = catalog.get(army.list)
    broken = _failed_list(catalog, army.list)
    if army_list is None and broken is not None:
        first = broken.diagnostics[0]
        line = Phrase(N_(" (line {line})"), line=first.span.line) if first.span else ""
        return None, loaded.diagnostics + loaded.locate([messages.ARMY_LIST_BROKEN(
            ("list",), list=army.list, file=broken.path, line=line, code=first.code,
            problem=quoted(first))])
    if army_list is None:
        known = catalog.known_ids()
        return None, loaded.diagnostics + loaded.locate([messages.ARMY_UNKNOWN_LIST(
            ("list",), list=army.list, hint=did_you_mean(army.list, known))])
    if army_list.system != army.system:
        return None, loaded.diagnostics + loaded.locate([messages.ARMY_SYSTEM_MISMATCH(
            ("system",), system=army.system, list=army.list, list_system=army_list.system)])
    view = system.build(army_list, army)
    raw = [*view.findings, *list_changed_findings(army, data_stamp(army_list),
                                                  accepted_stamps(army_list)),
           *set_aside_findings(army, system.unit_types(army_list))]
    raw += catalog.shadow_findings(army.list)
    if salvaged is not None:
        return None, loaded.diagnostics + loaded.locate(
            [salvaged.restore(f) for f in raw if not salvaged.echoes(f, frozenset())])
    findings = loaded.locate(raw)
    view = replace(view, findings=tuple(findings))
    return view, loaded.diagnostics + findings


def _checkable(loaded: LoadedArmy | FailedLoad
               ) -> tuple[ArmyBase, GameSystem, Salvaged | None] | None:
    """The army to check, its system and, for a file that failed its schema, what of it
    could be read (None when nothing can be checked)."""
    if isinstance(loaded, LoadedArmy):
        return loaded.model, loaded.system, None
    salvaged = loaded.salvaged
    if salvaged is None or loaded.header is None or not isinstance(salvaged.model, ArmyBase):
        return None
    return salvaged.model, loaded.header.system, salvaged


def _failed_list(catalog: Catalog, list_id: str) -> FailedList | None:
    """The list file with this id that failed to load, if any."""
    for failed in catalog.failed:
        if failed.stated_id == list_id and failed.diagnostics:
            return failed
    return None


def set_aside_findings(army: ArmyBase, types: Iterable[Listed] = ()) -> list[Diagnostic]:
    """An info for each unit or entry keeping what it had as another type (`set_aside`),
    as Basic Impetus says of a removed unit's settings; the types named as the list prints
    them (`types`: the system's `unit_types`), the unit as the window labels it. Shared by
    the CLI and the editor."""
    found: list[Diagnostic] = []
    by_id = {t.id: t for t in types}

    def walk(node: Any, path: tuple, owner: str | None) -> None:
        if isinstance(node, dict):
            owner = node.get("id", owner) if isinstance(node.get("id"), str) else owner
            kept = node.get("set_aside")
            if isinstance(kept, dict) and kept:
                # A unit as the window labels it; a model entry by its own name, if any.
                entry_name = None if "id" in node else node.get("name")
                unit = entry_name or Ref(UNIT, owner or "", node.get("name") or owner or "")
                found.append(messages.ARMY_SET_ASIDE(
                    (*path, "set_aside"), (owner,) if owner else (), unit=unit,
                    types=joined(ref_of(by_id[k]) if k in by_id else Quoted(k) for k in kept)))
            for key, value in node.items():
                if key != "set_aside":
                    walk(value, (*path, key), owner)
        elif isinstance(node, list):
            for i, item in enumerate(node):
                walk(item, (*path, i), owner)

    walk(army.model_dump(mode="json", exclude_defaults=True), (), None)
    return found


def list_changed_findings(army: ArmyBase, stamp: str,
                          accepted: frozenset[str] = frozenset()) -> list[Diagnostic]:
    """A warning when the list's data (now `stamp`) changed since the army was built; an
    info giving the stamp when the army records none. `accepted` holds the stamps earlier
    versions gave the same content (core/stamp.py): an army carrying one is not stale.

    Shared by the CLI check and the editor, which rebuilds the live army without a file.
    """
    if army.list_stamp is None:
        return [messages.ARMY_NO_STAMP(("list",), list=army.list, stamp=stamp)]
    if army.list_stamp == stamp or army.list_stamp in accepted:
        return []
    return [messages.ARMY_LIST_CHANGED(("list_stamp",), list=army.list, old=army.list_stamp,
                                       new=stamp)]
