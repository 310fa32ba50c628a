"""`listbuilder explain` in the reader's language: columns aligned by what a terminal shows."""

from __future__ import annotations

import re

import pytest

from listbuilder.cli import main
from listbuilder.cli.terminal import display_width, ljust_display


@pytest.mark.parametrize("language", ["en", "pl", "hu", "ru"])
def test_explain_list_columns_line_up_in_every_language(language, capsys):
    assert main(["--lang", language, "explain", "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    heads = [re.match(r"(\S+ +)(\S+ +)", line) for line in lines]
    assert all(heads), [line for line, head in zip(lines, heads, strict=True) if not head][:3]
    code_columns = {display_width(h.group(1)) for h in heads if h}
    text_columns = {display_width(h.group(0)) for h in heads if h}
    assert len(code_columns) == 1 and len(text_columns) == 1, (language, text_columns)
    # The widest severity word is followed by one space: the column is no wider than it needs.
    assert min(len(h.group(2)) - len(h.group(2).rstrip()) for h in heads if h) == 1


def test_display_width_counts_what_a_terminal_shows():
    assert display_width("błąd") == 4
    assert display_width("предупреждение") == 14
    assert display_width("hiba\u0301") == 4  # a combining accent takes no column
    assert display_width("表") == 2
    assert ljust_display("e\u0301", 3) == "e\u0301  "
