"""Skirmish, Szwadron and the editor's shared findings explain themselves in the window in
player words: the help of an army finding names no key of the army file and says which
control repairs it; what the file says is the message's `in_file`, which `explain` and the
codes' reference print after the help and the window never shows."""

from __future__ import annotations

import re

import pytest

from listbuilder.i18n import _, speaking
from listbuilder.storage import codes
from listbuilder.storage import messages as shared
from listbuilder.systems.skirmish import messages as skirmish
from listbuilder.systems.szwadron import messages as szwadron

FILE_WORDS = re.compile(r"'[a-z_]+:?'|army file|entry under")
# Findings about list files, and the one about ids that only an army file has, keep file words.
FILE_ONLY = {"SZ-DUPLICATE-UNIT"}
ARMY_FINDINGS = sorted(
    code for code in (*skirmish.MESSAGES, *szwadron.MESSAGES)
    if "-LIST-" not in code and code not in FILE_ONLY
) + [shared.ARMY_SET_ASIDE.code, shared.APP_UNKNOWN_LIST.code]
MOVED_TO_THE_FILE = (skirmish.POINTS_OVER, skirmish.DETACHMENT_COUNT, skirmish.SCALE_UNKNOWN,
                     skirmish.UNKNOWN_MODEL_TYPE, skirmish.ROLE_NOT_ALLOWED,
                     skirmish.MAIN_DETACHMENT, skirmish.SERGEANT_COUNT, szwadron.POINTS_OVER,
                     szwadron.UNKNOWN_TYPE, szwadron.UNKNOWN_VARIANT,
                     szwadron.DIFFERING_TOO_MANY, szwadron.VARIANT_MAX, szwadron.UNIT_SIZE,
                     szwadron.LIMBER_NOT_ALLOWED, shared.ARMY_SET_ASIDE, shared.APP_UNKNOWN_LIST)


@pytest.mark.parametrize("code", ARMY_FINDINGS)
def test_the_help_of_an_army_finding_names_no_file_key(code):
    message = codes.lookup(code)
    assert message is not None
    assert not FILE_WORDS.search(message.help), message.help


@pytest.mark.parametrize("message", MOVED_TO_THE_FILE, ids=lambda m: m.code)
def test_the_file_words_are_kept_for_the_file(message):
    assert message.in_file.startswith("In the army file")
    assert re.search(r"'[a-z_]+:?", message.in_file)


def test_the_help_names_the_editor_controls_by_their_labels():
    assert "Game format box" in skirmish.POINTS_OVER.help
    assert "Points limit box" in szwadron.POINTS_OVER.help
    assert "Figures" in szwadron.UNIT_SIZE.help
    assert "Role box" in skirmish.ROLE_NOT_ALLOWED.help


@pytest.mark.parametrize("language", ["en", "pl", "hu", "ru"])
def test_explain_prints_the_file_part_after_the_help(language):
    with speaking(language):
        text = codes.explanation(szwadron.POINTS_OVER)
        help_text, in_file = _(szwadron.POINTS_OVER.help), _(szwadron.POINTS_OVER.in_file)
    assert in_file != szwadron.POINTS_OVER.in_file or language == "en"
    assert text.index(in_file) > text.index(help_text)
    assert "'points_limit'" in in_file


def test_the_codes_reference_prints_the_file_part_after_the_help():
    reference = codes.markdown()
    help_at = reference.index(skirmish.SCALE_UNKNOWN.help)
    assert reference.index(skirmish.SCALE_UNKNOWN.in_file) > help_at
