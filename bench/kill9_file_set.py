"""Kill -9 the commands that write several files, at every step of their writing; the set must
never be torn, and the retry must succeed.

Scenarios: `samples --copy` into a new folder and into one that holds other files;
`import-list` into a new folder, and over its own earlier files with `--force`. Each round
runs the command in a child that counts what it does to the target folder (files opened for
writing, renames, links, removals, folders made: Python's audit events) and kills itself with
SIGKILL just before its k-th such step; k goes over every step of a full run (or a sample of
them). Then it checks:
  - every file of the set holds its old content or its new one, whole;
  - the set is the old one or the new one; or it is mixed and the interrupted write's staging
    folder is there for the next run to undo (`storage/file_set.py`): counted apart;
  - the retry (the same command, without the kill) succeeds, after which the folder holds the
    new set exactly, and no staging folder or temp file of ours.
Prints the counts; exits 1 if any check failed. Asserts nothing about time.

Run: `.venv/bin/python bench/kill9_file_set.py [--every N]` (every step: about a minute).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from listbuilder.cli import main  # noqa: E402
from listbuilder.cli.streams import Streams  # noqa: E402
from listbuilder.storage.atomic import TEMP_MARK  # noqa: E402
from listbuilder.storage.file_set import SET_MARK  # noqa: E402

PAGE = ROOT / "tests" / "conformance" / "importer" / "vol19-english" / "page.txt"

CHILD = """
import os, signal, sys
sys.path.insert(0, sys.argv[1])
target, stop = os.path.realpath(sys.argv[2]), int(sys.argv[3])
beside = os.path.join(os.path.dirname(target), "." + os.path.basename(target) + ".~lbset-")
WRITING = os.O_WRONLY | os.O_RDWR | os.O_CREAT
STEPS = {"open", "os.rename", "os.link", "os.remove", "os.mkdir", "os.rmdir"}
steps = 0

def ours(path):
    if not isinstance(path, (str, bytes, os.PathLike)):
        return False
    path = os.path.realpath(os.fsdecode(path))
    return path == target or path.startswith(target + os.sep) or path.startswith(beside)

def hook(event, args):
    global steps
    if event not in STEPS or (event == "open" and not (args[2] or 0) & WRITING):
        return
    if any(ours(a) for a in args[:2]):
        steps += 1
        if steps == stop:
            os.kill(os.getpid(), signal.SIGKILL)

from listbuilder.cli import main
sys.addaudithook(hook)
code = main(sys.argv[4:])
print("steps", steps, file=sys.stderr)
sys.exit(code)
"""


@dataclass
class Scenario:
    name: str
    argv: Callable[[Path], list[str]]  # the command, writing the new set into the folder
    before: Callable[[Path], None]  # makes the folder's old state


@dataclass
class Figures:
    rounds: int = 0
    kills: int = 0
    old_set: int = 0
    new_set: int = 0
    mixed_until_next_run: int = 0
    broken: list[str] = field(default_factory=list)


def _quiet_main(argv: list[str]) -> int:
    streams = Streams(stdin=None, stdout=io.StringIO(), stderr=io.StringIO())
    return main(argv, streams)


def _import(page_name: str, *more: str) -> Callable[[Path], list[str]]:
    return lambda folder: ["--lang", "en", "import-list", str(PAGE), "-o", str(folder),
                           "--page-name", page_name, *more]


def _nothing(folder: Path) -> None:
    pass


def _other_file(folder: Path) -> None:
    folder.mkdir()
    (folder / "notes.txt").write_text("the player's own notes\n", encoding="utf-8")


def _earlier_import(folder: Path) -> None:
    assert _quiet_main(_import("v0")(folder)) in (0, 1)


SCENARIOS = [
    Scenario("samples-new", lambda f: ["samples", "--copy", str(f)], _nothing),
    Scenario("samples-existing", lambda f: ["samples", "--copy", str(f)], _other_file),
    Scenario("import-list-new", _import("v1"), _nothing),
    Scenario("import-list-force", _import("v1", "--force"), _earlier_import),
]


def snapshot(folder: Path) -> dict[str, bytes]:
    """The folder's files by name (not its staging folders)."""
    if not folder.is_dir():
        return {}
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}


def leftovers(folder: Path) -> list[str]:
    """Staging folders and temps of ours in and beside `folder`."""
    places = [folder, folder.parent] if folder.is_dir() else [folder.parent]
    return sorted(p.name for place in places for p in place.iterdir()
                  if SET_MARK in p.name or TEMP_MARK in p.name)


def run_child(scenario: Scenario, folder: Path, stop: int) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "LISTBUILDER_LANG": "en"}
    return subprocess.run([sys.executable, "-c", CHILD, str(ROOT), str(folder), str(stop),
                           *scenario.argv(folder)], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=120)


def expected(scenario: Scenario, work: Path) -> tuple[dict[str, bytes], dict[str, bytes], int]:
    """The old and new sets, and the steps of a full run, from a run that is not killed."""
    folder = work / "reference"
    scenario.before(folder)
    old = snapshot(folder)
    done = run_child(scenario, folder, stop=0)
    assert done.returncode in (0, 1), done.stderr
    steps = int(done.stderr.strip().splitlines()[-1].split()[1])
    new = snapshot(folder)
    shutil.rmtree(folder)
    return old, new, steps


def round_(scenario: Scenario, work: Path, stop: int, old: dict[str, bytes],
           new: dict[str, bytes], figures: Figures) -> None:
    folder = work / f"{scenario.name}-{stop}"
    scenario.before(folder)
    done = run_child(scenario, folder, stop)
    figures.rounds += 1
    killed = done.returncode == -9
    figures.kills += killed
    state = snapshot(folder)
    where = f"{scenario.name} step {stop}"
    for name, data in state.items():
        if data not in (old.get(name), new.get(name)):
            figures.broken.append(f"{where}: {name} is neither its old nor its new content")
    if state == old:
        figures.old_set += 1
    elif state == new:
        figures.new_set += 1
    elif any(SET_MARK in name for name in leftovers(folder)):
        figures.mixed_until_next_run += 1
    else:
        figures.broken.append(f"{where}: a mixed set and nothing to undo it")
    retry = _quiet_main(scenario.argv(folder))
    if retry not in (0, 1):
        figures.broken.append(f"{where}: the retry exited {retry}")
    if snapshot(folder) != new:
        figures.broken.append(f"{where}: after the retry the folder is not the new set")
    if leftovers(folder):
        figures.broken.append(f"{where}: left behind {leftovers(folder)}")
    shutil.rmtree(folder, ignore_errors=True)


def campaign(work: Path, stops: Callable[[int], list[int]] = lambda steps: [*range(1, steps + 1)],
             scenarios: list[Scenario] = SCENARIOS) -> dict[str, Figures]:
    """Each scenario killed before each step `stops(steps of a full run)` names."""
    found = {}
    for scenario in scenarios:
        old, new, steps = expected(scenario, work)
        figures = Figures()
        for stop in stops(steps):
            round_(scenario, work, stop, old, new, figures)
        found[scenario.name] = figures
    return found


def main_() -> int:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--every", type=int, default=1, help="kill at every Nth step only")
    given = options.parse_args()
    with tempfile.TemporaryDirectory() as tmp, contextlib.chdir(tmp):
        results = campaign(Path(tmp), lambda steps: [*range(1, steps + 1, given.every)])
    failed = False
    for name, f in results.items():
        print(f"{name:<18} {f.rounds:>3} kills at each step: {f.kills} killed; old set "
              f"{f.old_set}, new set {f.new_set}, mixed until the next run "
              f"{f.mixed_until_next_run}; broken {len(f.broken)}")
        for problem in f.broken:
            print("  BROKEN", problem)
        failed = failed or bool(f.broken)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main_())
