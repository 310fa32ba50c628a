"""Autosaved copies of unsaved work, offered back on the next start.

Each open document writes `<id>.yaml` (the army as it would be saved) and `<id>.json` (the
file it belongs to) into the config folder; saving or discarding removes them.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path

from listbuilder.app.config import autosave_dir
from listbuilder.storage.atomic import write_atomic


@dataclass(frozen=True)
class Recovered:
    autosave_id: str
    text: str
    original_path: str | None


def write(autosave_id: str, text: str, original_path: str | None) -> None:
    folder = autosave_dir()
    write_atomic(folder / f"{autosave_id}.yaml", text)
    write_atomic(folder / f"{autosave_id}.json", json.dumps({"path": original_path}))


def discard(autosave_id: str) -> None:
    folder = autosave_dir()
    for suffix in (".yaml", ".json"):
        with contextlib.suppress(FileNotFoundError):
            (folder / f"{autosave_id}{suffix}").unlink()


def pending() -> list[Recovered]:
    found = []
    for text_file in sorted(autosave_dir().glob("*.yaml")):
        meta_file = text_file.with_suffix(".json")
        try:
            text = text_file.read_text(encoding="utf-8")
            meta = json.loads(meta_file.read_text(encoding="utf-8")) if meta_file.exists() else {}
        except (OSError, ValueError):
            continue
        path = meta.get("path") if isinstance(meta, dict) else None
        found.append(Recovered(text_file.stem, text, path if isinstance(path, str) else None))
    return found


def original_text(recovered: Recovered) -> str | None:
    if recovered.original_path and Path(recovered.original_path).is_file():
        with contextlib.suppress(OSError, UnicodeDecodeError):
            return Path(recovered.original_path).read_text(encoding="utf-8")
    return None
