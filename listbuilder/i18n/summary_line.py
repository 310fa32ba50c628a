"""The validate summary line with real plural forms ("1 file", "2 pliki", "5 plików").

Ready for the translation pass to use in `listbuilder validate`'s text output, replacing the
"file(s)/error(s)" wording; kept here until then so the catalogues exercise plural forms.
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
