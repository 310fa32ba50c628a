"""Is a YAML file a list or army at all? `validate .` in a list repository also meets other
tools' YAML (a CI workflow, a pre-commit config): those are skipped with a note, not errors.

A file counts as ours when it shows any sign of it: one of the top-level keys a list or army
of some system has (a misspelt `kind` beside `format` and `units` still gets its errors; in a
sequence, the keys of its items), or a name ending in `.army.yaml`. Keys that other tools'
files use too (`name`, `id`, `notes` …) are no sign on their own: every GitHub workflow has a
`name`. An empty file or one that is not even YAML is never skipped: it may be a list or army
that was cut short.
"""

from __future__ import annotations

import functools

from listbuilder.storage.loading import FailedLoad
from listbuilder.systems import get_system, system_ids

#: Top-level keys of ours that other YAML files commonly have too.
COMMON_KEYS = frozenset({"name", "id", "notes", "source", "options", "version", "description"})
ARMY_NAMES = (".army.yaml", ".army.yml")


@functools.cache
def sign_keys() -> frozenset[str]:
    """The top-level keys of every system's list and army files, less the common ones."""
    keys = {"kind", "format", "system"}
    for system_id in system_ids():
        system = get_system(system_id)
        for model in (system.list_model, system.army_model) if system else ():
            keys.update(field.alias or name for name, field in model.model_fields.items())
    return frozenset(keys - COMMON_KEYS)


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
    return data is not None and not any(
        str(key) in sign_keys() for top in tops if isinstance(top, dict) for key in top)
