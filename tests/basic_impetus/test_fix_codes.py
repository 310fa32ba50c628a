"""Basic Impetus's one-click repairs are looked up by the declared message, not by a code's
prefix (issue 22, item 1): every finding that had repairs still has them, a finding of
another system never borrows them, and a renamed code cannot silently lose its repair."""

from __future__ import annotations

from listbuilder.core.messages import Message
from listbuilder.systems.basic_impetus import fixes, messages

#: The findings that have repairs, by their message's name in the registry.
REPAIRED = {
    "_defaulted_fixes": {"OPTION_DEFAULT"},
    "_unchosen_fixes": {"OPTION_UNCHOSEN"},
    "_forget_choice_fixes": {"OPTION_CHOICE", "CHOICE_NOT_TAKEN"},
    "_option_fixes": {"OPTION_UNKNOWN", "OPTION_TWICE", "OPTION_CONFLICT", "OPTION_APPLY"},
    "_general_fixes": {"GENERAL_MISSING", "GENERAL_UNKNOWN_UNIT", "GENERAL_NOT_ALLOWED",
                       "GENERAL_SOURCE_UNMARKED"},
    "_weapon_fixes": {"WEAPON_NOT_OFFERED", "WEAPON_NOT_ALLOWED", "WEAPON_UNCHOSEN"},
    "_unknown_unit_fixes": {"UNIT_UNKNOWN", "UNIT_SET_ASIDE"},
    "_grouping_fixes": {"GROUP_UNKNOWN_UNIT", "GROUP_REPEATED", "GROUP_OVERLAP",
                        "GROUP_TOO_SMALL", "GROUP_NEVER", "GROUP_MIXED", "GROUP_IMPETUOUS",
                        "BIG_UNIT_UNKNOWN_UNIT", "BIG_UNIT_REPEATED", "BIG_UNIT_OVERLAP",
                        "BIG_UNIT_SIZE", "BIG_UNIT_ILLEGAL"},
    "_scale_fixes": {"SCALE_UNKNOWN"},
    "_format_fixes": {"ARMY_NEEDS_FORMAT_2"},
}


def test_each_repaired_finding_has_its_repair_by_its_declared_code():
    declared = {name: m for name, m in vars(messages).items() if isinstance(m, Message)}
    found = {make.__name__: set() for make in fixes.MAKERS.values()}
    for name, message in declared.items():
        make = fixes.MAKERS.get(message.code)
        if make is not None:
            found[make.__name__].add(name)
    assert found == REPAIRED


def test_only_declared_codes_have_repairs():
    codes = {m.code for m in vars(messages).values() if isinstance(m, Message)}
    assert set(fixes.MAKERS) <= codes
