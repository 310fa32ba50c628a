"""`listbuilder lists`: every army list the program sees.

An installed user has no `army_lists/` folder to look in: the data sits inside the package
(`storage/bundled.py`). `lists` names every list the program sees, the player's own folders
(those added in the editor, and `--lists`) before the bundled ones, as the editor and
`validate` read them.

Exit codes as elsewhere: 0 done; 1 a list file that cannot be loaded (the others are still
listed).
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from listbuilder import i18n
from listbuilder.cli.definition import Parser, add_format_option, add_lists_option
from listbuilder.cli.streams import Streams
from listbuilder.cli.terminal import table
from listbuilder.core.exit_status import ExitStatus
from listbuilder.i18n import _, ngettext
from listbuilder.i18n.words import list_word, term
from listbuilder.storage.bundled import lists_dir
from listbuilder.storage.list_catalog import Catalog


@dataclass(frozen=True)
class Seen:
    """One list as `lists` prints it."""

    id: str
    name: str
    system: str
    game: str  # the system's name, in English (the text output translates it)
    path: str
    bundled: bool
    replaces: str | None = None  # the bundled file a player's list of this id shadows

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "system": self.system, "game": self.game,
                "path": self.path, "bundled": self.bundled, "replaces": self.replaces}


def player_folders() -> list[Path]:
    """The list folders the player added in the editor (its settings), when Qt is there to
    read them; without Qt the editor cannot have run here, so there are none."""
    try:
        # deferred: Qt, only where it is installed (`lists` works without it)
        from listbuilder.app.files.list_folders import list_folders
    except ImportError:  # no PySide6 (a CI job's environment), or its libraries missing
        return []
    return [Path(f) for f in list_folders() if Path(f).is_dir()]


def seen_lists(extra: list[Path]
               ) -> tuple[list[Seen], list[tuple[str, str]], list[tuple[str, str]]]:
    """Every list: (those loaded, in id order; (path, why) for each file that failed; (folder,
    why) for each folder too large to search to its end, FOLDER-CUT-SHORT).

    Each list is loaded once to know that it loads, and only its row is kept: a folder of
    thousands of lists costs their rows, as `validate` costs their findings."""
    folders = [*extra, *player_folders()]
    catalog = Catalog.scan(folders, bundled=lists_dir())
    catalog.lend_words(folders, catalog.rows)
    seen = [Seen(loaded.model.id, loaded.model.name, loaded.model.system, loaded.system.name,
                 loaded.path, catalog.rows[loaded.model.id].bundled,
                 catalog.shadowed.get(loaded.model.id))
            for loaded in catalog.load_all(keep=False)]
    seen.sort(key=lambda s: s.id)
    failed = [(f.path, f.diagnostics[0].text() if f.diagnostics else "")
              for f in catalog.failed]
    failed += [(crash.path, crash.render()) for crash in catalog.crashed]
    cut = [((d.span.file if d.span else None) or "", d.text()) for d in catalog.walk_findings]
    return seen, failed, cut


def arguments(p: Parser) -> None:
    add_lists_option(p, _("extra folder of army lists (the editor's list folders are read "
                          "too)"))
    add_format_option(p)


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    language = i18n.SOURCE_LANGUAGE if args.format == "json" else i18n.current()
    with i18n.speaking(language):  # machine output is English, as every --format json
        seen, failed, cut = seen_lists([Path(p) for p in args.lists])
    if args.format == "json":
        streams.print(json.dumps(
            {"lists": [s.to_json() for s in seen],
             "failed": [{"path": p, "problem": why} for p, why in failed],
             "cut_short": [{"path": p, "problem": why} for p, why in cut]},
            indent=2, ensure_ascii=False))
    else:
        streams.print(_lists_table(seen))
        for path, why in cut + failed:
            streams.say(f"{path}: {why}")
        if failed:
            streams.say(ngettext("{n} list file cannot be loaded: `listbuilder validate FILE` "
                                 "says why and where", "{n} list files cannot be loaded: "
                                 "`listbuilder validate FILE` says why and where", len(failed)))
    return ExitStatus.FINDINGS if failed or cut else ExitStatus.OK


def _lists_table(seen: list[Seen]) -> str:
    rows = [(s.id, term(s.game), list_word(s.name),
             s.path + (" " + _("(replaces the bundled {path})", path=s.replaces)
                       if s.replaces else ""))
            for s in seen]
    bundled = sum(s.bundled for s in seen)
    summary = ngettext("{n} list: {bundled} bundled, {own} from your folders",
                       "{n} lists: {bundled} bundled, {own} from your folders", len(seen),
                       bundled=bundled, own=len(seen) - bundled)
    return table((_("ID"), _("Game"), _("Name"), _("File")), rows) + "\n" + summary
