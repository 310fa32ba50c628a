"""`listbuilder samples [--copy DIR]`: the sample armies an installed copy carries.

An installed user has no `resources/samples/` folder to look in: the data sits inside the
package (`storage/bundled.py`). `samples` names the sample armies and copies them out, so a
player starts from one without hunting for site-packages.

The copies are written all at once or not at all (`storage/file_set.py`), never over a file
that holds something else: a copy killed half-way leaves no copy, and the next one succeeds.

Exit codes as elsewhere: 0 done; 2 a usage error (a sample that would replace an existing
file, an unwritable folder).
"""

from __future__ import annotations

import argparse
import os
from dataclasses import dataclass
from pathlib import Path

from listbuilder.cli.definition import Parser
from listbuilder.cli.streams import Streams
from listbuilder.cli.terminal import table
from listbuilder.core.exit_status import CommandError, ExitStatus
from listbuilder.i18n import _
from listbuilder.i18n.words import term
from listbuilder.storage.bundled import samples_dir
from listbuilder.storage.file_set import holds, write_files
from listbuilder.storage.loading import LoadedArmy, load_file
from listbuilder.storage.write_failure import NotWritten


def arguments(p: Parser) -> None:
    p.add_argument("--copy", metavar="DIR",
                   help=_("copy every sample army into DIR (never replaces a file)"))


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
    """Every sample into `folder`, all or none; none if any would replace a file there that
    holds something else (checked first, and again as each is placed)."""
    files = [(s.path.name, s.path.read_bytes()) for s in found]
    taken = [folder / name for name, data in files
             if os.path.lexists(folder / name) and not holds(folder / name, data)]
    for path in taken:
        streams.say("listbuilder: " + _("{path} exists; nothing was copied (move it away, or "
                                        "copy into another folder)", path=path))
    if taken:
        return ExitStatus.USAGE
    try:
        written = write_files(folder, files)
    except FileExistsError as exc:  # made by another program since we looked
        raise CommandError(_("{path} exists; nothing was copied (move it away, or copy into "
                             "another folder)", path=exc.filename)) from exc
    except OSError as exc:
        raise NotWritten(exc.filename or folder, exc) from exc
    for path in written:
        streams.print(path)
    return ExitStatus.OK
