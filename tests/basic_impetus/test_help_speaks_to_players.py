"""A finding the window can repair (a Fix, a control) explains itself there in player words:
its help names no key of the army file; what the file says is the message's `in_file`,
which `explain` and the codes' reference print after the help and the window never shows."""

from __future__ import annotations

import re

import pytest

from listbuilder.i18n import _, speaking
from listbuilder.storage import codes
from listbuilder.systems.basic_impetus import messages
from listbuilder.systems.basic_impetus.fixes import MAKERS

FILE_WORDS = re.compile(r"'[a-z_]+:?'|army file|entry under|listbuilder ")
REPAIRED = sorted(code for code in MAKERS)


@pytest.mark.parametrize("code", REPAIRED)
def test_the_help_of_a_finding_the_window_repairs_names_no_file_key(code):
    message = codes.lookup(code)
    assert message is not None
    assert not FILE_WORDS.search(message.help), message.help


@pytest.mark.parametrize("language", ["en", "pl", "hu", "ru"])
def test_explain_still_tells_who_edits_the_file(language):
    with speaking(language):
        text = codes.explanation(messages.GENERAL_MISSING)
        in_file = _(messages.GENERAL_MISSING.in_file)
    assert in_file and in_file in text
    assert "'general'" in in_file


def test_the_codes_reference_prints_the_file_part_after_the_help():
    reference = codes.markdown()
    help_at = reference.index(messages.WEAPON_UNCHOSEN.help)
    assert reference.index(messages.WEAPON_UNCHOSEN.in_file) > help_at
