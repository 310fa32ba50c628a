"""Maintain the catalogues: extract the template, update, check and compile (needs Babel).

    python -m listbuilder.i18n.catalogs extract   # sources → locale/listbuilder.pot
    python -m listbuilder.i18n.catalogs update    # .pot → each language's .po (new: untranslated)
    python -m listbuilder.i18n.catalogs check     # exit 1 on an untranslated, fuzzy or bad entry
    python -m listbuilder.i18n.catalogs compile   # each .po → .mo beside it (as make does)
"""

from __future__ import annotations

import io
import re
import string
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_file
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po, write_po

from listbuilder.i18n.gettext_catalog import DOMAIN, LOCALE_DIR, po_path
from listbuilder.i18n.languages import LANGUAGES, SOURCE_LANGUAGE
from listbuilder.i18n.plural_extract import extract_counted_python
from listbuilder.i18n.po import compile_tree

PACKAGE_DIR = LOCALE_DIR.parent
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
#: Every module of the package, relative to it: any text marked anywhere is extracted.
SOURCES = tuple(path.relative_to(PACKAGE_DIR).as_posix()
                for path in sorted(PACKAGE_DIR.rglob("*.py")))
#: Babel keyword specs. Qt's `tr(text, disambiguation)` maps the disambiguation to msgctxt;
#: `QCoreApplication.translate(context, text)` drops Qt's context (class names): one
#: translation per text, as in the pure layers. `_tr(text)` is the modules' own shorthand.
KEYWORDS: dict[str, Any] = {
    "_": None, "_tr": None, "N_": None, "ngettext": (1, 2), "N_plural": (1, 2),
    "pgettext": ((1, "c"), 2), "pN_": ((1, "c"), 2),
    "tr": {1: (1,), 2: (1, (2, "c"))}, "translate": {2: (2,)}}
_PRINTF = re.compile(r"%(?:\(\w+\))?[sdrif]")


def extract() -> Catalog:
    template = Catalog(project="listbuilder", domain=DOMAIN, fuzzy=False,
                       copyright_holder="the listbuilder authors")
    for relative in SOURCES:
        path = PACKAGE_DIR / relative
        for line, message, comments, context in extract_from_file(
                extract_counted_python, str(path), keywords=KEYWORDS,
                comment_tags=("TRANSLATORS:",)):
            template.add(message, locations=[(f"listbuilder/{relative}", line)],
                         auto_comments=comments, context=context, flags=_flags(message))
    return template


def _flags(message: str | tuple[str, ...]) -> tuple[str, ...]:
    texts = (message,) if isinstance(message, str) else message
    return ("python-brace-format",) if any("{" in text for text in texts) else ()


def write(catalog: Catalog, path: Path) -> None:
    out = io.BytesIO()
    write_po(out, catalog, width=100, sort_output=True, include_lineno=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(out.getvalue())


def read(path: Path, language: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=language, domain=DOMAIN)


def update() -> None:
    template = extract()
    write(template, TEMPLATE)
    for language in LANGUAGES:
        if language == SOURCE_LANGUAGE:
            continue
        po = po_path(language)
        catalog = read(po, language) if po.is_file() else _new_catalogue(language)
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        write(catalog, po)


def _new_catalogue(language: str) -> Catalog:
    return Catalog(locale=language, domain=DOMAIN, project="listbuilder", fuzzy=False,
                   copyright_holder="the listbuilder authors",
                   language_team=f"listbuilder {language} translators")


def compile_all(locale_dir: Path = LOCALE_DIR) -> list[Path]:
    return compile_tree(locale_dir)


def placeholders(text: str) -> set[str]:
    """The named `{fields}` and printf `%s`/`%(name)s` a text needs; `{!}` if malformed."""
    try:
        fields = {name.split(".")[0].split("[")[0]
                  for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return {"{!}"}
    return fields | set(_PRINTF.findall(text))


def problems(catalog: Catalog, template: Catalog) -> list[str]:
    """Everything that keeps a catalogue from being complete and safe to format."""
    found = []
    expected = get_plural(str(catalog.locale)).plural_forms
    if catalog.plural_forms != expected:
        found.append(f"Plural-Forms is {catalog.plural_forms!r}, expected {expected!r}")
    for message in template:
        if message.id and catalog.get(message.id, message.context) is None:
            found.append(f"missing: {message.id!r}")
    for message in catalog:
        if message.id:
            found += [f"{message.id!r}: {p}" for p in _message_problems(message, catalog)]
    found += [f"obsolete: {key!r}" for key in catalog.obsolete]
    return found


def _message_problems(message: Message, catalog: Catalog) -> list[str]:
    found = ["fuzzy"] if message.fuzzy else []
    sources = (message.id,) if isinstance(message.id, str) else tuple(message.id)
    forms = (message.string,) if isinstance(message.string, str) else tuple(message.string or ())
    need = placeholders(sources[0])
    if any(placeholders(source) != need for source in sources):
        found.append("singular and plural sources differ in placeholders")
    if len(sources) > 1 and len(forms) != catalog.num_plurals:
        found.append(f"{len(forms)} plural forms, the language has {catalog.num_plurals}")
    for form in forms or ("",):
        if not form:
            found.append("untranslated")
        elif placeholders(form) != need:
            found.append(f"placeholders {sorted(placeholders(form))} != {sorted(need)}")
    return found


def check() -> dict[str, list[str]]:
    template = read(TEMPLATE)
    return {language: problems(read(po_path(language), language), template)
            for language in LANGUAGES if language != SOURCE_LANGUAGE}


def main(argv: Sequence[str] | None = None) -> int:
    command = (list(sys.argv[1:] if argv is None else argv) or ["check"])[0]
    if command == "extract":
        write(extract(), TEMPLATE)
    elif command == "update":
        update()
    elif command == "compile":
        for path in compile_all():
            print(path)
    elif command == "check":
        report = check()
        for language, found in report.items():
            for problem in found:
                print(f"{po_path(language)}: {problem}")
        return 1 if any(report.values()) else 0
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
