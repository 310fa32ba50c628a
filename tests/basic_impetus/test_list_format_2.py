"""List format 2 through the real CLI and files: choices recorded in armies, relative changes,
list weapons, `upgrade` and `stamp` keeping comments, a broken list named by its army."""

from __future__ import annotations

from pathlib import Path

from listbuilder.cli import main
from listbuilder.storage.checking import build_army
from listbuilder.storage.list_catalog import Catalog
from listbuilder.storage.loading import load_file, load_text
from listbuilder.systems.basic_impetus.resolve import resolve
from tests.conformance.run import case_file

from .conftest import ROOT, codes

CASES = ROOT / "tests" / "conformance" / "cases"


def _army(tmp_path: Path, text: str, list_file: str = "choose-one-of.yaml"):
    army = tmp_path / "army.yaml"
    army.write_text("kind: army\nformat: 2\nsystem: basic-impetus\nname: Test\n" + text,
                    encoding="utf-8")
    lists = case_file(list_file) if "/" not in list_file else CASES / list_file
    catalog = Catalog.from_paths([lists])
    return build_army(load_file(army), catalog)


def test_choose_one_of_takes_the_players_rows(tmp_path) -> None:
    view, findings = _army(tmp_path, "list: test/choose-one-of\noptions: [mercenaries]\n"
                           "choices: {mercenaries: {units: [foot-2], add: longbowmen}}\n"
                           "general: knights-1\n")
    ids = [u.id for u in view.units]
    assert "foot-2" not in ids and "foot-1" in ids and "foot-3" in ids
    assert "longbowmen-1" in ids and "crossbowmen-1" not in ids
    assert view.options == ("Mercenaries (Mercenary archers)",)
    assert [d for d in findings if d.code.startswith("BI-OPTION")] == []


def test_unchosen_one_of_takes_the_first_and_says_so(tmp_path) -> None:
    view, findings = _army(tmp_path, "list: test/choose-one-of\noptions: [mercenaries]\n"
                           "general: knights-1\n")
    assert "crossbowmen-1" in [u.id for u in view.units]
    assert codes(findings).count("BI-OPTION-UNCHOSEN") == 2
    _, findings = _army(tmp_path, "list: test/choose-one-of\noptions: [mercenaries]\n"
                        "choices: {mercenaries: {units: [foot-9], add: slingers}}\n"
                        "general: knights-1\n")
    assert codes(findings).count("BI-OPTION-CHOICE") == 2


def test_add_more_continues_the_rows_numbering(tmp_path) -> None:
    view, _ = _army(tmp_path, "list: test/choose-one-of\noptions: [more-archers]\n"
                    "general: knights-1\n")
    assert [u.id for u in view.units if u.id.startswith("archers")] == [
        "archers-1", "archers-2", "archers-3", "archers-4"]


def test_change_never_silently_takes_the_generals_unit(tmp_path) -> None:
    view, findings = _army(tmp_path, "list: bi/anglo-normans-1072-1180\n"
                           "options: [elite-knights]\ngeneral: knights-1\n",
                           "../../../army_lists/basic_impetus")
    vbu = {u.id: u.profile["VBU"] for u in view.units}
    assert (vbu["knights-1"], vbu["knights-2"]) == (6, 7)
    assert "BI-OPTION-DEFAULT" in codes(findings)
    view, findings = _army(tmp_path, "list: bi/anglo-normans-1072-1180\n"
                           "options: [elite-knights]\ngeneral: knights-1\n"
                           "choices: {elite-knights: {units: [knights-1]}}\n",
                           "../../../army_lists/basic_impetus")
    assert view.unit("knights-1").profile["VBU"] == 7
    assert "BI-OPTION-DEFAULT" not in codes(findings)


def test_relative_change_adds_to_the_row() -> None:
    text = (case_file("relative-change.yaml")).read_text(encoding="utf-8")
    loaded = load_text(text.replace("VBU: +1", "VBU: 5"), "x.yaml")
    units, _ = resolve(loaded.model, ["better-foot"])
    assert [(u.VBU, u.VD) for u in units if u.row.id == "foot"] == [
        (5, 2), (5, 2), (4, 1), (4, 1)]


def test_a_value_both_set_and_changed_is_a_finding_not_a_crash(tmp_path, capsys) -> None:
    """`VBU: 6` beside `by: {VBU: 1}` once crashed the checker (exit 3, internal error)."""
    text = (case_file("relative-change.yaml")).read_text(encoding="utf-8")
    both = tmp_path / "both.yaml"
    both.write_text(text.replace("VBU: +1", "VBU: 5").replace(
        "count: 2, by: {VBU: 1, VD: +1}", "count: 2, VBU: 6, by: {VBU: 1, VD: 1}"),
        encoding="utf-8")
    assert main(["validate", str(both)]) == 1
    out = capsys.readouterr().out
    assert "[BI-LIST-OPTION-APPLY] Option 'Better foot' sets VBU both as a new value and " \
           "under 'by'" in out
    assert "internal error" not in out


def test_plus_sign_is_refused_but_the_rest_still_loads() -> None:
    loaded = load_file(case_file("relative-change.yaml"))
    assert codes(loaded.diagnostics) == ["SCHEMA-PLUS-SIGN"]
    assert loaded.model is not None


def test_list_weapon_prints_its_table_row(tmp_path) -> None:
    text = (case_file("list-weapons.yaml")).read_text(encoding="utf-8")
    fixed = text.replace("weapon: blowpip}", "weapon: blowpipe}").replace(
        "  - {id: sling-staff, name: Staff sling, as: staff-sling}\n", "")
    (tmp_path / "list.yaml").write_text(fixed, encoding="utf-8")
    army = tmp_path / "army.yaml"
    army.write_text("kind: army\nformat: 2\nsystem: basic-impetus\nname: T\n"
                    "list: test/list-weapons\ngeneral: chiefs-1\n", encoding="utf-8")
    view, _ = build_army(load_file(army), Catalog.from_paths([tmp_path / "list.yaml"]))
    assert view.unit("hunters-1").extra["shooting"] == (
        "Blowpipe, shoots as Javelin: 10U -1/0 (max range 5U)")
    assert view.unit("chiefs-1").extra["shooting"] == "Various: does not shoot"
    assert view.unit("pikes-1").traits == ("Light pikes",)


def test_army_whose_list_failed_names_the_lists_first_error(tmp_path, capsys) -> None:
    (tmp_path / "lists").mkdir()
    broken = (case_file("one-run.yaml")).read_text(encoding="utf-8")
    (tmp_path / "lists" / "one-run.yaml").write_text(broken, encoding="utf-8")
    army = tmp_path / "army.yaml"
    army.write_text("kind: army\nformat: 2\nsystem: basic-impetus\nname: T\n"
                    "list: test/one-run\ngeneral: knights-1\n", encoding="utf-8")
    assert main(["validate", str(army), "--lists", str(tmp_path / "lists")]) == 1
    out = capsys.readouterr().out
    assert "[ARMY-LIST-BROKEN] List 'test/one-run' did not load" in out
    assert "(line 14): [SCHEMA-MISSING-KEY] Missing required key 'count'" in out
    assert "Pass the list's file or folder too" not in out


def test_upgrade_rewrites_plus_values_and_keeps_comments(tmp_path, capsys) -> None:
    path = tmp_path / "old.yaml"
    old = (case_file("relative-change.yaml")).read_text(encoding="utf-8").replace(
        "format: 2", "format: 1")
    path.write_text(old, encoding="utf-8")
    assert main(["upgrade", str(path)]) == 0
    new = path.read_text(encoding="utf-8")
    assert "format: 2" in new and "{unit: foot, by: {VBU: 1}}" in new
    assert "# Item 2: \"increase one FP unit's VBU by 1\"" in new
    assert "is now 'by: {VBU: 1}' (format 1 read it as VBU = 1)" in capsys.readouterr().out
    assert load_file(path).diagnostics == []
    assert main(["upgrade", str(path)]) == 0
    assert path.read_text(encoding="utf-8") == new
    assert "already format 2" in capsys.readouterr().out


def test_stamp_writes_the_current_stamp_keeping_comments(tmp_path, capsys) -> None:
    path = tmp_path / "army.yaml"
    path.write_text((case_file("army-choices.yaml")).read_text(encoding="utf-8"), "utf-8")
    assert main(["stamp", str(path)]) == 0
    text = path.read_text(encoding="utf-8")
    catalog = Catalog.from_paths([ROOT / "army_lists"])
    stamp = catalog.stamp("bi/anglo-normans-1072-1180")
    assert f"list: bi/anglo-normans-1072-1180\nlist_stamp: {stamp}\n" in text
    assert text.startswith("# Items 1, 2 and 8")
    assert f"list_stamp none → {stamp}" in capsys.readouterr().out
    assert "ARMY-NO-STAMP" not in codes(build_army(load_file(path), catalog)[1])


def test_show_keeps_columns_aligned_for_long_ids(tmp_path, capsys) -> None:
    text = (case_file("choose-one-of.yaml")).read_text(encoding="utf-8")
    (tmp_path / "list.yaml").write_text(
        text.replace("id: archers,", "id: archers-of-the-royal-household,").replace(
            "{unit: archers, count: 2}", "{unit: archers-of-the-royal-household, count: 2}"),
        encoding="utf-8")
    army = tmp_path / "army.yaml"
    army.write_text("kind: army\nformat: 2\nsystem: basic-impetus\nname: T\n"
                    "list: test/choose-one-of\ngeneral: knights-1\n", encoding="utf-8")
    main(["show", "--ids", str(army), "--lists", str(tmp_path / "list.yaml")])
    lines = capsys.readouterr().out.splitlines()
    header = next(ln for ln in lines if ln.startswith("  id "))
    col = header.index("type")
    units = [ln for ln in lines if ln[2:].startswith(("knights-", "foot-", "archers-"))]
    assert len(units) == 8 and any("archers-of-the-royal-household-2" in ln for ln in units)
    assert {ln[col - 1:col + 3] for ln in units} <= {" CP ", " FP ", " S  "}


def test_army_checked_beside_its_broken_list_names_the_lists_error(tmp_path, capsys) -> None:
    broken = tmp_path / "one-run.yaml"
    broken.write_text((case_file("one-run.yaml")).read_text(encoding="utf-8"), encoding="utf-8")
    army = tmp_path / "army.yaml"
    army.write_text("kind: army\nformat: 2\nsystem: basic-impetus\nname: T\n"
                    "list: test/one-run\ngeneral: knights-1\n", encoding="utf-8")
    assert main(["validate", str(army), str(broken)]) == 1
    assert "[ARMY-LIST-BROKEN] List 'test/one-run' did not load" in capsys.readouterr().out


def test_removal_leaves_the_generals_unit_while_another_will_do(tmp_path) -> None:
    text = (case_file("choose-one-of.yaml")).read_text(encoding="utf-8")
    (tmp_path / "list.yaml").write_text(
        text.replace("type: FP, count: 3,", "type: FP, count: 3, general: true,"), "utf-8")
    army = tmp_path / "army.yaml"
    army.write_text("kind: army\nformat: 2\nsystem: basic-impetus\nname: T\n"
                    "list: test/choose-one-of\noptions: [more-archers]\ngeneral: foot-3\n",
                    encoding="utf-8")
    view, findings = build_army(load_file(army), Catalog.from_paths([tmp_path / "list.yaml"]))
    assert [u.id for u in view.units if u.id.startswith("foot")] == ["foot-3"]
    assert "BI-GENERAL-UNKNOWN-UNIT" not in codes(findings)


def test_card_prints_a_list_weapon_with_the_row_it_shoots_as(tmp_path) -> None:
    from listbuilder.systems.basic_impetus import BasicImpetus

    text = (case_file("list-weapons.yaml")).read_text(encoding="utf-8")
    fixed = text.replace("weapon: blowpip}", "weapon: blowpipe}")
    (tmp_path / "list.yaml").write_text(fixed, encoding="utf-8")
    army = tmp_path / "army.yaml"
    army.write_text("kind: army\nformat: 2\nsystem: basic-impetus\nname: T\n"
                    "list: test/list-weapons\ngeneral: chiefs-1\n", encoding="utf-8")
    view, _ = build_army(load_file(army), Catalog.from_paths([tmp_path / "list.yaml"]))
    cards = {c.unit_id: c for c in BasicImpetus().cards(view, "28mm")}
    hunters = cards["hunters-1"].table
    assert hunters.notes[0].startswith("Blowpipe, shoots as Javelin [6.1.2]:")
    assert hunters.rows[0][1] == "−1"
    assert cards["chiefs-1"].table is None
    assert "Weapon: Various (does not shoot)" in cards["chiefs-1"].lines


def test_shipped_lists_say_what_the_books_print_the_natural_way() -> None:
    from .conftest import load_list

    magyars = load_list("bi/later-magyars")
    (option,) = magyars.options
    assert [(m.unit, m.count) for m in option.add_more] == [("light-horse", 2)]
    assert option.add == []
    ottonians = load_list("bi/ottonian-german")
    assert [(m.unit, m.count) for m in ottonians.options[0].add_more] == [("swabians", 1)]
    scots = load_list("bi/wallace-bruce-scots")
    assert scots.options[0].add[0].inferred == ["count"]
    welsh = load_list("bi/welsh-1100-1400")
    assert [r.replaces for r in welsh.special_rules] == ["long-spear"]
    # Rows the book prints without a name carry a name the list supplies, marked so.
    french = load_list("bi/french-1150-1330")
    assert [r.inferred for r in french.units] == [["name"]] * 3
    assert all(r.inferred == [] for r in french.options[0].add + french.options[1].add)


def test_plus_sign_elsewhere_means_what_the_books_print() -> None:
    # A USB accuracy printed "+4" is 4: only a change under 'modify' is ambiguous.
    text = (ROOT / "army_lists" / "usb" / "usb-core.yaml").read_text(encoding="utf-8")
    loaded = load_text(text.replace("accuracy: 4,", "accuracy: +4,", 1), "usb.yaml")
    assert loaded.diagnostics == [] and loaded.model is not None


def test_unchosen_and_wrong_choices_offer_fixes(tmp_path) -> None:
    from listbuilder.systems.basic_impetus.fixes import fixes_for

    army_list = Catalog.from_paths([case_file("choose-one-of.yaml")]).get("test/choose-one-of")
    view, findings = _army(tmp_path, "list: test/choose-one-of\noptions: [mercenaries]\n"
                           "general: knights-1\nchoices: {more-archers: {units: [foot-1]}}\n")
    army = load_file(tmp_path / "army.yaml").model
    found = [d for d in findings if d.code == "BI-CHOICE-NOT-TAKEN"
             or (d.code == "BI-OPTION-UNCHOSEN" and "adds one of" in d.message)]
    labels = {d.code: [f.label for f in fixes_for(army_list, army, view, d)] for d in found}
    assert labels == {
        "BI-OPTION-UNCHOSEN": ["Take Mercenary crossbowmen", "Take Mercenary archers"],
        "BI-CHOICE-NOT-TAKEN": ["Forget the choice for 'More archers'"]}
