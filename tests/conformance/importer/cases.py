"""Run the importer's conformance cases, or write their expected results.

    python -m tests.conformance.importer.cases --write    # after a deliberate change

Each case is a folder: `page.txt` (the pasted text), `args.txt` (more arguments, optional)
and `expected/`: the list files written, `output.txt` (what the command prints, in
English), `exit-code` and `lines.txt` (what each line of the page turned into).
"""

from __future__ import annotations

import contextlib
import io
import os
import shlex
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent
CASES = sorted(p for p in HERE.iterdir() if (p / "page.txt").is_file())


def run_case(case: Path) -> dict[str, str]:
    """Every expected file's name and the text the importer gives for it now."""
    from listbuilder.cli import main
    from listbuilder.systems import get_system

    args = shlex.split((case / "args.txt").read_text(encoding="utf-8")) \
        if (case / "args.txt").is_file() else []
    with tempfile.TemporaryDirectory() as tmp, _inside(Path(tmp)):
        shutil.copy(case / "page.txt", "page.txt")
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["--lang", "en", "import-list", "page.txt", "-o", "out", *args])
        found = {p.name: p.read_text(encoding="utf-8") for p in sorted(Path("out").glob("*"))}
    found["output.txt"] = out.getvalue() + err.getvalue()
    found["exit-code"] = f"{code}\n"
    system = get_system("basic-impetus")
    assert system is not None
    result = system.import_page((case / "page.txt").read_bytes(), "page.txt")
    assert result is not None
    found["lines.txt"] = "".join(f"{n} {kind}\n"
                                 for n, kind in enumerate(result.line_kinds, start=1))
    return found


def expected(case: Path) -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8")
            for p in sorted((case / "expected").glob("*"))}


@contextlib.contextmanager
def _inside(folder: Path):
    before = Path.cwd()
    os.chdir(folder)
    try:
        yield
    finally:
        os.chdir(before)


def write() -> None:
    for case in CASES:
        target = case / "expected"
        shutil.rmtree(target, ignore_errors=True)
        target.mkdir()
        for name, text in run_case(case).items():
            (target / name).write_text(text, encoding="utf-8")
        print(f"wrote {target}")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        raise SystemExit(__doc__)
    write()
