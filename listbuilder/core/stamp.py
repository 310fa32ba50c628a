"""A short fingerprint of a list's data, stored in armies built from it.

Computed from the validated data, not the file bytes, so that reformatting a list or editing
its comments does not make every army built from it look stale. Values left at their defaults
and the format number are left out, so a new format (new keys, all defaulted) or an upgraded
file keeps the stamps of armies built before.
"""

from __future__ import annotations

import hashlib
import json

from pydantic import BaseModel


def data_stamp(model: BaseModel) -> str:
    canonical = json.dumps(model.model_dump(mode="json", exclude={"errata", "notes", "format"},
                                            exclude_defaults=True),
                           sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return "sha256:" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:16]
