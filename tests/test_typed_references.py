"""A finding refers to the army's and the list's things by typed reference (`Ref`): its English
stays what `--format json` and the conformance cases read, and each edge that shows findings
names the thing its own way ("Foot 2" where the army has several Foot)."""

from __future__ import annotations

import copy
import pickle

from listbuilder.core.list_view import UnitNames
from listbuilder.core.phrases import UNIT, WEAPON, Ref, Word, joined, naming, shown
from listbuilder.i18n import speaking
from listbuilder.storage.open_army import open_army
from tests.conftest import ROOT

ILLEGAL = ROOT / "resources" / "samples" / "bi-illegal.army.yaml"


def test_a_reference_is_its_english_name_and_survives_copies():
    unit, weapon = Ref(UNIT, "foot-2", "Foot"), Ref(WEAPON, "sling", Word("Sling"))
    assert str(joined([unit, weapon])) == "Foot, Sling"
    for value in (unit, weapon, joined([unit, weapon])):
        for again in (pickle.loads(pickle.dumps(value)), copy.deepcopy(value)):
            assert again == value and type(again) is type(value)
    again = copy.deepcopy(weapon)
    assert (again.kind, again.key, type(again.name)) == (WEAPON, "sling", Word)


def test_each_edge_names_a_reference_its_own_way():
    unit = Ref(UNIT, "foot-2", "Foot")
    assert shown(unit) == "Foot"  # no edge: its own name
    with naming(lambda ref: f"<{ref.key}>"):
        assert shown(joined([unit, Ref(WEAPON, "sling", Word("Sling"))])) == "<foot-2>, <sling>"
    with speaking("pl"):
        assert shown(Ref(WEAPON, "sling", Word("Sling"))) == "Proca"


def test_group_members_are_numbered_where_read_and_plain_in_json():
    view, findings, _loaded = open_army(ILLEGAL, [])
    assert view is not None
    big = next(f for f in findings if f.code == "BI-BIG-UNIT-ILLEGAL")
    assert big.message.endswith("Members: Foot (FP), Foot (FP).")  # as JSON has it
    assert big.to_json()["subjects"] == ["foot-2", "foot-3"]
    with naming(UnitNames.of(view)):
        assert big.text().endswith("Members: Foot 2 (FP), Foot 3 (FP).")
        with speaking("pl"):
            # "Foot" is a name the book does not print (inferred): the reader's word.
            assert big.text().endswith("Członkowie: Piechota 2 (FP), Piechota 3 (FP).")


def test_no_two_units_read_alike_when_one_is_named_as_a_namesakes_number():
    """Two "Knights" beside a unit the player named "Knights 2": the namesakes are "Knights 1"
    and "Knights 3" (the findings, the table and the cards once named two units "Knights 2")."""
    from listbuilder.core.view import numbered_labels

    labels = numbered_labels([("a", "Knights"), ("b", "Knights"), ("c", "Knights 2"),
                              ("d", "Foot")])
    assert labels == {"a": "Knights 1", "b": "Knights 3", "c": "Knights 2", "d": "Foot"}
    assert len(set(labels.values())) == len(labels)
