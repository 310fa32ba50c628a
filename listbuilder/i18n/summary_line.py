"""The validate summary line with real plural forms ("1 file", "2 pliki", "5 plików").

Used by `listbuilder validate`'s text output (`cli/findings.py`, `summary_line`).
"""

from __future__ import annotations

from listbuilder.i18n import _, ngettext


def files_checked(files: int, errors: int, warnings: int, infos: int) -> str:
    return _("{files}: {errors}, {warnings}, {infos}",
             files=ngettext("{n} file checked", "{n} files checked", files),
             errors=ngettext("{n} error", "{n} errors", errors),
             warnings=ngettext("{n} warning", "{n} warnings", warnings),
             # TRANSLATORS: findings of severity "info" (not errors, not warnings).
             infos=ngettext("{n} info", "{n} info", infos))
