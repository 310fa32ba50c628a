"""An army opened as a document: from its file, from text (a share code, a recovered
autosave), or new from a list; or the problems that stop it opening."""

from __future__ import annotations

from listbuilder.app.army.document import ArmyDocument
from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.model import ArmyListBase
from listbuilder.core.system import GameSystem
from listbuilder.storage import messages
from listbuilder.storage.atomic import absolute, remove_stale_temps, resolve_target
from listbuilder.storage.disk_state import read_state
from listbuilder.storage.list_catalog import Catalog
from listbuilder.storage.loading import FailedLoad, Loaded, LoadedList, load_file, load_text


def new_document(system: GameSystem, army_list: ArmyListBase, name: str) -> ArmyDocument:
    return ArmyDocument(system, army_list, system.new_army(army_list, name))


def open_document(path: str, catalog: Catalog) -> tuple[ArmyDocument | None, list[Diagnostic]]:
    """The army at `path` (kept absolute), or None with the problems that stop it opening."""
    path = absolute(path)
    remove_stale_temps(resolve_target(path))  # left by a save that was killed
    state = read_state(path)  # before reading: a change in between shows up as a change
    loaded = load_file(path)
    doc, problems = _document_from(loaded, catalog, path)
    if doc is not None:
        doc.disk_state = state
    return doc, problems


def document_from_text(text: str, name: str, catalog: Catalog, path: str | None
                       ) -> tuple[ArmyDocument | None, list[Diagnostic]]:
    return _document_from(load_text(text, name), catalog, path)


def _document_from(loaded: Loaded, catalog: Catalog, path: str | None
                   ) -> tuple[ArmyDocument | None, list[Diagnostic]]:
    if isinstance(loaded, FailedLoad):
        return None, loaded.diagnostics
    if isinstance(loaded, LoadedList):
        return None, [messages.APP_NOT_AN_ARMY()]
    army = loaded.model
    army_list = catalog.get(army.list)
    if army_list is None or army_list.system != army.system:
        return None, loaded.locate([messages.APP_UNKNOWN_LIST(("list",), list=army.list,
                                                             system=loaded.system.name)])
    return ArmyDocument(loaded.system, army_list, army, path, loaded.text), []
