"""Print pip requirements that pin every dependency to the lowest version pyproject allows.

Runtime dependencies are pinned to their floors (`>=X` becomes `==X`), Qt included: the GUI
tests run on its floor too (6.6-6.11.1 broke the editor while the pure suite passed). The test
tools are taken as they come (their floors are not what the check is about). Used by
.ci/lowest-deps.
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

SKIP = {"uv"}  # builds the wheel for tests/test_installed_wheel.py, which is left out there


def name_of(requirement: str) -> str:
    return re.split(r"[<>=!~\[; ]", requirement, maxsplit=1)[0].strip().lower()


def floor_pin(requirement: str) -> str:
    match = re.search(r">=\s*([\w.]+)", requirement)
    if not match:
        raise SystemExit(f"no '>=' floor in dependency {requirement!r}: give it one")
    return f"{name_of(requirement)}=={match.group(1)}"


def main() -> None:
    project = tomllib.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))["project"]
    for requirement in project["dependencies"]:
        if name_of(requirement) not in SKIP:
            print(floor_pin(requirement))
    for requirement in project["optional-dependencies"]["test"]:
        if name_of(requirement) not in SKIP:
            print(requirement.split(";")[0].strip())


if __name__ == "__main__":
    main()
