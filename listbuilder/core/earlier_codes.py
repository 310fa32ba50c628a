"""Finding codes are a public interface: scripts and lists' errata name them.

When one code's findings were split (issue 13 item 1: every code one meaning, one severity),
some of them moved to a code of their own. Each such code keeps the code it was reported
under before as its earlier name: `listbuilder explain` resolves it both ways, docs/codes.md
lists it, and an erratum naming the earlier code still acknowledges the finding.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Final

#: New code → the code its findings were reported under before.
EARLIER_CODES: Final = MappingProxyType({
    "BI-LIST-BIG-UNIT-UNKNOWN-ROW": "BI-LIST-UNKNOWN-ROW",
    "BI-LIST-VDT-UNKNOWN-OPTION": "BI-LIST-UNKNOWN-OPTION",
    "BI-LIST-WEAPON-AS-UNKNOWN": "BI-LIST-UNKNOWN-WEAPON",
    "BI-LIST-VD-GENERAL-LOWER": "BI-LIST-VD-GENERAL",
    "BI-LIST-DUPLICATE-ITEM-ID": "BI-LIST-DUPLICATE-ID",
    "BI-LIST-REPLACES-UNKNOWN-TRAIT": "BI-LIST-UNKNOWN-TRAIT",
    "YAML-CONTROL-CHARACTER": "YAML-SYNTAX",
    "YAML-ERROR": "YAML-SYNTAX",
    "SCHEMA-BAD-STAMP": "SCHEMA-BAD-VALUE",
    "SCHEMA-BAD-FORM": "SCHEMA-BAD-VALUE",
    "SCHEMA-NOT-FINITE": "SCHEMA-OUT-OF-RANGE",
    "ARMY-LIST-SHADOWS-BUNDLED": "LIST-SHADOWS-BUNDLED",
    "APP-UNKNOWN-LIST": "ARMY-UNKNOWN-LIST",
})


def later_codes(code: str) -> list[str]:
    """The codes that took findings once reported under `code`."""
    return sorted(new for new, old in EARLIER_CODES.items() if old == code)


def answers_to(finding_code: str, named: str) -> bool:
    """Whether a code someone wrote (an erratum's) names this finding: its own code, or the
    code it was reported under before."""
    return named in (finding_code, EARLIER_CODES.get(finding_code))
