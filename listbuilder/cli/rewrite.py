"""What `upgrade` and `stamp` share: write one rewritten file and say what changed."""

from __future__ import annotations

from listbuilder.cli.streams import Streams
from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.exit_status import ExitStatus
from listbuilder.storage import messages
from listbuilder.storage.atomic import write_atomic
from listbuilder.storage.upgrade import Rewrite
from listbuilder.storage.write_failure import cannot_write


def report(path: str, result: Rewrite, check: bool, streams: Streams) -> ExitStatus:
    """Write one file and print its outcome; its exit code (2: the file cannot be read or
    written)."""
    for problem in result.problems:
        text = (problem.render(path, for_people=True) if isinstance(problem, Diagnostic)
                else f"{path}: {problem}")
        streams.say(text)
    if result.problems:
        unreadable = any(isinstance(p, Diagnostic) and p.code == messages.FILE_UNREADABLE.code
                         for p in result.problems)
        return ExitStatus.USAGE if unreadable else ExitStatus.FINDINGS
    if result.text is not None and not check:
        try:  # said only once written: a change that failed to land was never made
            write_atomic(path, result.text)
        except OSError as exc:
            streams.say(f"listbuilder: {cannot_write(path, exc)}")
            return ExitStatus.USAGE
    for change in result.changes:
        streams.print(f"{path}: {change}")
    return ExitStatus.OK
