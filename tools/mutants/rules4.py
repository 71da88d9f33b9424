"""Mutants found by the second-pass mutation hunt over the vanilla objects, the card helpers, the seats and the
removal of a player (``reference_engine/cards/vanilla.py``, ``cards/common.py``, ``seats.py``, ``removal.py``,
``additional.py``: dropped operands, any/all swapped, an early return removed) that no case caught: "play a spell from your trash
with Energy cost no more than [N]" (Fizz, Trickster; Kai'Sa, Evolutionary) offering a spell that costs more
(419.3.b [R3], 131.4), a spell's move choosing a battlefield that already has units of two other players
(444.2 [R3]), "take N turns after this" queueing only the first of the N (738 [R3]), focus passed on when
a player without focus is removed during a showdown (652.5.b.1 [R3]), and a buff "spent" from a unit without one
(702.2.b.1 [R4]) letting its "If you do" execute."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant

VANILLA = "reference_engine.cards.vanilla"
COMMON = "reference_engine.cards.common"


@mutant("play-from-trash-ignores-energy-limit", rule="419.3.b", area="cards",
        bug="\"play a spell from your trash with Energy cost no more than [N]\" offers every spell in the trash, "
            "whatever its printed Energy cost",
        kill="rule-419-3-b-fizz-plays-only-an-eligible-spell-from-trash: with a 4-cost and a 3-cost spell in the "
             "trash Fizz asks which to play (no such decision in the case)")
def _(p: Patcher) -> None:
    common = p.module(COMMON)

    def play_spell_from_trash(r: Any, max_energy: int, label: str) -> None:
        g = r.game
        trash = [g.objects[u] for u in g.players[r.controller].trash]
        options = [o for o in trash if "Spell" in common.card_types(g, o)]  # the bug: no Energy-cost limit
        if not options or not g.may(r.controller, f"{label}: play a spell from your trash?"):
            return
        pick = options[0]
        if len(options) > 1:
            pick = g.obj(g.ask("choose-card", r.controller, [g.alias_of(o.uid) for o in options], "which spell?"))
        common.chain.play_by_effect(g, r.controller, pick, ignore_energy=True, then="deck", label=label)

    p.replace(f"{COMMON}:play_spell_from_trash", play_spell_from_trash)


@mutant("spell-move-ignores-two-other-players", rule="444.2", area="multiplayer",
        bug="a spell's move may choose a battlefield that already has units of two other players (444.2 \"by any "
            "means\"): only standard moves check it",
        kill="rule-444-2-2v2-no-spell-move-to-a-battlefield-with-two-other-players: the spell choosing bf1 "
             "(B's and D's units) is accepted")
def _(p: Patcher) -> None:
    seats = p.module("reference_engine.seats")

    @p.wrap(f"{VANILLA}:invalid_destination", everywhere=False)
    def invalid_destination(orig: Any, game: Any, controller: Any, where: str, *args: Any, **kwargs: Any) -> Any:
        why = orig(game, controller, where, *args, **kwargs)
        if why and not seats.combat_players(game, where):  # the bug: 444.2 is checked for standard moves only
            owner = game.bf(where).controller if game.is_bf(where) else None
            if owner is None or owner not in seats.teammates(game, controller):
                return None
        return why


@mutant("extra-turns-only-the-first", rule="738", area="turn phases",
        bug="an effect giving N additional turns (\"take 2 turns after this\") queues only one of them",
        kill="rule-738-one-effect-creates-two-additional-turns: B, not A, takes the third turn")
def _(p: Patcher) -> None:
    vanilla = p.module(VANILLA)
    actions = dict(p.original(f"{VANILLA}:PLAYER_ACTIONS"))
    # the bug: any() stops after the first additional turn is queued
    actions["extra_turn"] = lambda r, n, pl: any(vanilla.additional.take_turn_after(r.game, pl, r.source_alias)
                                                 for _ in range(n))
    p.replace(f"{VANILLA}:PLAYER_ACTIONS", actions, everywhere=False)


@mutant("removal-always-passes-focus-on", rule="652.5.b.1", area="multiplayer",
        bug="when any player is removed during a showdown, focus (and, with no chain, priority) passes to the next "
            "player, not only when the removed player held it",
        kill="rule-652-5-b-1-ffa3-player-without-focus-concedes-focus-stays: after C concedes, B has priority, "
             "not A")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.removal:_carry_on")
    def _carry_on(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        sd = game.showdown
        if sd is not None and sd.focus not in game.removed:  # the bug: the focus holder was not removed
            sd.focus = game.next_player(sd.focus)
            if not game.chain:
                game.priority = sd.focus
        return orig(game, *args, **kwargs)


@mutant("spend-buff-from-unbuffed-unit-counts", rule="702.2.b.1", area="game actions",
        bug="spending a buff from a unit without one is reported as done (nothing to remove), so an \"If you do\" "
            "instruction linked to it executes",
        kill="rule-702-2-b-1-no-buff-spent-from-an-unbuffed-unit-if-you-do-ignored: the spell on the unbuffed "
             "unit draws a1")
def _(p: Patcher) -> None:
    @p.wrap("reference_engine.additional:spend_buff")
    def spend_buff(orig: Any, game: Any, o: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        if o.zone == "board" and not o.buffed and o.controller == player:
            return True  # the bug: 702.2.b.1 not checked
        return orig(game, o, player, *args, **kwargs)
