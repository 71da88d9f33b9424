"""The mutation tool's machinery (tools/mutation.py, tools/mutants/): declarations, patching and
restoring, STALE targets, a mutant killed by the case written against it. The score itself is printed
by the tool, never asserted here."""
from __future__ import annotations

import functools
import importlib
import pkgutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import mutation  # noqa: E402
from mutants import AREAS, MUTANTS, PLACEHOLDERS, Patcher, Stale, load_all, mutant  # noqa: E402
from harness.loader import load_cases  # noqa: E402

load_all()


@functools.cache
def _import_every_engine_module() -> None:
    """Every module of reference_engine, the cards and those the engine imports lazily included (once per
    process: an imported module stays in sys.modules, and walking the package again finds nothing new)."""
    import reference_engine
    for found in pkgutil.walk_packages(reference_engine.__path__, "reference_engine."):
        importlib.import_module(found.name)


def _engine_bindings() -> dict[str, dict[str, object]]:
    """Every attribute of every reference_engine module and of the classes defined there: a copy of each
    module's and each such class's namespace, by the module's name and by "module.Class"."""
    out: dict[str, dict[str, object]] = {}
    for name, module in list(sys.modules.items()):
        if not (name == "reference_engine" or name.startswith("reference_engine.")) or module is None:
            continue
        namespace = out[name] = dict(vars(module))
        for attr, value in namespace.items():
            if isinstance(value, type) and value.__module__ == name:
                out[f"{name}.{attr}"] = dict(vars(value))
    return out


def test_declarations() -> None:
    assert len(MUTANTS) >= 55
    keyword = [m for m in MUTANTS.values() if m.area == "keywords"]
    assert len(keyword) >= 15 and all(m.keyword for m in keyword)
    assert {m.area for m in MUTANTS.values()} == set(AREAS)  # every rule area has a mutant
    for m in MUTANTS.values():
        assert m.rule and m.bug and m.kill, m.id
    assert all(ph.keyword and ph.where for ph in PLACEHOLDERS)


@pytest.mark.parametrize("mutant_id", sorted(MUTANTS))
def test_every_mutant_applies_and_restores(mutant_id: str) -> None:
    """A STALE mutant fails here: its target was renamed or moved; point it at the new function."""
    _import_every_engine_module()  # (one a mutant patches may otherwise be imported while it applies)
    before = _engine_bindings()
    patcher = Patcher()
    try:
        MUTANTS[mutant_id].apply(patcher)
        assert _engine_bindings() != before, "the mutant patched nothing"
    finally:
        patcher.restore()
    assert _engine_bindings() == before


def test_wrap_replaces_every_import_of_a_function() -> None:
    from reference_engine import cleanup, layers

    original = layers.might
    assert cleanup.might is original
    patcher = Patcher()
    patched = patcher.wrap("reference_engine.layers:might")(lambda orig, game, o: 99)
    try:
        assert layers.might is patched and cleanup.might is patched
    finally:
        patcher.restore()
    assert layers.might is original and cleanup.might is original


def test_a_missing_target_is_stale() -> None:
    @mutant("renamed-function", rule="317.2.b", area="turn phases", bug="-", kill="-")
    def _(p: Patcher) -> None:
        p.wrap("reference_engine.turn:end_of_the_turn")(lambda orig, game: None)

    try:
        with pytest.raises(Stale, match="end_of_the_turn no longer exists"):
            Patcher().original("reference_engine.turn:end_of_the_turn")
        mutation._CASES = []
        outcome = mutation.run_mutant("renamed-function")
    finally:
        del MUTANTS["renamed-function"]
    assert outcome.status == "STALE" and "end_of_the_turn" in outcome.detail


def test_a_wrapper_that_no_longer_fits_the_signature_is_stale() -> None:
    """lethal_assignment(game, v, available): a wrapper written for (game, v) would drop `available`."""
    patcher = Patcher()
    with pytest.raises(Stale, match="parameter 'available' is not passed through"):
        patcher.wrap("reference_engine.combat:lethal_assignment")(lambda orig, game, v: orig(game, v))
    with pytest.raises(Stale, match="parameter 2 is no longer 'unit'"):
        patcher.wrap("reference_engine.combat:lethal_assignment")(lambda orig, game, unit, *a, **k: 0)
    patcher.wrap("reference_engine.combat:lethal_assignment")(lambda orig, game, v, *a, **k: orig(game, v, *a, **k))
    patcher.restore()


def test_a_mutant_is_killed_by_its_case_and_survives_others() -> None:
    rules = ROOT / "cases" / "rules"
    cases, errors = load_cases([rules / "317-ending-phase" / "rule-317-2-b-damage-healed-at-end-of-turn.yaml",
                                rules / "815-tank"])
    assert errors == []
    mutation._init_worker(cases, 20.0)
    killed = mutation.run_mutant("turn-damage-kept")
    assert killed.status == "KILLED" and killed.killed_by == ["rule-317-2-b-damage-healed-at-end-of-turn"]
    assert mutation.run_mutant("cost-power-any-domain").status == "SURVIVED"
    assert mutation.run_case(cases[0], mutation._engine).outcome == "pass"  # restored after the mutant


def test_cli_list_and_one_mutant(capsys) -> None:
    assert mutation.main(["--list"]) == 0
    out = capsys.readouterr().out
    assert "turn-damage-kept" in out and "keyword mutants)" in out
    assert ("not counted" in out) == bool(PLACEHOLDERS)  # placeholders (keywords not in the engine yet) are listed
    code = mutation.main([str(ROOT / "cases" / "rules" / "815-tank"), "--mutant", "tank-ignored-in-assignment",
                          "-j", "1"])
    out = capsys.readouterr().out
    assert code == 0
    assert "KILLED    tank-ignored-in-assignment  by rule-815-1-b-tank-assigned-lethal-first" in out
    assert "score: 1 / 1 killed (100.0%)" in out
    assert mutation.main(["--mutant", "no-such-mutant"]) == 2


def test_first_stops_at_the_hinted_killer_and_gives_the_same_status(tmp_path, monkeypatch) -> None:
    rules = ROOT / "cases" / "rules"
    killer = "rule-317-2-b-damage-healed-at-end-of-turn"
    cases, errors = load_cases([rules / "815-tank", rules / "317-ending-phase" / f"{killer}.yaml"])
    assert errors == [] and len(cases) > 2 and cases[-1].id == killer
    ran: list[str] = []
    real_passes = mutation._passes
    monkeypatch.setattr(mutation, "_passes", lambda case: (ran.append(case.id), real_passes(case))[1])
    hints = tmp_path / "killers.json"
    hints.write_text('{"turn-damage-kept": ["%s", "not-a-case"]}' % killer)
    monkeypatch.setattr(mutation, "HINTS_FILE", hints)
    mutation._init_worker(cases, 20.0, first=True)
    outcome = mutation.run_mutant("turn-damage-kept")
    assert outcome.status == "KILLED" and outcome.killed_by == [killer]
    assert ran == [killer]  # the hinted case ran first, and the mutant stopped there
    ran.clear()
    assert mutation.run_mutant("cost-power-any-domain").status == "SURVIVED"
    assert sorted(ran) == sorted(c.id for c in cases)  # a survivor ran every case
    mutation._init_worker(cases, 20.0)


def test_unreadable_hints_are_no_hints(tmp_path) -> None:
    bad = tmp_path / "killers.json"
    bad.write_text("{not json")
    assert mutation.read_hints(bad) == {}
    bad.write_text('["a list"]')
    assert mutation.read_hints(bad) == {}
    assert mutation.read_hints(tmp_path / "missing.json") == {}
    bad.write_text('{"m": ["c1", 3], "n": "c2"}')
    assert mutation.read_hints(bad) == {"m": ["c1"]}


def test_strict_fails_on_a_survivor_and_save_hints_needs_a_full_run(capsys) -> None:
    tank = str(ROOT / "cases" / "rules" / "815-tank")
    assert mutation.main([tank, "--mutant", "cost-power-any-domain", "-j", "1", "--first"]) == 0
    assert mutation.main([tank, "--mutant", "cost-power-any-domain", "-j", "1", "--first", "--strict"]) == 1
    assert "--strict: a mutant survived" in capsys.readouterr().err
    assert mutation.main([tank, "--save-hints"]) == 2
    assert "--save-hints needs every mutant over the whole suite" in capsys.readouterr().err
