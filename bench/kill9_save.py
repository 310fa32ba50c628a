"""Kill -9 a saving process at random moments; the file must always be whole.

Each round starts a child process that saves one file over and over with `write_atomic`
(version k, k+1, … each a few hundred KB to 2 MB, every byte determined by its number), waits
a random moment and kills it with SIGKILL. Then it checks:
  - the file holds exactly one complete version: the one before the child started, or one
    the child wrote (never a mix, a truncation or nothing);
  - after the next save (by this process), no temp file of ours is left in the folder.
Prints the counts; exits 1 if any check failed. Asserts nothing about time.

Run: `.venv/bin/python bench/kill9_save.py [--kills 1000]` (about 2–4 minutes for 1,000).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from listbuilder.storage.atomic import temp_files, write_atomic  # noqa: E402

MIN_SIZE, MAX_SIZE = 200_000, 2_000_000

CHILD = """
import sys
sys.path.insert(0, sys.argv[1])
from bench.kill9_save import version
from listbuilder.storage.atomic import write_atomic
target, number = sys.argv[2], int(sys.argv[3])
print("ready", flush=True)
while True:
    write_atomic(target, version(number))
    number += 1
"""


def version(number: int) -> bytes:
    """The full content of version `number`: header, a size and filler fixed by the number."""
    size = MIN_SIZE + (number * 7919) % (MAX_SIZE - MIN_SIZE)
    line = hashlib.sha256(str(number).encode()).hexdigest().encode() + b"\n"
    body = (line * (size // len(line) + 1))[:size]
    return b"version %d\n" % number + body + b"end %d\n" % number


def version_of(data: bytes) -> int | None:
    """The number of the complete version `data` is, or None if it is not one."""
    head = data.split(b"\n", 1)[0]
    if not head.startswith(b"version "):
        return None
    try:
        number = int(head[8:])
    except ValueError:
        return None
    return number if data == version(number) else None


@dataclass
class Figures:
    kills: int = 0
    kept_old: int = 0
    got_new: int = 0
    temps_left_by_kill: int = 0
    broken: list[str] = field(default_factory=list)
    temps_after_next_save: int = 0


def one_round(folder: Path, target: Path, number: int, rng: random.Random,
              figures: Figures) -> int:
    """Kill one saving child; check the file; save again; check no temp survives."""
    old = version_of(target.read_bytes())
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(ROOT), str(target), str(number)],
                             stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    child.stdout.readline()  # "ready": the imports are done, saving starts now
    time.sleep(rng.uniform(0, 0.15))
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    child.stdout.close()
    figures.kills += 1
    found = version_of(target.read_bytes())
    if found is None or (found != old and found < number):
        figures.broken.append(f"round {figures.kills}: file holds no complete version "
                              f"(old {old}, child from {number})")
    elif found == old:
        figures.kept_old += 1
    else:
        figures.got_new += 1
    figures.temps_left_by_kill += len(temp_files(folder))
    following = max(number, (found or 0)) + 1_000
    write_atomic(target, version(following))
    left = temp_files(folder)
    extra = [p for p in folder.iterdir() if p != target]
    figures.temps_after_next_save += len(left)
    if left or extra or version_of(target.read_bytes()) != following:
        figures.broken.append(f"round {figures.kills}: after the next save: {extra}")
    return following + 1


def campaign(kills: int, folder: Path, seed: int = 1) -> Figures:
    rng = random.Random(seed)
    target = folder / "army.yaml"
    write_atomic(target, version(0))
    figures, number = Figures(), 1
    for _ in range(kills):
        number = one_round(folder, target, number, rng, figures)
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="kill9-") as folder:
        figures = campaign(args.kills, Path(folder), args.seed)
    print(f"kills:                          {figures.kills}")
    print(f"file kept the old version:      {figures.kept_old}")
    print(f"file held a new version:        {figures.got_new}")
    print(f"broken or mixed files:          {len(figures.broken)}")
    print(f"temp files left by the kills:   {figures.temps_left_by_kill}")
    print(f"temp files after the next save: {figures.temps_after_next_save}")
    print(f"time:                           {time.perf_counter() - started:.0f} s")
    for problem in figures.broken[:20]:
        print("  " + problem)
    return 1 if figures.broken or figures.temps_after_next_save else 0


if __name__ == "__main__":
    sys.exit(main())
