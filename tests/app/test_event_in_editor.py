"""Army ▸ Event…: the army checked against an event file as its organiser will check it; the
event's findings join the army's, the roster carries the event's name, the seal is the one
the command line gives."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from listbuilder.app.dialogs.sharing import army_as_text
from tests.app.conftest import ROOT, cli_output

EVENT = ROOT / "resources" / "samples" / "spring-clash.event.yaml"


def _strict_event(tmp_path):
    """The sample event played at 15mm: the French sample (28mm) breaks it."""
    path = tmp_path / "fifteen.event.yaml"
    path.write_text(EVENT.read_text(encoding="utf-8").replace("scale: 28mm", "scale: 15mm"),
                    encoding="utf-8")
    return path


def _codes(window) -> list[str]:
    return [d.code for d in window.doc.view.findings]


def test_an_event_adds_its_findings_and_its_name_as_one_undoable_edit(opened, dialogs,
                                                                      tmp_path):
    menus = opened.menus
    assert menus.event_action in menus.army_menu.actions() and menus.event_action.isEnabled()
    assert not menus.leave_event_action.isEnabled()
    dialogs.open_path = str(_strict_event(tmp_path))
    menus.event_action.trigger()
    QApplication.processEvents()
    doc = opened.doc
    assert "EVENT-SCALE" in _codes(opened)
    panel_texts = [opened.findings.model.index(row, 0).data()
                   for row in range(opened.findings.model.rowCount())]
    assert any("Spring Clash 2027 is played at 15mm" in (text or "") for text in panel_texts)
    assert (doc.model.event, doc.model.date) == ("Spring Clash 2027", "2027-04-10")
    assert "Event: Spring Clash 2027 · Date: 2027-04-10" in army_as_text(doc)
    assert menus.leave_event_action.isEnabled()
    doc.undo_stack.undo()  # the name and date were the edit; the check stays
    assert doc.model.event is None and "EVENT-SCALE" in _codes(opened)
    menus.leave_event_action.trigger()
    assert "EVENT-SCALE" not in _codes(opened) and not menus.leave_event_action.isEnabled()


def test_an_event_file_with_errors_is_refused_with_why(opened, dialogs, tmp_path):
    broken = tmp_path / "broken.event.yaml"
    broken.write_text("kind: event\nformat: 1\nname: X\nsystem: basic-impetus\npoints: 9\n",
                      encoding="utf-8")
    dialogs.open_path = str(broken)
    opened.menus.event_action.trigger()
    assert opened.doc.entered_event is None and not opened.doc.undo_stack.count()
    assert dialogs.shown and "EVENT-FILE-NO-POINTS" in dialogs.shown[-1][1]


def test_the_editors_seal_is_the_command_lines(opened, sample, capsys, dialogs):
    shown = cli_output(capsys, "show", sample)
    seal = next(line.split()[-1] for line in shown.splitlines() if line.startswith("Seal:"))
    assert opened.doc.view.seal == seal
    dialogs.open_path = str(EVENT)
    opened.menus.event_action.trigger()  # an event's findings and name are not the army's
    assert opened.doc.view.seal == seal
    assert f"Seal: {seal}" in army_as_text(opened.doc)


def test_the_events_scale_is_one_click_away(opened, dialogs, tmp_path):
    dialogs.open_path = str(_strict_event(tmp_path))
    opened.menus.event_action.trigger()
    doc = opened.doc
    finding = next(d for d in doc.view.findings if d.code == "EVENT-SCALE")
    fix, = doc.fixes(finding)
    assert fix.label == "Play at 15mm"
    assert doc.apply_fix(fix)
    assert doc.model.scale == "15mm" and "EVENT-SCALE" not in _codes(opened)
