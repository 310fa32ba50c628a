"""Benchmark: checking list files against plain YAML loading of the same files, in one run.

Builds a synthetic corpus of 1,000 list files (most valid, some broken in different ways),
then times, per file:
  - PyYAML's libyaml safe load alone (the floor the goal is stated against: ≤ 1.2×),
  - ruamel.yaml round-trip load alone (for reference),
  - listbuilder's full check in-process (parse with marks, schema, list checks, located
    findings).
Also times re-validating a 10-unit army after one edit. Prints figures and ratios; asserts
nothing. Run: `make bench` or `.venv/bin/python bench/bench_validate.py`.
"""

from __future__ import annotations

import contextlib
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402
from ruamel.yaml import YAML  # noqa: E402

from listbuilder.core.path_edits import set_at  # noqa: E402
from listbuilder.storage.checking import check_list  # noqa: E402
from listbuilder.storage.list_catalog import bundled_catalog  # noqa: E402
from listbuilder.storage.loading import load_file  # noqa: E402

GOAL = 1.2
TYPES = ["CP", "CM", "CL", "FP", "FL", "T", "S"]
WEAPONS = ["short-bow-b", "crossbow-a", "javelin", "sling", "composite-bow-b"]
BREAKAGE = [
    lambda t: t.replace("VBU: 4", "VBU: four", 1),
    lambda t: t.replace("name:", "nmae:", 1),
    lambda t: t.replace("type: FP", "type: FX", 1),
    lambda t: t.replace("    M:", "   M:", 1),
    lambda t: t.replace("vdt:", "vdt: 99\n    vdt:", 1),
]


def make_list(i: int, rnd: random.Random) -> str:
    rows = []
    vdt = 0
    for r in range(rnd.randint(4, 7)):
        t = rnd.choice(TYPES)
        count = rnd.randint(1, 2)
        vd = rnd.randint(1, 3)
        vdt += vd * count
        weapon = f"    weapon: {rnd.choice(WEAPONS)}\n" if t in ("T", "S", "CL") else ""
        rows.append(
            f"  # row {r}\n  - id: row-{r}\n    name: Unit {r} of army {i}\n    type: {t}\n"
            f"    count: {count}\n    general: {'true' if r == 0 else 'false'}\n"
            f"    M: {rnd.randint(5, 12)}\n    VBU: 4\n    I: {rnd.randint(0, 4)}\n"
            f"    VD: {vd}\n{weapon}")
    return (
        f"# Synthetic list {i}\nkind: army-list\nformat: 1\nsystem: basic-impetus\n"
        f"id: bench/list-{i}\nname: Synthetic army {i}\nperiod: 1000–1100 AD\n"
        f"edition: Basic Impetus (2008)\nsource:\n  publisher: Bench\n  volume: '{i}'\n"
        f"units:\n{''.join(rows)}stated_vdt:\n  - vdt: {vdt}\n    break_at: {(vdt + 1) // 2}\n")


def build_corpus(folder: Path, n: int = 1000) -> list[Path]:
    rnd = random.Random(1)
    paths = []
    for i in range(n):
        text = make_list(i, rnd)
        if i % 5 == 0:
            text = BREAKAGE[(i // 5) % len(BREAKAGE)](text)
        path = folder / f"list-{i:04d}.yaml"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def best_of(fn, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        start = time.process_time()  # CPU time: a busy machine moves it far less than wall
        fn()
        times.append(time.process_time() - start)
    return min(times)


def interleaved(first, second, repeat: int = 5) -> tuple[float, float]:
    """The least CPU time of each of two functions, their runs alternating so a machine
    busy for a while slows both alike."""
    runs = [(best_of(first, 1), best_of(second, 1)) for _ in range(repeat)]
    return min(r[0] for r in runs), min(r[1] for r in runs)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        paths = build_corpus(Path(tmp))
        texts = [p.read_text(encoding="utf-8") for p in paths]
        ruamel = YAML(typ="rt")

        def ruamel_rt():
            for t in texts:
                # The broken files: a plain loader just fails on them.
                with contextlib.suppress(Exception):
                    ruamel.load(t)

        def pyyaml_c():
            for t in texts:
                with contextlib.suppress(yaml.YAMLError):
                    yaml.load(t, Loader=yaml.CSafeLoader)

        def check_all():
            findings = 0
            for p in paths:
                findings += len(check_list(load_file(p)))
            return findings

        n = len(paths)
        t_ruamel = best_of(ruamel_rt, 1)
        t_c, t_check = interleaved(pyyaml_c, check_all)
        print(f"corpus: {n} list files ({n // 5} broken), CPU time, least of 5 runs "
              "(ruamel: one run)")
        print(f"  libyaml safe load      : {t_c / n * 1e6:8.1f} µs/file  (the floor)")
        print(f"  ruamel round-trip load : {t_ruamel / n * 1e6:8.1f} µs/file  "
              f"({t_ruamel / t_c:.2f}× the floor)")
        print(f"  listbuilder validate   : {t_check / n * 1e6:8.1f} µs/file  "
              f"({t_check / t_c:.2f}× the floor; goal ≤ {GOAL})")
        print(f"  findings reported      : {check_all()}")

    catalog = bundled_catalog()
    loaded = load_file(ROOT / "army_lists" / "basic_impetus" / "welsh-1100-1400.yaml")
    army_list = loaded.model
    system = loaded.system
    army = system.new_army(army_list, "Bench")
    view = system.build(army_list, army)
    ids = [u.id for u in view.units][:10]
    army = set_at(army, ("groups",), [{"units": ids[1:3]}])

    def edit_and_check():
        for i in range(1000):
            edited = set_at(army, ("units", ids[i % 10], "name"), f"Name {i}")
            system.build(army_list, edited)

    def check_only():
        for _ in range(1000):
            system.build(army_list, army)

    t_edit = best_of(edit_and_check, 3) / 1000
    t_build = best_of(check_only, 3) / 1000
    print(f"re-validate a {len(view.units)}-unit army after one edit: {t_edit * 1e3:.3f} ms "
          f"(edit {max(t_edit - t_build, 0) * 1e3:.3f} ms + checks {t_build * 1e3:.3f} ms; "
          "goal well under 1 ms)")
    del catalog


if __name__ == "__main__":
    main()
