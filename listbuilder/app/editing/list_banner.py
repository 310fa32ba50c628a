"""The banner below the army when its list has changed since the army was built: what
changed, and Update to record the new list in the army."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QPushButton, QWidget

from listbuilder.app.widgets.banner import Banner
from listbuilder.i18n.terms import list_word

if TYPE_CHECKING:  # annotations only: the first frame shows before the army loads
    from listbuilder.app.army.document import ArmyDocument

# Changes listed in the list-changed banner before 'and N more'.
BANNER_LINES = 6


class ListChangedBanner(Banner):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("listChangedBanner", parent)
        self.update_button = QPushButton(self.tr("Update"))
        self.update_button.setToolTip(self.tr("Accept the changed list (undoable); the findings "
                                              "show what no longer fits"))
        self.row.addWidget(self.update_button)

    def show_for(self, doc: ArmyDocument) -> None:
        self.setVisible(doc.list_changed)
        if not doc.list_changed:
            return
        changes = doc.list_changes()
        head = self.tr("<b>The list “{name}” has changed</b> since this army was built.").format(
            name=html.escape(list_word(doc.army_list.name)))
        if changes is None:
            detail = self.tr("The earlier version was not seen on this computer, so the "
                             "findings show what no longer fits.")
            self.text.setToolTip("")
        else:
            shown = [f"• {html.escape(line)}" for line in changes[:BANNER_LINES]]
            if len(changes) > BANNER_LINES:
                shown.append(self.tr("…and {n} more (hover for all)").format(
                    n=len(changes) - BANNER_LINES))
            detail = "<br>".join(shown)
            self.text.setToolTip("\n".join(changes))
        # One behaviour, said plainly (README, "Army lists that change"): the army is shown
        # and checked with the list as it is now; Update records that in the army file.
        self.text.setText(f"{head}<br>{detail}<br>" + self.tr(
            "<b>The units, totals and findings already show the new list.</b> Press Update "
            "to record it in the army (you can undo it)."))
