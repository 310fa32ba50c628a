"""Is a YAML file a list or army at all? `validate .` in a list repository also meets other
tools' YAML (a CI workflow, a pre-commit config): those are skipped with a note, not errors.

A file counts as ours when it shows any sign of it: a `kind` of ours or close to one
(`army-lsit`), one of the other top-level keys a list or army of some system has (a misspelt
`kind` beside `format` and `units` still gets its errors; in a sequence, the keys of its
items), or a name ending in `.army.yaml`. Keys that other tools' files use too (`name`, `id`,
`notes` …) are no sign on their own: every GitHub workflow has a `name`, and every Kubernetes
manifest a `kind` (`Service`, `Deployment`), so a `kind` of another tool's is none either. A
file of several YAML documents is judged by its first. An empty file or one that is not even
YAML is never skipped: it may be a list or army that was cut short; one holding only comments
is skipped (`only_comments`).
"""

from __future__ import annotations

import functools

from listbuilder.core.hints import closest
from listbuilder.storage.loading import KINDS, FailedLoad
from listbuilder.systems import get_system, system_ids

#: Top-level keys of ours that other YAML files commonly have too.
COMMON_KEYS = frozenset({"name", "id", "notes", "source", "options", "version", "description"})
#: Keys of ours that other files have now and then (a blog's `date`, a logger's `format`, a
#: game's `player`): a sign only beside another.
WEAK_KEYS = frozenset({"date", "event", "player", "period", "scale", "general", "list",
                       "edition", "format"})
ARMY_NAMES = (".army.yaml", ".army.yml")


@functools.cache
def sign_keys() -> frozenset[str]:
    """The top-level keys of every system's list and army files, less the common ones."""
    keys = {"format", "system"}
    for system_id in system_ids():
        system = get_system(system_id)
        for model in (system.list_model, system.army_model) if system else ():
            keys.update(field.alias or name for name, field in model.model_fields.items())
    return frozenset(keys - COMMON_KEYS - {"kind"})


def not_ours(loaded: FailedLoad) -> bool:
    """A file that parsed as YAML and shows no sign of being a list or an army."""
    parsed = loaded.parsed
    if loaded.header is not None or parsed is None or parsed.root is None:
        return False
    if loaded.path.lower().endswith(ARMY_NAMES):
        return False
    data = parsed.data
    # A sequence's items are looked into: `- kind: army` is a list or army gone wrong.
    tops = [item for item in data if isinstance(item, dict)] if isinstance(data, list) else [data]
    return data is not None and not any(_a_sign(top) for top in tops if isinstance(top, dict))


def _a_sign(top: dict[object, object]) -> bool:
    kind = top.get("kind")
    if isinstance(kind, str) and (kind in KINDS or closest(kind, KINDS)):
        return True
    signs = [str(key) for key in top if str(key) in sign_keys()]
    return len(signs) > 1 or any(key not in WEAK_KEYS for key in signs)


def only_comments(loaded: FailedLoad) -> bool:
    """A file of comments and blank lines (and document markers), with at least one comment,
    not named as an army."""
    if loaded.parsed is None or loaded.parsed.data is not None or not loaded.text:
        return False
    if loaded.path.lower().endswith(ARMY_NAMES):
        return False
    lines = [line.strip() for line in loaded.text.splitlines()]
    return any(line.startswith("#") for line in lines) and all(
        not line or line.startswith("#") or line in ("---", "...") for line in lines)
