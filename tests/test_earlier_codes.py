"""Renamed finding codes keep their earlier names (issue 21): `explain` resolves them both
ways, docs/codes.md lists them and an erratum naming the earlier code still matches."""

from __future__ import annotations

import pytest

from listbuilder.cli import main
from listbuilder.core.diagnostics import Severity
from listbuilder.core.earlier_codes import EARLIER_CODES
from listbuilder.storage import codes
from listbuilder.storage.checking import check_list
from listbuilder.storage.loading import load_text
from tests.basic_impetus.conftest import list_path
from tests.conftest import ROOT


@pytest.mark.parametrize("new", sorted(EARLIER_CODES))
def test_both_names_are_declared_codes(new: str) -> None:
    assert codes.lookup(new) is not None
    assert codes.lookup(EARLIER_CODES[new]) is not None


def test_the_two_renames_of_issue_21_have_their_earlier_names() -> None:
    assert EARLIER_CODES["BI-LIST-BIG-UNIT-UNKNOWN-ROW"] == "BI-LIST-UNKNOWN-ROW"
    assert EARLIER_CODES["BI-LIST-VDT-UNKNOWN-OPTION"] == "BI-LIST-UNKNOWN-OPTION"


def test_explain_gives_the_earlier_name_and_the_later_code(capsys) -> None:
    assert main(["explain", "BI-LIST-VDT-UNKNOWN-OPTION"]) == 0
    assert "Earlier name: BI-LIST-UNKNOWN-OPTION" in capsys.readouterr().out
    assert main(["explain", "bi-list-unknown-option"]) == 0
    assert "BI-LIST-VDT-UNKNOWN-OPTION" in capsys.readouterr().out


def test_codes_md_lists_every_earlier_name() -> None:
    text = (ROOT / "docs" / "codes.md").read_text(encoding="utf-8")
    for new, old in EARLIER_CODES.items():
        assert f"| `{new}` | `{old}` |" in text


def test_an_erratum_naming_the_earlier_code_acknowledges_the_finding() -> None:
    text = list_path("bi/wallace-bruce-scots").read_text(encoding="utf-8")
    edited = text.replace("VD_general: 3", "VD_general: 0", 1) + (
        "errata:\n  - code: BI-LIST-VD-GENERAL\n    reason: the book prints 1/0\n")
    findings = check_list(load_text(edited, "edited.yaml"))
    lower = [f for f in findings if f.code == "BI-LIST-VD-GENERAL-LOWER"]
    assert [f.severity for f in lower] == [Severity.INFO]
    assert "LIST-ERRATUM-UNUSED" not in [f.code for f in findings]
