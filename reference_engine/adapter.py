"""The reference engine behind the harness's engine interface (docs/case-format.md section 7).

Each step runs on a copy of the state taken before it. When the rules ask a player to decide, the
step stops (:class:`NeedDecision`), the copy is restored, and after the harness answers, the step is
replayed from the copy with the answers so far — the engine is deterministic, so it reaches the same
question and takes the scripted answer. An illegal step restores the copy: a rejected step changes
nothing.
"""
from __future__ import annotations

from typing import Any

from harness.adapter import ActResult, DecisionRequest, Engine, Hello

from . import chain, movement, resources, turn
from . import cards  # noqa: F401  -- the one place the card package is loaded: it fills the registry
from .behaviour import supported_card_ids
from .events import contract_events
from .game import Frozen, Game, IllegalAction, NeedDecision
from .observe import observe
from .setup import build
from .steps import check_step

MECHANICS = [
    "chain", "priority-focus", "showdown", "combat", "combat-damage-assignment", "attacker-defender",
    "cleanup", "death", "kill", "damage", "heal", "replacement-effect", "replacement-ordering",
    "damage-prevention", "triggered-ability", "delayed-trigger", "trigger-ordering", "trigger-info",
    "trigger-controller", "linked-instructions", "mistarget", "negated-vs-ignored", "target-legality",
    "retarget", "layers", "might-arithmetic", "snapshot-minimum", "buff", "status-empowered", "stun",
    "exhaust-ready", "move", "standard-move", "recall", "conquer-hold-scoring", "control-change",
    "ownership", "counter", "flow", "repeat", "deflect", "token", "temporary", "hidden-facedown",
    "naming", "legend", "costs-power-energy", "cost-modification", "accelerate", "additional-cost",
    "play-restriction", "play-location", "play-vs-finalize", "tracking-this-turn", "zone-change",
    "banish", "recycle", "draw", "predict", "discard", "swap", "spell-kill-attribution",
    "state-vs-event", "passive-ability", "activated-ability", "new-object", "deathknell",
    "equipment-attach", "dependent-keyword", "ability-gain", "reflexive-trigger", "turn-phases",
    "copy-effect", "test-abilities", "multiplayer", "teams",
]
MODES = ["duel", "ffa3", "ffa4", "2v2"]  # rules 476-484 [R3]: the modes of play the engine implements (contract 1.3)

# keywords the engine implements on vanilla objects (rules 805-829): declared in hello
KEYWORDS = ["Accelerate", "Action", "Ambush", "Assault", "Backline", "Deathknell", "Deflect", "Empower", "Empowered",
            "Equip", "Flow", "Ganking", "Hidden", "Hunt", "Legion", "Level", "Quick-Draw", "Reaction", "Repeat",
            "Shield", "Tank", "Temporary", "Unique", "Vision", "Weaponmaster"]


class ReferenceEngine(Engine):
    """The project's own rules engine, in-process."""

    def __init__(self) -> None:
        self.game = Game()
        self._before: Frozen | None = None  # the state the current step started from
        self._fresh: Game | None = None  # the live game, still in that state: the first attempt runs on it
        self._step: dict[str, Any] | None = None
        self._answers: list[Any] = []
        self._pending: DecisionRequest | None = None

    def hello(self) -> Hello:
        return Hello(name="riftcheck-reference", version="0.1.0", rules_version="1.4",
                     mechanics=list(MECHANICS), cards=supported_card_ids(), keywords=list(KEYWORDS),
                     modes=list(MODES))

    def load(self, setup: dict[str, Any]) -> None:
        self.game = build(setup)

    # ---- steps ------------------------------------------------------------------------------
    def act(self, step: dict[str, Any]) -> ActResult:
        if self._pending is not None:
            raise RuntimeError("a decision is pending; answer it first")
        self._before = Frozen(self.game)  # each later attempt, and a refusal, thaws a copy of it
        self._fresh = self.game
        self._step, self._answers = step, []
        return self._attempt()

    def decide(self, answer: Any) -> ActResult:
        if self._pending is None:
            return ActResult.rejected("no decision is pending")
        pending = self._pending
        self._answers.append(answer)
        self._pending = None
        before = self.game
        result = self._attempt()
        if not result.accepted:  # a refused answer leaves the question open and the state as it was
            self._answers.pop()
            self._pending = pending
            self.game = before
        return result

    def pending_decision(self) -> DecisionRequest | None:
        return self._pending

    def _attempt(self) -> ActResult:
        assert self._before is not None
        # the first attempt of a step runs on the live game (which is in the state frozen before it); any other
        # attempt replays the step from a copy of that state
        game, self._fresh = (self._fresh if self._fresh is not None else self._before.thaw()), None
        game.answers = list(self._answers)
        try:
            run_step(game, self._step)
        except NeedDecision as need:
            r = need.request
            self._pending = DecisionRequest(r.kind, r.player, r.options, r.prompt)
            self.game = game  # observable as it stands when the question is asked
            return ActResult.ok()
        except IllegalAction as exc:
            self.game = self._before.thaw()
            return ActResult.rejected(str(exc))
        except BaseException:
            if self.game is game:  # a step that failed on the live game leaves the state it started from
                self.game = self._before.thaw()
            raise
        if game.answers:
            self.game = self._before.thaw()
            return ActResult.rejected(f"answer(s) not used: {game.answers!r}")
        problem = name_created(game, self._before.next_uid, self._step.get("created") or [])  # a dict (check_step)
        if problem:
            self.game = self._before.thaw()
            return ActResult.rejected(problem)
        self.game = game
        return ActResult.ok()

    def observe(self) -> dict[str, Any]:
        return observe(self.game)

    def events(self) -> list[dict[str, Any]]:
        """The contract's events (schema/events.schema.json), projected from the internal log."""
        return contract_events(self.game.log)


def name_created(game: Game, next_uid: int, aliases: list[str]) -> str:
    """Give the objects a step created (tokens; not battlefields) the step's ``created`` aliases, in
    creation order (docs/case-format.md section 3). Returns a problem, or ''."""
    if not aliases:
        return ""
    new = [o for uid, o in sorted(game.objects.items()) if uid >= next_uid and o.zone != "battlefield"]
    if len(new) != len(aliases):
        return f"the step created {len(new)} object(s), and `created` names {len(aliases)}"
    for o, alias in zip(new, aliases):  # events of the creating step keep naming it by its card id
        o.alias = alias
        game.aliases[alias] = o.uid
    return ""


def run_step(game: Game, step: dict[str, Any]) -> None:
    """Dispatch one script step (docs/case-format.md section 3). Once a player has won, the game is
    over (rule 472) and no step is legal."""
    if game.winner is not None:
        raise IllegalAction(f"the game is over: {game.winner} won")
    check_step(game, step)  # shape and references, before anything changes
    player = step.get("player")
    if "play" in step:
        chain.play(game, player, step)
    elif "activate" in step:
        chain.activate(game, player, step)
    elif "move" in step:
        movement.standard_move(game, player, step["move"], step["to"])
    elif "hide" in step:
        movement.hide(game, player, step["hide"], step["at"])
    elif "pass" in step:
        chain.pass_priority(game, player)
    elif "resolve" in step:
        resolve(game, step["resolve"])
    elif "advance" in step:
        advance(game, step["advance"], bool(step.get("stop_at_triggers")))
    elif "concede" in step:
        resources.concede(game, player)
    else:
        raise IllegalAction(f"unknown step {step!r}")


def resolve(game: Game, what: Any) -> None:
    if what == "showdown":
        if game.showdown is None:
            raise IllegalAction("no showdown is in progress")
        current = game.showdown
        for _ in range(500):
            if game.showdown is not current:  # ended (another staged one may have begun: it is not passed through)
                return
            chain.pass_priority(game, game.priority)
        raise IllegalAction("showdown did not end")
    if not game.chain:
        raise IllegalAction("the chain is empty")
    # resolve: N = until the N newest items now on the chain have resolved (new triggers stay)
    watched = list(game.chain[-int(what):]) if what != "all" else None  # the items themselves, not ids
    for _ in range(500):
        if (watched is None and not game.chain) or (
                watched is not None and not any(i is w for i in game.chain for w in watched)):
            return
        chain.pass_priority(game, game.priority)
    raise IllegalAction("chain did not resolve")


def advance(game: Game, to: str, stop_at_triggers: bool = False) -> None:
    """Everyone passes until the phase is reached with an empty chain — or, with ``stop_at_triggers``, as
    soon as it begins, its start-of-phase triggers on the chain and the turn player holding priority."""
    start_turn = game.turn_counter  # next-turn: the next turn's action phase (an additional turn counts, 735)
    moved = False
    for _ in range(500):
        if game.winner is not None:
            return  # rule 472: the game is over; nothing proceeds
        if moved and stop_at_triggers and game.phase == to:
            return
        if moved and (game.phase == to and not game.chain and game.showdown is None) or (
                to == "next-turn" and game.turn_counter != start_turn and game.phase == "action"
                and not game.chain):
            return
        if game.chain or game.showdown is not None:
            chain.pass_priority(game, game.priority)
            continue
        turn.next_phase(game)
        chain.run_tasks(game)
        moved = True
    raise IllegalAction(f"could not advance to {to}")
