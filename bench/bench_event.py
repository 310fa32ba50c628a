"""Benchmark: `event check` on 100 and 500 submissions, each size in a fresh process.

The submissions are armies of every bundled Basic Impetus sample, renamed so that each is its
own army (and seal), one in ten of them as a line of a share-code file, a few broken, all
against the sample event. Each size runs the real command in its own interpreter, which
reports its wall time, processor time and peak resident memory (ru_maxrss); a 10-army run
gives the floor (the interpreter, the imports, the bundled lists). The goal: 500 armies in
well under a minute, memory nearly flat in their number. Asserts nothing; not a test.
Run: `make bench` or `.venv/bin/python bench/bench_event.py`.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SAMPLES = ROOT / "resources" / "samples"
EVENT = SAMPLES / "spring-clash.event.yaml"
ARMIES = [SAMPLES / name for name in ("bi-french.army.yaml", "bi-scots.army.yaml",
                                      "bi-illegal.army.yaml")]
SIZES = (10, 100, 500)
MEASURE = """
import io, json, resource, sys, time
from listbuilder.cli import main
from listbuilder.cli.streams import Streams
out = io.StringIO()
wall, cpu = time.perf_counter(), time.process_time()
code = main(["event", "check", *sys.argv[1:], "--format", "json"],
            Streams(None, out, io.StringIO()))
wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
rows = json.loads(out.getvalue())["submissions"]
peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(code, len(rows), sum(r["legal"] for r in rows), wall, cpu, peak_kib)
"""


def build(folder: Path, n: int) -> Path:
    """`n` submissions under `folder`: army files, and every tenth a line of codes.txt."""
    from listbuilder.storage.loading import load_text
    from listbuilder.storage.share_army import share_code

    armies = folder / "armies"
    armies.mkdir()
    codes = []
    for i in range(n):
        text = ARMIES[i % len(ARMIES)].read_text(encoding="utf-8")
        text = text.replace("\nname: ", f"\nname: Army {i:04d} ", 1)
        if i % 50 == 49:
            text = text.replace("units:", "units: [", 1)  # broken: unreadable
        if i % 10 == 9 and i % 50 != 49:
            codes.append(f"Player {i}: {share_code(load_text(text, 'army.yaml'))}")
        else:
            (armies / f"player-{i:04d}.army.yaml").write_text(text, encoding="utf-8")
    (folder / "codes.txt").write_text("\n".join(codes) + "\n", encoding="utf-8")
    return folder


def measure(n: int) -> list[str]:
    with tempfile.TemporaryDirectory() as tmp:
        folder = build(Path(tmp), n)
        return subprocess.run(
            [sys.executable, "-c", MEASURE, str(EVENT), str(folder / "armies"),
             str(folder / "codes.txt")], cwd=ROOT, check=True, capture_output=True,
            text=True).stdout.split()


def main() -> None:
    floor = None
    print("event check: time and peak resident memory by number of submissions "
          "(fresh process each)")
    for n in SIZES:
        code, rows, legal, wall, cpu, peak_kib = measure(n)
        peak = int(peak_kib) / 1024
        floor = floor if floor is not None else peak
        print(f"  {int(rows):4d} submissions ({int(legal):3d} legal, exit {code}): "
              f"{float(wall):5.1f} s ({float(cpu):5.1f} s of CPU, "
              f"{1000 * float(cpu) / int(rows):4.1f} ms each), peak {peak:6.1f} MiB "
              f"({peak - floor:+5.1f} MiB over {SIZES[0]})")


if __name__ == "__main__":
    main()
