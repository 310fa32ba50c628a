"""Benchmark: peak memory of what reads a big list folder, each in a fresh process.

The corpus is bench_validate_memory.py's (synthetic list files, one in five broken, one army
in ten), 12,000 files by default. Each of these runs in its own interpreter and reports its
peak resident memory (ru_maxrss), its wall and CPU time:

- `validate DIR` (the comparison: it checks every file and keeps only the findings);
- `lists --lists DIR` (every list loaded once, its row kept);
- the editor (offscreen) with DIR among its list folders: started without an army, the steps
  queued after its first paint run and the window painted again, as a player sees it;
- the same editor after a word is typed in the list browser's search box (the one thing that
  reads every list: their units, weapons and rules are what it searches).
Each also runs on a folder of 10 files: the difference is what the folder's size costs.

Asserts nothing; not a test. Run: `.venv/bin/python bench/bench_lists_memory.py [N]`.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.bench_validate_memory import build_corpus  # noqa: E402

FILES = 12_000
FLOOR = 10  # files: what each run costs before the folder's size counts
CLOCK = """
import resource, sys, time
t0, c0 = time.perf_counter(), time.process_time()
"""
REPORT = """
peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(peak_kib, time.perf_counter() - t0, time.process_time() - c0, said)
"""
VALIDATE = CLOCK + """
from pathlib import Path
from listbuilder.cli.validate_paths import validate_paths
report = validate_paths([Path(sys.argv[1])])
said = f"{report.files_checked} files, {len(report.findings)} findings"
""" + REPORT
LISTS = CLOCK + """
from pathlib import Path
from listbuilder.cli.commands.lists import seen_lists
seen, failed, cut = seen_lists([Path(sys.argv[1])])
said = f"{len(seen)} lists, {len(failed)} failed"
""" + REPORT
EDITOR = CLOCK + """
from listbuilder.app.startup.main import application, start_window
from listbuilder.app.files.list_folders import set_list_folders
from PySide6.QtCore import QCoreApplication, QEvent
app = application()
set_list_folders([sys.argv[1]])
w = start_window(None, paint_first=True)
w.resize(1280, 800)
w.grab()
w.run_after_paint()  # what the first paint queued: the lists
for _ in range(3):
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
w.grab()
w.run_after_paint()  # and what that queued
app.processEvents()
if sys.argv[2] == "search":
    w.browser.search.setText("unit")  # every list's units, weapons and rules
    app.processEvents()
    w.grab()
said = f"{w.browser.model.rowCount()} rows, {w.browser.proxy.rowCount()} shown"
""" + REPORT


def run(code: str, *args: str) -> tuple[float, float, float, str]:
    """Peak MiB, wall and CPU seconds, and what the run says it did."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "LISTBUILDER_CONFIG_DIR": tempfile.mkdtemp(prefix="lb-bench-")}
    out = subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, env=env, check=True,
                         capture_output=True, text=True).stdout.strip().splitlines()[-1]
    peak_kib, wall, cpu, said = out.split(maxsplit=3)
    return int(peak_kib) / 1024, float(wall), float(cpu), said


RUNS = (("validate DIR", VALIDATE, ()),
        ("lists --lists DIR", LISTS, ()),
        ("editor with DIR, started", EDITOR, ("start",)),
        ("editor with DIR, a word searched", EDITOR, ("search",)))


def main() -> None:
    files = int(sys.argv[1]) if len(sys.argv) > 1 else FILES
    with tempfile.TemporaryDirectory() as small, tempfile.TemporaryDirectory() as big:
        build_corpus(Path(small), FLOOR)
        build_corpus(Path(big), files)
        print(f"a folder of {files} files: peak resident memory, wall and CPU time (fresh "
              f"process each), and the memory over the same run on {FLOOR} files")
        for label, code, args in RUNS:
            floor, *_ = run(code, small, *args)
            peak, wall, cpu, said = run(code, big, *args)
            print(f"  {label:<34}: peak {peak:7.1f} MiB ({peak - floor:+7.1f}), {wall:6.1f} s, "
                  f"cpu {cpu:6.1f} s ({said})")


if __name__ == "__main__":
    main()
