"""Mutants of :mod:`mutants.rules9_r9d` continued (part 2; the hunt and its triage are in the docstring of
:mod:`mutants.rules9_r9d`): additional turns in FFA, the 2v2 beginning phase's disqualified battlefields, a set-up
game's history (Might modifications, cards played, bases), zone changes keeping a trait-layer Might or the facedown
flag, and the vanilla test abilities (if you do, the once-each-turn recall, can't be killed while attached)."""
from __future__ import annotations

from typing import Any

from mutants import Patcher, mutant
from mutants.rules9_r9d import BEHAVIOUR, OBSERVE, RESOURCES, SEATS, SETUP, STATE, VANILLA


# ---- second batch: turn order after additional turns, set-up history, zone changes, test abilities -------
ADDITIONAL = "reference_engine.additional"
TURN = "reference_engine.turn"
ACTIONS = "reference_engine.actions"


@mutant("r9d-extra-turn-regular-order-from-its-taker", rule="736", area="multiplayer",
        bug="after an additional turn the regular turn order resumes after the player who took the additional turn, "
            "not after the player whose regular turn it followed",
        kill="FFA3, A's turn: A's spell gives C an additional turn; after C's additional turn comes B's turn, not A's")
def _(p: Patcher) -> None:
    @p.wrap(f"{ADDITIONAL}:next_turn_player")
    def next_turn_player(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        if not getattr(game, "turn_queue", None):
            game.regular_turn = None
        return orig(game, *args, **kwargs)


@mutant("r9d-2v2-hold-disqualified-by-owner", rule="484.8.b", area="multiplayer",
        bug="in 2v2 the battlefields disqualified in the beginning phase are those a teammate contributed (owns), not "
            "those the teammate controls",
        kill="2v2: C controls bf1 that B contributed in A's beginning phase; A's conquest of bf1 that turn scores nothing")
def _(p: Patcher) -> None:
    @p.wrap(f"{TURN}:score_holds")
    def score_holds(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(game, *args, **kwargs)
        game.disqualified = {b.alias for b in game.battlefields if b.owner in game.teammates(game.active)}
        return out


@mutant("r9d-concede-2v2-game-goes-on-with-one-team", rule="651.1", area="multiplayer",
        bug="a concession ends the game only when one player (not one team) remains: in 2v2 the other team plays on",
        kill="2v2: A concedes; the game is over, B and D win")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:concede")
    def concede(orig: Any, game: Any, player: str, *args: Any, **kwargs: Any) -> Any:
        seats = p.module(SEATS)
        leaving = [player] + game.teammates(player)
        remaining = [q for q in seats.in_game(game) if q not in leaving]
        if player not in game.removed and len(remaining) > 1:
            return p.module("reference_engine.removal").remove_players(game, leaving)
        return orig(game, player, *args, **kwargs)


@mutant("r9d-same-location-base-of-ignored", rule="107.1", area="multiplayer",
        bug="whose base a unit is in is read from its controller alone: a unit a player took control of in another "
            "player's base counts as in the new controller's base",
        kill="FFA3: A controls B's unit still in B's base (before the cleanup); 'here' from A's base unit misses it")
def _(p: Patcher) -> None:
    @p.wrap(f"{SEATS}:base_player")
    def base_player(orig: Any, o: Any, *args: Any, **kwargs: Any) -> Any:
        return o.controller if o.location == "base" else None


@mutant("r9d-setup-base-of-dropped", rule="323.7", area="game actions",
        bug="a set-up unit controlled by another player in its owner's base counts as in its controller's base (the "
            "cleanup never recalls it)",
        kill="setup: B's unit controlled by A in B's base; after A's next step it is in A's base (a recall event)")
def _(p: Patcher) -> None:
    @p.wrap(f"{SETUP}:_permanent")
    def _permanent(orig: Any, game: Any, spec: Any, owner: str, location: str, *args: Any, **kwargs: Any) -> Any:
        o = orig(game, spec, owner, location, *args, **kwargs)
        o.base_of = None
        return o


@mutant("r9d-setup-played-this-turn-all-units", rule="419.4.b", area="game actions",
        bug="the set-up history of cards played this turn records every card as a unit (a spell's type is lost)",
        kill="played_this_turn: [a catalogued spell]; a card asking 'if you played a spell this turn' sees it")
def _(p: Patcher) -> None:
    @p.wrap(f"{SETUP}:build")
    def build(orig: Any, setup: Any, *args: Any, **kwargs: Any) -> Any:
        game = orig(setup, *args, **kwargs)
        for pl in game.players.values():
            for rec in pl.played_this_turn:
                if rec.get("uid") is None:
                    rec["types"] = ["Unit"]
        return game


@mutant("r9d-setup-might-mods-permanent", rule="472.3", area="layers",
        bug="a set-up Might modification without a duration is permanent (the format says it lasts the turn)",
        kill="might_mods [{amount: 2}]; after the turn ends the unit's Might is back to its printed Might")
def _(p: Patcher) -> None:
    @p.wrap(f"{SETUP}:_permanent")
    def _permanent(orig: Any, game: Any, spec: Any, *args: Any, **kwargs: Any) -> Any:
        o = orig(game, spec, *args, **kwargs)
        for m, raw in zip(o.mods, spec.get("might_mods", []) or []):
            if "duration" not in raw:
                m.duration = "permanent"
        return o


@mutant("r9d-setup-attached-gear-exhaustion-from-unit", rule="718.5.e", area="game actions",
        bug="a set-up attached gear takes its unit's exhausted status",
        kill="an exhausted unit with a ready attached gear: the gear is ready")
def _(p: Patcher) -> None:
    @p.wrap(f"{SETUP}:_permanent")
    def _permanent(orig: Any, game: Any, spec: Any, *args: Any, **kwargs: Any) -> Any:
        o = orig(game, spec, *args, **kwargs)
        for g in game.objects.values():
            if g.attached_to == o.uid:
                g.exhausted = o.exhausted
        return o


@mutant("r9d-zone-change-keeps-base-might-set", rule="124.1", area="layers",
        bug="a card that changes zones keeps a 'base Might becomes N' effect of its previous object",
        kill="a unit whose base Might was set returns to hand and is played again: its printed Might")
def _(p: Patcher) -> None:
    @p.wrap(f"{STATE}:Obj.reset_temporary")
    def reset_temporary(orig: Any, self: Any, *args: Any, **kwargs: Any) -> Any:
        kept = self.base_might_set
        out = orig(self, *args, **kwargs)
        self.base_might_set = kept
        return out


@mutant("r9d-zone-change-keeps-facedown", rule="124.1", area="hide",
        bug="a hidden card that changes zones stays facedown (it is still treated as a hidden card)",
        kill="a hidden card revealed and played: it is face up on the board",
        equivalent="no rule module reads Obj.facedown (a hidden card is one in the 'facedown' zone, which the "
                   "observation reports); the flag is written, never read")
def _(p: Patcher) -> None:
    @p.wrap(f"{STATE}:Obj.reset_temporary")
    def reset_temporary(orig: Any, self: Any, *args: Any, **kwargs: Any) -> Any:
        kept = self.facedown
        out = orig(self, *args, **kwargs)
        self.facedown = kept
        return out


@mutant("r9d-vanilla-if-you-do-always", rule="359.3.e.14", area="cards",
        bug="a vanilla 'if you do' instruction is executed even when the instruction it depends on did nothing",
        kill="'Kill a unit. If you do, draw 1.' whose kill is prevented (the unit can't be killed): no draw")
def _(p: Patcher) -> None:
    @p.wrap(f"{VANILLA}:Instructions.resolve")
    def resolve(orig: Any, self: Any, r: Any, *args: Any, **kwargs: Any) -> Any:
        saved = self.effect, self.plan
        self.plan = [({k: v for k, v in i.items() if k != "if_you_do"}, c) for i, c in saved[1]]
        try:
            return orig(self, r, *args, **kwargs)
        finally:
            self.effect, self.plan = saved


@mutant("r9d-vanilla-once-recall-not-healed", rule="371.1", area="replacement",
        bug="the once-each-turn recall replacement exhausts and recalls the dying unit but does not heal it",
        kill="a friendly unit with lethal damage would die; recalled instead: its damage is 0 and it stays at base")
def _(p: Patcher) -> None:
    @p.wrap(f"{VANILLA}:Vanilla.replacements")
    def replacements(orig: Any, self: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(self, game, *args, **kwargs)
        for rep in out:
            inner = rep.apply

            def apply(g: Any, e: Any, inner: Any = inner) -> Any:
                actions = p.module(ACTIONS)
                real = actions.heal
                actions.heal = lambda g2, o, *a, **k: False
                try:
                    return inner(g, e)
                finally:
                    actions.heal = real
            rep.apply = apply
        return out


@mutant("r9d-vanilla-cant-be-killed-while-attached", rule="434.1.e", area="cards",
        bug="a gear's 'can't be killed' test ability still applies to it while it is attached",
        kill="an attached vanilla gear with cant-be-killed is killed by a spell")
def _(p: Patcher) -> None:
    @p.wrap(f"{VANILLA}:Vanilla.forbids")
    def forbids(orig: Any, self: Any, game: Any, me: Any, action: str, *args: Any, **kwargs: Any) -> Any:
        if action == "kill" and "cant-be-killed" in self.abilities and kwargs.get("obj") is me:
            return True
        return orig(self, game, me, action, *args, **kwargs)


@mutant("r9d-vanilla-owner-draws-unlinked", rule="359.3.e.14", area="cards",
        bug="'[E]: Kill this. Its owner draws 1.' draws even when the kill did not happen (this left the board)",
        kill="the unit leaves the board before the ability resolves: nobody draws",
        equivalent="'Kill this' never targets, so it is never ignored, only negated (FAQ on Vendetta), and a negated "
                   "instruction does not stop the linked draw (359.3.e.14.b; linked-negated-untargeted-object-left-"
                   "zone): the link cannot change the outcome")
def _(p: Patcher) -> None:
    @p.wrap(f"{VANILLA}:Vanilla.activated")
    def activated(orig: Any, self: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(self, *args, **kwargs)
        for ab in out:
            if ab.text.startswith("[E]: Kill this"):
                def go(r: Any) -> None:
                    actions = p.module(ACTIONS)
                    me = r.source_still()
                    r.instruction(lambda: actions.kill(r.game, me, r.controller, r.source_alias)
                                  if me is not None and me.zone == "board" else False)
                    r.instruction(lambda: actions.draw(r.game, r.source.owner, 1, r.source_alias) > 0)
                ab.resolve = go
        return out


@mutant("r9d-observe-chain-oldest-first", rule="327", area="chain order",
        bug="the observation lists the chain oldest first",
        kill="two items on the chain; expect chain [newest, oldest]")
def _(p: Patcher) -> None:
    @p.wrap(f"{OBSERVE}:_observe")
    def _observe(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(game, *args, **kwargs)
        out["chain"] = list(reversed(out["chain"]))
        return out


# ---- third batch: removed players in the pass counts, replacement order, set-up focus and tokens, card helpers ----
CHAIN = "reference_engine.chain"
COMBAT = "reference_engine.combat"
CLEANUP = "reference_engine.cleanup"
COMMON = "reference_engine.cards.common"


@mutant("r9d-chain-passes-count-removed-players", rule="652.5.c.2", area="multiplayer",
        bug="a chain item resolves only after as many passes in a row as the mode has seats, removed players included",
        kill="FFA3 after C conceded: A plays a spell, A and B pass; it resolves")
def _(p: Patcher) -> None:
    p.replace(f"{CHAIN}:in_game", lambda game: list(game.mode.seats), everywhere=False)


@mutant("r9d-focus-passes-count-removed-players", rule="652.5.b.2", area="multiplayer",
        bug="a showdown closes only after as many focus passes in a row as the mode has seats, removed players "
            "included",
        kill="FFA3 after C conceded: a showdown at bf1 closes after A and B pass focus")
def _(p: Patcher) -> None:
    p.replace(f"{COMBAT}:in_game", lambda game: list(game.mode.seats), everywhere=False)


@mutant("r9d-replacements-in-seat-order", rule="373.1", area="replacement",
        bug="replacement effects of different controllers on simultaneous deaths execute in seat order from A, not in "
            "turn order from the turn player",
        kill="B's turn: A's and B's units die in one cleanup, each saved by its controller's once-each-turn recall; "
             "B's recall comes first")
def _(p: Patcher) -> None:
    @p.wrap(f"{CLEANUP}:_replacement_order")
    def _replacement_order(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        seats = p.module(SEATS)
        real = seats.turn_order_from
        seats.turn_order_from = lambda g, first: real(g, g.mode.seats[0])
        try:
            return orig(game, *args, **kwargs)
        finally:
            seats.turn_order_from = real


@mutant("r9d-setup-showdown-priority-stays-with-turn-player", rule="345", area="priority and focus",
        bug="a set-up showdown with an empty chain gives focus to the named player but leaves priority with the turn "
            "player",
        kill="A's turn, a showdown with focus B and no chain: B acts first (A's play is rejected)")
def _(p: Patcher) -> None:
    @p.wrap(f"{SETUP}:_in_progress")
    def _in_progress(orig: Any, game: Any, setup: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(game, setup, *args, **kwargs)
        if setup.get("showdown") and not game.chain and not (setup.get("turn") or {}).get("priority"):
            game.priority = game.active
        return out


@mutant("r9d-setup-token-not-a-token", rule="179", area="game actions",
        bug="a token named in a set-up position (a catalogued token card) is not a token: it goes to the trash "
            "when it dies instead of ceasing to exist",
        kill="a set-up Recruit token is killed: it ceases to exist (no trash)")
def _(p: Patcher) -> None:
    @p.wrap(f"{SETUP}:_obj")
    def _obj(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        o = orig(game, *args, **kwargs)
        o.token = False
        return o


@mutant("r9d-common-taken-spell-keeps-its-controller", rule="188", area="cards",
        bug="'gain control of it' (Rebuttal, Mystic Reversal) changes the card's controller but the spell on the "
            "chain still resolves for its former controller",
        kill="A's Rebuttal takes B's 'draw 1' spell: A draws, B does not")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMMON}:take_spell")
    def take_spell(orig: Any, r: Any, target: Any, *args: Any, **kwargs: Any) -> Any:
        item = next((i for i in r.game.chain if i.source == target.uid), None)
        before = item.controller if item is not None else None
        out = orig(r, target, *args, **kwargs)
        if item is not None:
            item.controller = before
        return out


@mutant("r9d-common-empower-while-empowered", rule="827.1.c.1", area="keywords", keyword="Empower",
        bug="'[Empower] [cost]: Empower me. (Use only if not Empowered.)' can be activated while already Empowered",
        kill="an Empowered Gangplank, Naval: activating [Empower] again is rejected")
def _(p: Patcher) -> None:
    @p.wrap(f"{COMMON}:empower_ability")
    def empower_ability(orig: Any, cost: str, domains: Any, *args: Any, **kwargs: Any) -> Any:
        ab = orig(cost, domains, *args, **kwargs)
        ab.condition = None
        return ab


@mutant("r9d-observe-legend-controller-null", rule="188", area="game actions",
        bug="the observation reports no controller for a legend (only board, chain and facedown objects have one)",
        kill="A's legend: expect controller A")
def _(p: Patcher) -> None:
    @p.wrap(f"{OBSERVE}:_observe")
    def _observe(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(game, *args, **kwargs)
        for o in out["objects"].values():
            if o["zone"] == "legend":
                o["controller"] = None
        return out


# ---- fourth batch -----------------------------------------------------------------------------------
@mutant("r9d-staged-combat-not-barred", rule="442.2.a", area="multiplayer",
        bug="with more than two players only a combat in progress bars other players' units: a combat staged at a "
            "battlefield (two opposing players' units there, the showdown not begun) does not",
        kill="FFA3: a move resolves and stages a combat of A and B at bf1 while another item waits on the chain; C's "
             "Reaction moving C's unit to bf1 is rejected",
        equivalent="a staged combat has units of its two players at the battlefield, so any other player's move or play "
                   "there is already refused by the 444.2 check (units of two other players) in invalid_destination; "
                   "only the message differs (rule-457-2-ffa3-no-unit-played-to-a-battlefield-with-a-staged-combat-"
                   "of-two-others shows the refusal)")
def _(p: Patcher) -> None:
    @p.wrap(f"{SEATS}:combat_players")
    def combat_players(orig: Any, game: Any, where: str, *args: Any, **kwargs: Any) -> Any:
        sd = game.showdown
        if sd is not None and sd.combat and sd.battlefield == where:
            return orig(game, where, *args, **kwargs)
        return set()


@mutant("r9d-vanilla-once-recall-not-exhausted", rule="371.1", area="replacement",
        bug="the once-each-turn recall replacement heals and recalls the dying unit but leaves it ready",
        kill="a ready friendly unit would die and is recalled instead: it is exhausted in base")
def _(p: Patcher) -> None:
    @p.wrap(f"{VANILLA}:Vanilla.replacements")
    def replacements(orig: Any, self: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        out = orig(self, game, *args, **kwargs)
        for rep in out:
            inner = rep.apply

            def apply(g: Any, e: Any, inner: Any = inner) -> Any:
                actions = p.module(ACTIONS)
                real = actions.exhaust
                actions.exhaust = lambda g2, o, *a, **k: False
                try:
                    return inner(g, e)
                finally:
                    actions.exhaust = real
            rep.apply = apply
        return out


@mutant("r9d-destination-first-pair-only", rule="442.2.b", area="multiplayer",
        bug="a card choosing several units each with its own destination checks only the first unit's destination "
            "(more than two players)",
        kill="2v2: a card's second unit-and-destination choice names a teammate's battlefield: rejected",
        equivalent="no catalogued card makes more than one unit-and-destination choice (Charm, Dragon's Rage, Ride the "
                   "Wind, Stormbringer make one; Yasuo's ability and the vanilla spells check their own), so only the "
                   "first pair is ever there to check")
def _(p: Patcher) -> None:
    @p.wrap(f"{BEHAVIOUR}:destination_problem")
    def destination_problem(orig: Any, game: Any, specs: Any, values: Any, *args: Any, **kwargs: Any) -> Any:
        return orig(game, list(specs)[:2], list(values)[:2], *args, **kwargs)


# ---- fifth batch --------------------------------------------------------------------------------------
@mutant("r9d-victory-against-opponents-own-points", rule="484.6", area="multiplayer",
        bug="in 2v2 a team at the Victory Score wins when it has more points than each opponent alone (the "
            "opposing team's points are not added up)",
        kill="2v2: both teams reach 11 at once (A's spell: A gains 1, B gains 1); nobody wins")
def _(p: Patcher) -> None:
    @p.wrap(f"{RESOURCES}:check_victory")
    def check_victory(orig: Any, game: Any, *args: Any, **kwargs: Any) -> Any:
        seats = p.module(SEATS)
        if game.winner is not None:
            return orig(game, *args, **kwargs)
        for q in seats.in_game(game):
            mine = seats.score(game, q)
            if mine >= game.victory_score and all(mine > game.players[o].points for o in game.opponents(q)):
                p.module(RESOURCES).win(game, [x for x in seats.in_game(game) if x in seats.team(game, q)])
                return None
        return orig(game, *args, **kwargs)


@mutant("r9d-setup-rune-deck-bottom-first", rule="430", area="runes and pools",
        bug="a set-up rune deck is read bottom first: the last listed rune is channelled first",
        kill="rune_deck [Fury, Calm]; channel 1: the Fury rune (its power pays a Fury cost)")
def _(p: Patcher) -> None:
    @p.wrap(f"{SETUP}:build")
    def build(orig: Any, setup: Any, *args: Any, **kwargs: Any) -> Any:
        game = orig(setup, *args, **kwargs)
        for pl in game.players.values():
            pl.rune_deck.reverse()
        return game


@mutant("r9d-vanilla-it-is-the-first-choice", rule="359.3.e.14", area="cards",
        bug="a vanilla instruction on 'it' refers to the spell's first chosen object, not the one chosen last before it",
        kill="'Stun a unit. Ready a unit. Buff it.': the buff goes to the second unit")
def _(p: Patcher) -> None:
    @p.wrap(f"{VANILLA}:Instructions.resolve")
    def resolve(orig: Any, self: Any, r: Any, *args: Any, **kwargs: Any) -> Any:
        saved = self.plan
        firsts = [c for _, c in saved if c is not None]

        def on_it(i: Any) -> bool:
            verb = next(k for k in i if k not in ("to", "with", "duration", "player", "if_you_do"))
            return i.get("to", i[verb]) == "it"
        if firsts:
            self.plan = [(i, firsts[0] if on_it(i) else c) for i, c in saved]
        try:
            return orig(self, r, *args, **kwargs)
        finally:
            self.plan = saved


@mutant("r9d-vanilla-you-is-the-owner", rule="188", area="cards",
        bug="a vanilla spell's 'you draw' / 'you gain' acts for the card's owner, not the player who controls it",
        kill="A takes B's 'draw 1' spell with Rebuttal: A draws, not B")
def _(p: Patcher) -> None:
    @p.wrap(f"{VANILLA}:Instructions._player_action")
    def _player_action(orig: Any, r: Any, verb: str, instruction: Any, *args: Any, **kwargs: Any) -> Any:
        if instruction.get("player", "you") != "you":
            return orig(r, verb, instruction, *args, **kwargs)
        return orig(_OwnerView(r), verb, instruction, *args, **kwargs)


class _OwnerView:
    """A resolution whose controller reads as the source card's owner."""

    def __init__(self, r: Any) -> None:
        self._r = r

    def __getattr__(self, name: str) -> Any:
        if name == "controller":
            return self._r.source.owner
        return getattr(self._r, name)
