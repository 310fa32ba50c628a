"""Help texts several commands' arguments share, so each is written (and translated) once."""

from __future__ import annotations

from listbuilder.i18n import N_

ARMY_HELP = N_("an army file (kind: army)")
ARMY_FILES_HELP = N_("army files (kind: army)")
LISTS_HELP = N_("extra folder of army lists")
