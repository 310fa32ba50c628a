"""The text export is Markdown a forum renders as meant: under CommonMark's list rules every
unit's lines stay inside its numbered item, also from the tenth unit on, and each rule's
text is printed once, in a rules section, with the units that have it (as on the roster)."""

from __future__ import annotations

import re

from listbuilder.export.army_text import army_text
from listbuilder.export.totals import rules_once
from tests.export.conftest import ROOT, load

ORDERED = re.compile(r"^(\d{1,9})([.)]) +")  # CommonMark: up to nine digits, then . or )
BULLET = re.compile(r"^( *)([-+*]) +")


def nesting(text: str) -> list[tuple[str, str | None]]:
    """(line, the numbered item it belongs to) for every bullet line after a numbered item,
    by CommonMark's rule for list items: a line belongs to an item when indented at least to
    the column where the item's text starts, and at most three more (four would be code)."""
    out: list[tuple[str, str | None]] = []
    content, item = None, None
    for line in text.splitlines():
        if not line.strip():
            content, item = None, None  # the list ends at the blank line before "Rules:"
            continue
        numbered = ORDERED.match(line)
        if numbered:
            content, item = numbered.end(), numbered.group(1)
            continue
        bullet = BULLET.match(line)
        if bullet and content is not None:
            indent = len(bullet.group(1))
            out.append((line, item if content <= indent <= content + 3 else None))
    return out


def test_every_units_lines_nest_in_its_item_from_the_tenth_on(ten_units):
    text = army_text(ten_units.view, ten_units.system.name)
    nested = nesting(text)
    tenth = [line for line, item in nested if item == "10"]
    assert tenth, "the tenth unit's lines are its own"
    assert all(item is not None for _line, item in nested), [
        line for line, item in nested if item is None]


def test_the_checker_sees_the_old_three_space_indent_break_under_item_ten():
    """The checker itself: three spaces under "10. " leave the item (a test that could not
    fail would prove nothing)."""
    broken = "9. **A**\n   - fine\n10. **B**\n   - lost\n"
    assert nesting(broken) == [("   - fine", "9"), ("   - lost", None)]


def test_each_rule_is_printed_once_with_its_units():
    scots = load(ROOT / "resources" / "samples" / "bi-scots.army.yaml")
    view = scots.view
    text = army_text(view, scots.system.name)
    assert text.count("mounted troops charging it lose their impetus bonus") == 1
    pike = next(r for r in rules_once(view) if r.name == "Pike")
    assert pike.units == ("#3", "#4", "#5", "#6", "#7", "#8")
    line = next(x for x in text.splitlines() if x.startswith("- **Pike:** "))
    assert line.endswith(" (#3, #4, #5, #6, #7, #8)")
    rules = text.split("**Rules:**", 1)[1].split("\n\n", 1)[0]
    assert "Schiltron:" in rules and "Impetuous:" in rules
    # The units keep their traits' names, the rules section the texts.
    assert "   - Traits: Pike\n" in text
