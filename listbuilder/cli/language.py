"""`--lang` on the command line: read before the parser is built, so `--help` is translated.

`--lang` may stand anywhere before `--` (`listbuilder validate --lang pl lists/`): it is taken
out of the arguments here, and declared on the top parser only so that `--help` shows it.
"""

from __future__ import annotations

import argparse
import functools
import os
from collections.abc import Mapping, Sequence
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
        print(f"listbuilder: {_('error:')} {error}", file=stderr)
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


# argparse's own words, which it does not translate; the formatter below does.
ARGPARSE_TEXTS = (N_("usage: "), N_("options"), N_("positional arguments"),
                  N_("show this help message and exit"),
                  N_("show program's version number and exit"), N_("error:"))


class LocalisedHelpFormatter(argparse.RawDescriptionHelpFormatter):
    """Help in the current language: argparse's headings, and every help text we have.

    Descriptions and epilogs keep their line breaks (the exit-code table is one).
    """

    def add_usage(self, usage, actions, groups, prefix=None):
        super().add_usage(usage, actions, groups, _("usage: ") if prefix is None else prefix)

    def start_section(self, heading):
        super().start_section(_(heading) if heading else heading)

    def _get_help_string(self, action):
        return _(action.help) if action.help else action.help


#: argparse's error messages (Python 3.11's wording) as it looks them up: through the
#: `_`/`ngettext` it imported from gettext, which find no catalogue of ours. A wording another
#: Python version changed is simply not found, and prints in English as before.
ARGPARSE_ERRORS = (
    N_("%(prog)s: error: %(message)s\n"), N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"), N_("argument %(argument_name)s: %(message)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"), N_("expected one argument"),
    N_("expected at least one argument"), N_("ambiguous option: %(option)s could match "
                                             "%(matches)s"),
    N_("one of the arguments %s is required"), N_("not allowed with argument %s"),
)


def argparse_text(text: str) -> str:
    return i18n.translations(i18n.current()).gettext(text)


def _argparse_count(singular: str, plural: str, n: int) -> str:
    return i18n.translations(i18n.current()).ngettext(singular, plural, n)


def localise_argparse() -> None:
    """Answer argparse's own words (its headings, its error messages) from our catalogue.

    argparse reads its module's `_` and `ngettext` when it builds a parser and when it
    reports an error; pointing them at the current language is what Python's own gettext
    would do with a catalogue for it. Done before a parser is built: Python's gettext
    searched the disk for a catalogue on each of the ~30 words a build asks for (~5 ms of
    every command, issue 12).
    """
    vars(argparse).update(_=argparse_text, ngettext=_argparse_count)


def localise_parser(parser: argparse.ArgumentParser, width: int) -> None:
    """Use the translating formatter, `width` columns wide, in this parser and every
    sub-command's parser (argparse's own words: `localise_argparse`, called before the parser
    is built)."""
    parser.formatter_class = functools.partial(LocalisedHelpFormatter, width=width)
    for action in parser._actions:  # argparse keeps sub-parsers nowhere public
        choices = action.choices
        for sub in choices.values() if isinstance(choices, dict) else ():
            if isinstance(sub, argparse.ArgumentParser):
                localise_parser(sub, width)
