"""One problem type for everything a user or list author can get wrong.

Loaders, schema validation and rule checks all report `Diagnostic`s; presenters (CLI text,
JSON, the GUI findings panel, the PDF roster) only ever read this type.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from listbuilder.core.phrases import translated
from listbuilder.i18n import _

PathItem = str | int
DocPath = tuple[PathItem, ...]


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"

    @property
    def rank(self) -> int:
        return _RANK[self]


_RANK = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2}


@dataclass(frozen=True, slots=True)
class Span:
    """Where in a file: 1-based line and column, as editors count."""

    file: str | None
    line: int
    column: int


@dataclass(frozen=True, slots=True)
class Diagnostic:
    severity: Severity
    code: str
    message: str
    path: DocPath = ()
    span: Span | None = None
    # Unit or group ids the finding is about, so the GUI can select them.
    subjects: tuple[str, ...] = ()
    # Set when made from a declared `core.messages.Message`: the English template and its
    # fields, so `text()` can render the finding in the reader's language.
    template: str | None = None
    plural: str | None = None
    fields: tuple[tuple[str, object], ...] = ()
    acknowledged: str | None = None

    def at(self, span: Span | None) -> Diagnostic:
        return replace(self, span=span)

    def demoted(self, reason: str) -> Diagnostic:
        """The same finding, acknowledged by the file's author: kept visible as info."""
        return replace(
            self,
            severity=Severity.INFO,
            message=f"{self.message} (acknowledged erratum: {reason})",
            acknowledged=reason,
        )

    def text(self) -> str:
        """The message for people, in the current language (`message` stays English)."""
        if self.template is None:
            return self.message
        text = translated(self.template, self.plural, self.fields)
        if self.acknowledged is not None:
            text = _("{message} (acknowledged erratum: {reason})", message=text,
                     reason=self.acknowledged)
        return text

    def render(self, display_path: str | None = None, *, for_people: bool = False) -> str:
        """`PATH:LINE:COL: SEVERITY [CODE] MESSAGE`, the yamllint / compiler convention.

        `for_people`: the severity word and the message in the current language; otherwise
        English, as programs reading the output expect. The code stays as it is.
        """
        where = display_path or (self.span.file if self.span else None) or "<input>"
        line = self.span.line if self.span else 1
        col = self.span.column if self.span else 1
        message = self.text() if for_people else self.message
        severity = self.severity.value
        if for_people:
            severity = _(severity)  # declared with N_() in codes.SEVERITY_WORDS
        return f"{where}:{line}:{col}: {severity} [{self.code}] {message}"

    def to_json(self, display_path: str | None = None) -> dict[str, Any]:
        return {
            "path": display_path or (self.span.file if self.span else None),
            "line": self.span.line if self.span else None,
            "column": self.span.column if self.span else None,
            "severity": self.severity.value,
            "code": self.code,
            "message": self.message,
            "subjects": list(self.subjects),
        }


SHORT_TEXT = 60


def shorten(text: str, limit: int = SHORT_TEXT) -> str:
    """Text as a message quotes it: a long value is cut, with its length said."""
    if len(text) <= limit:
        return text
    return f"{text[:limit - 20]}… ({len(text)} characters)"


def count_by_severity(diagnostics: Iterable[Diagnostic]) -> dict[Severity, int]:
    counts = dict.fromkeys(Severity, 0)
    for d in diagnostics:
        counts[d.severity] += 1
    return counts


def has_errors(diagnostics, *, strict: bool = False) -> bool:
    failing = {Severity.ERROR, Severity.WARNING} if strict else {Severity.ERROR}
    return any(d.severity in failing for d in diagnostics)


def sort_key(d: Diagnostic) -> tuple:
    span = d.span
    return (span.file or "" if span else "", span.line if span else 0, span.column if span else 0,
            d.severity.rank, d.code)
