"""Create a file that must not exist yet, whole or not at all.

`write_atomic` replaces what is there; copying the samples out must never do that, even when
another program creates a file of the same name between our check and our write. The content
is written whole by `write_atomic` under a temp name (named as `atomic`'s, so stale-temp
clean-up knows it), then hard-linked to its name: the link fails if the name exists, and
readers see the whole file or none. Where a file system has no hard links (FAT, some network
shares), a check and a rename do the same but for that race.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
from pathlib import Path

from listbuilder.storage.atomic import TEMP_MARK, write_atomic


def create_new(path: str | Path, data: bytes) -> None:
    """Write `data` to the new file `path`; FileExistsError if it exists."""
    target = Path(path)
    tmp = target.parent / f".{target.name}{TEMP_MARK}{os.getpid()}-{secrets.token_hex(4)}.tmp"
    try:
        write_atomic(tmp, data)  # whole and fsynced under a name no one else uses
        try:
            os.link(tmp, target)
        except FileExistsError:
            raise
        except OSError as exc:  # no hard links here: check, then rename
            if exc.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV):
                raise
            if os.path.lexists(target):
                raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST),
                                      str(target)) from None
            os.replace(tmp, target)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
