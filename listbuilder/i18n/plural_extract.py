"""A Babel extractor that reads a counted text declared as two `N_()` texts as ONE plural entry.

A registry's `Message(code, severity, N_("… {n} unit …"), help, plural=N_("… {n} units …"))`
and a `Phrase.counted(N_("{n} unit"), N_("{n} units"), n)` declare the singular and plural of
one counted text. Babel's Python extractor sees two separate `N_()` calls, so each would
become a singular entry and a language could only choose between two forms by English rules
(Russian "3 подразделений" where it needs "3 подразделения"). This extractor runs Babel's own,
leaves out the `N_()` texts that belong to such a pair, and yields the pair instead as an
`ngettext` entry (msgid + msgid_plural), which each language fills with all its forms and
`ngettext` looks up by the language's plural rule.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from babel.messages.extract import extract_python


@dataclass(frozen=True)
class CountedPair:
    """One counted text's singular and plural, and the lines of the call declaring them."""

    singular: str
    plural: str
    first_line: int
    last_line: int

    def holds(self, line: int, text: object) -> bool:
        return self.first_line <= line <= self.last_line and text in (self.singular,
                                                                      self.plural)


def extract_counted_python(fileobj: Any, keywords: Any, comment_tags: Any,
                           options: Any) -> Iterator[Any]:
    """Babel's Python extraction, with each declared pair (see the module) as a plural entry.
    (Typed loosely: Babel annotates an extractor's results as `extract()`'s, which they are
    not: an extractor yields line, keyword, text(s), comments.)"""
    source = fileobj.read()
    pairs = counted_pairs(source)
    fileobj.seek(0)
    emitted: set[CountedPair] = set()
    found: Iterator[Any] = extract_python(fileobj, keywords, comment_tags, options)
    for line, keyword, text, comments in found:
        pair = next((p for p in pairs if keyword == "N_" and p.holds(line, text)), None)
        if pair is None:
            yield line, keyword, text, comments
        elif pair not in emitted:  # at the singular: keep its place and translator comments
            emitted.add(pair)
            yield line, "ngettext", (pair.singular, pair.plural), comments


def counted_pairs(source: bytes | str) -> list[CountedPair]:
    """Every `Message(…, template, …, plural=…)` and `….counted(singular, plural, …)` whose
    two texts are `N_()` string literals."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):  # Babel reports what it can of a file Python cannot read
        return []
    pairs = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            texts = _pair_texts(node)
            if texts is not None:
                pairs.append(CountedPair(*texts, node.lineno, node.end_lineno or node.lineno))
    return pairs


def _pair_texts(call: ast.Call) -> tuple[str, str] | None:
    name = call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func,
                                                                                "id", None)
    keywords = {k.arg: k.value for k in call.keywords if k.arg}
    if name == "Message" and "plural" in keywords:
        singular = call.args[2] if len(call.args) > 2 else keywords.get("template")
        texts = (_marked(singular), _marked(keywords["plural"]))
    elif name == "counted" and len(call.args) >= 2:
        texts = (_marked(call.args[0]), _marked(call.args[1]))
    else:
        return None
    return (texts[0], texts[1]) if texts[0] is not None and texts[1] is not None else None


def _marked(node: ast.expr | None) -> str | None:
    """The text of `N_("…")`, else None."""
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "N_"
            and len(node.args) == 1 and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)):
        return node.args[0].value
    return None
