"""Rewrite files in place, keeping their comments: `upgrade` to the current format, `stamp`
an army with its list's current stamp. Both edit ruamel's round-trip tree (see roundtrip.py),
so everything the command does not change stays byte for byte, and make the same edit in the
data the reader read, which the written text must hold (`write_data`)."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ruamel.yaml.comments import CommentedMap

from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.path_edits import value_at
from listbuilder.core.stamp import accepted_stamps
from listbuilder.i18n import _
from listbuilder.storage.list_catalog import Catalog, bundled_lists_dir
from listbuilder.storage.loading import FORMAT_VERSION, KINDS, LoadedArmy, load_file
from listbuilder.storage.open_army import not_an_army
from listbuilder.storage.roundtrip import load_tree, write_data
from listbuilder.storage.signed_values import changed_plus_paths
from listbuilder.storage.yaml_source import parse_text


@dataclass
class Rewrite:
    """A command's outcome for one file: the new text (None: leave the file), what it did."""

    text: str | None = None
    changes: list[str] = field(default_factory=list)
    problems: list[Diagnostic | str] = field(default_factory=list)


def upgrade_text(text: str, name: str) -> Rewrite:
    parsed = parse_text(text, name)
    if parsed.diagnostics or not isinstance(parsed.data, dict):
        return Rewrite(problems=[*parsed.diagnostics] or [_("not a list or army file")])
    data = parsed.data
    if data.get("kind") not in KINDS or not isinstance(data.get("format"), int):
        return Rewrite(problems=[_("not a list or army file (no 'kind' and 'format')")])
    if data["format"] >= FORMAT_VERSION:
        return Rewrite(changes=[_("already format {format}", format=data["format"])])
    changes = [_("format {old} → {new}", old=data["format"], new=FORMAT_VERSION)]
    tree, data = load_tree(text), copy.deepcopy(data)
    for edited in (tree, data):
        if isinstance(edited, dict):
            edited["format"] = FORMAT_VERSION
    for path, raw in changed_plus_paths(parsed.root) if parsed.root is not None else ():
        key, value = str(path[-1]), int(raw)
        if not isinstance(value_at(data, path[:-1]), dict):
            continue
        for edited, mapping in ((tree, CommentedMap), (data, dict)):
            node = value_at(edited, path[:-1])
            if isinstance(node, dict):
                del node[key]
                node.setdefault("by", mapping())[key] = value
        where = ".".join(str(p) for p in path[:-1])
        written = f"by: {{{key}: {value}}}"
        changes.append(_("{where}: '{key}: {raw}' is now '{written}' (format 1 read it as "
                         "{key} = {value})", where=where, key=key, raw=raw, value=value,
                         written=written))
    return Rewrite(write_data(data, text, tree), changes)


def stamp_army(path: Path, list_dirs: Sequence[Path] = ()) -> Rewrite:
    loaded = load_file(path)
    if not isinstance(loaded, LoadedArmy):
        return Rewrite(problems=[*not_an_army(loaded)])
    army = loaded.model
    catalog = Catalog.of_lists([army.list], list_dirs, bundled=bundled_lists_dir())
    stamp = catalog.stamp(army.list)
    if stamp is None:
        return Rewrite(problems=[_("no army list with id '{list}' loads; pass its folder with "
                                   "--lists, or fix the list first ('listbuilder validate')",
                                   list=army.list)])
    if army.list_stamp == stamp:
        return Rewrite(changes=[_("list_stamp is already {stamp}", stamp=stamp)])
    tree = load_tree(loaded.text)
    if isinstance(tree, CommentedMap) and "list_stamp" not in tree:
        keys = list(tree)
        tree.insert(keys.index("list") + 1 if "list" in keys else len(keys), "list_stamp", stamp)
    data = {}
    for key, value in loaded.parsed.data.items():
        if key != "list_stamp":
            data[key] = value
        if key == "list":
            data["list_stamp"] = stamp
    data.setdefault("list_stamp", stamp)
    was = army.list_stamp or _("none")
    model = catalog.get(army.list)
    if army.list_stamp and model is not None and army.list_stamp in accepted_stamps(model):
        change = _("list_stamp {old} → {new} (an earlier version's stamp of the same list "
                   "content)", old=was, new=stamp)
    else:
        change = _("list_stamp {old} → {new}", old=was, new=stamp)
    return Rewrite(write_data(data, loaded.text, tree), [change])
