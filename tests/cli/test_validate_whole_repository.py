"""`validate DIR` on a whole repository: other tools' YAML skipped with a note, broken lists
and armies still failing, `--exclude`, and every file checked however many there are."""

from __future__ import annotations

import json
import shutil

import pytest

from listbuilder.storage import folder_walk
from tests.conftest import ROOT

GOOD_LIST = ROOT / "army_lists" / "basic_impetus" / "normans.yaml"


def _codes(run_cli, *args: str) -> tuple[int, dict[str, list[str]]]:
    code, out, _err = run_cli("validate", "--format", "json", *args)
    by_file: dict[str, list[str]] = {}
    for finding in json.loads(out)["findings"]:
        by_file.setdefault(finding["path"].rsplit("/", 1)[-1], []).append(finding["code"])
    return code, by_file


@pytest.mark.parametrize(("name", "text"), [
    ("workflow.yml", "name: ci\non: [push]\njobs:\n  a:\n    runs-on: x\n"),
    (".pre-commit-config.yaml", "repos:\n  - repo: local\n    hooks: []\n"),
    ("hooks.yaml", "- id: a\n  entry: b\n"),  # a sequence at the top
    ("compose.yaml", "services:\n  web:\n    image: nginx\nname: site\n"),
    # Shapes from real public repositories (kubernetes/examples, ansible-examples, Jekyll):
    # a manifest's `kind` is not ours; several documents; a duplicate key or a templated key
    # in another tool's file is that tool's business.
    ("service.yaml", "apiVersion: v1\nkind: Service\nmetadata:\n  name: redis\n"),
    ("all-in-one.yaml", "apiVersion: v1\nkind: Service\nmetadata:\n  name: a\n---\n"
                        "apiVersion: apps/v1\nkind: Deployment\nspec:\n  replicas: 1\n"),
    ("trailing.yaml", "apiVersion: v1\nkind: Secret\ntype: Opaque\n---\n"),
    ("controller.yaml", "kind: ReplicationController\nspec:\n  selector: {a: b}\n"
                        "  selector: {c: d}\n"),
    ("template.yaml", "kind: Service\nmetadata:\n  {{ labels }}: x\n"),
    ("site.yml", "- hosts: all\n  tasks:\n    - name: ping\n      ping:\n"),
    ("post.yml", "title: Hello\ndate: 2024-01-02\n"),  # one weak key of ours alone
    ("logging.yaml", "version: 1\nformatters:\n  plain:\n    format: '%(message)s'\n"),
])
def test_a_yaml_file_with_none_of_our_keys_is_skipped_with_a_note(run_cli, tmp_path, name,
                                                                    text):
    (tmp_path / name).write_text(text, encoding="utf-8")
    assert _codes(run_cli, "--strict", str(tmp_path)) == (0, {name: ["FILE-NOT-OURS"]})


@pytest.mark.parametrize(("name", "text", "expected"), [
    # a misspelt kind beside our other keys
    ("a.yaml", "kind: army-lsit\nformat: 2\nsystem: basic-impetus\nid: x\nname: X\n",
     "FILE-UNKNOWN-KIND"),
    ("b.yaml", "kidn: army\nformat: 2\nsystem: basic-impetus\nlist: bi/normans\n",
     "FILE-UNKNOWN-KIND"),
    ("c.yaml", "units:\n  - id: a\n", "FILE-UNKNOWN-KIND"),  # one key of ours is enough
    ("d.yaml", "apiVersion: v1\nkind: armylist\n", "FILE-UNKNOWN-KIND"),  # a kind near ours
    ("d2.yaml", "kind: Army\nname: Mine\n", "FILE-UNKNOWN-KIND"),
    ("d3.yaml", "player: Ann\nscale: 15mm\n", "FILE-UNKNOWN-KIND"),  # two weak keys
    ("d4.yaml", "kind: army\nformat: 2\nsystem: basic-impetus\nlist: bi/normans\n"
                "name: A\n---\nkind: army\n", "YAML-SEVERAL-DOCUMENTS"),
    ("e.army.yaml", "name: mine\n", "FILE-UNKNOWN-KIND"),  # named as an army
    ("f.yaml", "", "YAML-EMPTY"),  # empty: may be a list cut short
    ("f2.army.yaml", "# my army, to do\n", "YAML-EMPTY"),  # named as ours
    ("g.yaml", "kind: [\n", "YAML-SYNTAX"),  # not even YAML
    ("h.yaml", "- kind: army\n- format: 2\n", "FILE-NOT-MAPPING"),  # ours, gone wrong
])
def test_a_file_that_shows_a_sign_of_being_ours_still_gets_its_errors(run_cli, tmp_path, name,
                                                                      text, expected):
    (tmp_path / name).write_text(text, encoding="utf-8")
    code, found = _codes(run_cli, str(tmp_path))
    assert code == 1 and expected in found[name] and "FILE-NOT-OURS" not in found[name]


@pytest.mark.parametrize("text", ["# nothing yet\n", "# a\n\n  # b\n", "---\n# c\n"])
def test_a_file_of_comments_only_is_skipped_with_a_note(run_cli, tmp_path, text):
    (tmp_path / "placeholder.yaml").write_text(text, encoding="utf-8")
    assert _codes(run_cli, "--strict", str(tmp_path)) == (
        0, {"placeholder.yaml": ["FILE-ONLY-COMMENTS"]})


def test_several_documents_of_ours_are_an_error_at_the_second(run_cli, tmp_path):
    text = GOOD_LIST.read_text(encoding="utf-8")
    (tmp_path / "two.yaml").write_text(text + "---\n" + text, encoding="utf-8")
    code, out, _err = run_cli("validate", str(tmp_path / "two.yaml"))
    line = text.count("\n") + 1
    assert code == 1 and f"two.yaml:{line}:1: error [YAML-SEVERAL-DOCUMENTS]" in out


def _repository(tmp_path):
    (tmp_path / ".github" / "workflows").mkdir(parents=True)
    (tmp_path / ".github" / "workflows" / "ci.yml").write_text("kind: army-lst\n",
                                                               encoding="utf-8")
    (tmp_path / "drafts").mkdir()
    (tmp_path / "drafts" / "wip.yaml").write_text("kind: army-lsit\n", encoding="utf-8")
    (tmp_path / "notes.yml").write_text("kind: armi\n", encoding="utf-8")
    shutil.copy(GOOD_LIST, tmp_path / "normans.yaml")


@pytest.mark.parametrize(("patterns", "checked"), [
    ([], {"ci.yml", "wip.yaml", "notes.yml", "normans.yaml"}),
    (["--exclude", ".github/*"], {"wip.yaml", "notes.yml", "normans.yaml"}),
    (["--exclude", "./.github/*", "--exclude", "drafts"], {"notes.yml", "normans.yaml"}),
    (["--exclude", "*.yml", "--exclude", "drafts/*"], {"normans.yaml"}),
])
def test_exclude_leaves_out_files_and_folders(run_cli, tmp_path, patterns, checked):
    _repository(tmp_path)
    code, out, _err = run_cli("validate", "--format", "json", *patterns, str(tmp_path))
    summary = json.loads(out)
    failing = {f["path"].rsplit("/", 1)[-1] for f in summary["findings"]
               if f["severity"] == "error"}
    assert summary["summary"]["files_checked"] == len(checked)
    assert failing == checked - {"normans.yaml"} and code == (1 if failing else 0)


def test_exclude_applies_to_files_given_by_name(run_cli, tmp_path):
    _repository(tmp_path)
    code, _out, _err = run_cli("validate", "--exclude", "*.yml", str(tmp_path / "notes.yml"),
                               str(tmp_path / "normans.yaml"))
    assert code == 0


def test_every_file_of_a_folder_larger_than_the_lists_walk_bound_is_checked(run_cli, tmp_path,
                                                                          capsys):
    count = folder_walk.ENTRIES_MAX + 5  # more than the catalog's walk looks at
    for number in range(count):
        (tmp_path / f"{number:05d}.yml").write_text("note: another tool's file\n",
                                                  encoding="utf-8")
    (tmp_path / "zz-last.yaml").write_text("kind: army-lsit\n", encoding="utf-8")
    code, out, _err = run_cli("validate", "--format", "json", str(tmp_path))
    summary = json.loads(out)
    assert summary["summary"]["files_checked"] == count + 1
    assert code == 1 and any(f["path"].endswith("zz-last.yaml") and f["severity"] == "error"
                             for f in summary["findings"])
    assert not any(f["code"] == "FOLDER-CUT-SHORT" for f in summary["findings"])


def test_the_walk_gives_files_in_path_order_without_holding_them(tmp_path):
    for name in ("b/x.yaml", "a/z.yml", "a-c/y.yaml", "a/b/w.yaml", "c.yaml", "c.txt"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x: 1\n", encoding="utf-8")
    walk = folder_walk.every_yaml(tmp_path, [])
    assert not isinstance(walk, list)  # yielded one by one
    found = list(walk)
    assert found == sorted(found) and len(found) == 5
