"""Benchmark: importing a published list page, against validating the files it writes.

Times, best of several runs, for each conformance page (tests/conformance/importer/): reading
the page (`import_page`: the walk, the option prose, the YAML), the list checks on the texts
written (load and check, as `validate` does), and the whole command in-process with the files
written. A page should import well under a second; the ratio says how the reading compares
with the checks every list gets anyway. Prints figures; asserts nothing.
Run: `make bench` or `.venv/bin/python bench/bench_import_list.py`.
"""

from __future__ import annotations

import contextlib
import io
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.bench_validate import best_of  # noqa: E402
from listbuilder.cli import main as cli  # noqa: E402
from listbuilder.storage.page_import import check_imported  # noqa: E402
from listbuilder.systems import get_system  # noqa: E402

CASES = sorted(p for p in (ROOT / "tests" / "conformance" / "importer").iterdir()
               if (p / "page.txt").is_file())


def main() -> None:
    system = get_system("basic-impetus")
    assert system is not None
    print(f"{'page':<16} {'lines':>5} {'lists':>5} {'read ms':>8} {'check ms':>9} "
          f"{'ratio':>6} {'command ms':>11}")
    for case in CASES:
        data = (case / "page.txt").read_bytes()
        result = system.import_page(data, "page.txt")
        assert result is not None
        read = best_of(lambda d=data: system.import_page(d, "page.txt"))
        check = best_of(lambda r=result: [check_imported(i, i.file_name) for i in r.lists])

        def command(page: Path = case / "page.txt") -> None:
            with tempfile.TemporaryDirectory() as tmp, \
                    contextlib.redirect_stdout(io.StringIO()):
                cli(["import-list", str(page), "-o", tmp])

        whole = best_of(command, repeat=3)
        print(f"{case.name:<16} {len(result.line_kinds):>5} {len(result.lists):>5} "
              f"{read * 1000:>8.1f} {check * 1000:>9.1f} {read / check:>6.2f} "
              f"{whole * 1000:>11.1f}")


if __name__ == "__main__":
    main()
