"""Benchmark: peak memory of `validate` on 1,000 and 10,000 files, each in a fresh process.

The corpus is the synthetic list files of bench_validate.py (one in five broken) plus one
army in ten, built on a bundled list. Each size runs in its own interpreter, which reports
its peak resident memory (ru_maxrss); a 10-file run gives the floor (the interpreter, the
imports, the bundled lists). The goal is memory nearly flat in the number of files. Asserts
nothing; not a test.
Run: `make bench` or `.venv/bin/python bench/bench_validate_memory.py`.
"""

from __future__ import annotations

import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.bench_validate import BREAKAGE, make_list  # noqa: E402

SIZES = (10, 1_000, 10_000)
ARMY = (ROOT / "resources" / "samples" / "bi-french.army.yaml").read_text(encoding="utf-8")
MEASURE = """
import resource, sys
from pathlib import Path
from listbuilder.cli.validate_paths import validate_paths
report = validate_paths([Path(sys.argv[1])])
peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(report.files_checked, len(report.findings), peak_kib)
"""


def build_corpus(folder: Path, n: int) -> None:
    rnd = random.Random(1)
    for i in range(n):
        if i % 10 == 9:
            (folder / f"army-{i:05d}.army.yaml").write_text(ARMY, encoding="utf-8")
            continue
        text = make_list(i, rnd)
        if i % 5 == 0:
            text = BREAKAGE[(i // 5) % len(BREAKAGE)](text)
        (folder / f"list-{i:05d}.yaml").write_text(text, encoding="utf-8")


def measure(n: int) -> tuple[int, int, float, float]:
    with tempfile.TemporaryDirectory() as tmp:
        build_corpus(Path(tmp), n)
        start = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", MEASURE, tmp], cwd=ROOT, check=True,
                             capture_output=True, text=True).stdout.split()
        seconds = time.perf_counter() - start
    files, findings, peak_kib = (int(x) for x in out)
    return files, findings, peak_kib / 1024, seconds


def main() -> None:
    floor = None
    print("validate: peak resident memory by number of files (fresh process each)")
    for n in SIZES:
        files, findings, peak_mib, seconds = measure(n)
        floor = floor if floor is not None else peak_mib
        print(f"  {files:6d} files ({findings:5d} findings): peak {peak_mib:6.1f} MiB "
              f"({peak_mib - floor:+6.1f} MiB over 10 files), {seconds:5.1f} s")


if __name__ == "__main__":
    main()
