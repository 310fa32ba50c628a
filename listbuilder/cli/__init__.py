"""The command line: `main()` runs one command (`run.py`); each command is a module of
`commands/`, its arguments declared in `definition.py`; what they share: the exit codes
(`status.py`), the streams a command reads and writes (`streams.py`, `terminal.py`), the
findings' formats (`findings.py`) and the `--lang` option (`language.py`)."""

from listbuilder.cli.run import main

__all__ = ["main"]
