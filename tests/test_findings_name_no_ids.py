"""Findings name units, options, weapons, types and roles as the list and the rules print
them, in the reader's language, never by the keys of the files (issue 23, "Words the player
uses, never ids"). Every id of every sample army and of its list is collected; none may appear
in a finding about that army, in any language. A key is quoted only where the player typed
something the list does not have (then it is not an id of the list). Ids stay in `--format
json` (the finding's subjects and English fields), tooltips and `show`."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from listbuilder.core.messages import Phrase, Word, shown
from listbuilder.i18n import _, speaking
from listbuilder.i18n.languages import LANGUAGES
from listbuilder.storage.open_army import open_army
from listbuilder.systems.basic_impetus.tables import UNIT_TYPES, WEAPONS
from listbuilder.systems.skirmish.tables import ROLES
from tests.conftest import ROOT

SAMPLES = ROOT / "resources" / "samples"
LISTS = ROOT / "army_lists"
#: Keys whose string values (or list items) in a list or army file are ids of something.
ID_KEYS = {"id", "weapon", "weapon_choice", "roles", "excludes", "unit", "type", "equipment",
           "specialisations", "items", "becomes", "traits", "rules", "variant", "quality",
           "rank", "list", "general", "options", "units"}

#: The rules' own words for things (roles, weapons, unit types): a role "Senior officer"
#: holds the word of another role's id, "officer".
RULE_WORDS = [*(r.name for r in ROLES.values()), *(w.name for w in WEAPONS.values()),
              *(t.name for t in UNIT_TYPES.values())]

#: Broken copies of the samples, so that every system has findings to read: (sample, edit).
BROKEN = {
    "skirmish-small": lambda a: a["detachments"][0]["models"].extend(
        [{"type": "rifleman", "role": "officer"}, {"type": "riflemen"},
         {"type": "rifleman", "role": "ranker2"}]),
    "usb-240": lambda a: (a["units"][0].update(equipment="heavy-ranged"),
                          a["units"][1].update(type="infantri")),
    "szwadron-brigade": lambda a: (
        a["units"][0]["differing"].append({"variant": "grenadiers", "count": 1}),
        a["units"][1].update(differing=[{"variant": "grenadier", "count": 1}])),
    "bi-french": lambda a: a.update(general="skirmishers-1", groups=[
        {"units": ["knights-1", "spearmen-1"]}, {"units": ["knights-1", "knights-2"]}]),
}


def _ids(data: Any, key: str | None = None) -> set[str]:
    found: set[str] = set()
    if isinstance(data, dict):
        for k, v in data.items():
            found |= _ids(v, k)
            if key in ("units", "costs") and isinstance(k, str):
                found.add(k)  # an army's settings by unit id, a menu's costs by type id
    elif isinstance(data, list):
        for item in data:
            found |= _ids(item, key)
    elif isinstance(data, str) and key in ID_KEYS and re.fullmatch(r"[a-z0-9][a-z0-9-]*", data):
        found.add(data)
    return found


def _list_data(list_id: str) -> Any:
    for path in LISTS.rglob("*.yaml"):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and data.get("id") == list_id:
            data.pop("id")  # the list's own id is how the army names it: not a finding's word
            return data
    raise LookupError(list_id)


def _names(data: Any) -> set[str]:
    if isinstance(data, dict):
        return {v for k, v in data.items() if k == "name" and isinstance(v, str)} | {
            n for v in data.values() for n in _names(v)}
    if isinstance(data, list):
        return {n for item in data for n in _names(item)}
    return set()


def _armies(tmp_path: Path, broken: dict[str, Any] = BROKEN) -> list[Path]:
    """Every sample, and a broken copy of those `broken` edits."""
    paths = sorted(SAMPLES.glob("*.army.yaml"))
    for name, edit in broken.items():
        data = yaml.safe_load((SAMPLES / f"{name}.army.yaml").read_text(encoding="utf-8"))
        edit(data)
        broken = tmp_path / f"{name}-broken.army.yaml"
        broken.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
        paths.append(broken)
    return paths


def _filled_in(value: object) -> bool:
    """A field the code fills with a thing's name (or key): not one of our own phrases or
    rule words, whose wording may hold a rule's word that a list also uses as an id."""
    if isinstance(value, Phrase):
        return value.template.startswith("{v0}")  # `joined` names
    return isinstance(value, str) and not isinstance(value, Word)


def _without(text: str, names: list[str]) -> str:
    """The text with the list's and the player's names taken out (a name may hold a word
    that is also an id: 'Mercenary crossbowmen')."""
    for name in names:
        text = text.replace(name, "·")
    return text


def _token(word: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])")


def test_no_finding_about_a_sample_names_an_id(tmp_path):
    checked = 0
    for path in _armies(tmp_path):
        view, findings, loaded = open_army(path, [])
        assert loaded is not None, findings
        army = yaml.safe_load(path.read_text(encoding="utf-8"))
        listed = _list_data(army["list"])
        names = sorted(_names(listed) | _names(army), key=len, reverse=True)
        # The list's ids and the army's units; what the army names that neither has is a
        # key the player typed, quoted as typed. An id that is also the word the list prints
        # for it is no id to a reader.
        own = {u.id for u in view.units} if view else set()
        ids = {i for i in _ids(listed) | own if i not in names}
        keyed = [i for i in ids if "-" in i or any(c.isdigit() for c in i)]
        for language in LANGUAGES:
            with speaking(language):
                words = sorted({*names, *(_(w) for w in RULE_WORDS)}, key=len, reverse=True)
                for finding in findings:
                    if finding.code.startswith(("LIST-", "ARMY-LIST-STALE")):
                        continue
                    checked += 1
                    text = _without(finding.text(), words)
                    values = _without(" | ".join(str(shown(v)) for _k, v in finding.fields
                                                 if _filled_in(v)), words)
                    bad = [i for i in keyed if _token(i).search(text)]
                    bad += [i for i in ids if _token(i).search(values)]
                    assert not bad, (path.name, language, finding.code, bad, text)
    assert checked > 40  # every system's broken sample has findings in every language


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Choose one of: Knights 1, Knights 2."),
    ("pl", "Knights 1, Knights 2"),
])
def test_the_general_finding_names_the_units_that_may_carry_it(lang, expected):
    _view, findings, _loaded = open_army(SAMPLES / "bi-illegal.army.yaml", [])
    general = next(f for f in findings if f.code == "BI-GENERAL-NOT-ALLOWED")
    assert general.subjects  # the editor still selects the unit by its id
    with speaking(lang):
        assert expected in general.text()


def test_weapons_are_named_as_the_card_prints_them_in_the_readers_language():
    _view, findings, _loaded = open_army(SAMPLES / "bi-illegal.army.yaml", [])
    weapon = next(f for f in findings if f.code == "BI-WEAPON-NOT-ALLOWED")
    assert "may take one of Sling, Crossbow B, Javelin, not 'Longbow B'. Did you mean " \
        "Crossbow B?" in weapon.text()
    with speaking("pl"):
        assert "Proca" in weapon.text() and "sling" not in weapon.text()
