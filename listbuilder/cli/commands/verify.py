"""`listbuilder verify SEAL ARMY`: whether an army file is the one a printed roster was
sealed from (core/seal.py), and what differs where that can be told.

Exit codes: 0 the seal matches; 1 it does not (or the army cannot be built, so has no seal);
2 a usage error (not a seal, no such file).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from listbuilder.cli.findings import shown_path
from listbuilder.cli.streams import Streams
from listbuilder.core.exit_status import ExitStatus
from listbuilder.core.seal import Match, Seal, compare, symbols_apart
from listbuilder.core.stamp import accepted_stamps, data_stamp
from listbuilder.i18n import _, ngettext
from listbuilder.storage.loading import LoadedArmy
from listbuilder.storage.open_army import open_army
from listbuilder.storage.share_army import army_list_of

EXAMPLE = "K7QX-M3TP-9HRC"
#: Symbols a seal may differ in and still be said to be perhaps misread.
MISREAD = 2


def run(args: argparse.Namespace, streams: Streams) -> ExitStatus:
    given = Seal.parse(args.seal)
    if given is None:
        streams.say("listbuilder: " + _(
            "'{seal}' is not a seal: a seal is twelve letters and digits, such as {example} "
            "(it never holds 0, 1, I, L, O or U).", seal=args.seal, example=EXAMPLE))
        return ExitStatus.USAGE
    lists = [Path(p) for p in args.lists]
    view, diagnostics, loaded = open_army(Path(args.army), lists)
    where = shown_path(args.army)
    if loaded is None:
        streams.say(f"listbuilder: {args.army}: {diagnostics[0].text()}")
        return ExitStatus.USAGE
    now = Seal.parse(view.seal) if view is not None else None
    if view is None or now is None or not isinstance(loaded, LoadedArmy):
        for d in diagnostics:
            streams.say(d.render(where, for_people=True))
        streams.print(f"{where}: " + _("no seal: the army cannot be built, so no roster of "
                                       "it was printed"))
        return ExitStatus.FINDINGS
    match = compare(given, now)
    if match is Match.SAME:
        streams.print(f"{where}: " + _("the seal {seal} matches: this is the army sealed, "
                                       "checked against the same list data", seal=given))
        return ExitStatus.OK
    streams.print(f"{where}: " + _("the seal {seal} does not match; this army's seal is "
                                   "{now}", seal=given, now=now))
    if (apart := symbols_apart(given, now)) <= MISREAD:
        streams.print("  " + ngettext(
            "The two differ in {n} symbol only: check the seal was read and typed right.",
            "The two differ in {n} symbols only: check the seal was read and typed right.",
            apart))
    if match is Match.LIST_VERSION:
        army_list = army_list_of(loaded, lists)
        stamp = data_stamp(army_list) if army_list is not None else "?"
        streams.print("  " + _("The army is the same, but it is checked against other data of "
                               "its list '{list}' (now {stamp}), or its recorded stamp changed "
                               "since it was sealed.", list=view.list_id, stamp=stamp))
    else:
        streams.print("  " + _("What the roster says about the army differs: another army, "
                               "or this one changed since it was sealed (units, choices, "
                               "names, notes or findings). Compare the printed roster with "
                               "`listbuilder export roster`."))
        if _list_changed(loaded, lists):
            streams.print("  " + _("Its list has changed since the army was stamped, which "
                                   "may be what changed it."))
    return ExitStatus.FINDINGS


def _list_changed(loaded: LoadedArmy, lists: list[Path]) -> bool:
    army_list = army_list_of(loaded, lists)
    stamp = loaded.model.list_stamp
    return army_list is not None and stamp is not None and stamp not in accepted_stamps(
        army_list)
