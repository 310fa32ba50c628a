"""The status bar's finding counts by severity."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QWidget

from listbuilder.app.widgets.steady_label import SteadyLabel
from listbuilder.core.diagnostics import Diagnostic, Severity, count_by_severity
from listbuilder.i18n import ngettext

_COLOURS = {Severity.ERROR: "#d9534f", Severity.WARNING: "#e0a030", Severity.INFO: "#5b9bd5"}


class SeverityCounts(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 6, 0)
        # New counts as wide as the old ones re-lay out nothing (`SteadyLabel`).
        self.labels = {s: SteadyLabel(wrap=False) for s in Severity}
        for label in self.labels.values():
            layout.addWidget(label)
        self.show_findings(())

    def show_findings(self, findings: tuple[Diagnostic, ...] | list[Diagnostic]) -> None:
        counts = count_by_severity(list(findings))
        # gettext plurals (three forms in Polish and Russian), as validate's summary line.
        names = {Severity.ERROR: ngettext("{n} error", "{n} errors", counts[Severity.ERROR]),
                 Severity.WARNING: ngettext("{n} warning", "{n} warnings",
                                            counts[Severity.WARNING]),
                 Severity.INFO: ngettext("{n} info", "{n} info", counts[Severity.INFO])}
        for severity, label in self.labels.items():
            label.set_text(f"<span style='color:{_COLOURS[severity]}'>●</span> {names[severity]}")

    def text(self) -> str:
        return "  ".join(box.label.text().split("</span> ")[-1] for box in self.labels.values())
