"""The command line: `main()` runs one command (`run.py`); each command is a module of
`commands/` holding its arguments beside its handler, listed once in `commands/__init__.py`;
the parser (`definition.py`) imports only the one that runs. What they share: the streams a
command reads and writes (`streams.py`, `terminal.py`), the findings' formats
(`findings.py`) and the `--lang` option (`language.py`). The exit codes are
`core/exit_status.py`'s, shared with the editor; errors carry theirs (`CommandError`) to
`run.py`, the one place they are said."""

from listbuilder.cli.run import main

__all__ = ["main"]
