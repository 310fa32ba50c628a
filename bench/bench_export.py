"""Benchmark: printing a 10-unit army against a minimal reportlab document, in one run.

For each document (cards, roster, base chart) of a 10-unit Basic Impetus army, times the
export and a minimal reportlab document with the same page count (one line of text a page in
the same embedded font, `invariant=1`), and prints both with their ratio. The goal is the
export within 5× of the minimal document. Asserts nothing; not a test.
Run: `.venv/bin/python bench/bench_export.py`.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from reportlab.pdfgen.canvas import Canvas  # noqa: E402

from listbuilder.export.bases_chart import write_bases  # noqa: E402
from listbuilder.export.cards_sheet import write_cards  # noqa: E402
from listbuilder.export.fonts import REGULAR, register_fonts  # noqa: E402
from listbuilder.export.roster import write_roster  # noqa: E402
from listbuilder.storage.validate_paths import open_army  # noqa: E402

RUNS = 20
FRENCH_LIST = ROOT / "army_lists" / "basic_impetus" / "french-1150-1330.yaml"
ARMY = """kind: army
format: 1
system: basic-impetus
list: bench/ten-units
name: Ten units
scale: 28mm
general: knights-1
units: {%s}
groups:
  - units: [knights-1, knights-2, knights-3]
"""


def ten_unit_army(folder: Path):
    """The French list with five skirmisher units: ten units."""
    text = FRENCH_LIST.read_text(encoding="utf-8")
    text = text.replace("id: bi/french-1150-1330", "id: bench/ten-units")
    text = text.replace("type: S\n    count: 3", "type: S\n    count: 5")
    (folder / "list.yaml").write_text(text, encoding="utf-8")
    weapons = ", ".join(f"skirmishers-{n}: {{weapon: crossbow-b}}" for n in range(1, 6))
    army = folder / "ten.army.yaml"
    army.write_text(ARMY % weapons, encoding="utf-8")
    view, diagnostics, loaded = open_army(army, [folder])
    assert view is not None and len(view.units) == 10, diagnostics
    return view, loaded


def minimal(out: Path, pages: int) -> int:
    canvas = Canvas(str(out), invariant=1)
    for n in range(pages):
        canvas.setFont(REGULAR, 10)
        canvas.drawString(72, 720, f"Page {n + 1}")
        canvas.showPage()
    canvas.save()
    return pages


def best_of(func, *args, **kwargs) -> tuple[float, int]:
    times, result = [], 0
    for _ in range(RUNS):
        start = time.perf_counter()
        result = func(*args, **kwargs)
        times.append(time.perf_counter() - start)
    return min(times), result


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        view, loaded = ten_unit_army(folder)
        system, stamp = loaded.system, loaded.model.list_stamp
        start = time.perf_counter()
        register_fonts()
        spent_ms = (time.perf_counter() - start) * 1000
        print(f"font registration (once per process): {spent_ms:.1f} ms")
        jobs = {
            "cards": lambda out: write_cards(view, system, out),
            "roster": lambda out: write_roster(view, system, out, list_stamp=stamp),
            "bases": lambda out: write_bases(view, system, out),
        }
        print(f"best of {RUNS} runs, 10-unit army, A4")
        print(f"{'document':<10}{'pages':>6}{'export ms':>12}{'minimal ms':>12}{'ratio':>8}")
        for name, job in jobs.items():
            job(folder / "warm.pdf")
            spent, pages = best_of(job, folder / f"{name}.pdf")
            base, _ = best_of(minimal, folder / f"{name}-min.pdf", pages)
            ratio = spent / base
            flag = "" if ratio <= 5 else "  (over the 5× goal)"
            print(f"{name:<10}{pages:>6}{spent * 1000:>12.1f}{base * 1000:>12.1f}"
                  f"{ratio:>7.1f}×{flag}")


if __name__ == "__main__":
    main()
