"""Which language to speak: the languages we have, and the choice among them.

Precedence, most explicit first: `--lang`, then `LISTBUILDER_LANG`, then the editor's Language
menu (saved in its settings), then the system locale. An unknown value in the environment or
the settings is reported and skipped, never fatal: the next source decides.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

SOURCE_LANGUAGE = "en"
LANGUAGES = ("en", "pl", "hu", "ru")
#: Each language under its own name: a menu lists them so, whatever the current language.
LANGUAGE_NAMES = {"en": "English", "pl": "Polski", "hu": "Magyar", "ru": "Русский"}
ENV_VAR = "LISTBUILDER_LANG"
#: gettext's own order: the first of these that is set names the user's languages.
SYSTEM_VARS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
#: Windows reports locales by English name ("Polish_Poland"), not by code.
_WINDOWS_NAMES = {"english": "en", "polish": "pl", "hungarian": "hu", "russian": "ru"}

OPTION, ENVIRONMENT, SETTINGS, SYSTEM = "option", "environment", "settings", "system"
#: Sources a user named for this run; the editor's saved choice does not override them.
EXPLICIT_SOURCES = (OPTION, ENVIRONMENT)


@dataclass(frozen=True)
class Choice:
    language: str
    source: str
    #: Values that named no language we have, for the caller to report.
    rejected: tuple[tuple[str, str], ...] = field(default=())


def normalise(tag: str | None) -> str | None:
    """`pl`, `pl_PL.UTF-8`, `pl-PL`, `Polish_Poland.1250` → `pl`; C/POSIX → en; else None."""
    tag = (tag or "").strip()
    if tag in ("C", "POSIX") or tag.startswith("C."):
        return SOURCE_LANGUAGE
    base = re.split(r"[_.@-]", tag, maxsplit=1)[0].casefold()
    base = _WINDOWS_NAMES.get(base, base)
    return base if base in LANGUAGES else None


def system_language(environ: Mapping[str, str], platform_locales: Iterable[str] = ()) -> str:
    """The user's language as gettext reads it, else as the platform reports it, else English.

    As in gettext, only the first variable that is set counts (LANGUAGE may list several,
    colon-separated); an unsupported language there means English, not a later variable.
    """
    for var in SYSTEM_VARS:
        value = environ.get(var, "")
        if value:
            found = (normalise(tag) for tag in value.split(":"))
            return next((lang for lang in found if lang), SOURCE_LANGUAGE)
    found = (normalise(tag) for tag in platform_locales)
    return next((lang for lang in found if lang), SOURCE_LANGUAGE)


def choose_language(option: str | None = None, environ: Mapping[str, str] | None = None,
                    saved: str | None = None, platform_locales: Iterable[str] = ()) -> Choice:
    environ = environ or {}
    rejected: list[tuple[str, str]] = []
    for source, value in ((OPTION, option), (ENVIRONMENT, environ.get(ENV_VAR)),
                          (SETTINGS, saved)):
        if not value:
            continue
        language = normalise(value)
        if language:
            return Choice(language, source, tuple(rejected))
        rejected.append((source, value))
    return Choice(system_language(environ, platform_locales), SYSTEM, tuple(rejected))
