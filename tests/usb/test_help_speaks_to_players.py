"""A USB army finding explains itself in player words, naming the window's controls (the
Points limit box, the unit's Models, Growth, Items, Equipment, Specialisations, the hero's
Class change and Mount): its help names no key of the army file. What the file says is the
message's `in_file`, which `explain` prints after the help and the window never shows."""

from __future__ import annotations

import re

import pytest

from listbuilder.i18n import _, speaking
from listbuilder.storage import codes
from listbuilder.systems.usb import messages

FILE_WORDS = re.compile(r"'[a-z_]+:?'|army file|entry under", re.IGNORECASE)
ARMY = [message for code, message in sorted(messages.MESSAGES.items())
        if not code.startswith("USB-LIST-")]


@pytest.mark.parametrize("message", ARMY, ids=lambda message: message.code)
def test_the_help_of_an_army_finding_names_no_file_key(message):
    assert not FILE_WORDS.search(message.help), message.help


@pytest.mark.parametrize("language", ["en", "pl", "hu", "ru"])
def test_explain_tells_who_edits_the_file_in_its_words_and_keys(language):
    told = [message for message in ARMY if message.in_file]
    assert len(told) >= 18  # the seven unknown ids and the eleven findings one control mends
    with speaking(language):
        for message in told:
            in_file = _(message.in_file)
            assert in_file in codes.explanation(message), message.code
            assert language == "en" or in_file != message.in_file, message.code
        assert "'models'" in _(messages.MODELS_RANGE.in_file)
