"""Benchmark: exporting from the command line, whole process, against a minimal reportlab
script writing the same number of pages, in the same run.

For each document (cards, roster, base chart) of a 10-unit Basic Impetus army, times
`python -m listbuilder export DOC ARMY -o OUT` and `python minimal.py OUT PAGES` (one line of
text a page in the same embedded font, `invariant=1`), each as a fresh process, the two
alternating so a busy machine slows both alike, and prints the medians of RUNS with their
ratio. The goal is the export within 2× of the minimal script.
Two rows a document: "first" is an export with an empty cache folder (a fresh one each run:
the army is loaded, printed, and its prepared export stored), "again" one with the entry
there (printed from the cache: no YAML, pydantic or rule system; storage/export_cache.py).
The package is byte-compiled first, as an install does: otherwise, with
PYTHONDONTWRITEBYTECODE set (as on the shared machine), every run would recompile it.
The CPU ratio (user + system time of the child processes) is printed too: on a busy machine
it moves far less from run to run than wall time.
The minimal script embeds the same font file the export does (resources/fonts/DejaVuSans.ttf,
a subset of DejaVu since issue 12: the full font took 2-3 times as long to read, for both).
With `--parts`, it also prints where an export's time goes: CPU ms of each step (interpreter,
imports, loading the army, fonts, drawing, storing the entry; for "again": the key, reading
the entry, fonts, drawing), the least of RUNS runs in fresh processes.
A third row, "floor", is the minimal script plus what any exporter that validates its input
with pydantic pays before its own code: `import pydantic.main, yaml` and parsing the army
file and its list file with PyYAML's C loader (FLOOR). Its ratio to the minimal script is
how close to 1× an export with pydantic on its path can come: the 2× goal leaves our own
code (models, validation, the view, layout) 2× minus that.
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
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 5
CACHE_ENV = "LISTBUILDER_CACHE_DIR"
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


# Each step of `export DOC ARMY` as the command line runs it, timed in one process (CPU):
# PARTS for a first export (the army loaded, then stored), HIT_PARTS for one from the cache.
START = """import os, sys, time
start = time.process_time()
marks = []
def mark(name):
    marks.append((name, time.process_time()))
doc, army, lists, out, root = sys.argv[1:6]
sys.path.insert(0, root)  # this checkout's package, as `python -m listbuilder` from it
from pathlib import Path
import listbuilder.cli
from listbuilder.pydantic_plugins import disable_plugins
disable_plugins()
mark("command line (argparse, i18n, diagnostics)")
from listbuilder import i18n
from listbuilder.bundled import lists_dir
from listbuilder.storage import export_cache
"""
KEY = """key = export_cache.export_key(Path(army), [Path(lists)], lists_dir(), i18n.current())
mark("the cache key (code stamp, list files)")
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
    from listbuilder.export.qr import qr_block
    qr_block(code)
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
from listbuilder.storage.validate_paths import open_army
mark("storage and core modules")
view, diagnostics, loaded = open_army(Path(army), [Path(lists)])
source = loaded.system
mark("loading the army (its system's modules, models, validation)")
from listbuilder.export.cli import _share_code
code = _share_code(loaded, [lists]) if doc == "roster" else None
mark("share code (roster only)")
""" + DRAWING + KEY + """export_cache.store(key, lambda: export_cache.prepare(
    view, loaded.system, breaks_rules=False, language=i18n.current(),
    list_stamp=loaded.model.list_stamp, notes=loaded.model.notes,
    share_code=code or _share_code(loaded, [lists])))
mark("preparing and storing the cache entry")
""" + END
HIT_PARTS = START + KEY + """source = export_cache.load(key)
assert source is not None and "pydantic" not in sys.modules
view, code = source.view, source.share_code if doc == "roster" else None
mark("reading the entry (unpickling the view, cards, bases)")
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


def timed(cmd: list[str], cache: Path | None = None) -> tuple[float, float]:
    """Wall and CPU time of one run of `cmd`, with `cache` as its export cache folder."""
    env = {**os.environ, **({CACHE_ENV: str(cache)} if cache else {})}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def medians(export: Callable[[], tuple[float, float]], baseline: list[str]
            ) -> tuple[float, float, float, float]:
    """Median wall and CPU time of `export()` and of `baseline`, RUNS of each, alternating."""
    runs = [(export(), timed(baseline)) for _ in range(RUNS)]
    return (statistics.median(r[0][0] for r in runs), statistics.median(r[0][1] for r in runs),
            statistics.median(r[1][0] for r in runs), statistics.median(r[1][1] for r in runs))


def parts(py: str, folder: Path, army: Path, doc: str, script_text: str, cache: Path,
          title: str) -> None:
    """CPU ms of each step of one export, the least of RUNS fresh processes."""
    script = folder / "parts.py"
    script.write_text(script_text, encoding="utf-8")
    cmd = [py, str(script), doc, str(army), str(folder / "lists"), str(folder / "parts.pdf"),
           str(ROOT)]
    least: dict[str, float] = {}
    for _ in range(RUNS):
        fresh = cache if script_text is HIT_PARTS else Path(tempfile.mkdtemp(dir=folder))
        out = subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True, text=True,
                             env={**os.environ, CACHE_ENV: str(fresh)}).stdout
        for line in out.splitlines():
            ms, name = line.split("\t")
            least[name] = min(least.get(name, float("inf")), float(ms))
    _wall, bare = timed([py, "-c", "pass"])
    print(f"  {doc} {title}: {bare * 1000:6.1f} ms  interpreter start (python -c pass)")
    for name, ms in least.items():
        print(f"  {doc} {title}: {ms:6.1f} ms  {name}")


def row(doc: str, title: str, pages: int, measured: tuple[float, float, float, float]) -> None:
    spent, spent_cpu, base, base_cpu = measured
    ratio = spent / base
    flag = "" if ratio <= 2 or title == "floor" else "  (over the 2× goal)"
    print(f"{doc:<8}{title:<7}{pages:>6}{spent * 1000:>12.1f}{base * 1000:>12.1f}"
          f"{ratio:>7.1f}×{spent_cpu / base_cpu:>10.1f}×{flag}")


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
        warm = folder / "warm-cache"
        print(f"median of {RUNS} runs each, whole process, 10-unit army, A4; "
              f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; goal ≤ 2×")
        print("first: an empty cache (loads the army, stores the entry); again: from the cache;"
              "\nfloor: the minimal script + importing pydantic and PyYAML, parsing the army"
              " and its list (C loader)")
        print(f"{'document':<15}{'pages':>6}{'export ms':>12}{'minimal ms':>12}{'ratio':>8}"
              f"{'cpu ratio':>11}")
        cpu_ms: dict[str, tuple[float, float]] = {}
        for doc in ("cards", "roster", "bases"):
            out = folder / f"{doc}.pdf"
            cmd = [py, "-m", "listbuilder", "export", doc, str(army), "-o", str(out),
                   "--lists", str(folder / "lists")]
            pages = int(subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True, text=True,
                                       env={**os.environ, CACHE_ENV: str(warm)}
                                       ).stdout.rsplit(", ", 1)[1].split()[0])
            baseline = [py, str(minimal), str(folder / "min.pdf"), str(pages), str(font)]
            first = medians(lambda c=cmd: timed(c, Path(tempfile.mkdtemp(dir=folder))), baseline)
            row(doc, "first", pages, first)
            again = medians(lambda c=cmd: timed(c, warm), baseline)
            row(doc, "again", pages, again)
            floor_cmd = [py, str(floor), str(folder / "floor.pdf"), str(pages), str(font),
                         str(army), str(folder / "lists" / "list.yaml")]
            least = medians(lambda c=floor_cmd: timed(c), baseline)
            row(doc, "floor", pages, least)
            cpu_ms[doc] = (first[1] * 1000, again[1] * 1000, least[1] * 1000, again[3] * 1000)
        print("CPU ms (median), first / again / floor / minimal: " + ", ".join(
            f"{doc} {a:.0f} / {b:.0f} / {f:.0f} / {c:.0f}"
            for doc, (a, b, f, c) in cpu_ms.items()))
        if "--parts" in sys.argv[1:]:
            print(f"where the time goes (CPU ms, least of {RUNS} runs; -X importtime for more):")
            for doc in cpu_ms:
                parts(py, folder, army, doc, PARTS, warm, "first")
                parts(py, folder, army, doc, HIT_PARTS, warm, "again")


if __name__ == "__main__":
    main()
