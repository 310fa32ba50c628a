"""Benchmark: the first export from the command line, whole process, against the export floor,
in the same run.

For each document (cards, roster, base chart) of a 10-unit Basic Impetus army, times
`python -m listbuilder export DOC ARMY -o OUT` and the floor, each as a fresh process, the
kinds alternating so a busy machine slows them alike, and prints the medians of RUNS with
their ratio. The floor (FLOOR) is a minimal reportlab script writing the same number of pages
(one line of text a page in the same embedded font, `invariant=1`) that first pays what any
exporter validating its input with pydantic pays before its own code: `import pydantic.main,
yaml` and parsing the army file and its list file with PyYAML's C loader. Goal: the export
≤ 1.5× the floor. The bare minimal script is printed too, for reference.
Nothing is kept between exports: every run loads the army, as a first export does.
The package is byte-compiled first, as an install does: otherwise, with
PYTHONDONTWRITEBYTECODE set (as on the shared machine), every run would recompile it.
The CPU ratio (user + system time of the child processes) is printed too: on a busy machine
it moves far less from run to run than wall time.
With `--parts`, it also prints where an export's time goes: CPU ms of each step (interpreter,
imports, loading the army, fonts, drawing), the least of RUNS runs in fresh processes.
Asserts nothing; not a test. Run: `.venv/bin/python bench/bench_export.py [--parts]`.
"""

from __future__ import annotations

import compileall
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 5
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
MINIMAL = """import sys
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
pdfmetrics.registerFont(TTFont("DejaVuSans", sys.argv[3]))
canvas = Canvas(sys.argv[1], invariant=1)
for n in range(int(sys.argv[2])):
    canvas.setFont("DejaVuSans", 10)
    canvas.drawString(72, 720, f"Page {n + 1}")
    canvas.showPage()
canvas.save()
"""
#: The minimal script, after importing pydantic and PyYAML and parsing the army and its list
#: (argv[4:]) with the C loader: the floor of an exporter that validates with pydantic.
FLOOR = """import sys
import pydantic.main, yaml
for path in sys.argv[4:]:
    with open(path, "rb") as file:
        yaml.load(file, Loader=yaml.CSafeLoader)
""" + MINIMAL


# Each step of `export DOC ARMY` as the command line runs it, timed in one process (CPU).
START = """import os, sys, time
start = time.process_time()
marks = []
def mark(name):
    marks.append((name, time.process_time()))
doc, army, lists, out, root = sys.argv[1:6]
sys.path.insert(0, root)  # this checkout's package, as `python -m listbuilder` from it
from pathlib import Path
import listbuilder.cli
mark("command line (argparse, i18n, diagnostics)")
"""
DRAWING = """import reportlab.pdfgen.canvas
mark("reportlab's canvas (the minimal script's too)")
module = {"cards": "cards_sheet", "bases": "bases_chart", "roster": "roster"}[doc]
__import__("listbuilder.export." + module)
mark("the document's modules")
from listbuilder.export.fonts import register_fonts
register_fonts()
mark("the two fonts")
if code:
    from listbuilder.export.qr import qr_code
    qr_code(code)
mark("QR code (roster only)")
from listbuilder.export.pdf import ExportOptions, write_pdf
write_pdf(doc, view, source, out, ExportOptions(share_code=code))
mark("layout, drawing, writing")
"""
END = """previous = start
for name, at in marks:
    print(f"{(at - previous) * 1000:.2f}\\t{name}")
    previous = at
"""
PARTS = START + """import yaml, pydantic.main
mark("pydantic and PyYAML")
import pydantic.fields
mark("pydantic's fields and types (any model with a field imports them)")
from listbuilder.storage.open_army import open_army
mark("storage and core modules")
view, diagnostics, loaded = open_army(Path(army), [Path(lists)])
source = loaded.system
mark("loading the army (its system's modules, models, validation)")
from listbuilder.cli.commands.export import _share_code
code = _share_code(loaded, [lists]) if doc == "roster" else None
mark("share code (roster only)")
""" + DRAWING + END


def ten_unit_army(folder: Path) -> Path:
    """The French list with five skirmisher units: ten units."""
    text = FRENCH_LIST.read_text(encoding="utf-8")
    text = text.replace("id: bi/french-1150-1330", "id: bench/ten-units")
    text = text.replace("type: S\n    count: 3", "type: S\n    count: 5")
    lists = folder / "lists"
    lists.mkdir()
    (lists / "list.yaml").write_text(text, encoding="utf-8")
    weapons = ", ".join(f"skirmishers-{n}: {{weapon: crossbow-b}}" for n in range(1, 6))
    army = folder / "ten.army.yaml"
    army.write_text(ARMY % weapons, encoding="utf-8")
    return army


def timed(cmd: list[str]) -> tuple[float, float]:
    """Wall and CPU time of one run of `cmd`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def medians(*cmds: list[str]) -> list[tuple[float, float]]:
    """Median wall and CPU time of each command, RUNS of each, the commands alternating."""
    runs = [[timed(cmd) for cmd in cmds] for _ in range(RUNS)]
    return [(statistics.median(run[i][0] for run in runs),
             statistics.median(run[i][1] for run in runs)) for i in range(len(cmds))]


def parts(py: str, folder: Path, army: Path, doc: str) -> None:
    """CPU ms of each step of one export, the least of RUNS fresh processes."""
    script = folder / "parts.py"
    script.write_text(PARTS, encoding="utf-8")
    cmd = [py, str(script), doc, str(army), str(folder / "lists"), str(folder / "parts.pdf"),
           str(ROOT)]
    least: dict[str, float] = {}
    for _ in range(RUNS):
        out = subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True, text=True).stdout
        for line in out.splitlines():
            ms, name = line.split("\t")
            least[name] = min(least.get(name, float("inf")), float(ms))
    _wall, bare = timed([py, "-c", "pass"])
    print(f"  {doc}: {bare * 1000:6.1f} ms  interpreter start (python -c pass)")
    for name, ms in least.items():
        print(f"  {doc}: {ms:6.1f} ms  {name}")


GOAL = 1.5


def main() -> None:
    py = sys.executable
    font = ROOT / "resources" / "fonts" / "DejaVuSans.ttf"
    compileall.compile_dir(ROOT / "listbuilder", quiet=1)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        army = ten_unit_army(folder)
        minimal = folder / "minimal.py"
        minimal.write_text(MINIMAL, encoding="utf-8")
        floor = folder / "floor.py"
        floor.write_text(FLOOR, encoding="utf-8")
        print(f"median of {RUNS} runs each, whole process, 10-unit army, A4; "
              f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
        print("floor: a minimal reportlab script + importing pydantic and PyYAML, parsing the"
              f" army and its list (C loader); goal: export ≤ {GOAL}× the floor")
        print(f"{'document':<9}{'pages':>6}{'export ms':>11}{'floor ms':>10}{'minimal ms':>12}"
              f"{'export/floor':>14}{'cpu':>7}")
        for doc in ("cards", "roster", "bases"):
            out = folder / f"{doc}.pdf"
            cmd = [py, "-m", "listbuilder", "export", doc, str(army), "-o", str(out),
                   "--lists", str(folder / "lists")]
            pages = int(subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True, text=True
                                       ).stdout.rsplit(", ", 1)[1].split()[0])
            floor_cmd = [py, str(floor), str(folder / "floor.pdf"), str(pages), str(font),
                         str(army), str(folder / "lists" / "list.yaml")]
            minimal_cmd = [py, str(minimal), str(folder / "min.pdf"), str(pages), str(font)]
            (spent, spent_cpu), (base, base_cpu), (least, _cpu) = medians(
                cmd, floor_cmd, minimal_cmd)
            ratio = spent / base
            flag = "" if ratio <= GOAL else f"  (over the {GOAL}× goal)"
            print(f"{doc:<9}{pages:>6}{spent * 1000:>11.1f}{base * 1000:>10.1f}"
                  f"{least * 1000:>12.1f}{ratio:>13.2f}×{spent_cpu / base_cpu:>6.2f}×{flag}")
        if "--parts" in sys.argv[1:]:
            print(f"where the time goes (CPU ms, least of {RUNS} runs; -X importtime for more):")
            for doc in ("cards", "roster", "bases"):
                parts(py, folder, army, doc)


if __name__ == "__main__":
    main()
