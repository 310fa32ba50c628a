"""Run a system's rule checks on a loaded file and place the findings in the file.

Load diagnostics (syntax, schema) stop here; rule findings come from pure system functions
whose paths this module turns into lines and columns.
"""

from __future__ import annotations

from dataclasses import replace

from listbuilder.core.diagnostics import Diagnostic, error, warning
from listbuilder.core.errata import apply_errata
from listbuilder.core.hints import did_you_mean
from listbuilder.core.model import ArmyBase, ArmyListBase
from listbuilder.core.stamp import data_stamp
from listbuilder.core.view import ArmyView
from listbuilder.storage.catalog import Catalog
from listbuilder.storage.documents import LoadedFile


def check_list(loaded: LoadedFile) -> list[Diagnostic]:
    if loaded.model is None or loaded.system is None:
        return loaded.diagnostics
    army_list = loaded.model
    assert isinstance(army_list, ArmyListBase)
    findings = apply_errata(loaded.system.check_list(army_list), army_list.errata)
    return loaded.diagnostics + loaded.locate(findings)


def build_army(loaded: LoadedFile, catalog: Catalog) -> tuple[ArmyView | None, list[Diagnostic]]:
    """The army view (None when the army cannot be resolved) and every finding, located."""
    if loaded.model is None or loaded.system is None:
        return None, loaded.diagnostics
    army = loaded.model
    assert isinstance(army, ArmyBase)
    army_list = catalog.get(army.list)
    if army_list is None:
        known = catalog.known_ids()
        return None, loaded.diagnostics + loaded.locate([error(
            "ARMY-UNKNOWN-LIST",
            f"No army list with id '{army.list}' is loaded.{did_you_mean(army.list, known)} "
            "Pass the list's file or folder too, or fix the id.", ("list",))])
    if army_list.system != army.system:
        return None, loaded.diagnostics + loaded.locate([error(
            "ARMY-SYSTEM-MISMATCH",
            f"The army is for '{army.system}' but list '{army.list}' is for "
            f"'{army_list.system}'.", ("system",))])
    view = loaded.system.build(army_list, army)
    extra = list_changed_findings(army, data_stamp(army_list)) + catalog.shadow_findings(army.list)
    findings = loaded.locate(list(view.findings) + extra)
    view = replace(view, findings=tuple(findings))
    return view, loaded.diagnostics + findings


def list_changed_findings(army: ArmyBase, stamp: str) -> list[Diagnostic]:
    """A warning when the list's data (now `stamp`) changed since the army was built.

    Shared by the CLI check and the editor, which rebuilds the live army without a file.
    """
    if army.list_stamp is None or army.list_stamp == stamp:
        return []
    return [warning(
        "ARMY-LIST-CHANGED",
        f"List '{army.list}' has changed since this army was built (stamp "
        f"{army.list_stamp}, now {stamp}). Check the army against the list and save it "
        "to accept the change.", ("list_stamp",))]
