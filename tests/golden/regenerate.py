"""Rewrite the expected output of every golden case. Review the diff before committing!"""

from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from listbuilder.cli import main  # noqa: E402


def run_case(case: Path) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = main(["validate", str(case.relative_to(HERE.parent.parent))])
    return f"{out.getvalue()}exit {code}\n"


if __name__ == "__main__":
    import os

    os.chdir(HERE.parent.parent)
    for case in sorted((HERE / "cases").glob("*.yaml")):
        case.with_suffix(".expected").write_text(run_case(case), encoding="utf-8")
        print("wrote", case.with_suffix(".expected").name)
