"""Every outcome of a case, driven by the fake engines."""
import pytest

import fake_engines as fe


def run(cases, case_id, engine):
    from harness.runner import run_case
    return run_case(cases[case_id], engine)


@pytest.mark.parametrize("engine", [fe.MiniEngine, fe.DictEngine])
def test_correct_engine_passes(cases, engine):
    for case_id in ("fake-standard-move", "fake-move-exhausted-rejected"):
        result = run(cases, case_id, engine)
        assert (result.outcome, result.messages) == ("pass", [])


def test_wrong_value_fails_with_file_line_path_expected_observed(cases):
    result = run(cases, "fake-standard-move", fe.WrongEngine)
    assert result.outcome == "fail"
    assert result.messages == ["final expect: 1 mismatch(es)",
                               f"  {cases['fake-standard-move'].file}:27: objects.scout.might: expected 2, observed 3"]


def test_engine_exception_is_an_error_with_traceback(cases):
    result = run(cases, "fake-standard-move", fe.RaisingEngine)
    assert result.outcome == "error"
    assert result.messages[0].endswith("engine raised RuntimeError: engine exploded")
    assert "fake_engines.py" in result.traceback and "harness/runner.py" not in result.traceback


def test_unscripted_decision_fails(cases):
    result = run(cases, "fake-standard-move", fe.AskingEngine)
    assert result.outcome == "fail"
    assert "fake-standard-move.yaml:24: unanswered decision request before script[3] {player: A, pass: true}" in result.text
    assert "{kind: may, player: A, options: [true, false], prompt: \"Draw a card?\"}" in result.text


def test_scripted_decision_is_consumed(cases):
    assert run(cases, "fake-scripted-decision", fe.AskingEngine).outcome == "pass"
    result = run(cases, "fake-scripted-decision", fe.MiniEngine)
    assert result.outcome == "fail"
    assert "fake-scripted-decision.yaml:19: scripted answer not consumed" in result.text


def test_decision_kind_mismatch_fails(cases):
    class OtherKind(fe.AskingEngine):
        def pending_decision(self):
            return self.request and fe.DecisionRequest("choose-card", "A", ["x"])
    result = run(cases, "fake-scripted-decision", OtherKind)
    assert result.outcome == "fail" and "decision mismatch" in result.text


def test_rejected_legal_step_fails_with_engine_reason(cases):
    result = run(cases, "fake-standard-move", fe.RejectingEngine)
    assert result.outcome == "fail"
    assert result.text.endswith("fake-standard-move.yaml:22: the engine rejected "
                                "{player: A, move: [scout], to: bf}: moves are not allowed today")


def test_step_that_must_be_rejected_but_is_accepted(cases):
    result = run(cases, "fake-move-exhausted-rejected", fe.PermissiveEngine)
    assert result.outcome == "fail" and "must be rejected, but the engine accepted it" in result.text


def test_rejection_reason_is_checked(cases):
    result = run(cases, "fake-move-exhausted-rejected", fe.RejectingEngine)
    assert result.outcome == "fail"
    assert "the reason 'moves are not allowed today' does not contain 'exhausted'" in result.text


def test_rejected_step_must_not_change_state(cases):
    result = run(cases, "fake-move-exhausted-rejected", fe.MutatingEngine)
    assert result.outcome == "fail"
    assert "was rejected but the observation changed" in result.text
    assert "objects.tired.location: before base, after bf" in result.text


def test_undeclared_mechanic_is_unsupported(cases):
    result = run(cases, "fake-move-exhausted-rejected", fe.NarrowEngine)
    assert (result.outcome, result.messages) == ("unsupported", ["engine does not declare keywords Tank"])


def test_superseded_is_skipped_without_running(cases):
    result = run(cases, "fake-old-ruling", fe.RaisingEngine)
    assert result.outcome == "skipped"
    assert result.messages == ["superseded by fake-standard-move: replaced by the newer FAQ answer"]


def test_checkpoint_failure_names_its_step(cases):
    class StuckEngine(fe.MiniEngine):
        def move(self, player, aliases, to):
            return fe.ActResult.ok()
    result = run(cases, "fake-standard-move", StuckEngine)
    assert result.outcome == "fail"
    assert result.messages[0] == "checkpoint script[2]: 1 mismatch(es)"
    assert result.messages[1].endswith("fake-standard-move.yaml:23: objects.scout.location: expected bf, observed base")
