"""Benchmark: what a command costs before it does any work, whole processes, against a bare
Python measured in the same run.

Times `listbuilder --help`, `validate --help`, `export --help` and `listbuilder validate` of
an empty folder (the start every CI run pays), each as a fresh process: CPU time (user + system)
of the child, the median of RUNS, every command and the floor (`python -c pass`) alternating
so a machine busy for a while slows all alike. With `--gui`, `gui --screenshot` of the sample
army too (the editor's start, offscreen).

Given several source trees (`bench/bench_cli_start.py TREE TREE…`), runs each command from
each tree in turn, interleaved, so two versions of the code (before and after a change, or
with and without one speed device) are compared in one run on one machine. Prints figures;
asserts nothing. Run: `make bench` or `.venv/bin/python bench/bench_cli_start.py`.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 15
SAMPLE = ROOT / "resources" / "samples" / "bi-french.army.yaml"


def cpu_ms(cmd: list[str], env: dict[str, str], cwd: Path) -> float:
    """CPU milliseconds (user + system) of one run of `cmd` in `cwd` (not a source tree: the
    current folder comes first on `sys.path`, before the tree PYTHONPATH names)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, check=False, timeout=300)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return 1000 * (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)


def operations(empty: Path, out: Path, gui: bool) -> dict[str, list[str]]:
    found = {"--help": ["--help"], "validate --help": ["validate", "--help"],
             "export --help": ["export", "--help"], "validate EMPTY": ["validate", str(empty)]}
    if gui:
        found["gui --screenshot"] = ["gui", "--screenshot", str(out), str(SAMPLE)]
    return found


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("trees", nargs="*", type=Path, default=[ROOT])
    options.add_argument("--runs", type=int, default=RUNS)
    options.add_argument("--gui", action="store_true", help="time the editor's start too")
    given = options.parse_args()
    py = sys.executable
    base = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LISTBUILDER_LANG": "en"}
    with tempfile.TemporaryDirectory() as tmp:
        ops = operations(Path(tmp), Path(tmp) / "window.png", given.gui)
        cmds = {("floor", "python -c pass"): ([py, "-c", "pass"], base)}
        for tree in given.trees:
            env = {**base, "PYTHONPATH": str(tree.resolve())}
            for name, argv in ops.items():
                cmds[(str(tree), name)] = ([py, "-m", "listbuilder", *argv], env)
        times: dict[tuple[str, str], list[float]] = {key: [] for key in cmds}
        for _ in range(given.runs):
            for key, (cmd, env) in cmds.items():
                times[key].append(cpu_ms(cmd, env, Path(tmp)))
    floor = statistics.median(times[("floor", "python -c pass")])
    print(f"CPU ms, median of {given.runs} fresh processes; floor (python -c pass): "
          f"{floor:.0f} ms")
    print(f"{'tree':<40} {'command':<18} {'ms':>6} {'× floor':>8}")
    for (tree, name), runs in times.items():
        if tree != "floor":
            median = statistics.median(runs)
            print(f"{tree[-40:]:<40} {name:<18} {median:>6.0f} {median / floor:>8.1f}")


if __name__ == "__main__":
    main()
