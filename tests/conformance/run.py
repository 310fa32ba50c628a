"""Run one conformance case as its README says another tool would, giving the data its
`expected.json` holds. Shared by the pytest runner and `regenerate.py`."""

from __future__ import annotations

import contextlib
import io
import json
import os
from pathlib import Path
from typing import Any

from listbuilder.cli import main

CASES = Path(__file__).resolve().parent / "cases"


def case_folders() -> list[Path]:
    return sorted(p for p in CASES.iterdir() if p.is_dir())


def input_file(case: Path) -> Path:
    """The file the case checks: the folder's one top-level *.yaml."""
    (found,) = sorted(case.glob("*.yaml"))
    return found


def _run(args: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        code = main(args)
    return code, out.getvalue()


def run_case(case: Path) -> dict[str, Any]:
    """`listbuilder validate --format json FILE` run in the case's folder (with
    `--lists lists` when it has a lists/ folder), plus, for an army that builds, the army's
    totals from `listbuilder show --format json FILE`."""
    name = input_file(case).name
    lists = ["--lists", "lists"] if (case / "lists").is_dir() else []
    command = ["validate", "--format", "json", *lists, name]
    here = Path.cwd()
    os.chdir(case)
    try:
        code, out = _run(command)
        result: dict[str, Any] = {"command": ["listbuilder", *command], "exit": code,
                                  **json.loads(out)}
        shown_code, shown = _run(["show", "--format", "json", *lists, name])
    finally:
        os.chdir(here)
    try:
        view = json.loads(shown) if shown.strip() else None
    except ValueError:  # `show` of a file that is neither list nor army prints text
        view = None
    if isinstance(view, dict) and "unit_count" in view:
        result["army_totals"] = view["totals"]
    return result


def expected(case: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((case / "expected.json").read_text(encoding="utf-8"))
    return data


def write_expected(case: Path) -> None:
    text = json.dumps(run_case(case), indent=2, ensure_ascii=False)
    (case / "expected.json").write_text(text + "\n", encoding="utf-8")


def case_file(name: str) -> Path:
    """A case's input by its file name ('relative-change.yaml'), for tests that reuse it."""
    return CASES / Path(name).stem / name
