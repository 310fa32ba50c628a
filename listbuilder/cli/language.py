"""`--lang` on the command line: read before the parser is built, so `--help` is translated.

`--lang` may stand anywhere before `--` (`listbuilder validate --lang pl lists/`): it is taken
out of the arguments here, and declared on the top parser only so that `--help` shows it.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

from listbuilder import i18n
from listbuilder.core.exit_status import ExitStatus
from listbuilder.i18n import N_, _
from listbuilder.i18n.languages import (
    ENV_VAR,
    LANGUAGES,
    choose_language,
    normalise,
)

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

OPTION_NAME = "--lang"


def take_language_option(argv: Sequence[str]) -> tuple[str | None, list[str], str | None]:
    """(the --lang value, the other arguments, an error message) from a command line."""
    value, rest, args = None, [], list(argv)
    while args:
        arg = args.pop(0)
        if arg == "--":
            rest += [arg, *args]
            break
        if arg.startswith(OPTION_NAME + "="):
            value = arg.split("=", 1)[1]
        elif arg == OPTION_NAME:
            if not args or args[0].startswith("-"):
                return None, rest, _("argument {option}: expected one argument",
                                     option=OPTION_NAME)
            value = args.pop(0)
        else:
            rest.append(arg)
    return value, rest, None


def apply_language_option(argv: Sequence[str], stderr: SupportsWrite[str],
                          environ: Mapping[str, str] | None = None
                          ) -> tuple[list[str], ExitStatus | None]:
    """Choose and use the language; (arguments without --lang, exit code on a usage error)."""
    environ = os.environ if environ is None else environ
    # A mistake in --lang itself is reported in the language the user would get without it.
    i18n.use(choose_language(None, environ))
    value, rest, error = take_language_option(argv)
    if error is None and value is not None and normalise(value) is None:
        error = _("argument {option}: {value} is not a language listbuilder speaks; "
                  "choose from {choices}", option=OPTION_NAME, value=_shown(value),
                  choices=", ".join(LANGUAGES))
    if error is not None:
        print("listbuilder:", _("error:"), error, file=stderr)
        return rest, ExitStatus.USAGE
    choice = choose_language(value, environ)
    i18n.use(choice)
    for _source, rejected in choice.rejected:  # only LISTBUILDER_LANG can be rejected here
        print("listbuilder: " + _(
            "{variable}={value} is not a language listbuilder speaks ({choices}); using "
            "{language}", variable=ENV_VAR, value=_shown(rejected), choices=", ".join(LANGUAGES),
            language=choice.language), file=stderr)
    return rest, None


def _shown(value: str, limit: int = 40) -> str:
    """A value as a message quotes it: a runaway variable must not flood the terminal."""
    return value if len(value) <= limit else value[:limit - 1] + "…"


def add_language_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(OPTION_NAME, metavar="LANG", help=_(
        "language of messages and printed cards: {choices}; default: the {variable} "
        "variable, then the system locale. Machine output (--format json) stays English",
        choices=", ".join(LANGUAGES), variable=ENV_VAR))


#: argparse's own words (Python 3.11's wording), which it asks its module's `_` and
#: `ngettext` for: in our catalogue, so that `argparse_speaks` answers them. A wording another
#: Python version changed is simply not found, and prints in English as before.
ARGPARSE_TEXTS = (
    N_("usage: "), N_("options"), N_("positional arguments"),
    N_("show this help message and exit"), N_("show program's version number and exit"),
    N_("%(prog)s: error: %(message)s\n"), N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"), N_("argument %(argument_name)s: %(message)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"), N_("expected one argument"),
    N_("expected at least one argument"), N_("ambiguous option: %(option)s could match "
                                             "%(matches)s"),
    N_("one of the arguments %s is required"), N_("not allowed with argument %s"),
)


@contextmanager
def argparse_speaks(language: str) -> Iterator[None]:
    """argparse's own words (its headings, its error messages) in `language` while a parser is
    built and reads the arguments: argparse looks them up through its module's `_` and
    `ngettext` (gettext's), pointed here at our catalogue and put back afterwards.

    Not argparse's documented route, and not for speed (it saves about 1.2 ms of a command,
    1 % of `validate` of an empty folder: bench/bench_cli_start.py), but because that route
    cannot serve `--lang`: gettext takes the language only from the LANGUAGE variable, and
    changing it for the process leaks into the C library's message cache, which keys on the
    locale and not on LANGUAGE (in a process that has set LC_MESSAGES, one that started Qt,
    "No such file or directory" stayed Polish after one `--lang pl` command: the test suite
    met it); and gettext reads only compiled `.mo` files from the disk, where an unbuilt
    checkout has only the `.po` this package compiles in memory.
    """
    words, names = i18n.translations(language), vars(argparse)
    before = {"_": names["_"], "ngettext": names["ngettext"]}
    names.update(_=words.gettext, ngettext=words.ngettext)
    try:
        yield
    finally:
        names.update(before)
