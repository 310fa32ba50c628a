"""A pseudo-translation of the whole template: every catalogued text accented, nothing else.

"Options: {options}" reads "Óptíóñš: {options}"; a text the template does not hold (a list's
own name, or an English word the code forgot to mark) stays as it was, so any plain English
UI word left in the output is one that never reached the catalogue.
"""

from __future__ import annotations

import gettext
import re
from functools import cache

from babel.messages.pofile import read_po

from listbuilder.i18n.catalogs import TEMPLATE

ACCENTED = str.maketrans("aeiouAEIOUcnsyz", "áéíóúÁÉÍÓÚčñšýž")
KEEP = re.compile(r"(\{[^}]*\})")


def pseudo(text: str) -> str:
    """The text accented, its {fields} kept as they are."""
    return "".join(p if KEEP.fullmatch(p) else p.translate(ACCENTED) for p in KEEP.split(text))


@cache
def _template() -> frozenset[str]:
    with TEMPLATE.open("rb") as f:
        catalog = read_po(f)
    ids: set[str] = set()
    for message in catalog:
        ids.update([message.id] if isinstance(message.id, str) else message.id)
    return frozenset(i for i in ids if i)


class PseudoTranslations(gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return pseudo(message) if message in _template() else message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.gettext(singular if n == 1 else plural)

    def pgettext(self, context: str, message: str) -> str:
        return self.gettext(message)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return self.ngettext(singular, plural, n)


def pseudo_translations(language: str) -> gettext.NullTranslations:
    return PseudoTranslations()
