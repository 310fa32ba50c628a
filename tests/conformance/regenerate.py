"""Rewrite every case's expected.json from what listbuilder does now. Review the diff!

    python -m tests.conformance.regenerate
"""

from __future__ import annotations

from tests.conformance.run import case_folders, write_expected

if __name__ == "__main__":
    for case in case_folders():
        write_expected(case)
        print("wrote", (case / "expected.json").relative_to(case.parent.parent))
