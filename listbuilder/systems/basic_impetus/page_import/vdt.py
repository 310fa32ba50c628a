"""The heading's stated VDTs as `stated_vdt`, each variant given the option set it means.

`if without options`, `senza opzioni` or no words: the list as published; `with option`,
`con opzione`: the list's one option (or the numbered one, `with 2nd option`); `with
options`: all of them; `with Carroccio`: the option whose text or rows say 'Carroccio'.
A variant no option fits is kept as a note and warned.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from listbuilder.systems.basic_impetus.page_import import messages
from listbuilder.systems.basic_impetus.page_import.heading import Heading, StatedTotal
from listbuilder.systems.basic_impetus.page_import.options import OptionText

if TYPE_CHECKING:
    from listbuilder.systems.basic_impetus.page_import.built import Built

_BASE = re.compile(r"^(?:|or|o|oppure|(?:if\s+|se\s+)?(?:without|senza|no)(?:\s+(?:any\s+|the\s+|"
                   r"l'\s*|le\s+)?(?:options?|opzion[ei]))?|base|basic|standard|as\s+published)$",
                   re.IGNORECASE)
_OPTION_WORDS = re.compile(r"\b(?:options?|opzion[ei]|opz)\b", re.IGNORECASE)
_ORDINAL = re.compile(r"\b(\d)\s*(?:st|nd|rd|th|\^|°|a)?\b|\b(first|second|third|prima|"
                      r"seconda|terza)\b", re.IGNORECASE)
_WITH = re.compile(r"^(?:if\s+|se\s+)?(?:with|con|including|incl\.?)\s+(?:the\s+|il\s+|la\s+)?"
                   r"(?P<what>.+)$", re.IGNORECASE)
_ORDINAL_WORDS = {"first": 1, "prima": 1, "second": 2, "seconda": 2, "third": 3, "terza": 3}


def stated_vdt(built: Built, heading: Heading, texts: list[OptionText]
               ) -> list[dict[str, Any]]:
    if not heading.totals:
        return [{"vdt": "not stated"}]
    ids = built.option_ids  # only options understood have one
    out = []
    for total in heading.totals:
        chosen = _options_for(total, texts, ids)
        if chosen is None:
            printed = f"{total.vdt}/{total.break_at}" if total.break_at else str(total.vdt)
            built.warn(heading.line, messages.VDT_OPTION_UNKNOWN(vdt=printed,
                                                                 words=total.qualifier))
            built.notes.append(f"The heading states VDT {printed} {total.qualifier}; no "
                               "option of this list fits those words.")
            continue
        item: dict[str, Any] = {"options": chosen} if chosen else {}
        item["vdt"] = total.vdt
        if total.break_at is not None:
            item["break_at"] = total.break_at
        out.append(item)
    return out or [{"vdt": "not stated"}]


def _options_for(total: StatedTotal, texts: list[OptionText], ids: dict[int, str]
                 ) -> list[str] | None:
    words = total.qualifier.strip(" ,;()")
    if _BASE.match(words):
        return []
    if _OPTION_WORDS.search(words):
        number = _ORDINAL.search(words)
        if number:
            n = int(number[1]) if number[1] else _ORDINAL_WORDS[number[2].lower()]
            found = [t for i, t in enumerate(texts, start=1) if (t.number or i) == n]
        elif re.search(r"\b(?:options|opzioni)\b", words, re.IGNORECASE):
            found = texts
        else:
            found = texts if len(texts) == 1 else []
        chosen = [ids[t.line] for t in found if t.line in ids]
        return chosen if chosen and len(chosen) == len(found) else None
    wanted = _WITH.match(words)
    what = (wanted["what"] if wanted else words).lower()
    found = [t for t in texts if what in _said(t)]
    if len(found) == 1 and found[0].line in ids:
        return [ids[found[0].line]]
    return None


def _said(option: OptionText) -> str:
    return " ".join([option.label, option.text, *(r.text for g in option.groups for r in g)]
                    ).lower()
