"""Earlier versions of lists, kept by stamp, so a changed list can say what changed.

An army stores only the stamp of the list data it was built against. Whenever the app sees
an army that matches its list, it keeps that version of the list here; when the list later
changes, the old version is still at hand to compare. Best effort: an unwritable folder only
means the comparison is not available.
"""

from __future__ import annotations

import contextlib
import json
import re
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from listbuilder.core.model import STAMP_PATTERN
from listbuilder.core.stamp import data_stamp
from listbuilder.storage.atomic import write_atomic


class ListHistory:
    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def _file(self, stamp: str) -> Path | None:
        """Where a stamp's list is kept; None for anything not shaped like a stamp, so a
        stamp a file sets to a path can never make us read or write that path."""
        if not re.fullmatch(STAMP_PATTERN[1:-1], stamp):
            return None
        return self.folder / f"{stamp.replace(':', '-')}.json"

    def remember(self, army_list: BaseModel) -> None:
        target = self._file(data_stamp(army_list))
        if target is None or target.exists():
            return
        with contextlib.suppress(OSError):
            self.folder.mkdir(parents=True, exist_ok=True)
            write_atomic(target, json.dumps(army_list.model_dump(mode="json"), ensure_ascii=False))

    def recall(self, stamp: str) -> dict[str, Any] | None:
        source = self._file(stamp)
        if source is None:
            return None
        try:
            data = json.loads(source.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return data if isinstance(data, dict) else None
