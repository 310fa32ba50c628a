"""`python -m listbuilder.i18n.compile_catalogs [LOCALE_DIR]`: every `*/LC_MESSAGES/*.po`
compiled to `.mo` beside it (what `make catalogs` runs).

Its own module, not `python -m listbuilder.i18n.po`: the package imports `po` at start-up (the
in-memory fallback), so running `po` as the main module imported it twice and Python warned
(RuntimeWarning: found in sys.modules ... prior to execution). Nothing imports this module.
"""

from __future__ import annotations

import sys
from pathlib import Path

from listbuilder.i18n.po import compile_tree


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else Path(__file__).parents[1] / "locale"
    for path in compile_tree(folder):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
