"""The exit codes of the command line and of the editor started from it, declared once (as
httpie's `ExitStatus`). In `core` because both `cli/` and `app/` return them.

Every command returns one, or raises a `CommandError` carrying one; `--help` prints their
meaning (`cli/definition.py`).
"""

from __future__ import annotations

from enum import IntEnum


class ExitStatus(IntEnum):
    #: No errors (with --strict: no warnings either).
    OK = 0
    #: A file has errors (or warnings with --strict), or the army cannot be built or loaded.
    FINDINGS = 1
    #: A usage error, or a path, file or folder that cannot be read or written.
    USAGE = 2
    #: A bug in listbuilder: one line, the other files still checked.
    INTERNAL = 3


class CommandError(Exception):
    """What stops a command for a reason its user can act on, carrying the exit status the
    command ends with (as borg's `helpers/errors.py`): raised where the reason is known, said
    as one line `listbuilder: MESSAGE` by `cli/run.py`, the one place errors become exit
    statuses. A bug is any other exception: exit 3, `PATH: internal error …`.

    The message is in the reader's language already (`_()` where it is raised).
    """

    exit_status = ExitStatus.USAGE

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
