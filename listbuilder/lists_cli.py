"""`listbuilder lists` and `listbuilder samples [--copy DIR]`: what an installed copy carries.

An installed user has no `army_lists/` or `resources/samples/` folder to look in: the data
sits inside the package (`listbuilder.bundled`). `lists` names every list the program sees,
the player's own folders (those added in the editor, and `--lists`) before the bundled ones,
as the editor and `validate` read them; `samples` names the sample armies and copies them
out, so a player starts from one without hunting for site-packages.

Exit codes as elsewhere: 0 done; 1 a list file that cannot be loaded (the others are still
listed); 2 a usage error (a sample that would replace an existing file, an unwritable folder).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from listbuilder import i18n
from listbuilder.i18n import N_, _, ngettext

EXIT_OK, EXIT_FINDINGS, EXIT_USAGE = 0, 1, 2


def add_lists_parsers(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "lists", help=N_("name every army list the program sees: id, name, game, file"))
    p.add_argument("--lists", action="append", default=[], metavar="DIR",
                   help=N_("extra folder of army lists (the editor's list folders are read "
                           "too)"))
    p.add_argument("--format", choices=("text", "json"), default="text",
                   help=N_("text for people, json for tools"))
    p.set_defaults(handler=run_lists)
    p = subparsers.add_parser(
        "samples", help=N_("name the sample armies that come with listbuilder, or copy them"))
    p.add_argument("--copy", metavar="DIR",
                   help=N_("copy every sample army into DIR (never replaces a file)"))
    p.set_defaults(handler=run_samples)


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
        from listbuilder.app.files.list_folders import list_folders
    except ImportError:  # no PySide6 (a CI job's environment), or its libraries missing
        return []
    return [Path(f) for f in list_folders() if Path(f).is_dir()]


def seen_lists(extra: list[Path]
               ) -> tuple[list[Seen], list[tuple[str, str]], list[tuple[str, str]]]:
    """Every list: (those loaded, in id order; (path, why) for each file that failed; (folder,
    why) for each folder too large to search to its end, FOLDER-CUT-SHORT)."""
    from listbuilder.bundled import lists_dir
    from listbuilder.storage.catalog import Catalog

    bundled = lists_dir().resolve()
    catalog = Catalog.from_paths([*extra, *player_folders()], bundled=lists_dir())
    seen = [Seen(entry.model.id, entry.model.name, entry.model.system, entry.system.name,
                 entry.path, Path(entry.path).resolve().is_relative_to(bundled),
                 catalog.shadowed.get(list_id))
            for list_id, entry in sorted(catalog.entries.items())]
    failed = [(f.path, f.diagnostics[0].text() if f.diagnostics else "")
              for f in catalog.failed]
    failed += [(crash.path, crash.render()) for crash in catalog.crashed]
    cut = [((d.span.file if d.span else None) or "", d.text()) for d in catalog.walk_findings]
    return seen, failed, cut


def run_lists(args: argparse.Namespace) -> int:
    language = i18n.SOURCE_LANGUAGE if args.format == "json" else i18n.current()
    with i18n.speaking(language):  # machine output is English, as every --format json
        seen, failed, cut = seen_lists([Path(p) for p in args.lists])
    if args.format == "json":
        print(json.dumps({"lists": [s.to_json() for s in seen],
                          "failed": [{"path": p, "problem": why} for p, why in failed],
                          "cut_short": [{"path": p, "problem": why} for p, why in cut]},
                         indent=2, ensure_ascii=False))
    else:
        print(_lists_table(seen))
        for path, why in cut + failed:
            print(f"{path}: {why}", file=sys.stderr)
        if failed:
            print(ngettext("{n} list file cannot be loaded: `listbuilder validate FILE` says "
                           "why and where", "{n} list files cannot be loaded: `listbuilder "
                           "validate FILE` says why and where", len(failed)), file=sys.stderr)
    return EXIT_FINDINGS if failed or cut else EXIT_OK


def _lists_table(seen: list[Seen]) -> str:
    from listbuilder.i18n.terms import list_word, term

    rows = [(s.id, term(s.game), list_word(s.name),
             s.path + (" " + _("(replaces the bundled {path})", path=s.replaces)
                       if s.replaces else ""))
            for s in seen]
    bundled = sum(s.bundled for s in seen)
    summary = ngettext("{n} list: {bundled} bundled, {own} from your folders",
                       "{n} lists: {bundled} bundled, {own} from your folders", len(seen),
                       bundled=bundled, own=len(seen) - bundled)
    return _table((_("ID"), _("Game"), _("Name"), _("File")), rows) + "\n" + summary


def _table(header: tuple[str, ...], rows: Sequence[tuple[str, ...]]) -> str:
    """Columns padded to their widest cell; the last one is left as it is."""
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header) - 1)]
    return "\n".join("  ".join([*(cell.ljust(w) for cell, w in zip(r, widths, strict=False)),
                                r[-1]]) for r in [header, *rows])


@dataclass(frozen=True)
class Sample:
    path: Path
    name: str  # the army's own name
    game: str
    list_id: str


def samples() -> list[Sample]:
    """The bundled sample armies, by file name."""
    from listbuilder.bundled import samples_dir
    from listbuilder.storage.loading import LoadedArmy, load_file

    found = []
    for path in sorted(samples_dir().glob("*.army.yaml")):
        loaded = load_file(path)
        if isinstance(loaded, LoadedArmy):  # a bundled sample always is (tests/test_samples)
            found.append(Sample(path, loaded.model.name, loaded.system.name,
                                loaded.model.list))
    return found


def run_samples(args: argparse.Namespace) -> int:
    from listbuilder.i18n.terms import term

    found = samples()
    if args.copy:
        return _copy(found, Path(args.copy))
    rows = [(s.path.name, term(s.game), s.name) for s in found]
    print(_table((_("File"), _("Game"), _("Army")), rows))
    folder = found[0].path.parent if found else ""
    print(_("in {folder}; `listbuilder samples --copy DIR` copies them for you to edit",
            folder=folder))
    return EXIT_OK


def _copy(found: list[Sample], folder: Path) -> int:
    """Every sample into `folder`, each written whole or not at all; none if any would
    replace a file there (checked first, and again by each write)."""
    from listbuilder.storage.create_new import create_new

    taken = [folder / s.path.name for s in found if (folder / s.path.name).exists()]
    if taken:
        for path in taken:
            print("listbuilder: " + _("{path} exists; nothing was copied (move it away, or copy "
                                      "into another folder)", path=path), file=sys.stderr)
        return EXIT_USAGE
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for sample in found:
            target = folder / sample.path.name
            create_new(target, sample.path.read_bytes())
            print(target)
    except OSError as exc:
        where = exc.filename or folder
        print("listbuilder: " + _("cannot write {path}: {reason}", path=where,
                                  reason=exc.strerror or exc), file=sys.stderr)
        return EXIT_USAGE
    return EXIT_OK
