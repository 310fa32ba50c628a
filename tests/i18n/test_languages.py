"""Choosing the language: --lang, then LISTBUILDER_LANG, then the saved choice, then the system."""

from __future__ import annotations

import pytest

from listbuilder.i18n.languages import choose_language, normalise, system_language


@pytest.mark.parametrize(("tag", "language"), [
    ("pl", "pl"), ("pl_PL.UTF-8", "pl"), ("hu-HU", "hu"), ("RU", "ru"), ("ru_RU@latin", "ru"),
    ("Polish_Poland.1250", "pl"), ("Hungarian_Hungary", "hu"), ("C", "en"), ("C.UTF-8", "en"),
    ("POSIX", "en"), ("en_GB", "en"), ("de_DE", None), ("", None), ("   ", None), ("p", None),
    ("plx", None), (None, None),
])
def test_normalise_reads_codes_locales_and_windows_names(tag, language):
    assert normalise(tag) == language


def test_precedence_option_then_environment_then_saved_then_system():
    env = {"LISTBUILDER_LANG": "hu", "LANG": "ru_RU.UTF-8"}
    assert choose_language("pl", env, saved="ru").language == "pl"
    assert choose_language(None, env, saved="pl").language == "hu"
    assert choose_language(None, {"LANG": "ru_RU.UTF-8"}, saved="pl").source == "settings"
    chosen = choose_language(None, {"LANG": "ru_RU.UTF-8"})
    assert (chosen.language, chosen.source) == ("ru", "system")


def test_unknown_values_are_reported_and_the_next_source_decides():
    chosen = choose_language(None, {"LISTBUILDER_LANG": "klingon", "LANG": "hu_HU.UTF-8"},
                             saved="xx")
    assert (chosen.language, chosen.source) == ("hu", "system")
    assert chosen.rejected == (("environment", "klingon"), ("settings", "xx"))


def test_system_language_follows_gettext_variable_order():
    assert system_language({"LANGUAGE": "de:pl", "LANG": "ru_RU"}) == "pl"
    assert system_language({"LC_ALL": "hu_HU.UTF-8", "LANG": "ru_RU"}) == "hu"
    assert system_language({"LC_MESSAGES": "ru_RU", "LANG": "pl_PL"}) == "ru"
    # Only the first variable set counts, as in gettext: an unsupported one means English.
    assert system_language({"LC_ALL": "de_DE.UTF-8", "LANG": "pl_PL"}) == "en"


def test_without_variables_the_platform_locales_decide():
    assert system_language({}, ["de-DE", "hu-HU", "pl-PL"]) == "hu"
    assert system_language({}, ["de-DE"]) == "en"
    assert system_language({}) == "en"
