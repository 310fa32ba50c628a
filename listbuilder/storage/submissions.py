"""The armies submitted to an event, however they came: army files, folders of them, and text
files of share codes, one a line, optionally after the player's name ("Anna Kowalska: LB1.…").

Each gives `Submission`s one at a time (500 armies are never all in memory): the army as
loaded (a `FailedLoad` for a file or a code that holds none, with why) and where it came from.
In a folder, list and event files are left out: organisers keep them beside the armies.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from listbuilder.core import event_messages
from listbuilder.core.diagnostics import Span
from listbuilder.core.ranges import HEADER_TEXT_MAX
from listbuilder.core.text_safety import cleaned
from listbuilder.i18n import _
from listbuilder.storage.event_file import is_event
from listbuilder.storage.folder_walk import YAML_SUFFIXES, every_yaml
from listbuilder.storage.loading import (
    ARMY_LIST,
    FailedLoad,
    Loaded,
    LoadedList,
    load_file,
    load_text,
    read_bounded,
)
from listbuilder.storage.share import ShareCodeError
from listbuilder.storage.share_army import army_yaml
from listbuilder.storage.yaml_source import decode

#: More submissions than any event has; a file of a million lines stops here, said.
MAX_SUBMISSIONS = 5_000
#: A line that starts a YAML mapping's `kind:`: the file is an army, whatever its name.
_KIND_LINE = re.compile(r"^kind\s*:", re.MULTILINE)


@dataclass(frozen=True)
class Submission:
    #: Where it came from, as the table shows it: a path, or "codes.txt:3" for a code.
    source: str
    loaded: Loaded
    #: The player as the code's line names them ("" where it does not).
    player: str = ""
    #: The share code it was read from, where it was, and its line in the codes' file:
    #: where the army's findings are said to be (the army's own file is never written).
    code: str | None = None
    span: Span | None = None

    @property
    def name(self) -> str:
        """The player as a last resort: the file's name without its suffixes."""
        if self.code is not None:
            return self.source
        return Path(self.source).name.split(".")[0] or self.source


def submissions(paths: Sequence[Path], problems: list[str]) -> Iterator[Submission]:
    """Every submission under `paths`, in the order given (a folder's in sorted order), at
    most `MAX_SUBMISSIONS`; a folder that cannot be listed, or submissions left out past the
    limit, are added to `problems`."""
    for count, submission in enumerate(_every(paths, problems), 1):
        if count > MAX_SUBMISSIONS:
            problems.append(_("more than {n} submissions: the rest are not checked",
                              n=MAX_SUBMISSIONS))
            return
        yield submission


def _every(paths: Sequence[Path], problems: list[str]) -> Iterator[Submission]:
    for path in paths:
        if path.is_dir():
            for found in every_yaml(path, problems):
                loaded = load_file(found)
                if not _kept_beside(loaded):
                    yield Submission(str(found), loaded)
        elif path.suffix.lower() in YAML_SUFFIXES or not path.is_file():
            yield Submission(str(path), load_file(path))  # a missing file says why
        else:
            yield from _file(path)


def _kept_beside(loaded: Loaded) -> bool:
    """A list or an event file among the armies of a folder."""
    if isinstance(loaded, LoadedList):
        return True
    if not isinstance(loaded, FailedLoad):
        return False
    if loaded.header is not None:
        return loaded.header.kind == ARMY_LIST
    return loaded.parsed is not None and is_event(loaded.parsed.data)


def _file(path: Path) -> Iterator[Submission]:
    """A text file of share codes; or an army file that has another suffix."""
    raw, unread = read_bounded(path)
    text, undecoded = decode(raw, str(path)) if raw is not None else (None, unread)
    if text is None:
        yield Submission(str(path), FailedLoad(str(path), undecoded))
    elif _KIND_LINE.search(text):
        yield Submission(str(path), load_text(text, str(path)))
    else:
        yield from code_lines(text, str(path))


def code_lines(text: str, path: str) -> Iterator[Submission]:
    """A submission for each line holding a code: "CODE" or "Player name: CODE"; blank lines
    and lines starting with '#' are left out."""
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        player, colon, code = stripped.rpartition(":")
        if not colon:
            player, code = "", stripped
        player = cleaned(player, one_line=True)[0].strip()[:HEADER_TEXT_MAX]
        yield _from_code(code.strip(), f"{path}:{number}", player,
                         Span(path, number, line.find(code.strip()) + 1))


def _from_code(code: str, source: str, player: str, where: Span) -> Submission:
    try:
        text = army_yaml(code)
    except ShareCodeError as exc:
        problem = event_messages.EVENT_CODE_UNREADABLE(reason=exc.phrase).at(where)
        return Submission(source, FailedLoad(source, [problem]), player, code, where)
    return Submission(source, load_text(text, source), player, code, where)
