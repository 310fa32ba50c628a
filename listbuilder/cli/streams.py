"""A command's input and output, and what the terminal they go to can do.

Made once by `main()` and handed to the command: commands print through it, never through
`sys.stdout`, so a caller (a test, a script) can run one with its own streams and the
process's are never swapped.
"""

from __future__ import annotations

import os
import shutil
import sys
from dataclasses import dataclass, field
from typing import BinaryIO, TextIO

from listbuilder.cli.terminal import SafeStream


@dataclass
class Streams:
    stdin: BinaryIO | None  # None where the process has none (a windowed app)
    stdout: TextIO
    stderr: TextIO
    #: Whether standard output is a terminal that takes colour (not a pipe; NO_COLOR unset).
    colour: bool = False
    #: Standard output's width in columns (80 where it is not a terminal).
    width: int = 80
    #: Whether an internal error is said with its traceback (`--traceback`).
    traceback: bool = False
    #: Every line written, made safe to print (see `terminal.py`).
    out: SafeStream = field(init=False, repr=False)
    err: SafeStream = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.out, self.err = SafeStream(self.stdout), SafeStream(self.stderr)

    @classmethod
    def of_process(cls) -> Streams:
        """The process's own streams (as they are now: pytest's capture replaces them)."""
        tty = _isatty(sys.stdout)
        return cls(stdin=sys.stdin.buffer if sys.stdin is not None else None,
                   stdout=sys.stdout, stderr=sys.stderr,
                   colour=tty and "NO_COLOR" not in os.environ
                   and os.environ.get("TERM") != "dumb",
                   width=shutil.get_terminal_size().columns)

    @property
    def encoding(self) -> str:
        """How standard output encodes text ("utf-8", "cp1252", ...)."""
        return getattr(self.stdout, "encoding", None) or "utf-8"

    def print(self, *texts: object, sep: str = " ") -> None:
        """One line on standard output."""
        self.out.write(sep.join(map(str, texts)) + "\n")

    def say(self, *texts: object, sep: str = " ") -> None:
        """One line on standard error."""
        self.err.write(sep.join(map(str, texts)) + "\n")


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # a closed or stand-in stream
        return False
