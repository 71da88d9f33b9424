"""Mutants of :mod:`mutants.rules8_h8d` continued (part 2 of 2; the file is split to stay
readable: the hunt, its table and its triage are in the docstring of :mod:`mutants.rules8_h8d`)."""
from __future__ import annotations

from typing import Any
from mutants import Patcher, mutant
from mutants.rules8_h8d import ACTIONS, GAME, NAMING, VANILLA, _keep, _post_events, _post_observe


@mutant("h8d-event-trigger-player-owner", rule="383", area="triggers",
        bug="a trigger event names the source's owner as the trigger's player, not its controller",
        kill="a unit B owns and A controls triggers; expect a trigger event with player A")
def _(p: Patcher) -> None:
    @p.wrap(f"{GAME}:Game.emit")
    def emit(orig: Any, self: Any, type_: str, *args: Any, **kwargs: Any) -> Any:
        if type_ == "trigger" and kwargs.get("player") is not None and kwargs.get("source") in self.aliases:
            kwargs["player"] = self.obj(kwargs["source"]).owner
        return orig(self, type_, *args, **kwargs)


@mutant("h8d-event-draws-collapsed", rule="413", area="game actions",
        bug="drawing N cards is reported as one draw event (of the first card) instead of one event per card",
        kill="a spell draws 2; expect two draw events")
def _(p: Patcher) -> None:
    def change(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for e in events:
            if (e["type"] == "draw" and out and out[-1]["type"] == "draw" and out[-1].get("player") == e.get("player")
                    and out[-1].get("source") == e.get("source")):
                continue
            out.append(e)
        return out
    _post_events(p, change)


@mutant("h8d-event-score-before-conquer", rule="469", area="scoring",
        bug="the score of a conquest is logged before the conquer event itself",
        kill="A conquers bf1; event_order conquer then score",
        equivalent="conquering is the way the player scores (464.1 [R3]: one happening); the contract does not order "
                   "a conquer or hold event against the score it gives, so no case may require one order")
def _(p: Patcher) -> None:
    def change(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
        out = list(events)
        for i in range(len(out) - 1):
            if out[i]["type"] == "conquer" and out[i + 1]["type"] == "score":
                out[i], out[i + 1] = out[i + 1], out[i]
        return out
    _post_events(p, change)


@mutant("h8d-recall-clears-statuses", rule="449", area="recall",
        bug="a recall is treated as a zone change: the recalled unit loses exhausted, stunned and its buff",
        kill="a stunned, exhausted, buffed unit is recalled by a spell; expect all three kept")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:recall")
    def recall(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        done = orig(game, o, *args, **kwargs)
        if done:
            o.exhausted = o.stunned = o.buffed = False
        return done


@mutant("h8d-token-ceases-only-from-trash", rule="183.1", area="game actions",
        bug="a token ceases to exist only when it goes to the trash; a token returned to hand or banished stays there",
        kill="a token is returned to its owner's hand; expect it gone (not in hand) and a cease event")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:cease")
    def cease(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        if o.zone != "trash":
            return None
        return orig(game, o, *args, **kwargs)


# ---- third round: naming's normalisation, "each opponent", Annie's "your", per-object memory across zones -----------
@mutant("h8d-naming-typographic-apostrophe", rule="761.1", area="naming",
        bug="a name with a typographic apostrophe (Kai\u2019Sa) is not the name printed with a straight one (Kai'Sa)",
        kill="name a card whose name has an apostrophe, typed with \u2019: accepted")
def _(p: Patcher) -> None:
    @p.wrap(f"{NAMING}:_norm")
    def _norm(orig: Any, text: str, *args: Any, **kwargs: Any) -> str:
        return orig(text.replace("\u2019", "\u00b4"), *args, **kwargs)


@mutant("h8d-vanilla-each-opponent-first-only", rule="478.2.b", area="multiplayer",
        bug="a vanilla instruction for 'each opponent' is done for the first opponent in turn order only",
        kill="three players: A's spell makes each opponent discard; expect B and C both discard")
def _(p: Patcher) -> None:
    @p.wrap(f"{VANILLA}:Instructions._player_action")
    def _player_action(orig: Any, r: Any, verb: str, instruction: Any, *args: Any, **kwargs: Any) -> Any:
        if instruction.get("player") == "each-opponent":
            first = r.game.opponents(r.controller)[:1]
            instruction = {**instruction, "player": "opponent"}
            return r.instruction(lambda: any([_pa(r, verb, instruction, q) for q in first]))
        return orig(r, verb, instruction, *args, **kwargs)

    def _pa(r: Any, verb: str, instruction: Any, q: str) -> Any:
        from reference_engine.cards.vanilla import PLAYER_ACTIONS
        return PLAYER_ACTIONS[verb](r, instruction[verb], q)


@mutant("h8d-vanilla-bonus-damage-by-owner", rule="715.2", area="game actions",
        bug="'Your spells and abilities deal 1 Bonus Damage' reads 'your' from the unit's owner, not its controller",
        kill="A controls a unit B owns with the ability; A's spell deals 1: it deals 2")
def _(p: Patcher) -> None:
    @p.wrap(f"{VANILLA}:Vanilla.bonus_damage")
    def bonus_damage(orig: Any, self: Any, game: Any, me: Any, player: str, *args: Any, **kwargs: Any) -> int:
        return int(me.attached_to is None and me.owner == player
                   and "your-spells-and-abilities-deal-1-bonus-damage" in self.abilities)


@mutant("h8d-zone-change-keeps-memory", rule="124", area="naming",
        bug="an object's memory (the card it named, its once-each-turn uses) stays with the card across a zone change",
        kill="Fallen Feline names a spell, leaves the board and is played again: it names anew")
def _(p: Patcher) -> None:
    _keep(p, "data")


@mutant("h8d-zone-change-keeps-copy", rule="124.1", area="layers",
        bug="a copy effect stays on the card after it leaves the board (it is still a copy in the trash or hand)",
        kill="a unit made a copy of another is returned to hand; expect its own traits there")
def _(p: Patcher) -> None:
    _keep(p, "copy_of")


@mutant("h8d-created-aliases-reversed", rule="439", area="game actions",
        bug="the objects a step creates are given the step's `created` aliases newest first",
        kill="one step creates two tokens at different places; expect the first alias on the first one created")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.adapter:name_created")
    def name_created(orig: Any, game: Any, next_uid: int, aliases: list[str], *args: Any, **kwargs: Any) -> str:
        return orig(game, next_uid, list(reversed(aliases)), *args, **kwargs)


# ---- fourth round: statuses kept through changes that are not zone changes -------------------------------------
@mutant("h8d-control-change-clears-statuses", rule="192", area="game actions",
        bug="gaining control of a permanent treats it as a new object: its damage, exhausted, stunned and buffed "
            "statuses and Might modifications are cleared",
        kill="A gains control of B's exhausted, damaged, buffed unit; expect all of it kept")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:gain_control")
    def gain_control(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        done = orig(game, o, *args, **kwargs)
        if done:
            o.exhausted = o.stunned = o.buffed = False
            o.damage = 0
            o.mods = []
        return done


@mutant("h8d-move-by-effect-clears-stun", rule="423", area="movement",
        bug="a unit moved by a spell or ability loses its Stunned status (a move read as leaving the board)",
        kill="a stunned unit is moved by a spell from base to bf1; expect it still stunned")
def _(p: Patcher) -> None:
    @p.wrap(f"{ACTIONS}:move")
    def move(orig: Any, game: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        done = orig(game, o, *args, **kwargs)
        if done and not kwargs.get("standard"):
            o.stunned = False
        return done


@mutant("h8d-observe-stun-hidden-after-move", rule="423", area="movement",
        bug="the observation reports a unit away from its base as not stunned (stunned read only for units at base)",
        kill="a stunned unit at a battlefield; expect stunned true")
def _(p: Patcher) -> None:
    def change(game: Any, out: Any) -> None:
        for o in out["objects"].values():
            if o["zone"] == "board" and o["location"] != "base":
                o["stunned"] = False
    _post_observe(p, change)
