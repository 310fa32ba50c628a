"""The README's two CI recipes, as written there, on a list repository that also holds a
pre-commit config and a GitHub workflow: only the broken list fails them.

The GitHub Actions recipe's `run: listbuilder …` lines are run as they are; the pre-commit
recipe is run as pre-commit runs a hook: the hook's `entry` (from .pre-commit-hooks.yaml) with
the README's `args`, then every file of the repository its `files` pattern matches.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tests.conftest import ROOT

GOOD_LIST = ROOT / "army_lists" / "basic_impetus" / "normans.yaml"


def _recipe_blocks() -> tuple[str, str]:
    """The Actions steps and the pre-commit config, from the README's CI section."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("### In a list repository's CI", 1)[1]
    blocks = re.findall(r"```yaml\n(.*?)```", section, re.DOTALL)
    steps = next(b for b in blocks if "listbuilder validate" in b and "- run:" in b)
    hook = next(b for b in blocks if "repos:" in b)
    return steps, hook


def _repository(tmp_path: Path, broken: bool) -> Path:
    steps, hook = _recipe_blocks()
    repo = tmp_path / "lists-repo"
    (repo / ".github" / "workflows").mkdir(parents=True)
    (repo / ".pre-commit-config.yaml").write_text(hook, encoding="utf-8")
    workflow = ("name: lists\non: [push, pull_request]\njobs:\n  check:\n"
                "    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n")
    (repo / ".github" / "workflows" / "lists.yml").write_text(workflow + steps, encoding="utf-8")
    (repo / "lists").mkdir()
    shutil.copy(GOOD_LIST, repo / "lists" / "normans.yaml")
    if broken:
        text = GOOD_LIST.read_text(encoding="utf-8")
        text = text.replace("kind: army-list", "kind: army-lsit").replace(
            "id: bi/normans", "id: bi/normans-broken")
        (repo / "lists" / "broken.yaml").write_text(text, encoding="utf-8")
    return repo


def _listbuilder(command: list[str], repo: Path) -> subprocess.CompletedProcess[str]:
    assert command[0] == "listbuilder"
    env = {**os.environ, "LISTBUILDER_NO_CACHE": "1"}
    return subprocess.run([sys.executable, "-m", "listbuilder", *command[1:]], cwd=repo,
                          capture_output=True, text=True, env=env, timeout=300)


def _actions_recipe(repo: Path) -> list[subprocess.CompletedProcess[str]]:
    steps, _hook = _recipe_blocks()
    runs = [line.split("run:", 1)[1].strip() for line in steps.splitlines()
            if "run: listbuilder " in line]
    assert runs, "the README's Actions recipe runs listbuilder"
    return [_listbuilder(shlex.split(run), repo) for run in runs]


def _pre_commit_recipe(repo: Path) -> subprocess.CompletedProcess[str]:
    _steps, hook = _recipe_blocks()
    [chosen] = yaml.safe_load(hook)["repos"][0]["hooks"]
    hooks = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    [declared] = [h for h in hooks if h["id"] == chosen["id"]]
    files = sorted(p.relative_to(repo).as_posix() for p in repo.rglob("*") if p.is_file())
    matched = [f for f in files if re.search(declared["files"], f)]
    assert ".pre-commit-config.yaml" in matched and ".github/workflows/lists.yml" in matched
    return _listbuilder([*shlex.split(declared["entry"]), *chosen.get("args", []), *matched],
                        repo)


def _errors_are_only_the_broken_lists(done: subprocess.CompletedProcess[str]) -> None:
    errors = [line for line in done.stdout.splitlines()
              if " error [" in line or line.startswith("::error ")]
    assert errors and all("broken.yaml" in line for line in errors), done.stdout


def _notes_for_the_other_tools_files(done: subprocess.CompletedProcess[str]) -> None:
    for name in (".pre-commit-config.yaml", ".github/workflows/lists.yml"):
        assert re.search(rf"{re.escape(name)}.*FILE-NOT-OURS", done.stdout), done.stdout


@pytest.mark.parametrize("broken", [False, True], ids=["clean", "broken-list"])
def test_the_actions_recipe_fails_only_on_a_broken_list(tmp_path, broken):
    repo = _repository(tmp_path, broken)
    for done in _actions_recipe(repo):
        assert done.returncode == (1 if broken else 0), done.stdout + done.stderr
        _notes_for_the_other_tools_files(done)
        if broken:
            _errors_are_only_the_broken_lists(done)


@pytest.mark.parametrize("broken", [False, True], ids=["clean", "broken-list"])
def test_the_pre_commit_recipe_fails_only_on_a_broken_list(tmp_path, broken):
    repo = _repository(tmp_path, broken)
    done = _pre_commit_recipe(repo)
    assert done.returncode == (1 if broken else 0), done.stdout + done.stderr
    _notes_for_the_other_tools_files(done)
    if broken:
        _errors_are_only_the_broken_lists(done)
