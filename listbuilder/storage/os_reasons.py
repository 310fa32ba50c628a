"""Why the operating system refused a file, in the reader's language.

The system's own words ("Permission denied", or the same in the system's language) are kept
after ours, so nothing it said is lost and a search for them still finds help.
"""

from __future__ import annotations

import errno

from listbuilder.core.messages import Phrase
from listbuilder.i18n import N_

#: The operating system's reasons people meet most, in our words (errno → N_() phrase).
_OS_REASONS = {errno.ENOENT: N_("there is no such file or folder"),
               errno.EACCES: N_("you lack the permission for it"),
               errno.EPERM: N_("you lack the permission for it"),
               errno.EISDIR: N_("it is a folder, not a file"),
               errno.ENOTDIR: N_("a part of its path is a file, not a folder"),
               errno.ENAMETOOLONG: N_("its name is too long"),
               errno.ENOSPC: N_("the disk is full"),
               errno.EROFS: N_("the disk is read-only")}


def os_reason(exc: OSError) -> Phrase:
    """Why the system refused a file, in the reader's language, the system's own words after
    it (they stay as the system gives them: English or the system's language)."""
    said = str(exc.strerror or exc)
    ours = _OS_REASONS.get(exc.errno or 0)
    if ours is None:
        return Phrase(N_("the system says: {error}"), error=said)
    return Phrase(N_("{reason} (the system says: {error})"), reason=Phrase(ours), error=said)
