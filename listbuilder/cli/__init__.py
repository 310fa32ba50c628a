"""The command line: `main()` runs one command (`run.py`); each command is a module of
`commands/`, its arguments declared in `definition.py`; what they share: the streams a
command reads and writes (`streams.py`, `terminal.py`), the findings' formats
(`findings.py`) and the `--lang` option (`language.py`). The exit codes are
`core/exit_status.py`'s, shared with the editor."""

from listbuilder.cli.run import main

__all__ = ["main"]
