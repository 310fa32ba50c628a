"""The commands, one module each (as borg's `archiver/*_cmd.py`): a command's module holds its
arguments beside its handler,

    def arguments(parser: Parser) -> None   # add_argument(...) calls, `definition.py`'s helpers
    def run(args, streams) -> ExitStatus     # the work; raises CommandError for a user's mistake

and `COMMANDS` below names it with its one-line help. The parser imports only the module of
the command that runs (`definition.parser`): `listbuilder --help` lists every command from this
table without importing one, and `validate` pays for no other command's imports.

To add a command: write `commands/NAME.py` with those two functions, and add its line here.
"""

from __future__ import annotations

from dataclasses import dataclass

from listbuilder.i18n import N_


@dataclass(frozen=True)
class Command:
    name: str  # as typed: `import-list`
    help: str  # one line for `listbuilder --help` (translated when shown)
    module: str = ""  # its module in this package, when not the name with `_` for `-`

    @property
    def module_name(self) -> str:
        return f"{__name__}.{self.module or self.name.replace('-', '_')}"


#: Every command, in the order `listbuilder --help` lists them.
COMMANDS = (
    Command("validate", N_("check list and army files or whole folders")),
    Command("show", N_("show an army as a player reads it, or a list with its own totals")),
    Command("schema", N_("print the JSON Schema of a file kind")),
    Command("gui", N_("open the editor (the default with no command)")),
    Command("lists", N_("name every army list the program sees: id, name, game, file")),
    Command("samples", N_("name the sample armies that come with listbuilder, or copy them")),
    Command("upgrade", N_("rewrite list or army files to the current format, keeping comments")),
    Command("stamp", N_("write the army's list's current stamp into it")),
    Command("export", N_("print an army: PDF cards, roster or bases, or text")),
    Command("share", N_("print a short code that rebuilds the army")),
    Command("import", N_("rebuild an army file from a share code"), module="import_code"),
    Command("import-list", N_("turn a published list page's text into list files")),
    Command("explain", N_("explain a finding code (e.g. BI-GROUP-MIXED)")),
    Command("event", N_("check or print every army submitted to an event")),
    Command("verify", N_("say whether an army file is the one a printed roster's seal was "
                         "made from")),
)

BY_NAME = {command.name: command for command in COMMANDS}
