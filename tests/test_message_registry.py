"""Every message is declared once (issue 13 item 1): code, one severity, a template whose
fields are the ones the code passes, a help text; findings are made only from declarations;
`explain` and docs/codes.md read the same registries."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from listbuilder.cli import main
from listbuilder.cli.validate_paths import validate_paths
from listbuilder.core.hints import did_you_mean
from listbuilder.core.messages import Message, Word, registry
from listbuilder.storage import codes
from listbuilder.systems import registry as systems
from tests.conftest import ROOT

PACKAGE = ROOT / "listbuilder"
# Where findings may be made without a declaration: the type itself and its maker.
CORE_TYPES = {PACKAGE / "core" / "diagnostics.py", PACKAGE / "core" / "messages.py"}
# The inline helpers findings were once made with (removed from core.diagnostics).
OLD_HELPERS = {"error", "warning", "info"}


def _undeclared_constructions(path: Path) -> list[str]:
    """Findings made inline: the old helpers imported, or `Diagnostic(…)` called."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "listbuilder.core.diagnostics":
            found += [f"imports {a.name}" for a in node.names if a.name in OLD_HELPERS]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id == "Diagnostic":
            found.append(f"line {node.lineno}: Diagnostic(…)")
    return found


def test_no_finding_is_made_outside_a_declared_message():
    offenders = {
        str(p.relative_to(ROOT)): found
        for p in sorted(PACKAGE.rglob("*.py"))
        if p not in CORE_TYPES and (found := _undeclared_constructions(p))
    }
    assert offenders == {}


def test_the_scan_sees_an_inline_finding(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("from listbuilder.core.diagnostics import Diagnostic, error\n"
                   "x = Diagnostic('error', 'X', 'y')\n", encoding="utf-8")
    assert _undeclared_constructions(bad) == ["imports error", "line 2: Diagnostic(…)"]


# Codes findings were once reported under, kept as text to match old errata against.
EARLIER_NAMES = PACKAGE / "core" / "earlier_codes.py"


def _spelt_codes(path: Path, known: set[str]) -> list[str]:
    """Declared codes written out as text instead of taken from their message (`X.code`):
    a renamed or retired code would leave such a text matching nothing, silently."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    declaring = {id(node.args[0]) for node in ast.walk(tree)
                 if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                 and node.func.id == "Message" and node.args}
    return [f"line {node.lineno}: {node.value}" for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and node.value in known
            and id(node) not in declaring]


def test_no_code_is_spelt_out_where_its_message_can_be_named():
    known = set(codes.all_messages())
    offenders = {str(p.relative_to(ROOT)): found for p in sorted(PACKAGE.rglob("*.py"))
                 if p != EARLIER_NAMES and (found := _spelt_codes(p, known))}
    assert offenders == {}


def test_the_spelt_code_scan_sees_a_code_in_text(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("X = Message('ARMY-LIST-CHANGED', 1)\nif code == 'ARMY-LIST-CHANGED': pass\n",
                   encoding="utf-8")
    assert _spelt_codes(bad, {"ARMY-LIST-CHANGED"}) == ["line 2: ARMY-LIST-CHANGED"]


def test_every_code_is_declared_once_across_all_registries():
    everything = [m for r in codes.registries().values() for m in r.values()]
    assert len({m.code for m in everything}) == len(everything)
    assert set(codes.all_messages()) == {m.code for m in everything}


def test_a_code_declared_twice_is_refused():
    one = Message("X-ONE", "error", "a", "help")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="X-ONE declared twice"):
        registry(one, Message("X-ONE", "warning", "b", "help"))  # type: ignore[arg-type]


def test_every_system_declares_its_messages():
    """Under one prefix of its own: tests/test_system_contract.py."""
    for system_id, system in systems().items():
        assert system.messages, system_id


@pytest.mark.parametrize("message", list(codes.all_messages().values()),
                         ids=lambda m: m.code)
def test_message_is_complete_and_can_be_made(message):
    assert message.template.strip() and len(message.help) > 40, "say how to fix it"
    assert not message.fields & {"path", "subjects"}, "those name the call's own arguments"
    if message.plural is not None:
        assert "n" in message.fields
        assert _fields(message.template) == _fields(message.plural)
    dummy = {f: 2 if f == "n" else Word("x") if f == "kind" else f"<{f}>"
             for f in message.fields}
    finding = message(("a", 0), ("u",), **dummy)
    assert finding.code == message.code and finding.severity == message.severity
    assert finding.text() == finding.message
    assert all(f"<{f}>" in finding.message for f in message.fields if f not in ("n", "kind"))
    hash(finding)


def _fields(template: str) -> set[str]:
    return set(Message("X", "error", template, "").fields)  # type: ignore[arg-type]


def _checked_findings():
    report = validate_paths([ROOT / "army_lists", ROOT / "resources" / "samples",
                             ROOT / "tests" / "conformance" / "cases"], [])
    return [d for _, d in report.findings]


def test_every_finding_of_the_samples_lists_and_golden_cases_is_declared():
    findings = _checked_findings()
    declared = codes.all_messages()
    emitted = {d.code for d in findings}
    assert len(emitted) > 40  # the golden cases reach most codes
    assert emitted - set(declared) == set()
    for d in findings:
        if d.code in declared and d.acknowledged is None:
            assert d.severity == declared[d.code].severity, d.code
            assert d.template == declared[d.code].template, d.code
            assert {k for k, _ in d.fields} == declared[d.code].fields, d.code
            assert d.text() == d.message  # English: the people's text is the JSON text


def test_explain_prints_the_help(capsys):
    assert main(["explain", "bi-group-mixed"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("BI-GROUP-MIXED (error)")
    assert "Illegal group: {reason}. Members: {members}." in out
    assert codes.lookup("BI-GROUP-MIXED").help in out


def test_explain_an_unknown_code_suggests_close_ones(capsys):
    assert main(["explain", "BI-GROUP-MIXD"]) == 2
    err = capsys.readouterr().err
    assert "no finding has the code 'BI-GROUP-MIXD'" in err and "'BI-GROUP-MIXED'" in err
    assert main(["explain"]) == 2


def test_explain_lists_every_code(capsys):
    assert main(["explain", "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [ln.split()[0] for ln in lines] == sorted(codes.all_messages())


def test_the_codes_reference_is_current():
    """If this fails, run: listbuilder explain --markdown > docs/codes.md (and review it)."""
    reference = ROOT / "docs" / "codes.md"
    assert reference.read_text(encoding="utf-8") == codes.markdown(), (
        f"docs/codes.md is out of date: run `{codes.MARKDOWN_COMMAND}`")


class _Marking:
    """A catalogue that marks every text it translates, so a test sees what went through it."""

    def gettext(self, text: str) -> str:
        return f"«{text}»"

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return f"«{singular if n == 1 else plural}»"

    def pgettext(self, context: str, text: str) -> str:
        return f"«{text}»"


def test_text_translates_the_template_its_phrases_and_words_but_not_names(monkeypatch):
    import listbuilder.i18n as i18n
    from listbuilder.systems.basic_impetus import messages as bi
    from listbuilder.systems.basic_impetus.tables import TRAITS, TRAITS_WORD, code_listing

    finding = bi.LIST_UNKNOWN_TRAIT(("units", 0, "traits", 0), trait="impetous",
                                    hint=did_you_mean("impetous", TRAITS),
                                    listing=code_listing(TRAITS_WORD, ["pike"]))
    english = finding.message
    monkeypatch.setattr(i18n, "translations", lambda language: _Marking())
    assert finding.text() == ("«Unknown trait 'impetous'.« Did you mean 'impetuous'?» "
                              "««Traits»: pike.» List-specific rules go under 'special_rules' "
                              "and are named in 'rules'.»")
    assert finding.message == english  # JSON and GitHub output stay English
    counted = bi.UNIT_COUNT(("options",), n=12, low=7, high=10)
    assert counted.text() == ("«The army has 12 units; the rules' usual army is 7–10. The "
                              "published list fields this many: agree it with your opponent.»")
