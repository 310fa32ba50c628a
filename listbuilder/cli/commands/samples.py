"""`listbuilder samples [--copy DIR]`: the sample armies an installed copy carries.

An installed user has no `resources/samples/` folder to look in: the data sits inside the
package (`storage/bundled.py`). `samples` names the sample armies and copies them out, so a
player starts from one without hunting for site-packages.

Exit codes as elsewhere: 0 done; 2 a usage error (a sample that would replace an existing
file, an unwritable folder).
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

from listbuilder.cli.streams import Streams
from listbuilder.cli.terminal import table
from listbuilder.core.exit_status import ExitStatus
from listbuilder.i18n import _
from listbuilder.i18n.words import term
from listbuilder.storage.bundled import samples_dir
from listbuilder.storage.create_new import create_new
from listbuilder.storage.loading import LoadedArmy, load_file


@dataclass(frozen=True)
class Sample:
    path: Path
    name: str  # the army's own name
    game: str
    list_id: str


def samples() -> list[Sample]:
    """The bundled sample armies, by file name."""
    found = []
    for path in sorted(samples_dir().glob("*.army.yaml")):
        loaded = load_file(path)
        if isinstance(loaded, LoadedArmy):  # a bundled sample always is (tests/test_samples)
            found.append(Sample(path, loaded.model.name, loaded.system.name,
                                loaded.model.list))
    return found


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    found = samples()
    if args.copy:
        return _copy(found, Path(args.copy), streams)
    rows = [(s.path.name, term(s.game), s.name) for s in found]
    streams.print(table((_("File"), _("Game"), _("Army")), rows))
    folder = found[0].path.parent if found else ""
    streams.print(_("in {folder}; `listbuilder samples --copy DIR` copies them for you to edit",
                    folder=folder))
    return ExitStatus.OK


def _copy(found: list[Sample], folder: Path, streams: Streams) -> ExitStatus:
    """Every sample into `folder`, each written whole or not at all; none if any would
    replace a file there (checked first, and again by each write)."""
    taken = [folder / s.path.name for s in found if (folder / s.path.name).exists()]
    if taken:
        for path in taken:
            streams.say("listbuilder: " + _("{path} exists; nothing was copied (move it away, "
                                            "or copy into another folder)", path=path))
        return ExitStatus.USAGE
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for sample in found:
            target = folder / sample.path.name
            create_new(target, sample.path.read_bytes())
            streams.print(target)
    except OSError as exc:
        where = exc.filename or folder
        streams.say("listbuilder: " + _("cannot write {path}: {reason}", path=where,
                                        reason=exc.strerror or exc))
        return ExitStatus.USAGE
    return ExitStatus.OK
