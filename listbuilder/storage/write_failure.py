"""Why a file could not be written, said as a sentence a player can act on.

Every writer goes through `atomic.write_atomic`, so a failure leaves the old file or none; what
is left to say is why. The system's own words ("[Errno 28] No space left on device") follow ours
in parentheses: they are what a search engine or a system administrator recognises.
"""

from __future__ import annotations

import errno

from listbuilder.core.exit_status import CommandError
from listbuilder.i18n import N_, _
from listbuilder.storage.atomic import ReadOnlyFile
from listbuilder.storage.regular_files import NotRegularFile

# The causes a player can do something about; any other error is "the system refused".
_REASONS = {
    errno.EACCES: N_("listbuilder may not create files in that folder (it is read-only, or "
                     "belongs to someone else)"),
    errno.EPERM: N_("listbuilder may not create files in that folder (it is read-only, or "
                    "belongs to someone else)"),
    errno.EROFS: N_("the disk is read-only"),
    errno.ENOSPC: N_("the disk is full; free some space and try again"),
    getattr(errno, "EDQUOT", -1): N_("your disk quota is used up; free some space and try again"),
    errno.EFBIG: N_("the file would be larger than the size limit set for this program or "
                    "disk"),
    errno.ENOENT: N_("its folder does not exist"),
    errno.ENOTDIR: N_("a part of the path is a file, not a folder"),
    errno.EISDIR: N_("it is a folder"),
    errno.ENAMETOOLONG: N_("the name is too long for the disk"),
    errno.EIO: N_("the disk reported an error while writing"),
}


def why_not_written(exc: OSError) -> str:
    """Our reason, then the system's: 'the disk is full; … (No space left on device)'."""
    if isinstance(exc, ReadOnlyFile):
        return _("the file is read-only; make it writable, or save under another name")
    if isinstance(exc, NotRegularFile):  # never replaced by a file: see atomic.write_atomic
        return _("it is a folder") if exc.folder else _(
            "it is a device, a pipe or a socket, not a file; give the name of a file")
    reason = _REASONS.get(exc.errno) if exc.errno is not None else None
    ours = _(reason) if reason else _("the system refused to write it")
    return f"{ours} ({exc.strerror or exc})"


def cannot_write(path: object, exc: OSError) -> str:
    """The whole sentence for the command line: 'cannot write PATH: why'."""
    return _("cannot write {path}: {reason}", path=path, reason=why_not_written(exc))


class NotWritten(CommandError):
    """A file a command could not write, said as `cannot_write` says it (exit 2)."""

    def __init__(self, path: object, exc: OSError) -> None:
        super().__init__(cannot_write(path, exc))
