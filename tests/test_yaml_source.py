"""The libyaml-backed parser: YAML 1.2 scalars, exact marks, every problem a diagnostic."""

from __future__ import annotations

from listbuilder.core.diagnostics import Span
from listbuilder.storage.yaml_source import MAX_DEPTH, parse_bytes, parse_text


def codes(parsed):
    return [d.code for d in parsed.diagnostics]


def test_yaml_12_scalars_match_what_ruamel_reads():
    parsed = parse_text("a: no\nb: yes\nc: on\nd: true\ne: ~\nf: 0x1f\ng: 010\nh: 1.5\n")
    assert parsed.data == {"a": "no", "b": "yes", "c": "on", "d": True, "e": None, "f": 31,
                           "g": 10, "h": 1.5}


def test_paths_map_to_one_based_lines_and_columns():
    parsed = parse_text("top:\n  items:\n    - a\n    - name: x\n", "f.yaml")
    assert parsed.span(("top", "items", 1, "name")) == Span("f.yaml", 4, 13)
    assert parsed.span(("top", "items", 1, "name"), key=True) == Span("f.yaml", 4, 7)
    # A missing key points at the mapping that should hold it.
    assert parsed.span(("top", "missing")) == Span("f.yaml", 2, 3)


def test_duplicate_keys_are_errors_at_the_second_key():
    parsed = parse_text("a: 1\nb:\n  c: 1\n  c: 2\n", "f")
    assert codes(parsed) == ["YAML-DUPLICATE-KEY"]
    assert parsed.diagnostics[0].span == Span("f", 4, 3)
    assert "first on line 3" in parsed.diagnostics[0].message


def test_alias_bomb_is_refused():
    lines = ['a0: &a0 ["x", "x", "x", "x", "x", "x", "x", "x", "x", "x"]']
    for i in range(1, 9):
        refs = ", ".join([f"*a{i - 1}"] * 10)
        lines.append(f"a{i}: &a{i} [{refs}]")
    parsed = parse_text("\n".join(lines) + "\n")
    assert codes(parsed) == ["YAML-TOO-LARGE"]


def test_deep_nesting_is_refused():
    assert codes(parse_text("[" * 100_000)) == ["YAML-TOO-DEEP"]
    nested = "a:\n" + "".join("  " * i + "b:\n" for i in range(1, MAX_DEPTH + 5))
    nested += "  " * 80 + "c\n"
    assert "YAML-TOO-DEEP" in codes(parse_text(nested))


def test_bom_and_crlf_are_fine_and_marks_stay_right():
    parsed = parse_bytes(b"\xef\xbb\xbfa: 1\r\nb:\r\n  c: 2\r\n", "f")
    assert parsed.data == {"a": 1, "b": {"c": 2}}
    assert parsed.span(("b", "c")) == Span("f", 3, 6)


def test_binary_and_nul_bytes_end_in_diagnostics():
    assert codes(parse_bytes(b"\x89PNG\r\n\x1a\n\x00\x00", "f")) == ["FILE-ENCODING"]
    assert codes(parse_bytes(b"a: b\x00c\n", "f")) == ["YAML-CONTROL-CHARACTER"]


def test_merge_keys_and_complex_keys_are_refused_not_crashing():
    assert "YAML-MERGE-KEY" in codes(parse_text("x: &x {a: 1}\ny:\n  <<: *x\n"))
    assert "YAML-KEY-TYPE" in codes(parse_text("? [a, b]\n: 1\n"))


def test_empty_document():
    assert codes(parse_text("")) == ["YAML-EMPTY"]
    assert codes(parse_text("# only a comment\n")) == ["YAML-EMPTY"]


def test_multiple_documents_are_refused_at_the_second():
    parsed = parse_text("a: 1\n---\nb: 2\n")
    assert codes(parsed) == ["YAML-SEVERAL-DOCUMENTS"]
    assert parsed.diagnostics[0].span.line == 2 and parsed.data == {"a": 1}
    assert not parsed.checkable
