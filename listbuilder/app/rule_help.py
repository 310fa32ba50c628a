"""Plain-language help for rule codes, shown as tooltips in the findings panel."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

_HELP = {
    "BI-GENERAL": "Every army has exactly one General, on a unit its list marks as able to "
                  "carry it [2.6]. Choose it in the General box.",
    "BI-GROUP": "A group is two or more units of the same category (all infantry or all "
                "cavalry; skirmishers may join cavalry). Wagenburg, artillery and chariots "
                "never group; impetuous units group only with impetuous units of their type "
                "[2.5].",
    "BI-BIG-UNIT": "A big unit is two units, one behind the other: two pike units or two "
                   "impetuous foot units, or rows the list names [2.5.1].",
    "BI-WEAPON": "Some units choose their missile weapon from what the list offers: pick one "
                 "in the Weapon column.",
    "BI-OPTION": "Options replace or change units of the base list; some cannot be combined.",
    "BI-UNIT-COUNT": "The usual Basic Impetus army is 7 to 10 units [2.1].",
    "BI-UNIT-UNKNOWN": "The army file has settings for a unit that the list (with the chosen "
                       "options) no longer fields.",
    "BI-SCALE": "Base sizes depend on the figure scale: 28mm, 15mm, 10mm or 6mm.",
    "ARMY-LIST-CHANGED": "The army list was edited since this army was built. Check the "
                         "findings, then press Update to accept the new list.",
}


def explain(code: str) -> str:
    """The help for the longest code prefix known, or a generic line."""
    best = max((k for k in _HELP if code.startswith(k)), key=len, default=None)
    if best is None:
        return QCoreApplication.translate("RuleHelp", "Rule code {code}.").format(code=code)
    return QCoreApplication.translate("RuleHelp", _HELP[best])
