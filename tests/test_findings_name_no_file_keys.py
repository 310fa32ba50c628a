"""A finding about an army, as the window shows it, names no key of the army file: the
editor has a control or a Fix for it ("Remove the entry" and "give a model 'role: sergeant'"
were file advice in the window). Findings about list files, imports, schemas and events are
for who edits those files, and keep their keys."""

from __future__ import annotations

import re

import pytest

from listbuilder.storage import codes
from listbuilder.systems.skirmish.messages import ADD_SERGEANT
from listbuilder.systems.usb.messages import BUY_ITEMS

FILE_KEY = re.compile(r"'[a-z_]+(:[^']*)?'|the entry\b|army file", re.IGNORECASE)
NOT_ABOUT_AN_ARMY = re.compile(
    r"LIST|IMPORT|SCHEMA|FILE|YAML|WORDS|EVENT|STAMP|SHARE|UPGRADE|FOLDER|FORMAT-2|EDIT-REFUSED")
ARMY_MESSAGES = sorted(m.code for registry in codes.registries().values()
                       for m in registry.values() if not NOT_ABOUT_AN_ARMY.search(m.code))


@pytest.mark.parametrize("code", ARMY_MESSAGES)
def test_an_army_findings_text_names_no_file_key(code):
    message = codes.lookup(code)
    assert message is not None
    for text in (message.template, message.plural or ""):
        assert not FILE_KEY.search(text), text


@pytest.mark.parametrize("hint", [ADD_SERGEANT, BUY_ITEMS])
def test_the_hints_findings_add_name_no_file_key(hint):
    assert not FILE_KEY.search(hint), hint
