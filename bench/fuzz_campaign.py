"""A long fuzz campaign: hostile list and army files through `validate`, `show` and `export`.

    python bench/fuzz_campaign.py --inputs 100000 --workers 2      (or `make fuzz`)

Every input is generated from a seed (so any finding can be replayed with `--replay SEED`),
written to a temporary folder and run through the real CLI entry point, in process, in
worker processes: `validate` on each batch's folder (one bad file must not stop the others),
`show` on every input, `show --lists` for mutated lists that have a sample army, and
`export` (cards, roster or bases in turn) on every Nth input. Output goes to a console of a
random encoding (UTF-8, cp1252, ASCII, strict), so unencodable output would crash.

The hostile classes follow issue 8: byte flips and splices of real files; values replaced by
explicit tags, huge, negative, NaN or infinite numbers, long or escape-laden names, big
counts; deep nesting, alias bombs, merge and duplicate keys; rare multi-megabyte files;
non-UTF-8 file names. Since: lists repeated to and past the 200-entry limit (thousands of
rows, options, units of 20), `upgrade`/`stamp --check`, and `share` then `import` of the
code, damaged (cut, flipped, repeated) or rebuilt around hostile JSON (deep, huge numbers,
a deflate bomb). Events: the sample event file mutated like the rest and checked with
an army, hostile armies submitted to the sample event, and share codes (damaged or not) in a
list of codes submitted to it.

It prints the counts the issue asks for: tracebacks (exceptions escaping `main`, goal 0),
internal errors (exit 3, goal 0), runs over 5 s (goal 0), hangs (over --timeout), peak
memory of a worker (goal under 500 MB), exit codes outside 0-3 (goal 0), and keeps every
failing input under --keep for replay.
"""

from __future__ import annotations

import argparse
import io
import math
import os
import random
import resource
import shutil
import signal
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

REAL_FILES = sorted((ROOT / "army_lists").rglob("*.yaml")) + sorted(
    (ROOT / "resources" / "samples").glob("*.yaml"))
#: Sample armies of the bundled lists, to show against a mutated copy of their list.
ARMY_OF_LIST = {
    "french-1150-1330.yaml": "bi-french.army.yaml",
    "usb-core.yaml": "usb-240.army.yaml",
    "example-warband.yaml": "skirmish-small.army.yaml",
    "example-napoleonic.yaml": "szwadron-brigade.army.yaml",
}
#: The sample event: mutated like the rest, and the event hostile armies are submitted to.
SAMPLE_EVENT = ROOT / "resources" / "samples" / "spring-clash.event.yaml"
SAMPLE_ARMY = ROOT / "resources" / "samples" / "bi-french.army.yaml"
SLOW_SECONDS = 5.0
ENCODINGS = ("utf-8", "cp1252", "ascii")


# --- generating hostile inputs -------------------------------------------------------------

def _huge_number(rng: random.Random) -> str:
    return rng.choice(["", "-"]) + "9" * rng.choice([19, 20, 40, 309, 400, 4301, 5000])


HOSTILE_VALUES = [
    lambda r: "!!int abc", lambda r: "!!float abc", lambda r: "!!bool maybe",
    lambda r: "!!binary '@@@'", lambda r: "!!timestamp 2001-12-14", lambda r: "!local x",
    lambda r: "!!str [a, b]", lambda r: "!!map x", lambda r: "!!null x", lambda r: "!!int 1_0",
    _huge_number, lambda r: "1e400", lambda r: "-1e400", lambda r: ".nan", lambda r: ".inf",
    lambda r: "-.inf", lambda r: "-1", lambda r: "-1000", lambda r: "0", lambda r: "3.0",
    lambda r: "1000000000", lambda r: "101", lambda r: "100", lambda r: "0x7fffffff",
    lambda r: '"x\\n"', lambda r: '"\\e[2J\\e]0;pwned\\a"', lambda r: '"Husaria Łódź \\u202e"',
    lambda r: "W" * r.choice([200, 201, 5000, 100_000]),
    lambda r: " ".join(["word"] * r.choice([100, 30_000])),
    lambda r: "[" * r.choice([50, 65, 1000]) + "]" * r.choice([0, 50, 65, 1000]),
    lambda r: "*nowhere", lambda r: "&a [*a]", lambda r: "{<<: {a: 1}}", lambda r: "{a: 1, a: 2}",
    lambda r: "[]", lambda r: "{}", lambda r: "null", lambda r: "~", lambda r: "'\x00'",
    lambda r: "sha256:../../etc/passwd", lambda r: "/etc/passwd",
]
COUNT_KEYS = ("count", "figures", "models", "points_limit", "cost", "vdt", "limbers", "magic",
              "growth", "max_figures", "min_figures", "front", "depth", "M", "VD", "W")


def _lines(data: bytes) -> list[bytes]:
    return data.split(b"\n")


def mutate_bytes(rng: random.Random, data: bytes) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        op, pos = rng.randrange(4), rng.randrange(max(1, len(out)))
        if op == 0 and out:
            del out[pos]
        elif op == 1:
            out.insert(pos, rng.choice(b" :-\n\t[]{}&*!|>'\"#%x0\x00\xff\x1b"))
        elif op == 2 and out:
            out[pos] = rng.randrange(256)
        else:
            start = rng.randrange(max(1, len(out)))
            out[pos:pos] = out[start:start + rng.randrange(1, 40)]
    return bytes(out)


def replace_value(rng: random.Random, data: bytes, keys: tuple[str, ...] = ()) -> bytes:
    """A `key: value` line with its value replaced by a hostile one."""
    lines = _lines(data)
    candidates = [i for i, ln in enumerate(lines) if b": " in ln and not ln.lstrip()
                  .startswith(b"#") and (not keys or ln.strip(b" -").split(b":")[0].decode(
                      "utf-8", "replace") in keys)]
    if not candidates:
        return data
    for _ in range(rng.randint(1, 3)):
        i = rng.choice(candidates)
        head = lines[i].split(b": ", 1)[0]
        value = rng.choice(HOSTILE_VALUES)(rng)
        if keys and rng.random() < 0.7:
            value = rng.choice([_huge_number(rng), "1000000000", "101", "-5", ".nan", "1e400",
                                "100", "3.0"])
        lines[i] = head + b": " + value.encode("utf-8")
    return b"\n".join(lines)


def structure(rng: random.Random, data: bytes) -> bytes:
    """Deep nesting, alias bombs, merge keys or duplicate keys added to a real file."""
    choice = rng.randrange(5)
    if choice == 0:
        depth = rng.choice([60, 64, 65, 200, 5000])
        return data + b"\nextra: " + b"[" * depth + b"]" * depth + b"\n"
    if choice == 1:
        bomb = b"a0: &a0 [x, x, x, x, x, x, x, x, x]\n" + b"".join(
            b"a%d: &a%d [" % (i, i) + b", ".join([b"*a%d" % (i - 1)] * 9) + b"]\n"
            for i in range(1, rng.choice([3, 6, 9])))
        return data + b"\n" + bomb
    if choice == 2:
        return data + b"\nmerged: {<<: {a: 1}}\n"
    if choice == 3:
        lines = _lines(data)
        i = rng.randrange(len(lines))
        return b"\n".join(lines[:i + 1] + [lines[i]] + lines[i + 1:])
    return data.replace(b"\n", b"\r\n") if rng.random() < 0.5 else b"\xef\xbb\xbf" + data


def big(rng: random.Random, data: bytes) -> bytes:
    """Rare multi-megabyte inputs: a long flow sequence, or one over the size limit."""
    kind = rng.randrange(3)
    if kind == 0:
        return data + b"\nextra: [" + b"1, " * rng.choice([50_000, 1_300_000]) + b"]\n"
    if kind == 1:
        return data + b"\nanchor: &x [y]\nextra: [" + b"*x, " * 1_000_000 + b"]\n"
    return data + b"\n#" + b"x" * (4 * 1024 * 1024) + b"\n"


def crowd(rng: random.Random, data: bytes) -> bytes:
    """One list of a real file repeated to near, at or past the entry limit (200), its ids
    kept or made unique: thousands of rows, options, units, or a few of 20 units each."""
    import yaml

    try:
        tree = yaml.safe_load(data)
    except yaml.YAMLError:
        return data
    lists = []
    _collect_lists(tree, lists)
    if not lists:
        return data
    target = rng.choice(lists)
    times = rng.choice([10, 66, 199, 200, 201, 1000])
    unique = rng.random() < 0.7
    grown = []
    for n in range(times):
        for item in list(target[:4]) or ["x"]:
            copy = dict(item) if isinstance(item, dict) else item
            if unique and isinstance(copy, dict) and isinstance(copy.get("id"), str):
                copy["id"] = f"{copy['id']}-{n}"
            if isinstance(copy, dict) and "count" in copy and rng.random() < 0.3:
                copy["count"] = 20
            grown.append(copy)
    target[:] = grown[:times * 2]
    return yaml.safe_dump(tree, allow_unicode=True, sort_keys=False).encode("utf-8")


def _collect_lists(node: object, out: list) -> None:
    if isinstance(node, list):
        out.append(node)
        children = node
    elif isinstance(node, dict):
        children = list(node.values())
    else:
        return
    for child in children:
        _collect_lists(child, out)


def damaged_code(rng: random.Random, code: str) -> str:
    """A share code cut, flipped, padded, or rebuilt around hostile JSON."""
    import base64
    import zlib

    kind = rng.randrange(5)
    if kind == 0:
        return code[:rng.randrange(len(code))]
    if kind == 1:
        chars = list(code)
        for _ in range(rng.randint(1, 5)):
            chars[rng.randrange(4, len(chars))] = rng.choice("A_-=+/!é\x00 ")
        return "".join(chars)
    if kind == 2:
        return code + code[4:] * rng.choice([1, 10, 100])
    raw = rng.choice([
        b"[" * 5000 + b"]" * 5000,
        b'{"kind":"army","format":2,"system":"basic-impetus","list":"bi/normans","name":"'
        + "Ł".encode() * 300 + b'"}',
        b'{"kind":"army","format":' + b"9" * 5000 + b"}",
        b'{"kind":"army","format":2,"system":"usb","list":"usb/core","name":"x","units":['
        + b'{"unit":"x","models":1000000000},' * 300 + b'{}]}',
        b"0" * 10_000_000,
    ])
    return "LB1." + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


GENERATORS = [(mutate_bytes, 30), (replace_value, 30), (structure, 10), (crowd, 6)]


def make_input(seed: int) -> tuple[str, bytes, str]:
    """(file name, bytes, the real file it came from) for one seed; always the same."""
    rng = random.Random(seed)
    source = rng.choice(REAL_FILES)
    data = source.read_bytes()
    roll = rng.random()
    if roll < 0.002:
        data, how = big(rng, data), "big"
    elif roll < 0.15:
        data, how = replace_value(rng, data, COUNT_KEYS), "count"
    else:
        generator = rng.choices([g for g, _ in GENERATORS], [w for _, w in GENERATORS])[0]
        data, how = generator(rng, data), generator.__name__
    name = f"{seed}-{how}.yaml"
    if rng.random() < 0.05:  # a file name that is not UTF-8
        name = os.fsdecode(f"{seed}-{how}-".encode() + b"\xff\xfe.yaml")
    return name, data, source.name


# --- running -------------------------------------------------------------------------------

class Hang(Exception):
    pass


def _alarm(signum, frame):  # the signal handler's signature
    raise Hang


@dataclass
class Tally:
    inputs: int = 0
    calls: Counter = field(default_factory=Counter)
    succeeded: Counter = field(default_factory=Counter)  # exit 0: real work done
    exit_codes: Counter = field(default_factory=Counter)
    tracebacks: int = 0
    internal_errors: int = 0
    slow: int = 0
    hangs: int = 0
    bad_exit: int = 0
    peak_rss_mb: float = 0.0
    slowest: float = 0.0
    slowest_run: str = ""
    slowest_cpu: float = 0.0  # the same run's CPU seconds: the machine may be shared
    failures: list[tuple[str, int, str]] = field(default_factory=list)

    def merge(self, other: Tally) -> None:
        for name in ("inputs", "tracebacks", "internal_errors", "slow", "hangs", "bad_exit"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.calls.update(other.calls)
        self.succeeded.update(other.succeeded)
        self.exit_codes.update(other.exit_codes)
        self.peak_rss_mb = max(self.peak_rss_mb, other.peak_rss_mb)
        if other.slowest > self.slowest:
            self.slowest, self.slowest_run = other.slowest, other.slowest_run
            self.slowest_cpu = other.slowest_cpu
        self.failures.extend(other.failures)


def _call(args: list[str], seed: int, tally: Tally, timeout: int, slow: float = SLOW_SECONDS
          ) -> float:
    """Run one command; count what went wrong; the seconds it took."""
    from listbuilder.cli import main

    encoding = random.Random(seed * 7 + len(args)).choice(ENCODINGS)
    out = io.TextIOWrapper(io.BytesIO(), encoding=encoding, errors="strict")
    err = io.TextIOWrapper(io.BytesIO(), encoding=encoding, errors="strict")
    streams = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    signal.alarm(timeout)
    started, cpu = time.perf_counter(), time.process_time()
    what = f"{args[0]} {args[1]}" if args[0] in ("export", "event") else args[0]
    tally.calls[what] += 1
    try:
        code = main(args)
    except Hang:
        tally.hangs += 1
        tally.failures.append(("hang", seed, what))
        return timeout
    except BaseException:  # what the campaign exists to count
        tally.tracebacks += 1
        tally.failures.append(("traceback", seed, f"{what}: {traceback.format_exc()[-600:]}"))
        return 0.0
    finally:
        signal.alarm(0)
        sys.stdout, sys.stderr = streams
    elapsed = time.perf_counter() - started
    if slow == SLOW_SECONDS:  # one input's run (a folder's is judged file by file)
        if elapsed > tally.slowest:
            tally.slowest, tally.slowest_run = elapsed, f"{what}, seed {seed}"
            tally.slowest_cpu = time.process_time() - cpu
        if elapsed > slow:
            tally.slow += 1
            tally.failures.append(("slow", seed, f"{what} {elapsed:.1f} s"))
    tally.exit_codes[code] += 1
    tally.succeeded[what] += code == 0
    if code == 3:
        tally.internal_errors += 1
        err.flush()
        tally.failures.append(("internal", seed, f"{what}: "
                               f"{err.buffer.getvalue()[-400:].decode(encoding, 'replace')}"))
    elif code not in (0, 1, 2):
        tally.bad_exit += 1
        tally.failures.append(("exit", seed, f"{what} exited {code}"))
    return elapsed


def run_batch(job: tuple[list[int], int, int]) -> Tally:
    seeds, export_every, timeout = job
    signal.signal(signal.SIGALRM, _alarm)
    tally = Tally()
    with tempfile.TemporaryDirectory(prefix="lb-fuzz-") as tmp:
        folder = Path(tmp, "in")
        folder.mkdir()
        written = []
        for seed in seeds:
            name, data, source = make_input(seed)
            path = os.path.join(os.fsencode(folder), os.fsencode(name))
            with open(path, "wb") as f:
                f.write(data)
            written.append((seed, os.fsdecode(path), source))
        tally.inputs = len(seeds)
        # The whole folder at once (one bad file must not stop the others); if that is slow,
        # each file again on its own, to find any single input over the limit.
        if _call(["validate", str(folder)], seeds[0], tally, timeout, slow=math.inf) \
                > SLOW_SECONDS:
            for seed, path, _ in written:
                _call(["validate", path], seed, tally, timeout)
        for seed, path, source in written:
            _call(["show", path], seed, tally, timeout)
            if source in ARMY_OF_LIST:  # the sample army against its mutated list
                lists = Path(tmp, f"lists-{seed}")
                lists.mkdir()
                shutil.copy(path, lists / "list.yaml")
                army = ROOT / "resources" / "samples" / ARMY_OF_LIST[source]
                _call(["show", str(army), "--lists", str(lists)], seed, tally, timeout)
                if export_every and seed % 3 == 0:  # and printed: hostile list data on paper
                    document = ("cards", "roster", "bases")[seed // 3 % 3]
                    _call(["export", document, str(army), "--lists", str(lists), "-o",
                           str(Path(tmp, "out.pdf"))], seed, tally, timeout)
            if export_every and seed % export_every == 0:
                document = ("cards", "roster", "bases")[seed // export_every % 3]
                _call(["export", document, path, "-o", str(Path(tmp, "out.pdf"))], seed, tally,
                      timeout)
            if export_every and seed % export_every == 1:  # the rewriting commands, checking
                command = ("upgrade", "stamp")[seed // export_every % 2]
                _call([command, "--check", path], seed, tally, timeout)
            if export_every and seed % export_every == 2:
                _share_and_import(seed, path, tmp, tally, timeout)
            if source == SAMPLE_EVENT.name:  # a hostile event file, an army checked against it
                _call(["event", "check", path, str(SAMPLE_ARMY)], seed, tally, timeout)
            elif export_every and seed % export_every == 3:  # a hostile army submitted
                _call(["event", "check", str(SAMPLE_EVENT), path, "--format", "json"], seed,
                      tally, timeout)
    tally.peak_rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return tally


def _share_and_import(seed: int, path: str, tmp: str, tally: Tally, timeout: int) -> None:
    """`share` the input; import its code, damaged or not (a foreign code when it has none)."""
    from listbuilder.storage.loading import LoadedArmy, load_file
    from listbuilder.storage.share_army import share_code

    _call(["share", path], seed, tally, timeout)
    loaded = load_file(path)
    code = share_code(loaded) if isinstance(loaded, LoadedArmy) else "LB1.AAAA"
    rng = random.Random(seed)
    if rng.random() < 0.7:
        code = damaged_code(rng, code)
    _call(["import", code, "-o", str(Path(tmp, "imported.yaml")), "--force"], seed, tally,
          timeout)
    codes = Path(tmp, "codes.txt")  # the same code submitted to an event, named or not
    codes.write_text(f"Player {seed}: {code}\n{code}\n", encoding="utf-8")
    _call(["event", "check", str(SAMPLE_EVENT), str(codes)], seed, tally, timeout)


def _keep(failures: list[tuple[str, int, str]], keep: Path) -> None:
    keep.mkdir(parents=True, exist_ok=True)
    for kind, seed, _ in failures:
        name, data, _ = make_input(seed)
        (keep / f"{kind}-{os.fsencode(name).decode('ascii', 'replace')}").write_bytes(data)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--inputs", type=int, default=2000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1, help="first seed; inputs use seed..")
    parser.add_argument("--batch", type=int, default=50, help="inputs per validated folder")
    parser.add_argument("--export-every", type=int, default=20,
                        help="export every Nth input (0: never)")
    parser.add_argument("--timeout", type=int, default=60, help="a call longer is a hang")
    parser.add_argument("--keep", type=Path, default=Path("fuzz-failures"),
                        help="folder for failing inputs")
    parser.add_argument("--minutes", type=float, default=0,
                        help="stop after this long and report the inputs reached (0: no limit)")
    parser.add_argument("--replay", type=int, help="write the input of one seed to stdout")
    args = parser.parse_args()
    if args.replay is not None:
        sys.stdout.buffer.write(make_input(args.replay)[1])
        return 0
    seeds = list(range(args.seed, args.seed + args.inputs))
    jobs = [(seeds[i:i + args.batch], args.export_every, args.timeout)
            for i in range(0, len(seeds), args.batch)]
    total = Tally()
    started = time.perf_counter()
    with Pool(args.workers, maxtasksperchild=None) as pool:
        for done, tally in enumerate(pool.imap_unordered(run_batch, jobs), 1):
            total.merge(tally)
            if args.minutes and time.perf_counter() - started > args.minutes * 60:
                pool.terminate()  # the batches still running are not counted
                break
            if done % max(1, len(jobs) // 20) == 0:
                rate = total.inputs / (time.perf_counter() - started)
                print(f"  {total.inputs} inputs, {rate:.1f}/s, {total.tracebacks} tracebacks, "
                      f"{total.internal_errors} internal errors, {total.slow} slow",
                      file=sys.stderr, flush=True)
    elapsed = time.perf_counter() - started
    if total.failures:
        _keep(total.failures, args.keep)
    print(f"inputs: {total.inputs} in {elapsed:.0f} s ({total.inputs / elapsed:.1f} inputs/s, "
          f"{sum(total.calls.values())} CLI calls: {dict(sorted(total.calls.items()))}; "
          f"of which exit 0: {dict(sorted(total.succeeded.items()))})")
    print(f"tracebacks (exceptions escaping main): {total.tracebacks}")
    print(f"internal errors (exit 3): {total.internal_errors}")
    print(f"runs over {SLOW_SECONDS:.0f} s: {total.slow} (slowest {total.slowest:.2f} s, "
          f"{total.slowest_cpu:.2f} s of CPU: {total.slowest_run})")
    print(f"hangs (over {args.timeout} s): {total.hangs}")
    print(f"peak memory of a worker: {total.peak_rss_mb:.0f} MB")
    print(f"exit codes outside 0-3: {total.bad_exit}; exit codes: "
          f"{dict(sorted(total.exit_codes.items()))}")
    for kind, seed, detail in total.failures[:20]:
        print(f"  {kind} seed {seed}: {detail}")
    if total.failures:
        print(f"failing inputs kept in {args.keep}/ (replay: --replay SEED)")
    bad = total.tracebacks + total.internal_errors + total.slow + total.hangs + total.bad_exit
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
