"""Every finding about events, declared once: the event file itself (`EVENT-FILE-…`), each
rule an event adds to an army (`EVENT-…`, one code per rule) and a submission that cannot be
read (`EVENT-CODE-…`). `explain` and docs/codes.md read them here.
"""

from __future__ import annotations

from listbuilder.core.diagnostics import Severity
from listbuilder.core.messages import Message, declared
from listbuilder.i18n import N_

ERROR, WARNING, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

# --- the event file ------------------------------------------------------------------------

EVENT_FILE_NOT_EVENT = Message(
    "EVENT-FILE-NOT-EVENT", ERROR,
    N_("'kind' {what}: an event file says 'kind: event'. Give the event file first, then the "
       "armies: listbuilder event check EVENT.yaml ARMY…"),
    N_("`event check` and `event pack` read the event file first, then every army submitted. "
       "An event file starts with 'kind: event', 'format: 1' and the event's 'name' and "
       "'system' (see the README, 'Running an event')."))
EVENT_FILE_NO_POINTS = Message(
    "EVENT-FILE-NO-POINTS", ERROR,
    N_("{system} armies are not priced in points, so 'points' cannot limit them; remove it "
       "(limit the army's size with 'units')."),
    N_("'points' is the most an army may cost, in the rule systems that price units (USB, "
       "the skirmish rules, Szwadron). Basic Impetus armies have no points; its lists fix "
       "their size. Remove 'points', or set 'units'."))
EVENT_FILE_UNKNOWN_SCALE = Message(
    "EVENT-FILE-UNKNOWN-SCALE", ERROR,
    N_("'{scale}' is not a figure scale of {system}; its scales: {scales}.{hint}"),
    N_("'scale' is the figure scale the event is played at, written as the army files write "
       "it (28mm, 15mm …). Write one of the system's scales."))
EVENT_FILE_EMPTY_RANGE = Message(
    "EVENT-FILE-EMPTY-RANGE", ERROR,
    N_("'{key}' allows nothing: its lowest ({low}) is above its highest ({high})."),
    N_("A range's first bound ('from', 'min') is its lowest, the second ('to', 'max') its "
       "highest. Swap them."))
EVENT_FILE_VERSION_NOT_ALLOWED = Message(
    "EVENT-FILE-VERSION-NOT-ALLOWED", WARNING,
    N_("'list_versions' names list '{list}', which 'lists' does not allow: its versions are "
       "never used."),
    N_("'list_versions' gives, for a list the event allows, the stamps of its data that count "
       "as current. This list is not allowed, so no army of it is accepted anyway. Fix the "
       "list's id, or add it to 'lists'."))
EVENT_FILE_NO_LIST = Message(
    "EVENT-FILE-NO-LIST", WARNING,
    N_("'{pattern}' matches no army list known here.{hint}"),
    N_("Each entry under 'lists' is a list id, or a pattern of them ('bi/*'). This one names "
       "none of the lists bundled or given with --lists: a typo, or a list the organiser "
       "has not got. Armies of that list are still refused."))

# --- what an event adds to an army ----------------------------------------------------------

EVENT_SYSTEM = Message(
    "EVENT-SYSTEM", ERROR,
    N_("{event} is played with {event_system}; this army is for {system}."),
    N_("An event is for one rule system (its 'system'). Build the army for it."))
EVENT_LIST_NOT_ALLOWED = Message(
    "EVENT-LIST-NOT-ALLOWED", ERROR,
    N_("{event} does not take armies of list '{list}'; it takes: {allowed}."),
    N_("The event names the army lists it takes under 'lists' (ids, or patterns such as "
       "'bi/*'). Choose an army of one of them."))
EVENT_PERIOD = Message(
    "EVENT-PERIOD", ERROR,
    N_("The list's period ({period}) is not one {event} takes: {periods}."),
    N_("The event names the periods it takes under 'periods', matched against the period "
       "the army list gives. Choose an army of a period it takes."))
EVENT_YEARS = Message(
    "EVENT-YEARS", ERROR,
    N_("The list's years ({first} to {last}) are outside {event}'s ({low} to {high})."),
    N_("The event takes armies whose list's years meet its own ('years'): a list of 1150 to "
       "1330 meets 1000 to 1200. The years are read from the list's period, or its name. "
       "Choose an army of those years."))
EVENT_YEARS_UNKNOWN = Message(
    "EVENT-YEARS-UNKNOWN", WARNING,
    N_("The list names no years (in its period or its name), so whether it meets {event}'s "
       "{low} to {high} is not checked; the organiser decides."),
    N_("The event takes armies of certain years, but this list does not say its years, so "
       "listbuilder cannot tell. Ask the organiser; the army is not refused for it."))
EVENT_POINTS_OVER = Message(
    "EVENT-POINTS-OVER", ERROR,
    N_("The army costs {points} points; {event} takes at most {limit}."),
    N_("The event sets the most an army may cost ('points'). Take units or upgrades out "
       "until the army costs no more."))
EVENT_POINTS_GAME_SIZE = Message(
    "EVENT-POINTS-GAME-SIZE", ERROR,
    N_("The army is built for a game of {size} points; {event} is played at {limit}, where "
       "the rules allow less. Build it for {limit} points."),
    N_("What the rules allow an army (heroes, activations, detachments) grows with the "
       "game's size. An army built for a larger game than the event plays may hold what a "
       "game of the event's size does not allow. Set the army's points limit or game size "
       "to the event's."))
EVENT_SIZE = Message(
    "EVENT-SIZE", ERROR,
    N_("The army has {n} unit; {event} takes {allowed}."),
    N_("The event sets how many units an army has ('units': min, max). Add or take out "
       "units."),
    plural=N_("The army has {n} units; {event} takes {allowed}."))
EVENT_WARNINGS_NOT_ALLOWED = Message(
    "EVENT-WARNINGS-NOT-ALLOWED", ERROR,
    N_("{event} takes no army with warnings; this one has {n} warning: {codes}."),
    N_("The organiser takes only armies without warnings ('warnings: false'). Mend what each "
       "warning says (a changed list: check the army, then stamp it)."),
    plural=N_("{event} takes no army with warnings; this one has {n} warnings: {codes}."))
EVENT_SCALE = Message(
    "EVENT-SCALE", ERROR,
    N_("The army is at {scale}; {event} is played at {event_scale}."),
    N_("The event is played at one figure scale ('scale'). Set the army's scale to it (bases "
       "and distances follow it)."))
EVENT_LIST_VERSION = Message(
    "EVENT-LIST-VERSION", ERROR,
    N_("The army was built against data {stamp} of list '{list}'; {event} counts only "
       "{stamps} as current."),
    N_("The organiser fixed which versions of the list count ('list_versions'). Open the "
       "army with the event's version of the list, check it, and save it (or run "
       "'listbuilder stamp ARMY')."))
EVENT_LIST_NOT_STAMPED = Message(
    "EVENT-LIST-NOT-STAMPED", ERROR,
    N_("The army does not record which data of list '{list}' it was built against; {event} "
       "counts only {stamps} as current."),
    N_("The organiser fixed which versions of the list count, and the army records none. "
       "Save the army in the editor or run 'listbuilder stamp ARMY' with the event's version "
       "of the list."))
EVENT_LIST_DATA = Message(
    "EVENT-LIST-DATA", WARNING,
    N_("List '{list}' as read here is data {stamp}, not a version {event} counts "
       "({stamps}); the army is checked against it all the same."),
    N_("The lists read here (bundled, or given with --lists) are not the version the event "
       "fixed, so the checks may differ from the organiser's. Give the event's version of "
       "the list with --lists."))

# --- submissions ----------------------------------------------------------------------------

EVENT_CODE_UNREADABLE = Message(
    "EVENT-CODE-UNREADABLE", ERROR, N_("This share code cannot be read: {reason}"),
    N_("A list of share codes holds one code a line, optionally after the player's name and "
       "a colon ('Anna Kowalska: LB1.…'). Ask the player for the code again (`listbuilder "
       "share ARMY`, or Copy share code in the editor)."))
MESSAGES = declared(globals())
