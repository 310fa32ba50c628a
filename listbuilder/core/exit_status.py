"""The exit codes of the command line and of the editor started from it, declared once (as
httpie's `ExitStatus`). In `core` because both `cli/` and `app/` return them.

Every command returns one; `--help` prints their meaning (`definition.EXIT_CODES`).
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
