"""What changed between two versions of a list, in words a player can check.

Generic over rule systems: list data is mappings and sequences, and rows, options and menu
entries carry an `id`, so entries are matched by id rather than by position. The lines are
for the editor's banner, so their words are in the window's language (keys and names are not).
"""

from __future__ import annotations

from typing import Any

from listbuilder.i18n import _, ngettext

# Not part of the data an army is built against (see core.stamp).
IGNORED = frozenset({"errata", "notes"})


def _label(item: dict[str, Any]) -> str:
    """An entry by the name the list prints for it; its id only when it has none."""
    name = item.get("name")
    return str(name) if name else str(item["id"])


def _short(value: Any) -> str:
    if isinstance(value, list) and not any(isinstance(v, dict | list) for v in value):
        text = ", ".join(_short(v) for v in value) or _("none")
    elif isinstance(value, list):
        return ngettext("{n} entry", "{n} entries", len(value))
    elif isinstance(value, dict):
        return "…"
    elif isinstance(value, bool):
        text = str(value).lower()
    else:
        text = _("none") if value is None else str(value)
    return text if len(text) <= 60 else text[:59] + "…"


def _keyed(items: list[Any]) -> bool:
    return all(isinstance(i, dict) and "id" in i for i in items)


def list_changes(old: Any, new: Any, where: tuple[str, ...] = ()) -> list[str]:
    """One line per change, e.g. 'units › Knights: VBU 7 → 6'."""
    if isinstance(old, dict) and isinstance(new, dict):
        return _mapping_changes(old, new, where)
    if isinstance(old, list) and isinstance(new, list) and old and new and _keyed(old + new):
        return _entry_changes(old, new, where)
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        return [line for i, (a, b) in enumerate(zip(old, new, strict=True)) if a != b
                for line in list_changes(a, b, (*where[:-1],
                                                f"{where[-1] if where else ''} #{i + 1}"))]
    return [f"{' › '.join(where)}: {_short(old)} → {_short(new)}"]


def _mapping_changes(old: dict[str, Any], new: dict[str, Any], where: tuple[str, ...]
                     ) -> list[str]:
    """Keys removed, added (with their value) or changed, in the old file's order."""
    place = " › ".join(where)
    out: list[str] = []
    for key in [*old, *(k for k in new if k not in old)]:
        if not where and key in IGNORED:
            continue
        if key not in new:
            out.append(_at(place, _("{name} removed", name=key)))
        elif key not in old:
            out.append(_at(place, _("{name} added ({value})", name=key,
                                    value=_short(new[key]))))
        elif old[key] != new[key]:
            out += _changed(old[key], new[key], where, key)
    return out


def _entry_changes(old: list[dict[str, Any]], new: list[dict[str, Any]],
                   where: tuple[str, ...]) -> list[str]:
    """Entries matched by id: those removed, those added, then each kept one's changes."""
    place = " › ".join(where)
    before = {i["id"]: i for i in old}
    after = {i["id"]: i for i in new}
    out = [_at(place, _("{name} removed", name=_label(i)))
           for k, i in before.items() if k not in after]
    out += [_at(place, _("{name} added", name=_label(i)))
            for k, i in after.items() if k not in before]
    for k, item in after.items():
        if k in before:
            out += list_changes(before[k], item, (*where, _label(item)))
    return out


def _changed(old: Any, new: Any, where: tuple[str, ...], key: str) -> list[str]:
    nested = isinstance(old, dict) and isinstance(new, dict)
    both_lists = isinstance(old, list) and isinstance(new, list)
    keyed = both_lists and old and new and _keyed(old + new)
    same_shape = both_lists and len(old) == len(new) and any(isinstance(v, dict) for v in old)
    if nested or keyed or same_shape:
        return list_changes(old, new, (*where, key))
    place = " › ".join(where)
    return [f"{place + ': ' if place else ''}{key} {_short(old)} → {_short(new)}"]


def _at(place: str, text: str) -> str:
    return f"{place}: {text}" if place else text
